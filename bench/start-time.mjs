// How fast the server is back: the compiled server (apps/server/dist, what `npm start` runs).
//   - `npm start` (node scripts/start.mjs, with its build check) from launch until `GET /`
//     answers 200, on a new data directory (initdb, migrations, demo seed) and then an existing one;
//   - the compiled server alone (node apps/server/dist/serve.js, NODE_ENV=production) on the
//     existing data directory, from spawn until `GET /api/version` answers 200;
//   - under load: the sync-kill load (parents' phones syncing answers, bench/lib/phone.mjs), the
//     server killed with kill -9 every 10 s and restarted at once on the same data directory (its
//     PostgreSQL left running, as after a crash), from the kill until `GET /api/version` answers.
// Targets: the compiled server answering in under 1.5 s, on an existing data directory and after
// a kill under load; `npm start` on an existing data directory under 5 s.
//
//   node bench/start-time.mjs   (env: BENCH_STARTS 5 starts of the compiled server; BENCH_KILLS 3;
//                                BENCH_KILL_PARENTS 500 phones)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { runPhones } from './lib/phone.mjs';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { freePort, startServer, stopServer } from './lib/server.mjs';
import { removeFixture, syncFixture } from './lib/sync-fixture.mjs';

const root = new URL('..', import.meta.url).pathname;
const starts = Number(process.env.BENCH_STARTS ?? 5);
const kills = Number(process.env.BENCH_KILLS ?? 3);
const killParents = Number(process.env.BENCH_KILL_PARENTS ?? 500);
const KILL_EVERY_MS = 10_000;
const ANSWER_WITHIN_MS = 60_000;

const loadNow = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const seconds = (ms) => Number((ms / 1000).toFixed(2));

