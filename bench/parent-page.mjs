#!/usr/bin/env node
/**
 * The parent's phone pages (issue 8 'Speed'): initial JavaScript of parent.html (scripts and
 * modulepreloads, gzip; target < 150 KB), and in headless Chromium on an emulated slow phone
 * (CDP: 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown) the time from navigation to
 * the first question visible when a parent opens the questions page of a fresh link (cold
 * cache; target < 2.5 s), and tap → next render for an answer (median of 20; target < 100 ms).
 * Then (issue 16) a parent who reopens a half-answered link on the same slow phone, the tool
 * site's offline worker installed by the first visit: navigation → the first question of the page
 * the link lands on, with the network (target < 2.5 s) and without it (target < 1 s). The reopening
 * phone keeps its browser caches, as a phone that opened the link does.
 *
 * It starts the real server (embedded PostgreSQL in a temp DATA_DIR, or DATABASE_URL) with the
 * demo installation, creates a Dream-IT test as the demo doctor and takes its QR link.
 *
 *   node bench/parent-page.mjs      (env: BENCH_LOADS (default 5), CHROMIUM_PATH, BENCH_BLOCK_WORKER=1: fresh loads
 *                                    without the offline worker, for an A/B; BENCH_PROFILE=<dir>: the page's CPU
 *                                    profile of the first offline reopen, navigation → first question;
 *                                    BENCH_REOPEN_CACHE=off: reopens with the browser's caches disabled;
 *                                    BENCH_TRACE=<dir>: a Chromium trace of every offline reopen, its main thread
 *                                    split by kind of work and its waterfall printed, bench/lib/trace-split.mjs;
 *                                    BENCH_PHONE_PROFILE=disk: the reopening phone's browser profile on disk
 *                                    instead of in memory; BENCH_PLAYWRIGHT_WAIT=1: see firstQuestionMark)
 */
/* global window, document, MutationObserver, requestAnimationFrame -- used inside page.evaluate and init scripts */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { isStale } from '../scripts/build-if-stale.mjs';
import { firstQuestionMark, halfAnsweredPhone, reopen } from './lib/parent-reopen.mjs';
import { isMain, runAlone } from './lib/results.mjs';
import { printSplit, splitTrace } from './lib/trace-split.mjs';
import { slowLink } from './lib/slow-link.mjs';
import { benchServerEnv, root, startServer, stopServer } from './lib/server.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const PHONE_PROFILE = process.env.BENCH_PHONE_PROFILE ?? 'memory';
const TAPS = 20;
const TARGETS = { initialKb: 150, firstQuestionMs: 2500, tapMs: 100, reopenMs: 2500, reopenOfflineMs: 1000 };
const SLOW_PHONE = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };

const toolDist = path.join(root, 'apps/tool/dist');

/** Builds the tool site when its sources changed (the build writes the .br/.gz files the server sends). */
function ensureToolBuild() {
  const built = fs.existsSync(path.join(toolDist, 'parent.html'));
  if (built && !isStale('tool')) return;
  console.log('building the tool site…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/tool'), stdio: 'inherit' });
  if (result.status !== 0) {
    if (!built) throw new Error(`building the tool site failed (exit ${result.status})`);
    // A tree shared by several people may not build for a moment: measure the last good build, and say so.
    console.warn(`building the tool site failed (exit ${result.status}): measuring the existing apps/tool/dist`);
  }
}

