import { describe, expect, it } from 'vitest';
import type { Answers } from './answers';
import { exampleBank } from './fixtures/example';
import { pageOfQuestion, questionNumbers } from './numbering';

const bank = exampleBank();
const library = bank.library;
const parents = bank.library_parents!;
/** The parent's pages: the main library with the parents' own pages appended. */
const together = { question: { ...library.question, ...parents.question }, question_page_sort: [...library.question_page_sort, ...parents.question_page_sort] };

describe('question numbers', () => {
  it('numbers the shown questions 1, 2, 3… in page order', () => {
    // Nothing answered: q4 (shown by q3 = 0), q7 (by q5) and q8 (by 0 of …) are hidden, q9 shows.
    const numbers = questionNumbers(library, {});
    expect([...numbers.values()]).toEqual(Array.from({ length: numbers.size }, (_, i) => i + 1));
    expect(numbers.get('q1')).toBe(1);
    expect(numbers.get('q3')).toBe(3);
    expect(numbers.has('q4')).toBe(false);
  });

  it('leaves no gap where a trigger skips a question, and closes up when it shows', () => {
    const skipped: Answers = { q3: { value: 1, radioValue: 1, otherValues: ['dog'] } };
    expect(questionNumbers(library, skipped).has('q4')).toBe(false);
    expect(questionNumbers(library, skipped).get('q5')).toBe(4);
    const shown: Answers = { q3: { value: 0, radioValue: 0 } };
    expect(questionNumbers(library, shown).get('q4')).toBe(4);
    expect(questionNumbers(library, shown).get('q5')).toBe(5);
  });

  it('goes on counting across an appended library instead of restarting', () => {
    const numbers = questionNumbers(together, {});
    const mainCount = questionNumbers(library, {}).size;
    // The bank numbers the parents' questions 1 and 2 again; the screen goes on.
    expect(parents.question.p1!.index_count).toBe(1);
    expect(numbers.get('p1')).toBe(mainCount + 1);
    expect(numbers.get('p2')).toBe(mainCount + 2);
  });

  it('finds the page a question is on', () => {
    expect(pageOfQuestion(library, 'q1')).toBe(0);
    expect(pageOfQuestion(library, 'q6')).toBe(2);
    expect(pageOfQuestion(together, 'p2')).toBe(7);
    expect(pageOfQuestion(library, 'nope')).toBe(-1);
  });
});
