// Export from a configured table page: the children page's Export → Excel downloads an xlsx (a real
// Chromium download) holding every child of the applied search, as the list answers it.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, portalUrl } from './browser';
import { openAs } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('table export', () => {
  it('downloads the children of the search as an xlsx whose rows match the list', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345');
    try {
      await page.goto(portalUrl() + '/module/children');
      const rows = page.getByTestId('table-list').locator('tr.ant-table-row');
      await rows.first().waitFor();
      const search = '[data-testid="dynamic-form-children_search"]';
      await page.locator(`${search} [data-testid="form-item-gender"] .ant-select`).click();
      await page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: '女' }).click();
      await page.locator(`${search} [data-testid="form-submit"]`).click();
      await expect.poll(async () => (await rows.allInnerTexts()).every((r) => r.includes('女'))).toBe(true);

      await page.getByTestId('table-export').click();
      await page.getByTestId('table-export-xlsx').waitFor();
      await page.screenshot({ path: '/tmp/export-menu.png' });
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('table-export-xlsx').click()]);
      expect(download.suggestedFilename()).toMatch(/^儿童管理-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const file = await download.path();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const cells = (r: number) => Array.from({ length: sheet.columnCount }, (_, i) => String(sheet.getRow(r).getCell(i + 1).value ?? ''));

      const listed = await fetch(`${portalUrl()}/api/base/children/list?gender=female&pageSize=100`, { headers: { token } }).then((r) => r.json());
      expect(cells(1).slice(0, 5)).toEqual(['姓名', '性别', '出生日期', '年龄', '儿童编号']);
      const exported = Array.from({ length: sheet.rowCount - 1 }, (_, i) => cells(i + 2));
      expect(exported.map((r) => [r[0], r[1], r[4]])).toEqual(listed.data.map((c: { name: string; children_code: string }) => [c.name, '女', c.children_code]));
      expect(exported.length).toBe(listed.total);
    } finally {
      await close();
    }
  });
});
