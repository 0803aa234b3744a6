/**
 * What a submission's answer means for the page: the server lists unanswered keys (the test stays
 * open: a message naming them as the screen numbers them, and the page of the first one), or the
 * test is ended (go to the report), or it says the test was already ended or closed.
 */
import { isClosedStatus, missingMessage, missingQuestions, type Answers, type LibraryShape, type Locale, type MissingQuestion, type SyncResult } from '@portal/shared';

export type SubmitOutcome =
  | { kind: 'omitted'; missing: MissingQuestion[]; message: string; first: MissingQuestion | null }
  | { kind: 'ended' }
  | { kind: 'closed' }
  | { kind: 'open' };

/**
 * `library` and `answers`: what the page shows, so the names are the numbers on the screen;
 * `paged`: false for a screen showing every question at once (the message names no pages).
 */
export function submitOutcome(result: Pick<SyncResult, 'status' | 'questions_not_answer_keys'>, library: LibraryShape, answers: Answers, locale: Locale, paged = true): SubmitOutcome {
  const keys = result.questions_not_answer_keys;
  if (keys.length > 0) {
    const missing = missingQuestions(library, answers, keys);
    return { kind: 'omitted', missing, message: missingMessage(missing, locale, { byPage: paged }), first: missing[0] ?? null };
  }
  if (isClosedStatus(result.status)) return { kind: 'ended' };
  if (result.status === 'Failure') return { kind: 'closed' };
  return { kind: 'open' };
}
