/**
 * A call's contract: its method, its path (spelled as other clients expect) and the zod schemas of
 * its query, body and answer's `data`, written once here. The server route validates with the
 * schemas and documents them (OpenAPI); the web apps take the inferred types, so nobody re-types
 * an answer. Pages that must stay small (the parent's) import contracts with `import type` and
 * their paths from zod-free modules: no schema library reaches their bundle.
 */
import type { z } from 'zod';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallContract {
  method: CallMethod;
  path: string;
  /** The query string (GET, DELETE). */
  query?: z.ZodType;
  /** The JSON body (POST, PUT). */
  body?: z.ZodType;
  /** The envelope's `data` when the call succeeds. */
  result: z.ZodType;
  /** A page of a list: `result` is the array of rows, and the envelope carries total, current and pageSize beside it. */
  page?: true;
}

/** Keeps the literal method and path and the exact schemas in the contract's type. */
export function defineCall<const C extends CallContract>(contract: C): C {
  return contract;
}

/** What a successful call answers in `data`. */
export type CallResult<C extends CallContract> = z.output<C['result']>;
/** What a client sends as the body (before the server's defaults and transforms). */
export type CallBody<C extends CallContract> = C['body'] extends z.ZodType ? z.input<C['body']> : never;
/** What a client sends as the query string. */
export type CallQuery<C extends CallContract> = C['query'] extends z.ZodType ? z.input<C['query']> : never;
