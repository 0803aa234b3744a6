import { describe, expect, it } from 'vitest';
import type { Answers } from './answers';
import { exampleBank, exampleCompleteAnswers } from './fixtures/example';
import { unansweredKeys } from './unanswered';

const library = exampleBank().library;
const complete: Answers = exampleCompleteAnswers();

describe('unanswered keys of a test', () => {
  it.each<[string, Answers, string[]]>([
    ['nothing answered: every shown required question, expressive parts included', {}, ['q1', 'q2', 'q2_Expressive', 'q3', 'q5', 'q6']],
    ['every shown question answered (optional q10 left empty)', complete, []],
    ['a missing expressive part', { ...complete, q2_Expressive: null }, ['q2_Expressive']],
    ['a question a trigger shows becomes required', { ...complete, q3: { value: 0, radioValue: 0 } }, ['q4']],
    ['an incomplete answer counts as unanswered', { ...complete, q5: { value: 1, checkboxValues: ['eyes', 'more'] } }, ['q5']],
    ['several, in page order', { ...complete, q1: { value: 0 }, q6: null }, ['q6', 'q9']],
    ['answers to hidden questions are not needed', { ...complete, q4: null, q7: null }, []],
  ])('%s', (_, answers, keys) => {
    expect(unansweredKeys(library, answers)).toEqual(keys);
  });
});
