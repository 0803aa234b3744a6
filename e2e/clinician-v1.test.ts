// The clinician's whole Dream-ITS (v1) flow on the tool site (issue 8 items 2, 5, 11): opened with
// the portal's auto_token on an Active test it creates, answers synced one by one, a reload half-way
// keeps them, a submission with gaps lists them, the full submission leads to the report, and
// the review of flagged items lists what the report flagged. Screenshots at 1366 px and a tablet.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, answerParts, clinician, screenshots, synced } from './answering';
import { launch, newPage, toolUrl } from './browser';
import { api, apiLogin } from './session';

const shot = screenshots('clinician-v1');
let browser: Browser;
let doctor: string;
let get: Awaited<ReturnType<typeof clinician>>['get'];

/** A birthday that many months before today, so the child stays inside Dream-ITS's ages. */
const monthsAgo = (months: number) => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
};

/** A fresh Dream-ITS test of its own: the demo's Active ones belong to other stories (an early-screening record's, for one). */
async function activeScreeningTest(): Promise<{ _id: string; test_code: string }> {
  const { body } = await api('/api/base/tests/create', { token: doctor, body: { tools_type: 'Dream-ITS', children: { name: '小禾', gender: 'female', birthday: monthsAgo(20) } } });
  expect(body.code, body.message).toBe(200);
  const created = body.data as { _id: string; test_code: string };
  expect(created.test_code).toBeTruthy();
  return created;
}

beforeAll(async () => {
  browser = await launch();
  ({ token: doctor, get } = await clinician());
});

afterAll(async () => {
  await browser?.close();
});

