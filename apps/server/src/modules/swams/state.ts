/**
 * A test's place in the area: the oral-test status (0 new, 1 testing, 100 report ready) and Ment's
 * state (its report; else 'behind' when the story-sorting task was not passed; else none).
 */
import { answerOf, MENT_STORY_SORT_KEY, MENT_STORY_SORT_PASSED, ORAL_TEST_STATUS, type Answers, type MentState, type OralTestStatus } from '@portal/shared';

export interface StateInput {
  toolsType: string;
  status: string;
  answer: unknown;
  hasReport: boolean;
  sittings: number;
}

/** Whether story_sort was passed; null while it is unanswered. */
export function storySortPassed(answers: Answers): boolean | null {
  const answer = answerOf(answers, MENT_STORY_SORT_KEY);
  if (answer?.value === undefined || answer.value === null) return null;
  return Number(answer.value) === MENT_STORY_SORT_PASSED;
}

export function oralStatusOf(test: StateInput): OralTestStatus {
  if (test.hasReport) return ORAL_TEST_STATUS.reportReady;
  if (test.status === 'Active' && test.sittings === 0) return ORAL_TEST_STATUS.new;
  return ORAL_TEST_STATUS.testing;
}

export function mentStateOf(test: StateInput): MentState | null {
  if (test.toolsType !== 'Ment') return null;
  if (test.hasReport) return 'report';
  return storySortPassed((test.answer ?? {}) as Answers) === false ? 'behind' : 'none';
}
