// Real Chromium (Debian's) driven by playwright-core, one browser per test file.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { watchContext } from './failure-report';

/**
 * The server of this file's worker: files run two at a time, each worker on its own server and
 * database, so a file never sees another running file's changes.
 */
function server() {
  const servers = inject('e2eServers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]!;
}
export const portalUrl = () => server().portalUrl;
export const toolUrl = () => server().toolUrl;
/** The server's database when it is not the embedded one (empty then). */
export const databaseUrl = () => server().databaseUrl;
/** Its local Tencent SMS fake. */
export const smsUrl = () => server().smsUrl;

/** `extraArgs`: more Chromium flags for one file's browser (e.g. a fake microphone). */
export async function launch(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    // Flags the closed network of these machines needs (no background calls home).
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });
}

export async function newPage(browser: Browser, opts: { lang?: 'zh' | 'en'; phone?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: opts.phone ? { width: 390, height: 844 } : { width: 1366, height: 800 },
    locale: opts.lang === 'en' ? 'en-US' : 'zh-CN',
    isMobile: opts.phone ?? false,
  });
  watchContext(context);
  if (opts.lang) {
    const lang = opts.lang;
    await context.addInitScript((l) => {
      // The script runs in every document, the first about:blank too, which has no storage.
      if (location.protocol.startsWith('http') && !localStorage.getItem('localLang')) localStorage.setItem('localLang', l);
    }, lang);
  }
  const page = await context.newPage();
  return { context, page };
}
