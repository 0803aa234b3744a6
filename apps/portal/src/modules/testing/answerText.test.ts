import { describe, expect, it } from 'vitest';
import { answerText, type AnswerTexts } from './answerText';
import { exampleBank } from './test-fixtures';

const texts: AnswerTexts = {
  count: (n) => `count ${n}`,
  tallies: (r, e) => `R${r} E${e}`,
  receptive: 'understands',
  expressive: 'says',
};
const q = (key: string) => exampleBank().library.question[key]!;

describe('an answer as text', () => {
  it('names the chosen choice in the user’s language, and nothing for no answer', () => {
    expect(answerText(q('q1'), { value: 1 }, 'zh', texts)).toBe('会');
    expect(answerText(q('q1'), { value: 'N.A.' }, 'en', texts)).toBe('Not applicable');
    expect(answerText(q('q1'), null, 'en', texts)).toBeNull();
    expect(answerText(q('q1'), { value: null }, 'en', texts)).toBeNull();
  });

  it('adds the ticked items of a conditional choice with their dropdown values', () => {
    expect(answerText(q('q3'), { value: 1, radioValue: 1, otherValues: ['dog', 'more'], checkboxOtherValue: { more: 2 } }, 'en', texts)).toBe('Yes：Dog; More ×2');
  });

  it('gives a counting question’s count and items, and a composite question’s two tallies with each word’s parts', () => {
    expect(answerText(q('q5'), { value: 3, checkboxValues: ['eyes', 'more'], checkboxOtherValue: { more: 2 } }, 'en', texts)).toBe('count 3; Eyes; More ×2');
    expect(answerText(q('q6'), { value: 2, checkboxCompositeValues: { milk: { receptive: true, expressive: true }, car: { receptive: true, expressive: false } }, receptive_value: 2, expressive_value: 1 }, 'en', texts)).toBe(
      'R2 E1; Milk（understands/says）; Car（understands）',
    );
  });
});
