// The audit page: an institution admin changes a child, opens System › Audit log, filters by child and
// action, and sees their change in the screen's words (zh), never table or column names.
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

describe('audit log page', () => {
  it('shows an admin the change they made, filtered by child and action', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345');
    try {
      const name = `审计${Date.now().toString(36).slice(-5)}`;
      const added = await api('/api/base/children/add', { token, body: { name, gender: 'female', birthday: '2022-03-04', children_code: `E2E-${name}` } });
      expect(added.body.code, added.body.message).toBe(200);
      const changed = await api('/api/base/children/update', { method: 'PUT', token, body: { _id: added.body.data!._id, mrn_code: 'MRN-E2E' } });
      expect(changed.body.code, changed.body.message).toBe(200);

      await page.goto(portalUrl() + '/module/audit_log');
      const rows = page.getByTestId('table-list').locator('tr.ant-table-row');
      await rows.first().waitFor();
      await expect.poll(() => page.locator('.ant-menu-item-selected').innerText()).toContain('审计日志');
      const search = '[data-testid="dynamic-form-audit_search"]';
      await page.locator(`${search} [data-testid="form-item-child"] input`).fill(name);
      await page.locator(`${search} [data-testid="form-item-action"] .ant-select`).click();
      await page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: /^修改$/ }).click();
      await page.locator(`${search} [data-testid="form-submit"]`).click();
      await expect.poll(async () => (await rows.allInnerTexts()).length).toBe(1);
      const text = await rows.first().innerText();
      expect(text).toContain('修改');
      expect(text).toContain('儿童');
      expect(text).toContain(name);
      expect(text).toContain('病历号: （空） → MRN-E2E');
      expect(text).toContain('系统管理员 (admin)');
      expect(text).not.toMatch(/mrn_code|children|update/);
      await expect.poll(() => page.getByTestId('table-export').isVisible()).toBe(true);
    } finally {
      await close();
    }
  });
});
