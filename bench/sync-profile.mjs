#!/usr/bin/env node
/**
 * Where one parent's sync goes (issue 19's speed): the sync-load fixture (real server, fresh
 * embedded PostgreSQL, fsync on), the server started with TRUST_PROXY so that each simulated
 * phone sends its own X-Forwarded-For address, as parents at home do (each one a different
 * audit actor), and then:
 *   1. CPU per acknowledged change: PROFILE_PARENTS phones (a change every 2 s each) for
 *      PROFILE_SECONDS; the server's and PostgreSQL's CPU time (/proc) divided by the acks.
 *   2. The SQL of one sync request: the same phones for 5 s with `log_min_duration_statement = 0`
 *      (ALTER SYSTEM, reloaded, reset after): statements per ack (each one round trip: node-pg
 *      sends parse/bind/execute/sync together) and PostgreSQL's time in each kind of statement.
 *   3. The apply statement alone, one connection, PROFILE_CALLS calls of
 *      `test_apply_parent_change` per round, rounds alternating with the `tests` audit trigger
 *      disabled and enabled (the same machine load on both): ms per call, and one
 *      `set_config('app.actor', …)` round trip (what db/audit-actor.ts adds when the actor differs).
 *   4. With SYNC_CPU_PROF=<dir>: the server's V8 CPU profile during step 1 only, summed by
 *      package and by function (self time).
 *
 *   node bench/sync-profile.mjs   (env: PROFILE_PARENTS 1000, PROFILE_SECONDS 20, PROFILE_CALLS 500,
 *                                  PROFILE_ROUNDS 4, SYNC_CPU_PROF=<dir>)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runPhones } from './lib/phone.mjs';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { root, stopServer } from './lib/server.mjs';
import { changeFor, removeFixture, syncFixture } from './lib/sync-fixture.mjs';
import { cpuSeconds, postgresCpuSeconds } from './lib/sync-rate.mjs';

const parents = Number(process.env.PROFILE_PARENTS ?? 1000);
const seconds = Number(process.env.PROFILE_SECONDS ?? 20);
const calls = Number(process.env.PROFILE_CALLS ?? 500);
const rounds = Number(process.env.PROFILE_ROUNDS ?? 4);

const loadNow = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const r2 = (n) => Math.round(n * 100) / 100;
const sha = (text) => createHash('sha256').update(text).digest('hex');
/** A parent's `app.actor` value as the server sends it (db/audit-actor.ts actorSetting). */
const actor = (n) => JSON.stringify({ k: 'parent', u: null, i: null, r: null, a: `10.1.${(n >> 8) & 255}.${n & 255}` });

/** 1: phones for `secs`; server and PostgreSQL CPU ms per acknowledged change. */
async function cpuPerChange(fixture, target, secs, window) {
  const pid = fixture.server.child.pid;
  window.from = Number(process.hrtime.bigint() / 1000n);
  const server0 = cpuSeconds(pid);
  const pg0 = postgresCpuSeconds(fixture.dataDir);
  const load = await runPhones({ fixture, parents, seconds: secs, target, addresses: true, device: `cpu${secs}` });
  const serverMs = ((cpuSeconds(pid) - server0) * 1000) / load.acks;
  const pgMs = ((postgresCpuSeconds(fixture.dataDir) - pg0) * 1000) / load.acks;
  window.to = Number(process.hrtime.bigint() / 1000n);
  return { acks: load.acks, rate: load.rate, p50: load.p50, p99: load.p99, errors: load.errorCount, serverMs: r2(serverMs), postgresMs: r2(pgMs) };
}

/** The statement a log line names, shortened to what tells statements apart. */
function statementOf(text) {
  return text
    .replace(/^(execute|bind|parse) [^:]*: /, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 110);
}

