// Creating a test from a tool's list in the portal (issue 16): the child picker lists the
// institution's recent children before anything is typed, those within the tool's ages first,
// shows a child outside the tool's ages disabled with the reason, adds a child in place (code
// given by the server) and creates the test with it; no two elements share an id and every label
// focuses its field; the parent's QR dialog fits a 1366×768 screen.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, portalUrl } from './browser';
import { clickUntilShown, openAs } from './session';

const shots = join(new URL('..', import.meta.url).pathname, 'test-results/create-test-picker');
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
const popup = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** The options rendered now, in order: whether each can be chosen and its note (an age, or the reason). */
const optionStates = (page: Page) =>
  popup(page)
    .locator('[data-testid^="child-option-"]')
    .evaluateAll((options) => options.map((o) => ({ code: o.getAttribute('data-testid')!, choosable: o.getAttribute('data-disabled') === 'false', note: o.querySelector('.ant-typography')?.textContent?.trim() ?? '' })));

/** Every option in order: the list is virtual (only those in view are rendered), so it is scrolled through with the wheel, then back to the top. */
async function allOptionStates(page: Page): Promise<Awaited<ReturnType<typeof optionStates>>> {
  const seen = new Map<string, Awaited<ReturnType<typeof optionStates>>[number]>();
  const list = popup(page).locator('.ant-select-dropdown-list-holder');
  await list.hover();
  for (let step = 0, idle = 0; step < 40 && idle < 2; step++) {
    const before = seen.size;
    for (const state of await optionStates(page)) if (!seen.has(state.code)) seen.set(state.code, state);
    idle = seen.size === before ? idle + 1 : 0; // twice no new option: the end
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(150);
  }
  await page.mouse.wheel(0, -10_000);
  return [...seen.values()];
}

/** Months of an age note as the picker writes it in zh ('8 个月', '3 岁', '2 岁 6 个月'); null for anything else. */
function noteMonths(note: string): number | null {
  const m = /^(?:(\d+) 岁)?\s*(?:(\d+) 个月)?$/.exec(note);
  return m && (m[1] || m[2]) ? Number(m[1] ?? 0) * 12 + Number(m[2] ?? 0) : null;
}

/** Ids used by more than one element on the page. */
const duplicateIds = (page: Page) =>
  page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of Array.from(document.querySelectorAll('[id]'))) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });

/** Clicks every visible label that names a field and reports those whose field did not take the focus. */
async function labelsNotFocusing(page: Page, scope: string): Promise<string[]> {
  const targets = await page.locator(`${scope} label[for]`).evaluateAll((labels) => labels.filter((l) => (l as HTMLElement).offsetParent !== null).map((l) => l.getAttribute('for')!));
  expect(targets.length).toBeGreaterThan(0);
  const failed: string[] = [];
  for (const id of targets) {
    await page.locator(`${scope} label[for="${id}"]`).click();
    if ((await page.evaluate(() => document.activeElement?.id ?? '')) !== id) failed.push(id);
  }
  return failed;
}

const yearAgo = () => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - 1);
  return d.toISOString().slice(0, 10);
};

