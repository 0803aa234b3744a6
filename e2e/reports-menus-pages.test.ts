// The Reports page (menu report_list) and the Menus page (system_menu), issue 9 item 6: the demo
// doctor searches the institution's reports, previews one and edits its remark; regenerating is
// offered only to a holder of the reload menu; the administrator adds, renames, moves and deletes
// a menu and the side menu follows. Screenshots (zh and en, 1366 px) under test-results/pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshots } from './answering';
import { launch, portalUrl } from './browser';
import { accountLanguageForTest, api, openAs } from './session';

let browser: Browser;
const shot = screenshots('pages');

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface ReportRow {
  _id: string;
  test_code: string;
  children_name: string;
  remark: string;
}

/** A report of a finished Dream-ITS test of the caller's institution (generated over the API when it has none yet). */
async function aReport(token: string): Promise<ReportRow> {
  const { body } = await api('/api/base/tests/list?tools_type=Dream-ITS&status=Close&pageSize=50', { method: 'GET', token });
  const tests = body.data as unknown as Array<{ _id: string; report_version: string | null }>;
  // One that already has a report first: the demo's finished tests without one are what
  // e2e/reports.test.ts needs for generating a first report.
  const test = tests.find((t) => t.report_version !== null) ?? tests[0]!;
  const made = await api(`/api/base/dreamits/report?_id=${test._id}&report_version=v1`, { method: 'GET', token });
  expect(made.body.code, made.body.message).toBe(200);
  const listed = await api(`/api/dream/report/list?pageSize=100`, { method: 'GET', token });
  const row = (listed.body.data as unknown as Array<ReportRow & { test_id: string }>).find((r) => r.test_id === test._id);
  expect(row).toBeDefined();
  return row!;
}

/** Searches by the report's test code; the row is the report's (antd keys rows by `_id`). */
async function searchCode(page: Page, report: ReportRow) {
  const search = page.getByTestId('dynamic-form-report_search');
  await search.locator('[data-testid="form-item-test_code"] input').fill(report.test_code);
  await search.getByTestId('form-submit').click();
  const rows = page.getByTestId('table-page-report_list').getByTestId('table-list').locator('tr.ant-table-row');
  // Only that test's reports are left (one per version).
  await expect.poll(async () => (await rows.allInnerTexts()).every((text) => text.includes(report.test_code)) && (await rows.count()) > 0, { timeout: 20_000 }).toBe(true);
  const row = rows.and(page.locator(`[data-row-key="${report._id}"]`));
  await row.waitFor();
  return row;
}

describe('the Reports page', () => {
  it('the doctor searches, previews a report, edits its remark and sees it after reload; no regenerate without the reload menu', async () => {
    const { page, token, close } = await openAs(browser, 'doctor', 'Doctor@12345');
    const report = await aReport(token);
    await page.goto(portalUrl() + '/module/report_list');
    let row = await searchCode(page, report);
    expect(await row.innerText()).toContain(report.children_name);
    expect(await row.getByTestId('table-row-action-report_list_regenerate').count()).toBe(0);
    await shot(page, 'reports-zh');

    await row.getByTestId('table-row-action-report_list_preview').click();
    const preview = page.getByTestId('report-row-preview');
    await preview.getByTestId('preview-screen').waitFor({ timeout: 30_000 });
    await preview.locator('[data-testid="pdfjs-page"][data-rendered="true"]').first().waitFor({ timeout: 30_000 });
    await shot(page, 'reports-preview-zh');
    await preview.getByTestId('report-row-close').click();
    await preview.waitFor({ state: 'hidden' });

    const remark = `家长已取走 ${Date.now() % 10000}`;
    await row.getByTestId('table-row-action-report_list_remark').click();
    const form = page.getByTestId('dynamic-form-report_remark_form');
    await form.locator('textarea').fill(remark);
    await form.getByTestId('form-submit').click();
    await form.waitFor({ state: 'hidden' });
    await page.reload();
    row = await searchCode(page, report);
    expect(await row.innerText()).toContain(remark.slice(0, 10));
    await close();
  });

  it('a holder of the reload menu regenerates after confirming and sees the new report', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345', { lang: 'en' });
    // The account's language decides the page's.
    await accountLanguageForTest('admin', 'Admin@12345', token, 'en');
    const report = await aReport(token);
    await page.goto(portalUrl() + '/module/report_list');
    const row = await searchCode(page, report);
    await shot(page, 'reports-en');
    await row.getByTestId('table-row-action-report_list_regenerate').click();
    await page.getByTestId('report-regenerate-confirm').waitFor();
    await page.getByTestId('report-regenerate-ok').click();
    // The new report's preview, or the message of a regenerate that failed (then named here, not a time-out).
    const previewed = page.getByTestId('report-row-preview').getByTestId('preview-screen');
    const failed = page.locator('.ant-message-error');
    await previewed.or(failed).first().waitFor({ timeout: 90_000 });
    expect(await failed.allInnerTexts()).toEqual([]);
    const listed = await api(`/api/dream/report/list?test_code=${report.test_code}`, { method: 'GET', token });
    const after = (listed.body.data as unknown as Array<{ _id: string; file_id: string }>).find((r) => r._id === report._id);
    expect(after?.file_id).not.toBe((report as unknown as { file_id: string }).file_id);
    await shot(page, 'reports-regenerated-en');
    await close();
  }, 120_000);
});