/** Polls `url` every 10 ms until it answers 200 (or `exited()` / the time limit); resolves with the ms since `since`. */
async function answered(url, since, exited) {
  while (performance.now() - since < ANSWER_WITHIN_MS) {
    if (exited()) throw new Error(`the server exited before ${url} answered`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not answer within ${ANSWER_WITHIN_MS} ms`);
}

/** Spawns `args` (a node script and its arguments) on `dataDir` and free ports; ms until `path` answers; then stops it. */
async function timedStart(args, dataDir, path, extraEnv = {}) {
  // Free ports: a running `npm start` (or another bench) may hold the usual ones.
  const PORT = await freePort();
  const TOOL_PORT = await freePort();
  const env = { ...process.env, PORT: String(PORT), TOOL_PORT: String(TOOL_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv };
  for (const [name, value] of Object.entries(env)) if (value === undefined || name === 'DATABASE_URL') delete env[name];
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'ignore' });
  try {
    return await answered(`http://127.0.0.1:${PORT}${path}`, started, () => child.exitCode !== null);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

async function startFigures() {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'portal-bench-start-'));
  try {
    const env = { NODE_ENV: undefined }; // as `npm start` on a developer's machine: the build check runs
    const first = await timedStart(['scripts/start.mjs'], dataDir, '/', env);
    console.log(`npm start, new data directory: ${seconds(first)} s`);
    const npmStart = [];
    for (let i = 0; i < 3; i++) npmStart.push(await timedStart(['scripts/start.mjs'], dataDir, '/', env));
    console.log(`npm start, existing data directory: ${npmStart.map(seconds).join(' s, ')} s (load average ${loadNow()})`);
    const compiled = [];
    for (let i = 0; i < starts; i++) compiled.push(await timedStart(['apps/server/dist/serve.js'], dataDir, '/api/version', { NODE_ENV: 'production' }));
    console.log(`compiled server, existing data directory, to /api/version: ${compiled.map(Math.round).join(', ')} ms (load average ${loadNow()})`);
    return { first, npmStart, compiled };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** kill -9 of the server every KILL_EVERY_MS under the phones' load, restarted at once: ms from each kill until it answers. */
async function killFigures() {
  const fixture = await syncFixture(killParents);
  const target = { host: '127.0.0.1', port: Number(new URL(fixture.server.url).port) };
  const version = `http://127.0.0.1:${target.port}/api/version`;
  const restarts = [];
  const readyLines = []; // kill → the new server's 'portal http://…' line (it listens): the rest of `restarts` is the queue of phones' calls ahead of ours
  let restarting = null;
  try {
    console.log(`${killParents} parents syncing, kill -9 every ${KILL_EVERY_MS / 1000} s, ${kills} times (load average ${loadNow()})…`);
    const during = async (elapsed) => {
      if (restarting || restarts.length >= kills || elapsed < (restarts.length + 1) * KILL_EVERY_MS) return;
      const killed = fixture.server.child;
      killed.kill('SIGKILL');
      const at = performance.now();
      await new Promise((r) => killed.once('exit', r));
      let exited = false;
      let readyMs = NaN;
      restarting = startServer(fixture.env).then((server) => {
        fixture.server = server;
        readyMs = performance.now() - at;
        server.child.once('exit', () => (exited = true));
      });
      restarting.catch(() => (exited = true));
      const ms = await answered(version, at, () => exited);
      await restarting;
      restarting = null;
      restarts.push(ms);
      readyLines.push(readyMs);
      console.log(`  kill -9 ${killed.pid} at ${(elapsed / 1000).toFixed(1)} s: ready line after ${Math.round(readyMs)} ms, answering after ${Math.round(ms)} ms (pid ${fixture.server.child.pid}, load average ${loadNow()})`);
    };
    const load = await runPhones({ fixture, parents: killParents, seconds: ((kills + 1) * KILL_EVERY_MS) / 1000, target, during, drainSeconds: 30 });
    if (restarts.length < kills) throw new Error(`only ${restarts.length} of ${kills} kills happened`);
    console.log(`  phones: ${load.acks} changes acknowledged, ${load.errorCount} calls failed during the restarts (retried), ${load.unacked} left unacknowledged; the phones took ${load.generatorCpuPercent} % of a core`);
    return { restarts, readyLines, acks: load.acks, failedCalls: load.errorCount, unacked: load.unacked, generatorCpuPercent: load.generatorCpuPercent };
  } finally {
    if (restarting) await restarting.catch(() => undefined);
    await stopServer(fixture.server.child);
    removeFixture(fixture);
  }
}

export async function run() {
  buildIfStale();
  const details = { loadBefore: loadNow(), cpus: os.cpus().length };
  const start = await startFigures();
  const kill = await killFigures();
  Object.assign(details, { startMs: start, kill, loadAfter: loadNow() });
  const npmWorst = Math.max(...start.npmStart) / 1000;
  const compiledMedian = median(start.compiled);
  const killMedian = median(kill.restarts);
  return {
    name: 'start-time',
    details,
    results: [
      figure('npm start, new data directory', seconds(start.first), 's'),
      figure('npm start, existing data directory (worst of 3)', Number(npmWorst.toFixed(2)), 's', { target: '< 5', pass: npmWorst < 5 }),
      figure(`compiled server, existing data directory → /api/version (median of ${starts})`, Math.round(compiledMedian), 'ms', { target: '< 1500', pass: compiledMedian < 1500 }),
      figure('compiled server, existing data directory (worst)', Math.round(Math.max(...start.compiled)), 'ms'),
      figure(`kill -9 under load → /api/version again (median of ${kills})`, Math.round(killMedian), 'ms', { target: '< 1500', pass: killMedian < 1500 }),
      figure('kill -9 under load → answering (worst)', Math.round(Math.max(...kill.restarts)), 'ms'),
      figure('kill -9 under load → ready line (median)', Math.round(median(kill.readyLines)), 'ms'),
      figure('phone calls failed during the restarts (retried) / left unacknowledged', `${kill.failedCalls} / ${kill.unacked}`, ''),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
