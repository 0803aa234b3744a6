#!/usr/bin/env node
/**
 * Benchmark of the statistics calls over 1,000,000 tests in 200 institutions: GET
 * /api/statistics/tests (the §3 counters per tool of institution A and its sub-institution) and GET
 * /api/base/flow/used_count_under_institution (A's Dream-ITS usage per month of this year against
 * the average of all institutions). Target (2 cores): p95 < 50 ms each with 20 connections.
 *
 * It starts the real server process on a temp embedded PostgreSQL (or DATABASE_URL when set), adds
 * 198 institutions to the demo's A and B, each with the four testing tools, then the tests in ONE
 * `INSERT … SELECT` over generate_series (seeded random: the same data every run; statuses in a
 * clinic's mix, created over the last two years, ended ones scored), which the usage and counter rollups' triggers fold
 * in the same statement; a report for every other ended test of A. It checks both answers
 * against direct SQL, counts what one call costs (statements, server and PostgreSQL CPU), then
 * drives each call with wrk after a warm-up. Results: stdout and
 * bench/out/statistics.json.
 *
 *   node bench/statistics.mjs   (env: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_THREADS, BENCH_TESTS, DATABASE_URL,
 *                                STAT_CPU_PROF=<dir>: the server writes a --cpu-prof profile there when it stops)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { costLine, costPerCall } from './lib/call-cost.mjs';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { benchDatabaseUrl, benchServerEnv, requireWrk, runWrk, startServer, stopServer, wrkFigures } from './lib/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const threads = Number(process.env.BENCH_THREADS ?? 1);
const testCount = Number(process.env.BENCH_TESTS ?? 1_000_000);
const INSTITUTIONS = 200;
const TOOLS = ['Dream-ITS', 'Dream-IT', 'Dream-S-2.0', 'Dream-C-2.0'];
const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()));

async function insertData(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('select setseed(0.42)');
    const { rows: existing } = await client.query('select id from institutions where parent_id is null order by created_at');
    const a = existing[0].id;
    await client.query(
      `insert into institutions (name, name_en) select '统计机构' || g, 'Bench institution ' || g from generate_series(1, $1::int) g`,
      [INSTITUTIONS - existing.length],
    );
    const { rows: all } = await client.query('select id from institutions where parent_id is null order by created_at');
    const ids = all.map((r) => r.id);
    await client.query(
      `insert into institution_tools (institution_id, tools_type, name, name_en)
       select i, t, t, t from unnest($1::uuid[]) i, unnest($2::text[]) t on conflict do nothing`,
      [ids, TOOLS],
    );
    await client.query(
      `insert into children (institution_id, name, gender, birthday, children_code)
       select i, '统计', 'female', current_date - 400, 'BENCH-STAT' from unnest($1::uuid[]) i`,
      [ids],
    );
    const { rows: banks } = await client.query(`select distinct on (tools_type) tools_type, bank_version from question_banks where tools_type = any($1) order by tools_type`, [TOOLS]);
    const bankOf = Object.fromEntries(banks.map((b) => [b.tools_type, b.bank_version]));
    // The synthetic rows are a load, not changes anyone made: no audit rows for them (the audit
    // trigger's per-row work would take the load from minutes to far longer). The rollup triggers,
    // which the counters read, stay on.
    for (const table of ['tests', 'reports', 'files']) await client.query(`alter table ${table} disable trigger audit_row_change`);
    // One statement: institution round-robin, tool and status at random (the mix of the demo), created over two years.
    await client.query(
      `with pick as (
         select g, ($1::uuid[])[1 + g % $3] as institution_id, ($2::text[])[1 + floor(random() * 4)::int] as tools_type,
                random() as s, random() as r, now() - make_interval(secs => floor(random() * 730 * 86400)::int) as created
           from generate_series(1, $4::int) g),
       statused as (
         select *, case when s < 0.55 then 'Close' when s < 0.62 then 'ExpClose' when s < 0.72 then 'Failure'
                        when s < 0.80 then 'Testing' when s < 0.86 then 'ParentsTesting' when s < 0.89 then 'Additional' else 'Active' end as status
           from pick)
       insert into tests (institution_id, id, children_id, tools_type, status, test_code, bank_version, library, is_end, created_time, ended_time,
                          scores, is_at_risk_score, flagged_items_list)
       select p.institution_id, gen_random_uuid(), c.id, p.tools_type, p.status, 'BENCH' || p.g, ($5::jsonb)->>p.tools_type, '{}'::jsonb,
              p.status in ('Close', 'ExpClose'), p.created, case when p.status in ('Close', 'ExpClose') then p.created + interval '35 minutes' end,
              case when p.status in ('Close', 'ExpClose') then '{}'::jsonb end,
              case when p.status in ('Close', 'ExpClose') then p.r < 0.3 end,
              case when p.status in ('Close', 'ExpClose') then '[]'::jsonb end
         from statused p join children c on c.institution_id = p.institution_id and c.children_code = 'BENCH-STAT'`,
      [ids, TOOLS, ids.length, testCount, JSON.stringify(bankOf)],
    );
    const testsMs = Math.round(performance.now() - started);
    // Reports for every other ended test of A (two files each), so the 'ended without report' counter has real rows to look up.
    await client.query(
      `with ended as (select id, tools_type, row_number() over () as n from tests where institution_id = $1 and status in ('Close', 'ExpClose') and test_code like 'BENCH%'),
            chosen as (select id, tools_type, gen_random_uuid() as pdf, gen_random_uuid() as html from ended where n % 2 = 0),
            f as (insert into files (institution_id, id, title, extension, size, sha256, storage_path, from_id, source)
                  select $1, x.fid, 'report', x.ext, 1, repeat('0', 64), 'bench/' || x.fid, c.id::text, 'report'
                    from chosen c, lateral (values (c.pdf, 'pdf'), (c.html, 'html')) x(fid, ext))
       insert into reports (institution_id, test_id, tools_type, report_version, locale, file_id, html_file_id)
       select $1, id, tools_type, 'v2', 'zh', pdf, html from chosen`,
      [a],
    );
    for (const table of ['tests', 'reports', 'files']) await client.query(`alter table ${table} enable trigger audit_row_change`);
    await client.query('vacuum analyze tests');
    await client.query('vacuum analyze reports');
    await client.query('vacuum analyze test_usage_monthly');
    return { a, insertMs: Math.round(performance.now() - started), testsMs };
  } finally {
    await client.end();
  }
}

/** What the two calls must answer, counted directly. */
async function expected(url, a) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: scope } = await client.query('select id from institutions where id = $1 or parent_id = $1', [a]);
    const ids = scope.map((r) => r.id);
    const { rows: [counters] } = await client.query(
      `select count(*)::int as total, count(*) filter (where status in ('Close', 'RecClose', 'ExpClose'))::int as completed,
              count(*) filter (where status in ('Close', 'RecClose', 'ExpClose') and not exists (select 1 from reports r where r.institution_id = t.institution_id and r.test_id = t.id))::int as test_completion_not_report
         from tests t where institution_id = any($1::uuid[])`,
      [ids],
    );
    const { rows: months } = await client.query(
      `select extract(month from created_time at time zone 'Asia/Shanghai')::int as month, count(*)::int as n from tests
        where institution_id = any($1::uuid[]) and tools_type = 'Dream-ITS' and extract(year from created_time at time zone 'Asia/Shanghai') = $2 group by 1`,
      [ids, year],
    );
    const { rows: [tool] } = await client.query(`select id from institution_tools where institution_id = $1 and tools_type = 'Dream-ITS'`, [a]);
    const { rows: [all] } = await client.query(`select count(*)::int as n from tests`);
    return { counters, months: Object.fromEntries(months.map((m) => [m.month, m.n])), toolId: tool.id, tests: all.n };
  } finally {
    await client.end();
  }
}

