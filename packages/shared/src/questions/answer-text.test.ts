import { describe, expect, it } from 'vitest';
import type { Locale } from '../errors';
import type { AnswerValue } from './answers';
import { answerText } from './answer-text';
import { exampleQuestion } from './fixtures/example';

// The example bank: q1 radio (with N.A.), q3 ConditionsChoose with a 'more' select sub-option,
// q5 a counting checkbox with a 'more' select (N.A. = 'not sure'), q6 composite words with a
// 'more' select per part.
describe('an answer in words', () => {
  it.each<[string, string, AnswerValue | null | undefined, Locale, string | null]>([
    ['single choice', 'q1', { value: 1 }, 'zh', '会'],
    ['single choice', 'q1', { value: 0 }, 'en', 'No'],
    ['N.A. is a choice with its own label', 'q1', { value: 'N.A.' }, 'en', 'Not applicable'],
    ['a value the question lacks shows as itself', 'q1', { value: 7 }, 'en', '7'],
    ['a chosen choice without sub-options', 'q3', { value: 0, radioValue: 0 }, 'en', 'No'],
    ['sub-options with a select count', 'q3', { value: 1, radioValue: 1, otherValues: ['dog', 'more'], checkboxOtherValue: { more: 2 } }, 'en', 'Yes: Dog, More (2)'],
    ['sub-options with a select count', 'q3', { value: 1, radioValue: 1, otherValues: ['dog', 'more'], checkboxOtherValue: { more: 3 } }, 'zh', '会：小狗、更多（3 种及以上）'],
    ['a select ticked without its count', 'q3', { value: 1, radioValue: 1, otherValues: ['more'] }, 'en', 'Yes: More'],
    ['counting checkbox: count, then items', 'q5', { value: 2, checkboxValues: ['eyes', 'nose'] }, 'zh', '计数 2：眼睛、鼻子'],
    ['counting checkbox with a select count', 'q5', { value: 3, checkboxValues: ['eyes', 'more'], checkboxOtherValue: { more: 2 } }, 'en', 'Count 3: Eyes, More (2)'],
    ['a special dropdown value adds 0 and shows its label', 'q5', { value: 1, checkboxValues: ['eyes', 'more'], checkboxOtherValue: { more: 'N.A.' } }, 'en', 'Count 1: Eyes, More (Not sure)'],
    [
      'composite rows under each part, with its tally',
      'q6',
      { value: 2, checkboxCompositeValues: { milk: { receptive: true, expressive: true }, car: { receptive: true, expressive: false } }, receptive_value: 2, expressive_value: 1 },
      'en',
      'Receptive 2: Milk, Car; Expressive 1: Milk',
    ],
    [
      'composite with the parts’ "more" items',
      'q6',
      { value: 7, checkboxCompositeValues: { dog: { receptive: true, expressive: false } }, checkboxValues: ['more_receptive', 'more_expressive'], checkboxOtherValue: { more_receptive: 5, more_expressive: 10 }, receptive_value: 6, expressive_value: 10 },
      'zh',
      '理解 6：小狗、更多理解（5 个）；表达 10：更多表达（10 个）',
    ],
    ['composite with nothing said', 'q6', { value: 1, checkboxCompositeValues: { milk: { receptive: true, expressive: false } } }, 'en', 'Receptive 1: Milk; Expressive 0'],
    ['no answer', 'q1', null, 'zh', null],
    ['no answer', 'q5', undefined, 'en', null],
    ['an empty result', 'q1', { value: null }, 'en', null],
    ['an empty result', 'q1', { value: '' }, 'en', null],
    ['nothing ticked', 'q5', { value: 0, checkboxValues: [] }, 'en', null],
    ['no composite row marked', 'q6', { value: 0, checkboxCompositeValues: {} }, 'zh', null],
  ])('%s (%s, %s)', (_what, key, answer, locale, expected) => {
    expect(answerText(exampleQuestion(key), answer, locale)).toBe(expected);
  });
});
