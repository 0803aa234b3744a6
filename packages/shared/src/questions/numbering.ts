/**
 * Question numbers as a person reads them: the questions shown (by their triggers) numbered 1, 2,
 * 3… in page order across every page, so a question its trigger skips leaves no gap and a second
 * library appended after the first (the parents' pages) goes on counting instead of restarting.
 * A bank's own `index_count` is its author's numbering of every question, shown or not; the
 * screens and messages use this one.
 */
import type { Answers } from './answers';
import type { LibraryShape } from './model';
import { shownQuestionKeys } from './triggers';

/** The number each shown question has; a hidden question has none. */
export function questionNumbers(library: LibraryShape, answers: Answers): Map<string, number> {
  return new Map(shownQuestionKeys(library, answers).map((key, i) => [key, i + 1]));
}

/** The 0-based page (of `question_page_sort`) holding a question; -1 when no page does. */
export function pageOfQuestion(library: LibraryShape, key: string): number {
  return library.question_page_sort.findIndex((page) => page.includes(key));
}
