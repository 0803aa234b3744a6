import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, portalUrl } from './browser';
import { api, apiLogin, chineseAfterTest, openAs } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('main shell', () => {
  it('auto_token logs in and is removed from the address bar', async () => {
    const { page, close } = await openAs(browser, 'admin', 'Admin@12345');
    expect(page.url()).not.toContain('auto_token');
    await close();
  });

  it('menu navigation opens the module page of the chosen menu', async () => {
    const { page, close } = await openAs(browser, 'admin', 'Admin@12345');
    const menu = page.locator('.ant-menu-dark');
    await menu.getByText('测评管理').click();
    await menu.getByText('测评列表').click();
    await page.waitForURL(/\/module\/test_list$/);
    await expect.poll(() => page.locator('main, .ant-layout-content').first().innerText()).toContain('测评列表');
    await close();
  });

  it('a menu the identity does not hold shows the no-permission page', async () => {
    const { page, close } = await openAs(browser, 'admin', 'Admin@12345');
    await page.goto(portalUrl() + '/module/not_a_menu');
    await page.getByTestId('no-permission').waitFor();
    expect(await page.getByTestId('no-permission').innerText()).toContain('当前身份无相关权限');
    await page.goto(portalUrl() + '/content/module/not_a_menu');
    await page.getByTestId('no-permission').waitFor();
    await close();
  });

  it('the teacher sees only the menus of the teacher role', async () => {
    const { page, close } = await openAs(browser, 'teacher', 'Teacher@12345');
    const text = await page.locator('.ant-menu-dark').innerText();
    expect(text).toContain('语言训练');
    expect(text).not.toContain('系统管理');
    await page.goto(portalUrl() + '/module/user_mgmt');
    await page.getByTestId('no-permission').waitFor();
    await close();
  });

  it('switching language saves locale_type, reloads, and shows English', async () => {
    const { page, token, close } = await openAs(browser, 'doctor', 'Doctor@12345');
    // Chinese again afterwards, also when a step fails: the other files (and the retry) expect it.
    chineseAfterTest('doctor', 'Doctor@12345');
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('language-switch').click();
    const english = page.getByText('English', { exact: false });
    if (await english.count()) await english.first().click();
    await page.waitForLoadState('load');
    await expect.poll(() => page.locator('.ant-menu-dark').innerText(), { timeout: 15_000 }).toContain('Dashboard');
    const { body } = await api('/api/base/user/realodToken', { token });
    expect(body.data?.locale_type).toBe('en');
    await close();
  });

  it('switching institution from the avatar menu reloads the portal in the chosen identity', async () => {
    const token = await apiLogin('doctor', 'Doctor@12345');
    const { body: me } = await api('/api/base/user/realodToken', { token });
    const list = me.data?.institution_list as Array<{ _id: string; name: string }>;
    const roles = me.data?.role_list as Array<{ _id: string; institutionId: string }>;
    // Start from the first institution so the switch has somewhere to go.
    const [first, second] = list;
    await api('/api/base/user/edit', { method: 'PUT', token, body: { institutionId: first!._id, roleId: roles.find((r) => r.institutionId === first!._id)!._id } });

    const { context, page } = await newPage(browser);
    await page.goto(`${portalUrl()}/?auto_token=${encodeURIComponent(token)}`);
    await expect.poll(() => page.getByTestId('dashboard-institution').innerText()).toContain(first!.name);
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('avatar-switch-institution').click();
    await page.getByTestId('identity-institution').last().click();
    await page.locator('.ant-select-dropdown:visible').getByText(second!.name).click();
    await page.getByTestId('identity-ok').click();
    await expect.poll(() => page.getByTestId('dashboard-institution').innerText(), { timeout: 15_000 }).toContain(second!.name);
    const { body: after } = await api('/api/base/user/realodToken', { token });
    expect(after.data?.institutionId).toBe(second!._id);
    await context.close();
  });

  it('logging out clears the token, ends the session and shows the login screen', async () => {
    const { page, token, close } = await openAs(browser, 'teacher', 'Teacher@12345');
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('avatar-logout').click();
    await page.getByTestId('login-submit').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const { body } = await api('/api/base/user/realodToken', { token });
    expect(body.code).toBe(306);
    await close();
  });
});
