import { describe, expect, it } from 'vitest';
import type { QuestionShape } from '@portal/shared';
import { answerText } from './answerText';

const yesNo = [
  { content: { zh: '会', en: 'Yes' }, value: 1 },
  { content: { zh: '不会', en: 'No' }, value: 0 },
];
const more = { content: { zh: '更多', en: 'More' }, value: 'more', type: 'select' as const, choices: [1, 2, 3].map((n) => ({ content: { zh: `${n} 种`, en: String(n) }, value: n })) };
const questions: Record<string, QuestionShape> = {
  q1: { type: 'radio', choices: yesNo },
  q3: { type: 'ConditionsChoose', choices: [{ ...yesNo[0]!, choices: [{ content: { zh: '小狗', en: 'Dog' }, value: 'dog' }, more] }, yesNo[1]!] },
  q5: { type: 'checkbox', choices: [{ content: { zh: '眼睛', en: 'Eyes' }, value: 'eyes' }, { content: { zh: '鼻子', en: 'Nose' }, value: 'nose' }, { content: { zh: '耳朵', en: 'Ears' }, value: 'ears' }] },
};
const q = (key: string) => questions[key]!;

describe('answers in words', () => {
  it('a single choice reads as its label in the page language', () => {
    expect(answerText(q('q1'), { value: 1 }, 'zh')).toBe('会');
    expect(answerText(q('q1'), { value: 0 }, 'en')).toBe('No');
  });

  it('a conditional choice lists its ticked sub-options with their counts', () => {
    expect(answerText(q('q3'), { value: 1, radioValue: 1, otherValues: ['dog', 'more'], checkboxOtherValue: { more: 2 } }, 'en')).toBe('Yes: Dog, More (2)');
  });

  it('a multi-select lists the ticked items', () => {
    expect(answerText(q('q5'), { value: 2, checkboxValues: ['eyes', 'nose'] }, 'zh')).toBe('眼睛、鼻子');
  });

  it('no answer is an empty text', () => {
    expect(answerText(q('q1'), null, 'zh')).toBe('');
  });
});
