import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, portalUrl } from './browser';
import { api, apiLogin, clickUntilShown, fillLogin, loginThroughForm, storedToken } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('login', () => {
  it('admin logs in straight to the shell without the identity picker', async () => {
    const { context, page } = await newPage(browser);
    // Watched from the start: the toast lasts 3 s, which a loaded machine can spend before a poll.
    const toast = page.getByText('登录成功').first().waitFor({ timeout: 30_000 });
    await loginThroughForm(page, 'admin', 'Admin@12345', 'avatar-menu');
    await toast;
    await page.getByTestId('avatar-menu').waitFor();
    await expect.poll(() => page.getByTestId('avatar-menu').innerText()).toContain('系统管理员');
    expect(await page.getByTestId('identity-ok').count()).toBe(0);
    expect(await page.title()).toContain('儿童语言');
    // The dark left menu shows the server's tree under main_local.
    await expect.poll(() => page.locator('.ant-menu-dark').innerText()).toContain('工作台');
    await context.close();
  });

  it("the account's language applies from the login on, the success message included", async () => {
    const { context, page } = await newPage(browser, { lang: 'en' });
    await page.goto(portalUrl() + '/');
    await expect.poll(() => page.getByTestId('login-submit').innerText()).toMatch(/log in/i);
    const toast = page.getByText('登录成功').first().waitFor({ timeout: 30_000 });
    await loginThroughForm(page, 'admin', 'Admin@12345', 'avatar-menu');
    await toast;
    expect(await page.getByText('Login successful').count()).toBe(0);
    await context.close();
  });

  it('doctor chooses institution and role in the identity picker and lands in that identity', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, 'doctor', 'Doctor@12345', 'identity-modal');
    await page.getByTestId('identity-institution').click();
    await page.locator('.ant-select-dropdown').getByText('晨曦语言康复诊所').click();
    await page.getByTestId('identity-role').click();
    await page.locator('.ant-select-dropdown:visible').getByText('评估师').click();
    await page.getByTestId('identity-ok').click();
    await page.getByTestId('avatar-menu').waitFor();
    await expect.poll(() => page.getByText('晨曦语言康复诊所').count()).toBeGreaterThan(0);
    const token = await storedToken(page);
    const { body } = await api('/api/base/user/realodToken', { token: token! });
    expect(body.data?.from_institution_name).toBe('晨曦语言康复诊所');
    expect(body.data?.from_role_mame).toBe('评估师');
    await context.close();
  });

  it('cancelling the identity picker says why, reports login failed and logs out', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, 'doctor', 'Doctor@12345', 'identity-modal');
    await page.getByTestId('identity-cancel').click();
    await expect.poll(() => page.getByText('需要选择身份和机构').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('登录失败').count()).toBeGreaterThan(0);
    await expect.poll(() => storedToken(page)).toBeNull();
    await page.getByTestId('login-submit').waitFor();
    await context.close();
  });

  it('a second login asks to log in again (310), and the first browser is logged out', async () => {
    const first = await newPage(browser);
    await loginThroughForm(first.page, 'teacher', 'Teacher@12345', 'avatar-menu');

    const second = await newPage(browser);
    await fillLogin(second.page, 'teacher', 'Teacher@12345');
    const secondConfirm = second.page.locator('.ant-modal-confirm');
    await secondConfirm.waitFor();
    expect(await secondConfirm.innerText()).toContain('该账号已在其他地方登录');
    // Seen once on a busy machine: the click on the just-opened confirm was lost (one login call).
    await clickUntilShown(second.page.getByTestId('relogin-ok'), second.page.getByTestId('avatar-menu'));

    // The first browser's next call gets 310 and it falls back to the login screen.
    await first.page.reload();
    await first.page.getByTestId('login-submit').waitFor();
    expect(await storedToken(first.page)).toBeNull();
    await first.context.close();
    await second.context.close();
  });

  it('a wrong password shows the server message and stores no token', async () => {
    const { context, page } = await newPage(browser);
    await fillLogin(page, 'teacher', 'Wrong@12345');
    await expect.poll(() => page.getByText('用户名或密码错误').count()).toBeGreaterThan(0);
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });
});

describe('forced password change', () => {
  it('a new user must change the password before using the portal, and the new one works', async () => {
    // A user of this try's own, made by the administrator (who must change the password at first
    // login, as the demo's newstaff): the change cannot be undone, so with the demo account a
    // retried test would log in with a password that no longer works.
    const admin = await apiLogin('admin', 'Admin@12345');
    const teacher = await api('/api/base/users/list?username=teacher', { method: 'GET', token: admin });
    const roleId = (teacher.body.data as unknown as Array<{ username: string; role_id: string }>).find((u) => u.username === 'teacher')!.role_id;
    const username = `fresh${Date.now().toString(36)}`;
    const added = await api('/api/base/users/add', { token: admin, body: { username, nickname: '新同事', password: 'Newstaff@12345', role_id: roleId } });
    expect(added.body.code, added.body.message).toBe(200);
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, username, 'Newstaff@12345', 'change-password-dialog');
    const dialog = page.getByTestId('change-password-dialog');
    await page.getByTestId('change-password-old').fill('Newstaff@12345');
    await page.getByTestId('change-password-new').fill('weak');
    await page.getByTestId('change-password-confirm').fill('weak');
    await page.getByTestId('change-password-submit').click();
    await expect.poll(() => page.getByText('密码须为8至32位').count()).toBeGreaterThan(0);
    await page.getByTestId('change-password-new').fill('Fresh#Start2026');
    await page.getByTestId('change-password-confirm').fill('Fresh#Start2026');
    await page.getByTestId('change-password-submit').click();
    await dialog.waitFor({ state: 'hidden' });
    const token = await storedToken(page);
    const { body } = await api('/api/base/user/realodToken', { token: token! });
    expect(body.warn_code).toBeUndefined();
    expect(await apiLogin(username, 'Fresh#Start2026')).toMatch(/.{20,}/);
    await context.close();
  });
});

describe('unauthenticated pages', () => {
  it('an unknown route shows the not-found page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl() + '/no/such/page');
    await page.getByTestId('not-found').waitFor();
    await context.close();
  });
});
