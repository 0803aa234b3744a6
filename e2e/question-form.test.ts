// A form of questionnaire questions on the /from/{fromName} page, one question of each widget
// kind from the shared example bank: submitting it empty shows the shared 'no related content
// selected yet' message; answering (select-all, a count dropdown, a composite expressive tick)
// submits the answer records the shared rules make. On a phone the parent variant keeps every
// tap target at least 44 px tall and nothing wider than the screen.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { launch, newPage, portalUrl } from './browser';
import { api, apiLogin, openAs } from './session';

const bank = JSON.parse(readFileSync(new URL('../packages/shared/src/questions/fixtures/example-bank.json', import.meta.url), 'utf8')) as {
  library: { question: Record<string, unknown> };
};
const question = (key: string) => bank.library.question[key];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** radio + expressive, single choice with sub-options, counting multi-select, composite. */
function definition(name: string, variant?: 'parent') {
  const item = (keyName: string, key: string) => ({ keyName, input: { type: 'question', props: { question: question(key), ...(variant ? { variant } : {}) } } });
  return { from_name: name, property: { hideLabel: true }, fromItem: [item('ball', 'q2'), item('sounds', 'q3'), item('parts', 'q5'), item('words', 'q6')] };
}

const cell = (scope: { getByTestId(id: string): Locator }, key: string) => scope.getByTestId(`form-item-${key}`);

