// The portal side of taking tests (issue 8 items 1, 7): a tool's test list with its status tags,
// creating a test, the parent QR code (decoded, its token working, refreshed, downloaded), the
// test's page following a parent's answer live, and 'continue testing' opening the tool site.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, portalUrl, toolUrl } from './browser';
import { accountLanguageForTest, api, openAs } from './session';

const shots = join(new URL('..', import.meta.url).pathname, 'test-results/portal-tests');
let browser: Browser;
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.getByTestId('table-list').locator('tr.ant-table-row');
const shot = (page: Page, name: string) => page.screenshot({ path: join(shots, `${name}.png`) });

async function get(path: string, token: string, query: Record<string, string>) {
  return api(`${path}?${new URLSearchParams(query)}`, { method: 'GET', token });
}

/** The text of the QR code in an image element (drawn at its natural size for a clean read). */
async function decodeQr(image: Locator): Promise<string | null> {
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** A parent's phone: the QR token exchanged for a temporary token (temporary/verification). */
async function verifyQrToken(qrToken: string): Promise<{ code: number; temToken?: string }> {
  const res = await fetch(`${portalUrl()}/api/base/temporary/verification?tem_token=${encodeURIComponent(qrToken)}`, { headers: { 'accept-language': 'zh-CN' } });
  const body = (await res.json()) as { code: number; data?: { tem_token: string } };
  return { code: body.code, ...(body.data ? { temToken: body.data.tem_token } : {}) };
}

/** One answer synced from the parent's phone, as the tool site's parent page sends it. */
async function parentSync(temToken: string, testId: string, key: string, value: unknown, seq: number) {
  const res = await fetch(`${portalUrl()}/api/base/dreamit/v2/temporary/sync`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', temtoken: temToken },
    body: JSON.stringify({ test_id: testId, answer: { [key]: value }, change_question_key: key, is_parents: true, device_id: 'e2e-portal-phone', seq }),
  });
  return (await res.json()) as { code: number; message: string };
}

/** The first radio question of a test's main library and its first choice's value. */
async function firstRadio(token: string, testId: string): Promise<{ key: string; value: unknown }> {
  const detail = await get('/api/base/tests/detail', token, { _id: testId });
  const library = detail.body.data!.library as { question: Record<string, { type?: string; choices: Array<{ value: unknown }> }>; question_page_sort: string[][] };
  const key = library.question_page_sort.flat().find((k) => (library.question[k]!.type ?? 'radio') === 'radio')!;
  return { key, value: library.question[key]!.choices[0]!.value };
}

/**
 * The row of a test of `toolsType` in `status`, found through the list's search by its code: other
 * browser files of this server add newer tests, so the first page (newest first) may hold none.
 */
async function rowInStatus(page: Page, token: string, toolsType: string, status: string): Promise<Locator> {
  const { body } = await get('/api/base/tests/list', token, { tools_type: toolsType, status, pageSize: '1' });
  const test = (body.data as unknown as Array<{ test_code: string }>)[0];
  expect(test, `a ${toolsType} test in ${status}`).toBeDefined();
  const search = page.getByTestId('dynamic-form-tool_test_search');
  await search.locator('[data-testid="form-item-test_code"] input').fill(test!.test_code);
  await search.getByTestId('form-submit').click();
  await expect.poll(async () => (await rows(page).allInnerTexts()).map((text) => text.includes(test!.test_code))).toEqual([true]);
  return rows(page).filter({ hasText: test!.test_code });
}

