// Both sites under their Content-Security-Policy in real Chromium: every page of the portal's menu
// (as the system administrator, who holds them all), the portal's home and login, the tool
// site's test homes, a test being taken and a parent's link on a phone load with no violation
// reported (the document's `securitypolicyviolation` events, and Chromium's console lines for
// what workers are refused), and every answer carries the headers.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, portalUrl, toolUrl } from './browser';
import { api, apiLogin } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Watched {
  context: BrowserContext;
  page: Page;
  violations: string[];
}

/** A page whose CSP violations (and refused responses without the headers) are collected. */
async function watched(opts: { phone?: boolean } = {}): Promise<Watched> {
  const { context, page } = await newPage(browser, opts);
  const violations: string[] = [];
  await context.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(`${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(portalUrl()) && !url.startsWith(toolUrl())) return;
    const headers = response.headers();
    if (!headers['content-security-policy'] || headers['x-content-type-options'] !== 'nosniff' || headers['referrer-policy'] !== 'no-referrer') {
      violations.push(`${url}: answered without the security headers`);
    }
  });
  return { context, page, violations };
}

/** Loaded and quiet: the page's calls answered (SSE-free pages only). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

interface MenuNode {
  menuId: string;
  type?: string;
  children?: MenuNode[];
}

/** Every menu of the portal's left menu (under `main_local`) that opens a page. */
function menuIds(nodes: MenuNode[], out: string[] = [], inside = false): string[] {
  for (const node of nodes) {
    const here = inside || node.menuId === 'main_local';
    if (here && node.type !== 'permission' && node.menuId !== 'main_local') out.push(node.menuId);
    menuIds(node.children ?? [], out, here);
  }
  return out;
}

async function newTest(doctor: string, name: string): Promise<string> {
  const created = await api('/api/base/tests/create', { token: doctor, body: { tools_type: 'Dream-IT', children: { name, gender: 'female', birthday: '2024-05-01' } } });
  expect(created.body.code, created.body.message).toBe(200);
  return String(created.body.data?._id);
}

describe('Content-Security-Policy in Chromium', () => {
  it('the portal: login, home and every page of the menu', async () => {
    const w = await watched();
    await w.page.goto(`${portalUrl()}/login`);
    await w.page.getByTestId('login-username').waitFor();
    const pageAnswer = await w.page.goto(`${portalUrl()}/`);
    expect(pageAnswer?.headers()['content-security-policy']).toMatch(/script-src 'self';.*frame-ancestors 'self'/);
    expect(pageAnswer?.headers()['content-security-policy']).not.toMatch(/unsafe-eval/);

    const token = await apiLogin('admin', 'Admin@12345');
    const tree = await api('/api/system/menu/infoTree', { method: 'GET', token });
    expect(tree.body.code).toBe(200);
    const ids = [...new Set(menuIds((tree.body.data as unknown as { menuTree: MenuNode[] }).menuTree))];
    expect(ids.length).toBeGreaterThan(10);
    await w.page.goto(`${portalUrl()}/?auto_token=${encodeURIComponent(token)}`);
    await w.page.getByTestId('avatar-menu').waitFor();
    await settle(w.page);
    for (const id of ids) {
      await w.page.goto(`${portalUrl()}/module/${encodeURIComponent(id)}`);
      await w.page.getByTestId('avatar-menu').waitFor();
      await settle(w.page);
    }
    await w.context.close();
    expect(w.violations).toEqual([]);
  }, 300_000);

  it('the tool site: the test homes, a test being taken, and a parent link on a phone', async () => {
    const doctor = await apiLogin('doctor', 'Doctor@12345');
    const w = await watched();
    await w.page.goto(`${toolUrl()}/dreamit?auto_token=${encodeURIComponent(doctor)}`);
    await w.page.getByTestId('create-test').waitFor();
    await settle(w.page);
    await w.page.goto(`${toolUrl()}/dreamits`);
    await settle(w.page);

    const testId = await newTest(doctor, '策略');
    await w.page.goto(`${toolUrl()}/dreamit/ready/test/${testId}`);
    await w.page.getByTestId('ready-view').waitFor();
    await w.page.getByTestId('ready-start').click();
    await w.page.getByTestId('stage-additional').waitFor();
    await settle(w.page);
    await w.context.close();

    // Another test: the one above has begun on the clinician's screen, which closes its parent link.
    const qr = await api(`/api/base/dreamit/v2/temporary?_id=${await newTest(doctor, '策略二')}`, { method: 'GET', token: doctor });
    expect(qr.body.code, qr.body.message).toBe(200);
    const phone = await watched({ phone: true });
    await phone.page.goto(toolUrl() + String(qr.body.data?.path));
    await phone.page.getByTestId('ready-page').waitFor();
    await phone.page.getByTestId('ready-confirm').click();
    await phone.page.getByTestId('form-dream_it_info_additional_from').waitFor();
    await settle(phone.page);
    await phone.context.close();
    expect([...w.violations, ...phone.violations]).toEqual([]);
  }, 180_000);
});
