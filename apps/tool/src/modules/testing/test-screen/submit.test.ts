import { describe, expect, it } from 'vitest';
import { pageOf, submitOutcome } from './submit';

describe('what a submission leads to', () => {
  it('unanswered keys: the omitted-questions message listing them, and the first question to go to', () => {
    const outcome = submitOutcome({ status: 'Testing', questions_not_answer_keys: ['q2_Expressive', 'q4'] }, 'en');
    expect(outcome).toEqual({
      kind: 'omitted',
      keys: ['q2_Expressive', 'q4'],
      message: 'Abnormal omitted questions found while filling in: q2_Expressive, q4! please check!',
      firstQuestion: 'q2',
    });
    expect(submitOutcome({ status: 'Testing', questions_not_answer_keys: ['q4'] }, 'zh')).toMatchObject({ message: '填写时发现异常漏题：q4！请检查！' });
  });

  it('an ended test goes to the report; an invalidated one is closed', () => {
    expect(submitOutcome({ status: 'Close', questions_not_answer_keys: [] }, 'zh')).toEqual({ kind: 'ended' });
    expect(submitOutcome({ status: 'ExpClose', questions_not_answer_keys: [] }, 'zh')).toEqual({ kind: 'ended' });
    expect(submitOutcome({ status: 'Failure', questions_not_answer_keys: [] }, 'zh')).toEqual({ kind: 'closed' });
    expect(submitOutcome({ status: 'Testing', questions_not_answer_keys: [] }, 'zh')).toEqual({ kind: 'open' });
  });

  it('finds the page of a question', () => {
    expect(pageOf([['a', 'b'], ['c']], 'c')).toBe(1);
    expect(pageOf([['a']], 'zz')).toBe(0);
  });
});
