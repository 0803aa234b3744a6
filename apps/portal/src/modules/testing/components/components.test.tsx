import { createDialogComponentRegistry } from '@portal/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useLanguageForTest } from '../../../test/renderApp';
import { fixedParamsOf } from '../../page';
import { TEST_DIALOGS } from '@portal/shared';
import { registerTestDialogs } from '../register';
import { exampleTest } from '../test-fixtures';
import { AnswerList } from './AnswerList';
import { childOfData } from './CreateTestDialog';
import { statusLabel } from './TestStatusTag';

const library = exampleTest().library;

function list(locale: 'zh' | 'en', answers: Record<string, unknown>, highlight: string | null = null) {
  return renderToString(
    <AnswerList side="parents" title="T" library={library} answers={answers as never} progress={{ answered: 1, total: 7 }} locale={locale} highlight={highlight} />,
  );
}

describe('one side’s answers', () => {
  it('shows the count and each shown question with its answer, in Chinese and English', async () => {
    await useLanguageForTest('zh');
    const zh = list('zh', { q1: { value: 1 } });
    expect(zh).toContain('已答 1 / 7 题');
    expect(zh).toContain('叫孩子名字时，孩子会回应吗？');
    expect(zh).toMatch(/data-testid="test-answer-parents-q1" data-answered="true"[^>]*>.*会/);
    expect(zh).toMatch(/data-testid="test-answer-parents-q10" data-answered="false"[^>]*>.*未作答/);
    await useLanguageForTest('en');
    const en = list('en', { q1: { value: 1 } });
    expect(en).toContain('1 of 7 answered');
    expect(en).toContain('Does the child respond when called by name?');
    expect(en).toContain('Not answered');
  });

  it('shows a question answered twice as its receptive and expressive parts, and hides untriggered questions', async () => {
    await useLanguageForTest('en');
    const html = list('en', { q2: { value: 1, include_expressive: true }, q2_Expressive: { value: 0, include_expressive: true } });
    expect(html).toContain('data-testid="test-answer-parents-q2"');
    expect(html).toContain('data-testid="test-answer-parents-q2_Expressive"');
    expect(html).toContain('Receptive');
    expect(html).toContain('Expressive');
    expect(html).not.toContain('test-answer-parents-q4"'); // shown only when q3 is 'no'
  });

  it('reads a conditional choice, a counting question and a composite question in words, in both languages', async () => {
    const answers = {
      q1: { value: 1 },
      q3: { value: 1, radioValue: 1, otherValues: ['dog', 'more'], checkboxOtherValue: { more: 2 } },
      q5: { value: 3, checkboxValues: ['eyes', 'more'], checkboxOtherValue: { more: 2 } },
      q6: { value: 2, checkboxCompositeValues: { milk: { receptive: true, expressive: true }, car: { receptive: true, expressive: false } }, receptive_value: 2, expressive_value: 1 },
    };
    await useLanguageForTest('zh');
    const zh = list('zh', answers);
    expect(zh).toContain('会：小狗、更多（2 种）');
    expect(zh).toContain('计数 3：眼睛、更多（2 个）');
    expect(zh).toContain('理解 2：牛奶、汽车；表达 1：牛奶');
    await useLanguageForTest('en');
    const en = list('en', answers);
    expect(en).toContain('Yes: Dog, More (2)');
    expect(en).toContain('Count 3: Eyes, More (2)');
    expect(en).toContain('Receptive 2: Milk, Car; Expressive 1: Milk');
  });
});

describe('test dialogs', () => {
  it('registers the four dialogs the seeded actions name, once', () => {
    const registry = createDialogComponentRegistry();
    registerTestDialogs(registry);
    registerTestDialogs(registry);
    for (const path of Object.values(TEST_DIALOGS)) expect(registry.has(path), path).toBe(true);
  });

  it('knows a children-list row as the child, and a test row or nothing as no child', () => {
    expect(childOfData([{ _id: 'c1', name: '乐乐', children_code: 'X' }])).toEqual({ _id: 'c1', name: '乐乐' });
    expect(childOfData([{ _id: 't1', tools_type: 'Dream-IT' }])).toBeNull();
    expect(childOfData(undefined)).toBeNull();
  });

  it('labels a status from the list of values in the user’s language, else by its value', () => {
    const entries = [{ value: 'ParentsTesting', content: '家长测评中', contentEn: 'Parent testing' }];
    expect(statusLabel(entries, 'ParentsTesting', 'zh')).toBe('家长测评中');
    expect(statusLabel(entries, 'ParentsTesting', 'en')).toBe('Parent testing');
    expect(statusLabel(undefined, 'Close', 'en')).toBe('Close');
  });

  it('reads a menu’s fixed params for its table', () => {
    expect(fixedParamsOf({ fixedParams: { tools_type: 'Dream-IT' } })).toEqual({ tools_type: 'Dream-IT' });
    expect(fixedParamsOf({ fixedParams: ['x'] })).toBeUndefined();
    expect(fixedParamsOf(null)).toBeUndefined();
  });
});
