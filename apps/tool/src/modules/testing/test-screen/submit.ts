/**
 * What a submission's answer means for the page: the server lists unanswered keys (the test stays
 * open: show a message listing them and go to the first), or the test is ended (go to the
 * report), or it says the test was already ended or closed.
 */
import { baseKeyOf, isClosedStatus, omittedQuestionsError, type Locale, type SyncResult } from '@portal/shared';

export type SubmitOutcome =
  | { kind: 'omitted'; keys: string[]; message: string; firstQuestion: string }
  | { kind: 'ended' }
  | { kind: 'closed' }
  | { kind: 'open' };

export function submitOutcome(result: Pick<SyncResult, 'status' | 'questions_not_answer_keys'>, locale: Locale): SubmitOutcome {
  const keys = result.questions_not_answer_keys;
  if (keys.length > 0) return { kind: 'omitted', keys, message: omittedQuestionsError(keys)[locale], firstQuestion: baseKeyOf(keys[0]!) };
  if (isClosedStatus(result.status)) return { kind: 'ended' };
  if (result.status === 'Failure') return { kind: 'closed' };
  return { kind: 'open' };
}

/** The page (0-based, of question_page_sort) holding a question; 0 when none does. */
export function pageOf(pages: readonly (readonly string[])[], key: string): number {
  const index = pages.findIndex((page) => page.includes(key));
  return index === -1 ? 0 : index;
}
