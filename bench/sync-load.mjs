#!/usr/bin/env node
/**
 * Parents' answer sync under load (issue 8 'Speed and durability'): the real server on a fresh
 * database, SYNC_TESTS demo Dream-IT tests made through the API as the demo doctor, each with a
 * QR link exchanged for a parent's temporary session; then SYNC_PARENTS simulated phones
 * (bench/lib/phone.mjs: a queue of unacknowledged changes, one call in flight, keep-alive
 * connections), each making one answer change every 2 s for SYNC_SECONDS through
 * POST /api/base/dreamit/v2/temporary/sync. Reported: latency p50/p90/p99 (target p99 < 50 ms),
 * errors (target 0), and the database afterwards: every acknowledged change logged exactly once
 * (test_answer_log rows = acks) and each test's answer_parents holding the last value per key.
 *
 * Then the highest sustained rate (target ≥ 2,000 changes/s): wrk with a Lua script making each
 * request a new change, connections stepped up (SYNC_RAMP) for SYNC_STEP_SECONDS each until p99
 * passes 50 ms in two steps in a row or a call fails; the best step within the limit is the figure.
 * Each step prints the CPU of wrk, the server and PostgreSQL (bench/lib/sync-rate.mjs).
 *
 *   node bench/sync-load.mjs   (env: SYNC_PARENTS 500, SYNC_TESTS = parents, SYNC_SECONDS 60,
 *                               SYNC_RAMP "4,8,16,32,64,128", SYNC_STEP_SECONDS 10, SYNC_RAMP=0 skips it;
 *                               SYNC_CPU_PROF=<dir>: the server writes a --cpu-prof profile there)
 */
import os from 'node:os';
import { runPhones } from './lib/phone.mjs';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { requireWrk, stopServer } from './lib/server.mjs';
import { checkStored, countRows, removeFixture, syncFixture } from './lib/sync-fixture.mjs';
import { rampSyncRate } from './lib/sync-rate.mjs';

const parents = Number(process.env.SYNC_PARENTS ?? 500);
const testCount = Number(process.env.SYNC_TESTS ?? parents);
const seconds = Number(process.env.SYNC_SECONDS ?? 60);
const ramp = process.env.SYNC_RAMP === '0' ? [] : (process.env.SYNC_RAMP ?? '4,8,16,32,64,128').split(',').map(Number);
const stepSeconds = Number(process.env.SYNC_STEP_SECONDS ?? 10);
const P99_MS = 50;
const RATE_TARGET = 2000;

const loadNow = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

export async function run() {
  if (ramp.length > 0) requireWrk();
  const fixture = await syncFixture(testCount);
  const target = { host: '127.0.0.1', port: Number(new URL(fixture.server.url).port) };
  const results = [];
  const details = { parents, tests: testCount, seconds, loadBefore: loadNow() };
  try {
    // Warm-up: every test's libraries cached in the server (the one-statement path), JIT, pool.
    await runPhones({ fixture, parents: Math.min(parents, testCount), seconds: 1, intervalMs: 1000, drainSeconds: 20, target });
    console.log(`${parents} parents, one change every 2 s each, ${seconds} s (load average ${loadNow()})…`);
    const load = await runPhones({ fixture, parents, seconds, target });
    const stored = await checkStored(fixture.databaseUrl, load.phones.map((p) => ({ testId: p.testId, deviceId: p.deviceId, acked: p.acked, sent: p.sent })).filter((p) => p.sent.size > 0));
    delete load.phones;
    details.load = load;
    details.stored = stored;
    details.loadAfter = loadNow();
    console.log(
      `  ${load.acks} changes acknowledged (${load.rate}/s): p50 ${load.p50} ms, p90 ${load.p90} ms, p99 ${load.p99} ms, max ${load.max} ms; errors ${load.errorCount} ${JSON.stringify(load.errors)}; generator ${load.generatorCpuPercent}% of a core`,
    );
    console.log(`  database: ${stored.stored} log rows for ${stored.acked} acks (${stored.sent} sent); acked but missing ${stored.missingAcked}, duplicates ${stored.duplicates}, answer maps wrong ${stored.wrongMaps}/${stored.tests}`);
    const exact = stored.missingAcked === 0 && stored.duplicates === 0 && stored.stored === stored.acked && stored.wrongMaps === 0;
    results.push(
      figure(`${parents} parents, 1 change/2 s each: p99`, load.p99, 'ms', { target: `< ${P99_MS}`, pass: load.p99 < P99_MS }),
      figure(`${parents} parents: p50 / p90`, `${load.p50} / ${load.p90}`, 'ms'),
      figure(`${parents} parents: errors`, load.errorCount, '', { target: '0', pass: load.errorCount === 0 }),
      figure(`${parents} parents: acks stored exactly (log rows = acks, maps)`, `${stored.stored} / ${stored.acked}`, '', { target: 'equal, 0 wrong maps', pass: exact }),
    );

    if (ramp.length > 0) {
      console.log(`highest sustained rate: wrk, 1 thread, ${stepSeconds} s per step (load average ${loadNow()})…`);
      // Warm-up of the wrk path (new devices: the replay check's index, the log's pages).
      rampSyncRate({ fixture, serverPid: fixture.server.child.pid, connections: [8], seconds: 2, tag: 'w', log: () => {} });
      const rate = rampSyncRate({ fixture, serverPid: fixture.server.child.pid, connections: ramp, seconds: stepSeconds, p99LimitMs: P99_MS });
      details.rate = rate;
      const best = rate.best;
      const wrkStored = await countRows(fixture.databaseUrl, 'wrk-r%');
      // wrk counts the answers it read; calls still in flight when a step ended may be stored too.
      const storedOk = wrkStored >= rate.acked && wrkStored <= rate.acked + ramp.reduce((a, b) => a + b, 0);
      console.log(`  database: ${wrkStored} log rows for ${rate.acked} acknowledged wrk changes`);
      results.push(
        figure(`highest rate with p99 ≤ ${P99_MS} ms and no errors${best ? ` (${best.connections} conn., p99 ${best.p99} ms)` : ''}`, best?.rate ?? 0, 'changes/s', { target: `≥ ${RATE_TARGET.toLocaleString('en-US')}`, pass: (best?.rate ?? 0) >= RATE_TARGET }),
        figure(`highest rate at any latency (${rate.fastest.connections} conn., p99 ${rate.fastest.p99} ms)`, rate.fastest.rate, 'changes/s'),
        figure('wrk changes stored (log rows / acks)', `${wrkStored} / ${rate.acked}`, '', { target: '≥ acks', pass: storedOk }),
        figure('load generator (wrk) CPU at that step', best?.wrkCpuPercent ?? NaN, '% of a core', { target: '< 100', pass: (best?.wrkCpuPercent ?? 0) < 100 }),
      );
    }
    details.loadEnd = loadNow();
    return { name: 'sync-load', results, details };
  } finally {
    await stopServer(fixture.server.child);
    removeFixture(fixture);
  }
}

if (isMain(import.meta.url)) await runAlone(run);
