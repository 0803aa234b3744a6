#!/usr/bin/env node
/**
 * Export of 100,000 children: GET /api/system/export?menuId=children as xlsx, then as CSV, through
 * the real compiled server on a temp embedded PostgreSQL. Target (2 cores): each under 10 s, the
 * server's memory growth under 100 MB.
 *
 * The children are bulk-inserted as children-list.mjs does (same seeded data). Memory: the
 * server process's resident set (VmRSS of /proc/<pid>/status), sampled every 20 ms from just
 * before the call to the last byte; growth = peak − the value before. The files are checked: the
 * CSV has one line per child plus the header, and the xlsx read back with exceljs's streaming
 * reader has as many rows.
 *
 *   node bench/export.mjs   (env: BENCH_CHILDREN, DATABASE_URL)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { insertChildren } from './children-list.mjs';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { benchDatabaseUrl, benchServerEnv, startServer, stopServer } from './lib/server.mjs';

const childCount = Number(process.env.BENCH_CHILDREN ?? 100_000);

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** One export to a file: seconds to the last byte, bytes, and the server's RSS before and at peak. */
async function exportOnce(server, token, format, file) {
  const pid = server.child.pid;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  try {
    const res = await fetch(`${server.url}/api/system/export?menuId=children&format=${format}`, { headers: { token } });
    if (res.status !== 200) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
    const out = fs.createWriteStream(file);
    let bytes = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
    }
    await new Promise((r) => out.end(r));
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssMb(pid));
    return { seconds: Math.round(seconds * 100) / 100, bytes, rssBeforeMb: Math.round(before), rssPeakMb: Math.round(peak), growthMb: Math.round(peak - before) };
  } finally {
    clearInterval(sampler);
  }
}

async function xlsxRows(file) {
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache' })) {
    for await (const _row of sheet) rows++;
  }
  return rows;
}

export async function run() {
  const { dataDir, env } = await benchServerEnv();
  const report = { when: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadavg: os.loadavg(), children: childCount };
  let server;
  try {
    server = await startServer(env);
    const { insertMs } = await insertChildren(benchDatabaseUrl(dataDir));
    report.insertMs = insertMs;
    const password = createHash('sha256').update('Admin@12345').digest('hex');
    const login = await fetch(`${server.url}/api/base/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password, relogin: true }),
    }).then((r) => r.json());
    if (login.code !== 200) throw new Error(`login failed: ${JSON.stringify(login)}`);
    const token = login.data.token;
    const total = (await fetch(`${server.url}/api/base/children/list?pageSize=1`, { headers: { token } }).then((r) => r.json())).total;
    report.total = total;

    const xlsxFile = path.join(dataDir, 'children.xlsx');
    report.xlsx = await exportOnce(server, token, 'xlsx', xlsxFile);
    report.xlsx.rows = (await xlsxRows(xlsxFile)) - 1;
    const csvFile = path.join(dataDir, 'children.csv');
    report.csv = await exportOnce(server, token, 'csv', csvFile);
    report.csv.rows = fs.readFileSync(csvFile, 'utf8').split('\r\n').filter(Boolean).length - 1;
    for (const format of ['xlsx', 'csv']) if (report[format].rows !== total) throw new Error(`${format}: ${report[format].rows} rows, the list has ${total}`);
  } finally {
    if (server) await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const format of ['xlsx', 'csv']) {
    const r = report[format];
    console.log(`${format}: ${r.rows} rows, ${(r.bytes / 1e6).toFixed(1)} MB in ${r.seconds} s; server RSS ${r.rssBeforeMb} → peak ${r.rssPeakMb} MB (+${r.growthMb} MB)`);
  }
  return {
    name: 'export',
    details: report,
    results: ['xlsx', 'csv'].flatMap((format) => [
      figure(`export ${childCount.toLocaleString('en-US')} children, ${format}`, report[format].seconds, 's', { target: '< 10', pass: report[format].seconds < 10 }),
      figure(`export ${format}, server RSS growth`, report[format].growthMb, 'MB', { target: '< 100', pass: report[format].growthMb < 100 }),
    ]),
  };
}

if (isMain(import.meta.url)) await runAlone(run);
