/**
 * Question paging of the paged test pages (question_page_sort, previous/next skipping
 * pages with nothing to show, at most 50 hops, the hide-answered toggle, the last page's submit).
 * The moves are the shared rules'; this keeps which page is open. Hide-answered is applied when a
 * page is opened or the toggle flips, not on every answer: a radio answered on the open page
 * stays in view (disappearing under the finger would be disorienting).
 */
import { firstPage, isLastPage, movePage, pageQuestionKeys, type Answers, type LibraryShape, type PageMove } from '@portal/shared';
import { useCallback, useMemo, useState } from 'react';

export interface PagerView {
  page: number;
  keys: string[];
  /** No later page shows anything: the button reads submit. */
  last: boolean;
  /** No earlier page shows anything. */
  first: boolean;
  /** A move passed 50 empty pages: the page says so. */
  hopLimit: number | null;
  /** Nothing in the whole library is shown. */
  empty: boolean;
}

export interface PagerState {
  page: number;
  hideAnswered: boolean;
  /** Answered radios hidden when the page was opened (or the toggle flipped). */
  hidden: readonly string[];
  hopLimit: number | null;
}

function hiddenOn(library: LibraryShape, answers: Answers, page: number, hideAnswered: boolean): string[] {
  if (!hideAnswered) return [];
  const kept = new Set(pageQuestionKeys(library, answers, page, { hideAnswered: true }));
  return pageQuestionKeys(library, answers, page).filter((key) => !kept.has(key));
}

export function openingState(library: LibraryShape, answers: Answers, hideAnswered = false): PagerState {
  const move = firstPage(library, answers, { hideAnswered });
  const page = move.kind === 'page' || move.kind === 'hopLimit' ? move.page : 0;
  return { page, hideAnswered, hidden: hiddenOn(library, answers, page, hideAnswered), hopLimit: move.kind === 'hopLimit' ? move.hops : null };
}

/** The state after a move; unchanged (same object) when there is nowhere to go. */
export function afterMove(state: PagerState, library: LibraryShape, answers: Answers, move: PageMove): PagerState {
  if (move.kind !== 'page' && move.kind !== 'hopLimit') return state;
  return { ...state, page: move.page, hidden: hiddenOn(library, answers, move.page, state.hideAnswered), hopLimit: move.kind === 'hopLimit' ? move.hops : null };
}

export function viewOf(state: PagerState, library: LibraryShape, answers: Answers): PagerView {
  const hidden = new Set(state.hidden);
  const keys = pageQuestionKeys(library, answers, state.page).filter((key) => !hidden.has(key));
  const options = { hideAnswered: state.hideAnswered };
  return {
    page: state.page,
    keys,
    last: isLastPage(library, answers, state.page, options),
    first: movePage(library, answers, state.page, 'previous', options).kind === 'start',
    hopLimit: state.hopLimit,
    empty: firstPage(library, answers).kind === 'end',
  };
}

export function usePager(library: LibraryShape, answers: Answers) {
  const [state, setState] = useState<PagerState>(() => openingState(library, answers));
  const view = useMemo(() => viewOf(state, library, answers), [state, library, answers]);
  const move = useCallback(
    (direction: 'next' | 'previous') => setState((s) => afterMove(s, library, answers, movePage(library, answers, s.page, direction, { hideAnswered: s.hideAnswered }))),
    [library, answers],
  );
  const toggleHideAnswered = useCallback(
    (on: boolean) => setState((s) => ({ ...s, hideAnswered: on, hidden: hiddenOn(library, answers, s.page, on) })),
    [library, answers],
  );
  /** Back to the opening page (after a submission listed unanswered keys). */
  const reset = useCallback(() => setState((s) => openingState(library, answers, s.hideAnswered)), [library, answers]);
  /** Opens a given page (a missing answer's). */
  const goTo = useCallback((page: number) => setState((s) => ({ ...s, page, hidden: [], hopLimit: null })), []);
  return { view, hideAnswered: state.hideAnswered, next: () => move('next'), previous: () => move('previous'), toggleHideAnswered, reset, goTo };
}
