#!/usr/bin/env node
/**
 * The training scheduler (`advanceTraining`, apps/server/src/modules/training/scheduler.ts) over
 * 100,000 students of the demo Island course, across one Shanghai midnight where every student
 * changes: a third start week 2, a third week 3, a third finish the course.
 * Target (2 cores): the run across the day boundary under 10 s.
 *
 * It starts the server on a fresh embedded PostgreSQL (or DATABASE_URL) with the demo seed and its
 * own scheduler off (TRAINING_SCHEDULER_SECONDS=0), bulk-inserts BENCH_STUDENTS children and their
 * students, nodes (start at the local midnight of their first day, the day rule) and activities
 * copied from the stored course and catalogue with a few INSERT … SELECT statements (no API),
 * then calls `advanceTraining` in this process: once a minute before the boundary (every student
 * new, so all due), once a minute after it (timed: the figure), and again at the same instant
 * (must change nothing). The counts are checked against what the data implies.
 * Results: stdout and bench/out/training-scheduler.json.
 *
 *   node bench/training-scheduler.mjs   (env: BENCH_STUDENTS 100000, DATABASE_URL)
 */
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { benchDatabaseUrl, benchServerEnv, startServer, stopServer } from './lib/server.mjs';

const studentCount = Number(process.env.BENCH_STUDENTS ?? 100_000);
const TZ = 'Asia/Shanghai';
/** 2030-01-11 00:00 in Shanghai: the day boundary the timed run crosses. */
const BOUNDARY = new Date('2030-01-10T16:00:00.000Z');
const round = (n) => Math.round(n * 10) / 10;

async function insertStudents(client) {
  const { rows: inst } = await client.query('select id from institutions order by created_at limit 1');
  const institutionId = inst[0].id;
  const { rows: course } = await client.query(
    `select c.document as course, k.document as catalogue from training_courses c
       join activity_catalogues k on k.catalogue_key = c.catalogue_key and k.catalogue_version = c.catalogue_version
      where c.course_key = 'demo-island' order by c.imported_at desc limit 1`,
  );
  const { course: doc, catalogue } = course[0];
  if (doc.total_day !== 21 || doc.nodes.length !== 3) throw new Error(`the bench expects demo-island as 3 nodes of 7 days, found ${doc.nodes.map((n) => n.duration_time)}`);
  const started = performance.now();
  await client.query('begin');
  await client.query(
    `insert into children (institution_id, name, gender, birthday, children_code)
     select $1, '调度' || g, 'female', '2024-01-01', 'BSCHED' || lpad(g::text, 7, '0') from generate_series(1, $2::int) g`,
    [institutionId, studentCount],
  );
  // Activated 7, 14 or 21 institution days before the boundary, at any hour of that day.
  await client.query(
    `insert into training_students (institution_id, children_id, course_key, course_version, timeline_info, activation_time, total_day)
     select $1, c.id, $2, $3, $4::jsonb,
            ((($5::timestamptz at time zone '${TZ}')::date - 7 * (1 + g % 3))::timestamp at time zone '${TZ}') + make_interval(secs => (g * 7919) % 86400),
            21
       from (select id, substr(children_code, 7)::int as g from children where institution_id = $1 and children_code like 'BSCHED%') c`,
    [institutionId, doc.course_key, doc.course_version, JSON.stringify({ operation_type: doc.operation_type, class_version_type: doc.class_version_type, name: doc.name, island_config: doc.island_config ?? null }), BOUNDARY],
  );
  await client.query(
    `insert into training_nodes (institution_id, student_id, position, node_key, name, start_time, duration_time)
     select s.institution_id, s.id, n.pos - 1, n.node->>'key', n.node->'name',
            case when n.pos = 1 then s.activation_time
                 else (((s.activation_time at time zone '${TZ}')::date + n.start_day)::timestamp at time zone '${TZ}') end,
            (n.node->>'duration_time')::int
       from training_students s
       join children c on c.institution_id = s.institution_id and c.id = s.children_id and c.children_code like 'BSCHED%'
       cross join (select node, pos, (coalesce(sum((node->>'duration_time')::int) over (order by pos rows between unbounded preceding and 1 preceding), 0))::int as start_day
                     from jsonb_array_elements($2::jsonb) with ordinality as t(node, pos)) n
      where s.institution_id = $1 and s.course_key = $3`,
    [institutionId, JSON.stringify(doc.nodes), doc.course_key],
  );
  await client.query(
    `insert into training_activities (institution_id, student_id, node_id, position, operations_id, feedback_type, name, content, content_description, need_for_loop, questions, learning_scores, media)
     select n.institution_id, n.student_id, n.id, a.pos - 1, a.key, cat->>'feedback_type', cat->'name', cat->'content', cat->'content_description',
            coalesce((cat->>'need_for_loop')::boolean, false), coalesce(cat->'questions', '[]'::jsonb), (cat->>'learning_scores')::float8, coalesce(cat->'media', '[]'::jsonb)
       from training_nodes n
       join training_students s on s.institution_id = n.institution_id and s.id = n.student_id
       join children ch on ch.institution_id = s.institution_id and ch.id = s.children_id and ch.children_code like 'BSCHED%'
       join jsonb_array_elements($2::jsonb) as cn(node) on cn.node->>'key' = n.node_key
      cross join jsonb_array_elements_text(cn.node->'activities') with ordinality as a(key, pos)
       join jsonb_array_elements($3::jsonb) as k(cat) on k.cat->>'id' = a.key
      where n.institution_id = $1`,
    [institutionId, JSON.stringify(doc.nodes), JSON.stringify(catalogue.activities)],
  );
  await client.query('commit');
  for (const table of ['children', 'training_students', 'training_nodes', 'training_activities']) await client.query(`vacuum analyze ${table}`);
  const { rows: sizes } = await client.query(`select (select count(*) from training_students)::int as students, (select count(*) from training_nodes)::int as nodes, (select count(*) from training_activities)::int as activities`);
  return { ...sizes[0], loadMs: Math.round(performance.now() - started) };
}

