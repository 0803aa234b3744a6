/**
 * Test databases on a real PostgreSQL, reusable outside vitest (the browser tests start the real
 * server process against a database made here).
 *
 *   const cluster = await startTestCluster();              // embedded PG in a temp dir, or DATABASE_URL's server
 *   const templates = await createTemplates(cluster.adminUrl);
 *   const db = await createDatabase(cluster.adminUrl, templates.demo);  // fresh, migrated, demo-seeded
 *   ... DATABASE_URL=db.url node --import tsx apps/server/src/main.ts ...
 *   await db.drop(); await dropTemplates(cluster.adminUrl, templates); await cluster.stop();
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_ADMIN_PASSWORD } from '../src/config';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations, withSetupLock } from '../src/db/migrate';
import { createDb } from '../src/db/pool';
import { prepareDatabase } from '../src/main';

export interface TestCluster {
  /** URL of a maintenance database on the cluster, for CREATE/DROP DATABASE. */
  adminUrl: string;
  /** True when the cluster came from DATABASE_URL (and is not ours to stop). */
  external: boolean;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL set (CI: a throwaway cluster whose user is superuser): use that server. Unset:
 * start one embedded PostgreSQL in a fresh temp dir, durability off for speed, removed at stop.
 */
export async function startTestCluster(env: NodeJS.ProcessEnv = process.env): Promise<TestCluster> {
  if (env.DATABASE_URL) return { adminUrl: env.DATABASE_URL, external: true, stop: async () => {} };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-pg-'));
  try {
    const embedded = await startEmbeddedPostgres({ baseDir: dir, database: 'postgres', fast: true, firstPort: 15433 });
    return {
      adminUrl: embedded.adminUrl,
      external: false,
      stop: async () => {
        await embedded.stop();
        await fs.rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface Templates {
  /** Migrated and seeded with the demo installation (default ADMIN_PASSWORD). */
  demo: string;
  /** Migrated, no rows: for seed tests. */
  empty: string;
}

/** Names carry a random run id so runs sharing one server (DATABASE_URL) never collide. */
function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

export async function createEmptyDatabase(adminUrl: string, name = uniqueName('portal_t')): Promise<TestDatabase> {
  await withAdmin(adminUrl, (c) => c.query(`create database ${c.escapeIdentifier(name)} template template0 encoding 'UTF8'`));
  return { name, url: databaseUrl(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

export async function createTemplates(adminUrl: string): Promise<Templates> {
  const run = randomBytes(4).toString('hex');
  const templates: Templates = { demo: `portal_tpl_${run}_demo`, empty: `portal_tpl_${run}_empty` };
  for (const [kind, name] of Object.entries(templates)) {
    const created = await createEmptyDatabase(adminUrl, name);
    const db = createDb(created.url, 2);
    try {
      if (kind === 'demo') {
        await prepareDatabase(db, { demo: true, adminPassword: DEFAULT_ADMIN_PASSWORD, adminPasswordIsDefault: true });
      } else {
        // Migrations only: an existing user makes the seed skip, so run the migrator alone.
        await withSetupLock(db.pool, runMigrations);
      }
    } finally {
      await db.pool.end();
    }
  }
  return templates;
}

export async function dropTemplates(adminUrl: string, templates: Templates): Promise<void> {
  for (const name of Object.values(templates)) await dropDatabase(adminUrl, name);
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh database cloned from `template` (a name from createTemplates). */
export async function createDatabase(adminUrl: string, template: string): Promise<TestDatabase> {
  const name = uniqueName('portal_t');
  await withAdmin(adminUrl, async (c) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`create database ${c.escapeIdentifier(name)} template ${c.escapeIdentifier(template)}`);
        return;
      } catch (error) {
        // 55006: the template is briefly in use (another clone starting); retry shortly.
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  return { name, url: databaseUrl(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`));
}
