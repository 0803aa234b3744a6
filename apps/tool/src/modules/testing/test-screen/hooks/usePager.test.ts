import type { LibraryShape } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { afterMove, openingState, viewOf } from './usePager';
import { movePage } from '@portal/shared';

const yesNo = [
  { content: { zh: '会', en: 'Yes' }, value: 1 },
  { content: { zh: '不会', en: 'No' }, value: 0 },
];
// q3 is shown only when q2 is 'no'; page 2 holds only q3.
const library: LibraryShape = {
  question: {
    q1: { type: 'radio', choices: yesNo },
    q2: { type: 'radio', choices: yesNo },
    q3: { type: 'radio', choices: yesNo, triggered_away_by: 'q2', triggered_values: [0] },
    q4: { type: 'radio', choices: yesNo },
  },
  question_page_sort: [['q1', 'q2'], ['q3'], ['q4']],
};

describe('paging a test', () => {
  it('opens on the first page; previous has nowhere to go; next skips a page whose questions are hidden', () => {
    const state = openingState(library, {});
    expect(viewOf(state, library, {})).toMatchObject({ page: 0, keys: ['q1', 'q2'], first: true, last: false, empty: false });
    const next = afterMove(state, library, {}, movePage(library, {}, 0, 'next'));
    expect(viewOf(next, library, {})).toMatchObject({ page: 2, keys: ['q4'], last: true, first: false });
  });

  it('an answer that triggers a question brings its page into the walk', () => {
    const answers = { q2: { value: 0 } };
    const next = afterMove(openingState(library, answers), library, answers, movePage(library, answers, 0, 'next'));
    expect(viewOf(next, library, answers)).toMatchObject({ page: 1, keys: ['q3'], last: false });
  });

  it('hide-answered hides radios answered when the page opens, not while answering on it', () => {
    const answers = { q1: { value: 1 } };
    const state = openingState(library, answers, true);
    expect(viewOf(state, library, answers).keys).toEqual(['q2']);
    // q2 answered on the open page stays in view.
    expect(viewOf(state, library, { ...answers, q2: { value: 1 } }).keys).toEqual(['q2']);
  });

  it('a move to nowhere keeps the state', () => {
    const state = openingState(library, {});
    expect(afterMove(state, library, {}, movePage(library, {}, 0, 'previous'))).toBe(state);
  });
});
