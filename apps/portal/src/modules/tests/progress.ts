/**
 * 'N of M answered' for one side of a test: the main library's shown questions (the shared
 * trigger rules) and how many of their answer parts hold a valid answer. The server counts the
 * same way (apps/server/src/modules/testing/progress.ts) and sends its count with every live
 * answer; this gives the count before the first one arrives.
 */
import { answerKeysOf, answerOf, isAnswered, shownQuestionKeys, type Answers, type QuestionLibrary } from '@portal/shared';

export interface SideProgress {
  answered: number;
  total: number;
}

export function sideProgress(library: QuestionLibrary, answers: Answers): SideProgress {
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
  return { answered, total };
}
