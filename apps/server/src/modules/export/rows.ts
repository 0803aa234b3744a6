/**
 * Where an export's rows come from, a batch at a time, so a list of 100,000 rows is never held
 * whole: a list that offers a source (db/list-source.ts) is read through a server-side cursor in one
 * read-only snapshot; any other configured list is paged through its own route (the route's
 * validation, permission and institution checks run for every page), the largest page it allows.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';
import type { AppContext } from '../../context';

export type Row = Record<string, unknown>;

// Small enough that one batch of rows, cells and XML stays a few megabytes.
const CURSOR_BATCH = 500;
/** Every list's largest page today (the contracts' PAGE_SIZE_MAX). */
export const ROUTE_PAGE_SIZE = 100;

const dialect = new PgDialect();

export async function* cursorBatches(ctx: AppContext, statement: SQL, present: (row: Row) => Row): AsyncGenerator<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const client = await ctx.db.pool.connect();
  let open = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    open = true;
    await client.query(`declare export_rows no scroll cursor for ${text}`, params);
    for (;;) {
      const { rows } = await client.query<Row>(`fetch ${CURSOR_BATCH} from export_rows`);
      if (rows.length > 0) yield rows.map(present);
      if (rows.length < CURSOR_BATCH) break;
    }
    await client.query('commit');
    open = false;
  } finally {
    // A client that stopped reading (or a failed fetch) leaves the transaction open: end it.
    if (open) await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/** The headers a list route reads from the caller: who, and in which language. */
const FORWARDED = ['token', 'temtoken', 'accept-language'] as const;

export interface RouteList {
  path: string;
  method: 'GET' | 'POST';
  params: Row;
}

/** One page of the list through its own route, as the caller. */
export function routePage(app: FastifyInstance, req: FastifyRequest, list: RouteList, current: number, pageSize: number): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const params = { ...list.params, current, pageSize };
  if (list.method === 'GET') {
    const query: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || value === null) continue;
      query[key] = Array.isArray(value) ? value.map(String) : String(value);
    }
    return app.inject({ method: 'GET', url: list.path, query, headers });
  }
  return app.inject({ method: 'POST', url: list.path, payload: params, headers });
}

/** The rows of a list answer: `data` is the rows or holds them under `list` (as the table page reads it). */
export function rowsOf(body: unknown): { rows: Row[]; total: number | undefined } {
  const envelope = (body ?? {}) as { data?: unknown; total?: unknown };
  const data = envelope.data;
  const rows = Array.isArray(data) ? data : data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list) ? (data as { list: unknown[] }).list : [];
  return { rows: rows as Row[], total: typeof envelope.total === 'number' ? envelope.total : undefined };
}

/** Pages 1, 2, … of the route until a short page or the total; `first` is page 1, already fetched. */
export async function* routeBatches(app: FastifyInstance, req: FastifyRequest, list: RouteList, first: LightMyRequestResponse): AsyncGenerator<Row[]> {
  let response = first;
  let seen = 0;
  for (let current = 1; ; current++) {
    if (current > 1) response = await routePage(app, req, list, current, ROUTE_PAGE_SIZE);
    if (response.statusCode !== 200) throw new Error(`list ${list.path} answered ${response.statusCode} on page ${current}`);
    const { rows, total } = rowsOf(response.json());
    if (rows.length > 0) yield rows;
    seen += rows.length;
    if (rows.length < ROUTE_PAGE_SIZE || (total !== undefined && seen >= total)) return;
  }
}