describe('creating a Dream-IT test in the portal', () => {
  it('picks from recent children, refuses one too old with the reason, adds a child in place and creates the test; the QR dialog fits a laptop', async () => {
    const { page, close } = await openAs(browser, 'doctor', 'Doctor@12345', { lang: 'zh' });
    await page.goto(`${portalUrl()}/module/dreamit_test_list`);
    await rows(page).first().waitFor();
    // Every label focuses its field: the search form's, then, with the dialog open over it, the
    // dialog's; and no id is used twice on the page.
    expect(await labelsNotFocusing(page, '[data-testid="dynamic-form-tool_test_search"]')).toEqual([]);
    await page.getByTestId('table-action-dreamit_test_list_create').click();
    const form = page.locator('[data-testid="dynamic-form-test_create_form"]');
    await form.waitFor();
    expect(await duplicateIds(page)).toEqual([]);
    expect(await labelsNotFocusing(page, '[data-testid="dynamic-form-test_create_form"]')).toEqual([]);
    // Away from the picker, which its label's focus may have opened.
    await page.locator('.ant-modal', { has: form }).locator('.ant-modal-title').click();

    // Before anything is typed: the recent children.
    await form.locator('[data-testid="form-item-children_id"] .ant-select').click();
    await popup(page).getByText('最近的儿童').waitFor();
    const options = popup(page).locator('.ant-select-item-option');
    await options.first().waitFor();
    expect(await options.count()).toBeGreaterThanOrEqual(5);
    // Those within Dream-IT's 0–3 years first, each with an age in it; the older recent ones after them, with the reason.
    const states = await allOptionStates(page);
    expect(states[0]!.choosable).toBe(true);
    // (All of them may be within: the other browser tests of this server add children.)
    const split = states.some((o) => !o.choosable) ? states.findIndex((o) => !o.choosable) : states.length;
    expect(states.slice(split).map((o) => o.note)).toEqual(states.slice(split).map(() => expect.stringContaining('超出本工具 0–3 岁范围')));
    for (const { note } of states.slice(0, split)) {
      expect(noteMonths(note), note).not.toBeNull();
      expect(noteMonths(note)!).toBeLessThanOrEqual(36);
    }
    await shot(page, 'recent-zh');

    // A 15-year-old: shown, disabled, with the reason; clicking does not choose him.
    await form.locator('[data-testid="form-item-children_id"] input').fill('王喆');
    const old = popup(page).getByTestId('child-option-XY0018');
    await expect.poll(() => options.allInnerTexts()).toEqual([expect.stringContaining('王喆（XY0018）')]);
    expect(await old.getAttribute('data-disabled')).toBe('true');
    expect(await old.innerText()).toContain('年龄 15 岁，超出本工具 0–3 岁范围');
    await shot(page, 'out-of-range-zh');
    await old.click({ force: true });
    expect((await form.locator('[data-testid="form-item-children_id"] .ant-select-content').getAttribute('title')) ?? '').not.toContain('XY0018');

    // Add a child in place, the code left blank; the picker then holds the new child.
    const add = page.locator('.ant-modal', { has: page.locator('[data-testid="dynamic-form-children_form"]') });
    // Seen twice on a busy machine: the click lost, the list still open, the dialog never asking for its form.
    await clickUntilShown(popup(page).getByTestId('child-picker-add'), add);
    expect(await add.locator('[data-testid^="form-item-"]').evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')))).toEqual([
      'form-item-name',
      'form-item-gender',
      'form-item-birthday',
      'form-item-children_code',
      'form-item-parent_phone',
    ]);
    expect(await add.locator('[data-testid="form-item-children_code"] input').getAttribute('placeholder')).toBe('留空则自动生成');
    const name = `新生${Date.now() % 100000}`;
    await add.locator('[data-testid="form-item-name"] input').fill(name);
    await add.locator('[data-testid="form-item-gender"]').getByText('女').click();
    const birthday = add.locator('[data-testid="form-item-birthday"] input').first();
    await birthday.click();
    await birthday.fill(yearAgo());
    await add.locator('[data-testid="form-item-name"] input').click(); // leaves the date as typed
    expect(await duplicateIds(page)).toEqual([]);
    await shot(page, 'add-child-zh');
    await add.getByTestId('form-submit').click();
    await add.waitFor({ state: 'detached' });
    const chosen = form.locator('[data-testid="form-item-children_id"] .ant-select-content');
    await expect.poll(() => chosen.innerText()).toMatch(new RegExp(`^${name}（D\\d{12}）$`));
    await shot(page, 'added-zh');

    // Create the test with the new child: it heads the reloaded list.
    await form.getByTestId('form-submit').click();
    await page.getByTestId('test-created-title').waitFor();
    await expect.poll(async () => rows(page).first().innerText()).toContain(name);

    // The parent's QR dialog on a 1366×768 laptop: all of it on the screen, nothing to scroll.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByTestId('test-created-qrcode').click();
    await page.getByTestId('qr-modal-poster').or(page.getByTestId('qr-modal-image')).waitFor();
    await page.getByTestId('test-qr-expiry').waitFor();
    await page.waitForTimeout(500); // the modal's opening animation
    const dialog = page.locator('.ant-modal', { has: page.getByTestId('qr-modal') });
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    // Its own scroll container (antd's modal wrap) has nothing to scroll either.
    const overflow = await page.getByTestId('qr-modal').evaluate((element) => {
      const wrap = element.closest('.ant-modal-wrap')!;
      return wrap.scrollHeight - wrap.clientHeight;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'qr-1366x768-zh');
    await close();
  }, 120_000);
});
