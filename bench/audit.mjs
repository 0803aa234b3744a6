#!/usr/bin/env node
/**
 * Benchmark of the audit trail's cost on PUT /api/base/children/update: the same change (the
 * child's medical record number, alternating two values so every call changes the row) timed with
 * the children table's audit trigger on and off, in alternating rounds so that the machine's load
 * falls on both alike. Target: the audited p50 under 1.1 × the unaudited p50.
 *
 * It starts the real server on a temp embedded PostgreSQL, logs the admin in, adds one child, and
 * switches the trigger with ALTER TABLE … ENABLE/DISABLE TRIGGER between rounds. Calls are
 * sequential (one connection): the overhead of one change, not the saturation of the machine.
 * The actor setting (db/audit-actor.ts) is in both modes: it is set once per connection and user.
 *
 *   node bench/audit.mjs   (env: BENCH_ROUNDS, BENCH_CALLS per round)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { benchDatabaseUrl, benchServerEnv, startServer, stopServer } from './lib/server.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const calls = Number(process.env.BENCH_CALLS ?? 200);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => Math.round(n * 100) / 100;

async function json(url, init) {
  const res = await fetch(url, init);
  return res.json();
}

export async function run() {
  const { dataDir, env } = await benchServerEnv();
  const report = { when: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg(), rounds, calls };
  let server;
  let client;
  const samples = { on: [], off: [] };
  let auditRows = 0;
  try {
    const started = performance.now();
    server = await startServer(env);
    report.startMs = Math.round(performance.now() - started);
    client = new pg.Client({ connectionString: benchDatabaseUrl(dataDir) });
    await client.connect();
    report.seedAuditRows = Number((await client.query('select count(*) from audit_log')).rows[0].count);
    const password = createHash('sha256').update('Admin@12345').digest('hex');
    const login = await json(`${server.url}/api/base/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password, relogin: true }) });
    if (login.code !== 200) throw new Error(`login failed: ${JSON.stringify(login)}`);
    const headers = { 'content-type': 'application/json', token: login.data.token };
    const added = await json(`${server.url}/api/base/children/add`, { method: 'POST', headers, body: JSON.stringify({ name: '基准儿童', gender: 'female', birthday: '2022-01-01', children_code: 'BENCH-AUDIT' }) });
    if (added.code !== 200) throw new Error(`add failed: ${JSON.stringify(added)}`);
    const id = added.data._id;
    let n = 0;
    const update = async () => {
      const started = performance.now();
      const res = await json(`${server.url}/api/base/children/update`, { method: 'PUT', headers, body: JSON.stringify({ _id: id, mrn_code: `MRN-${n++ % 2}` }) });
      const took = performance.now() - started;
      if (res.code !== 200) throw new Error(`update failed: ${JSON.stringify(res)}`);
      return took;
    };
    for (let i = 0; i < 50; i++) await update(); // warm-up: JIT, plans, buffers
    const before = Number((await client.query("select count(*) from audit_log where table_name = 'children'")).rows[0].count);
    for (let round = 0; round < rounds * 2; round++) {
      const mode = round % 2 === 0 ? 'off' : 'on';
      await client.query(`alter table children ${mode === 'on' ? 'enable' : 'disable'} trigger audit_row_change`);
      for (let i = 0; i < calls; i++) samples[mode].push(await update());
    }
    await client.query('alter table children enable trigger audit_row_change');
    auditRows = Number((await client.query("select count(*) from audit_log where table_name = 'children'")).rows[0].count) - before;
  } finally {
    await client?.end().catch(() => undefined);
    if (server) await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const stats = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { p50: ms(percentile(sorted, 50)), p90: ms(percentile(sorted, 90)), p99: ms(percentile(sorted, 99)), n: sorted.length };
  };
  report.off = stats(samples.off);
  report.on = stats(samples.on);
  report.auditRows = auditRows;
  const overhead = ms(((report.on.p50 - report.off.p50) / report.off.p50) * 100);
  console.log(`children/update without audit: p50 ${report.off.p50} ms, p90 ${report.off.p90} ms, p99 ${report.off.p99} ms (${report.off.n} calls)`);
  console.log(`children/update with audit:    p50 ${report.on.p50} ms, p90 ${report.on.p90} ms, p99 ${report.on.p99} ms (${report.on.n} calls); ${auditRows} audit rows written`);
  console.log(`server start (first start: migrations and demo seed) ${report.startMs} ms; the seed wrote ${report.seedAuditRows} audit rows`);
  console.log(`overhead at p50: ${overhead}% (load average ${report.loadAverage.map((l) => l.toFixed(2)).join(', ')})`);
  return {
    name: 'audit',
    details: report,
    results: [
      figure('children/update p50, audit off', report.off.p50, 'ms'),
      figure('children/update p50, audit on', report.on.p50, 'ms', { baseline: report.off.p50, ratioTarget: '< 1.1', ratioPass: (r) => r < 1.1 }),
      figure('audit overhead at p50', overhead, '%', { target: '< 10', pass: overhead < 10 }),
      figure('audit rows (one per audited call)', auditRows, '', { target: String(rounds * calls), pass: auditRows === rounds * calls }),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
