#!/usr/bin/env node
/**
 * Answers survive a crash (issue 8 'answers that are never lost'): the sync-load fixture and
 * phones (bench/lib/phone.mjs: unacknowledged changes stay queued on the phone and are retried),
 * `kill -9` of the server process in the middle of the load, a restart on the same data
 * directory, and then:
 *   - every change acknowledged before the kill is in the database (acked vs stored);
 *   - the phones' queues deliver the rest after the restart: at the end stored == sent, with no
 *     duplicate (test_answer_log is keyed by device and seq; a change stored whose answer the
 *     kill cut off is retried and answered as a replay, not stored twice), and each test's
 *     answer_parents holds its last value per key.
 *
 * The stampede (issue 19): the phones retry as the tool site's answer queue does (bench/lib/phone.mjs
 * imports its answer-queue/backoff.ts: back-off with full jitter, first window 0–2 s, Retry-After);
 * the p99 of the calls answered in the first second after the restarted server is ready is
 * reported (target < 200 ms with SYNC_PARENTS=200).
 *
 *   node bench/sync-kill.mjs   (env: SYNC_PARENTS 500, SYNC_TESTS = parents, SYNC_SECONDS 30,
 *                               SYNC_KILL_AT seconds/2, SYNC_RESTART_PROF=<dir>: the restarted server's CPU profile)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runPhones } from './lib/phone.mjs';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { benchDatabaseUrl, startServer, stopServer } from './lib/server.mjs';
import { checkStored, removeFixture, syncFixture } from './lib/sync-fixture.mjs';
import { summariseProfile } from './sync-profile.mjs';

const parents = Number(process.env.SYNC_PARENTS ?? 500);
const testCount = Number(process.env.SYNC_TESTS ?? parents);
const seconds = Number(process.env.SYNC_SECONDS ?? 30);
const killAt = Number(process.env.SYNC_KILL_AT ?? seconds / 2) * 1000;

const loadNow = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const view = (phones, ackedOf) => phones.map((p) => ({ testId: p.testId, deviceId: p.deviceId, acked: ackedOf(p), sent: p.sent })).filter((p) => p.sent.size > 0);

export async function run() {
  const fixture = await syncFixture(testCount);
  const target = { host: '127.0.0.1', port: Number(new URL(fixture.server.url).port) };
  const details = { parents, tests: testCount, seconds, killAtSeconds: killAt / 1000, loadBefore: loadNow() };
  let phones = [];
  let kill = null;
  try {
    console.log(`${parents} parents, one change every 2 s each, ${seconds} s, kill -9 at ${killAt / 1000} s (load average ${loadNow()})…`);
    const during = async (elapsed) => {
      if (kill || elapsed < killAt) return;
      const pid = fixture.server.child.pid;
      // What the phones had been told was safe at the moment of the kill.
      kill = { at: performance.now(), acked: new Map(phones.map((p) => [p, new Set(p.acked)])) };
      fixture.server.child.kill('SIGKILL');
      console.log(`  kill -9 ${pid} at ${(elapsed / 1000).toFixed(1)} s: ${[...kill.acked.values()].reduce((n, s) => n + s.size, 0)} changes acknowledged so far`);
      // SYNC_RESTART_PROF=<dir>: the restarted server's CPU profile (written when it stops at the end).
      const restartArgs = process.env.SYNC_RESTART_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SYNC_RESTART_PROF}`] : [];
      kill.restarted = startServer(fixture.env, { nodeArgs: restartArgs }).then((server) => {
        fixture.server = server;
        // The embedded PostgreSQL may come back on another port (postmaster.pid says which).
        fixture.databaseUrl = benchDatabaseUrl(fixture.dataDir);
        kill.readyAt = performance.now();
        // The profile's clock (CLOCK_MONOTONIC µs, as process.hrtime): where its first second starts.
        kill.readyHrUs = Number(process.hrtime.bigint() / 1000n);
        kill.restartMs = Math.round(kill.readyAt - kill.at);
        console.log(`  server ready again after ${kill.restartMs} ms (pid ${server.child.pid})`);
      });
      await kill.restarted;
    };
    // runPhones makes the phones at once; `during` needs them, so keep a handle through record.
    const pending = runPhones({ fixture, parents, seconds, target, drainSeconds: 60, during, onPhones: (list) => (phones = list) });
    const load = await pending;
    if (!kill) throw new Error(`the load ended before the kill (SYNC_KILL_AT ${killAt / 1000} s ≥ SYNC_SECONDS ${seconds})`);
    // The stampede: every phone that failed during the outage comes back; the first second after
    // the restarted server is ready shows whether they come back all at once.
    const firstSecond = load.callLog.filter((c) => c.endedAt >= kill.readyAt && c.endedAt < kill.readyAt + 1000);
    const firstOk = firstSecond.filter((c) => c.ok).map((c) => c.ms).sort((a, b) => a - b);
    const stampede = { calls: firstSecond.length, acked: firstOk.length, p99: firstOk.length ? Math.round(firstOk[Math.min(firstOk.length - 1, Math.floor(firstOk.length * 0.99))]) : null };
    delete load.callLog;
    const beforeKill = await checkStored(fixture.databaseUrl, view(load.phones, (p) => kill.acked.get(p)));
    const final = await checkStored(fixture.databaseUrl, view(load.phones, (p) => p.acked));
    delete load.phones;
    Object.assign(details, { load, beforeKill, final, restartMs: kill.restartMs, stampede, loadAfter: loadNow() });
    console.log(`  first second after the restart: ${stampede.calls} calls, ${stampede.acked} acknowledged, p99 ${stampede.p99} ms`);
    const ackedAtKill = beforeKill.acked;
    console.log(`  acknowledged before the kill: ${ackedAtKill}, of which stored ${ackedAtKill - beforeKill.missingAcked}`);
    console.log(`  at the end: sent ${final.sent}, acknowledged ${final.acked}, stored ${final.stored}, still queued ${load.unacked}; duplicates ${final.duplicates}, never-sent rows ${final.unsent}, answer maps wrong ${final.wrongMaps}/${final.tests}`);
    console.log(`  calls failed during the outage (retried): ${load.errorCount} ${JSON.stringify(load.errors)}; stored changes whose answer was lost, acked as replays on retry: ${load.replays}; p99 over the run ${load.p99} ms`);
    return {
      name: 'sync-kill',
      details,
      results: [
        figure('acked before kill -9: stored / acked', `${ackedAtKill - beforeKill.missingAcked} / ${ackedAtKill}`, '', { target: 'all', pass: beforeKill.missingAcked === 0 && ackedAtKill > 0 }),
        figure('after restart + phone retries: stored / sent', `${final.stored} / ${final.sent}`, '', { target: 'equal', pass: final.stored === final.sent && final.acked === final.sent && load.unacked === 0 }),
        figure('duplicate or unknown log rows', final.duplicates + final.unsent, '', { target: '0', pass: final.duplicates + final.unsent === 0 }),
        figure('answer maps = last value per key', `${final.tests - final.wrongMaps} / ${final.tests}`, 'tests', { target: 'all', pass: final.wrongMaps === 0 }),
        figure('kill -9 → server answering again', kill.restartMs, 'ms'),
        figure('first second after restart: sync p99 (phones back off with full jitter)', stampede.p99, 'ms', { target: '< 200', pass: stampede.p99 !== null && stampede.p99 < 200 }),
        figure('failed calls retried / replays acked', `${load.errorCount} / ${load.replays}`, ''),
      ],
    };
  } finally {
    if (kill?.restarted) await kill.restarted.catch(() => undefined);
    await stopServer(fixture.server.child);
    removeFixture(fixture);
    // The restarted server wrote its profile when it stopped: its main thread in the first second.
    const profDir = process.env.SYNC_RESTART_PROF;
    const pid = fixture.server.child.pid;
    const file = profDir && kill?.readyHrUs && fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile') && f.includes(`.${pid}.0.`));
    if (file) {
      const summary = summariseProfile(path.join(profDir, file), { from: kill.readyHrUs, to: kill.readyHrUs + 1e6 });
      details.restartProfile = summary;
      console.log(`  the restarted server's first second (${file}): busy ${summary.busyPercent} % of ${summary.seconds} s`);
      for (const p of summary.packages.slice(0, 8)) console.log(`    ${p.percentOfBusy} %  ${p.what}`);
    }
  }
}

if (isMain(import.meta.url)) await runAlone(run);