/** Every script and modulepreload parent.html loads before anything lazy, gzip-compressed. */
export function parentInitialJs() {
  const html = fs.readFileSync(path.join(toolDist, 'parent.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = files.map((file) => {
    const body = fs.readFileSync(path.join(toolDist, file.replace(/^\//, '')));
    return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  return { files: sizes, gzip: sizes.reduce((sum, s) => sum + s.gzip, 0) };
}

async function call(url, pathAndQuery, { method = 'GET', token, body } = {}) {
  const res = await fetch(url + pathAndQuery, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN', ...(token ? { token } : {}) },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const envelope = await res.json();
  if (envelope.code !== 200) throw new Error(`${pathAndQuery}: ${envelope.code} ${envelope.message ?? envelope.msg}`);
  return envelope.data;
}

/** The demo doctor's token, in its first institution, and a new Dream-IT test's parent link. */
async function parentLink(url) {
  const sha = (text) => createHash('sha256').update(text).digest('hex');
  const { token } = await call(url, '/api/base/user/login', { method: 'POST', body: { username: 'doctor', password: sha('Doctor@12345'), relogin: true } });
  const me = await call(url, '/api/base/user/realodToken', { method: 'POST', token });
  if (!me.institutionId) {
    const first = me.institution_list[0]._id;
    await call(url, '/api/base/user/edit', { method: 'PUT', token, body: { institutionId: first, roleId: me.role_list.find((r) => r.institutionId === first)._id } });
  }
  const created = await call(url, '/api/base/tests/create', { method: 'POST', token, body: { tools_type: 'Dream-IT', children: { name: '测速', gender: 'male', birthday: '2024-06-01' } } });
  const qr = await call(url, `/api/base/dreamit/v2/temporary?_id=${created._id}`, { token });
  return qr.path;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A fresh phone (no cache, no storage) on the slow network and CPU. */
async function slowPhone(browser) {
  // BENCH_BLOCK_WORKER=1: the first visit without the offline worker (an A/B of what registering it costs).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'zh-CN', serviceWorkers: process.env.BENCH_BLOCK_WORKER === '1' ? 'block' : 'allow' });
  // Question audio is not what is measured here: answer it with nothing, at once.
  await context.route('**/oss/**', (route) => route.fulfill({ status: 404, body: '' }));
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid^="question-part-"]')) {
        window.__firstQuestion = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

/** ms from navigation start to the first question in the DOM (measured in the page). */
async function firstQuestion(browser, toolUrl, link) {
  const { context, page, cdp } = await slowPhone(browser);
  await page.goto(`${toolUrl}${link}/questions`, { waitUntil: 'commit' });
  const ms = await firstQuestionMark(page, cdp);
  return { ms, context, page };
}

/** Taps choices of the first question in turn; ms from the tap to the frame showing it chosen. */
async function tapToRender(page) {
  return page.evaluate(async (taps) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const part = document.querySelector('[data-testid^="question-part-"]');
    const inputs = [...part.querySelectorAll('input[data-testid^="choice-"]')];
    const times = [];
    for (let i = 0; i < taps; i++) {
      const input = inputs[i % inputs.length];
      await frame();
      const start = performance.now();
      input.click();
      await frame();
      if (!input.checked) throw new Error(`choice ${input.dataset.testid} not shown as chosen after the tap`);
      times.push(performance.now() - start);
    }
    return times;
  }, TAPS);
}

export async function run() {
  ensureToolBuild();
  const initial = parentInitialJs();
  const { dataDir, env } = await benchServerEnv();
  env.PORTAL_DEMO = '1';
  const server = await startServer(env);
  const toolUrl = `http://127.0.0.1:${env.TOOL_PORT}`;
  const launchOptions = {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  };
  const browser = await chromium.launch(launchOptions);
  // The reopening phone's browser profile on disk, as a phone's is (PHONE_PROFILE).
  const phoneDir = PHONE_PROFILE === 'disk' ? fs.mkdtempSync(path.join(os.tmpdir(), 'parent-phone-')) : null;
  try {
    const link = await parentLink(server.url);
    const loads = [];
    let taps = [];
    for (let i = 0; i < LOADS; i++) {
      const { ms, context, page } = await firstQuestion(browser, toolUrl, link);
      loads.push(ms);
      if (i === LOADS - 1) taps = await tapToRender(page);
      await context.close();
    }
    // A phone that answered half the questions before: reopened with the network, then without.
    // Through a slow link in front of the tool site (the same RTT and rates as SLOW_PHONE): the
    // worker's own requests are slowed too, which Chromium's emulation of a page's network is not.
    const slow = await slowLink(Number(env.TOOL_PORT), { rttMs: SLOW_PHONE.latency, downBytesPerS: SLOW_PHONE.downloadThroughput, upBytesPerS: SLOW_PHONE.uploadThroughput });
    const slowUrl = `http://127.0.0.1:${slow.port}`;
    const newPhone = (options) => (phoneDir ? chromium.launchPersistentContext(phoneDir, { ...launchOptions, ...options }) : browser.newContext(options));
    const half = await halfAnsweredPhone(newPhone, slowUrl, await parentLink(server.url));
    const reopened = { online: [], offline: [] };
    for (let i = 0; i < LOADS; i++) {
      for (const offline of [false, true]) {
        // BENCH_PROFILE=<dir>: the first offline reopen's page CPU profile (reopen-offline.cpuprofile).
        const profile = offline && i === 0 && process.env.BENCH_PROFILE ? path.join(process.env.BENCH_PROFILE, 'reopen-offline.cpuprofile') : undefined;
        const trace = offline && process.env.BENCH_TRACE ? path.join(process.env.BENCH_TRACE, `reopen-offline-${i + 1}.json`) : undefined;
        const one = await reopen(half.context, slowUrl, half.link, { offline, slowLink: slow, cpuRate: 4, profile, trace });
        reopened[offline ? 'offline' : 'online'].push(one);
        console.log(`  reopen ${offline ? 'offline' : 'online'} ${Math.round(one.ms)} ms: ${one.timeline}`);
        if (trace) printSplit(splitTrace(JSON.parse(fs.readFileSync(trace, 'utf8')).traceEvents, one.ms));
        if (i === 0) console.log(`  reopen ${offline ? 'offline' : 'online'}: landed on page ${one.landed + 1} of ${half.pages}; calls ${one.calls.join(', ') || 'none'}${one.probe ? `; probe ${JSON.stringify(one.probe)}` : ''}`);
      }
    }
    await half.context.close();
    await slow.close();
    const reopenMs = median(reopened.online.map((r) => r.ms));
    const reopenOfflineMs = median(reopened.offline.map((r) => r.ms));
    console.log(`  reopen online (ms): ${reopened.online.map((r) => Math.round(r.ms)).join(', ')}`);
    console.log(`  reopen caches: ${process.env.BENCH_REOPEN_CACHE === 'off' ? 'disabled (BENCH_REOPEN_CACHE=off)' : 'kept, as on a phone that opened the link before'}`);
    console.log(`  reopen offline (ms): ${reopened.offline.map((r) => Math.round(r.ms)).join(', ')}`);
    const initialKb = initial.gzip / 1024;
    const firstMs = median(loads);
    const tapMs = median(taps);
    for (const f of initial.files) console.log(`  ${f.file}  ${(f.gzip / 1024).toFixed(1)} KB gzip`);
    console.log(`  loads (ms): ${loads.map((v) => Math.round(v)).join(', ')}`);
    console.log(`  taps (ms): ${taps.map((v) => v.toFixed(1)).join(', ')}`);
    return {
      name: 'parent-page',
      details: { initial: initial.files, loads, taps, reopened, answeredPages: half.answeredPages, pages: half.pages },
      results: [
        { label: 'parent.html initial JS (gzip)', value: Number(initialKb.toFixed(1)), unit: 'KB', target: `< ${TARGETS.initialKb}`, ok: initialKb < TARGETS.initialKb },
        { label: `first question visible, slow 4G + 4× CPU (median of ${LOADS})`, value: Math.round(firstMs), unit: 'ms', target: `< ${TARGETS.firstQuestionMs}`, ok: firstMs < TARGETS.firstQuestionMs },
        { label: `tap → next render (median of ${TAPS}, 4× CPU)`, value: Number(tapMs.toFixed(1)), unit: 'ms', target: `< ${TARGETS.tapMs}`, ok: tapMs < TARGETS.tapMs },
        { label: `half-answered link reopened: first question of the landed page, slow 4G + 4× CPU (median of ${LOADS})`, value: Math.round(reopenMs), unit: 'ms', target: `< ${TARGETS.reopenMs}`, ok: reopenMs < TARGETS.reopenMs },
        { label: `… the same with the network off (median of ${LOADS})`, value: Math.round(reopenOfflineMs), unit: 'ms', target: `< ${TARGETS.reopenOfflineMs}`, ok: reopenOfflineMs < TARGETS.reopenOfflineMs },
      ],
    };
  } finally {
    await browser.close();
    await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (phoneDir) fs.rmSync(phoneDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) await runAlone(run);
