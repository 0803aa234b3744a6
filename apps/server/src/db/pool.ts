/** The connection pool and the drizzle handle built on it; one pair per server process. */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { trackActors } from './audit-actor';

/** No relational-query schema is registered: queries name their tables (each domain's schema.ts). */
export type Database = NodePgDatabase;

/** A transaction handle: what `db.orm.transaction(async (tx) => …)` passes to its callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a read-and-write helper needs: the handle itself or a transaction, either will do. */
export type Executor = Pick<Tx, 'select' | 'insert' | 'update'>;

export interface Db {
  pool: pg.Pool;
  orm: Database;
}

export function createDb(url: string, max = 10): Db {
  // A database that does not answer a connection within 5 s fails the call (503, Retry-After)
  // instead of holding it until the client gives up.
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (PG restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  trackActors(pool);
  return { pool, orm: drizzle(pool) };
}
