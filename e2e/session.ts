// Steps a person takes on the login screen, and direct API calls for checking what was stored.
import { createHash } from 'node:crypto';
import { expect, onTestFinished } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, portalUrl } from './browser';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `here`: the login screen already shown (it returns to where the visitor was sent from). */
export async function fillLogin(page: Page, username: string, password: string, { here = false } = {}) {
  if (!here) await page.goto(portalUrl() + '/');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Logs in through the form; when an earlier test left the account logged in elsewhere, the
 * portal asks (310) whether to log in again here, and this accepts. `next` is what must appear.
 */
export async function loginThroughForm(page: Page, username: string, password: string, next: string, opts: { here?: boolean } = {}) {
  await fillLogin(page, username, password, opts);
  const relogin = page.getByTestId('relogin-ok');
  await Promise.race([page.getByTestId(next).waitFor(), relogin.waitFor()]);
  // Once seen in CI under load: the confirm stayed open after the click. Click again if it is
  // still there, and on failure say what the page showed, so an app fault stays diagnosable.
  for (let attempt = 0; attempt < 2 && (await relogin.isVisible()); attempt++) {
    await relogin.click();
    await relogin.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
  }
  try {
    await page.getByTestId(next).waitFor({ timeout: 20_000 });
  } catch (error) {
    const shown = await page.locator('.ant-message-notice, .ant-modal-confirm').allInnerTexts();
    throw new Error(`'${next}' did not appear after login as ${username}; the page showed: ${JSON.stringify(shown)}`, { cause: error });
  }
}

/** Calls the API the way the portal does; returns the parsed envelope. */
export async function api(path: string, init: { method?: string; token?: string; body?: unknown; lang?: string } = {}) {
  const res = await fetch(portalUrl() + path, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { token: init.token } : {}),
      'accept-language': init.lang ?? 'zh-CN',
    },
    body: init.body === undefined ? (init.method === 'GET' ? undefined : '{}') : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; success: boolean; data?: Record<string, unknown>; message?: string; warn_code?: number } };
}

/** The demo identity every browser test starts from, when the account has it. */
const SEEDED_IDENTITY = { institution: '星语儿童发展中心', role: '评估师' };

interface LoginData {
  token: string;
  institutionId: string;
  roleId: string;
  institution_list: Array<{ _id: string; name: string }>;
  role_list: Array<{ _id: string; name: string; institutionId: string }>;
}

/**
 * Logs in over the API (ending any other session of the account) and returns the token. An
 * account with several identities is put back in the seeded one (institution A's clinician): the
 * login tests choose another through the picker, and the server remembers that choice, so without
 * this the tests that follow them would see another institution's data depending on file order.
 */
export async function apiLogin(username: string, password: string, at = SEEDED_IDENTITY): Promise<string> {
  const { body } = await api('/api/base/user/login', { body: { username, password: sha256(password), relogin: true } });
  expect(body.code, body.message).toBe(200);
  const user = body.data as unknown as LoginData;
  const institution = user.institution_list.find((i) => i.name === at.institution);
  const role = user.role_list.find((r) => r.institutionId === institution?._id && r.name === at.role);
  if (institution && role && (user.institutionId !== institution._id || user.roleId !== role._id)) {
    const edited = await api('/api/base/user/edit', { method: 'PUT', token: user.token, body: { institutionId: institution._id, roleId: role._id } });
    expect(edited.body.code, edited.body.message).toBe(200);
  }
  return String(user.token);
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

export interface OpenedPortal {
  page: Page;
  token: string;
  close: () => Promise<void>;
}

/**
 * Opens the portal already logged in, as the portal's own auto_token start-up does (the login
 * screen itself is covered by login.test.ts). `init` runs in the page before any script.
 */
export async function openAs(
  browser: Browser,
  username: string,
  password: string,
  opts: { lang?: 'zh' | 'en'; init?: () => void } = {},
): Promise<OpenedPortal> {
  const token = await apiLogin(username, password);
  const { context, page } = await newPage(browser, opts.lang ? { lang: opts.lang } : {});
  if (opts.init) await context.addInitScript(opts.init);
  await page.goto(`${portalUrl()}/?auto_token=${encodeURIComponent(token)}`);
  await page.getByTestId('avatar-menu').waitFor();
  return { page, token, close: () => context.close() };
}

/**
 * Stores `lang` as the account's language for the running test (the portal follows it over the
 * browser's) and puts Chinese back when the test ends, pass or fail, through a new login: by then
 * the test's own token may have been superseded by another login (a call with it answers 310),
 * and a language left behind would change the pages of every test file after it.
 */
export async function accountLanguageForTest(username: string, password: string, token: string, lang: 'zh' | 'en'): Promise<void> {
  const set = await api('/api/base/user/edit', { method: 'PUT', token, body: { locale_type: lang } });
  expect(set.body.code, set.body.message).toBe(200);
  chineseAfterTest(username, password);
}

/** Puts Chinese back as the account's language when the running test ends, pass or fail (for a test that switches it on the page). */
export function chineseAfterTest(username: string, password: string): void {
  onTestFinished(async () => {
    await api('/api/base/user/edit', { method: 'PUT', token: await apiLogin(username, password), body: { locale_type: 'zh' } });
  });
}

/**
 * Closes the antd modal under `root` with its × and waits until it is gone. A click that lands
 * while the modal is still zooming in can be lost (the × moves under the pointer, and the wrap
 * keeps intercepting clicks on the page behind), so a modal still shown after a moment gets
 * another click rather than failing the next step 30 s later.
 */
export async function closeModal(page: Page, root: string): Promise<void> {
  // antd puts the test id on the modal's root, which has no size of its own: the wrap inside it is
  // what is shown, and hidden once the modal has closed.
  const shown = page.locator(`${root} .ant-modal-wrap:visible`);
  for (let attempt = 0; attempt < 4; attempt++) {
    if ((await shown.count()) === 0) return;
    await page.locator(`${root} .ant-modal-wrap:visible .ant-modal-close`).click({ timeout: 5_000 }).catch(() => undefined);
    const gone = await shown.waitFor({ state: 'hidden', timeout: 2_000 }).then(() => true, () => false);
    if (gone) return;
  }
  await shown.waitFor({ state: 'hidden', timeout: 1_000 });
}

/**
 * Clicks `target` until `shown` is visible, three times at most, then waits for `shown` as a plain
 * `waitFor` would. A click on an item of an antd popup can be lost on a busy machine while the
 * popup slides open or re-renders (the popup stays open, nothing happens); a person clicks again.
 * Stops clicking once `target` is gone (its popup closed: the click was taken).
 */
export async function clickUntilShown(target: Locator, shown: Locator): Promise<void> {
  for (let attempt = 0; attempt < 3 && !(await shown.isVisible()); attempt++) {
    if ((await target.count()) === 0) break;
    await target.click({ timeout: 5_000 }).catch(() => undefined);
    await shown.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  await shown.waitFor();
}

/** Uploads `bytes` as `name` through the portal's general upload call and answers the stored file. */
export async function uploadFile(token: string, name: string, bytes: Buffer): Promise<{ _id: string; title: string; extension: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(portalUrl() + '/api/general/upload/file', { method: 'POST', headers: { token }, body: form });
  const body = (await res.json()) as { code: number; message: string; data: { _id: string; title: string; extension: string } };
  expect(body.code, body.message).toBe(200);
  return body.data;
}
