// Nothing typed is lost to a superseded session (issue 16 item 6): a clinician types an end-page
// comment on the tool site and a compass case section in the portal, another login of the same
// account ends the session, the save is refused; another user on the same device is not offered
// the text; the clinician logs in again, lands back on the same page, is offered the text,
// restores it and saves it (the stored row checked over the API).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, onTestFinished } from 'vitest';
import { screenshots } from './answering';
import { launch, newPage, portalUrl, toolUrl } from './browser';
import { api, apiLogin, loginThroughForm } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('drafts');
const get = (path: string, token: string, query: Record<string, string>) => api(`${path}?${new URLSearchParams(query)}`, { method: 'GET', token });
const draftKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draft:')));

/** The doctor logs in through the portal's form and picks the seeded identity (institution A's clinician). */
async function loginDoctor(page: Page) {
  await loginThroughForm(page, 'doctor', 'Doctor@12345', 'identity-modal', { here: true });
  await page.getByTestId('identity-institution').click();
  await page.locator('.ant-select-dropdown:visible').getByText('星语儿童发展中心').click();
  await page.getByTestId('identity-role').click();
  await page.locator('.ant-select-dropdown:visible').getByText('评估师').click();
  await page.getByTestId('identity-ok').click();
}

/** A finished Dream-IT demo test of institution A. */
async function finishedTest(token: string): Promise<{ _id: string; children_id: string }> {
  const listed = await get('/api/base/tests/list', token, { tools_type: 'Dream-IT', status: 'Close', pageSize: '20' });
  const tests = listed.body.data as unknown as Array<{ _id: string; children_id: string }>;
  expect(tests.length, 'finished Dream-IT demo tests').toBeGreaterThan(0);
  // The last of the page: the other files use the first ones.
  return tests[tests.length - 1]!;
}

const storedComments = async (token: string, id: string) => ((await get('/api/base/dreamit/v2/info', token, { _id: id })).body.data as { comments?: string | null }).comments ?? '';

