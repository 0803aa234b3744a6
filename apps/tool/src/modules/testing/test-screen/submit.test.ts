import { describe, expect, it } from 'vitest';
import type { LibraryShape } from '@portal/shared';
import { submitOutcome } from './submit';

const radio = (extra: object = {}) => ({ type: 'radio' as const, question: { zh: '题', en: 'Q' }, choices: [{ content: { zh: '是', en: 'Yes' }, value: 1 }], ...extra });
const library: LibraryShape = {
  question: { it01: radio(), it02: radio({ triggered_away_by: 'it01', triggered_values: [0] }), it03: radio(), it04: radio({ include_expressive: true }) },
  question_page_sort: [['it01', 'it02'], ['it03', 'it04']],
};

describe('what a submission leads to', () => {
  it('unanswered keys: a message naming the questions as the screen numbers them, in page order, and the first one to go to', () => {
    // it02 is skipped by its trigger: it04 is the screen's 3rd question.
    const outcome = submitOutcome({ status: 'Testing', questions_not_answer_keys: ['it04_Expressive', 'it03'] }, library, { it01: { value: 1 } }, 'en');
    expect(outcome).toMatchObject({
      kind: 'omitted',
      message: 'Some questions are not answered yet. Page 2: Question 2; Question 3, expressive',
      first: { answerKey: 'it03', key: 'it03', page: 1, number: 2, part: null },
    });
    const zh = submitOutcome({ status: 'Testing', questions_not_answer_keys: ['it04_Expressive'] }, library, { it01: { value: 1 } }, 'zh');
    expect(zh).toMatchObject({ message: '还有题目未作答——第 2 页：第 3 题 表达' });
    expect(JSON.stringify(zh)).not.toMatch(/message":"[^"]*it04/);
    const unpaged = submitOutcome({ status: 'Testing', questions_not_answer_keys: ['it04_Expressive'] }, library, { it01: { value: 1 } }, 'zh', false);
    expect(unpaged).toMatchObject({ message: '还有题目未作答——第 3 题 表达' });
  });

  it('an ended test goes to the report; an invalidated one is closed', () => {
    for (const status of ['Close', 'ExpClose'] as const) expect(submitOutcome({ status, questions_not_answer_keys: [] }, library, {}, 'zh')).toEqual({ kind: 'ended' });
    expect(submitOutcome({ status: 'Failure', questions_not_answer_keys: [] }, library, {}, 'zh')).toEqual({ kind: 'closed' });
    expect(submitOutcome({ status: 'Testing', questions_not_answer_keys: [] }, library, {}, 'zh')).toEqual({ kind: 'open' });
  });
});
