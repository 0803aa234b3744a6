import { describe, expect, it } from 'vitest';
import { flaggedRows } from './flagged';

const yesNo = [
  { content: { zh: '会', en: 'Yes' }, value: 1, score: 1 },
  { content: { zh: '不会', en: 'No' }, value: 0 },
];
const library = {
  question: {
    q2: {
      type: 'radio', index_count: 2, include_expressive: true, choices: yesNo,
      question_title: { zh: '词汇', en: 'Vocabulary' }, question: { zh: '球', en: 'Ball' },
      target: { zh: '能指出球', en: 'Points to the ball' }, target_expressive: { zh: '能说出“球”', en: 'Says ball' },
    },
    q6: {
      type: 'checkbox', index_count: 6, question: { zh: '词语', en: 'Words' }, target_expressive: { zh: '能说出两个词', en: 'Says two words' },
      choices: [{ content: { zh: '牛奶', en: 'Milk' }, value: 'milk', type: 'composite_checkbox' }, { content: { zh: '汽车', en: 'Car' }, value: 'car', type: 'composite_checkbox' }],
    },
  },
  question_page_sort: [['q2', 'q6']],
} as unknown as Parameters<typeof flaggedRows>[0];

describe('flagged items', () => {
  it('lists each flagged part with its question, answer and target; the clinician’s answer wins over the parent’s', () => {
    const rows = flaggedRows(library, ['q2', 'q2_Expressive'], { q2_Expressive: { value: 0 } }, { q2: { value: 0 }, q2_Expressive: { value: 1 } }, 'en');
    expect(rows).toEqual([
      { key: 'q2', index: '2', title: 'Vocabulary', question: 'Ball', expressive: false, answer: 'No', target: 'Points to the ball' },
      { key: 'q2_Expressive', index: '2', title: 'Vocabulary', question: 'Ball', expressive: true, answer: 'No', target: 'Says ball' },
    ]);
  });

  it('a composite question’s expressive part is read from its one record', () => {
    const rows = flaggedRows(library, ['q6_Expressive'], { q6: { value: 1, checkboxCompositeValues: { milk: { receptive: true, expressive: false } }, receptive_value: 1, expressive_value: 0 } }, {}, 'en');
    expect(rows).toEqual([{ key: 'q6_Expressive', index: '6', title: '', question: 'Words', expressive: true, answer: 'Receptive 1: Milk; Expressive 0', target: 'Says two words' }]);
  });

  it('keys the bank does not have, and no list at all, give no rows', () => {
    expect(flaggedRows(library, ['zz', 'q9_Expressive'], {}, {}, 'zh')).toEqual([]);
    expect(flaggedRows(library, null, {}, {}, 'zh')).toEqual([]);
  });
});