describe('unsaved text survives a superseded session', () => {
  it('the tool site end page: the comment typed is offered back after logging in again, restored and saved', async () => {
    const first = await apiLogin('doctor', 'Doctor@12345');
    const test = await finishedTest(first);
    const before = await storedComments(first, test._id);
    // The demo test's comment goes back when the test ends, pass or fail (a failed try retried once).
    onTestFinished(async () => {
      const put = await api('/api/base/tests/comments', { method: 'PUT', token: await apiLogin('doctor', 'Doctor@12345'), body: { _id: test._id, comments: before } });
      expect(put.body.code, put.body.message).toBe(200);
    });
    const text = `家长反映孩子在家说话较少，测评中注意力集中 ${Date.now()}`;
    const endPath = `/dreamit/end/test/${test._id}`;

    const { context, page } = await newPage(browser, { lang: 'zh' });
    onTestFailed(() => shot(page, 'end-failure'));
    await page.goto(`${toolUrl()}${endPath}?auto_token=${encodeURIComponent(first)}`);
    await page.getByTestId('end-comments').fill(text);

    // Logged in elsewhere: this session is over, and saving is refused with the reason.
    await apiLogin('doctor', 'Doctor@12345');
    await page.getByTestId('end-comments-save').click();
    await page.locator('.ant-message-notice', { hasText: '账号已在其他地方登录，您已被下线' }).waitFor();
    await page.getByTestId('open-from-portal').waitFor();
    expect(await storedComments(await apiLogin('admin', 'Admin@12345'), test._id)).toBe(before);
    expect(await draftKeys(page)).toHaveLength(1);
    // The page says the text waits on this device, in either language.
    expect(await page.getByTestId('drafts-kept').innerText()).toContain('已暂存在本设备上');
    await page.getByTestId('language-en').click();
    await expect.poll(() => page.getByTestId('drafts-kept').innerText()).toContain('kept on this device');
    await shot(page, 'kept-after-logout-en');
    await page.getByTestId('language-zh').click();
    await expect.poll(() => page.getByTestId('drafts-kept').innerText()).toContain('已暂存在本设备上');

    // Another user on the same device opens the same page: nothing of the doctor's text.
    const admin = await apiLogin('admin', 'Admin@12345');
    await page.goto(`${toolUrl()}${endPath}?auto_token=${encodeURIComponent(admin)}`);
    await page.getByTestId('end-view').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('draft-prompt').count()).toBe(0);
    expect(await page.getByTestId('end-comments').inputValue()).toBe(before);
    expect(await draftKeys(page)).toHaveLength(1);
    // The admin's session ends too (a login elsewhere): the page asks to go through the portal.
    await apiLogin('admin', 'Admin@12345');
    await page.reload();
    await page.getByTestId('open-from-portal').waitFor();
    expect(page.url()).toContain(endPath);

    // Through the portal's login, back to the same page, where the text is offered.
    await page.getByTestId('go-to-portal').click();
    await page.waitForURL((url) => url.origin === portalUrl() && url.searchParams.get('tool_return') === endPath);
    await loginDoctor(page);
    await page.waitForURL((url) => url.origin === toolUrl() && url.pathname === endPath, { timeout: 20_000 });
    const prompt = page.getByTestId('draft-prompt');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('恢复未保存的内容');
    expect(await page.getByTestId('end-comments').inputValue()).toBe(before);
    await shot(page, 'end-comments-offered');
    await page.getByTestId('draft-restore').click();
    expect(await page.getByTestId('end-comments').inputValue()).toBe(text);
    expect(await prompt.count()).toBe(0);
    await page.getByTestId('end-comments-save').click();
    await page.locator('.ant-message-notice', { hasText: '评语已保存' }).waitFor();
    const doctor = await page.evaluate(() => localStorage.getItem('token'));
    expect(await storedComments(doctor!, test._id)).toBe(text);
    // Saved: nothing is kept any more, and reopening offers nothing.
    expect(await draftKeys(page)).toHaveLength(0);
    await page.reload();
    await page.getByTestId('end-view').waitFor();
    expect(await page.getByTestId('draft-prompt').count()).toBe(0);
    await context.close();
  }, 120_000);

  it('a compass case section: typed, refused after another login, not shown to another user, restored and saved', async () => {
    const first = await apiLogin('doctor', 'Doctor@12345');
    const child = (await finishedTest(first)).children_id;
    const added = await api('/api/compass/add', { token: first, body: { children_id: child, version: 'v1' } });
    expect(added.body.code, added.body.message).toBe(200);
    const caseId = String((added.body.data as { _id: string })._id);
    let tokenNow = first;
    const referral = () => get('/api/compass/info', tokenNow, { _id: caseId }).then((r) => (r.body.data as { edit_info: { edit_from_info: Record<string, { referral?: string }> } }).edit_info.edit_from_info.basic_info?.referral);
    const text = `30 个月时只会说几个词，家长担心 ${Date.now()}`;

    const { context, page } = await newPage(browser, { lang: 'zh' });
    onTestFailed(() => shot(page, 'compass-failure'));
    await page.goto(`${portalUrl()}/module/compass?auto_token=${encodeURIComponent(first)}`);
    const openCase = async () => {
      const row = page.locator(`tr[data-row-key="${caseId}"]`);
      await row.waitFor({ timeout: 20_000 });
      await row.getByTestId('table-row-action-compass_open_v1').click();
      const section = page.locator(`[data-testid="compass-case"][data-case-id="${caseId}"]`).getByTestId('compass-section-basic_info');
      await section.locator('[data-testid="form-item-referral"] textarea').waitFor({ timeout: 20_000 });
      return section;
    };
    let section = await openCase();
    await section.locator('[data-testid="form-item-referral"] textarea').fill(text);

    // Logged in elsewhere; saving the section is refused and the portal shows its login.
    tokenNow = await apiLogin('doctor', 'Doctor@12345');
    await section.getByTestId('form-submit').click();
    await page.getByTestId('login-submit').waitFor();
    expect(await referral()).toBeUndefined();
    expect(await draftKeys(page)).toHaveLength(1);

    // Another user logs in on this device and opens the same case: an empty section, no offer.
    await loginThroughForm(page, 'admin', 'Admin@12345', 'avatar-menu', { here: true });
    expect(new URL(page.url()).pathname).toBe('/module/compass');
    section = await openCase();
    await page.waitForTimeout(300);
    expect(await section.getByTestId('draft-prompt').count()).toBe(0);
    expect(await section.locator('[data-testid="form-item-referral"] textarea').inputValue()).toBe('');
    expect(await draftKeys(page)).toHaveLength(1);

    // The admin's session ends; the doctor logs in again and comes back to the compass page.
    await apiLogin('admin', 'Admin@12345');
    await page.reload();
    await page.getByTestId('login-submit').waitFor();
    await loginDoctor(page);
    await page.waitForURL((url) => url.pathname === '/module/compass', { timeout: 20_000 });
    section = await openCase();
    const prompt = section.getByTestId('draft-prompt');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('恢复未保存的内容');
    await shot(page, 'compass-section-offered');
    await section.getByTestId('draft-restore').click();
    expect(await section.locator('[data-testid="form-item-referral"] textarea').inputValue()).toBe(text);
    tokenNow = (await page.evaluate(() => localStorage.getItem('token')))!;
    await section.getByTestId('form-submit').click();
    await expect.poll(referral).toBe(text);
    await expect.poll(() => draftKeys(page)).toHaveLength(0);
    await context.close();
  }, 120_000);
});
