#!/usr/bin/env node
/**
 * Report generation end to end, through the real server process: the report call
 * (GET /api/base/dreams/report …), scoring and the model, the pg-boss `report.render` queue, the
 * render threads (one per core), both files stored, the quota used and the report recorded.
 *
 * It starts the server on a fresh embedded PostgreSQL (or DATABASE_URL), copies institution A's
 * finished demo tests into BENCH_TESTS fresh finished tests (each needs a new report) and gives
 * the tools' authorisation rows room for them, then measures:
 *   1. one call at a time (BENCH_SINGLE calls after a warm-up): p50/p95 of a new report's call;
 *   2. BENCH_CONCURRENCY callers for BENCH_SECONDS, each asking for a new report after the
 *      other: reports per second sustained by the job workers, and the call latency under load;
 *   3. an existing report answered again (no render): p50.
 * Target (2 cores): at least 5 new reports per second sustained. Results: stdout and
 * bench/out/report-jobs.json.
 *
 *   node bench/report-jobs.mjs   (env: BENCH_SECONDS 20, BENCH_CONCURRENCY 8, BENCH_SINGLE 20, BENCH_TESTS 600)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { benchServerEnv, startServer, stopServer, benchDatabaseUrl } from './lib/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const singles = Number(process.env.BENCH_SINGLE ?? 20);
const testCount = Number(process.env.BENCH_TESTS ?? 600);

const PATHS = { 'Dream-S-2.0': '/api/base/dreams/report', 'Dream-C-2.0': '/api/base/dreamc/v2/report', 'Dream-ITS': '/api/base/dreamits/report', 'Dream-IT': '/api/base/dreamit/v2/report' };
const quantile = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * q))];
const round = (n) => Math.round(n * 10) / 10;


/** Fresh finished tests: copies of institution A's Close demo tests (same child, answers and scores), newest last. */
async function prepare(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select id from institutions where name = '星语儿童发展中心'`);
    const institutionId = rows[0].id;
    await client.query(
      `insert into tests (institution_id, children_id, tools_type, status, test_code, bank_version, library, answer, answer_parents, is_end,
                          is_at_risk_score, flagged_items_list, scores, created_by, created_time, ended_time)
       select t.institution_id, t.children_id, t.tools_type, 'Close', 'BENCH' || lpad(g::text, 6, '0'), t.bank_version, t.library, t.answer, t.answer_parents, true,
              t.is_at_risk_score, t.flagged_items_list, t.scores, t.created_by, now() - interval '1 day' + g * interval '1 second', now() - interval '1 day' + g * interval '1 second'
         from generate_series(1, $2) g
         join lateral (select * from tests where institution_id = $1 and status = 'Close' and tools_type = any($3)
                        order by created_time, id offset (g % 8) limit 1) t on true`,
      [institutionId, testCount, Object.keys(PATHS)],
    );
    await client.query(`update institution_tools set tools_sale_type = 'NoLimit' where institution_id = $1`, [institutionId]);
    await client.query(`update institution_tool_authorizations set report_count = use_report_count + $2, validity_date = null, activate = true where institution_id = $1`, [institutionId, testCount * 2]);
    const tests = await client.query(`select id, tools_type from tests where institution_id = $1 and test_code like 'BENCH%' order by test_code`, [institutionId]);
    return tests.rows;
  } finally {
    await client.end();
  }
}

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

async function call(url, pathname, token, query) {
  const started = performance.now();
  const res = await fetch(`${url}${pathname}?${new URLSearchParams(query)}`, { headers: { token } });
  const body = await res.json();
  return { ms: performance.now() - started, status: res.status, body };
}

export async function run() {
  const { dataDir, env } = await benchServerEnv();
  console.log(`preparing: server on a fresh database, ${testCount} finished tests… (${os.availableParallelism()} cores)`);
  const { child, url } = await startServer(env);
  let result;
  try {
    const tests = await prepare(benchDatabaseUrl(dataDir));
    const login = await fetch(`${url}/api/base/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'doctor', password: sha256('Doctor@12345'), relogin: true }),
    }).then((r) => r.json());
    const token = login.data.token;
    let next = 0;
    const newReport = async () => {
      const test = tests[next++];
      if (!test) throw new Error('out of prepared tests: raise BENCH_TESTS');
      const r = await call(url, PATHS[test.tools_type], token, { _id: test.id, report_version: 'v1' });
      if (r.status !== 200 || !r.body.data?.generated) throw new Error(`report call failed: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
      return r;
    };

    // Warm-up: every render thread has parsed its fonts and compiled its code paths.
    for (let i = 0; i < 6; i += 1) await newReport();
    await Promise.all(Array.from({ length: 4 }, () => newReport()));

    const single = [];
    for (let i = 0; i < singles; i += 1) single.push((await newReport()).ms);
    const singleRow = { calls: singles, p50: round(quantile(single, 0.5)), p95: round(quantile(single, 0.95)), max: round(Math.max(...single)) };
    console.log(`one call at a time: ${singles} new reports, call p50 ${singleRow.p50} ms, p95 ${singleRow.p95} ms, max ${singleRow.max} ms`);

    const latencies = [];
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) latencies.push((await newReport()).ms);
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const load = { concurrency, seconds: round(elapsed), reports: latencies.length, perSecond: round(latencies.length / elapsed), p50: round(quantile(latencies, 0.5)), p95: round(quantile(latencies, 0.95)), max: round(Math.max(...latencies)) };
    console.log(
      `sustained: ${load.reports} new reports in ${load.seconds} s with ${concurrency} callers = ${load.perSecond} reports/s (target ≥ 5 ${load.perSecond >= 5 ? '✔' : '✘'}); call p50 ${load.p50} ms, p95 ${load.p95} ms, max ${load.max} ms`,
    );

    const existing = [];
    const made = tests[0];
    for (let i = 0; i < 50; i += 1) existing.push((await call(url, PATHS[made.tools_type], token, { _id: made.id, report_version: 'v1' })).ms);
    const existingRow = { calls: 50, p50: round(quantile(existing, 0.5)), p95: round(quantile(existing, 0.95)) };
    console.log(`existing report answered again: p50 ${existingRow.p50} ms, p95 ${existingRow.p95} ms`);
    result = { cores: os.availableParallelism(), single: singleRow, load, existing: existingRow };
  } finally {
    await stopServer(child);
    if (!process.env.DATABASE_URL) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    name: 'report-jobs',
    details: result,
    results: [
      figure('new report, one call at a time, p50', result.single.p50, 'ms'),
      figure(`new reports sustained, ${concurrency} callers`, result.load.perSecond, 'reports/s', { target: '≥ 5', pass: result.load.perSecond >= 5 }),
      figure('existing report again, p50', result.existing.p50, 'ms'),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
