import { questionSchema, type AnswerValue, type Question } from '@portal/shared';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { questionActions, selectAllState, useQuestionActions, type QuestionActions } from './actions';
import { parseQuestionConfig } from './config';
import { questionKind } from './kind';
import { exampleConfig } from './test-fixtures';

const question = (key: string): Question => questionSchema.parse(exampleConfig(key));

/** Plays actions like a person, each on the record the previous one produced. */
function play(q: Question, start: AnswerValue | null, ...steps: ((a: QuestionActions) => void)[]): AnswerValue | null {
  let value = start;
  for (const step of steps) step(questionActions(q, value, (next) => (value = next)));
  return value;
}

describe('handlers go through the shared widget rules', () => {
  it('single choice records the bank’s value', () => {
    expect(play(question('q1'), null, (a) => a.choose('0'))).toEqual({ value: 0 });
    expect(play(question('q2'), null, (a) => a.choose(1))).toEqual({ value: 1, include_expressive: true });
  });

  it('conditional sub-options: a count ticks "more"; another choice clears the sub-options', () => {
    const q3 = question('q3');
    const yes = play(q3, null, (a) => a.choose(1), (a) => a.tick('dog', true), (a) => a.dropdown('more', 2));
    expect(yes).toEqual({ value: 1, radioValue: 1, otherValues: ['dog', 'more'], checkboxOtherValue: { more: 2 } });
    expect(play(q3, yes, (a) => a.dropdown('more', null))).toEqual({ value: 1, radioValue: 1, otherValues: ['dog', 'more'] });
    expect(play(q3, yes, (a) => a.choose(0))).toEqual({ value: 0, radioValue: 0 });
  });

  it('select-all ticks every plain item, keeps "more", and the box follows', () => {
    const q5 = question('q5');
    const all = play(q5, null, (a) => a.dropdown('more', 2), (a) => a.selectAll(true));
    expect(all).toEqual({ value: 6, checkboxValues: ['eyes', 'nose', 'mouth', 'ears', 'more'], checkboxOtherValue: { more: 2 } });
    expect(selectAllState(q5, all)).toEqual({ offered: true, checked: true, indeterminate: false });
    const one = play(q5, all, (a) => a.tick('eyes', false));
    expect(selectAllState(q5, one)).toEqual({ offered: true, checked: false, indeterminate: true });
    const cleared = play(q5, one, (a) => a.selectAll(false));
    expect(cleared).toEqual({ value: 2, checkboxValues: ['more'], checkboxOtherValue: { more: 2 } });
    // 'more' alone is not something select-all set: the box is empty, not half-ticked.
    expect(selectAllState(q5, cleared)).toEqual({ offered: true, checked: false, indeterminate: false });
    expect(play(q5, cleared, (a) => a.tick('more', false))).toBeNull();
  });

  it('composite: expressive ticks receptive too; select-all sets both parts of every row', () => {
    const q6 = question('q6');
    const milk = play(q6, null, (a) => a.mark('milk', 'expressive', true));
    expect(milk?.checkboxCompositeValues).toEqual({ milk: { receptive: true, expressive: true } });
    expect(milk).toMatchObject({ receptive_value: 1, expressive_value: 1 });
    expect(selectAllState(q6, milk)).toEqual({ offered: true, checked: false, indeterminate: true });

    const all = play(q6, milk, (a) => a.selectAll(true), (a) => a.dropdown('more_expressive', 10));
    expect(all).toMatchObject({ receptive_value: 3, expressive_value: 13, checkboxValues: ['more_expressive'] });
    expect(selectAllState(q6, all)).toEqual({ offered: true, checked: true, indeterminate: false });
    // A row understood but not said keeps select-all half-ticked.
    const car = play(q6, all, (a) => a.mark('car', 'expressive', false));
    expect(car?.checkboxCompositeValues?.car).toEqual({ receptive: true, expressive: false });
    expect(selectAllState(q6, car)).toEqual({ offered: true, checked: false, indeterminate: true });
    // Clearing receptive clears expressive as well.
    expect(play(q6, all, (a) => a.mark('milk', 'receptive', false))?.checkboxCompositeValues?.milk).toBeUndefined();
    expect(play(q6, all, (a) => a.selectAll(false))).toMatchObject({ checkboxCompositeValues: {}, receptive_value: 0, expressive_value: 10 });
  });

  it('select-all is not offered where it would set nothing', () => {
    expect(selectAllState(question('q1'), null).offered).toBe(false);
    const onlyMore = questionSchema.parse({ ...exampleConfig('q5'), choices: [(exampleConfig('q5').choices as unknown[])[4]] });
    expect(selectAllState(onlyMore, null).offered).toBe(false);
  });

  it('useQuestionActions hands out the same handlers', () => {
    const seen: (AnswerValue | null)[] = [];
    function Probe() {
      useQuestionActions(question('q5'), null, (next) => seen.push(next)).tick('nose', true);
      return null;
    }
    renderToString(createElement(Probe));
    expect(seen).toEqual([{ value: 1, checkboxValues: ['nose'] }]);
  });
});

describe('question configs', () => {
  it('are parsed once per object and name their kind', () => {
    const raw = exampleConfig('q6');
    const first = parseQuestionConfig(raw);
    expect(parseQuestionConfig(raw)).toBe(first);
    expect(first.ok && questionKind(first.question)).toBe('composite');
    expect(['q1', 'q3', 'q5'].map((key) => questionKind(question(key)))).toEqual(['radio', 'conditions', 'checkbox']);
    expect(parseQuestionConfig(null)).toEqual({ ok: false, problems: ['(question): expected an object'] });
    const bad = parseQuestionConfig({ ...raw, questionId: undefined });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems[0]).toMatch(/^questionId: questionId or item_id is required/);
  });
});
