#!/usr/bin/env node
/**
 * Benchmark of norm-referenced scoring (`scoreTest` in packages/shared/src/scoring) with the
 * shipped demo norms of content/norms. Target: scoring one test under 5 ms.
 *
 * Each timed call scores one whole test: age from birth and test dates (the portal's age rule),
 * age-band lookup, every composite (standard score, 95% CI, percentile, developmental age,
 * light) and pass/fail. The norms are loaded and schema-checked once, as the server keeps them;
 * that load is timed separately. Inputs are a fixed pseudo-random set of children spread over
 * every band (and past the infant tools' 36-month cap), so runs are comparable.
 *
 * The TypeScript source is loaded through tsx (as `npm run dev` runs the server), so no build
 * is needed. Results: stdout and bench/out/scoring.json.
 *
 *   node bench/scoring.mjs        (env: BENCH_ITERATIONS per tool, default 20000; BENCH_WARMUP, default 2000)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { figure, isMain, runAlone } from './lib/results.mjs';

const root = new URL('..', import.meta.url).pathname;
const iterations = Number(process.env.BENCH_ITERATIONS ?? 20_000);
const warmup = Number(process.env.BENCH_WARMUP ?? 2_000);
const TOOLS = ['Dream-ITS', 'Dream-IT', 'Dream-S-2.0', 'Dream-C-2.0'];
const TARGET_MS = 5;


/** mulberry32: the same inputs on every run. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n) => String(n).padStart(2, '0');
function birthDateFor(testDate, ageMonths, day) {
  const d = new Date(Date.UTC(testDate.getUTCFullYear(), testDate.getUTCMonth() - ageMonths, 1 + day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function inputsFor(norms, count, seed) {
  const next = random(seed);
  const first = Math.min(...norms.bands.map((b) => b.from_month));
  const last = norms.max_norm_age_months + 12; // some children past the cap
  const testDate = new Date(Date.UTC(2025, 5, 30));
  const inputs = [];
  for (let i = 0; i < count; i += 1) {
    const ageMonths = first + Math.floor(next() * (last - first));
    const raw = {};
    for (const c of norms.composites) raw[c.key] = Math.round(next() * (c.max_raw ?? 50));
    inputs.push({ birthDate: birthDateFor(testDate, ageMonths, 0), testDate: '2025-06-30', sex: next() < 0.5 ? 'male' : 'female', raw });
  }
  return inputs;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(samples) {
  const sorted = Float64Array.from(samples).sort();
  const ms = (v) => Math.round(v * 1000) / 1000;
  return { calls: sorted.length, p50Ms: ms(percentile(sorted, 50)), p95Ms: ms(percentile(sorted, 95)), p99Ms: ms(percentile(sorted, 99)), maxMs: ms(sorted[sorted.length - 1]) };
}

export async function run() {
  const { normsOrThrow, scoreTest } = await tsImport('../packages/shared/src/scoring/index.ts', import.meta.url);
  const report = { when: new Date().toISOString(), node: process.version, cpus: os.cpus().length, iterations, warmup, targetMs: TARGET_MS, tools: {} };
  const all = [];
  let checksum = 0; // keeps the results alive so nothing is optimised away

  for (const tool of TOOLS) {
    const text = fs.readFileSync(path.join(root, 'content', 'norms', `${tool}.json`), 'utf8');
    const loadStart = performance.now();
    const norms = normsOrThrow(JSON.parse(text), `${tool}.json`);
    const loadMs = performance.now() - loadStart;

    const inputs = inputsFor(norms, 500, tool.length * 7919);
    for (let i = 0; i < warmup; i += 1) checksum += scoreTest(norms, inputs[i % inputs.length]).composites.length;
    const samples = new Float64Array(iterations);
    for (let i = 0; i < iterations; i += 1) {
      const input = inputs[i % inputs.length];
      const t0 = performance.now();
      const result = scoreTest(norms, input);
      samples[i] = performance.now() - t0;
      checksum += result.is_at_risk_score ? 1 : 0;
    }
    const s = summary(samples);
    all.push(...samples);
    report.tools[tool] = { composites: norms.composites.length, bands: norms.bands.length, loadAndCheckNormsMs: Math.round(loadMs * 1000) / 1000, ...s };
    console.log(
      `${tool.padEnd(12)} ${norms.composites.length} composites, ${String(norms.bands.length).padStart(2)} bands: ` +
        `p50 ${s.p50Ms.toFixed(3)} ms, p95 ${s.p95Ms.toFixed(3)} ms, p99 ${s.p99Ms.toFixed(3)} ms, max ${s.maxMs.toFixed(3)} ms ` +
        `(norms load + schema check ${loadMs.toFixed(1)} ms, once)`,
    );
  }

  report.all = summary(all);
  report.checksum = checksum;
  const verdict = report.all.p95Ms < TARGET_MS ? '✔' : '✘';
  console.log(`all tools    ${report.all.calls} calls: p50 ${report.all.p50Ms.toFixed(3)} ms, p95 ${report.all.p95Ms.toFixed(3)} ms, p99 ${report.all.p99Ms.toFixed(3)} ms, max ${report.all.maxMs.toFixed(3)} ms; target < ${TARGET_MS} ms ${verdict}`);

  return {
    name: 'scoring',
    details: report,
    results: [
      figure(`scoreTest, one test (${report.all.calls.toLocaleString('en-US')} calls) p95`, report.all.p95Ms, 'ms', { target: `< ${TARGET_MS}`, pass: report.all.p95Ms < TARGET_MS }),
      figure('scoreTest p99', report.all.p99Ms, 'ms'),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
