import { describe, expect, it } from 'vitest';
import type { Answers } from './answers';
import { exampleBank } from './fixtures/example';
import type { LibraryShape, QuestionShape } from './model';
import { QUESTION_PAGE_HOP_LIMIT, firstPage, isLastPage, movePage, pageQuestionKeys, type PageMove } from './paging';

// Pages of the example: 0 [q1 q2] · 1 [q3 q4] · 2 [q5 q6] · 3 [q7 q8] · 4 [q9] · 5 [q10].
const library = exampleBank().library;
const answered: Answers = { q1: { value: 1 }, q2: { value: 1 }, q2_Expressive: { value: 1 } };

describe('moving through the example bank’s pages', () => {
  it.each<[string, number, 'next' | 'previous', Answers, PageMove]>([
    ['next moves one page', 0, 'next', {}, { kind: 'page', page: 1, hops: 1 }],
    ['next skips pages whose questions are all hidden', 2, 'next', {}, { kind: 'page', page: 5, hops: 3 }],
    ['next stops where a trigger shows a question', 2, 'next', { q1: { value: 0 } }, { kind: 'page', page: 4, hops: 2 }],
    ['next from the last page is the end', 5, 'next', {}, { kind: 'end', hops: 0 }],
    ['previous skips hidden pages too', 5, 'previous', {}, { kind: 'page', page: 2, hops: 3 }],
    ['previous lands on a page a count shows', 5, 'previous', { q5: { value: 3, checkboxValues: ['eyes', 'nose', 'ears'] } }, { kind: 'page', page: 3, hops: 2 }],
    ['previous from the first page is the start', 0, 'previous', {}, { kind: 'start', hops: 0 }],
    ['a position out of range is clamped', 99, 'previous', {}, { kind: 'page', page: 5, hops: 1 }],
  ])('%s', (_, from, direction, answers, move) => {
    expect(movePage(library, answers, from, direction)).toEqual(move);
  });

  it('refuses a page number that is not whole', () => {
    expect(() => movePage(library, {}, 1.5, 'next')).toThrow(RangeError);
    expect(() => movePage(library, {}, Number.NaN, 'next')).toThrow(RangeError);
  });

  it('opens on the first page with something to show', () => {
    expect(firstPage(library, {})).toEqual({ kind: 'page', page: 0, hops: 1 });
    expect(firstPage(library, answered, { hideAnswered: true })).toEqual({ kind: 'page', page: 1, hops: 2 });
  });

  it('knows the last page: no later page shows anything', () => {
    expect(isLastPage(library, {}, 5)).toBe(true);
    expect(isLastPage(library, {}, 2)).toBe(false);
    expect(isLastPage(library, { q10: { value: 1 } }, 2, { hideAnswered: true })).toBe(true);
  });

  it('lists a page’s shown questions, minus answered radios with hide-answered', () => {
    expect(pageQuestionKeys(library, {}, 1)).toEqual(['q3']);
    expect(pageQuestionKeys(library, { q3: { value: 0, radioValue: 0 } }, 1)).toEqual(['q3', 'q4']);
    expect(pageQuestionKeys(library, answered, 0)).toEqual(['q1', 'q2']);
    expect(pageQuestionKeys(library, answered, 0, { hideAnswered: true })).toEqual([]);
    expect(pageQuestionKeys(library, { q1: { value: 1 }, q2: { value: 1 } }, 0, { hideAnswered: true })).toEqual(['q2']);
    expect(pageQuestionKeys(library, {}, 6)).toEqual([]);
  });
});

describe('the hop limit', () => {
  const shown: QuestionShape = { type: 'radio', choices: [] };
  const hidden: QuestionShape = { type: 'radio', choices: [], triggered_away_by: 'start', triggered_values: ['never'] };
  /** A page with a shown question, `empty` pages with hidden ones, then optionally a shown page. */
  function run(empty: number, endsShown: boolean): LibraryShape {
    const question: Record<string, QuestionShape> = { start: shown };
    const pages = [['start']];
    for (let i = 1; i <= empty; i += 1) {
      question[`h${i}`] = hidden;
      pages.push([`h${i}`]);
    }
    if (endsShown) {
      question.last = shown;
      pages.push(['last']);
    }
    return { question, question_page_sort: pages };
  }

  it('is 50 pages per move', () => {
    expect(QUESTION_PAGE_HOP_LIMIT).toBe(50);
  });

  it.each<[string, LibraryShape, number, PageMove]>([
    ['a shown page 50 hops away is reached', run(49, true), 0, { kind: 'page', page: 50, hops: 50 }],
    ['51 hops away: the move stops on the 50th page and reports it', run(50, true), 0, { kind: 'hopLimit', page: 50, hops: 50 }],
    ['the next move goes on from there', run(60, true), 50, { kind: 'page', page: 61, hops: 11 }],
    ['the end 55 empty pages away is past the limit', run(55, false), 0, { kind: 'hopLimit', page: 50, hops: 50 }],
    ['the end 49 empty pages away is the end', run(49, false), 0, { kind: 'end', hops: 49 }],
  ])('%s', (_, pages, from, move) => {
    expect(movePage(pages, {}, from, 'next')).toEqual(move);
  });

  it('applies to previous as well', () => {
    expect(movePage(run(60, true), {}, 61, 'previous')).toEqual({ kind: 'hopLimit', page: 11, hops: 50 });
  });
});
