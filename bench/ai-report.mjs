#!/usr/bin/env node
/**
 * The AI report with the built-in writer, end to end through the real server process: from the
 * request to `GET /api/report/ai/get` answering the report (the `report.ai` pg-boss job, the
 * writer, the text file stored, the row marked done). The server starts on a fresh embedded
 * PostgreSQL with the demo installation (its reported tests); then:
 *   1. each reported test without an AI report: the first `report/ai/get` (which starts the
 *      writing) until an answer carries the report — asked again every 20 ms while it says 201;
 *   2. BENCH_RUNS times, round the same tests: `POST /api/report/ai/regenerate`, then
 *      `report/ai/get` until the report is there.
 * Target: under 1 s end to end (p95). Results: stdout and bench/out/ai-report.json.
 *
 *   node bench/ai-report.mjs   (env: BENCH_RUNS 40)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { benchServerEnv, startServer, stopServer, benchDatabaseUrl } from './lib/server.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 40);
const quantile = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * q))];
const round = (n) => Math.round(n * 10) / 10;
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

async function reportedTests(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select distinct r.test_id, (a.id is not null) as has_ai from reports r join institutions i on i.id = r.institution_id
        left join ai_reports a on a.institution_id = r.institution_id and a.test_id = r.test_id
        where i.name = '星语儿童发展中心'`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

export async function run() {
  const { dataDir, env } = await benchServerEnv();
  console.log(`preparing: server on a fresh database (${os.availableParallelism()} cores)…`);
  const { child, url } = await startServer(env);
  let result;
  try {
    const tests = await reportedTests(benchDatabaseUrl(dataDir));
    if (tests.length === 0) throw new Error('the demo installation has no reported tests');
    const login = await fetch(`${url}/api/base/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'doctor', password: sha256('Doctor@12345'), relogin: true }),
    }).then((r) => r.json());
    const token = login.data.token;
    const get = (id) => fetch(`${url}/api/report/ai/get?_id=${id}`, { headers: { token } }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const regenerate = (id) =>
      fetch(`${url}/api/report/ai/regenerate`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify({ _id: id }) }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const untilReport = async (first, id) => {
      let answer = await first();
      while (answer.status === 201) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        answer = await get(id);
      }
      if (answer.status !== 200 || typeof answer.body.data?.text !== 'string') throw new Error(`AI report failed: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      return answer.body.data;
    };

    const first = [];
    for (const test of tests.filter((t) => !t.has_ai)) {
      const started = performance.now();
      const report = await untilReport(() => get(test.test_id), test.test_id);
      first.push(performance.now() - started);
      if (report.writer !== 'builtin') throw new Error(`written by ${report.writer}, not the built-in writer`);
    }
    console.log(`first AI report of ${first.length} tests: ${first.map((ms) => `${round(ms)} ms`).join(', ')}`);

    const again = [];
    for (let i = 0; i < runs; i += 1) {
      const id = tests[i % tests.length].test_id;
      const started = performance.now();
      await untilReport(() => regenerate(id), id);
      again.push(performance.now() - started);
    }
    const all = [...first, ...again];
    result = {
      cores: os.availableParallelism(),
      loadAverage: os.loadavg(),
      first: first.map(round),
      regenerate: { runs, p50: round(quantile(again, 0.5)), p95: round(quantile(again, 0.95)), max: round(Math.max(...again)) },
      all: { count: all.length, p50: round(quantile(all, 0.5)), p95: round(quantile(all, 0.95)) },
    };
    console.log(`request → report: p50 ${result.all.p50} ms, p95 ${result.all.p95} ms over ${all.length} (regenerate p50 ${result.regenerate.p50} ms, max ${result.regenerate.max} ms)`);
  } finally {
    await stopServer(child);
    if (!process.env.DATABASE_URL) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    name: 'ai-report',
    details: result,
    results: [
      figure('AI report, request → report (built-in writer), p95', result.all.p95, 'ms', { target: '< 1000', pass: result.all.p95 < 1000 }),
      figure('AI report, request → report, p50', result.all.p50, 'ms'),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
