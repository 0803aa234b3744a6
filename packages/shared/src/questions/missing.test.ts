import { describe, expect, it } from 'vitest';
import type { Answers } from './answers';
import { exampleBank, exampleCompleteAnswers } from './fixtures/example';
import { missingMessage, missingName, missingQuestions } from './missing';
import { unansweredKeys } from './unanswered';

const library = exampleBank().library;
const complete: Answers = exampleCompleteAnswers();

describe('unanswered parts named as a person reads them', () => {
  it('names the expressive half by the question number the screen shows and its page', () => {
    const answers = { ...complete, q2_Expressive: null };
    const missing = missingQuestions(library, answers, unansweredKeys(library, answers));
    expect(missing).toEqual([{ answerKey: 'q2_Expressive', key: 'q2', number: 2, page: 0, part: 'expressive' }]);
    expect(missingMessage(missing, 'zh')).toBe('还有题目未作答——第 1 页：第 2 题 表达');
    expect(missingMessage(missing, 'en')).toBe('Some questions are not answered yet. Page 1: Question 2, expressive');
  });

  it('names the receptive half of a two-part question, and a one-part question without a part', () => {
    const answers = { ...complete, q2: null, q6: null };
    const missing = missingQuestions(library, answers, unansweredKeys(library, answers));
    expect(missing.map((m) => missingName(m, 'zh'))).toEqual(['第 2 题 理解', '第 5 题']);
    expect(missing.map((m) => missingName(m, 'en'))).toEqual(['Question 2, receptive', 'Question 5']);
  });

  it('groups by page, numbers after a skipped question without a gap, and never shows a key', () => {
    // q4 is hidden (q3 = 1): q5 is the screen's 4th question, q6 its 5th.
    const answers: Answers = { q1: { value: 1 }, q3: { value: 1, radioValue: 1, otherValues: ['dog'] } };
    const keys = unansweredKeys(library, answers);
    const zh = missingMessage(missingQuestions(library, answers, keys), 'zh');
    expect(zh).toBe('还有题目未作答——第 1 页：第 2 题 理解、第 2 题 表达；第 3 页：第 4 题、第 5 题');
    expect(missingMessage(missingQuestions(library, answers, keys), 'en')).toBe(
      'Some questions are not answered yet. Page 1: Question 2, receptive; Question 2, expressive. Page 3: Question 4; Question 5',
    );
    for (const key of keys) expect(zh).not.toContain(key);
  });

  it('names no pages for a screen that shows every question at once', () => {
    const answers: Answers = { q1: { value: 1 }, q3: { value: 1, radioValue: 1, otherValues: ['dog'] } };
    const missing = missingQuestions(library, answers, unansweredKeys(library, answers));
    expect(missingMessage(missing, 'zh', { byPage: false })).toBe('还有题目未作答——第 2 题 理解、第 2 题 表达、第 4 题、第 5 题');
    expect(missingMessage(missing, 'en', { byPage: false })).toBe('Some questions are not answered yet. Question 2, receptive; Question 2, expressive; Question 4; Question 5');
  });

  it('names the first six and counts the rest', () => {
    const missing = missingQuestions(library, {}, unansweredKeys(library, {}));
    const all = [...missing, ...missing];
    expect(missingMessage(all, 'zh')).toMatch(/（共 \d+ 处）$/);
    expect(missingMessage(all, 'en')).toMatch(/ \(\d+ in all\)$/);
  });

  it('leaves out keys the library does not have; with none left, a plain message', () => {
    expect(missingQuestions(library, complete, ['nope', 'nope_Expressive'])).toEqual([]);
    expect(missingMessage([], 'zh')).toBe('还有题目未作答，请检查后再提交');
    expect(missingMessage([], 'en')).toBe('Some questions are not answered yet; please check and submit again');
  });
});
