import type { FormItem } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { exampleConfig } from '../../questions/test-fixtures';
import { impliedRules } from '../FormItemView';
import { isRequiredItem, toAntdRules, type ItemRule, type RuleMappingContext } from '../rules';
import { form, renderForm, useLanguageForTest } from '../test-support';
import { questionOfItem } from './question';

beforeEach(() => useLanguageForTest('zh'));

function questionItem(keyName: string, question: unknown, props: Record<string, unknown> = {}, extra: Partial<FormItem> = {}): FormItem {
  return { keyName, showName: `题${keyName}`, showNameEn: `Q ${keyName}`, input: { type: 'question', props: { question, ...props } }, ...extra } as FormItem;
}

const visible = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The message antd would show for this item's rules on this value (null: passes). */
async function messageFor(item: FormItem, value: unknown, locale: 'zh' | 'en' = 'zh', rules: ItemRule[] = impliedRules(item)): Promise<string | null> {
  const context: RuleMappingContext = { locale, field: { zh: item.showName ?? null, en: item.showNameEn ?? null }, question: questionOfItem(item) };
  for (const mapped of toAntdRules(rules, context)) {
    const rule = (mapped as (form: { getFieldsValue: () => unknown }) => { validator: (r: unknown, v: unknown) => Promise<void> })({ getFieldsValue: () => ({}) });
    try {
      await rule.validator({}, value);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

describe('the question input type', () => {
  it('renders the real widget with the stored answer, in zh and en', async () => {
    const items = [questionItem('q1', exampleConfig('q1')), questionItem('q6', exampleConfig('q6'), { variant: 'parent' })];
    const initialValues = { q1: { value: 1 }, q6: { value: 1, checkboxCompositeValues: { dog: { receptive: true, expressive: false } }, receptive_value: 1, expressive_value: 0 } };
    const html = renderForm(form(items), { initialValues });
    expect(html).not.toContain('form-unknown-input');
    expect(visible(html)).toContain('叫孩子名字时，孩子会回应吗？');
    expect(html).toMatch(/<input[^>]*data-testid="choice-1"[^>]*checked=""/);
    expect(html).toMatch(/<input[^>]*data-testid="row-dog-receptive"[^>]*checked=""/);
    expect(html).toContain('data-variant="parent"');
    expect(visible(html)).toContain('理解 1 项 · 表达 0 项');

    await useLanguageForTest('en');
    const en = visible(renderForm(form(items), { initialValues }));
    expect(en).toContain('Does the child respond when called by name?');
    expect(en).toContain('Understands 1 · Says 0');
  });

  it('an include_expressive question shows its second answer from <keyName>_Expressive', () => {
    const html = renderForm(form([questionItem('ball', exampleConfig('q2'))]), { initialValues: { ball: { value: 1 }, ball_Expressive: { value: 0 } } });
    const [receptive, expressive] = html.split('data-testid="question-part-ball_Expressive"');
    expect(receptive).toMatch(/<input[^>]*data-testid="choice-1"[^>]*checked=""/);
    expect(expressive).toMatch(/<input[^>]*data-testid="choice-0"[^>]*checked=""/);
    expect(expressive).not.toMatch(/<input[^>]*data-testid="choice-1"[^>]*checked=""/);
  });

  it.each<[string, unknown]>([
    ['missing', undefined],
    ['not a question', { question: { zh: '没有选项' } }],
  ])('%s input.props.question says the question config does not exist', async (_, config) => {
    const item = questionItem('broken', config);
    expect(questionOfItem(item)).toBeNull();
    const html = renderForm(form([item]));
    expect(html).toContain('data-testid="question-invalid-broken"');
    expect(visible(html)).toContain('不存在的题目配置');
    await useLanguageForTest('en');
    expect(visible(renderForm(form([item])))).toContain('Non-existent question config');
    // Nor can such an item be submitted.
    expect(await messageFor(item, { value: 1 })).toBe('不存在的题目配置');
  });
});

describe('its required rule (the shared validateQuestionAnswer)', () => {
  const q1 = questionItem('q1', exampleConfig('q1'));

  it('is implied, and marks the item required', () => {
    expect(impliedRules(q1)).toEqual([{ type: 'question' }]);
    expect(impliedRules(questionItem('q1', exampleConfig('q1'), { flow: 'v2' }))).toEqual([{ type: 'question', flow: 'v2' }]);
    expect(impliedRules(questionItem('q2', exampleConfig('q2')))).toEqual([{ type: 'question', part: 'receptive' }]);
    expect(isRequiredItem(impliedRules(q1), undefined, questionOfItem(q1))).toBe(true);
    expect(renderForm(form([q1]))).toMatch(/class="ant-form-item-required"[^>]*>题q1</);
    const optional = questionItem('q10', exampleConfig('q10'));
    expect(isRequiredItem(impliedRules(optional), undefined, questionOfItem(optional))).toBe(false);
    expect(renderForm(form([optional]))).not.toContain('ant-form-item-required');
  });

  it('says "no related content selected yet" for a missing answer, in the form’s language', async () => {
    expect(await messageFor(q1, undefined)).toBe('暂未选择相关内容');
    expect(await messageFor(q1, null, 'en')).toBe('No related content selected yet');
    expect(await messageFor(questionItem('q1', exampleConfig('q1'), { flow: 'v2' }), null)).toBe('题目尚未作答');
    expect(await messageFor(q1, { value: 'N.A.' })).toBeNull();
    expect(await messageFor(q1, { value: 7 })).toBe('所选内容不是本题的选项');
    expect(await messageFor(questionItem('q10', exampleConfig('q10')), null)).toBeNull();
  });

  it('checks more than presence: sub-options, counts, composite rows', async () => {
    expect(await messageFor(questionItem('q3', exampleConfig('q3')), { value: 1, radioValue: 1 })).toBe('尚未选择内容');
    expect(await messageFor(questionItem('q5', exampleConfig('q5')), { checkboxValues: ['eyes', 'more'] })).toBe('尚未选择“更多”的具体数量');
    expect(await messageFor(questionItem('q6', exampleConfig('q6')), null)).toBe('请至少选择一项（理解或表达部分均可）');
    expect(await messageFor(questionItem('q6', exampleConfig('q6')), { checkboxValues: ['more_expressive'] }, 'en')).toBe('The specific count of more expressive not yet selected');
  });

  it('names the part of an include_expressive question', async () => {
    const q2 = questionItem('q2', exampleConfig('q2'));
    expect(await messageFor(q2, null)).toBe('理解：暂未选择相关内容');
    expect(await messageFor(q2, null, 'en', [{ type: 'question', part: 'expressive' }])).toBe('Says: No related content selected yet');
  });
});
