#!/usr/bin/env node
/* global window, document */
/**
 * Form renderer benchmark: a generated 300-item definition with 100 rely rules, rendered by
 * DynamicForm and, as the baseline, the same form written directly with antd Form. Headless
 * Chromium (playwright-core, /usr/bin/chromium) loads a production Vite build of
 * bench/form-render/ and reports first render (render call → second frame, on a page that has
 * already rendered the antd components once, as the portal has) and, per keystroke, the main
 * thread's work (handlers, React, and the next frame's style/layout/paint) and the latency to the
 * next frame, typing into a plain field and into a field five items depend on. The fields are
 * reached by scrolling, as a user does. Targets: first render < 150 ms, keystroke < 16 ms, within
 * 1.5x the baseline.
 *
 *   node bench/form-render.mjs      (env: BENCH_RUNS, default 5 page loads per implementation;
 *                                    BENCH_COLD=1 skips the warm-up render)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { figure, isMain, runAlone } from './lib/results.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const cold = process.env.BENCH_COLD === '1' ? '&warm=0' : '';
export async function run() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-render-'));
  await build({ root: path.join(here, 'form-render'), plugins: [react()], logLevel: 'warn', build: { outDir, emptyOutDir: true } });

  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const file = path.join(outDir, decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '') || 'index.html');
    if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}/index.html`;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });

  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const p95 = (list) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * 0.95))];
  const round = (n) => Math.round(n * 10) / 10;

  /**
   * Brings a field into view the way a user does, by scrolling to it, and waits for its input:
   * a windowed form mounts it only then (the cell is `form-item-<key>`; the baseline has no cell).
   */
  async function reach(page, id) {
    await page.evaluate((key) => (document.querySelector(`[data-testid="form-item-${key}"]`) ?? document.getElementById(key))?.scrollIntoView({ block: 'center' }), id);
    await page.waitForSelector(`#${id}`, { timeout: 5000 });
  }

  async function measure(impl) {
    const first = [];
    const plain = [];
    const trigger = [];
    let checks = null;
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      await page.goto(`${base}?impl=${impl}${cold}`);
      await page.waitForFunction(() => window.__bench?.firstRender !== undefined, null, { timeout: 30000 });
      first.push(await page.evaluate(() => window.__bench.firstRender));
      await page.waitForTimeout(200);
      await reach(page, 'f250');
      await page.waitForTimeout(300);
      await page.click('#f250');
      await page.evaluate(() => (window.__bench.keys = []));
      await page.keyboard.type('abcdefghijklmnopqrst', { delay: 30 });
      plain.push(...(await page.evaluate(() => window.__bench.keys)));
      // t0 has five dependents: typing 'hide' removes them, the next character brings them back.
      await reach(page, 't0');
      await page.waitForTimeout(300);
      await page.click('#t0');
      await page.evaluate(() => (window.__bench.keys = []));
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.type('hide', { delay: 30 });
        await page.keyboard.type('x', { delay: 30 });
        for (let k = 0; k < 5; k += 1) await page.keyboard.press('Backspace', { delay: 30 });
      }
      trigger.push(...(await page.evaluate(() => window.__bench.keys)));
      if (impl === 'dynamic' && run === 0) {
        // Behaviour check in a real browser: 'hide' removes the dependents (their cells go), submit
        // checks the items outside the window too, then sends pruned values.
        const cells = () => page.evaluate(() => ['f20', 'f40', 'f60'].map((id) => !!document.querySelector(`[data-testid="form-item-${id}"]`)));
        await page.fill('#t0', 'hide');
        const removed = (await cells()).every((present) => !present);
        await page.fill('#t0', 'shown');
        const back = (await cells()).every((present) => present);
        const required = ['f25', 'f50', 'f75', 'f100', 'f125', 'f150', 'f175', 'f200', 'f225', 'f250', 'f275'];
        for (const id of required.slice(0, -1)) {
          await reach(page, id);
          await page.fill(`#${id}`, '1');
        }
        // f275 is still empty and far from the window: submit must refuse and show its message.
        await reach(page, 't0');
        const started = await page.evaluate(() => performance.now());
        await page.click('[data-testid="form-submit"]');
        await page.waitForSelector('#f275_help', { timeout: 5000 }).catch(() => undefined);
        const refusedMs = (await page.evaluate(() => performance.now())) - started;
        const refusedFar = (await page.evaluate(() => document.getElementById('f275_help')?.textContent ?? null)) !== null && (await page.evaluate(() => window.__bench.submitted === undefined));
        await page.fill('#f275', '1');
        await reach(page, 't0');
        await page.click('[data-testid="form-submit"]');
        await page.waitForFunction(() => window.__bench.submitted !== undefined, null, { timeout: 5000 }).catch(() => undefined);
        const submitted = await page.evaluate(() => window.__bench.submitted ?? null);
        checks = { removedOnHide: removed, backOnChange: back, refusedFarEmptyField: refusedFar, refuseMs: round(refusedMs), submittedKeys: submitted ? Object.keys(submitted).sort() : null };
      }
      await page.close();
    }
    return { first, plain, trigger, checks };
  }

  const results = {};
  for (const impl of ['baseline', 'dynamic']) results[impl] = await measure(impl);
  await browser.close();
  server.close();
  fs.rmSync(outDir, { recursive: true, force: true });

  const rows = [];
  for (const [impl, r] of Object.entries(results)) {
    const work = (list) => list.map((key) => key.work);
    const latency = (list) => list.map((key) => key.latency);
    rows.push({
      impl,
      firstRenderMedianMs: round(median(r.first)),
      firstRenderMaxMs: round(Math.max(...r.first)),
      keyPlainWorkMedianMs: round(median(work(r.plain))),
      keyPlainWorkP95Ms: round(p95(work(r.plain))),
      keyTriggerWorkMedianMs: round(median(work(r.trigger))),
      keyTriggerWorkP95Ms: round(p95(work(r.trigger))),
      keyLatencyMedianMs: round(median(latency([...r.plain, ...r.trigger]))),
      keyLatencyP95Ms: round(p95(latency([...r.plain, ...r.trigger]))),
    });
  }
  console.table(rows);
  const [b, d] = rows;
  const ratio = (x, y) => round(x / y);
  console.log(`first render: ${d.firstRenderMedianMs} ms (target < 150), ${ratio(d.firstRenderMedianMs, b.firstRenderMedianMs)}x baseline`);
  console.log(`keystroke work p95: plain ${d.keyPlainWorkP95Ms} ms, dependent-toggling ${d.keyTriggerWorkP95Ms} ms (target < 16); ${ratio(d.keyPlainWorkP95Ms, b.keyPlainWorkP95Ms)}x / ${ratio(d.keyTriggerWorkP95Ms, b.keyTriggerWorkP95Ms)}x baseline`);
  console.log(`keystroke to next frame (includes the vsync wait): median ${d.keyLatencyMedianMs} ms, p95 ${d.keyLatencyP95Ms} ms; baseline ${b.keyLatencyMedianMs} / ${b.keyLatencyP95Ms} ms`);
  console.log('behaviour checks (dynamic):', JSON.stringify(results.dynamic.checks));
  const r = (value) => Math.round(value * 100) / 100;
  return {
    name: 'form-render',
    details: { runs, rows, checks: results.dynamic.checks },
    results: [
      figure('DynamicForm first render (median)', d.firstRenderMedianMs, 'ms', { target: '< 150', pass: d.firstRenderMedianMs < 150, baseline: b.firstRenderMedianMs, ratioTarget: '≤ 1.5', ratioPass: (x) => x <= 1.5 }),
      figure('DynamicForm keystroke work p95, plain', d.keyPlainWorkP95Ms, 'ms', { target: '< 16', pass: d.keyPlainWorkP95Ms < 16, baseline: b.keyPlainWorkP95Ms, ratioTarget: '≤ 1.5', ratioPass: (x) => x <= 1.5 }),
      figure('DynamicForm keystroke work p95, dependents', d.keyTriggerWorkP95Ms, 'ms', { target: '< 16', pass: d.keyTriggerWorkP95Ms < 16, baseline: b.keyTriggerWorkP95Ms, ratioTarget: '≤ 1.5', ratioPass: (x) => x <= 1.5 }),
      figure('DynamicForm keystroke work median', r(d.keyPlainWorkMedianMs), 'ms', { baseline: b.keyPlainWorkMedianMs }),
      figure('behaviour checks (hide, show, far required, submit)', results.dynamic.checks && results.dynamic.checks.removedOnHide && results.dynamic.checks.backOnChange && results.dynamic.checks.refusedFarEmptyField ? 'pass' : 'FAIL', '', { target: 'pass', pass: results.dynamic.checks?.removedOnHide && results.dynamic.checks?.backOnChange && results.dynamic.checks?.refusedFarEmptyField }),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
