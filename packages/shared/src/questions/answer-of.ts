/**
 * Reading an answer map: apart from the answer schemas (answers.ts) so that a page reading
 * answers does not load zod for it.
 */
import type { AnswerScalar, AnswerValue, Answers } from './answers';
import { NOT_APPLICABLE, includesValue } from './model';

/** Own properties only, so an answer map never yields a prototype member. */
export function answerOf(answers: Answers, key: string): AnswerValue | null {
  return Object.hasOwn(answers, key) ? (answers[key] ?? null) : null;
}

/** Answered, for a trigger: the record has a result (`value`), not null, '' or an empty list. */
export function hasResult(answer: AnswerValue | null | undefined): answer is AnswerValue & { value: AnswerScalar | AnswerScalar[] } {
  const value = answer?.value;
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}

/** The answer itself is N.A.: its result is `'N.A.'` or a list holding it. */
export function isNotApplicable(answer: AnswerValue | null | undefined): boolean {
  const value = answer?.value;
  return Array.isArray(value) ? includesValue(value, NOT_APPLICABLE) : value === NOT_APPLICABLE;
}
