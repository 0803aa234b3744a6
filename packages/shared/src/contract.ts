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
  /** The path's `:name` segments. */
  params?: z.ZodType;
  /** The query string (GET, DELETE). */
  query?: z.ZodType;
  /** The JSON body (POST, PUT). */
  body?: z.ZodType;
  /** The envelope's `data` when the call succeeds. */
  result: z.ZodType;
  /** One page of a list: `result` is the page's rows; the envelope carries total, current and pageSize beside them. */
  page?: true;
  /** No envelope: the answer is a text/event-stream whose events each carry a `result` as their data. */
  events?: true;
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
/** What a client puts into the path's `:name` segments. */
export type CallParams<C extends CallContract> = C['params'] extends z.ZodType ? z.input<C['params']> : never;

/** `path` with its `:name` segments filled in from `params` (encoded); a segment without a value stays as it is. */
export function pathWith(path: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (segment, name: string) => (Object.hasOwn(params, name) ? encodeURIComponent(String(params[name])) : segment));
}
