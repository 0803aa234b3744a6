// The management table pages, driven by seeded definitions: users (create, then listed) and
// institutions (the current one and its sub-institution with its status).
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
  await page.locator(`${scope} [data-testid="form-item-${key}"] input`).first().fill(value);
}

describe('management pages', () => {
  it('creates a user on the user page and lists them', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345');
    await page.goto(portalUrl() + '/module/user_mgmt');
    await rowOf(page, 'teacher').waitFor();
    expect(await rowOf(page, 'teacher').innerText()).toContain('李老师');

    const username = `e2e${Date.now() % 1_000_000}`;
    await page.getByTestId('table-create').click();
    const modal = '[data-testid="table-form-modal"]';
    await page.locator(`${modal} [data-testid="dynamic-form-user_form"]`).waitFor();
    await fillText(page, modal, 'username', username);
    await fillText(page, modal, 'nickname', '端到端用户');
    await fillText(page, modal, 'password', 'E2e@Start2024');
    await page.locator(`${modal} [data-testid="form-item-role_id"] .ant-select`).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '教师' }).first().click();
    await page.locator(`${modal} [data-testid="form-submit"]`).click();
    await page.locator(`${modal} [data-testid="dynamic-form-user_form"]`).waitFor({ state: 'detached' });
    await rowOf(page, username).waitFor();
    const text = await rowOf(page, username).innerText();
    expect(text).toContain('端到端用户');
    expect(text).toContain('教师');

    const { body } = await api(`/api/base/users/list?username=${username}`, { method: 'GET', token });
    expect((body.data as unknown as Array<{ must_change_password: boolean }>)[0]?.must_change_password).toBe(true);
    await close();
  });

  it('shows the current institution and its sub-institution with its status', async () => {
    const { page, close } = await openAs(browser, 'admin', 'Admin@12345');
    await page.goto(portalUrl() + '/module/institution_mgmt');
    const sub = rowOf(page, '东区分部');
    await sub.waitFor();
    const text = await sub.innerText();
    expect(text).toContain('星语儿童发展中心');
    await expect.poll(() => sub.innerText()).toContain('有效');
    expect(await table(page).locator('tr.ant-table-row').count()).toBe(2);
    await close();
  });
});
