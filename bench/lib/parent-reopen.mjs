// A parent who reopens a half-answered link (issue 16 'Speed'), for bench/parent-page.mjs: a phone
// that opened the link before (the tool site's offline worker installed, its test view kept) and
// answered the first half of the pages, then reopens the link on the slow phone, with the network
// and without it. Measured: navigation → the first question of the page the link lands on.
/* global window, document, MutationObserver -- used inside page.evaluate and init scripts */
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { TRACE_CATEGORIES } from './trace-split.mjs';

/** Marks the first question part in the DOM (ms since navigation start, in the page). */
const markFirstQuestion = () => {
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid^="question-part-"]')) {
      window.__firstQuestion = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

/**
 * Waits for the mark of `markFirstQuestion` and returns it (ms since navigation), asking through
 * CDP: Playwright's waitForFunction first compiles and runs its own injected script in the page,
 * on the page's thread, inside the time measured (about 90 ms of a 4× slower CPU in a trace).
 * BENCH_PLAYWRIGHT_WAIT=1 waits as before 2026-11-27 10:30, for comparing with earlier figures.
 */
export async function firstQuestionMark(page, cdp) {
  if (process.env.BENCH_PLAYWRIGHT_WAIT === '1') {
    await page.waitForFunction(() => window.__firstQuestion !== undefined, null, { timeout: 30_000, polling: 50 });
    return page.evaluate(() => window.__firstQuestion);
  }
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window.__firstQuestion ?? null', returnByValue: true }).catch(() => ({ result: {} }));
    if (typeof result.value === 'number') return result.value;
    if (Date.now() > deadline) throw new Error('no question within 30 s');
    await sleep(50);
  }
}

/** Answers every unanswered part of the page shown (first choice, first receptive mark, first item). */
async function answerPage(page) {
  await page.evaluate(() => {
    for (const part of document.querySelectorAll('[data-testid^="question-part-"]')) {
      if (part.querySelector('input:checked')) continue;
      const input = ['[data-testid^="choice-"]', '[data-testid$="-receptive"]', '[data-testid^="item-"]'].map((s) => part.querySelector(s)).find(Boolean);
      input?.click();
    }
  });
}

/**
 * The link opened once on a fast network: the worker in control, the test view kept, half the
 * pages answered and sent. `newContext(options)` makes the phone's browser context.
 */
export async function halfAnsweredPhone(newContext, toolUrl, link) {
  const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'zh-CN' });
  // Question audio is not what is measured here: answer it with nothing, at once.
  await context.route('**/oss/**', (route) => route.fulfill({ status: 404, body: '' }));
  await context.addInitScript(markFirstQuestion);
  const page = await context.newPage();
  await page.goto(`${toolUrl}${link}/questions`);
  await page.waitForSelector('[data-testid="questions-page"]');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  const pages = Number((await page.getByTestId('page-of').innerText()).match(/(\d+)\D*$/)[1]);
  const half = Math.floor(pages / 2);
  for (let i = 0; i < half; i++) {
    await answerPage(page);
    await page.waitForFunction(() => !document.querySelector('[data-testid="next"]')?.disabled, null, { timeout: 30_000 });
    await page.getByTestId('next').click();
    await page.waitForFunction((n) => document.querySelector('[data-testid="questions-page"]')?.dataset.page !== String(n), i, { timeout: 10_000 });
  }
  // Every answer sent (nothing waits on the phone), the worker's copy of the test brought up to date.
  await sleep(2000);
  if ((await page.getByTestId('waiting-banner').count()) > 0) throw new Error('answers still waiting after the setup');
  const landed = await page.getByTestId('questions-page').getAttribute('data-page');
  await page.close();
  return { context, link, answeredPages: half, pages, lastPage: Number(landed) };
}

/** Ends a CDP trace and reads it (a JSON object with `traceEvents`). */
async function endTrace(cdp) {
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  const chunks = [];
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream });
    chunks.push(Buffer.from(data, base64Encoded ? 'base64' : 'utf8'));
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  return Buffer.concat(chunks);
}

/**
 * One reopen of the link on the slow phone: a new tab, the worker stopped first (a phone reopening
 * a tab later starts it again), then navigation → first question. `offline`: the network is off.
 * The network's slowness comes from `link` (bench/lib/slow-link.mjs, in front of the server) so
 * that the worker's own requests are slowed too; the page's CPU from Chromium's emulation.
 */
export async function reopen(context, toolUrl, link, { offline, slowLink, cpuRate, profile, trace }) {
  await context.setOffline(offline);
  slowLink.slow(true);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.send('Network.enable');
  // A phone that opened the link before keeps its browser caches. BENCH_REOPEN_CACHE=off measures a
  // phone whose browser dropped its caches but kept the worker's storage, the figure recorded before
  // 2026-11-27 08:30. (A trace shows no V8 code cache consumed for the module scripts the worker
  // answers from its cache, kept caches or not, on a profile in memory or on disk: Chromium 156.)
  if (process.env.BENCH_REOPEN_CACHE === 'off') await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  // `profile`: a file the page's CPU profile from navigation to the first question is written to.
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  // `trace`: a file the Chromium trace of the reopen is written to (bench/lib/trace-split.mjs reads it).
  if (trace) await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', categories: TRACE_CATEGORIES.join(',') });
  await page.goto(`${toolUrl}${link}`, { waitUntil: 'commit' });
  const ms = await firstQuestionMark(page, cdp);
  if (profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  if (trace) writeFileSync(trace, await endTrace(cdp));
  const landed = Number(await page.getByTestId('questions-page').getAttribute('data-page'));
  // Where the time went: the page from the worker, its scripts, the calls (ms since navigation).
  const timeline = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const files = performance
      .getEntriesByType('resource')
      .filter((e) => /\/(assets|api)\//.test(e.name))
      .map((e) => `${new URL(e.name).pathname.replace(/^\/assets\//, '').replace(/^\/api\/base\/dreamit\/v2\//, '')}@${Math.round(e.responseEnd)}`);
    return `worker ${Math.round(nav.workerStart)}, page ${Math.round(nav.responseEnd)}, DOMContentLoaded ${Math.round(nav.domContentLoadedEventEnd)}; ${files.join(' ')}`;
  });
  const calls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/'))
      .map((e) => `${new URL(e.name).pathname} ${Math.round(e.duration)} ms`),
  );
  // How the worker's own network requests fare under the page's emulated network: a call that
  // passes the worker by (/api/version) against one it fetches itself (the kept test view).
  const probe = offline
    ? null
    : await page.evaluate(async () => {
        const time = async (url, init) => {
          const start = performance.now();
          const body = await (await fetch(url, init)).text();
          return { ms: Math.round(performance.now() - start), bytes: body.length };
        };
        const info = performance.getEntriesByType('resource').find((e) => e.name.includes('/temporary/info'));
        const headers = { temtoken: localStorage.getItem('temporary_token') ?? '' };
        return { direct: await time('/api/version'), throughWorker: info ? await time(info.name.replace(/([?&])_=[^&]*/, '$1_=probe'), { headers }) : null };
      });
  await page.close();
  slowLink.slow(false);
  await context.setOffline(false);
  return { ms, landed, calls, probe, timeline };
}
