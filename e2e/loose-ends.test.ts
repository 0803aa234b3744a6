// The spec's loose ends in pages that exist (issue 16 item 7): the v2 report's regenerate action
// and report-parameters popover, info screens in a new window, menu groups linking to their
// page, the portal's /from page with the host app, /preview/{fileId}, /content/module/… and the
// plus-info redirect, and the test list's age selector with its exclusive boxes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshots } from './answering';
import { launch, newPage, portalUrl, toolUrl } from './browser';
import { accountLanguageForTest, api, openAs, type OpenedPortal } from './session';

const shot = screenshots('loose-ends');
let browser: Browser;
let admin: OpenedPortal;
let doctor: OpenedPortal;

beforeAll(async () => {
  browser = await launch();
  admin = await openAs(browser, 'admin', 'Admin@12345');
  doctor = await openAs(browser, 'doctor', 'Doctor@12345');
});

afterAll(async () => {
  await admin?.close();
  await doctor?.close();
  await browser?.close();
});

type Listed = { _id: string; test_code: string; status: string; children_name: string };
const get = async <T>(path: string, token: string): Promise<T> => (await api(path, { method: 'GET', token })).body.data as unknown as T;

async function toolPage(token: string, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, { lang: 'zh' });
  await page.goto(`${toolUrl()}${path}${path.includes('?') ? '&' : '?'}auto_token=${encodeURIComponent(token)}`);
  return { page, close: () => context.close() };
}

describe('the v2 report page', () => {
  it('offers holders of the reload menu a regenerate that makes a new report, and the report parameters; not to a clinician', async () => {
    const [test] = await get<Listed[]>('/api/base/tests/list?tools_type=Dream-IT&status=Close&pageSize=1', admin.token);
    expect(test, 'a finished Dream-IT demo test').toBeDefined();
    const { page, close } = await toolPage(admin.token, `/dreamit/report/test/${test!._id}`);
    const report = page.getByTestId('v2-report');
    await report.waitFor({ timeout: 60_000 });
    const before = await report.getAttribute('data-report-id');

    // The popover: the age and each composite's scores.
    await page.getByTestId('report-params').click();
    const params = page.getByTestId('report-params-body');
    await params.waitFor();
    expect(await params.innerText()).toMatch(/测评月龄：\d+ 个月/);
    expect(await params.innerText()).toContain('标准分');
    expect(await params.innerText()).toContain('95% 置信区间');
    await shot(page, 'v2-report-params-1366');
    await page.keyboard.press('Escape');

    await page.getByTestId('report-regenerate').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => report.getAttribute('data-report-id'), { timeout: 60_000 }).not.toBe(before);
    await page.getByText('报告已重新生成').waitFor();
    await shot(page, 'v2-report-regenerated-1366');
    await close();

    // A clinician (no reload menu): the report, no regenerate.
    const other = await toolPage(doctor.token, `/dreamit/report/test/${test!._id}`);
    await other.page.getByTestId('v2-report').waitFor({ timeout: 60_000 });
    expect(await other.page.getByTestId('report-regenerate').count()).toBe(0);
    expect(await other.page.getByTestId('report-params').count()).toBe(1);
    await other.close();
  });

  it('a finished test that is not Close (expired) has no regenerate, even for a holder', async () => {
    const [expired] = await get<Listed[]>('/api/base/tests/list?tools_type=Dream-IT&status=ExpClose&pageSize=1', admin.token);
    expect(expired, 'an expired Dream-IT demo test').toBeDefined();
    const { page, close } = await toolPage(admin.token, `/dreamit/report/test/${expired!._id}`);
    await page.getByTestId('v2-report').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('report-regenerate').count()).toBe(0);
    await close();
  });
});

