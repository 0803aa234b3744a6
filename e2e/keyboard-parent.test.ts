// The parent's flow with the keyboard alone, as a screen-reader user or a parent with a
// Bluetooth keyboard takes it (WCAG 2.1.1 Keyboard, 4.1.2 Name, Role, Value): on a 390 px phone,
// every step is reached with Tab and done with Space, Enter or typing — the ready page, both
// additional forms with the phone's SMS verification, the guide, every page of questions, the
// confirmation and the end page — and on each page every control a screen reader announces has
// a name (Chromium's accessibility tree), and every radio sits in a named group (the question).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinician, screenshots } from './answering';
import { launch, newPage, toolUrl } from './browser';
import { tabTo, unnamed } from './keyboard';
import { api } from './session';
import { codeSentTo, smsCount } from './sms';

const shot = screenshots('keyboard-parent');
let browser: Awaited<ReturnType<typeof launch>>;
let doctor: string;
let get: Awaited<ReturnType<typeof clinician>>['get'];

beforeAll(async () => {
  browser = await launch();
  ({ token: doctor, get } = await clinician());
});
afterAll(async () => {
  await browser?.close();
});

describe('the parent flow with the keyboard alone', () => {
  it('goes from the link to the end page with Tab, Space, Enter and typing, every control named', async () => {
    const created = await api('/api/base/tests/create', { token: doctor, body: { tools_type: 'Dream-IT', children: { name: '键盘', gender: 'male', birthday: '2024-05-01' } } });
    expect(created.body.code, created.body.message).toBe(200);
    const testId = String(created.body.data?._id);
    const qr = await get('/api/base/dreamit/v2/temporary', { _id: testId });
    const path = String(qr.body.data?.path);

    const { context, page } = await newPage(browser, { phone: true, lang: 'zh' });
    await context.route('**/oss/**', (route) => route.fulfill({ status: 404, body: '' }));
    const cdp = await context.newCDPSession(page);
    const problems: string[] = [];
    const named = async (where: string) => problems.push(...(await unnamed(cdp)).map((p) => `${where}: ${p}`));

    // Ready.
    await page.goto(toolUrl() + path);
    await page.getByTestId('ready-page').waitFor();
    await named('ready');
    await tabTo(page, page.getByTestId('ready-confirm'));
    await page.keyboard.press('Enter');

    // The first additional form: relation, phone with its SMS code, daily language.
    await page.getByTestId('form-dream_it_info_additional_from').waitFor();
    await named('additional 1');
    await tabTo(page, page.getByTestId('option-relation-mother'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByTestId('field-parent_phone'));
    await page.keyboard.type('13812345679');
    const before = await smsCount('13812345679');
    await tabTo(page, page.getByTestId('send-code-parent_phone'));
    await page.keyboard.press('Enter');
    const code = await codeSentTo('13812345679', before);
    await tabTo(page, page.getByTestId('code-parent_phone'));
    await page.keyboard.type(code);
    await expect.poll(() => page.getByTestId('verify-status-parent_phone').innerText()).toBe('已验证');
    await tabTo(page, page.getByTestId('option-daily_language-mandarin'));
    await page.keyboard.press('Space');
    await shot(page, '1-additional');
    await tabTo(page, page.getByTestId('form-submit'));
    await page.keyboard.press('Enter');

    // The second: the first option of each question.
    await page.getByTestId('form-dream_it_info_additional_2_from').waitFor();
    await named('additional 2');
    for (const key of ['premature_birth', 'hearing_screened', 'main_caregiver']) {
      await tabTo(page, page.locator(`[data-testid^="option-${key}-"]`).first());
      await page.keyboard.press('Space');
    }
    await tabTo(page, page.getByTestId('form-submit'));
    await page.keyboard.press('Enter');

    // The guide.
    await page.getByTestId('form-dream_it_operating_guide_from').waitFor();
    await named('guide');
    await tabTo(page, page.getByTestId('field-guide_listened'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByTestId('form-submit'));
    await page.keyboard.press('Enter');

    // Every page of questions: each part's first choice with Space, then 下一页 / 提交 with Enter.
    await page.getByTestId('questions-page').waitFor();
    for (let pageNo = 0; ; pageNo++) {
      await expect.poll(() => page.getByTestId('questions-page').getAttribute('data-page')).toBe(String(pageNo));
      await named(`questions page ${pageNo + 1}`);
      for (const part of await page.locator('[data-testid^="question-part-"]').all()) {
        if ((await part.locator('input:checked').count()) > 0) continue;
        const choice = part.locator('[data-testid^="choice-"], [data-testid$="-receptive"], [data-testid^="item-"]').first();
        await tabTo(page, choice);
        await page.keyboard.press('Space');
        await expect.poll(() => part.locator('input:checked').count(), { timeout: 5000 }).toBeGreaterThan(0);
      }
      if (pageNo === 0) await shot(page, '2-questions');
      const next = page.getByTestId('next');
      await expect.poll(() => next.isEnabled(), { timeout: 45_000 }).toBe(true);
      const label = await next.innerText();
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      if (label === '提交') break;
    }

    // The confirmation takes the focus; Enter on its OK submits.
    await page.getByTestId('confirm-dialog').waitFor();
    await named('confirm');
    await tabTo(page, page.getByTestId('confirm-ok'), 10);
    await page.keyboard.press('Enter');
    await page.getByTestId('end-page').waitFor({ timeout: 20_000 });
    await named('end');
    await shot(page, '3-end');

    expect(problems).toEqual([]);
    const detail = await get('/api/base/tests/detail', { _id: testId });
    expect((detail.body.data as { status: string }).status).toBe('Close');
    await context.close();
  }, 240_000);
});
