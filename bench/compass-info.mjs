#!/usr/bin/env node
/**
 * Opening a case in the portal: GET /api/compass/info of a case with 20 bound reports, through
 * the real server process (the call the v1/v2 page makes first; its answer holds the case, the
 * child, the case PDFs and every bound report with its test, remark and summary scores).
 * Target (2 cores): data in under 50 ms (p95), one statement per call whatever the report count.
 *
 * It starts the server on a fresh embedded PostgreSQL (or DATABASE_URL) with the demo seed, then
 * with SQL copies a demo child's Close test and its report into BENCH_REPORTS finished tests with
 * a report each (the report's PDF and page rows copied, each with its own remark), creates a v1
 * case through POST /api/compass/add and binds them through PUT /api/compass/update, and adds
 * BENCH_CASES other cases bound to the same reports (the tables are no longer tiny). It checks the
 * answer (20 reports, in binding order, with scores), records the info statement's EXPLAIN
 * ANALYZE, then times BENCH_CALLS sequential calls on one keep-alive connection after a warm-up.
 * Results: stdout and bench/out/compass-info.json.
 *
 *   node bench/compass-info.mjs   (env: BENCH_REPORTS 20, BENCH_CALLS 500, BENCH_CASES 2000, DATABASE_URL)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { benchDatabaseUrl, benchServerEnv, startServer, stopServer } from './lib/server.mjs';

const reportCount = Number(process.env.BENCH_REPORTS ?? 20);
const calls = Number(process.env.BENCH_CALLS ?? 500);
const otherCases = Number(process.env.BENCH_CASES ?? 2000);
/** A demo child of institution A whose Close test has a demo report (apps/server/src/modules/compass/seed-demo.ts). */
const CHILD_CODE = 'XY0014';

const quantile = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * q))];
const round = (n) => Math.round(n * 10) / 10;
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** The child, and BENCH_REPORTS fresh reports of that child (ids in creation order). */
async function prepareReports(client) {
  const { rows: found } = await client.query(
    `select c.institution_id, c.id as child_id, r.id as report_id from children c
       join tests t on t.institution_id = c.institution_id and t.children_id = c.id and t.status = 'Close'
       join reports r on r.institution_id = t.institution_id and r.test_id = t.id
      where c.children_code = $1 and c.institution_id = (select id from institutions where name = '星语儿童发展中心')
      order by r.created_at limit 1`,
    [CHILD_CODE],
  );
  if (found.length === 0) throw new Error(`no demo report of ${CHILD_CODE}: the demo seed (with files) did not run`);
  const { institution_id: institutionId, child_id: childId, report_id: reportId } = found[0];
  const { rows: columns } = await client.query(`select column_name from information_schema.columns where table_name = 'files' and column_name not in ('id', 'remark')`);
  const fileColumns = columns.map((c) => `"${c.column_name}"`).join(', ');
  const copyFile = (column) =>
    `insert into files (${fileColumns}, remark) select ${fileColumns}, 'bench ' || $3::int from files
       where institution_id = $1 and id = (select ${column} from reports where institution_id = $1 and id = $2) returning id`;
  const ids = [];
  for (let i = 1; i <= reportCount; i += 1) {
    const { rows: test } = await client.query(
      `insert into tests (institution_id, children_id, tools_type, status, test_code, bank_version, library, answer, answer_parents, is_end,
                          is_at_risk_score, flagged_items_list, scores, created_by, created_time, ended_time, report_version)
       select t.institution_id, t.children_id, t.tools_type, 'Close', 'BENCHC' || lpad($3::text, 4, '0'), t.bank_version, t.library, t.answer, t.answer_parents, true,
              t.is_at_risk_score, t.flagged_items_list, t.scores, t.created_by, now() - make_interval(days => 40 - $3::int), now() - make_interval(days => 40 - $3::int), r.report_version
         from reports r join tests t on t.institution_id = r.institution_id and t.id = r.test_id
        where r.institution_id = $1 and r.id = $2 returning id`,
      [institutionId, reportId, i],
    );
    const pdf = (await client.query(copyFile('file_id'), [institutionId, reportId, i])).rows[0].id;
    const html = (await client.query(copyFile('html_file_id'), [institutionId, reportId, i])).rows[0].id;
    const { rows: report } = await client.query(
      `insert into reports (institution_id, test_id, tools_type, report_version, locale, file_id, html_file_id, created_by, created_at)
       select institution_id, $3, tools_type, report_version, locale, $4, $5, created_by, now() from reports where institution_id = $1 and id = $2 returning id`,
      [institutionId, reportId, test[0].id, pdf, html],
    );
    ids.push(report[0].id);
  }
  return { institutionId, childId, reportIds: ids };
}