describe('the portal shell', () => {
  it('opens a child’s info screen in a new window, leaving the list where it was', async () => {
    const { page } = doctor;
    await page.goto(portalUrl() + '/module/children');
    const view = page.getByTestId('table-row-view').first();
    await view.waitFor();
    const [popup] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toMatch(/^\/info\/children\/[^/]+$/);
    await popup.getByTestId('page-breadcrumb').waitFor();
    expect(new URL(page.url()).pathname).toBe('/module/children');
    await popup.close();
  });

  it('a group whose first child is an item links to its page, which lists its pages; its submenu stays', async () => {
    const { page } = doctor;
    await page.goto(portalUrl() + '/');
    const group = page.getByTestId('menu-link-tests');
    expect(await group.getAttribute('href')).toBe('/module/tests');
    await group.click();
    await page.waitForURL('**/module/tests');
    await page.getByTestId('menu-group-page-tests').waitFor();
    expect(await page.getByTestId('menu-group-card-test_list').innerText()).toContain('测评列表');
    // The submenu is open: its pages are in the side menu too.
    await page.getByTestId('side-menu').getByTestId('menu-link-test_list').waitFor();
    // An item's own items (the report list's row actions) stay out of the menu.
    expect(await page.getByTestId('side-menu').getByTestId('menu-group-report_list').count()).toBe(0);
    expect(await page.getByTestId('side-menu').getByTestId('menu-link-report_list').count()).toBe(1);
    await shot(page, 'menu-group-page-1366');
    await page.getByTestId('menu-group-card-report_list').click();
    await page.waitForURL('**/module/report_list');
  });

  it('content routes show a module or say no permission; the plus-info link goes to the tool site', async () => {
    const { page } = doctor;
    await page.goto(portalUrl() + '/content/module/children');
    await page.getByTestId('table-page-children').waitFor();
    await page.goto(portalUrl() + '/content/module/system_menu');
    expect(await page.getByTestId('no-permission').innerText()).toContain('当前身份无相关权限');
    await page.goto(portalUrl() + '/content/module/no_such_menu/42');
    await page.getByTestId('no-permission').waitFor();
    await page.goto(portalUrl() + '/content');
    await page.getByTestId('menu-group-card-children').waitFor();
    expect(await page.getByTestId('menu-group-card-children').getAttribute('href')).toBe('/content/module/children');

    const { context, page: parent } = await newPage(browser, { lang: 'zh', phone: true });
    await parent.goto(portalUrl() + '/dreamit/token/no-such-token');
    await parent.waitForURL((url) => url.origin === new URL(toolUrl()).origin && url.pathname === '/dreamit/token/no-such-token');
    await context.close();
  });

  it('/preview/{fileId} shows a stored report in the portal; an unknown id says the request failed', async () => {
    const [test] = await get<Listed[]>('/api/base/tests/list?tools_type=Dream-IT&status=Close&pageSize=1', admin.token);
    const file = await get<{ _id: string; title: string }>(`/api/base/dreamit/v2/report?_id=${test!._id}`, admin.token);
    const { page } = admin;
    await page.goto(`${portalUrl()}/preview/${file._id}`);
    await page.locator('[data-testid="pdfjs-page"][data-rendered="true"]').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('preview-title').innerText()).toBe(file.title);
    await shot(page, 'portal-preview-1366');
    await page.goto(`${portalUrl()}/preview/00000000-0000-0000-0000-000000000000`);
    await page.getByText('请求失败').waitFor();
  });
});

describe('the portal’s form page in the app’s web view', () => {
  const FORM = `portal_host_form_${Date.now()}`;
  type HostLog = Array<{ at: number; message: { type: string; params?: Record<string, unknown> } }>;

  it('answers the host’s submit with params and sends close a second after it is asked for', async () => {
    const fromItem = [{ keyName: 'contact_name', showName: '联系人', showNameEn: 'Contact', input: { type: 'text' }, rules: [{ type: 'required' }] }];
    const saved = await api('/api/system/froms/update', { method: 'PUT', token: admin.token, body: { from_name: FORM, fromItem, property: { operate_buttons: ['close', 'submit'] } } });
    expect(saved.status, saved.body.message).toBe(200);
    const { context, page } = await newPage(browser, { lang: 'zh' });
    await context.addInitScript(() => {
      const w = window as unknown as { ReactNativeWebView: { postMessage(m: string): void }; hostLog: unknown[] };
      w.hostLog = [];
      w.ReactNativeWebView = { postMessage: (m) => void w.hostLog.push({ at: Date.now(), message: JSON.parse(m) }) };
    });
    await page.goto(`${portalUrl()}/from/${FORM}?auto_token=${encodeURIComponent(doctor.token)}`);
    await page.getByTestId('from-page').waitFor();
    const hostLog = () => page.evaluate(() => (window as unknown as { hostLog: HostLog }).hostLog);
    const hostSends = (type: string) => page.evaluate((t) => window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: t }) })), type);

    // Empty: the form refuses, nothing goes to the host.
    await hostSends('submit');
    await page.locator('[data-testid="form-item-contact_name"] .ant-form-item-explain-error').waitFor();
    expect(await hostLog()).toEqual([]);
    await page.locator('input[id$="_contact_name"]').fill('林妈妈');
    await hostSends('submit');
    await expect.poll(async () => (await hostLog()).length).toBe(1);
    expect((await hostLog())[0]!.message).toEqual({ type: 'params', params: { contact_name: '林妈妈' } });

    const asked = await page.evaluate(() => Date.now());
    await page.getByTestId('form-close').click();
    await expect.poll(async () => (await hostLog()).map((m) => m.message.type)).toEqual(['params', 'close']);
    expect((await hostLog())[1]!.at - asked).toBeGreaterThanOrEqual(950);
    await context.close();
  });
});

