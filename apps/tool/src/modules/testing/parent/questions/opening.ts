/**
 * Where a parent's questions open, and when NEXT waits for the question audio. Pure, so the rules
 * are tested without a page.
 */
import { baseKeyOf, firstPage, movePage, pageOfQuestion, pageQuestionKeys, unansweredKeys, type Answers, type LibraryShape } from '@portal/shared';

/**
 * The page of the first unanswered question: a reopened, half-answered link goes on where the
 * parent left off, not on page 1. With everything answered, the page the parent was on (if it
 * still shows something), else the last page that does (its button submits).
 */
export function openingPage(library: LibraryShape, answers: Answers, saved: number | null): number {
  const first = unansweredKeys(library, answers)[0];
  const page = first === undefined ? -1 : pageOfQuestion(library, baseKeyOf(first));
  if (page !== -1) return page;
  if (saved !== null && saved >= 0 && pageQuestionKeys(library, answers, saved).length > 0) return saved;
  const last = movePage(library, answers, library.question_page_sort.length, 'previous');
  if (last.kind === 'page' || last.kind === 'hopLimit') return last.page;
  const move = firstPage(library, answers);
  return move.kind === 'page' || move.kind === 'hopLimit' ? move.page : 0;
}

/** The mark, kept with the answers on the phone, that a page's questions were read aloud to the end. */
export const audioPlayedMark = (page: number): string => `audio-played:${page}`;

/**
 * NEXT waits while the page's audio plays only the first time the page is read on this phone and
 * while something on it is still unanswered: a page heard before, or answered, moves on at once.
 */
export function waitsForAudio(heardBefore: boolean, pageAnswered: boolean, audioBusy: boolean): boolean {
  return audioBusy && !heardBefore && !pageAnswered;
}
