#!/usr/bin/env node
/**
 * A whole clinic at once: CLINIC_PARENTS parents on their phones (bench/lib/phone.mjs, each
 * changing an answer every 2 s through the parent's sync) while CLINIC_CLINICIANS clinicians each
 * do one thing a second in the portal: the children list, the tests list, or open a report (the
 * report call answering the stored report, then the PDF's bytes), in turn, all as the demo doctor
 * in its institution. The real server on a fresh embedded PostgreSQL (fsync on).
 *
 * Reported per kind of call: p50/p90/p99 and errors (target: every call p99 < 100 ms), changes
 * acknowledged per second against those asked, and the database afterwards: every acknowledged
 * change stored once, each test's answers its last value per key.
 *
 * Then, after the check, what each kind of call costs made alone (bench/lib/call-cost.mjs): a
 * parent's sync (a new change each), the children list, the tests list, a report call, a PDF's
 * bytes, CLINIC_COST_CALLS (200) of each: statements, server and PostgreSQL CPU per call.
 *
 *   node bench/clinic-load.mjs   (env: CLINIC_PARENTS 2000, CLINIC_CLINICIANS 200, CLINIC_SECONDS 60 (0: the costs only),
 *                                 CLINIC_COST_CALLS 200 (0: no costs))
 */
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { costLine, costPerCall } from './lib/call-cost.mjs';
import { runPhones } from './lib/phone.mjs';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { stopServer } from './lib/server.mjs';
import { changeFor, checkStored, removeFixture, SYNC_PATH, syncFixture } from './lib/sync-fixture.mjs';

const parents = Number(process.env.CLINIC_PARENTS ?? 2000);
const clinicians = Number(process.env.CLINIC_CLINICIANS ?? 200);
const seconds = Number(process.env.CLINIC_SECONDS ?? 60);
const costCalls = Number(process.env.CLINIC_COST_CALLS ?? 200);
const P99_MS = 100;

const loadNow = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const quantile = (sorted, q) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]);
const round = (n) => Math.round(n * 10) / 10;

