import { describe, expect, it } from 'vitest';
import type { AnswerValue } from './answers';
import { compositeTallies, countingValue, dropdownNumber } from './counting';
import { exampleQuestion } from './fixtures/example';

const bodyParts = exampleQuestion('q5');
const words = exampleQuestion('q6');
const more = bodyParts.choices[4]!;

describe('a counting question’s value (q5: four body parts and a "more" dropdown)', () => {
  it.each<[string, AnswerValue | null, number]>([
    ['nothing', null, 0],
    ['one tick', { checkboxValues: ['eyes'] }, 1],
    ['every plain tick', { checkboxValues: ['eyes', 'nose', 'mouth', 'ears'] }, 4],
    ['a tick plus "more: 2"', { checkboxValues: ['eyes', 'more'], checkboxOtherValue: { more: 2 } }, 3],
    ['"more" alone, count as text', { checkboxValues: ['more'], checkboxOtherValue: { more: '3' } }, 3],
    ['"more" with the special value N.A. adds 0', { checkboxValues: ['eyes', 'more'], checkboxOtherValue: { more: 'N.A.' } }, 1],
    ['"more" ticked without a count adds 0', { checkboxValues: ['eyes', 'more'] }, 1],
    ['a count without the "more" tick adds nothing', { checkboxValues: ['eyes'], checkboxOtherValue: { more: 3 } }, 1],
    ['a count that is no option adds nothing', { checkboxValues: ['eyes', 'more'], checkboxOtherValue: { more: 99 } }, 1],
    ['unknown and repeated ticks count once or not at all', { checkboxValues: ['eyes', 'eyes', 'tail'] }, 1],
  ])('%s', (_, answer, count) => {
    expect(countingValue(bodyParts, answer)).toBe(count);
  });

  it('adds a dropdown value only when it is a non-special option', () => {
    expect(dropdownNumber(more, 2)).toBe(2);
    expect(dropdownNumber(more, '2')).toBe(2);
    expect(dropdownNumber(more, 'N.A.')).toBe(0);
    expect(dropdownNumber(more, 4)).toBe(0);
    expect(dropdownNumber(more, undefined)).toBe(0);
  });
});

describe('a composite question’s tallies (q6: milk, car, dog, more understood, more said)', () => {
  it.each<[string, AnswerValue | null, { receptive: number; expressive: number }]>([
    ['nothing', null, { receptive: 0, expressive: 0 }],
    ['one word understood', { checkboxCompositeValues: { milk: { receptive: true, expressive: false } } }, { receptive: 1, expressive: 0 }],
    ['a word said counts as understood too', { checkboxCompositeValues: { milk: { receptive: false, expressive: true } } }, { receptive: 1, expressive: 1 }],
    ['two understood, one said', { checkboxCompositeValues: { milk: { receptive: true, expressive: true }, car: { receptive: true, expressive: false } } }, { receptive: 2, expressive: 1 }],
    [
      '"more" dropdowns add to their own tallies',
      { checkboxCompositeValues: { milk: { receptive: true, expressive: true } }, checkboxValues: ['more_receptive', 'more_expressive'], checkboxOtherValue: { more_receptive: 5, more_expressive: 10 } },
      { receptive: 6, expressive: 11 },
    ],
    ['an unticked "more" adds nothing', { checkboxValues: [], checkboxOtherValue: { more_receptive: 5 } }, { receptive: 0, expressive: 0 }],
    ['unknown rows add nothing', { checkboxCompositeValues: { cat: { receptive: true, expressive: true } } }, { receptive: 0, expressive: 0 }],
  ])('%s', (_, answer, tallies) => {
    expect(compositeTallies(words, answer)).toEqual(tallies);
  });
});
