import { describe, expect, it } from 'vitest';
import type { AnswerValue, Answers } from './answers';
import { exampleBank } from './fixtures/example';
import type { QuestionShape } from './model';
import { isTriggered, shownQuestionKeys, triggerCount, triggerValues } from './triggers';

const library = exampleBank().library;
const radio = (value: number | string): AnswerValue => ({ value });

describe('what a trigger reads from an answer', () => {
  it.each<[string, AnswerValue | null, unknown, unknown]>([
    ['unanswered', null, null, null],
    ['an empty result', { value: '' }, null, null],
    ['an empty list', { value: [] }, null, null],
    ['a chosen value', radio(1), [1], 1],
    ['numeric text', radio('3'), ['3'], 3],
    ['other text', radio('dog'), ['dog'], Number.NaN],
    ['N.A. counts as 0', radio('N.A.'), [0], 0],
    ['a ticked list', { value: ['eyes', 'nose'] }, ['eyes', 'nose'], 2],
    ['a ticked list containing N.A. counts as 0', { value: ['parents', 'N.A.'] }, [0], 0],
    ['a counting result', { value: 4, checkboxValues: ['eyes'] }, [4], 4],
  ])('%s', (_, answer, values, count) => {
    expect(triggerValues(answer)).toEqual(values);
    expect(triggerCount(answer)).toEqual(count);
  });
});

const q = (fields: Partial<QuestionShape>): QuestionShape => ({ type: 'radio', choices: [], ...fields });

describe('a question with triggers', () => {
  it.each<[string, QuestionShape, Answers, boolean]>([
    ['no trigger: always shown', q({}), {}, true],
    ['one source, unanswered: hidden', q({ triggered_away_by: 'a' }), {}, false],
    ['one source, no lists: any answer shows', q({ triggered_away_by: 'a' }), { a: radio(7) }, true],
    ['one source, value listed', q({ triggered_away_by: 'a', triggered_values: [0, 2] }), { a: radio(2) }, true],
    ['one source, value listed as text', q({ triggered_away_by: 'a', triggered_values: ['2'] }), { a: radio(2) }, true],
    ['one source, value not listed', q({ triggered_away_by: 'a', triggered_values: [0, 2] }), { a: radio(1) }, false],
    ['one source, N.A. matches 0', q({ triggered_away_by: 'a', triggered_values: [0] }), { a: radio('N.A.') }, true],
    ['one source, value excluded', q({ triggered_away_by: 'a', not_triggered_values: [1] }), { a: radio(1) }, false],
    ['one source, value not excluded', q({ triggered_away_by: 'a', not_triggered_values: [1] }), { a: radio(0) }, true],
    ['one source, both lists, one ticked value excluded', q({ triggered_away_by: 'a', triggered_values: ['x'], not_triggered_values: ['y'] }), { a: { value: ['x', 'y'] } }, false],
    ['one source, both lists, ticked value wanted', q({ triggered_away_by: 'a', triggered_values: ['x'], not_triggered_values: ['y'] }), { a: { value: ['x', 'z'] } }, true],
    ['one source, count at the minimum', q({ triggered_away_by: 'a', triggered_min_count_value: 3 }), { a: radio(3) }, true],
    ['one source, count below the minimum', q({ triggered_away_by: 'a', triggered_min_count_value: 3 }), { a: radio(2) }, false],
    ['one source, count above the maximum', q({ triggered_away_by: 'a', triggered_max_count_value: 3 }), { a: radio(4) }, false],
    ['one source, N.A. counts as 0 within bounds', q({ triggered_away_by: 'a', triggered_max_count_value: 0 }), { a: radio('N.A.') }, true],
    ['one source, ticked list counts its length', q({ triggered_away_by: 'a', triggered_min_count_value: 2 }), { a: { value: ['x', 'y'] } }, true],
    ['one source, text never meets a bound', q({ triggered_away_by: 'a', triggered_min_count_value: 0 }), { a: radio('dog') }, false],
    ['one source, expressive answer', q({ triggered_away_by: 'a_Expressive', triggered_values: [1] }), { a: radio(0), a_Expressive: radio(1) }, true],
    ['several, no bounds: one hit shows', q({ triggered_aways_by: ['a', 'b'], triggered_values: [0] }), { a: radio(1), b: radio(0) }, true],
    ['several, no bounds: no hit hides', q({ triggered_aways_by: ['a', 'b'], triggered_values: [0] }), { a: radio(1), b: radio(1) }, false],
    ['several, no lists: answered sources hit', q({ triggered_aways_by: ['a', 'b'], triggered_min_count_value: 2 }), { a: radio(1), b: radio(0) }, true],
    ['several, unanswered sources never hit', q({ triggered_aways_by: ['a', 'b'], not_triggered_values: [1], triggered_min_count_value: 2 }), { a: radio(0) }, false],
    ['several, at most one hit, none', q({ triggered_aways_by: ['a', 'b'], triggered_values: [0], triggered_max_count_value: 1 }), {}, true],
    ['several, at most one hit, two', q({ triggered_aways_by: ['a', 'b'], triggered_values: [0], triggered_max_count_value: 1 }), { a: radio(0), b: radio('N.A.') }, false],
  ])('%s', (_, question, answers, shown) => {
    expect(isTriggered(question, answers)).toBe(shown);
  });

  it('reads a hidden source as unanswered, so its stale answer triggers nothing', () => {
    const question = q({ triggered_away_by: 'a', triggered_values: [0] });
    expect(isTriggered(question, { a: radio(0) }, () => false)).toBe(false);
    expect(isTriggered(question, { a_Expressive: radio(0) }, (key) => key !== 'a')).toBe(false);
  });
});

