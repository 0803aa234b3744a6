import { describe, expect, it } from 'vitest';
import type { Answers } from './answers';
import { exampleBank } from './fixtures/example';
import { hideAnsweredRadios } from './hide-answered';

const library = exampleBank().library;
const keys = ['q1', 'q2', 'q3', 'q5', 'q6'];

describe('hide-answered', () => {
  it.each<[string, Answers, string[]]>([
    ['nothing answered hides nothing', {}, keys],
    ['an answered radio is hidden', { q1: { value: 0 } }, ['q2', 'q3', 'q5', 'q6']],
    ['a radio with an expressive part waits for both answers', { q2: { value: 1 } }, keys],
    ['both parts answered hide it', { q2: { value: 1 }, q2_Expressive: { value: 0 } }, ['q1', 'q3', 'q5', 'q6']],
    ['an invalid answer is no answer', { q1: { value: 7 } }, keys],
    [
      'other widgets stay, answered or not',
      { q3: { value: 0, radioValue: 0 }, q5: { value: 1, checkboxValues: ['eyes'] }, q6: { value: 1, checkboxCompositeValues: { milk: { receptive: true, expressive: false } } } },
      keys,
    ],
  ])('%s', (_, answers, expected) => {
    expect(hideAnsweredRadios(library, keys, answers)).toEqual(expected);
  });

  it('keeps keys the library does not know', () => {
    expect(hideAnsweredRadios(library, ['zz', 'q1'], { q1: { value: 1 } })).toEqual(['zz']);
  });
});
