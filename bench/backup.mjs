#!/usr/bin/env node
/**
 * Benchmark of `npm run backup` and `npm run restore` (the compiled dist/backup.js, as the npm
 * scripts run it) on the demo installation plus 100,000 children (children-list's one
 * INSERT … SELECT). The backup runs beside the running server (it reads the embedded PostgreSQL
 * the server holds); the server is then stopped and the archive restored over the same data
 * directory with --force. Figures: backup time and archive size, restore time; the children
 * counted after the restore must equal those before.
 *
 *   node bench/backup.mjs   (env: BENCH_CHILDREN)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { insertChildren } from './children-list.mjs';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { benchDatabaseUrl, benchServerEnv, root, startServer, stopServer } from './lib/server.mjs';

const childCount = Number(process.env.BENCH_CHILDREN ?? 100_000);

function backupCommand(env, args) {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['apps/server/dist/backup.js', ...args], { cwd: root, env, encoding: 'utf8' });
  const ms = Math.round(performance.now() - started);
  if (result.status !== 0) throw new Error(`backup.js ${args.join(' ')} failed (${result.status}): ${result.stderr}${result.stdout}`);
  return { ms, output: result.stdout.trim() };
}

async function countChildren(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select count(*)::int as n from children')).rows[0].n;
  } finally {
    await client.end();
  }
}

export async function run() {
  const { dataDir, env } = await benchServerEnv();
  const archive = path.join(dataDir, 'bench-backup.tar');
  const report = { when: new Date().toISOString(), node: process.version, cpus: os.cpus().length, load: os.loadavg(), children: childCount };
  let server;
  try {
    server = await startServer(env);
    await insertChildren(benchDatabaseUrl(dataDir));
    report.childrenBefore = await countChildren(benchDatabaseUrl(dataDir));

    const backup = backupCommand(env, ['backup', '--out', archive]);
    report.backupMs = backup.ms;
    report.backupOutput = backup.output;
    report.archiveBytes = fs.statSync(archive).size;

    await stopServer(server.child);
    server = undefined;
    const restore = backupCommand(env, ['restore', archive, '--force']);
    report.restoreMs = restore.ms;
    report.restoreOutput = restore.output;

    server = await startServer(env);
    report.childrenAfter = await countChildren(benchDatabaseUrl(dataDir));
    if (report.childrenAfter !== report.childrenBefore) throw new Error(`restored ${report.childrenAfter} children, the backup had ${report.childrenBefore}`);
  } finally {
    if (server) await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(report.backupOutput);
  console.log(report.restoreOutput);
  console.log(`backup ${report.backupMs} ms, ${(report.archiveBytes / 1024 / 1024).toFixed(1)} MB; restore ${report.restoreMs} ms; ${report.childrenAfter} children after the restore ✔`);
  return {
    name: 'backup',
    details: report,
    results: [
      figure(`backup (demo + ${childCount.toLocaleString('en-US')} children, server running)`, report.backupMs, 'ms'),
      figure('backup archive size', Math.round(report.archiveBytes / 1024 / 1024), 'MB'),
      figure('restore --force (server stopped)', report.restoreMs, 'ms'),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
