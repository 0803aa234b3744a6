// What sync-load and sync-kill share: the real server on a fresh database, N demo Dream-IT tests
// made through the API as the demo doctor, each with its QR link exchanged for a parent's
// temporary session, the answer values to send (real questions of the bank), and the database
// check afterwards (every acknowledged change stored, once, and each test's last value per key).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { benchDatabaseUrl, benchServerEnv, startServer, stopServer } from './server.mjs';

export const SYNC_PATH = '/api/base/dreamit/v2/temporary/sync';
/** JSON with sorted keys: jsonb does not keep an object's key order. */
const canon = (value) => JSON.stringify(value, (_, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
const sha = (text) => createHash('sha256').update(text).digest('hex');

async function call(url, pathAndQuery, { method = 'GET', token, body } = {}) {
  const res = await fetch(url + pathAndQuery, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN', ...(token ? { token } : {}) },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const envelope = await res.json();
  if (envelope.code !== 200) throw new Error(`${pathAndQuery}: ${res.status} ${envelope.code} ${envelope.message ?? envelope.msg}`);
  return envelope.data;
}

/** One statement on a connection of its own, closed whatever happens (an open one would die with the server). */
async function query(databaseUrl, text, values) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The demo doctor's token and institution (its first one when none is chosen yet). */
async function doctorToken(url) {
  const { token } = await call(url, '/api/base/user/login', { method: 'POST', body: { username: 'doctor', password: sha('Doctor@12345'), relogin: true } });
  const me = await call(url, '/api/base/user/realodToken', { method: 'POST', token });
  if (me.institutionId) return { token, institutionId: me.institutionId };
  const first = me.institution_list[0]._id;
  await call(url, '/api/base/user/edit', { method: 'PUT', token, body: { institutionId: first, roleId: me.role_list.find((r) => r.institutionId === first)._id } });
  return { token, institutionId: first };
}

/**
 * Up to `count` plain radio questions of the bank whose passing and failing answers differ (what
 * the API tests' radioKey() picks), with both values: a change alternates between them.
 */
async function answerChoices(library, count) {
  const { sampleAnswers } = await tsImport('../../packages/shared/src/questions/index.ts', import.meta.url);
  const choices = [];
  for (const [key, q] of Object.entries(library.question)) {
    if (q.type !== 'radio' || q.include_expressive || q.triggered_away_by || q.triggered_aways_by) continue;
    const pass = sampleAnswers(key, q, () => 'pass')[key];
    const fail = sampleAnswers(key, q, () => 'fail')[key];
    if (JSON.stringify(pass) === JSON.stringify(fail)) continue;
    choices.push({ key, values: [pass, fail] });
    if (choices.length === count) break;
  }
  if (choices.length === 0) throw new Error('the Dream-IT bank has no plain radio question');
  return choices;
}

/** The value the n-th change of a phone sends (n from 1): key round-robin, pass/fail alternating. */
export function changeFor(choices, n) {
  const choice = choices[n % choices.length];
  return { key: choice.key, value: choice.values[Math.floor(n / choices.length) % 2] };
}

/**
 * A Dream-IT test for a new child. The server draws the child's code at random (D + date + 6
 * digits) and answers 620 on a clash instead of drawing again: among 500 new children of a day
 * that happens about one run in eight, so the bench tries again (reported to the server's owner).
 */
async function createTest(url, token, i) {
  const body = { tools_type: 'Dream-IT', children: { name: `测速${i}`, gender: i % 2 ? 'male' : 'female', birthday: '2024-06-01' } };
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(url, '/api/base/tests/create', { method: 'POST', token, body });
    } catch (error) {
      if (attempt >= 3 || !/ 620 /.test(error.message)) throw error;
    }
  }
}

/** Server, database and `tests` parent sessions: { server, env, dataDir, databaseUrl, tests: [{ id, tem }], choices, doctor: { token, institutionId } }. */
export async function syncFixture(testCount, { keys = 6, log = console.log } = {}) {
  const { dataDir, env } = await benchServerEnv();
  env.PORTAL_DEMO = '1';
  // SYNC_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (where the time goes).
  const nodeArgs = process.env.SYNC_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SYNC_CPU_PROF}`] : [];
  let server;
  try {
    server = await startServer(env, { nodeArgs });
    return await prepare(server, env, dataDir, testCount, keys, log);
  } catch (error) {
    // A fixture that failed half-way must not leave a server (and its PostgreSQL) running.
    if (server) await stopServer(server.child);
    removeFixture({ dataDir });
    throw error;
  }
}

async function prepare(server, env, dataDir, testCount, keys, log) {
  const databaseUrl = benchDatabaseUrl(dataDir);
  const started = performance.now();
  const { token, institutionId } = await doctorToken(server.url);
  // The demo's tools allow a handful of tests; the bench needs hundreds.
  await query(databaseUrl, `update institution_tools set tools_sale_type = 'NoLimit' where institution_id = $1`, [institutionId]);
  const tests = [];
  // A few at a time: creation is not what is measured, but 500 one after another take a while.
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < testCount) {
        const i = next++;
        const created = await createTest(server.url, token, i);
        const qr = await call(server.url, `/api/base/dreamit/v2/temporary?_id=${created._id}`, { token });
        const session = await call(server.url, `/api/base/temporary/verification?tem_token=${encodeURIComponent(qr.token)}`);
        tests[i] = { id: created._id, tem: session.tem_token };
      }
    }),
  );
  if (tests.length === 0) throw new Error('no tests to sync: SYNC_TESTS must be at least 1');
  const { rows } = await query(databaseUrl, 'select library from tests where id = $1', [tests[0].id]);
  const choices = await answerChoices(rows[0].library, keys);
  log(`fixture: ${testCount} tests with parent sessions in ${((performance.now() - started) / 1000).toFixed(1)} s; keys ${choices.map((c) => c.key).join(', ')}`);
  return { server, env, dataDir, databaseUrl, tests, choices, doctor: { token, institutionId } };
}

export function removeFixture(fixture) {
  if (!process.env.DATABASE_URL) fs.rmSync(fixture.dataDir, { recursive: true, force: true });
}

/**
 * The database against what the phones know. `phones`: [{ testId, deviceId, acked: Set(seq),
 * sent: Map(seq → {key, value}) }]. Returns stored log rows, how many of the acknowledged changes
 * are missing, duplicates (rows beyond one per (device, seq)), rows never sent, and tests whose
 * answer map differs from each key's highest-seq value.
 */
export async function checkStored(databaseUrl, phones) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = [...new Set(phones.map((p) => p.testId))];
    // One snapshot for both reads: a change a phone gave up on may still commit while the check
    // runs, and read between the two it would be in the answers but not in the log.
    await client.query('begin isolation level repeatable read');
    const log = await client.query('select test_id, device_id, seq::int as seq from test_answer_log where test_id = any($1)', [ids]);
    const answers = await client.query('select id, answer_parents from tests where id = any($1)', [ids]);
    await client.query('commit');
    const byPhone = new Map(phones.map((p) => [`${p.testId}/${p.deviceId}`, p]));
    const seen = new Set();
    let duplicates = 0;
    let unsent = 0;
    for (const row of log.rows) {
      const id = `${row.test_id}/${row.device_id}/${row.seq}`;
      if (seen.has(id)) duplicates += 1;
      seen.add(id);
      if (!byPhone.get(`${row.test_id}/${row.device_id}`)?.sent.has(row.seq)) unsent += 1;
    }
    let acked = 0;
    let missingAcked = 0;
    let sent = 0;
    const expected = new Map();
    for (const p of phones) {
      sent += p.sent.size;
      acked += p.acked.size;
      for (const seq of p.acked) if (!seen.has(`${p.testId}/${p.deviceId}/${seq}`)) missingAcked += 1;
      const map = expected.get(p.testId) ?? new Map();
      // One phone per test here: the highest stored seq of a key is its value.
      for (const [seq, change] of [...p.sent].sort((a, b) => a[0] - b[0])) if (seen.has(`${p.testId}/${p.deviceId}/${seq}`)) map.set(change.key, change.value);
      expected.set(p.testId, map);
    }
    let wrongMaps = 0;
    for (const row of answers.rows) {
      const want = expected.get(row.id) ?? new Map();
      const have = row.answer_parents ?? {};
      const same = Object.keys(have).length === want.size && [...want].every(([key, value]) => canon(have[key]) === canon(value));
      if (!same) wrongMaps += 1;
    }
    return { stored: log.rows.length, sent, acked, missingAcked, duplicates, unsent, wrongMaps, tests: ids.length };
  } finally {
    await client.end();
  }
}

/** Log rows of devices whose id is like `pattern` (the wrk devices). */
export async function countRows(databaseUrl, pattern) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from test_answer_log where device_id like $1', [pattern]);
    return rows[0].n;
  } finally {
    await client.end();
  }
}
