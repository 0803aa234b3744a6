#!/usr/bin/env node
/**
 * Case PDF benchmark: renders the sample case model with 3 bound reports
 * (apps/server/src/modules/reports/render/case-sample.ts) in-process, as the `case.render` job's
 * thread does. First the cold render (font parse included), then N sequential renders per
 * language after a warm-up (p50/p95 ms and file size).
 * Targets: p50 under 300 ms, a case file under 500 KB.
 *
 *   node bench/case-pdf.mjs   (env: BENCH_RUNS, default 40 per language)
 */
import { register } from 'tsx/esm/api';
import { figure, isMain, runAlone } from './lib/results.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 40);

const quantile = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * q))];
const round = (n) => Math.round(n * 10) / 10;

export async function run() {
  register();
  const { renderCasePdf, sampleCaseModel } = await import('../apps/server/src/modules/reports/render/index.ts');
  let started = performance.now();
  const cold = await renderCasePdf(sampleCaseModel('zh', 'v1'));
  const coldMs = performance.now() - started;
  console.log(`cold render (font files read and parsed, code warmed): ${round(coldMs)} ms, ${(cold.length / 1024).toFixed(1)} KB`);

  const rows = [];
  for (const locale of ['zh', 'en']) {
    const model = sampleCaseModel(locale, 'v1');
    if (model.reports.length !== 3) throw new Error(`the sample case should bind 3 reports, it binds ${model.reports.length}`);
    for (let i = 0; i < 5; i += 1) await renderCasePdf(model);
    const times = [];
    let size = 0;
    for (let i = 0; i < runs; i += 1) {
      started = performance.now();
      size = (await renderCasePdf(model)).length;
      times.push(performance.now() - started);
    }
    const row = { locale, runs, p50: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)), max: round(Math.max(...times)), kb: round(size / 1024) };
    rows.push(row);
    console.log(`${locale}: ${runs} sequential case renders (3 bound reports), p50 ${row.p50} ms, p95 ${row.p95} ms, max ${row.max} ms; ${row.kb} KB (targets: p50 < 300 ms ${row.p50 < 300 ? '✔' : '✘'}, < 500 KB ${row.kb < 500 ? '✔' : '✘'})`);
  }
  console.log(`memory: rss ${Math.round(process.memoryUsage().rss / 1048576)} MB`);

  return {
    name: 'case-pdf',
    details: { coldMs: round(coldMs), rows },
    results: [
      figure('case PDF cold first render', round(coldMs), 'ms'),
      ...rows.flatMap((row) => [
        figure(`case PDF ${row.locale}, 3 bound reports, p50 (${row.runs} sequential)`, row.p50, 'ms', { target: '< 300', pass: row.p50 < 300 }),
        figure(`case PDF ${row.locale} file size`, row.kb, 'KB', { target: '< 500', pass: row.kb < 500 }),
      ]),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
