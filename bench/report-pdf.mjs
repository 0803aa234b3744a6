#!/usr/bin/env node
/**
 * Report PDF benchmark: renders the sample report model (apps/server/src/modules/reports/render)
 * in-process, as the report job does. First the cold render (font parse included), then N
 * sequential renders per language after a warm-up (p50/p95 ms and file size), then as many
 * renders as fit in 10 s with several in flight at once (reports/second for one process).
 * Targets: p50 under 300 ms, a report file under 500 KB.
 *
 *   node bench/report-pdf.mjs   (env: BENCH_RUNS, default 40 per language; BENCH_SECONDS,
 *                                default 10; BENCH_CONCURRENCY, default 4)
 */
import { register } from 'tsx/esm/api';
import { figure, isMain, runAlone } from './lib/results.mjs';


const runs = Number(process.env.BENCH_RUNS ?? 40);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);

const quantile = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * q))];
const round = (n) => Math.round(n * 10) / 10;

export async function run() {
  register();
  const { renderReportPdf, sampleReportModel } = await import('../apps/server/src/modules/reports/render/index.ts');
  let started = performance.now();
  const cold = await renderReportPdf(sampleReportModel('zh'));
  const coldMs = performance.now() - started;
  console.log(`cold render (font files read and parsed, code warmed): ${round(coldMs)} ms, ${(cold.length / 1024).toFixed(1)} KB`);

  const rows = [];
  for (const locale of ['zh', 'en']) {
    const model = sampleReportModel(locale);
    for (let i = 0; i < 5; i += 1) await renderReportPdf(model);
    const times = [];
    let size = 0;
    for (let i = 0; i < runs; i += 1) {
      started = performance.now();
      size = (await renderReportPdf(model)).length;
      times.push(performance.now() - started);
    }
    const row = { locale, runs, p50: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)), max: round(Math.max(...times)), kb: round(size / 1024) };
    rows.push(row);
    console.log(`${locale}: ${runs} sequential renders, p50 ${row.p50} ms, p95 ${row.p95} ms, max ${row.max} ms; ${row.kb} KB (targets: p50 < 300 ms ${row.p50 < 300 ? '✔' : '✘'}, < 500 KB ${row.kb < 500 ? '✔' : '✘'})`);
  }

  // Throughput: `concurrency` renders in flight for `seconds`, alternating languages.
  const model = { zh: sampleReportModel('zh'), en: sampleReportModel('en') };
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const latencies = [];
  async function worker(n) {
    for (let i = n; performance.now() < until; i += 1) {
      const t0 = performance.now();
      await renderReportPdf(i % 2 === 0 ? model.zh : model.en);
      latencies.push(performance.now() - t0);
      done += 1;
    }
  }
  started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, n) => worker(n)));
  const elapsed = (performance.now() - started) / 1000;
  const throughput = { concurrency, seconds: round(elapsed), reports: done, perSecond: round(done / elapsed), p50: round(quantile(latencies, 0.5)), p95: round(quantile(latencies, 0.95)) };
  console.log(`throughput: ${throughput.reports} reports in ${throughput.seconds} s with ${concurrency} in flight = ${throughput.perSecond} reports/s (one process, one core; latency p50 ${throughput.p50} ms, p95 ${throughput.p95} ms)`);
  console.log(`memory: rss ${Math.round(process.memoryUsage().rss / 1048576)} MB`);

  return {
    name: 'report-pdf',
    details: { coldMs: round(coldMs), rows, throughput },
    results: [
      figure('report PDF cold first render', round(coldMs), 'ms'),
      ...rows.flatMap((row) => [
        figure(`report PDF ${row.locale} p50 (${row.runs} sequential)`, row.p50, 'ms', { target: '< 300', pass: row.p50 < 300 }),
        figure(`report PDF ${row.locale} file size`, row.kb, 'KB', { target: '< 500', pass: row.kb < 500 }),
      ]),
      figure(`report PDF, one process, ${concurrency} in flight`, throughput.perSecond, 'reports/s', { target: '≥ 5', pass: throughput.perSecond >= 5 }),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
