// Starts the real server process (API + both built apps) on a fresh, seeded database for the
// browser tests: its own embedded PostgreSQL in a temp DATA_DIR, or — when DATABASE_URL is set, as
// in CI's second pass — a new database on that cluster.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    toolUrl: string;
    databaseUrl: string;
  }
}

const root = new URL('..', import.meta.url).pathname;
// The spec fixes the tool site at port 9630 on localhost (the portal computes it), so tests use it too.
const PORT = Number(process.env.E2E_PORT ?? 9720);
const TOOL_PORT = 9630;

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  let databaseUrl = '';
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const name = `portal_e2e_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    TOOL_PORT: String(TOOL_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORTAL_DEMO: '1',
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;

  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForServer(`http://127.0.0.1:${PORT}/api/openapi.json`, server, 90_000);

  project.provide('portalUrl', `http://localhost:${PORT}`);
  project.provide('toolUrl', `http://localhost:${TOOL_PORT}`);
  project.provide('databaseUrl', databaseUrl);

  return async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
    clearTimeout(timer);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