describe('clinician Dream-ITS flow', () => {
  it('answers a new test with a reload half-way, submits, sees the report and reviews flagged items', { timeout: 180_000 }, async () => {
    const test = await activeScreeningTest();
    const { context, page } = await newPage(browser, { lang: 'zh' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const syncs: string[] = [];
    page.on('request', (r) => r.url().includes('/api/base/dreamits/sync') && syncs.push(r.postData() ?? ''));

    // Opened from the portal: the login token rides along as auto_token and leaves the address bar.
    await page.goto(`${toolUrl()}/dreamits/dreamits_testing/test/${test._id}?auto_token=${encodeURIComponent(doctor)}`);
    await page.getByTestId('screening-form').waitFor();
    expect(page.url()).not.toContain('auto_token');
    expect(await page.getByTestId('test-code').innerText()).toContain(test.test_code);
    await expect.poll(() => page.getByTestId('version-label').innerText()).toContain('2.4.2');
    expect(await page.getByTestId('test-header').innerText()).toContain('王医生');

    // The first ten answers, synced one change at a time (a change not yet sent gives way to a
    // newer one of the same key, so there may be fewer calls than taps, never fewer keys).
    const first = await answerParts(page, { limit: 10, conditionsNo: true });
    expect(first).toHaveLength(10);
    await synced(page);
    const synced_ = syncs.map((body) => JSON.parse(body) as { change_question_key?: string; answer: Record<string, unknown> });
    expect(synced_.every((body) => body.change_question_key && Object.keys(body.answer).length === 1)).toBe(true);
    expect(new Set(synced_.map((body) => body.change_question_key))).toEqual(new Set(first));
    await shot(page, '1-testing-1366');
    const stored = (await get('/api/base/dreamits/info', { _id: test._id })).body.data as { status: string; answer: Record<string, unknown> };
    expect(stored.status).toBe('Testing');
    expect(Object.keys(stored.answer).sort()).toEqual([...first].sort());

    // A reload keeps every answer (the server's, shown again).
    await page.reload();
    await page.getByTestId('screening-form').waitFor();
    for (const key of first) expect(await answered(page.getByTestId(`question-part-${key}`)), key).toBe(true);
    expect(await page.getByTestId('answered-count').innerText()).toMatch(/已答 10 \/ \d+ 题/);

    // Submitting with gaps: the server lists them (the omitted-questions message) and the test stays open.
    await page.getByTestId('screening-submit').click();
    // Named by the numbers on the screen (the form shows every question at once: no pages named).
    const firstMissing = page.locator('fieldset[data-testid^="question-"]', { has: page.locator('[data-missing="true"]') }).first();
    await firstMissing.waitFor({ timeout: 15_000 });
    const firstNumber = (await firstMissing.getByTestId('question-number').innerText()).replace('.', '');
    await expect.poll(() => page.getByTestId('omitted-message').innerText()).toMatch(new RegExp(`^还有题目未作答——第 ${firstNumber} 题(、| |$)`));
    expect(await page.getByTestId('omitted-message').innerText()).not.toMatch(/its\d|页/);
    expect(await page.getByTestId('question-error').count()).toBeGreaterThan(0);
    expect(page.url()).toContain('/dreamits/dreamits_testing/');

    // Everything else, then submit: the report page.
    const rest = await answerParts(page, { conditionsNo: true });
    expect(rest.length).toBeGreaterThan(5);
    await synced(page);
    await page.setViewportSize({ width: 820, height: 1180 });
    await shot(page, '2-testing-tablet');
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.getByTestId('screening-submit').click();
    await page.waitForURL((url) => url.pathname === `/dreamits/dreamits_report/test/${test._id}`, { timeout: 20_000 });
    const report = page.getByTestId('screening-report');
    await report.waitFor({ timeout: 60_000 });
    const reportId = await report.getAttribute('data-report-id');
    expect(reportId).toBeTruthy();
    await page.locator('iframe, canvas').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500); // let the first page finish drawing for the screenshot
    await shot(page, '3-report-1366');
    const ended = (await get('/api/base/dreamits/info', { _id: test._id })).body.data as { status: string; flagged_items_list: string[] | null; answer: Record<string, unknown> };
    expect(ended.status).toBe('Close');
    expect(Object.keys(ended.answer).length).toBe(first.length + rest.length);

    // The flagged items beside the report (drawer), then on their own page.
    await page.getByTestId('review-drawer-open').click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const flagged = ended.flagged_items_list ?? [];
    if (flagged.length > 0) {
      await drawer.getByTestId('flagged-items').waitFor();
      await drawer.getByTestId(`flagged-${flagged[0]}`).waitFor();
    } else {
      await drawer.getByTestId('flagged-empty').waitFor();
    }
    await shot(page, '4-review-drawer');
    await page.keyboard.press('Escape');
    await page.getByTestId('review-flagged').click();
    await page.waitForURL((url) => url.pathname === `/dreamits/dreamits_review/test/${test._id}/report/${reportId}`);
    await page.getByTestId('screening-review-page').waitFor();
    if (flagged.length > 0) {
      await page.getByTestId('flagged-items').waitFor();
      for (const key of flagged) await page.getByTestId(`flagged-${key}`).waitFor();
      expect(await page.locator('[data-testid="flagged-items"] tr.ant-table-row').count()).toBe(flagged.length);
    } else {
      await page.getByTestId('flagged-empty').waitFor();
    }
    await shot(page, '5-review-page');

    // The ended test cannot be answered again: 'test has ended', blocked.
    await page.goto(`${toolUrl()}/dreamits/dreamits_testing/test/${test._id}`);
    await page.getByTestId('test-ended').waitFor();
    expect(await page.getByTestId('test-ended').innerText()).toContain('测评已结束');
    expect(await page.locator('[data-testid^="question-part-"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the review of a demo child at risk shows each flagged item’s intervention target', async () => {
    const { body } = await get('/api/base/tests/list', { tools_type: 'Dream-ITS', status: 'Close', pageSize: '50' });
    let found: { _id: string; key: string; target: string } | null = null;
    for (const row of body.data as unknown as Array<{ _id: string }>) {
      const info = (await get('/api/base/dreamits/info', { _id: row._id })).body.data as { flagged_targets: Record<string, { zh: string }> | null };
      const [key, target] = Object.entries(info.flagged_targets ?? {})[0] ?? [];
      if (key && target) {
        found = { _id: row._id, key, target: target.zh };
        break;
      }
    }
    expect(found, 'a demo Close Dream-ITS test with flagged items').not.toBeNull();
    const { context, page } = await newPage(browser, { lang: 'zh' });
    await page.goto(`${toolUrl()}/dreamits/dreamits_review/test/${found!._id}/report/latest?auto_token=${encodeURIComponent(doctor)}`);
    const row = page.locator('tr.ant-table-row', { has: page.getByTestId(`flagged-${found!.key}`) });
    await row.waitFor();
    expect(await row.locator('td').last().innerText()).toBe(found!.target);
    await shot(page, '6-review-targets');
    await context.close();
  });

  it('an invalidated test shows "test closed"; a role without the menus is refused', async () => {
    const { body } = await get('/api/base/tests/list', { tools_type: 'Dream-ITS', status: 'Failure', pageSize: '5' });
    const failed = (body.data as unknown as Array<{ _id: string }>)[0]!;
    const { context, page } = await newPage(browser, { lang: 'en' });
    await page.goto(`${toolUrl()}/dreamits/dreamits_testing/test/${failed._id}?auto_token=${encodeURIComponent(doctor)}`);
    await page.getByTestId('test-closed').waitFor();
    // The server's language for the user wins over the browser's.
    expect(await page.getByTestId('test-closed').innerText()).toMatch(/Test closed|测评已关闭/);

    const teacher = await apiLogin('teacher', 'Teacher@12345');
    await page.goto(`${toolUrl()}/dreamits/dreamits_testing/test/${failed._id}?auto_token=${encodeURIComponent(teacher)}`);
    await page.getByTestId('no-permission').waitFor();
    expect(await page.getByTestId('no-permission').innerText()).toMatch(/The current identity has no related permission|当前身份无相关权限/);
    await context.close();
  });
});
