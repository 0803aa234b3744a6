import { firstPage, isLastPage, movePage, unansweredKeys, type LibraryShape } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { parentLibrary } from './library';

const q = (extra: Record<string, unknown> = {}) => ({ question: { zh: '?' }, choices: [{ content: { zh: '是' }, value: 1 }, { content: { zh: '否' }, value: 0 }], ...extra });
const main = { question: { a1: q(), a2: q({ triggered_away_by: 'a1', triggered_values: [1] }) }, question_total: 2, question_page_sort: [['a1'], ['a2']] };
const parents = { question: { p1: q() }, question_total: 1, question_page_sort: [['p1']] };

describe('the parent’s questions', () => {
  it('are the main library’s pages, then the parents’ library’s', () => {
    const library = parentLibrary({ library: main, library_parents: parents } as never) as LibraryShape;
    expect(library.question_page_sort).toEqual([['a1'], ['a2'], ['p1']]);
    // a2 shows only after a1 = 1: with a1 = 0 the next page after a1 is the parents' one.
    expect(movePage(library, { a1: { value: 0 } }, 0, 'next')).toMatchObject({ kind: 'page', page: 2 });
    expect(isLastPage(library, {}, 2)).toBe(true);
    expect(firstPage(library, {})).toMatchObject({ page: 0 });
    expect(unansweredKeys(library, { a1: { value: 0 } })).toEqual(['p1']);
  });

  it('are the main library alone when the bank has no parents’ library', () => {
    expect(parentLibrary({ library: main, library_parents: null } as never)).toBe(main);
  });
});
