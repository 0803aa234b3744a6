// The children table page, driven by the menu's operate: list, search, create, edit, delete,
// and demonstration mode (no list call until the user searches).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, portalUrl } from './browser';
import { api, openAs } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const table = (page: Page) => page.getByTestId('table-list');
const rowOf = (page: Page, text: string) => table(page).locator('tr.ant-table-row', { hasText: text });

async function fillText(page: Page, scope: string, key: string, value: string) {
  const input = page.locator(`${scope} [data-testid="form-item-${key}"] input`).first();
  await input.fill(value);
}

async function fillDate(page: Page, scope: string, key: string, value: string) {
  const input = page.locator(`${scope} [data-testid="form-item-${key}"] input`).first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

describe('children table page', () => {
  it('lists, searches, creates, edits and deletes children', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345');
    await page.goto(portalUrl() + '/module/children');
    await table(page).locator('tr.ant-table-row').first().waitFor();
    expect(await table(page).locator('tr.ant-table-row').count()).toBe(10);
    expect(await page.locator('.ant-pagination-total-text').innerText()).toMatch(/共 \d+ 条/);
    // Grouped header.
    expect(await page.getByTestId('table-header-phone').innerText()).toContain('联系电话');

    // Search by name; LOV and age cells.
    await fillText(page, '[data-testid="dynamic-form-children_search"]', 'name', '王子涵');
    await page.locator('[data-testid="dynamic-form-children_search"] [data-testid="form-submit"]').click();
    await expect.poll(() => table(page).locator('tr.ant-table-row').count()).toBe(1);
    expect(await rowOf(page, '王子涵').innerText()).toContain('男');
    expect(await rowOf(page, '王子涵').innerText()).toMatch(/4岁\d+个月\d+天/);
    await fillText(page, '[data-testid="dynamic-form-children_search"]', 'name', '李欣怡');
    await page.locator('[data-testid="dynamic-form-children_search"] [data-testid="form-submit"]').click();
    // The page of the earlier search stays until the new one is in: wait for the child searched for.
    await expect.poll(() => table(page).innerText()).toContain('李欣怡');
    await expect.poll(() => table(page).locator('tr.ant-table-row').count()).toBe(1);

    // Create.
    const name = `测试儿童${Date.now() % 100000}`;
    const code = `E2E${Date.now() % 1000000}`;
    await page.getByTestId('table-create').click();
    const modal = '[data-testid="table-form-modal"]';
    await page.locator(`${modal} [data-testid="dynamic-form-children_form"]`).waitFor();
    await fillText(page, modal, 'name', name);
    await page.locator(`${modal} [data-testid="form-item-gender"]`).getByText('女').click();
    // The code before the date: Enter in the date field submits the form (a blank code is the server's to give).
    await fillText(page, modal, 'children_code', code);
    await fillDate(page, modal, 'birthday', '2021-03-04');
    await page.locator(`${modal} [data-testid="dynamic-form-children_form"]`).waitFor({ state: 'detached' });
    await page.locator('[data-testid="dynamic-form-children_search"] [data-testid="form-reset"]').click();
    await page.locator('[data-testid="dynamic-form-children_search"] [data-testid="form-submit"]').click();
    await rowOf(page, name).waitFor();
    expect(await rowOf(page, name).innerText()).toContain(code);

    // Edit: change the name.
    const renamed = `${name}改`;
    await rowOf(page, name).getByTestId('table-row-edit').click();
    await page.locator(`${modal} [data-testid="form-item-name"] input`).waitFor();
    expect(await page.locator(`${modal} [data-testid="form-item-children_code"] input`).inputValue()).toBe(code);
    await fillText(page, modal, 'name', renamed);
    await page.locator(`${modal} [data-testid="form-submit"]`).click();
    await rowOf(page, renamed).waitFor();

    const { body: listed } = await api(`/api/base/children/list?children_code=${code}`, { method: 'GET', token });
    const id = String((listed.data as unknown as Array<{ _id: string; name: string }>)[0]?._id);
    expect((listed.data as unknown as Array<{ name: string }>)[0]?.name).toBe(renamed);

    // Delete with confirmation.
    await rowOf(page, renamed).getByTestId('table-row-delete').click();
    await page.getByTestId('table-delete-ok').click();
    await rowOf(page, renamed).waitFor({ state: 'detached' });
    const { body: info } = await api(`/api/base/children/info?_id=${id}`, { method: 'GET', token });
    expect(info.success).toBe(false);
    const { body: after } = await api(`/api/base/children/list?children_code=${code}`, { method: 'GET', token });
    expect(after.data).toEqual([]);
    await close();
  });

  it('demonstration mode shows the explanation and calls the list only after a search', async () => {
    const { page, close } = await openAs(browser, 'admin', 'Admin@12345', { init: () => localStorage.setItem('switch_table_init_load', 'true') });
    const listCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/base/children/list')) listCalls.push(r.url());
    });
    await page.goto(portalUrl() + '/module/children');
    await page.getByTestId('table-demo-mode').waitFor();
    expect(await page.getByTestId('table-demo-mode').innerText()).toContain('演示模式');
    await page.locator('[data-testid="dynamic-form-children_search"] [data-testid="form-submit"]').waitFor();
    await page.waitForTimeout(500);
    expect(listCalls).toEqual([]);
    expect(await table(page).count()).toBe(0);
    await page.locator('[data-testid="dynamic-form-children_search"] [data-testid="form-submit"]').click();
    await table(page).locator('tr.ant-table-row').first().waitFor();
    expect(listCalls.length).toBe(1);
    await page.getByTestId('table-demo-mode').waitFor({ state: 'detached' });
    await close();
  });
});
