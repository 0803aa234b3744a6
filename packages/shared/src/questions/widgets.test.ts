import { describe, expect, it } from 'vitest';
import type { AnswerValue } from './answers';
import { finalizeAnswer } from './finalize';
import { exampleQuestion } from './fixtures/example';
import { chooseCondition, chooseDropdown, chooseRadio, markComposite, selectAll, tickItem } from './widgets';

const name = exampleQuestion('q1');
const ball = exampleQuestion('q2');
const sounds = exampleQuestion('q3');
const bodyParts = exampleQuestion('q5');
const words = exampleQuestion('q6');
const playmates = exampleQuestion('p2', 'library_parents');

const both = { receptive: true, expressive: true };
const receptiveOnly = { receptive: true, expressive: false };

describe('single choice', () => {
  it('records the bank’s own value of the chosen choice', () => {
    expect(chooseRadio(name, 1)).toEqual({ value: 1 });
    expect(chooseRadio(name, '0')).toEqual({ value: 0 });
    expect(chooseRadio(ball, 1)).toEqual({ value: 1, include_expressive: true });
    expect(() => chooseRadio(name, 5)).toThrow(RangeError);
  });
});

describe('single choice with conditional sub-options (q3)', () => {
  it('keeps the sub-options while the same choice stays chosen and clears them on a change', () => {
    const yes = chooseCondition(sounds, null, 1);
    expect(yes).toEqual({ value: 1, radioValue: 1 });
    const dog = tickItem(sounds, yes, 'dog', true);
    expect(dog).toEqual({ value: 1, radioValue: 1, otherValues: ['dog'] });
    const more = chooseDropdown(sounds, dog, 'more', 2);
    expect(more).toEqual({ value: 1, radioValue: 1, otherValues: ['dog', 'more'], checkboxOtherValue: { more: 2 } });
    expect(chooseCondition(sounds, more, 1)).toEqual(more);
    expect(tickItem(sounds, more, 'more', false)).toEqual({ value: 1, radioValue: 1, otherValues: ['dog'] });
    const no = chooseCondition(sounds, more, 0);
    expect(no).toEqual({ value: 0, radioValue: 0 });
    expect(() => tickItem(sounds, no, 'dog', true)).toThrow(RangeError);
  });
});

describe('multi-select with select-all and an embedded dropdown (q5, counting)', () => {
  it.each<[string, () => AnswerValue | null, AnswerValue | null]>([
    ['a tick', () => tickItem(bodyParts, null, 'eyes', true), { value: 1, checkboxValues: ['eyes'] }],
    ['ticks keep the bank’s order', () => tickItem(bodyParts, { checkboxValues: ['nose'] }, 'eyes', true), { value: 2, checkboxValues: ['eyes', 'nose'] }],
    ['the last untick reports null', () => tickItem(bodyParts, { value: 1, checkboxValues: ['eyes'] }, 'eyes', false), null],
    ['a count ticks "more"', () => chooseDropdown(bodyParts, { checkboxValues: ['eyes'] }, 'more', 2), { value: 3, checkboxValues: ['eyes', 'more'], checkboxOtherValue: { more: 2 } }],
    ['unticking "more" drops its count', () => tickItem(bodyParts, { checkboxValues: ['eyes', 'more'], checkboxOtherValue: { more: 2 } }, 'more', false), { value: 1, checkboxValues: ['eyes'] }],
    ['clearing the count keeps the tick', () => chooseDropdown(bodyParts, { checkboxValues: ['eyes', 'more'], checkboxOtherValue: { more: 2 } }, 'more', null), { value: 1, checkboxValues: ['eyes', 'more'] }],
    [
      'select-all ticks every plain item and leaves "more" as it was',
      () => selectAll(bodyParts, { checkboxValues: ['more'], checkboxOtherValue: { more: 2 } }, true),
      { value: 6, checkboxValues: ['eyes', 'nose', 'mouth', 'ears', 'more'], checkboxOtherValue: { more: 2 } },
    ],
    ['select-all cleared keeps "more"', () => selectAll(bodyParts, { checkboxValues: ['eyes', 'more'], checkboxOtherValue: { more: 2 } }, false), { value: 2, checkboxValues: ['more'], checkboxOtherValue: { more: 2 } }],
    ['select-all cleared with nothing else reports null', () => selectAll(bodyParts, { checkboxValues: ['eyes', 'nose'] }, false), null],
    ['a non-counting question’s value is the ticked list', () => tickItem(playmates, null, 'children', true), { value: ['children'], checkboxValues: ['children'] }],
  ])('%s', (_, act, expected) => {
    expect(act()).toEqual(expected);
  });

  it('refuses what the widget never offers', () => {
    expect(() => chooseDropdown(bodyParts, null, 'eyes', 1)).toThrow('not a select choice: eyes');
    expect(() => chooseDropdown(bodyParts, null, 'more', 9)).toThrow('not a choice of this question: 9');
    expect(() => tickItem(bodyParts, null, 'tail', true)).toThrow('not a choice of this question: tail');
    expect(() => selectAll(name, null, true)).toThrow('a radio question has no multi-select');
  });
});

