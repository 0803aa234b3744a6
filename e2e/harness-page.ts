// Harness pages (e2e/harness/, e2e/training-feedback/): a small React page built with Vite for
// one test file, served at the tool site's origin by the test itself, so its calls still go to
// the real server with a real token.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { newPage, toolUrl } from './browser';

const MIME: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.mjs': 'text/javascript' };

/** Builds the harness page in `folder` into a fresh temporary directory and answers it. */
export async function buildHarness(folder: URL): Promise<string> {
  const root = fileURLToPath(folder);
  const dir = mkdtempSync(join(tmpdir(), `${basename(root)}-harness-`));
  await build({
    configFile: false,
    root,
    base: '/__e2e/',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: dir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 5000 },
  });
  return dir;
}

export function removeHarness(dir: string): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/** A page showing the harness built in `dir`, logged in with `token`, with `query` as its address's search. */
export async function openHarness(browser: Browser, dir: string, token: string, query: Record<string, string>, lang: 'zh' | 'en' = 'zh'): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, { lang });
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  await context.route(`${toolUrl()}/__e2e/**`, (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/__e2e\/?/, '') || 'index.html';
    return route.fulfill({ body: readFileSync(join(dir, path)), contentType: MIME[extname(path)] ?? 'application/octet-stream' });
  });
  await page.goto(`${toolUrl()}/__e2e/?${new URLSearchParams(query)}`);
  return { context, page };
}