describe('a form of questions', () => {
  it('is required question by question, and submits the answer records of the shared rules', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345');
    const name = `question_form_${Date.now()}`;
    const saved = await api('/api/system/froms/update', { method: 'PUT', token, body: definition(name) });
    expect(saved.status, saved.body.message).toBe(200);
    await page.goto(`${portalUrl()}/from/${name}`);
    await page.getByTestId('question-words').waitFor();

    // Empty: every question says what is missing, in the shared words.
    await page.getByTestId('form-submit').click();
    const errors = (key: string) => cell(page, key).locator('.ant-form-item-explain-error');
    await errors('sounds').first().waitFor();
    expect(await errors('ball').allInnerTexts()).toEqual(['理解：暂未选择相关内容', '表达：暂未选择相关内容']);
    expect(await errors('sounds').allInnerTexts()).toEqual(['暂未选择相关内容']);
    expect(await errors('parts').allInnerTexts()).toEqual(['暂未选择相关内容']);
    expect(await errors('words').allInnerTexts()).toEqual(['请至少选择一项（理解或表达部分均可）']);
    expect(await page.getByTestId('from-page-validated').count()).toBe(0);

    // ball: understands yes, says no.
    const ball = page.getByTestId('question-ball');
    await ball.getByTestId('question-part-ball').getByText('会', { exact: true }).click();
    await ball.getByTestId('question-part-ball_Expressive').getByText('不会', { exact: true }).click();
    await expect.poll(() => errors('ball').count()).toBe(0);

    // sounds: yes opens the sub-options; "more" asks for its count.
    const sounds = page.getByTestId('question-sounds');
    await sounds.getByText('会', { exact: true }).click();
    await sounds.getByTestId('sub-options-1').waitFor();
    await expect.poll(() => errors('sounds').allInnerTexts()).toEqual(['尚未选择内容']);
    await sounds.getByText('小狗').click();
    await sounds.getByText('更多').click();
    await expect.poll(() => errors('sounds').allInnerTexts()).toEqual(['尚未选择“更多”的具体数量']);
    await chooseOption(sounds.getByTestId('count-more'), '2 种');
    await expect.poll(() => errors('sounds').count()).toBe(0);

    // parts: select-all, then one less, then a count for "more"; the count follows.
    const parts = page.getByTestId('question-parts');
    await parts.getByText('全选').click();
    expect(await parts.getByTestId('count-text').innerText()).toBe('已选 4 项');
    await parts.getByText('耳朵').click();
    expect(await parts.getByTestId('select-all').evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);
    await chooseOption(parts.getByTestId('count-more'), '3 个');
    expect(await parts.getByTestId('count-text').innerText()).toBe('已选 6 项');
    expect(await parts.getByTestId('item-more').isChecked()).toBe(true);

    // words: ticking "says" for milk ticks "understands" too.
    const words = page.getByTestId('question-words');
    await words.getByTestId('row-milk-expressive').click();
    expect(await words.getByTestId('row-milk-receptive').isChecked()).toBe(true);
    await words.getByTestId('row-dog-receptive').click();
    expect(await words.getByTestId('count-text').innerText()).toBe('理解 2 项 · 表达 1 项');

    await page.getByTestId('form-submit').click();
    await page.getByTestId('from-page-validated').waitFor();
    const sent = JSON.parse(await page.getByTestId('from-page-validated').locator('pre').innerText()) as Record<string, unknown>;
    expect(sent).toEqual({
      ball: { value: 1, include_expressive: true },
      ball_Expressive: { value: 0, include_expressive: true },
      sounds: { value: 1, radioValue: 1, otherValues: ['dog', 'more'], checkboxOtherValue: { more: 2 } },
      parts: { value: 6, checkboxValues: ['eyes', 'nose', 'mouth', 'more'], checkboxOtherValue: { more: 3 } },
      words: {
        value: 2,
        checkboxCompositeValues: { milk: { receptive: true, expressive: true }, dog: { receptive: true, expressive: false } },
        receptive_value: 2,
        expressive_value: 1,
      },
    });
    await close();
  });

  it('in the parent variant on a phone: one column, 16 px text, tap targets at least 44 px tall', async () => {
    const token = await apiLogin('admin', 'Admin@12345');
    // A short name: the page's editor button shows it, and on a phone a long one is wider than the screen.
    const name = `qp${Date.now().toString(36)}`;
    const saved = await api('/api/system/froms/update', { method: 'PUT', token, body: definition(name, 'parent') });
    expect(saved.status, saved.body.message).toBe(200);
    const { context, page } = await newPage(browser, { phone: true });
    await page.goto(`${portalUrl()}/?auto_token=${encodeURIComponent(token)}`);
    await page.getByTestId('avatar-menu').waitFor();
    await page.goto(`${portalUrl()}/from/${name}`);
    await page.getByTestId('question-words').waitFor();
    // Open the sub-options too, so their cards are measured.
    await page.getByTestId('question-sounds').getByText('会', { exact: true }).click();
    await page.getByTestId('sub-options-1').waitFor();

    const targets = page.locator('[data-testid^="question-"] :is(label:has(input), select)');
    const boxes = await targets.evaluateAll((els) => els.map((el) => ({ text: (el as HTMLElement).innerText.trim(), height: el.getBoundingClientRect().height })));
    expect(boxes.length).toBeGreaterThan(20);
    expect(boxes.filter((box) => box.height < 44)).toEqual([]);

    const fontSizes = await page.locator('[data-testid^="question-"] label:has(input)').evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
    expect(Math.min(...fontSizes)).toBeGreaterThanOrEqual(16);

    // One column: the three sub-options (span 8 on wider screens) sit one under another.
    const subs = await page.getByTestId('sub-options-1').locator('[data-testid^="item-"]').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(subs).toHaveLength(3);
    expect(new Set(subs).size).toBe(3);
    // No card, control or text of a question reaches past the question's own cell of the form.
    const overflow = await page.locator('[data-testid^="form-item-"]').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const edge = cell.getBoundingClientRect().right + 0.5;
        return Array.from(cell.querySelectorAll('label, select, [data-testid^="row-"], [data-testid^="select-item-"], [role="alert"], span'))
          .filter((el) => el.getBoundingClientRect().right > edge)
          .map((el) => `${cell.getAttribute('data-testid')}: ${el.tagName}.${String(el.className).split(' ')[0]}`);
      }),
    );
    expect(overflow).toEqual([]);
    await context.close();
  });
});

/** Picks the option with this text in a count dropdown (a native select). */
async function chooseOption(select: Locator, text: string) {
  await select.selectOption({ label: text });
}
