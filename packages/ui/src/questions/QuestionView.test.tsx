import type { AnswerValue, Locale } from '@portal/shared';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLanguageForTest } from '../form/test-support';
import { QuestionView, type QuestionViewProps } from './QuestionView';
import { exampleConfig } from './test-fixtures';

beforeAll(() => useLanguageForTest('zh'));

const noop = () => undefined;

function render(key: string, value: AnswerValue | null, extra: Partial<QuestionViewProps> = {}, locale: Locale = 'zh'): string {
  return renderToString(<QuestionView question={exampleConfig(key)} value={value} onChange={noop} variant="personal" locale={locale} name={key} {...extra} />);
}

/** The text a person sees: tags dropped, entities of the texts used here decoded. */
const visible = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

/** Whether the <input> with this test id is checked. */
function checked(html: string, testId: string): boolean {
  const input = html.match(new RegExp(`<input[^>]*data-testid="${testId}"[^>]*>`))?.[0];
  if (!input) throw new Error(`no input ${testId}`);
  return /\schecked=""/.test(input);
}

describe('single choice (q1)', () => {
  it('shows the title, numbered stem, notes and choices in zh, and which one is chosen', () => {
    const html = render('q1', { value: 0 });
    const text = visible(html);
    expect(text).toContain('社交沟通');
    expect(text).toContain('1. 叫孩子名字时，孩子会回应吗？');
    expect(text).toContain('说明');
    expect(text).toContain('在孩子没有看着你时叫他的名字。');
    for (const label of ['会', '不会', '不适用']) expect(text).toContain(` ${label} `);
    expect(checked(html, 'choice-0')).toBe(true);
    expect(checked(html, 'choice-1')).toBe(false);
    expect(checked(html, 'choice-N.A.')).toBe(false);
  });

  it('in en', () => {
    const text = visible(render('q1', null, {}, 'en'));
    expect(text).toContain('Social communication');
    expect(text).toContain('1. Does the child respond when called by name?');
    expect(text).toContain('Notes');
    for (const label of ['Yes', 'No', 'Not applicable']) expect(text).toContain(` ${label} `);
    expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('an include_expressive question (q2) asks twice', () => {
  it('shows a receptive and an expressive part, each with its own answer', () => {
    const html = render('q2', { value: 1 }, { expressive: { value: { value: 0 }, onChange: noop } });
    const text = visible(html);
    expect(text).toContain('词汇：理解 / 表达');
    expect(text).toMatch(/理解（能听懂） .*会 .*不会 .*表达（会说） .*会 .*不会/);
    const [receptive, expressive] = html.split('data-testid="question-part-q2_Expressive"');
    expect(checked(receptive!, 'choice-1')).toBe(true);
    expect(checked(expressive!, 'choice-0')).toBe(true);
    expect(checked(expressive!, 'choice-1')).toBe(false);
    expect(visible(render('q2', null, { expressive: { value: null, onChange: noop } }, 'en'))).toMatch(/Receptive \(understands\) .*Yes .*No .*Expressive \(says\) .*Yes .*No/);
  });
});

describe('the number and the missing marks', () => {
  it('shows the number the screen gives instead of the bank\'s own, and none for null', () => {
    expect(visible(render('q2', null, { number: 7 }))).toContain('7. ');
    expect(visible(render('q2', null, { number: 7 }))).not.toContain('2. ');
    expect(render('q2', null, { number: null })).not.toContain('question-number');
  });

  it('marks the unanswered half of a two-part question after a submit attempt, not the answered one', () => {
    const html = render('q2', { value: 1 }, { expressive: { value: null, onChange: noop }, showError: true, flow: 'v2' });
    expect(html).toMatch(/data-testid="question-q2"[^>]*data-missing="true"/);
    const [, receptive, expressive] = html.split('<div class="qv-part ');
    expect(receptive).toMatch(/^qv-half" data-testid="question-part-q2"/);
    expect(expressive).toMatch(/^qv-half qv-part-missing" data-testid="question-part-q2_Expressive" data-missing="true"/);
    expect(visible(expressive!)).toContain('题目尚未作答');
  });
});

describe('single choice with conditional sub-options (q3)', () => {
  it('shows the sub-options only under the chosen choice, with the count dropdown of "more"', () => {
    expect(visible(render('q3', null))).not.toContain('小狗');
    expect(visible(render('q3', { value: 0, radioValue: 0 }))).not.toContain('小狗');
    const html = render('q3', { value: 1, radioValue: 1, otherValues: ['dog', 'more'], checkboxOtherValue: { more: 2 } });
    const text = visible(html);
    for (const label of ['小狗', '小猫', '更多']) expect(text).toContain(label);
    expect(html).toContain('data-testid="sub-options-1"');
    expect(checked(html, 'item-dog')).toBe(true);
    expect(checked(html, 'item-cat')).toBe(false);
    expect(checked(html, 'item-more')).toBe(true);
    expect(text).toContain('2 种');
    const en = visible(render('q3', { value: 1, radioValue: 1 }, {}, 'en'));
    for (const label of ['Dog', 'Cat', 'More', 'How many?']) expect(en).toContain(label);
  });
});

describe('multi-select with select-all, a dropdown and counting (q5)', () => {
  it('shows select-all, the items with help text, and the running count the rules compute', () => {
    const empty = render('q5', null);
    const text = visible(empty);
    expect(text).toContain('全选');
    expect(text).toContain('已选 0 项');
    for (const label of ['眼睛', '鼻子', '嘴巴', '耳朵', '更多', '还能指出几个其他部位', '选择数量']) expect(text).toContain(label);
    expect(checked(empty, 'select-all')).toBe(false);

    // Everything plain ticked plus "more: 2" counts 6.
    const full = render('q5', { value: 6, checkboxValues: ['eyes', 'nose', 'mouth', 'ears', 'more'], checkboxOtherValue: { more: 2 } });
    expect(visible(full)).toContain('已选 6 项');
    expect(checked(full, 'select-all')).toBe(true);
    // The count is recomputed from the ticks, not read from a stale `value`.
    expect(visible(render('q5', { value: 99, checkboxValues: ['eyes', 'more'], checkboxOtherValue: { more: 'N.A.' } }))).toContain('已选 1 项');
  });

  it('in en', () => {
    const text = visible(render('q5', { value: 2, checkboxValues: ['eyes', 'nose'] }, {}, 'en'));
    for (const label of ['Select all', '2 selected', 'Eyes', 'Nose', 'More', 'How many other parts the child can point to']) expect(text).toContain(label);
  });

  it('a plain (non-counting) multi-select shows no count (p2)', () => {
    const html = renderToString(<QuestionView question={exampleConfig('p2', 'library_parents')} value={null} onChange={noop} variant="parent" locale="zh" name="p2" />);
    expect(visible(html)).toContain('全选');
    expect(html).not.toContain('data-testid="count-text"');
  });
});

describe('composite checkbox (q6)', () => {
  const marks: AnswerValue = {
    checkboxCompositeValues: { milk: { receptive: true, expressive: true }, car: { receptive: true, expressive: false } },
    checkboxValues: ['more_receptive'],
    checkboxOtherValue: { more_receptive: 5 },
  };

  it('has two columns per row and the two tallies, more-receptive included (personal)', () => {
    const html = render('q6', marks);
    const text = visible(html);
    expect(text).toMatch(/项目 理解 表达 牛奶 .*汽车 .*小狗/);
    expect(text).toContain('更多理解');
    expect(text).toContain('更多表达');
    expect(text).toContain('理解 7 项 · 表达 1 项');
    expect(checked(html, 'row-milk-receptive')).toBe(true);
    expect(checked(html, 'row-milk-expressive')).toBe(true);
    expect(checked(html, 'row-car-expressive')).toBe(false);
    expect(checked(html, 'select-all')).toBe(false);
  });

  it('as row cards with two toggles (parent), in en', () => {
    const html = render('q6', marks, { variant: 'parent' }, 'en');
    const text = visible(html);
    expect(text).toMatch(/Milk Understands Says Car Understands Says Dog Understands Says/);
    expect(text).toContain('Understands 7 · Says 1');
    expect(html).toContain('data-variant="parent"');
  });
});

describe('validation messages', () => {
  it('come from the shared rules, under the part they are about, only when asked', () => {
    expect(render('q1', null)).not.toContain('question-error');
    expect(visible(render('q1', null, { showError: true }))).toContain('暂未选择相关内容');
    expect(visible(render('q1', null, { showError: true, flow: 'v2' }))).toContain('题目尚未作答');
    expect(visible(render('q1', null, { showError: true }, 'en'))).toContain('No related content selected yet');
    expect(visible(render('q3', { value: 1, radioValue: 1 }, { showError: true }))).toContain('尚未选择内容');
    expect(visible(render('q5', { checkboxValues: ['more'] }, { showError: true }))).toContain('尚未选择“更多”的具体数量');
    expect(visible(render('q6', null, { showError: true }))).toContain('请至少选择一项（理解或表达部分均可）');
    expect(render('q1', { value: 1 }, { showError: true })).not.toContain('question-error');

    const twice = render('q2', { value: 1 }, { showError: true, expressive: { value: null, onChange: noop } });
    const [receptive, expressive] = twice.split('data-testid="question-part-q2_Expressive"');
    expect(receptive).not.toContain('question-error');
    expect(visible(expressive!)).toContain('暂未选择相关内容');
  });
});

describe('accessibility', () => {
  it('each question is a fieldset named by its stem; each choice a label around its native control', () => {
    const html = render('q1', null);
    expect(html).toMatch(/^<fieldset[^>]*data-testid="question-q1"/);
    expect(visible(html.match(/<legend[^>]*>.*?<\/legend>/)![0])).toContain('1. 叫孩子名字时，孩子会回应吗？');
    const yes = html.match(/<label[^>]*>(<input[^>]*>)<span class="qv-label"><span>会<\/span>/)?.[1] ?? '';
    for (const attribute of ['type="radio"', 'name="q1"', 'data-testid="choice-1"']) expect(yes).toContain(attribute);
    expect(render('q5', null)).toMatch(/<select[^>]*aria-label="更多 选择数量"[^>]*>/);
  });

  it('with a shown message, the controls are invalid and described by it', () => {
    const html = render('q1', null, { showError: true });
    const id = html.match(/<div role="alert" id="([^"]+)"[^>]*data-testid="question-error"/)?.[1];
    expect(id).toBeTruthy();
    const inputs = html.match(/<input[^>]*>/g)!;
    expect(inputs).toHaveLength(3);
    for (const input of inputs) {
      expect(input).toContain('aria-invalid="true"');
      expect(input).toContain(`aria-describedby="${id}"`);
    }
    expect(render('q1', null)).not.toContain('aria-invalid');
  });

  it('the count dropdown shows the recorded count, and is marked when a ticked item lacks one', () => {
    const counted = render('q5', { checkboxValues: ['more'], checkboxOtherValue: { more: 2 } });
    expect(visible(counted.match(/<option[^>]*selected=""[^>]*>[^<]*/)![0])).toContain('2 个');
    expect(counted).not.toContain('aria-invalid');
    expect(render('q5', { checkboxValues: ['more'] })).toMatch(/<select[^>]*data-testid="count-more"[^>]*aria-invalid="true"/);
  });
});

it('disabled: every control of every kind is disabled', () => {
  for (const key of ['q1', 'q3', 'q5', 'q6']) {
    const html = render(key, key === 'q3' ? { value: 1, radioValue: 1 } : null, { disabled: true });
    const inputs = html.match(/<input[^>]*>/g) ?? [];
    expect(inputs.length, key).toBeGreaterThan(1);
    for (const input of inputs) expect(input, key).toMatch(/\sdisabled=""/);
  }
});

describe('an invalid question configuration', () => {
  it.each<[string, unknown]>([
    ['no object', 'q1'],
    ['an unknown type', { ...exampleConfig('q1'), type: 'slider' }],
    ['no choices', { ...exampleConfig('q1'), choices: [] }],
    ['a select item without its dropdown', { ...exampleConfig('q5'), choices: [{ content: { zh: '更多' }, value: 'more', type: 'select' }] }],
  ])('%s: says the config does not exist, in zh and en, and where it is wrong', (_, config) => {
    const zh = renderToString(<QuestionView question={config} value={null} onChange={noop} variant="parent" locale="zh" name="bad" />);
    expect(zh).toContain('data-testid="question-invalid-bad"');
    expect(visible(zh)).toContain('不存在的题目配置');
    expect(visible(zh)).toContain('题目：bad');
    const en = renderToString(<QuestionView question={config} value={null} onChange={noop} variant="personal" locale="en" name="bad" />);
    expect(visible(en)).toContain('Non-existent question config');
  });

  it('names the wrong field', () => {
    const html = renderToString(<QuestionView question={{ ...exampleConfig('q1'), type: 'slider' }} value={null} onChange={noop} variant="personal" locale="zh" name="bad" />);
    expect(visible(html)).toMatch(/type: /);
  });
});
