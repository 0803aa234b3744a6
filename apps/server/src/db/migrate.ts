/**
 * Applies the committed drizzle migrations (and then the seed) while holding a PostgreSQL
 * advisory lock, so several server processes starting at once against one database take turns
 * instead of racing on `CREATE SCHEMA drizzle` or seeding twice.
 */
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { SERVER_ROOT } from '../paths';
import { attachAuditTriggers } from './audit-tables';
import type { Database } from './pool';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('drizzle', SERVER_ROOT));
/** Arbitrary but fixed: identifies "portal schema setup" among advisory locks. */
const SETUP_LOCK_KEY = 7_462_001;

export async function withSetupLock<T>(pool: pg.Pool, work: (orm: Database) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    try {
      return await work(drizzle(client));
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** The migrations, then the audit trigger on whichever table lacks it (a table a migration added). */
export async function runMigrations(orm: Database): Promise<void> {
  await migrate(orm, { migrationsFolder: MIGRATIONS_FOLDER });
  await attachAuditTriggers(orm);
}