describe('the Menus page', () => {
  it('the administrator adds a menu, renames it, moves it and deletes it; the side menu follows', async () => {
    const { page, close } = await openAs(browser, 'admin', 'Admin@12345');
    await page.goto(portalUrl() + '/module/system_menu');
    await page.getByTestId('menus-tree').waitFor();
    await shot(page, 'menus-zh');

    const id = `e2e_menu_${Date.now() % 100000}`;
    await page.getByTestId('menus-node-system').click();
    await page.getByTestId('menus-add').click();
    // The side menu's alt-click editor is mounted too (hidden): act on the visible one.
    const visible = (testId: string) => page.locator(`[data-testid="${testId}"]:visible`);
    const editor = { getByTestId: visible, locator: (css: string) => page.locator(`.ant-modal:visible ${css}`), waitFor: (o: { state: 'hidden' }) => page.locator('.ant-modal:visible [data-testid="menu-editor-save"]').waitFor(o) };
    await editor.getByTestId('menu-editor-id').fill(id);
    await editor.getByTestId('menu-editor-name').fill('测试菜单');
    await editor.getByTestId('menu-editor-name-en').fill('Test menu');
    await editor.locator('input#url').fill('/e2e');
    await editor.getByTestId('menu-editor-save').click();
    await editor.waitFor({ state: 'hidden' });
    const side = page.getByTestId('side-menu');
    // The page's menu (system_menu) is under 系统管理: the route has unfolded it.
    await side.getByTestId(`menu-link-${id}`).waitFor();
    expect(await side.getByTestId(`menu-link-${id}`).innerText()).toBe('测试菜单');

    await page.getByTestId('menus-edit').click();
    await editor.getByTestId('menu-editor-name').fill('改名菜单');
    await editor.getByTestId('menu-editor-name-en').fill('Renamed menu');
    await editor.getByTestId('menu-editor-save').click();
    await editor.waitFor({ state: 'hidden' });
    await expect.poll(() => side.getByTestId(`menu-link-${id}`).innerText()).toBe('改名菜单');

    await page.getByTestId('menus-move').click();
    await page.locator('.ant-modal:visible .ant-select').click();
    // Typed into the search field itself: keystrokes sent while the modal still opened went nowhere,
    // and unfiltered, the virtual list had not rendered the wanted row.
    await page.locator('.ant-modal:visible .ant-select input').fill('(tests)');
    await page.locator('.ant-select-dropdown:visible [title="测评管理 (tests)"]').click();
    await shot(page, 'menus-move-zh');
    await page.getByTestId('menus-move-ok').click();
    // Unfolded by its arrow: the group's label is a link to the group's page.
    const testsTitle = side.getByTestId('menu-group-tests').locator('xpath=ancestor::div[contains(@class,"ant-menu-submenu-title")][1]');
    const title = (await testsTitle.boundingBox())!;
    await testsTitle.click({ position: { x: title.width - 16, y: title.height / 2 } });
    expect(new URL(page.url()).pathname).toBe('/module/system_menu');
    await expect.poll(async () => (await side.getByTestId('menu-group-tests').locator('xpath=ancestor::li[1]').getByTestId(`menu-link-${id}`).count())).toBe(1);

    await page.getByTestId('menus-delete').click();
    await page.getByTestId('menus-delete-ok').click();
    await expect.poll(() => side.getByTestId(`menu-link-${id}`).count(), { timeout: 10_000 }).toBe(0);
    await close();

    const en = await openAs(browser, 'admin', 'Admin@12345', { lang: 'en' });
    await accountLanguageForTest('admin', 'Admin@12345', en.token, 'en');
    await en.page.goto(portalUrl() + '/module/system_menu');
    await en.page.getByTestId('menus-node-system').waitFor();
    await en.page.getByTestId('menus-node-system').click();
    await shot(en.page, 'menus-en');
    await en.close();
    // Two logins, five menu edits and a language switch: over a minute on a busy machine.
  }, 120_000);
});
