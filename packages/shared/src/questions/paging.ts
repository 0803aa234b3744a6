/**
 * Question paging: pages come from `question_page_sort`; previous and next move one
 * page, skipping pages with nothing to show (every question hidden by its trigger, or by the
 * hide-answered toggle), at most QUESTION_PAGE_HOP_LIMIT pages per move. Page numbers
 * are 0-based indexes into `question_page_sort`; -1 is "before the first page" and the page
 * count "after the last", so the opening page is `movePage(…, -1, 'next')`.
 */
import type { Answers } from './answers';
import { hideAnsweredRadios } from './hide-answered';
import type { LibraryShape } from './model';
import { shownQuestionKeys } from './triggers';

export const QUESTION_PAGE_HOP_LIMIT = 50;

export interface PagingOptions {
  /** The hide-answered toggle: answered radio questions count as nothing to show. */
  hideAnswered?: boolean;
}

/**
 * - `page`: landed on a page that shows something, after `hops` steps (1 for the adjacent page).
 * - `hopLimit`: 50 steps found nothing to show; the move stops on the 50th page (which shows
 *   nothing) so the person can still go on, and the caller reports it.
 * - `end` / `start`: no later / earlier page shows anything (`hops` empty pages were passed).
 *   `end` after a next means the current page is the last: its button reads submit.
 */
export type PageMove =
  | { kind: 'page'; page: number; hops: number }
  | { kind: 'hopLimit'; page: number; hops: number }
  | { kind: 'end'; hops: number }
  | { kind: 'start'; hops: number };

export type PageDirection = 'next' | 'previous';

/** The keys a page shows, given the answers so far: shown by their triggers, minus hide-answered. */
function pageView(library: LibraryShape, answers: Answers, options: PagingOptions): (page: number) => string[] {
  // Triggers are evaluated once per move, not once per page: a move may look at 50 pages.
  const shown = new Set(shownQuestionKeys(library, answers));
  return (page) => {
    const keys = (library.question_page_sort[page] ?? []).filter((key) => shown.has(key));
    return options.hideAnswered ? hideAnsweredRadios(library, keys, answers) : keys;
  };
}

export function pageQuestionKeys(library: LibraryShape, answers: Answers, page: number, options: PagingOptions = {}): string[] {
  return pageView(library, answers, options)(page);
}

export function movePage(library: LibraryShape, answers: Answers, from: number, direction: PageDirection, options: PagingOptions = {}): PageMove {
  const keysOn = pageView(library, answers, options);
  const step = direction === 'next' ? 1 : -1;
  const count = library.question_page_sort.length;
  if (!Number.isInteger(from)) throw new RangeError(`page must be a whole number, got ${from}`);
  const start = Math.min(Math.max(from, -1), count);
  for (let hops = 1; ; hops += 1) {
    const page = start + step * hops;
    if (page < 0) return { kind: 'start', hops: hops - 1 };
    if (page >= count) return { kind: 'end', hops: hops - 1 };
    if (keysOn(page).length > 0) return { kind: 'page', page, hops };
    if (hops === QUESTION_PAGE_HOP_LIMIT) return { kind: 'hopLimit', page, hops };
  }
}

/** The opening page (also where the page resets when a submission lists unanswered keys). */
export function firstPage(library: LibraryShape, answers: Answers, options: PagingOptions = {}): PageMove {
  return movePage(library, answers, -1, 'next', options);
}

/** No later page shows anything: the page's button reads submit and ends the test. */
export function isLastPage(library: LibraryShape, answers: Answers, page: number, options: PagingOptions = {}): boolean {
  return movePage(library, answers, page, 'next', options).kind === 'end';
}
