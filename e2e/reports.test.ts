// The tests list and its report chooser: an administrator opens the seeded tests page, picks a
// report version of a finished test, and the report the server renders (job queue, render
// threads) is previewed in a dialog; regenerating replaces it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, portalUrl } from './browser';
import { api, openAs } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Listed {
  _id: string;
  test_code: string;
  children_name: string;
  report_version: string | null;
}

async function finishedTest(token: string): Promise<Listed> {
  const { body } = await api('/api/base/tests/list?tools_type=Dream-ITS&status=Close&pageSize=20', { method: 'GET', token });
  expect(body.code, body.message).toBe(200);
  const rows = body.data as unknown as Listed[];
  const fresh = rows.find((r) => r.report_version === null);
  expect(fresh, 'a finished Dream-ITS test without a report').toBeDefined();
  return fresh!;
}

async function reportFiles(token: string, testId: string): Promise<Array<{ _id: string; extension: string }>> {
  const { body } = await api(`/api/system/file/list?from_id=${testId}`, { method: 'GET', token });
  expect(body.code, body.message).toBe(200);
  return body.data as unknown as Array<{ _id: string; extension: string }>;
}

describe('tests list and report preview', () => {
  it('choosing a version of a finished test renders its report and previews the PDF; regenerating makes a new one', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345');
    const test = await finishedTest(token);
    await page.goto(portalUrl() + '/module/test_list');
    const table = page.getByTestId('table-page-test_list');
    // The search form narrows the list to the test (its code).
    const search = page.getByTestId('dynamic-form-test_search');
    await search.locator('[data-testid="form-item-test_code"] input').fill(test.test_code);
    await search.getByTestId('form-submit').click();
    const rows = table.getByTestId('table-list').locator('tr.ant-table-row');
    const row = rows.filter({ hasText: test.test_code });
    await row.waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await row.innerText()).toContain(test.children_name);
    expect(await row.getByTestId('cell-status-status').innerText()).toBe('已结束');

    // Institution A's Dream-ITS offers v1 and v2: one button each (2–3 versions get buttons).
    await row.getByTestId('cell-report-report-v1').click();
    const modal = page.getByTestId('report-preview-modal');
    await modal.getByTestId('preview-screen').waitFor({ timeout: 30_000 });
    // admin holds pdf_preview: the report drawn by pdf.js.
    await modal.locator('[data-testid="pdfjs-page"][data-rendered="true"]').first().waitFor({ timeout: 30_000 });
    expect(await modal.getByTestId('preview-title').innerText()).toBe(`${test.children_name}-Dream-ITS-评估报告-v1.pdf`);
    expect(Number(await modal.getByTestId('pdfjs-viewer').getAttribute('data-pages'))).toBeGreaterThanOrEqual(2);
    const first = await reportFiles(token, test._id);
    expect(first.map((f) => f.extension).sort()).toEqual(['html', 'pdf']);
    const listed = await api(`/api/base/tests/list?test_code=${test.test_code}`, { method: 'GET', token });
    expect((listed.body.data as unknown as Listed[])[0]?.report_version).toBe('v1');
    await modal.locator('.ant-modal-close').click();
    await modal.waitFor({ state: 'hidden' });

    // Regenerate (admin holds dream_reload_report): a new PDF replaces the old one.
    await row.getByTestId('cell-report-report-v1').locator('xpath=..').getByRole('button', { name: '重新生成报告' }).click();
    await modal.locator('[data-testid="pdfjs-page"][data-rendered="true"]').first().waitFor({ timeout: 30_000 });
    const second = await reportFiles(token, test._id);
    expect(second).toHaveLength(2);
    expect(second.find((f) => f.extension === 'pdf')!._id).not.toBe(first.find((f) => f.extension === 'pdf')!._id);
    await close();
  });
});
