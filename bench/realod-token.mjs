#!/usr/bin/env node
/**
 * Benchmark of POST /api/base/user/realodToken, the call every page load makes.
 * Target (2 cores): >= 3,000 req/s with 50 connections, p99 < 20 ms; restart on an existing
 * data directory < 5 s.
 *
 * It starts the real server process (embedded PostgreSQL in a temp DATA_DIR, or DATABASE_URL
 * when set), logs in once, drives the route with wrk for BENCH_SECONDS (default 10) after a
 * short warm-up, then stops the server and times BENCH_RESTARTS (default 3) restarts from
 * process spawn to the 'portal http://…' ready line. Results: stdout and bench/out/realod-token.json.
 *
 * Load generator: wrk (Debian package `wrk`), not autocannon: wrk is C and needs a fraction of
 * a core for this load, whereas autocannon is a Node process that would take a whole core of
 * the two the server and PostgreSQL share, and so measure itself more than the server.
 *
 *   node bench/realod-token.mjs        (env: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_THREADS, BENCH_RESTARTS, DATABASE_URL)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchServerEnv, requireWrk, root, runWrk, startServer, stopServer } from './lib/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const threads = Number(process.env.BENCH_THREADS ?? 1);
const restarts = Number(process.env.BENCH_RESTARTS ?? 3);

requireWrk();
const { dataDir, env } = await benchServerEnv();

function wrk(url, token, duration) {
  const luaHead = `wrk.method = "POST"
wrk.headers["token"] = "${token}"`;
  return runWrk({ dir: dataDir, name: 'realod-token', luaHead, target: `${url}/api/base/user/realodToken`, threads, connections, duration });
}

const report = { when: new Date().toISOString(), node: process.version, cpus: os.cpus().length, database: process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded', connections, threads, seconds };
let server;
try {
  server = await startServer(env);
  report.firstStartMs = Math.round(server.ms);
  const password = createHash('sha256').update('Admin@12345').digest('hex');
  const login = await fetch(`${server.url}/api/base/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password, relogin: true }),
  }).then((r) => r.json());
  if (login.code !== 200) throw new Error(`login failed: ${JSON.stringify(login)}`);

  wrk(server.url, login.data.token, 3); // warm-up: JIT, prepared statement on every pooled connection
  const run = wrk(server.url, login.data.token, seconds);
  report.realodToken = {
    requestsPerSecond: Math.round(run.requests / (run.duration_us / 1e6)),
    p50Ms: run.p50_us / 1000,
    p90Ms: run.p90_us / 1000,
    p99Ms: run.p99_us / 1000,
    maxMs: run.max_us / 1000,
    requests: run.requests,
    non2xx: run.non2xx,
    socketErrors: run.socket_errors,
  };
  await stopServer(server.child);
  server = undefined;

  report.restartMs = [];
  for (let i = 0; i < restarts; i++) {
    server = await startServer(env);
    report.restartMs.push(Math.round(server.ms));
    await stopServer(server.child);
    server = undefined;
  }
} finally {
  if (server) await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const r = report.realodToken;
console.log(`realodToken: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p90 ${r.p90Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms (${r.requests} requests, ${r.non2xx} non-2xx, ${connections} connections, ${seconds} s)`);
console.log(`start on an empty data dir (initdb + migrate + seed): ${report.firstStartMs} ms; restarts on the existing dir: ${report.restartMs.join(', ')} ms`);
const ok = r.requestsPerSecond >= 3000 && r.p99Ms < 20 && r.non2xx === 0 && Math.max(...report.restartMs) < 5000;
console.log(ok ? 'targets met' : 'TARGETS MISSED (>= 3000 req/s, p99 < 20 ms, restart < 5 s)');
fs.mkdirSync(path.join(root, 'bench', 'out'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench', 'out', 'realod-token.json'), `${JSON.stringify(report, null, 2)}\n`);
process.exit(ok ? 0 : 1);
