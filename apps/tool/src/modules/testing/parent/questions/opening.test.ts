import { describe, expect, it } from 'vitest';
import type { LibraryShape } from '@portal/shared';
import { openingPage, waitsForAudio } from './opening';

const radio = (extra: object = {}) => ({ type: 'radio' as const, question: { zh: '题', en: 'Q' }, choices: [{ content: { zh: '是', en: 'Yes' }, value: 1 }], ...extra });
const library: LibraryShape = {
  question: { a: radio(), b: radio({ include_expressive: true }), c: radio(), d: radio({ triggered_away_by: 'c', triggered_values: [0] }) },
  question_page_sort: [['a'], ['b'], ['c'], ['d']],
};
const yes = { value: 1 };

describe('where a parent\'s questions open', () => {
  it('a reopened, half-answered link opens on the page of the first unanswered part, not page 1', () => {
    expect(openingPage(library, {}, null)).toBe(0);
    expect(openingPage(library, { a: yes }, null)).toBe(1);
    // The expressive half still missing keeps the parent on its page, whatever page was saved.
    expect(openingPage(library, { a: yes, b: yes }, 0)).toBe(1);
    expect(openingPage(library, { a: yes, b: yes, b_Expressive: yes }, 0)).toBe(2);
  });

  it('with everything answered: the page the parent was on, else the last one shown', () => {
    const all = { a: yes, b: yes, b_Expressive: yes, c: yes };
    expect(openingPage(library, all, 1)).toBe(1);
    // Page 4 (d) is hidden by its trigger: the last shown page is 3.
    expect(openingPage(library, all, 3)).toBe(2);
    expect(openingPage(library, all, null)).toBe(2);
  });
});

describe('when NEXT waits for the question audio', () => {
  it('only while it plays, the first time the page is read on this phone, with something left to answer', () => {
    expect(waitsForAudio(false, false, true)).toBe(true);
    expect(waitsForAudio(true, false, true)).toBe(false);
    expect(waitsForAudio(false, true, true)).toBe(false);
    expect(waitsForAudio(false, false, false)).toBe(false);
  });
});
