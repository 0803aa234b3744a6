// `npm run bench`: every benchmark, one after another (they share the machine's two cores), each
// in a process of its own (bench/lib/child.mjs). A missed target does not stop the run; the run
// ends with one table of every figure. The exit code is non-zero only if a benchmark crashed.
//
//   node bench/run.mjs [name …]     (names select benchmarks, e.g. `node bench/run.mjs sync-load scoring`)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTable, saveResult, summaryRows } from './lib/results.mjs';
import { root } from './lib/server.mjs';

const BENCHMARKS = [
  'bundle-size',
  'start-time',
  'realod-token',
  'children-list',
  'statistics',
  'export',
  'form-render',
  'scoring',
  'speech-scoring',
  'report-pdf',
  'case-pdf',
  'compass-info',
  'training-info',
  'training-scheduler',
  'speech-review',
  'report-jobs',
  'ai-report',
  'parent-page',
  'sync-load',
  'sync-kill',
  'sync-profile',
  'clinic-load',
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !BENCHMARKS.includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${BENCHMARKS.join(', ')}`);
  process.exit(2);
}
const names = chosen.length > 0 ? BENCHMARKS.filter((name) => chosen.includes(name)) : BENCHMARKS;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-run-'));
const outcomes = [];

for (const name of names) {
  console.log(`\n== ${name}  (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  const resultFile = path.join(tmp, `${name}.json`);
  const started = performance.now();
  const child = spawnSync(process.execPath, [path.join(root, 'bench/lib/child.mjs'), path.join(root, 'bench', `${name}.mjs`), resultFile], { cwd: root, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (fs.existsSync(resultFile)) {
    const result = JSON.parse(fs.readFileSync(resultFile, 'utf8'));
    saveResult(result);
    outcomes.push(result);
    console.log(`== ${name}: done in ${seconds} s`);
  } else {
    const why = child.error ? child.error.message : child.signal ? `killed by ${child.signal}` : `exit ${child.status}`;
    outcomes.push({ name, crashed: `${why} after ${seconds} s (its output is above)` });
    console.log(`== ${name}: CRASHED (${why})`);
  }
}
fs.rmSync(tmp, { recursive: true, force: true });

console.log(`\n${formatTable(summaryRows(outcomes))}`);
const crashed = outcomes.filter((o) => o.crashed).map((o) => o.name);
const missed = outcomes.filter((o) => !o.crashed && o.results.some((r) => r.ok === false || r.ratioOk === false)).map((o) => o.name);
console.log(`\n${outcomes.length} benchmark(s); targets missed in: ${missed.join(', ') || 'none'}; crashed: ${crashed.join(', ') || 'none'}`);
process.exitCode = crashed.length > 0 ? 1 : 0;
