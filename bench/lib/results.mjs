// The shape every benchmark's `run()` resolves with, and the one table `npm run bench` ends with.
//
//   { name, results: [{ label, value, unit, target?, ok?, baseline?, ratio?, ratioTarget?, ratioOk? }], details? }
//
// `target` is the absolute target as text ('< 50'), `ok` whether it was met. A figure measured
// against a baseline in the same run (DynamicForm against antd Form) carries `baseline` (the
// baseline's value, same unit) and `ratio` (value / baseline): a ratio survives a change of host
// where an absolute figure does not; `ratioTarget` / `ratioOk` judge it.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './server.mjs';

/** True when the module at `url` is the script node was started with (not imported by the runner). */
export function isMain(url) {
  return process.argv[1] !== undefined && url === pathToFileURL(path.resolve(process.argv[1])).href;
}

const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A figure with its verdict: `ok` computed from `pass` when a target is given. */
export function figure(label, value, unit, { target, pass, baseline, ratioTarget, ratioPass } = {}) {
  const row = { label, value, unit };
  if (target !== undefined) {
    row.target = target;
    row.ok = pass === undefined ? undefined : Boolean(pass);
  }
  if (baseline !== undefined && baseline !== 0) {
    row.baseline = baseline;
    row.ratio = round(value / baseline, 2);
    if (ratioTarget !== undefined) {
      row.ratioTarget = ratioTarget;
      row.ratioOk = ratioPass ? Boolean(ratioPass(row.ratio)) : undefined;
    }
  }
  return row;
}

function formatValue(value, unit) {
  if (typeof value !== 'number') return `${value}${unit ? ` ${unit}` : ''}`;
  const text = Math.abs(value) >= 1000 ? Math.round(value).toLocaleString('en-US') : String(round(value, 3));
  return unit ? `${text} ${unit}` : text;
}

const mark = (ok) => (ok === undefined ? '' : ok ? '✔' : '✘');

/** Rows of the summary: one per figure, one per crashed benchmark. */
export function summaryRows(outcomes) {
  const rows = [];
  for (const o of outcomes) {
    if (o.crashed) {
      rows.push({ benchmark: o.name, measure: 'CRASHED', result: o.crashed.split('\n')[0].slice(0, 100), target: '', ok: '✘', ratio: '' });
      continue;
    }
    for (const r of o.results) {
      const ratio = r.ratio === undefined ? '' : `${r.ratio}× baseline (${formatValue(r.baseline, r.unit)})${r.ratioTarget ? ` ${r.ratioTarget} ${mark(r.ratioOk)}` : ''}`;
      rows.push({ benchmark: o.name, measure: r.label, result: formatValue(r.value, r.unit), target: r.target ? `${r.target}${r.unit && /\d$/.test(r.target) ? ` ${r.unit}` : ''}` : '', ok: mark(r.ok), ratio });
    }
  }
  return rows;
}

const COLUMNS = [
  ['benchmark', 'benchmark'],
  ['measure', 'measure'],
  ['result', 'result'],
  ['target', 'target'],
  ['ok', 'ok'],
  ['ratio', 'ratio to baseline (same run)'],
];

/** A plain-text table (monospace), every column as wide as its widest cell. */
export function formatTable(rows) {
  const widths = COLUMNS.map(([key, title]) => Math.max(title.length, ...rows.map((r) => String(r[key]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(COLUMNS.map(([, title]) => title)), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map((r) => line(COLUMNS.map(([key]) => r[key])))].join('\n');
}

/** Keeps a benchmark's full result under bench/out (git-ignored) for later comparison. */
export function saveResult(result) {
  const dir = path.join(root, 'bench', 'out');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${result.name}.json`), `${JSON.stringify({ when: new Date().toISOString(), ...result }, null, 2)}\n`);
}

/**
 * `node bench/<name>.mjs`: runs the benchmark, saves and prints its figures. The exit code says
 * whether every target was met (the runner, which imports `run()`, judges crashes only).
 */
export async function runAlone(run) {
  const result = await run();
  saveResult(result);
  console.log(`\n${formatTable(summaryRows([result]))}`);
  const missed = result.results.filter((r) => r.ok === false || r.ratioOk === false);
  if (missed.length > 0) console.log(`target missed: ${missed.map((r) => r.label).join('; ')}`);
  process.exitCode = missed.length > 0 ? 1 : 0;
}