async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { ms: Math.round(performance.now() - started), value };
}

export async function run() {
  const { dataDir, env } = await benchServerEnv();
  env.TRAINING_SCHEDULER_SECONDS = '0';
  console.log(`preparing: server on a fresh database, ${studentCount} training students… (${os.availableParallelism()} cores)`);
  const { child } = await startServer(env);
  const url = benchDatabaseUrl(dataDir);
  const client = new pg.Client({ connectionString: url });
  const { createDb } = await tsImport('../apps/server/src/db/pool.ts', import.meta.url);
  const { loadConfig } = await tsImport('../apps/server/src/config.ts', import.meta.url);
  const { advanceTraining } = await tsImport('../apps/server/src/modules/training/scheduler.ts', import.meta.url);
  const db = createDb(url, 4);
  let result;
  try {
    await client.connect();
    const data = await insertStudents(client);
    console.log(`inserted ${data.students} students, ${data.nodes} nodes, ${data.activities} activities in ${data.loadMs} ms`);
    const ctx = { db, config: loadConfig({ ...env, TRAINING_TIME_ZONE: TZ }) };
    const before = await timed(() => advanceTraining(ctx, new Date(BOUNDARY.getTime() - 60_000)));
    const across = await timed(() => advanceTraining(ctx, new Date(BOUNDARY.getTime() + 60_000)));
    const again = await timed(() => advanceTraining(ctx, new Date(BOUNDARY.getTime() + 60_000)));
    // g = 1…N; g % 3 = 0 → 7 days (week 2 starts), 1 → 14 days (week 3 starts), 2 → 21 days (finished).
    const count = (r) => Math.floor((studentCount - r) / 3) + (r === 0 ? 0 : 1);
    const expected = { nodesStarted: count(0) + count(1), nodesEnded: studentCount, activitiesOpened: count(0) + count(1), coursesFinished: count(2) };
    const c = across.value;
    const countsOk = c.students >= studentCount && c.nodesStarted === expected.nodesStarted && c.nodesEnded === expected.nodesEnded && c.activitiesOpened === expected.activitiesOpened && c.coursesFinished === expected.coursesFinished;
    const idle = again.value;
    const idleOk = idle.students === 0 && idle.nodesStarted === 0 && idle.nodesEnded === 0 && idle.activitiesOpened === 0 && idle.coursesFinished === 0;
    result = { cores: os.availableParallelism(), ...data, before: { ms: before.ms, counts: before.value }, across: { ms: across.ms, counts: c, expected, countsOk }, again: { ms: again.ms, counts: idle, idleOk } };
    console.log(`first run (every student new): ${before.ms} ms ${JSON.stringify(before.value)}`);
    console.log(`across the day boundary: ${across.ms} ms (target < 10000 ${across.ms < 10_000 ? '✔' : '✘'}) ${JSON.stringify(c)}; expected ${JSON.stringify(expected)} ${countsOk ? '✔' : '✘'}`);
    console.log(`again at the same instant: ${again.ms} ms ${JSON.stringify(idle)} ${idleOk ? '✔' : '✘'}`);
  } finally {
    await client.end().catch(() => undefined);
    await db.pool.end().catch(() => undefined);
    await stopServer(child);
    if (!process.env.DATABASE_URL) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    name: 'training-scheduler',
    details: result,
    results: [
      figure(`scheduler, ${studentCount.toLocaleString('en-US')} students across a day boundary`, round(result.across.ms / 1000), 's', { target: '< 10', pass: result.across.ms < 10_000 }),
      figure('scheduler, first run (every student new)', round(result.before.ms / 1000), 's'),
      figure('scheduler counts across the boundary (started/ended/opened/finished)', result.across.countsOk ? 'as expected' : 'WRONG', '', { target: 'as expected', pass: result.across.countsOk }),
      figure('scheduler again at the same instant: rows changed', result.again.idleOk ? 0 : 1, '', { target: '0', pass: result.again.idleOk }),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
