/**
 * Unanswered keys of a test: what a submission still lacks. Only shown
 * questions count (a question its trigger hides needs no answer) and every question is required
 * unless its bank says `required: false`. An answer that fails validation (a 'more' without its
 * count, a choice the question does not have) is not an answer, so its key is listed too.
 */
import { answerOf } from './answer-of';
import type { Answers } from './answers';
import { answerKeysOf } from './expressive';
import { findQuestion, type LibraryShape } from './model';
import { shownQuestionKeys } from './triggers';
import { isAnswered, validateQuestionAnswer } from './validate';

/** Answer keys (with '_Expressive' ones right after their question's) in page order. */
export function unansweredKeys(library: LibraryShape, answers: Answers): string[] {
  const missing: string[] = [];
  for (const key of shownQuestionKeys(library, answers)) {
    const question = findQuestion(library, key);
    if (!question) continue;
    for (const answerKey of answerKeysOf(key, question)) {
      if (validateQuestionAnswer(question, answerOf(answers, answerKey)) !== null) missing.push(answerKey);
    }
  }
  return missing;
}

// A type, not an interface: it passes as i18n interpolation values ({{answered}} of {{total}}).
export type AnsweredCount = {
  /** Answer keys of the shown questions that hold a valid answer. */
  answered: number;
  /** Answer keys of the shown questions. */
  total: number;
};

/**
 * 'N of M answered': the same shown questions and answer keys, counted with `isAnswered`. The
 * server sends it with every live answer and the portal and tool site show it, so all agree.
 */
export function answeredCount(library: LibraryShape, answers: Answers): AnsweredCount {
  let answered = 0;
  let total = 0;
  for (const key of shownQuestionKeys(library, answers)) {
    const question = findQuestion(library, key);
    if (!question) continue;
    for (const answerKey of answerKeysOf(key, question)) {
      total += 1;
      if (isAnswered(question, answerOf(answers, answerKey))) answered += 1;
    }
  }
  return { answered, total };
}
