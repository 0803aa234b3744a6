#!/usr/bin/env node
/**
 * Opening a student's timeline in the portal: GET /api/language/students/info of a student with
 * 60 nodes and 300 activities that all carry feedback submissions, through the real server.
 * Target (2 cores): p95 under 30 ms at 20 connections.
 *
 * It starts the server on a fresh embedded PostgreSQL (or DATABASE_URL) with the demo seed,
 * enrols a demo child in the demo Island course through POST /api/language/students/create, then
 * with SQL replaces its timeline by BENCH_NODES nodes of 5 activities each (copied from the
 * stored catalogue, cycling through it), every activity with two submissions (answers to each of
 * its questions, or a text, with learning time), and sets total_day to match. It checks the answer
 * (every node, every activity with its results), then drives the call with wrk after a warm-up.
 * Results: stdout and bench/out/training-info.json.
 *
 *   node bench/training-info.mjs   (env: BENCH_SECONDS 10, BENCH_CONNECTIONS 20, BENCH_THREADS 1, BENCH_NODES 60, DATABASE_URL)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { benchDatabaseUrl, benchServerEnv, requireWrk, runWrk, startServer, stopServer, wrkFigures } from './lib/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const threads = Number(process.env.BENCH_THREADS ?? 1);
const nodeCount = Number(process.env.BENCH_NODES ?? 60);
const PER_NODE = 5;
const NODE_DAYS = 5;
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

async function api(url, token, method, pathname, body) {
  const res = await fetch(`${url}${pathname}`, { method, headers: { token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

/** The student's timeline replaced by nodeCount × PER_NODE activities, each with two submissions. */
async function fillTimeline(client, institutionId, studentId) {
  const { rows } = await client.query(
    `select k.document as catalogue from training_students s
       join training_courses c on c.course_key = s.course_key and c.course_version = s.course_version
       join activity_catalogues k on k.catalogue_key = c.catalogue_key and k.catalogue_version = c.catalogue_version
      where s.institution_id = $1 and s.id = $2`,
    [institutionId, studentId],
  );
  const activities = rows[0].catalogue.activities;
  await client.query('begin');
  await client.query('delete from training_nodes where institution_id = $1 and student_id = $2', [institutionId, studentId]);
  await client.query(
    `insert into training_nodes (institution_id, student_id, position, node_key, name, start_time, duration_time, active, ended)
     select $1, $2, g - 1, 'node-' || g, jsonb_build_object('zh', '第' || g || '阶段', 'en', 'Stage ' || g),
            case when g = 1 then s.activation_time else (((s.activation_time at time zone 'Asia/Shanghai')::date + (g - 1) * $4)::timestamp at time zone 'Asia/Shanghai') end,
            $4, false, false
       from training_students s cross join generate_series(1, $3::int) g
      where s.institution_id = $1 and s.id = $2`,
    [institutionId, studentId, nodeCount, NODE_DAYS],
  );
  // Catalogue ids repeat across nodes (each once per node): node g takes activities g…g+4 of the catalogue, cyclically.
  await client.query(
    `with cat as (select a, i - 1 as i, count(*) over () as n from jsonb_array_elements($3::jsonb) with ordinality as t(a, i))
     insert into training_activities (institution_id, student_id, node_id, position, operations_id, feedback_type, name, content, content_description,
                                      need_for_loop, questions, learning_scores, media, results, results_at)
     select $1, $2, nd.id, p, c.a->>'id', c.a->>'feedback_type', c.a->'name', c.a->'content', c.a->'content_description',
            coalesce((c.a->>'need_for_loop')::boolean, false), coalesce(c.a->'questions', '[]'::jsonb), (c.a->>'learning_scores')::float8, coalesce(c.a->'media', '[]'::jsonb),
            (select jsonb_agg(jsonb_build_object(
                      'submission_id', gen_random_uuid(), 'type', c.a->>'feedback_type', 'submitted_at', to_char(nd.start_time + make_interval(days => k), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                      'day', to_char(nd.start_time at time zone 'Asia/Shanghai' + make_interval(days => k), 'YYYY-MM-DD'), 'learning_seconds', 900 + 60 * k,
                      'content', '今天孩子说了三个新词：苹果、小狗、汽车。',
                      'answers', coalesce((select jsonb_agg(jsonb_build_object('question_id', q->>'id', 'star', 2, 'scores', 1, 'upload_count', 0, 'content', '完成得很好'))
                                             from jsonb_array_elements(c.a->'questions') q), '[]'::jsonb)) order by k)
               from generate_series(0, 1) k),
            nd.start_time + interval '1 day'
       from training_nodes nd
      cross join generate_series(0, $4::int - 1) p
       join cat c on c.i = (nd.position + p) % c.n
      where nd.institution_id = $1 and nd.student_id = $2`,
    [institutionId, studentId, JSON.stringify(activities), PER_NODE],
  );
  await client.query(`update training_students set total_day = $3, run_activity_id = null, next_due_at = 'epoch' where institution_id = $1 and id = $2`, [institutionId, studentId, nodeCount * NODE_DAYS]);
  await client.query('commit');
  for (const table of ['training_students', 'training_nodes', 'training_activities']) await client.query(`vacuum analyze ${table}`);
}

