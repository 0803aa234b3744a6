/**
 * How far a side has got, as the live answers carry it: the shared `answeredCount`, so the
 * portal's live count and the tool site's agree.
 */
import { answeredCount, type Answers, type QuestionLibrary } from '@portal/shared';

export interface Progress {
  answered_count: number;
  question_count: number;
}

export function progressOf(library: QuestionLibrary, answers: Answers): Progress {
  const { answered, total } = answeredCount(library, answers);
  return { answered_count: answered, question_count: total };
}

/** What a test is scored and reported on: the parent's answers overlaid by the clinician's. */
export function mergedAnswers(answer: unknown, answerParents: unknown): Answers {
  return { ...(answerParents as Answers), ...(answer as Answers) };
}
