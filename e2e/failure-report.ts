/**
 * What a failed browser test leaves in the log, for each page still open: its address, the API
 * calls it is still waiting for and the last ones answered (status, the envelope's code and
 * message, how long), its console errors and navigations, and the dialogs and messages on
 * screen, with a screenshot under test-results/failures. A step that times out on CI then says
 * whether the server did not answer, answered an error, or the page went somewhere else. Pages
 * the test closed before it failed are given as they stood just before closing.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request, Response } from 'playwright-core';

interface Answered {
  at: number;
  line: string;
  response: Response | null;
}

interface Watch {
  page: Page;
  pending: Map<Request, number>;
  answered: Answered[];
  events: Answered[];
}

const watched = new Set<Watch>();
const KEEP = 12;
const t0 = Date.now();
const clock = (at = Date.now()) => `${((at - t0) / 1000).toFixed(1)}s`;

function keep<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > KEEP) list.shift();
}

const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
const pathOf = (request: Request) => {
  const url = new URL(request.url());
  return url.pathname + (url.search.length > 80 ? `${url.search.slice(0, 80)}…` : url.search);
};

function watchPage(page: Page): void {
  const watch: Watch = { page, pending: new Map(), answered: [], events: [] };
  watched.add(watch);
  page.on('close', () => watched.delete(watch));
  page.on('request', (request) => {
    if (isApi(request)) watch.pending.set(request, Date.now());
  });
  const settle = (request: Request, failure: string | null) => {
    const started = watch.pending.get(request);
    if (started === undefined) return;
    watch.pending.delete(request);
    // The browser's own timing when it has one (the events reach this process late on a busy machine).
    const { responseEnd } = request.timing();
    const took = `${Math.round(responseEnd >= 0 ? responseEnd : Date.now() - started)} ms`;
    const line = `${request.method()} ${pathOf(request)}`;
    if (failure) keep(watch.answered, { at: Date.now(), line: `${line} failed (${failure}) after ${took}`, response: null });
    else {
      // The page may close before its answer is read: the call is listed all the same.
      void request.response().then(
        (response) => keep(watch.answered, { at: Date.now(), line: `${line} → ${response?.status() ?? '?'} in ${took}`, response }),
        () => keep(watch.answered, { at: Date.now(), line: `${line} → answered in ${took} (page closed)`, response: null }),
      );
    }
  };
  page.on('requestfinished', (request) => settle(request, null));
  page.on('requestfailed', (request) => settle(request, request.failure()?.errorText ?? 'failed'));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') keep(watch.events, { at: Date.now(), line: `console ${message.type()}: ${message.text().slice(0, 300)}`, response: null });
  });
  page.on('pageerror', (error) => keep(watch.events, { at: Date.now(), line: `page error: ${error.message.slice(0, 300)}`, response: null }));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(watch.events, { at: Date.now(), line: `at ${frame.url().slice(0, 160)}`, response: null });
  });
}

/** The envelope's code and message of a JSON answer, when the page is still there to give it. */
async function envelope(response: Response | null): Promise<string> {
  if (!response || !(response.headers()['content-type'] ?? '').includes('json')) return '';
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return body && typeof body === 'object' ? ` code ${String(body.code)} ${JSON.stringify(body.message ?? '').slice(0, 120)}` : '';
  } catch {
    return '';
  }
}

async function texts(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((nodes) => nodes.filter((n) => (n as HTMLElement).offsetParent !== null).map((n) => (n as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 200)))
    .catch((): string[] => []);
}

/** One page's lines: address, calls waiting and answered, events, what is on screen. */
async function describePage({ page, pending, answered, events }: Watch, label: string): Promise<string[]> {
  const out = [`${label}: ${page.url().slice(0, 200)}`];
  for (const [request, started] of pending) out.push(`  waiting ${Date.now() - started} ms for ${request.method()} ${pathOf(request)}`);
  for (const { at, line, response } of [...answered, ...events].sort((a, b) => a.at - b.at)) out.push(`  ${clock(at)} ${line}${await envelope(response)}`);
  for (const [what, selector] of [
    ['dialog', '.ant-modal-wrap .ant-modal-title'],
    ['confirm', '.ant-modal-confirm-body'],
    ['message', '.ant-message-notice'],
    ['notification', '.ant-notification-notice'],
    ['alert', '.ant-alert'],
  ] as const) {
    for (const text of await texts(page, selector)) out.push(`  ${what} on screen: ${text}`);
  }
  return out;
}

/**
 * Pages closed during the running test, described just before they closed. Most tests close
 * their page in `finally`, which runs before the test is known to have failed: without this the
 * report of such a failure would find no page open. Text only (no screenshot): it is taken at
 * every close, passing tests too, so it must stay cheap.
 */
const closedThisTest: string[] = [];

/** Called as each test starts (failure-setup.ts). */
export function forgetClosedPages(): void {
  closedThisTest.length = 0;
}

/** Follows every page the context opens (newPage in browser.ts calls it before the first). */
export function watchContext(context: BrowserContext): void {
  context.on('page', watchPage);
  const close = context.close.bind(context);
  context.close = async (options) => {
    const pages = [...watched].filter((watch) => watch.page.context() === context);
    const described = Promise.all(pages.map((watch) => describePage(watch, `page closed by the test at ${clock()}`)));
    const lines = await Promise.race([described, new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000).unref())]).catch(() => null);
    for (const page of lines ?? []) closedThisTest.push(...page.map((line) => `  ${line}`));
    return close(options);
  };
}

/** Everything above for the pages still open, with a screenshot of each named after the test and the try, then the pages closed during the test. */
export async function describeOpenPages(testName: string, attempt: number): Promise<string> {
  const out: string[] = [];
  let n = 0;
  for (const watch of watched) {
    n += 1;
    out.push(...(await describePage(watch, `page ${n}`)));
    const dir = join(new URL('..', import.meta.url).pathname, 'test-results', 'failures');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${testName.replace(/[^\w-]+/g, '_').slice(0, 80)}-try${attempt}-page${n}.png`);
    if (await watch.page.screenshot({ path: file, timeout: 5_000 }).then(() => true, () => false)) out.push(`  screenshot: ${file}`);
  }
  if (n === 0) out.push('no page open');
  if (closedThisTest.length) out.push('closed during the test, as they were just before closing:', ...closedThisTest);
  return out.join('\n');
}
