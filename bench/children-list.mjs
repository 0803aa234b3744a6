#!/usr/bin/env node
/**
 * Benchmark of GET /api/base/children/list on a big institution: 100,000 children, a filtered
 * page ("name contains" one common character + gender), random pages 1..50, 20 per page.
 * Target (2 cores): p95 < 30 ms with 20 connections.
 *
 * It starts the real server process on a temp embedded PostgreSQL (or DATABASE_URL when set),
 * bulk-inserts the children into the demo institution A with one INSERT … SELECT over
 * generate_series (seeded random, so every run has the same data), checks that the total the
 * call returns equals a direct count, then drives the call with wrk (a Lua script picks a random
 * page per request) after a short warm-up. Results: stdout and bench/out/children-list.json.
 *
 *   node bench/children-list.mjs   (env: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_THREADS, BENCH_CHILDREN, DATABASE_URL;
 *                                   BENCH_VACUUM=0 measures right after the load, before any vacuum)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { benchDatabaseUrl, benchServerEnv, requireWrk, runWrk, startServer, stopServer, wrkFigures } from './lib/server.mjs';
import pg from 'pg';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const threads = Number(process.env.BENCH_THREADS ?? 1);
const childCount = Number(process.env.BENCH_CHILDREN ?? 100_000);
const vacuum = process.env.BENCH_VACUUM !== '0';
const PAGES = 50;
const PAGE_SIZE = 20;
/** A character in about one name in 30: the search a receptionist types most. */
const NEEDLE = '子';
const GENDER = 'female';


const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '子涵梓轩宇浩欣怡一诺晨思琪雨桐俊熙沐宸可馨铭博文嘉懿若曦天佑依安明远承泽语嫣诗皓航妍墨乐心瑶佳琳睿辰然彤萱昊阳煜逸凡泓瀚';

/** One statement: names of a surname and one or two given characters, about half girls, birthdays within 18 years. */
export async function insertChildren(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select id from institutions order by created_at limit 1');
    const institutionId = rows[0].id;
    const started = performance.now();
    await client.query('select setseed(0.42)'); // the same data on every run
    await client.query(
      `insert into children (institution_id, name, gender, birthday, children_code, parent_phone, created_at)
       select $1,
              substr($2, 1 + floor(random() * char_length($2))::int, 1)
                || substr($3, 1 + floor(random() * char_length($3))::int, 1)
                || case when random() < 0.7 then substr($3, 1 + floor(random() * char_length($3))::int, 1) else '' end,
              case when random() < 0.5 then 'male' else 'female' end,
              current_date - floor(random() * 18 * 365)::int,
              'BENCH' || lpad(g::text, 7, '0'),
              '1' || (30 + floor(random() * 60))::int || lpad(floor(random() * 1e8)::bigint::text, 8, '0'),
              now() - make_interval(secs => g)
         from generate_series(1, $4::int) g`,
      [institutionId, SURNAMES, GIVEN, childCount],
    );
    // What autovacuum does shortly after any bulk load: statistics, and the visibility map that
    // lets the name search read its index alone.
    if (vacuum) {
      await client.query('vacuum analyze children');
      await client.query('vacuum analyze children_name_grams');
    } else {
      await client.query('analyze children');
      await client.query('analyze children_name_grams');
    }
    const insertMs = Math.round(performance.now() - started);
    const { rows: counted } = await client.query(
      `select count(*)::int as n from children
        where institution_id = $1 and deleted_at is null and strpos(lower(name), $2) > 0 and gender = $3`,
      [institutionId, NEEDLE, GENDER],
    );
    return { institutionId, insertMs, expectedTotal: counted[0].n };
  } finally {
    await client.end();
  }
}

function listPath(page) {
  return `/api/base/children/list?name=${encodeURIComponent(NEEDLE)}&gender=${GENDER}&pageSize=${PAGE_SIZE}&current=${page}`;
}

function wrk(dataDir, url, token, duration) {
  const luaHead = `wrk.headers["token"] = "${token}"
local base = "${listPath('')}"
request = function()
  -- A random page per request, and the call client's cache-busting underscore.
  return wrk.format("GET", base .. math.random(1, ${PAGES}) .. "&_=" .. math.random(1, 1000000000))
end`;
  return runWrk({ dir: dataDir, name: 'children-list', luaHead, target: url, threads, connections, duration });
}

export async function run() {
  requireWrk();
  const { dataDir, env } = await benchServerEnv();
  const report = { when: new Date().toISOString(), node: process.version, cpus: os.cpus().length, database: process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded', children: childCount, vacuum, connections, threads, seconds };
  let server;
  try {
    server = await startServer(env);
    const { insertMs, expectedTotal } = await insertChildren(benchDatabaseUrl(dataDir));
    report.insertMs = insertMs;
    report.expectedTotal = expectedTotal;

    const password = createHash('sha256').update('Admin@12345').digest('hex');
    const login = await fetch(`${server.url}/api/base/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password, relogin: true }),
    }).then((r) => r.json());
    if (login.code !== 200) throw new Error(`login failed: ${JSON.stringify(login)}`);
    const token = login.data.token;

    // The call must be right before it is fast: the total, and a page of matching rows.
    if (expectedTotal < PAGES * PAGE_SIZE) throw new Error(`only ${expectedTotal} matches: fewer than ${PAGES} pages (raise BENCH_CHILDREN)`);
    const page = await fetch(`${server.url}${listPath(PAGES)}`, { headers: { token } }).then((r) => r.json());
    report.totalReturned = page.total;
    const rowsMatch = page.data.every((c) => c.name.includes(NEEDLE) && c.gender === GENDER);
    if (page.total !== expectedTotal || !rowsMatch || page.data.length !== PAGE_SIZE) {
      throw new Error(`wrong answer: total ${page.total} (expected ${expectedTotal}), ${page.data.length} rows, all matching: ${rowsMatch}`);
    }

    wrk(dataDir, server.url, token, 3); // warm-up: JIT, plans, buffers
    const measured = wrk(dataDir, server.url, token, seconds);
    report.list = wrkFigures(measured);
  } finally {
    if (server) await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const r = report.list;
  console.log(`${childCount} children inserted in ${report.insertMs} ms; name contains '${NEEDLE}' and ${GENDER}: ${report.expectedTotal} matches, total returned ${report.totalReturned} ✔`);
  console.log(`children/list: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p90 ${r.p90Ms} ms, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms (${r.requests} requests, ${r.non2xx} non-2xx, ${connections} connections, ${seconds} s)`);
  const errors = r.non2xx + r.socketErrors;
  return {
    name: 'children-list',
    details: report,
    results: [
      figure(`children/list, ${childCount.toLocaleString('en-US')} children, ${connections} conn.`, r.requestsPerSecond, 'req/s'),
      figure('children/list p95', r.p95Ms, 'ms', { target: '< 30', pass: r.p95Ms < 30 }),
      figure('children/list errors', errors, '', { target: '0', pass: errors === 0 }),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
