// The compass case pages (issue 9 items 1–3: the case pages and the link dialog): a clinician
// writes a v2 case with inserted fields and a v1 case section by section, binds two of the
// child's reports in the link dialog, locks the case (confirmed) and the generated PDF opens in
// the preview modal; the stored case is checked over the API after each step.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshots } from './answering';
import { launch, portalUrl } from './browser';
import { accountLanguageForTest, api, apiLogin, clickUntilShown, openAs } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('compass');

/** The report path of each tool the demo tests use. */
const REPORT_PATHS: Record<string, string> = {
  'Dream-ITS': '/api/base/dreamits/report',
  'Dream-IT': '/api/base/dreamit/v2/report',
  'Dream-S-2.0': '/api/base/dreams/report',
  'Dream-C-2.0': '/api/base/dreamc/v2/report',
};

interface ListedTest {
  _id: string;
  test_code: string;
  tools_type: string;
  children_id: string;
  children_name: string;
  report_version: string | null;
}

const get = (path: string, token: string, query: Record<string, string>) => api(`${path}?${new URLSearchParams(query)}`, { method: 'GET', token });

/** A demo child with two ended tests, each given a report (rendered by the server). */
async function childWithTwoReports(token: string): Promise<{ childId: string; name: string; tests: ListedTest[] }> {
  // Ended tests (Close and ExpClose) can have reports: the demo gives some children one of each.
  const rows: ListedTest[] = [];
  for (const status of ['Close', 'ExpClose']) {
    const { body } = await get('/api/base/tests/list', token, { status, pageSize: '100' });
    expect(body.code, body.message).toBe(200);
    rows.push(...(body.data as unknown as ListedTest[]).filter((r) => REPORT_PATHS[r.tools_type]));
  }
  const byChild = new Map<string, ListedTest[]>();
  for (const row of rows) byChild.set(row.children_id, [...(byChild.get(row.children_id) ?? []), row]);
  // Children whose finished tests already have reports first (the demo seeds some): generating new
  // ones would use up the demo's finished tests without a report, which e2e/reports.test.ts needs.
  const reported = (list: ListedTest[]) => list.filter((t) => t.report_version).length;
  const candidates = [...byChild.entries()].filter(([, list]) => list.length >= 2).sort(([, a], [, b]) => reported(b) - reported(a));
  const [childId, found] = candidates[0] ?? [];
  const tests = found && [...found].sort((a, b) => Number(Boolean(b.report_version)) - Number(Boolean(a.report_version)));
  expect(childId, 'a demo child with two finished tests').toBeDefined();
  const two = tests!.slice(0, 2);
  for (const test of two) {
    const report = await get(REPORT_PATHS[test.tools_type]!, token, { _id: test._id });
    expect(report.body.code, report.body.message).toBe(200);
  }
  return { childId: childId!, name: two[0]!.children_name, tests: two };
}

async function newCase(token: string, childId: string, version: 'v1' | 'v2'): Promise<string> {
  const { body } = await api('/api/compass/add', { token, body: { children_id: childId, version } });
  expect(body.code, body.message).toBe(200);
  return String((body.data as { _id: string })._id);
}

async function caseInfo(token: string, id: string) {
  const { body } = await get('/api/compass/info', token, { _id: id });
  expect(body.code, body.message).toBe(200);
  return body.data as unknown as {
    status: string;
    link_report_ids: string[];
    report_file_id: string | null;
    edit_info: { edit_from_info: Record<string, Record<string, unknown>>; edit_complaint_info: { input_map: Record<string, { text: string }>; expectations_parents: Array<{ type: string; text: string; key: string }> } | null };
  };
}

