// The clinician's whole Dream-IT (v2) flow on the tool site (issue 8 items 3, 5, 11): a test made
// on the create-test page, ready → start → the additional stage → testing page by page (paging,
// hide-answered), a submission with an expressive half left (a message naming it by number and part,
// its page opened and it marked), the full
// submission → end page with comments saved → the report; the child list opening on the tool's
// ages, with a switch to list every child. Screenshots at 1366 px and a tablet.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerParts, clinician, screenshots, synced } from './answering';
import { launch, newPage, toolUrl } from './browser';

const shot = screenshots('clinician-v2');
let browser: Browser;
let doctor: string;
let get: Awaited<ReturnType<typeof clinician>>['get'];

const pageIndicator = (page: Page) => page.getByTestId('page-indicator').innerText();

beforeAll(async () => {
  browser = await launch();
  ({ token: doctor, get } = await clinician());
});

afterAll(async () => {
  await browser?.close();
});

describe('clinician Dream-IT flow', () => {
  it('creates a test, starts it, fills the additional stage, pages through the questions, submits, comments and opens the report', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, { lang: 'zh' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The v2 home: the tools, Dream-IT chosen, its create-test form and the tool's state.
    await page.goto(`${toolUrl()}/dreamit?auto_token=${encodeURIComponent(doctor)}`);
    const form = page.getByTestId('create-test');
    await form.waitFor();
    expect(await form.getAttribute('data-tool-type')).toBe('Dream-IT');
    await expect.poll(() => page.getByTestId('tool-status').getAttribute('data-effective')).toBe('true');
    await page.getByTestId('create-submit').click();
    await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    await page.getByTestId('create-name').fill('周小满');
    await page.getByTestId('create-phone').fill('12345');
    // Typed into the date picker; leaving it keeps the date (Enter would submit the form).
    await page.getByTestId('create-birthday').click();
    await page.getByTestId('create-birthday').fill('2024-03-15');
    await page.keyboard.press('Tab');
    await page.getByTestId('create-submit').click();
    await expect.poll(() => page.locator('.ant-form-item-explain-error').innerText()).toContain('请输入正确的手机号');
    await page.getByTestId('create-phone').fill('13800138000');
    await shot(page, '0-create-1366');
    await page.getByTestId('create-submit').click();

    // Ready: the child as entered; start → the additional stage (Dream-IT has one).
    await page.waitForURL(/\/dreamit\/ready\/test\//, { timeout: 15_000 });
    const testId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByTestId('ready-view').waitFor();
    expect(await page.getByTestId('ready-child').innerText()).toContain('周小满');
    expect(await page.getByTestId('ready-child').innerText()).toContain('2024-03-15');
    await page.getByTestId('demo-notice').waitFor();
    await shot(page, '1-ready-1366');
    await page.getByTestId('ready-start').click();
    await page.waitForURL((url) => url.pathname === `/dreamit/additional/test/${testId}`);
    await page.getByTestId('stage-additional').waitFor();
    const additional = await answerParts(page);
    expect(additional.length).toBeGreaterThan(0);
    await synced(page);
    await page.getByTestId('page-submit').click();

    // Testing: page by page with previous/next; the additional answers are stored.
    await page.waitForURL((url) => url.pathname === `/dreamit/testing/test/${testId}`, { timeout: 15_000 });
    await page.getByTestId('stage-testing').waitFor();
    const afterAdditional = (await get('/api/base/dreamit/v2/info', { _id: testId })).body.data as { status: string; answer: Record<string, unknown>; library: { question_page_sort: string[][] } };
    expect(afterAdditional.status).toBe('Testing');
    for (const key of additional) expect(afterAdditional.answer[key], key).toBeTruthy();
    const pages = afterAdditional.library.question_page_sort.length;
    expect(await pageIndicator(page)).toBe(`第 1 / ${pages} 页`);
    expect(await page.getByTestId('page-previous').isDisabled()).toBe(true);

    // Page one answered; previous and next move one page; hide-answered hides answered radios.
    const firstPage = await answerParts(page);
    await synced(page);
    await page.getByTestId('page-next').click();
    await expect.poll(() => pageIndicator(page)).toBe(`第 2 / ${pages} 页`);
    await page.getByTestId('page-previous').click();
    await expect.poll(() => pageIndicator(page)).toBe(`第 1 / ${pages} 页`);
    const shownBefore = await page.locator('[data-testid^="question-part-"]').count();
    await page.getByTestId('hide-answered').click();
    // Page one is all answered radios (or nearly): hidden ones drop out of view.
    await expect.poll(() => page.locator('[data-testid^="question-part-"]').count()).toBeLessThan(shownBefore);
    await page.getByTestId('hide-answered').click();
    await expect.poll(() => page.locator('[data-testid^="question-part-"]').count()).toBe(shownBefore);
    await shot(page, '2-testing-1366');

    // Every other page, leaving one expressive half unanswered; the numbers run on without a gap.
    let skipped: string | null = null;
    let skippedAt = { page: '', number: 0 };
    const numbers = (await page.getByTestId('question-number').allInnerTexts()).map((text) => Number(text.replace('.', '')));
    const answeredKeys = [...firstPage];
    for (let i = 2; i <= pages; i++) {
      await page.getByTestId('page-next').click();
      await expect.poll(() => pageIndicator(page)).toMatch(new RegExp(`^第 \\d+ / ${pages} 页$`));
      const half = page.locator('[data-testid^="question-part-"][data-testid$="_Expressive"]').first();
      if (skipped === null && (await half.count()) > 0) {
        skipped = (await half.getAttribute('data-testid'))!.replace('question-part-', '');
        const number = await page.getByTestId(`question-${skipped.replace(/_Expressive$/, '')}`).getByTestId('question-number').innerText();
        skippedAt = { page: await pageIndicator(page), number: Number(number.replace('.', '')) };
      }
      answeredKeys.push(...(await answerParts(page, { skip: skipped })));
      numbers.push(...(await page.getByTestId('question-number').allInnerTexts()).map((text) => Number(text.replace('.', ''))));
      if (await page.getByTestId('page-submit').isVisible()) break;
    }
    expect(skipped, 'an expressive half after page one').toBeTruthy();
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    await synced(page);
    await page.setViewportSize({ width: 820, height: 1180 });
    await shot(page, '3-testing-last-tablet');
    await page.setViewportSize({ width: 1366, height: 800 });

    // Submit with the half left: a message naming it as the screen does, its page opened and it
    // marked, the test still open.
    await page.getByTestId('page-submit').click();
    const pageNumber = skippedAt.page.match(/^第 (\d+) \//)![1];
    await expect
      .poll(() => page.getByTestId('omitted-message').innerText(), { timeout: 15_000 })
      .toBe(`还有题目未作答——第 ${pageNumber} 页：第 ${skippedAt.number} 题 表达`);
    await expect.poll(() => pageIndicator(page)).toBe(skippedAt.page);
    expect(await page.getByTestId(`question-part-${skipped}`).getAttribute('data-missing')).toBe('true');
    expect(await page.getByTestId(`question-part-${skipped}`).getByTestId('question-error').innerText()).toBe('题目尚未作答');
    expect(await page.locator('[data-missing="true"][data-testid^="question-part-"]').count()).toBe(1);
    expect(page.url()).toContain('/dreamit/testing/');
    await expect.poll(() => page.getByTestId(`question-part-${skipped}`).evaluate((el) => { const r = el.getBoundingClientRect(); return r.top > 60 && r.bottom < innerHeight; })).toBe(true);
    await shot(page, '3-missing-expressive-marked');

    // Answer it there, then submit from the last page.
    await answerParts(page);
    await synced(page);
    while (!(await page.getByTestId('page-submit').isVisible())) await page.getByTestId('page-next').click();
    await page.getByTestId('page-submit').click();

    // End: comments (1000 characters at most, with a counter) saved; the report opens.
    await page.waitForURL((url) => url.pathname === `/dreamit/end/test/${testId}`, { timeout: 20_000 });
    await page.getByTestId('end-view').waitFor();
    // The reward animation, from lottie/select and its JSON under /resource, drawn as SVG.
    await page.locator('[data-testid="lottie-star_reward"][data-state="playing"] svg').waitFor({ timeout: 15_000 });
    const box = page.getByTestId('end-comments');
    expect(await box.getAttribute('placeholder')).toContain('请填写儿童其他情况的评语');
    await box.fill('配合良好，注意力集中。'.repeat(120));
    expect((await box.inputValue()).length).toBe(1000);
    await expect.poll(() => page.locator('.ant-input-data-count').innerText()).toBe('1000 / 1000');
    await box.fill('配合良好，注意力集中。');
    await page.getByTestId('end-comments-save').click();
    await page.locator('.ant-message-notice', { hasText: '评语已保存' }).waitFor();
    const ended = (await get('/api/base/dreamit/v2/info', { _id: testId })).body.data as { status: string; comments: string | null; answer: Record<string, unknown> };
    expect(ended.status).toBe('Close');
    expect(ended.comments).toBe('配合良好，注意力集中。');
    await shot(page, '4-end-1366');
    await page.getByTestId('end-view-report').click();
    const report = page.getByTestId('end-report');
    await report.waitFor({ timeout: 60_000 });
    expect(await report.getAttribute('data-report-id')).toBeTruthy();
    await page.locator('[data-testid="end-report"] iframe, [data-testid="end-report"] canvas').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    await shot(page, '5-report-1366');

    // The ended test's pages lead to its end page.
    await page.goto(`${toolUrl()}/dreamit/testing/test/${testId}`);
    await page.waitForURL((url) => url.pathname === `/dreamit/end/test/${testId}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a test from the child list: search by name, create, land on the ready page', async () => {
    const { context, page } = await newPage(browser, { lang: 'zh' });
    await page.goto(`${toolUrl()}/dreamit?tools_type=Dream-S-2.0&auto_token=${encodeURIComponent(doctor)}`);
    await page.getByTestId('create-test').waitFor();
    expect(await page.getByTestId('create-test').getAttribute('data-tool-type')).toBe('Dream-S-2.0');
    await page.getByTestId('create-from-list').click();
    await page.waitForURL((url) => url.pathname === '/dreamit/select_children');
    const picker = page.getByTestId('child-picker');
    await expect.poll(() => picker.locator('tr.ant-table-row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    // The list opens with only the children within Dream-S's ages.
    const choosable = picker.locator('tr.ant-table-row', { has: page.locator('[data-testid^="pick-"]:not([disabled])') });
    const name = (await choosable.first().locator('td').first().innerText()).trim();
    await page.getByTestId('child-search').locator('input').fill(name);
    await expect.poll(async () => (await picker.locator('tr.ant-table-row td:first-child').allInnerTexts()).every((n) => n.includes(name)), { timeout: 10_000 }).toBe(true);
    await page.setViewportSize({ width: 820, height: 1180 });
    await shot(page, '6-child-list-tablet');
    await choosable.first().locator('[data-testid^="pick-"]').click();
    await page.waitForURL(/\/dreamit\/ready\/test\//, { timeout: 15_000 });
    await page.getByTestId('ready-view').waitFor();
    expect(await page.getByTestId('ready-child').innerText()).toContain(name);
    const testId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const created = (await get('/api/base/dreamit/v2/info', { _id: testId })).body.data as { status: string; tools_type: string };
    expect(created).toMatchObject({ status: 'Active', tools_type: 'Dream-S-2.0' });
    await context.close();
  });

  it('opens the Dream-S child list with only the children within its ages; switched off, the screening infants are listed and refused with the reason', async () => {
    const { context, page } = await newPage(browser, { lang: 'zh' });
    await page.goto(`${toolUrl()}/dreamit/select_children?tools_type=Dream-S-2.0&auto_token=${encodeURIComponent(doctor)}`);
    const picker = page.getByTestId('child-picker');
    const fitOnly = page.getByTestId('child-fit-only');
    await fitOnly.waitFor();
    expect(await fitOnly.getAttribute('aria-checked')).toBe('true');
    expect(await picker.innerText()).toContain('只显示适合本工具年龄的儿童（3–8 岁）');
    const rows = picker.locator('tr.ant-table-row');
    const picks = picker.locator('[data-testid^="pick-"]');
    const activePage = () => picker.locator('.ant-pagination-item-active').getAttribute('title');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    // Every listed child can be chosen, on the next page too (the list call carries the window).
    const everyChoosable = async () => (await picks.evaluateAll((buttons) => buttons.map((b) => (b as HTMLButtonElement).disabled))).every((d) => !d);
    expect(await everyChoosable()).toBe(true);
    expect(await picker.innerText()).not.toContain('超出本工具');
    await shot(page, '7-child-list-fit-only');
    // The number of the last page: the list's total, whatever the browser tests before this one added.
    const lastPage = async () => Number(await picker.locator('.ant-pagination-item').last().getAttribute('title'));
    const pagesWithin = await lastPage();

    // Switched off: all children, the most recent first; more pages, since the screening infants are among them.
    await fitOnly.click();
    expect(await fitOnly.getAttribute('aria-checked')).toBe('false');
    await expect.poll(lastPage, { timeout: 15_000 }).toBeGreaterThan(pagesWithin);
    expect(await activePage()).toBe('1');
    await shot(page, '8-child-list-all');

    // On page 2, switched back on: page 1 of the window again.
    await picker.locator('.ant-pagination-item[title="2"]').click();
    await expect.poll(activePage).toBe('2');
    await fitOnly.click();
    await expect.poll(activePage).toBe('1');
    await expect.poll(() => picker.innerText(), { timeout: 15_000 }).not.toContain('超出本工具');
    expect(await everyChoosable()).toBe(true);

    // A search with no child within the ages says so, and how to see the others.
    await page.getByTestId('child-search').locator('input').fill('林小满');
    await expect.poll(() => page.getByTestId('child-list-empty').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('child-list-empty').innerText()).toContain('关闭上方的“只显示适合本工具年龄的儿童”');
    await shot(page, '9-child-list-none-within');
    await fitOnly.click();
    await expect.poll(() => rows.allInnerTexts(), { timeout: 10_000 }).toEqual([expect.stringMatching(/林小满[\s\S]*年龄 \d+ 个月，超出本工具 3–8 岁范围/)]);
    expect(await picks.first().isDisabled()).toBe(true);
    await context.close();
  });

  it('adding a child outside the tool\'s ages with the switch on turns it off, so the new child heads the list with the reason', async () => {
    const { context, page } = await newPage(browser, { lang: 'zh' });
    await page.goto(`${toolUrl()}/dreamit/select_children?tools_type=Dream-S-2.0&auto_token=${encodeURIComponent(doctor)}`);
    const picker = page.getByTestId('child-picker');
    const fitOnly = page.getByTestId('child-fit-only');
    await expect.poll(() => picker.locator('tr.ant-table-row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(await fitOnly.getAttribute('aria-checked')).toBe('true');

    // A one-year-old: Dream-S is for 3–8 years.
    await page.getByTestId('child-picker-add').click();
    const add = page.locator('.ant-modal', { has: page.locator('[data-testid="dynamic-form-children_form"]') });
    await add.waitFor();
    const name = `幼儿${Date.now() % 100000}`;
    await add.locator('[data-testid="form-item-name"] input').fill(name);
    await add.locator('[data-testid="form-item-gender"]').getByText('男').click();
    const born = new Date();
    born.setFullYear(born.getFullYear() - 1);
    const birthday = add.locator('[data-testid="form-item-birthday"] input').first();
    await birthday.click();
    await birthday.fill(born.toISOString().slice(0, 10));
    await add.locator('[data-testid="form-item-name"] input').click(); // leaves the date as typed
    await add.getByTestId('form-submit').click();
    await add.waitFor({ state: 'detached' });

    await expect.poll(() => page.locator('.ant-message-notice').allInnerTexts()).toContainEqual(expect.stringMatching(new RegExp(`已新增儿童 ${name}，但年龄 .+，超出本工具 3–8 岁范围，不能为其新建测评`)));
    expect(await fitOnly.getAttribute('aria-checked')).toBe('false');
    const first = picker.locator('tr.ant-table-row').first();
    await expect.poll(() => first.innerText(), { timeout: 10_000 }).toContain(name);
    expect(await first.innerText()).toMatch(/年龄 .+，超出本工具 3–8 岁范围/);
    expect(await first.locator('[data-testid^="pick-"]').isDisabled()).toBe(true);
    await shot(page, '10-child-list-added-out-of-range');
    await context.close();
  });
});