function wrk(dataDir, url, token, path, name, duration) {
  const luaHead = `wrk.headers["token"] = "${token}"
request = function()
  return wrk.format("GET", "${path}" .. "${path.includes('?') ? '&' : '?'}_=" .. math.random(1, 1000000000))
end`;
  return runWrk({ dir: dataDir, name, luaHead, target: url, threads, connections, duration });
}

export async function run() {
  requireWrk();
  const { dataDir, env } = await benchServerEnv();
  const report = { when: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadavg: os.loadavg(), database: process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded', tests: testCount, institutions: INSTITUTIONS, connections, threads, seconds };
  let server;
  try {
    const nodeArgs = process.env.STAT_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.STAT_CPU_PROF}`] : [];
    server = await startServer(env, { nodeArgs });
    const url = benchDatabaseUrl(dataDir);
    const { a, insertMs, testsMs } = await insertData(url);
    Object.assign(report, { insertMs, testsMs });
    const want = await expected(url, a);
    report.totalTests = want.tests;

    const password = createHash('sha256').update('Doctor@12345').digest('hex');
    const login = await fetch(`${server.url}/api/base/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'doctor', password, relogin: true }) }).then((r) => r.json());
    if (login.code !== 200) throw new Error(`login failed: ${JSON.stringify(login)}`);
    const token = login.data.token;

    // Right before fast: both answers against the direct counts.
    const countersPath = '/api/statistics/tests';
    const usagePath = `/api/base/flow/used_count_under_institution?tool_id=${want.toolId}&selected_year=${year}&tools_type=Dream-ITS`;
    const counters = await fetch(server.url + countersPath, { headers: { token } }).then((r) => r.json());
    const usage = await fetch(server.url + usagePath, { headers: { token } }).then((r) => r.json());
    const total = counters.data.total;
    const months = Object.fromEntries(usage.data.list.filter((m) => m.tool_used_count > 0).map((m) => [m._id.month, m.tool_used_count]));
    if (total.total !== want.counters.total || total.completed !== want.counters.completed || total.test_completion_not_report !== want.counters.test_completion_not_report || JSON.stringify(months) !== JSON.stringify(want.months)) {
      throw new Error(`wrong answer: counters ${JSON.stringify(total)} vs ${JSON.stringify(want.counters)}; months ${JSON.stringify(months)} vs ${JSON.stringify(want.months)}`);
    }
    report.checked = { counters: want.counters, months: want.months, average: usage.data.a_list.map((m) => m.average_count) };

    report.perCall = await costPerCall({ databaseUrl: url, dataDir: process.env.DATABASE_URL ? null : dataDir, serverPid: server.child.pid, serverUrl: server.url, headers: { token }, requests: { counters: countersPath, usage: usagePath } });

    wrk(dataDir, server.url, token, countersPath, 'statistics-counters', 3);
    report.counters = wrkFigures(wrk(dataDir, server.url, token, countersPath, 'statistics-counters', seconds));
    wrk(dataDir, server.url, token, usagePath, 'statistics-usage', 3);
    report.usage = wrkFigures(wrk(dataDir, server.url, token, usagePath, 'statistics-usage', seconds));
  } finally {
    if (server) await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const line = (name, r) => console.log(`${name}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms (${r.requests} requests, ${r.non2xx} non-2xx)`);
  console.log(`${report.totalTests.toLocaleString('en-US')} tests in ${INSTITUTIONS} institutions inserted in ${report.testsMs} ms (with reports and vacuum ${report.insertMs} ms); answers checked ✔ (A: ${report.checked.counters.total} tests)`);
  console.log(`per call, one at a time: statistics/tests ${costLine(report.perCall.counters)}; used_count_under_institution ${costLine(report.perCall.usage)} (idle server's ${report.perCall.idleStatementsPerSecond} statements/s subtracted)`);
  line('statistics/tests', report.counters);
  line('used_count_under_institution', report.usage);
  const errors = (r) => r.non2xx + r.socketErrors;
  return {
    name: 'statistics',
    details: report,
    results: [
      figure(`statistics/tests, ${report.totalTests.toLocaleString('en-US')} tests, ${connections} conn.`, report.counters.requestsPerSecond, 'req/s'),
      figure('statistics/tests p95', report.counters.p95Ms, 'ms', { target: '< 50', pass: report.counters.p95Ms < 50 }),
      figure('used_count_under_institution', report.usage.requestsPerSecond, 'req/s'),
      figure('used_count_under_institution p95', report.usage.p95Ms, 'ms', { target: '< 50', pass: report.usage.p95Ms < 50 }),
      figure('statistics errors', errors(report.counters) + errors(report.usage), '', { target: '0', pass: errors(report.counters) + errors(report.usage) === 0 }),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