/** Opens the case's row action on the compass page; answers the case drawer. */
async function openCase(page: Page, id: string, version: 'v1' | 'v2'): Promise<Locator> {
  await page.goto(portalUrl() + '/module/compass');
  const row = page.locator(`tr[data-row-key="${id}"]`);
  await row.waitFor({ timeout: 20_000 });
  await row.getByTestId(`table-row-action-compass_open_${version}`).click();
  const drawer = page.locator(`[data-testid="compass-case"][data-case-id="${id}"]`);
  await drawer.waitFor({ timeout: 20_000 });
  return drawer;
}

/** The link dialog: the first report of each of the two tests, then save. */
async function bindTwo(page: Page, drawer: Locator, tests: ListedTest[]) {
  await drawer.getByTestId('compass-reports-add').click();
  const dialog = page.getByTestId('compass-link');
  await dialog.waitFor();
  for (const test of tests) await dialog.getByTestId(`compass-link-test-${test.test_code}`).locator('.ant-radio-wrapper').first().click();
  await expect.poll(() => dialog.getByTestId('compass-bound-reports-table').locator('tr.ant-table-row').count()).toBe(2);
  await dialog.getByTestId('compass-link-save').click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => drawer.getByTestId('compass-bound-reports-table').locator('tr.ant-table-row').count()).toBe(2);
}

/** 'Lock and generate report': confirm, then the PDF in the preview modal. */
async function lockAndOpenPdf(page: Page, drawer: Locator) {
  await drawer.getByTestId('compass-lock').click();
  await page.getByTestId('compass-lock-ok').click();
  const modal = page.getByTestId('report-preview-modal');
  await modal.getByTestId('preview-screen').waitFor({ timeout: 60_000 });
  await modal.locator('[data-testid="pdfjs-page"][data-rendered="true"]').first().waitFor({ timeout: 60_000 });
  return modal;
}

/** The case PDF's own actions: labelled in the page's language; download saves a PDF, print loads it into a frame of its own. */
async function downloadsPdf(page: Page, scope: Locator, testId: string, printText: string, downloadText: string) {
  const print = scope.getByTestId(`${testId}-print`);
  const download = scope.getByTestId(`${testId}-download`);
  expect([(await print.innerText()).trim(), (await download.innerText()).trim()]).toEqual([printText, downloadText]);
  const saved = page.waitForEvent('download', { timeout: 30_000 });
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  // Headless Chromium crashes when a PDF frame really prints: the frame's print is counted instead,
  // once the PDF has loaded into it (the action's own load handler then calls it).
  await page.evaluate(() => {
    const w = window as unknown as { printed?: number; hooked?: boolean };
    w.printed = 0;
    if (w.hooked) return;
    w.hooked = true;
    const append = document.body.appendChild.bind(document.body);
    document.body.appendChild = <T extends Node>(node: T): T => {
      const frame = node as unknown as HTMLIFrameElement;
      if (frame.dataset?.testid === 'pdf-print-frame') {
        const load = frame.onload;
        frame.onload = (event) => {
          frame.contentWindow!.print = () => void (w.printed = (w.printed ?? 0) + 1);
          load?.call(frame, event);
        };
      }
      return append(node);
    };
  });
  await print.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed), { timeout: 20_000 }).toBe(1);
}