describe('a tool’s test list in the portal', () => {
  it('shows the statuses, creates a test, gives its parent QR code, follows a parent’s answer live and continues testing on the tool site', async () => {
    const { page, token, close } = await openAs(browser, 'doctor', 'Doctor@12345', { lang: 'zh' });
    await page.goto(`${portalUrl()}/module/dreamit_test_list`);
    await rows(page).first().waitFor();
    // Only Dream-IT tests.
    const listed = await page.getByTestId('table-list').innerText();
    expect(listed).not.toContain('Dream-S');
    // Statuses as tags (the labels come with the list of values, which may arrive after the rows);
    // continue and QR only where they apply.
    const closed = await rowInStatus(page, token, 'Dream-IT', 'Close');
    await expect.poll(() => closed.innerText()).toContain('已结束');
    expect(await closed.getByTestId('table-row-action-dreamit_test_list_continue').count()).toBe(0);
    expect(await closed.getByTestId('table-row-action-dreamit_test_list_qrcode').count()).toBe(0);
    const parentsRow = await rowInStatus(page, token, 'Dream-IT', 'ParentsTesting');
    await expect.poll(() => parentsRow.innerText()).toContain('家长测评中');
    expect(await parentsRow.getByTestId('table-row-action-dreamit_test_list_qrcode').count()).toBe(1);
    await shot(page, 'list-zh');
    // The whole list again, newest first, for the test made next.
    await page.goto(`${portalUrl()}/module/dreamit_test_list`);
    await rows(page).first().waitFor();

    // Create a test: choose a child by name (one inside Dream-IT's 0–3 years).
    await page.getByTestId('table-action-dreamit_test_list_create').click();
    const form = page.locator('[data-testid="dynamic-form-test_create_form"]');
    await form.waitFor();
    await form.locator('[data-testid="form-item-children_id"] input').first().fill('周思琪');
    const option = page.getByTestId('child-option-XY0009');
    await option.waitFor();
    const childName = '周思琪';
    await option.click();
    await form.getByTestId('form-submit').click();
    await page.getByTestId('test-created-title').waitFor();
    expect(await page.getByTestId('test-created-text').innerText()).toMatch(/Dream-IT 测评，编号 \S+/);
    await page.waitForTimeout(400); // the modal's opening animation
    await shot(page, 'created-zh');
    // The list was reloaded under the dialog: the new test is the first row.
    await expect.poll(async () => rows(page).first().innerText()).toContain(childName);
    const testId = String(await rows(page).first().getAttribute('data-row-key'));
    expect(testId).toMatch(/^[0-9a-f-]{36}$/);

    // Its parent QR code: the tool site's parent path with a working token.
    await page.getByTestId('test-created-qrcode').click();
    const image = page.getByTestId('qr-modal-poster').or(page.getByTestId('qr-modal-image'));
    await image.waitFor();
    const linkText = await page.getByTestId('qr-modal-text').innerText();
    expect(linkText).toMatch(new RegExp(`^${toolUrl()}/dreamit/token/[A-Za-z0-9_-]+$`));
    expect(await page.getByTestId('test-qr-expiry').innerText()).toBe('30 分钟后失效');
    const plain = page.getByTestId('qr-modal-image');
    if (await plain.count()) expect(await decodeQr(plain)).toBe(linkText);
    const firstToken = linkText.split('/').pop()!;
    await shot(page, 'qr-zh');

    // Download: a PNG whose code reads the same link.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('qr-modal-download').click()]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const saved = join(shots, 'downloaded-qr.png');
    await download.saveAs(saved);
    const png = PNG.sync.read(readFileSync(saved));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(linkText);

    // Refresh: a new link; the old token no longer opens the test, the new one does.
    await page.getByTestId('test-qr-refresh').click();
    await expect.poll(() => page.getByTestId('qr-modal-text').innerText()).not.toBe(linkText);
    const refreshed = await page.getByTestId('qr-modal-text').innerText();
    const newToken = refreshed.split('/').pop()!;
    expect((await verifyQrToken(firstToken)).code).toBe(306);
    const parent = await verifyQrToken(newToken);
    expect(parent.code).toBe(200);
    await page.keyboard.press('Escape');
    await page.getByTestId('qr-modal').waitFor({ state: 'detached' });

    // Continue testing from the 'created' dialog: the tool site's ready page, logged in.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('test-created-continue').click()]);
    await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
    const opened = new URL(tab.url());
    expect(`${opened.origin}${opened.pathname}`).toBe(`${toolUrl()}/dreamit/ready/test/${testId}`);
    expect(opened.searchParams.get('auto_token') ?? (await tab.evaluate(() => localStorage.getItem('token')))).toBe(token);
    await tab.close();
    await page.getByTestId('test-created-done').click();

    // The test's page, open while the parent answers on the phone.
    await rows(page).first().getByTestId('table-row-action-dreamit_test_list_view').click();
    const detail = page.getByTestId('test-detail');
    await detail.waitFor();
    await expect.poll(() => page.getByTestId('test-detail-stream').getAttribute('data-state')).toBe('live');
    expect(await detail.getByTestId('test-status-tag').getAttribute('data-status')).toBe('Active');
    const parentsCount = detail.getByTestId('test-detail-count-parents');
    expect(await parentsCount.getAttribute('data-answered')).toBe('0');
    const total = await parentsCount.getAttribute('data-total');
    const { key, value } = await firstRadio(token, testId);
    expect(await detail.getByTestId(`test-answer-parents-${key}`).getAttribute('data-answered')).toBe('false');
    const synced = Date.now();
    const sync = await parentSync(parent.temToken!, testId, key, { value }, 1);
    expect(sync.code, sync.message).toBe(200);
    await expect.poll(() => detail.getByTestId(`test-answer-parents-${key}`).getAttribute('data-answered'), { timeout: 5000, interval: 50 }).toBe('true');
    const seenAfter = Date.now() - synced;
    expect(seenAfter, 'the parent’s answer appears within a second').toBeLessThan(1500);
    expect(await parentsCount.getAttribute('data-answered')).toBe('1');
    expect(await parentsCount.innerText()).toBe(`已答 1 / ${await parentsCount.getAttribute('data-total')} 题`);
    expect(Number(await parentsCount.getAttribute('data-total'))).toBeGreaterThanOrEqual(Number(total) - 5);
    await expect.poll(() => detail.getByTestId('test-status-tag').getAttribute('data-status')).toBe('ParentsTesting');
    expect(await detail.getByTestId('test-status-tag').innerText()).toBe('家长测评中');
    expect(await detail.getByTestId('test-detail-count-clinician').getAttribute('data-answered')).toBe('0');
    await page.waitForTimeout(300);
    await shot(page, 'detail-live-zh');
    await close();
  });

  it('in English: the list, a test’s page with a parent’s answers, the QR modal, and the server’s message when the test can no longer take a parent', async () => {
    const { page, token, close } = await openAs(browser, 'doctor', 'Doctor@12345', { lang: 'en' });
    // The user's stored language wins over the browser's: English for this test, Chinese again after.
    await accountLanguageForTest('doctor', 'Doctor@12345', token, 'en');
    await page.goto(`${portalUrl()}/module/dreamits_test_list`);
    await rows(page).first().waitFor();
    const parentsRow = await rowInStatus(page, token, 'Dream-ITS', 'ParentsTesting');
    // The status labels come with the list of values, which may arrive after the rows.
    await expect.poll(() => parentsRow.innerText()).toContain('Parent testing');
    await shot(page, 'list-en');

    await parentsRow.getByTestId('table-row-action-dreamits_test_list_view').click();
    const detail = page.getByTestId('test-detail');
    await detail.waitFor();
    const answered = Number(await detail.getByTestId('test-detail-count-parents').getAttribute('data-answered'));
    expect(answered).toBeGreaterThan(0);
    expect(await detail.getByTestId('test-detail-count-parents').innerText()).toMatch(new RegExp(`^${answered} of \\d+ answered$`));
    expect(await detail.getByTestId('test-status-tag').innerText()).toBe('Parent testing');
    await page.waitForTimeout(300);
    await shot(page, 'detail-en');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    await parentsRow.getByTestId('table-row-action-dreamits_test_list_qrcode').click();
    await page.getByTestId('test-qr-expiry').waitFor();
    expect(await page.getByTestId('test-qr-expiry').innerText()).toMatch(/^Expires after \d+ minutes$/);
    expect(await page.getByTestId('qr-modal-text').innerText()).toMatch(new RegExp(`^${toolUrl()}/dreamits/token/`));
    await page.getByTestId('qr-modal-download').waitFor();
    await shot(page, 'qr-en');
    await page.keyboard.press('Escape');
    await page.getByTestId('qr-modal').waitFor({ state: 'detached' });

    // A test the clinician has started takes no parent: the modal shows the server's message.
    const created = await api('/api/base/tests/create', { token, lang: 'en', body: { tools_type: 'Dream-ITS', children: { name: 'QR empty', gender: 'male', birthday: '2024-01-05' } } });
    expect(created.body.code, created.body.message).toBe(200);
    const testId = String(created.body.data!._id);
    // The whole list again (not the search above): the new test heads it.
    await page.goto(`${portalUrl()}/module/dreamits_test_list`);
    await rows(page).first().waitFor();
    const row = rows(page).filter({ hasText: 'QR empty' }).first();
    const { key, value } = await firstRadio(token, testId);
    const started = await api('/api/base/dreamits/sync', { token, body: { test_id: testId, answer: { [key]: { value } }, change_question_key: key } });
    expect(started.body.code, started.body.message).toBe(200);
    await row.getByTestId('table-row-action-dreamits_test_list_qrcode').click();
    await page.getByTestId('test-qr-empty').waitFor();
    expect(await page.getByTestId('test-qr-error').innerText()).toMatch(/started/i);
    await page.waitForTimeout(400);
    await shot(page, 'qr-empty-en');
    await close();
  });

  it('creates a test from the children list with one of the institution’s tools', async () => {
    const { page, token, close } = await openAs(browser, 'doctor', 'Doctor@12345', { lang: 'zh' });
    await page.goto(`${portalUrl()}/module/children`);
    const child = rows(page).first();
    await child.waitFor();
    const name = (await child.locator('td').nth(1).innerText()).trim();
    await child.getByTestId('table-row-action-children_create_test').click();
    await page.getByTestId('test-create').waitFor();
    expect(await page.getByTestId('test-create-child').innerText()).toContain(name);
    // Institution A's testing tools in effect (not Ment, a training programme, expired in the demo).
    const tools = await page.getByTestId('test-create-tools').locator('input[type=radio]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(tools.sort()).toEqual(['Dream-C-2.0', 'Dream-IT', 'Dream-ITS', 'Dream-S-2.0', 'SWAM-S']);
    await page.getByTestId('test-create-tool-Dream-S-2.0').click();
    await page.getByTestId('test-create-submit').click();
    await page.getByTestId('test-created-title').waitFor();
    expect(await page.getByTestId('test-created-text').innerText()).toContain('Dream-S-2.0');
    const list = await get('/api/base/tests/list', token, { tools_type: 'Dream-S-2.0', name });
    expect((list.body.data as unknown as Array<{ status: string }>)[0]!.status).toBe('Active');
    await page.waitForTimeout(400);
    await shot(page, 'children-create-zh');
    await close();
  });
});