/** 2: statements per ack and PostgreSQL's ms in each, from the server log of a short phone run. */
async function statementsPerSync(fixture, target, admin) {
  const logFile = path.join(fixture.dataDir, 'pg.log');
  const ownPid = (await admin.query('select pg_backend_pid() as pid')).rows[0].pid;
  await admin.query(`alter system set log_min_duration_statement = 0`);
  await admin.query(`alter system set log_line_prefix = '[%p] '`);
  await admin.query('select pg_reload_conf()');
  await new Promise((r) => setTimeout(r, 500));
  const from = fs.statSync(logFile).size;
  const load = await runPhones({ fixture, parents, seconds: 5, target, addresses: true, device: 'sql' });
  await admin.query('alter system reset log_min_duration_statement');
  await admin.query('alter system reset log_line_prefix');
  await admin.query('select pg_reload_conf()');
  // One entry per '[pid] ' line; a statement's further lines continue it.
  const entries = fs.readFileSync(logFile, 'utf8').slice(from).split(/\n(?=\[\d+\] )/);
  const kinds = new Map();
  let statements = 0;
  for (const entry of entries) {
    const m = entry.match(/^\[(\d+)\] LOG: {2}duration: ([\d.]+) ms {2}(parse|bind|execute|statement)( [^:]*)?: ([\s\S]*)$/);
    if (!m || Number(m[1]) === ownPid) continue;
    const key = statementOf(m[5]);
    const kind = kinds.get(key) ?? { statements: 0, ms: 0 };
    kind.ms += Number(m[2]);
    if (m[3] === 'execute' || m[3] === 'statement') {
      kind.statements += 1;
      statements += 1;
    }
    kinds.set(key, kind);
  }
  const perAck = [...kinds].map(([statement, k]) => ({ statement, perAck: r2(k.statements / load.acks), msPerAck: r2(k.ms / load.acks), msEach: r2(k.ms / Math.max(1, k.statements)) })).sort((a, b) => b.msPerAck - a.msPerAck);
  return { acks: load.acks, statementsPerAck: r2(statements / load.acks), perAck };
}