describe('the shown questions of the example bank', () => {
  it.each<[string, Answers, string[]]>([
    ['nothing answered: only untriggered questions', {}, ['q1', 'q2', 'q3', 'q5', 'q6', 'q10']],
    ['q3 "no" shows q4', { q3: { value: 0, radioValue: 0 } }, ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q10']],
    ['q3 "yes" keeps q4 hidden', { q3: { value: 1, radioValue: 1 } }, ['q1', 'q2', 'q3', 'q5', 'q6', 'q10']],
    ['q5 counting 3 shows q7', { q5: { value: 3, checkboxValues: ['eyes', 'nose', 'ears'] } }, ['q1', 'q2', 'q3', 'q5', 'q6', 'q7', 'q10']],
    ['q5 counting 2 keeps q7 hidden', { q5: { value: 2, checkboxValues: ['eyes', 'nose'] } }, ['q1', 'q2', 'q3', 'q5', 'q6', 'q10']],
    ['q1 "yes": q9 stays hidden', { q1: radio(1) }, ['q1', 'q2', 'q3', 'q5', 'q6', 'q10']],
    ['q1 "no": q9 shown, q8 needs a second hit', { q1: radio(0) }, ['q1', 'q2', 'q3', 'q5', 'q6', 'q9', 'q10']],
    ['q1 N.A. and q2 expressive "no": two hits show q8', { q1: radio('N.A.'), q2: radio(1), q2_Expressive: radio(0) }, ['q1', 'q2', 'q3', 'q5', 'q6', 'q8', 'q9', 'q10']],
    ['a stale q4 answer is not shown once q3 says yes', { q3: { value: 1, radioValue: 1 }, q4: radio(0) }, ['q1', 'q2', 'q3', 'q5', 'q6', 'q10']],
  ])('%s', (_, answers, keys) => {
    expect(shownQuestionKeys(library, answers)).toEqual(keys);
  });

  it('follows a chain: a question whose source is hidden is hidden too', () => {
    const chain = {
      question: {
        a: q({}),
        b: q({ triggered_away_by: 'a', triggered_values: [0] }),
        c: q({ triggered_away_by: 'b', triggered_values: [0] }),
      },
      question_page_sort: [['a'], ['b', 'c']],
    };
    expect(shownQuestionKeys(chain, { a: radio(0), b: radio(0) })).toEqual(['a', 'b', 'c']);
    expect(shownQuestionKeys(chain, { a: radio(1), b: radio(0) })).toEqual(['a']);
  });
});