export async function run() {
  requireWrk();
  const { dataDir, env } = await benchServerEnv();
  console.log(`preparing: server on a fresh database, a student with ${nodeCount} nodes and ${nodeCount * PER_NODE} answered activities… (${os.availableParallelism()} cores)`);
  const server = await startServer(env);
  const client = new pg.Client({ connectionString: benchDatabaseUrl(dataDir) });
  let result;
  try {
    await client.connect();
    const login = await fetch(`${server.url}/api/base/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: sha256('Admin@12345'), relogin: true }),
    }).then((r) => r.json());
    const token = login.data.token;
    const institutionId = login.data.institutionId;
    const { rows: kids } = await client.query(
      `select c.id from children c where c.institution_id = $1 and not exists (select 1 from training_students s where s.institution_id = c.institution_id and s.children_id = c.id) order by c.created_at limit 1`,
      [institutionId],
    );
    const student = await api(server.url, token, 'POST', '/api/language/students/create', { children_id: kids[0].id, course_key: 'demo-island', activation_time: new Date(Date.now() - 40 * 86_400_000).toISOString() });
    await fillTimeline(client, institutionId, student._id);
    // The steady state a clinician meets: not the minutes right after a bulk insert, when
    // autovacuum and analyze run over the new rows (the first measured window had a 250 ms p99 tail).
    await client.query('vacuum analyze training_nodes, training_activities, training_students');

    const infoPath = `/api/language/students/info?_id=${student._id}`;
    const first = await fetch(`${server.url}${infoPath}`, { headers: { token } });
    const body = await first.json();
    const nodes = body.data?.activity_timeline ?? [];
    const acts = nodes.flatMap((n) => n.children);
    if (first.status !== 200 || nodes.length !== nodeCount || acts.length !== nodeCount * PER_NODE || acts.some((a) => !Array.isArray(a.results) || a.results.length !== 2)) {
      throw new Error(`wrong answer: ${first.status} ${nodes.length} nodes, ${acts.length} activities ${JSON.stringify(body).slice(0, 300)}`);
    }
    const bytes = JSON.stringify(body).length;
    // As the portal's browser asks for it (every browser sends Accept-Encoding), and plain.
    const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
    const compressed = await fetch(`${server.url}${infoPath}`, { headers: { token, 'accept-encoding': BROWSER_ENCODING } });
    const wireBytes = Number(compressed.headers.get('content-length') ?? 0); // fetch decodes the body; the header counts what travelled
    if (compressed.headers.get('content-encoding') !== 'br' || JSON.stringify(await compressed.json()) !== JSON.stringify(body)) throw new Error('the brotli answer differs from the plain one');
    const luaHead = (encoding) => `wrk.headers["token"] = "${token}"
${encoding ? `wrk.headers["Accept-Encoding"] = "${encoding}"` : ''}
request = function()
  return wrk.format("GET", "${infoPath}&_=" .. math.random(1, 1000000000))
end`;
    const wrk = (duration, encoding) => runWrk({ dir: dataDir, name: 'training-info', luaHead: luaHead(encoding), target: server.url, threads, connections, duration });
    wrk(3, BROWSER_ENCODING); // warm-up: JIT, the prepared statements, the kept answer and its brotli form
    wrk(3, null);
    const measured = wrkFigures(wrk(seconds, BROWSER_ENCODING));
    const plain = wrkFigures(wrk(seconds, null));
    result = { cores: os.availableParallelism(), nodes: nodeCount, activities: acts.length, bytes, wireBytes, connections, seconds, ...measured, plain };
    console.log(
      `students/info, ${nodeCount} nodes / ${acts.length} answered activities (${bytes} bytes, ${wireBytes} as brotli): ${measured.requestsPerSecond} req/s, p50 ${measured.p50Ms} ms, p95 ${measured.p95Ms} ms (target < 30 ${measured.p95Ms < 30 ? '✔' : '✘'}), p99 ${measured.p99Ms} ms; ${measured.non2xx + measured.socketErrors} errors`,
    );
    console.log(`  uncompressed (no Accept-Encoding): ${plain.requestsPerSecond} req/s, p50 ${plain.p50Ms} ms, p95 ${plain.p95Ms} ms, p99 ${plain.p99Ms} ms; ${plain.non2xx + plain.socketErrors} errors`);
  } finally {
    await client.end().catch(() => undefined);
    await stopServer(server.child);
    if (!process.env.DATABASE_URL) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    name: 'training-info',
    details: result,
    results: [
      figure(`students/info, ${nodeCount} nodes / ${result.activities} activities, ${connections} conn.`, result.requestsPerSecond, 'req/s'),
      figure('students/info p95 (as a browser asks: br)', result.p95Ms, 'ms', { target: '< 30', pass: result.p95Ms < 30 }),
      figure('students/info errors', result.non2xx + result.socketErrors, '', { target: '0', pass: result.non2xx + result.socketErrors === 0 }),
      figure('students/info p95, uncompressed (no Accept-Encoding)', result.plain.p95Ms, 'ms'),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
