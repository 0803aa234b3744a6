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
import { figure, isMain, runAlone } from './lib/results.mjs';
import { benchServerEnv, requireWrk, runWrk, startServer, stopServer, wrkFigures } from './lib/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const threads = Number(process.env.BENCH_THREADS ?? 1);
const restarts = Number(process.env.BENCH_RESTARTS ?? 3);

function wrk(dataDir, url, token, duration) {
  const luaHead = `wrk.method = "POST"
wrk.headers["token"] = "${token}"`;
  return runWrk({ dir: dataDir, name: 'realod-token', luaHead, target: `${url}/api/base/user/realodToken`, threads, connections, duration });
}

export async function run() {
  requireWrk();
  const { dataDir, env } = await benchServerEnv();
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

    wrk(dataDir, server.url, login.data.token, 3); // warm-up: JIT, prepared statement on every pooled connection
    const measured = wrk(dataDir, server.url, login.data.token, seconds);
    report.realodToken = wrkFigures(measured);
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
  const restartMax = Math.max(...report.restartMs);
  return {
    name: 'realod-token',
    details: report,
    results: [
      figure(`realodToken, ${connections} connections`, r.requestsPerSecond, 'req/s', { target: '≥ 3,000', pass: r.requestsPerSecond >= 3000 }),
      figure('realodToken p99', r.p99Ms, 'ms', { target: '< 20', pass: r.p99Ms < 20 }),
      figure('realodToken errors (non-2xx + socket)', r.non2xx + r.socketErrors, '', { target: '0', pass: r.non2xx + r.socketErrors === 0 }),
      figure('server restart on existing data dir (worst)', restartMax, 'ms', { target: '< 5000', pass: restartMax < 5000 }),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
