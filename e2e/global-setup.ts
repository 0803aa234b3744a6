// Starts the real server process (API + both built apps) on a fresh, seeded database for the
// browser tests: its own embedded PostgreSQL in a temp DATA_DIR, or — when DATABASE_URL is set, as
// in CI's second pass — a new database on that cluster.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** One server of the browser tests: its two sites, its database (empty: the embedded one) and its SMS fake. */
export interface E2eServer {
  portalUrl: string;
  toolUrl: string;
  databaseUrl: string;
  /** The local Tencent SMS server this server sends codes to; GET {smsUrl}/received lists them. */
  smsUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: a file uses the one of its worker (e2e/browser.ts), so files running side by side never share data. */
    e2eServers: E2eServer[];
  }
}

/** What the e2e uses of apps/server/src/providers/sms/tencent-fake.ts (outside this project's rootDir). */
interface FakeSms {
  port: number;
  close(): Promise<void>;
}
const FAKE_SMS_CREDENTIALS = { secretId: 'e2e-secret-id', secretKey: 'e2e-secret-key', sdkAppId: '1400000000' };

const root = new URL('..', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });
}

/**
 * Resolves when THIS server prints its ready line: polling a URL could be answered by another
 * server that happens to hold the port.
 */
function waitForReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready within ${timeoutMs} ms`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes('portal http://')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited early with code ${code}`));
    });
  });
}

/**
 * The port in `variable` when one is given (it must be free: the run says which one is taken),
 * otherwise a free one, so the browser tests run beside `npm start` on 9620/9630.
 */
async function chosenPort(variable: 'E2E_PORT' | 'E2E_TOOL_PORT', what: string): Promise<number> {
  const given = process.env[variable];
  if (!given) return freePort();
  const port = Number(given);
  if (await portTaken(port)) {
    throw new Error(`Port ${port} (${variable}, the browser tests' ${what}) is in use: free it, or unset ${variable} to use a free port.`);
  }
  return port;
}

/**
 * As many servers as the project runs files at once (two on CI's two cores, one with
 * fileParallelism off), each with its own database and SMS fake, started side by side.
 */
export default async function setup(project: TestProject) {
  // The tests drive the built server and apps, as `npm start` runs them: rebuild the stale ones, so
  // running this project alone (`npx vitest run --project e2e …`) never checks yesterday's build
  // (`npm test` did it already).
  const builder = new URL('../scripts/build-if-stale.mjs', import.meta.url).href;
  ((await import(builder)) as { buildIfStale(): void }).buildIfStale();
  // fileParallelism: false resolves to one worker.
  const parallel = Math.max(1, project.config.maxWorkers ?? project.vitest.config.maxWorkers ?? 1);
  // Fixed ports (E2E_PORT/E2E_TOOL_PORT) name one server's ports: with them, one server. Running
  // one file, E2E_SERVERS=1 saves starting a server nobody uses.
  const count = process.env.E2E_PORT || process.env.E2E_TOOL_PORT ? 1 : Math.min(parallel, Number(process.env.E2E_SERVERS) || parallel);
  // Ports are picked one server after another, so two servers never draw the same free port.
  const taken = new Set<number>();
  const ports: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const pick = async (variable: 'E2E_PORT' | 'E2E_TOOL_PORT', what: string) => {
      let port = await chosenPort(variable, what);
      while (taken.has(port)) port = await freePort();
      taken.add(port);
      return port;
    };
    ports.push([await pick('E2E_PORT', 'portal'), await pick('E2E_TOOL_PORT', 'tool site')]);
  }
  const started = await Promise.allSettled(ports.map(([portal, tool], i) => startServer(i, portal, tool)));
  const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stopAll = () => Promise.all(servers.map((s) => s.stop()));
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide('e2eServers', servers.map((s) => s.urls));
  return async () => void (await stopAll());
}

async function startServer(index: number, PORT: number, TOOL_PORT: number): Promise<{ urls: E2eServer; stop(): Promise<void> }> {
  // The pages learn each other's address from the server, not from the fixed-port rule (9630).
  const portalOrigin = `http://localhost:${PORT}`;
  const toolOrigin = `http://localhost:${TOOL_PORT}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  let databaseUrl = '';
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const name = `portal_e2e_${process.pid}_${Date.now()}_${index}`;
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

  // Codes go out by text message through the real Tencent adapter, to a local fake of the service.
  const fakeModule = new URL('../apps/server/src/providers/sms/tencent-fake.ts', import.meta.url).href;
  const { startFakeTencentSms } = (await import(fakeModule)) as { startFakeTencentSms(o: typeof FAKE_SMS_CREDENTIALS): Promise<FakeSms> };
  const sms = await startFakeTencentSms(FAKE_SMS_CREDENTIALS);
  const smsUrl = `http://127.0.0.1:${sms.port}`;
  // The SDK signs for the service named by the host's first label: 'sms' (see harness/fake-hosts.mjs).
  const smsEndpoint = `http://sms.fake-tencent.test:${sms.port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    TOOL_PORT: String(TOOL_PORT),
    TOOL_SITE_ORIGIN: toolOrigin,
    PORTAL_SITE_ORIGIN: portalOrigin,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORTAL_DEMO: '1',
    LOG_LEVEL: 'warn',
    // Vitest sets NODE_ENV=test; the browser tests also cover the developer editors, which need it on.
    DEFINITION_EDITING: '1',
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_ENDPOINT: smsEndpoint,
    TENCENT_SMS_SECRET_ID: FAKE_SMS_CREDENTIALS.secretId,
    TENCENT_SMS_SECRET_KEY: FAKE_SMS_CREDENTIALS.secretKey,
    TENCENT_SMS_SDK_APP_ID: FAKE_SMS_CREDENTIALS.sdkAppId,
    TENCENT_SMS_SIGN_NAME: '星语测评',
    TENCENT_SMS_TEMPLATE_ID: '100001',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;

  const server = spawn(process.execPath, ['--import', './e2e/harness/fake-hosts.mjs', 'apps/server/dist/serve.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  // Generous: a first start seeds the demo (reports rendered), slow on a busy machine.
  await waitForReady(server, 240_000); // its stdout listener keeps forwarding the server's output

  const urls = { portalUrl: portalOrigin, toolUrl: toolOrigin, databaseUrl, smsUrl };
  const stop = async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
    clearTimeout(timer);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await sms.close();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { urls, stop };
}