describe('compass case pages', () => {
  it('a v2 case: paragraphs with an inserted input and list field, two bound reports, locked and its PDF opened', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345');
    const child = await childWithTwoReports(token);
    const id = await newCase(token, child.childId, 'v2');
    const drawer = await openCase(page, id, 'v2');
    expect(await drawer.getAttribute('data-status')).toBe('Edit');

    // The template's fields: the vocabulary input and the utterance-length list.
    const language = drawer.getByTestId('compass-paragraph-language_development');
    await language.getByTestId('compass-field-ld_words').fill('20');
    await language.getByTestId('compass-field-ld_length').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '两三个词' }).click();
    // Parent expectations: typed text, the caret moved back two characters with the keyboard,
    // a new input field inserted there and filled; then the template's own field.
    const expectations = drawer.getByTestId('compass-paragraph-expectations_parents');
    const first = expectations.getByTestId('compass-text-expectations_parents-0');
    await first.fill('家长期望：每句约个字');
    await first.press('End');
    await first.press('ArrowLeft');
    await first.press('ArrowLeft');
    await drawer.getByTestId('compass-insert-input-expectations_parents').click();
    const fields = expectations.locator('input[data-testid^="compass-field-"]');
    await expect.poll(() => fields.count()).toBe(2);
    const added = fields.first();
    expect(await added.getAttribute('data-testid')).not.toBe('compass-field-ep_notes');
    await added.fill('5');
    await expectations.getByTestId('compass-field-ep_notes').fill('，多与同伴交流');
    // A list field appended to another paragraph from the insert menu.
    await drawer.getByTestId('compass-insert-lov-other_energy_development').click();
    const other = drawer.getByTestId('compass-paragraph-other_energy_development');
    // The menu's item is clicked again while nothing is inserted and the menu is still open.
    const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '陪同者' });
    await clickUntilShown(item, other.locator('.ant-select').first());
    await expect.poll(() => other.locator('.ant-select').count()).toBe(1);
    await other.locator('.ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '母亲' }).click();
    await drawer.getByTestId('compass-paragraphs-save').click();
    await expect.poll(async () => JSON.stringify((await caseInfo(token, id)).edit_info.edit_complaint_info?.input_map ?? {})).toContain('母亲');
    const stored = (await caseInfo(token, id)).edit_info.edit_complaint_info!;
    expect(stored.expectations_parents.map((p) => p.type)).toEqual(['text', 'input', 'text', 'input', 'text']);
    expect(stored.expectations_parents.filter((p) => p.type === 'text').map((p) => p.text)).toEqual(['家长期望：每句约', '个字', '。']);
    expect(stored.input_map.ld_words?.text).toBe('20');
    expect(stored.input_map.ld_length?.text).toBe('两三个词');
    expect(stored.input_map.ep_notes?.text).toBe('，多与同伴交流');

    // The 'report' assessment type shows the bound-report list; bind two reports.
    const reportToggle = drawer.getByTestId('compass-open-type-report');
    if ((await reportToggle.getAttribute('aria-checked')) !== 'true') await reportToggle.click();
    await drawer.getByTestId('compass-bound-reports').waitFor();
    await bindTwo(page, drawer, child.tests);
    expect((await caseInfo(token, id)).link_report_ids).toHaveLength(2);
    await shot(page, 'v2-edit-zh');

    const modal = await lockAndOpenPdf(page, drawer);
    await shot(page, 'v2-pdf-zh');
    const locked = await caseInfo(token, id);
    expect(['Close', 'Custom']).toContain(locked.status);
    expect(locked.report_file_id).toBeTruthy();
    // The preview after locking prints and downloads the case PDF itself.
    await downloadsPdf(page, modal, 'report-preview', '打印', '下载');
    await modal.locator('.ant-modal-close').click();
    // Locked: read-only, the toggles disabled, the paragraphs as text.
    await expect.poll(() => drawer.getAttribute('data-status')).not.toBe('Edit');
    await drawer.getByTestId('compass-locked').waitFor();
    await drawer.getByRole('tab').nth(1).click();
    expect(await drawer.getByTestId('compass-paragraph-text-language_development').innerText()).toBe('目前能说20个词，常用句长两三个词。');
    expect(await drawer.getByTestId('compass-paragraph-text-expectations_parents').innerText()).toBe('家长期望：每句约5个字，多与同伴交流。');
    // The report tab has its own print and download too.
    await drawer.getByRole('tab').first().click();
    await downloadsPdf(page, drawer.getByTestId('compass-case-report'), 'compass-report', '打印', '下载');
    await shot(page, 'v2-report-tab-zh');
    expect(await drawer.getByTestId('compass-open-type-report').isDisabled()).toBe(true);
    await close();
  });

  it('a v1 case: sections saved, two reports bound, locked and generated; in English', async () => {
    // The portal follows the user's stored language: English for this test, Chinese again after.
    await accountLanguageForTest('admin', 'Admin@12345', await apiLogin('admin', 'Admin@12345'), 'en');
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345', { lang: 'en' });
    const child = await childWithTwoReports(token);
    const id = await newCase(token, child.childId, 'v1');
    const drawer = await openCase(page, id, 'v1');
    expect(await drawer.getByTestId('compass-lock').innerText()).toBe('Lock and generate report');
    const basic = drawer.getByTestId('compass-section-basic_info');
    await basic.locator('[data-testid="form-item-referral"] textarea').fill('Few words at 30 months');
    await basic.getByTestId('form-submit').click();
    await expect.poll(async () => (await caseInfo(token, id)).edit_info.edit_from_info.basic_info?.referral).toBe('Few words at 30 months');
    const advice = drawer.getByTestId('compass-section-parental_advice');
    await advice.locator('[data-testid="form-item-advice"] textarea').fill('Read together daily');
    await advice.getByTestId('form-submit').click();
    await expect.poll(async () => (await caseInfo(token, id)).edit_info.edit_from_info.parental_advice?.advice).toBe('Read together daily');
    // The first section was kept whole when another was saved.
    expect((await caseInfo(token, id)).edit_info.edit_from_info.basic_info?.referral).toBe('Few words at 30 months');

    await bindTwo(page, drawer, child.tests);
    await shot(page, 'v1-edit-en');
    const preview = await lockAndOpenPdf(page, drawer);
    await downloadsPdf(page, preview, 'report-preview', 'Print', 'Download');
    await shot(page, 'v1-pdf-en');
    const locked = await caseInfo(token, id);
    expect(['Close', 'Custom']).toContain(locked.status);
    // A locked case refuses edits with a clear message and changes nothing.
    const refused = await api('/api/compass/update', { method: 'PUT', token, lang: 'en', body: { _id: id, edit_from_info: { parental_advice: { advice: 'changed' } } } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await caseInfo(token, id)).edit_info.edit_from_info.parental_advice?.advice).toBe('Read together daily');
    // Back on the list, the locked case offers its report instead of 'continue processing'.
    await page.keyboard.press('Escape');
    await page.goto(portalUrl() + '/module/compass');
    const row = page.locator(`tr[data-row-key="${id}"]`);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getByTestId('table-row-action-compass_open_v1').count()).toBe(0);
    expect(await row.getByTestId('table-row-action-compass_report_v1').innerText()).toBe('View report');
    // Nor does it offer delete, which a locked case refuses.
    expect(await row.getByTestId('table-row-delete').count()).toBe(0);
    await close();
  });

  it('the parents’ follow-up questionnaire opens from the page toolbar with its text; a parameter added is kept', async () => {
    const { page, token, close } = await openAs(browser, 'doctor', 'Doctor@12345');
    await page.goto(portalUrl() + '/module/compass');
    await page.getByTestId('table-action-compass_wjx').click();
    const dialog = page.getByTestId('compass-wjx');
    await dialog.waitFor();
    expect(await dialog.getByTestId('compass-wjx-content').innerText()).toContain('家长随访问卷');
    const count = await dialog.locator('[data-testid^="compass-wjx-key-"]').count();
    await dialog.getByTestId('compass-wjx-add').click();
    await dialog.getByTestId(`compass-wjx-key-${count}`).fill('channel');
    await dialog.getByTestId(`compass-wjx-value-${count}`).fill('wechat');
    await shot(page, 'wjx-zh');
    await dialog.getByTestId('compass-wjx-save').click();
    await dialog.waitFor({ state: 'hidden' });
    const stored = await get('/api/base/wjx/config/info', token, { wjx_id: 'parent_followup' });
    expect(stored.body.data).toMatchObject({ from_params: { channel: 'wechat', follow_up_days: '30' } });
    await close();
  });
});
