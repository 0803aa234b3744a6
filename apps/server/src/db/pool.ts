/** The connection pool and the drizzle handle built on it; one pair per server process. */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export interface Db {
  pool: pg.Pool;
  orm: Database;
}

export function createDb(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (PG restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return { pool, orm: drizzle(pool, { schema }) };
}