describe('composite checkbox (q6)', () => {
  it.each<[string, () => AnswerValue | null, AnswerValue | null]>([
    ['expressive also sets receptive', () => markComposite(words, null, 'milk', 'expressive', true), { value: 1, checkboxCompositeValues: { milk: both }, receptive_value: 1, expressive_value: 1 }],
    ['clearing expressive keeps receptive', () => markComposite(words, { checkboxCompositeValues: { milk: both } }, 'milk', 'expressive', false), { value: 1, checkboxCompositeValues: { milk: receptiveOnly }, receptive_value: 1, expressive_value: 0 }],
    ['clearing receptive clears expressive too', () => markComposite(words, { checkboxCompositeValues: { milk: both, car: both } }, 'milk', 'receptive', false), { value: 1, checkboxCompositeValues: { car: both }, receptive_value: 1, expressive_value: 1 }],
    ['clearing the last mark reports null', () => markComposite(words, { checkboxCompositeValues: { milk: receptiveOnly } }, 'milk', 'receptive', false), null],
    [
      'select-all sets both parts of every row',
      () => selectAll(words, null, true),
      { value: 3, checkboxCompositeValues: { milk: both, car: both, dog: both }, receptive_value: 3, expressive_value: 3 },
    ],
    [
      'select-all cleared keeps the "more" dropdowns',
      () => selectAll(words, { checkboxCompositeValues: { milk: both }, checkboxValues: ['more_receptive'], checkboxOtherValue: { more_receptive: 5 } }, false),
      { value: 5, checkboxCompositeValues: {}, checkboxValues: ['more_receptive'], checkboxOtherValue: { more_receptive: 5 }, receptive_value: 5, expressive_value: 0 },
    ],
    [
      'a "more said" count adds to the expressive tally',
      () => chooseDropdown(words, { checkboxCompositeValues: { car: both } }, 'more_expressive', 10),
      { value: 1, checkboxCompositeValues: { car: both }, checkboxValues: ['more_expressive'], checkboxOtherValue: { more_expressive: 10 }, receptive_value: 1, expressive_value: 11 },
    ],
  ])('%s', (_, act, expected) => {
    expect(act()).toEqual(expected);
  });

  it('marks rows only with markComposite, and only rows', () => {
    expect(() => tickItem(words, null, 'milk', true)).toThrow('a composite row is marked with markComposite');
    expect(() => markComposite(words, null, 'more_receptive', 'receptive', true)).toThrow('not a composite row: more_receptive');
  });
});

describe('finalizeAnswer: the record the server stores', () => {
  it.each<[string, Parameters<typeof finalizeAnswer>[0], AnswerValue | null, AnswerValue | null]>([
    ['an empty radio answer is null', name, { value: '' }, null],
    ['a list is no radio answer', name, { value: [1] }, null],
    ['an empty tick list is null', bodyParts, { checkboxValues: [], value: 99 }, null],
    ['a forged count is recomputed', bodyParts, { checkboxValues: ['eyes'], value: 40 }, { value: 1, checkboxValues: ['eyes'] }],
    ['a count for an unticked "more" is dropped', bodyParts, { checkboxValues: ['eyes'], checkboxOtherValue: { more: 3 } }, { value: 1, checkboxValues: ['eyes'] }],
    ['an expressive-only row gains receptive', words, { checkboxCompositeValues: { dog: { receptive: false, expressive: true } } }, { value: 1, checkboxCompositeValues: { dog: both }, receptive_value: 1, expressive_value: 1 }],
    ['ConditionsChoose read from value alone', sounds, { value: 1 }, { value: 1, radioValue: 1 }],
    ['sub-options of another choice are dropped', sounds, { radioValue: 0, otherValues: ['dog'] }, { value: 0, radioValue: 0 }],
  ])('%s', (_, question, answer, expected) => {
    expect(finalizeAnswer(question, answer)).toEqual(expected);
  });
});