describe('the test list’s age selector', () => {
  it('searches by an age with exclusive age and result boxes, showing what the list call answers', async () => {
    const { page } = doctor;
    await page.goto(portalUrl() + '/module/test_list');
    const search = page.getByTestId('dynamic-form-test_search');
    await search.waitFor();
    await search.getByTestId('form-age-years-age_date').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^2$/ }).click();
    const date = search.getByTestId('form-age-date-age_date');
    await date.waitFor();
    const shown = /(\d{4}-\d{2}-\d{2})/.exec(await date.innerText())![1]!;
    const expected = new Date();
    expected.setMonth(expected.getMonth() - 24);
    expect(Math.abs(new Date(shown).getTime() - expected.getTime())).toBeLessThan(3 * 86_400_000);

    // The boxes of a pair exclude each other.
    const ageBoxes = search.getByTestId('form-item-age_state');
    await ageBoxes.getByText('已满该年龄').click();
    await ageBoxes.getByText('未满该年龄').click();
    expect(await ageBoxes.locator('.ant-checkbox-checked').count()).toBe(1);
    expect(await ageBoxes.locator('.ant-checkbox-wrapper-checked').innerText()).toBe('未满该年龄');
    const resultBoxes = search.getByTestId('form-item-pass_state');
    await resultBoxes.getByText('未通过').click();
    await resultBoxes.getByText('通过', { exact: true }).click();
    expect(await resultBoxes.locator('.ant-checkbox-wrapper-checked').innerText()).toBe('通过');
    await shot(page, 'age-selector-1366');

    const answered = page.waitForResponse((r) => r.url().includes('/api/base/tests/list') && r.url().includes('age_date='));
    await search.getByTestId('form-submit').click();
    const response = await answered;
    const url = new URL(response.url());
    expect(url.searchParams.get('age_date')).toBe(shown);
    expect(url.searchParams.get('age_state')).toBe('not_age');
    expect(url.searchParams.get('pass_state')).toBe('pass');
    const body = (await response.json()) as { total: number };
    const direct = await api(`/api/base/tests/list?age_date=${shown}&age_state=not_age&pass_state=pass`, { method: 'GET', token: doctor.token });
    expect(body.total).toBe((direct.body as unknown as { total: number }).total);
    const rows = page.getByTestId('table-page-test_list').getByTestId('table-list').locator('tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(Math.min(body.total, 10));

    // Reset forgets the picked age too.
    await search.getByTestId('form-reset').click();
    await expect.poll(() => search.getByTestId('form-age-date-age_date').count()).toBe(0);
    expect(await search.getByTestId('form-item-age_date').innerText()).not.toMatch(/\b2\b/);
  });

  it('reads in English at 1366 px', async () => {
    // Last in the file: putting Chinese back logs the administrator in again.
    await accountLanguageForTest('admin', 'Admin@12345', admin.token, 'en');
    const { context, page } = await newPage(browser, { lang: 'en' });
    await page.goto(`${portalUrl()}/module/test_list?auto_token=${encodeURIComponent(admin.token)}`);
    const search = page.getByTestId('dynamic-form-test_search');
    await search.waitFor();
    await search.getByTestId('form-age-months-age_date').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^6$/ }).click();
    await search.getByTestId('form-age-date-age_date').waitFor();
    const text = await search.innerText();
    for (const label of ['Age', 'years', 'months', 'Matching birth date:', 'At least this age', 'Younger than this age', 'Passed', 'Not passed']) expect(text).toContain(label);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'age-selector-en-1366');
    await context.close();
  });
});
