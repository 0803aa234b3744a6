/**
 * How far a side has got: the answer keys of the main library's shown questions (the shared
 * trigger rules) and how many of them hold a valid answer. Computed with the shared rules so the
 * portal's live count and the tool site's agree.
 */
import { answerKeysOf, answerOf, isAnswered, shownQuestionKeys, type Answers, type QuestionLibrary } from '@portal/shared';

export interface Progress {
  answered_count: number;
  question_count: number;
}

export function progressOf(library: QuestionLibrary, answers: Answers): Progress {
  let answered = 0;
  let total = 0;
  for (const key of shownQuestionKeys(library, answers)) {
    const question = library.question[key];
    if (!question) continue;
    for (const answerKey of answerKeysOf(key, question)) {
      total += 1;
      if (isAnswered(question, answerOf(answers, answerKey))) answered += 1;
    }
  }
  return { answered_count: answered, question_count: total };
}

/** What a test is scored and reported on: the parent's answers overlaid by the clinician's. */
export function mergedAnswers(answer: unknown, answerParents: unknown): Answers {
  return { ...(answerParents as Answers), ...(answer as Answers) };
}