/** The demo institution's tests that have a report, with the report call of their tool. */
async function reportedTests(databaseUrl, institutionId) {
  const paths = { 'Dream-ITS': '/api/base/dreamits/report', 'Dream-IT': '/api/base/dreamit/v2/report', 'Dream-S-2.0': '/api/base/dreams/report', 'Dream-C-2.0': '/api/base/dreamc/v2/report' };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select id, tools_type from tests where institution_id = $1 and report_version is not null and tools_type = any($2) limit 50`, [institutionId, Object.keys(paths)]);
    return rows.map((r) => `${paths[r.tools_type]}?_id=${r.id}`);
  } finally {
    await client.end();
  }
}

/** One GET on the shared keep-alive agent: resolves { ms, ok, body }. */
function get(agent, target, token, path) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({ ...target, agent, path, headers: { token, 'accept-language': 'zh-CN' }, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ ms: performance.now() - started, ok: res.statusCode === 200 || res.statusCode === 206, body: Buffer.concat(chunks) }));
      res.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
    req.end();
  });
}

/** `clinicians` loops, one action a second each (random first offset), for `seconds`. */
async function runClinicians({ target, token, reports, seconds: duration }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clinicians });
  const calls = { children: [], tests: [], report: [], pdf: [] };
  const errors = { children: 0, tests: 0, report: 0, pdf: 0 };
  const record = (kind, result) => (result.ok ? calls[kind].push(result.ms) : (errors[kind] += 1));
  const end = performance.now() + duration * 1000;
  const actions = [
    async (n) => record('children', await get(agent, target, token, `/api/base/children/list?current=${1 + (n % 5)}&pageSize=20`)),
    async (n) => record('tests', await get(agent, target, token, `/api/base/tests/list?current=${1 + (n % 5)}&pageSize=20`)),
    async (n) => {
      const answer = await get(agent, target, token, reports[n % reports.length]);
      record('report', answer);
      if (!answer.ok) return;
      const fileId = JSON.parse(answer.body.toString()).data?._id;
      if (fileId) record('pdf', await get(agent, target, token, `/resource/file/${fileId}`));
    },
  ];
  await Promise.all(
    Array.from({ length: clinicians }, async (_, i) => {
      await new Promise((r) => setTimeout(r, Math.random() * 1000));
      for (let n = i; performance.now() < end; n++) {
        const next = performance.now() + 1000;
        await actions[n % actions.length](n);
        await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
      }
    }),
  );
  agent.destroy();
  return Object.fromEntries(
    Object.entries(calls).map(([kind, list]) => {
      const sorted = list.sort((a, b) => a - b);
      return [kind, { calls: list.length, errors: errors[kind], p50: round(quantile(sorted, 0.5)), p90: round(quantile(sorted, 0.9)), p99: round(quantile(sorted, 0.99)) }];
    }),
  );
}

/** Each kind of call alone: the clinicians' as the demo doctor, the sync as a parent's new change each time. */
async function callCosts(fixture, reports) {
  const fileIds = [];
  for (const path of reports) {
    const answer = await fetch(fixture.server.url + path, { headers: { token: fixture.doctor.token } }).then((r) => r.json());
    if (answer.data?._id) fileIds.push(answer.data._id);
  }
  if (fileIds.length === 0) throw new Error('no report answered a file id');
  // A few tests in turn, each of them warmed (its libraries in the server's cache), as under the load.
  const sync = (i) => {
    const test = fixture.tests[i % Math.min(20, fixture.tests.length)];
    const change = changeFor(fixture.choices, i + 1);
    const body = { test_id: test.id, answer: { [change.key]: change.value }, change_question_key: change.key, is_parents: true, device_id: 'cost-device', seq: i + 1 };
    return { path: SYNC_PATH, method: 'POST', headers: { temtoken: test.tem, 'content-type': 'application/json' }, body: JSON.stringify(body) };
  };
  return costPerCall({
    databaseUrl: fixture.databaseUrl,
    dataDir: process.env.DATABASE_URL ? null : fixture.dataDir,
    serverPid: fixture.server.child.pid,
    serverUrl: fixture.server.url,
    headers: { 'accept-language': 'zh-CN' },
    calls: costCalls,
    warmUp: 20,
    requests: {
      sync,
      children: () => ({ path: '/api/base/children/list?current=1&pageSize=20', headers: { token: fixture.doctor.token } }),
      tests: () => ({ path: '/api/base/tests/list?current=1&pageSize=20', headers: { token: fixture.doctor.token } }),
      report: (i) => ({ path: reports[i % reports.length], headers: { token: fixture.doctor.token } }),
      pdf: (i) => ({ path: `/resource/file/${fileIds[i % fileIds.length]}`, headers: { token: fixture.doctor.token } }),
    },
  });
}

/** The parents and the clinicians together for `seconds`: the figures against the targets. */
async function clinicLoad(fixture, target, reports, details) {
  // Warm-up: libraries cached, JIT, pools. The same phones go on in the load (device, seq,
  // queue), so what the warm-up stored is checked with the rest and counted when acknowledged.
  const [warm] = await Promise.all([
    runPhones({ fixture, parents, seconds: 2, intervalMs: 2000, drainSeconds: 30, target }),
    runClinicians({ target, token: fixture.doctor.token, reports, seconds: 2 }),
  ]);
  console.log(`${parents} parents (a change every 2 s each) and ${clinicians} clinicians (an action a second each), ${seconds} s (load average ${loadNow()})…`);
  const [phones, portal] = await Promise.all([runPhones({ fixture, parents, seconds, target, continuing: warm.phones }), runClinicians({ target, token: fixture.doctor.token, reports, seconds })]);
  const stored = await checkStored(fixture.databaseUrl, phones.phones.map((p) => ({ testId: p.testId, deviceId: p.deviceId, acked: p.acked, sent: p.sent })).filter((p) => p.sent.size > 0));
  delete phones.phones;
  Object.assign(details, { warmUp: { acks: warm.acks, errors: warm.errorCount, unacked: warm.unacked }, phones, portal, stored, loadAfter: loadNow() });
  const asked = parents / 2;
  console.log(`  parents: ${phones.acks} changes acknowledged (${phones.rate}/s of ${asked}/s asked): p50 ${phones.p50} ms, p90 ${phones.p90} ms, p99 ${phones.p99} ms; errors ${phones.errorCount}`);
  for (const [kind, f] of Object.entries(portal)) console.log(`  clinicians, ${kind}: ${f.calls} calls, p50 ${f.p50} ms, p90 ${f.p90} ms, p99 ${f.p99} ms; errors ${f.errors}`);
  console.log(`  database: ${stored.stored} log rows for ${stored.acked} acks (warm-up ${warm.acks}, still queued ${phones.unacked}); missing ${stored.missingAcked}, duplicates ${stored.duplicates}, never sent ${stored.unsent}, answer maps wrong ${stored.wrongMaps}/${stored.tests}`);
  const exact = stored.missingAcked === 0 && stored.duplicates === 0 && stored.unsent === 0 && stored.stored === stored.acked && stored.wrongMaps === 0;
  const results = [
    figure(`${parents} parents: sync p99 (p50 / p90 ${phones.p50} / ${phones.p90})`, phones.p99, 'ms', { target: `< ${P99_MS}`, pass: phones.p99 < P99_MS }),
    figure(`${parents} parents: changes acknowledged per second (asked ${asked})`, phones.rate, '/s', { target: `${asked}`, pass: phones.rate >= asked * 0.98 }),
    ...Object.entries(portal).map(([kind, f]) => figure(`${clinicians} clinicians: ${kind} p99 (p50 ${f.p50}, ${f.calls} calls)`, f.p99, 'ms', { target: `< ${P99_MS}`, pass: f.p99 < P99_MS })),
    figure('errors (parents + clinicians)', phones.errorCount + Object.values(portal).reduce((n, f) => n + f.errors, 0), '', { target: '0', pass: phones.errorCount === 0 && Object.values(portal).every((f) => f.errors === 0) }),
    figure('acks stored exactly (log rows / acks)', `${stored.stored} / ${stored.acked}`, '', { target: 'equal, 0 wrong maps', pass: exact }),
  ];
  return results;
}

export async function run() {
  const fixture = await syncFixture(parents);
  const target = { host: '127.0.0.1', port: Number(new URL(fixture.server.url).port) };
  const details = { parents, clinicians, seconds, loadBefore: loadNow() };
  try {
    const reports = await reportedTests(fixture.databaseUrl, fixture.doctor.institutionId);
    if (reports.length === 0) throw new Error('the demo institution has no test with a report');
    const results = seconds > 0 ? await clinicLoad(fixture, target, reports, details) : [];
    if (costCalls > 0) {
      console.log(`each kind of call alone, ${costCalls} of each (load average ${loadNow()})…`);
      details.perCall = await callCosts(fixture, reports);
      for (const [kind, cost] of Object.entries(details.perCall)) if (typeof cost === 'object') console.log(`  ${kind}: ${costLine(cost)}`);
      for (const [kind, cost] of Object.entries(details.perCall)) if (typeof cost === 'object') results.push(figure(`${kind} alone: statements / server CPU / PostgreSQL CPU per call`, `${cost.statements} / ${cost.serverCpuMs} / ${cost.postgresCpuMs}`, 'ms'));
      details.loadAfterCosts = loadNow();
    }
    return { name: 'clinic-load', results, details };
  } finally {
    await stopServer(fixture.server.child);
    removeFixture(fixture);
  }
}

if (isMain(import.meta.url)) await runAlone(run);