/** BENCH_CASES other cases of the same child, each bound to the same reports. */
async function addOtherCases(client, institutionId, childId, reportIds) {
  await client.query(
    `with made as (
       insert into compass_cases (institution_id, children_id, version, from_info, created_at)
       select $1, $2, 'v1', '[]'::jsonb, now() - make_interval(secs => g) from generate_series(1, $3::int) g returning id)
     insert into compass_case_reports (institution_id, case_id, report_id, position)
     select $1, made.id, r.id, r.n - 1 from made cross join unnest($4::uuid[]) with ordinality as r(id, n)`,
    [institutionId, childId, otherCases, reportIds],
  );
  for (const table of ['compass_cases', 'compass_case_reports', 'reports', 'tests', 'files']) await client.query(`vacuum analyze ${table}`);
}

/** The server's own info statement (compass/info.ts), timed by PostgreSQL. */
async function explain(client, institutionId, caseId) {
  const { INFO_SQL } = await tsImport('../apps/server/src/modules/compass/info.ts', import.meta.url);
  const { rows } = await client.query(`explain (analyze, buffers) ${INFO_SQL}`, [institutionId, caseId]);
  return rows.map((r) => r['QUERY PLAN']);
}

async function api(url, token, method, pathname, body) {
  const res = await fetch(`${url}${pathname}`, { method, headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

export async function run() {
  const { dataDir, env } = await benchServerEnv();
  console.log(`preparing: server on a fresh database, a case with ${reportCount} bound reports, ${otherCases} other cases… (${os.availableParallelism()} cores)`);
  const { child, url } = await startServer(env);
  let result;
  const client = new pg.Client({ connectionString: benchDatabaseUrl(dataDir) });
  try {
    await client.connect();
    const { institutionId, childId, reportIds } = await prepareReports(client);
    const login = await fetch(`${url}/api/base/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'doctor', password: sha256('Doctor@12345'), relogin: true }),
    }).then((r) => r.json());
    const token = login.data.token;
    const made = await api(url, token, 'POST', '/api/compass/add', { children_id: childId, version: 'v1' });
    const bound = await api(url, token, 'PUT', '/api/compass/update', { _id: made._id, link_report_ids: reportIds });
    if (bound.reports.length !== reportCount) throw new Error(`binding kept ${bound.reports.length} of ${reportCount} reports`);
    await addOtherCases(client, institutionId, childId, reportIds);

    const infoPath = `/api/compass/info?_id=${made._id}`;
    const once = async () => {
      const started = performance.now();
      const res = await fetch(`${url}${infoPath}&_=${Math.random()}`, { headers: { token } });
      const body = await res.json();
      return { ms: performance.now() - started, status: res.status, body };
    };
    // Right before fast: every report, in binding order, each with its test and scores.
    const first = await once();
    const got = first.body.data?.reports ?? [];
    if (first.status !== 200 || got.length !== reportCount || got.some((r, i) => r._id !== reportIds[i] || r.summary.length === 0 || !r.from_test.test_code)) {
      throw new Error(`wrong answer: ${first.status} ${JSON.stringify(first.body).slice(0, 300)}`);
    }
    const plan = await explain(client, institutionId, made._id);
    for (let i = 0; i < 50; i += 1) await once(); // warm-up: JIT, the prepared statement, buffers
    const times = [];
    let errors = 0;
    for (let i = 0; i < calls; i += 1) {
      const r = await once();
      if (r.status !== 200) errors += 1;
      times.push(r.ms);
    }
    const bytes = JSON.stringify(first.body).length;
    result = { cores: os.availableParallelism(), reports: reportCount, otherCases, calls, errors, bytes, p50: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)), p99: round(quantile(times, 0.99)), max: round(Math.max(...times)), plan };
    console.log(`compass/info, ${reportCount} bound reports (${bytes} bytes): p50 ${result.p50} ms, p95 ${result.p95} ms (target < 50 ${result.p95 < 50 ? '✔' : '✘'}), p99 ${result.p99} ms, max ${result.max} ms; ${errors} errors in ${calls} calls`);
    if (plan) console.log(plan.filter((l) => /Execution Time|Planning Time/.test(l)).join('; '));
  } finally {
    await client.end().catch(() => undefined);
    await stopServer(child);
    if (!process.env.DATABASE_URL) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    name: 'compass-info',
    details: result,
    results: [
      figure(`compass/info, ${reportCount} bound reports, p50`, result.p50, 'ms'),
      figure(`compass/info, ${reportCount} bound reports, p95`, result.p95, 'ms', { target: '< 50', pass: result.p95 < 50 }),
      figure('compass/info errors', result.errors, '', { target: '0', pass: result.errors === 0 }),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
