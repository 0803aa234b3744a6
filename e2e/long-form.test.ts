// A long form (120 items) on the /from/{fromName} page: only the items near the screen are
// mounted, scrolling mounts the rest, values typed into items that scrolled away are kept, and
// submitting checks every item, including ones never scrolled to, and shows the first failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, portalUrl } from './browser';
import { api, openAs } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const ITEMS = 120;
const fromItem = Array.from({ length: ITEMS }, (_, i) => ({
  keyName: `q${i}`,
  showName: `问题 ${i}`,
  showNameEn: `Question ${i}`,
  input: { type: 'text' },
  extra: { col: 12 },
  // The last item is required: it is far below the first screen.
  ...(i === ITEMS - 1 ? { rules: [{ type: 'required' }] } : {}),
}));

describe('a long form', () => {
  it('mounts near the screen, keeps values that scroll away, and checks unseen items on submit', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345');
    const name = `long_form_${Date.now()}`;
    const saved = await api('/api/system/froms/update', { method: 'PUT', token, body: { from_name: name, fromItem } });
    expect(saved.status, saved.body.message).toBe(200);

    await page.goto(`${portalUrl()}/from/${name}`);
    await page.locator('[data-testid="form-item-q0"] input').waitFor();
    const cell = (i: number) => page.getByTestId(`form-item-q${i}`);
    // The cells exist for layout, the far ones without their field.
    expect(await cell(ITEMS - 1).getAttribute('data-unmounted')).toBe('');
    expect(await cell(ITEMS - 1).locator('input').count()).toBe(0);
    expect(await page.locator('[data-unmounted]').count()).toBeGreaterThan(ITEMS / 2);

    await page.locator('[data-testid="form-item-q0"] input').fill('first answer');
    await cell(60).scrollIntoViewIfNeeded();
    await cell(60).locator('input').fill('middle answer');
    // Back at the top the first answer is still there, and q60 has left the DOM's fields.
    await cell(0).scrollIntoViewIfNeeded();
    await expect.poll(() => cell(60).locator('input').count()).toBe(0);
    expect(await cell(0).locator('input').inputValue()).toBe('first answer');

    // The required last item was never seen: submit is refused there, with its message in view.
    await page.getByTestId('form-submit').click();
    const help = cell(ITEMS - 1).locator('.ant-form-item-explain-error');
    await help.waitFor();
    expect(await help.innerText()).toBe('不能为空：问题 119');
    // scrolled into view
    await expect.poll(() => help.evaluate((el) => el.getBoundingClientRect().top > 0 && el.getBoundingClientRect().bottom < window.innerHeight)).toBe(true);
    expect(await page.getByTestId('from-page-validated').count()).toBe(0);

    await cell(ITEMS - 1).locator('input').fill('last answer');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('from-page-validated').waitFor();
    const sent = await page.getByTestId('from-page-validated').locator('pre').innerText();
    expect(JSON.parse(sent)).toEqual({ q0: 'first answer', q60: 'middle answer', q119: 'last answer' });
    await close();
  });
});
