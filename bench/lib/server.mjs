// What the load benchmarks share: wrk, a server process on a fresh embedded database (or
// DATABASE_URL), its start and stop, and wrk's JSON summary.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function requireWrk() {
  if (spawnSync('wrk', ['--version']).error) {
    console.error('wrk is not installed: apt-get install -y wrk');
    process.exit(1);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A temp data directory and the server environment that uses it, on free loopback ports. */
export async function benchServerEnv() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  fs.chmodSync(dataDir, 0o755); // under root, embedded PostgreSQL runs as another user and must traverse it
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    TOOL_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Production leaves the demo out unless asked; the benchmarks run on it.
    PORTAL_DEMO: '1',
  };
  return { dataDir, env };
}

let serverChecked = false;

/**
 * Spawns the compiled server, as `npm start` runs it (built first if stale; `nodeArgs`: e.g.
 * --cpu-prof); resolves with the process, its URL and the ms from spawn to its ready line.
 */
export function startServer(env, { nodeArgs = [] } = {}) {
  // Once per run: a restart (sync-kill) measures the start, not the check.
  if (!serverChecked) {
    buildIfStale({ only: ['server'] });
    serverChecked = true;
  }
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/serve.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk.toString();
      const ready = output.match(/portal (http:\/\/\S+)/);
      if (ready) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve({ child, url: ready[1].replace('localhost', '127.0.0.1'), ms: performance.now() - started });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
  });
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Runs wrk with a Lua script (`luaHead` sets headers or the request function) and returns its
 * summary: requests, duration_us, non2xx, socket_errors and latency percentiles in microseconds.
 */
export function runWrk({ dir, name, luaHead, target, threads, connections, duration }) {
  const script = path.join(dir, `${name}.lua`);
  fs.writeFileSync(
    script,
    `${luaHead}
done = function(summary, latency, requests)
  io.write(string.format('{"requests":%d,"duration_us":%d,"non2xx":%d,"socket_errors":%d,"p50_us":%d,"p90_us":%d,"p95_us":%d,"p99_us":%d,"max_us":%d}\\n',
    summary.requests, summary.duration, summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(95), latency:percentile(99), latency.max))
end
`,
  );
  const result = spawnSync('wrk', [`-t${threads}`, `-c${connections}`, `-d${duration}s`, '-s', script, target], { encoding: 'utf8' });
  const line = result.stdout.split('\n').find((l) => l.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk failed:\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(line);
}

/** A wrk summary in the units the benchmarks report: requests per second, latencies in ms, errors. */
export function wrkFigures(measured) {
  return {
    requestsPerSecond: Math.round(measured.requests / (measured.duration_us / 1e6)),
    p50Ms: measured.p50_us / 1000,
    p90Ms: measured.p90_us / 1000,
    p95Ms: measured.p95_us / 1000,
    p99Ms: measured.p99_us / 1000,
    maxMs: measured.max_us / 1000,
    requests: measured.requests,
    non2xx: measured.non2xx,
    socketErrors: measured.socket_errors,
  };
}

/** The bench server's database: DATABASE_URL, or the embedded one under `dataDir` (its port is in postmaster.pid). */
export function benchDatabaseUrl(dataDir) {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const password = fs.readFileSync(path.join(dataDir, 'pg.password'), 'utf8').trim();
  const port = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/portal`;
}
