import { describe, expect, it } from 'vitest';
import type { Answers, Locale } from '@portal/shared';
import { flaggedRows, type FlaggedSource } from './flagged';

const yesNo = [
  { content: { zh: '会', en: 'Yes' }, value: 1, score: 1 },
  { content: { zh: '不会', en: 'No' }, value: 0 },
];
const library = {
  question: {
    q2: {
      type: 'radio', index_count: 2, include_expressive: true, choices: yesNo,
      question_title: { zh: '词汇', en: 'Vocabulary' }, question: { zh: '球', en: 'Ball' },
    },
    q6: {
      type: 'checkbox', index_count: 6, question: { zh: '词语', en: 'Words' },
      choices: [{ content: { zh: '牛奶', en: 'Milk' }, value: 'milk', type: 'composite_checkbox' }, { content: { zh: '汽车', en: 'Car' }, value: 'car', type: 'composite_checkbox' }],
    },
  },
  question_page_sort: [['q2', 'q6']],
} as unknown as FlaggedSource['library'];
// As the server sends them: the library has no scoring fields, the flagged parts' targets come apart.
const targets = { q2: { zh: '能指出球', en: 'Points to the ball' }, q2_Expressive: { zh: '能说出“球”', en: 'Says ball' }, q6_Expressive: { zh: '能说出两个词', en: 'Says two words' } };
const rows = (flagged: string[] | null, clinician: Answers, parents: Answers, locale: Locale) => flaggedRows({ library, flagged, targets, clinician, parents }, locale);

describe('flagged items', () => {
  it('lists each flagged part with the number the test screen showed, its question, answer and target; the clinician’s answer wins over the parent’s', () => {
    expect(rows(['q2', 'q2_Expressive'], { q2_Expressive: { value: 0 } }, { q2: { value: 0 }, q2_Expressive: { value: 1 } }, 'en')).toEqual([
      { key: 'q2', index: '1', title: 'Vocabulary', question: 'Ball', expressive: false, answer: 'No', target: 'Points to the ball' },
      { key: 'q2_Expressive', index: '1', title: 'Vocabulary', question: 'Ball', expressive: true, answer: 'No', target: 'Says ball' },
    ]);
  });

  it('a composite question’s expressive part is read from its one record', () => {
    expect(rows(['q6_Expressive'], { q6: { value: 1, checkboxCompositeValues: { milk: { receptive: true, expressive: false } }, receptive_value: 1, expressive_value: 0 } }, {}, 'en')).toEqual([{ key: 'q6_Expressive', index: '2', title: '', question: 'Words', expressive: true, answer: 'Receptive 1: Milk; Expressive 0', target: 'Says two words' }]);
  });

  it('keys the bank does not have, and no list at all, give no rows', () => {
    expect(rows(['zz', 'q9_Expressive'], {}, {}, 'zh')).toEqual([]);
    expect(rows(null, {}, {}, 'zh')).toEqual([]);
  });

  it('a part the bank gives no target has none (the table says so), never an empty text', () => {
    const none = flaggedRows({ library, flagged: ['q2'], targets: {}, clinician: {}, parents: {} }, 'zh');
    expect(none[0]!.target).toBeNull();
  });
});