/** 3: test_apply_parent_change alone on one connection, the tests' audit trigger off and on. */
async function applyAlone(fixture, admin) {
  const client = new pg.Client({ connectionString: fixture.databaseUrl });
  await client.connect();
  const tests = fixture.tests.map((t) => ({ id: t.id, hash: sha(t.tem) }));
  const times = { off: [], on: [] };
  let seq = 0;
  try {
    const hasTrigger = (await admin.query(`select 1 from pg_trigger where tgname = 'audit_row_change' and tgrelid = 'tests'::regclass`)).rowCount > 0;
    for (let round = 0; round < rounds * 2; round++) {
      const mode = round % 2 === 0 ? 'off' : 'on';
      if (hasTrigger) await admin.query(`alter table tests ${mode === 'off' ? 'disable' : 'enable'} trigger audit_row_change`);
      const started = performance.now();
      for (let i = 0; i < calls; i++) {
        seq += 1;
        const test = tests[seq % tests.length];
        const change = changeFor(fixture.choices, seq);
        await client.query({
          name: 'apply',
          text: 'select * from test_apply_parent_change($1, $2, $3, $4, $5, $6::text[], $7::jsonb, $8::text[], $9, $10, $11)',
          values: [test.hash, test.id, 'profile', seq, change.key, [change.key], JSON.stringify({ [change.key]: change.value }), ['Active', 'ParentsTesting'], 'Active', 'ParentsTesting', actor(seq)],
        });
      }
      times[mode].push((performance.now() - started) / calls);
    }
    if (hasTrigger) await admin.query('alter table tests enable trigger audit_row_change');
    const started = performance.now();
    for (let i = 0; i < calls; i++) await client.query("select set_config('app.actor', $1, false)", [actor(i)]);
    const setConfigMs = (performance.now() - started) / calls;
    const median = (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const size = await admin.query(
      `select avg(pg_column_size(t.*))::int as row_bytes, avg(octet_length(to_jsonb(t.*)::text))::int as json_chars from tests t where id = any($1)`,
      [tests.map((t) => t.id)],
    );
    return { triggerOffMs: r2(median(times.off)), triggerOnMs: r2(median(times.on)), rounds: times, setConfigMs: r2(setConfigMs), hasTrigger, ...size.rows[0] };
  } finally {
    await client.end();
  }
}

/** 4: self time of a V8 CPU profile, by package (or app folder) and by function. */
export function summariseProfile(file, window) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  // Sample times are CLOCK_MONOTONIC µs, as process.hrtime here: only the samples of the load phase count.
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += deltas[i] ?? 0;
    if (at < window.from || at > window.to) continue;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (deltas[i + 1] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const place = (url) => {
    if (!url) return '(native / V8)';
    const mod = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    if (mod) return mod[1];
    if (url.startsWith('node:')) return 'node core';
    const app = url.match(/apps\/server\/dist\/(.*)$/);
    return app ? `server: ${app[1].split('/').slice(0, -1).join('/') || app[1]}` : url.replace(`file://${root}/`, '');
  };
  const packages = new Map();
  const functions = new Map();
  for (const [id, us] of self) {
    const node = byId.get(id);
    const f = node.callFrame;
    const pkg = f.functionName === '(idle)' ? '(idle)' : f.functionName === '(garbage collector)' ? '(garbage collector)' : place(f.url);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
    const fn = `${f.functionName || '(anonymous)'} ${place(f.url)}:${f.lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  }
  const idle = packages.get('(idle)') ?? 0;
  const busy = total - idle;
  const top = (map, n) => [...map].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => ({ what: k, percentOfBusy: r2((us / busy) * 100) }));
  return { file, seconds: r2(total / 1e6), busyPercent: r2((busy / total) * 100), packages: top(packages, 15), functions: top(functions, 25) };
}

export async function run() {
  process.env.TRUST_PROXY ??= 'loopback';
  const profDir = process.env.SYNC_CPU_PROF;
  const before = profDir && fs.existsSync(profDir) ? new Set(fs.readdirSync(profDir)) : new Set();
  const fixture = await syncFixture(parents);
  const target = { host: '127.0.0.1', port: Number(new URL(fixture.server.url).port) };
  const details = { parents, seconds, calls, rounds, loadBefore: loadNow() };
  const admin = new pg.Client({ connectionString: fixture.databaseUrl });
  await admin.connect();
  try {
    // Warm-up: every test's libraries cached in the server, JIT, pool.
    await runPhones({ fixture, parents, seconds: 2, target, addresses: true, device: 'warm' });
    console.log(`${parents} phones, a change every 2 s each, ${seconds} s (load average ${loadNow()})…`);
    const window = {};
    const cpu = await cpuPerChange(fixture, target, seconds, window);
    details.window = window;
    console.log(`  ${cpu.acks} acks (${cpu.rate}/s), p50 ${cpu.p50} ms, p99 ${cpu.p99} ms, errors ${cpu.errors}; CPU per change: server ${cpu.serverMs} ms, PostgreSQL ${cpu.postgresMs} ms`);
    const sql = await statementsPerSync(fixture, target, admin);
    console.log(`  SQL per sync (${sql.acks} acks logged): ${sql.statementsPerAck} statements`);
    for (const k of sql.perAck.slice(0, 8)) console.log(`    ${k.perAck} × ${k.msEach} ms = ${k.msPerAck} ms  ${k.statement}`);
    const alone = await applyAlone(fixture, admin);
    console.log(`  test_apply_parent_change alone (one connection, ${calls} × ${rounds} rounds each): audit trigger off ${alone.triggerOffMs} ms, on ${alone.triggerOnMs} ms; set_config round trip ${alone.setConfigMs} ms; tests row ${alone.row_bytes} bytes stored, ${alone.json_chars} chars as jsonb text`);
    Object.assign(details, { cpu, sql, alone, loadAfter: loadNow() });
    return {
      name: 'sync-profile',
      details,
      results: [
        figure(`${parents} phones: server CPU per change`, cpu.serverMs, 'ms'),
        figure(`${parents} phones: PostgreSQL CPU per change`, cpu.postgresMs, 'ms'),
        figure(`${parents} phones: p50 / p99 (${cpu.rate}/s)`, `${cpu.p50} / ${cpu.p99}`, 'ms'),
        figure('SQL statements (round trips) per sync', sql.statementsPerAck, ''),
        figure('test_apply_parent_change, audit trigger off / on', `${alone.triggerOffMs} / ${alone.triggerOnMs}`, 'ms'),
        figure("set_config('app.actor') round trip", alone.setConfigMs, 'ms'),
      ],
    };
  } finally {
    await admin.end();
    await stopServer(fixture.server.child);
    removeFixture(fixture);
    if (profDir) {
      // The main thread's profile (CPU.<date>.<time>.<pid>.0.<n>); the report threads write their own.
      const added = fs.readdirSync(profDir).filter((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f) && !before.has(f));
      for (const f of added) {
        const summary = summariseProfile(path.join(profDir, f), details.window);
        details.profile = summary;
        console.log(`  server CPU profile ${f}: ${summary.seconds} s, busy ${summary.busyPercent} %`);
        for (const p of summary.packages) console.log(`    ${p.percentOfBusy} %  ${p.what}`);
        console.log('  functions (self time, % of busy):');
        for (const p of summary.functions) console.log(`    ${p.percentOfBusy} %  ${p.what}`);
      }
    }
  }
}

if (isMain(import.meta.url)) await runAlone(run);
