/**
 * Trigger rules: whether a question is shown, given the answers
 * to earlier questions. The browser runs them to show and hide; the server runs the same ones to
 * know which questions a finished test had to answer. README.md defines each field with examples.
 */
import { answerOf, hasResult, isNotApplicable } from './answer-of';
import type { AnswerScalar, AnswerValue, Answers } from './answers';
import { baseKeyOf } from './expressive';
import { findQuestion, includesValue, keysInPageOrder, numericValue, type LibraryShape, type QuestionShape } from './model';

/**
 * What a trigger compares: the answer's result as a list (a ticked list as is, a single value as
 * a one-item list), `[0]` for an answer containing N.A., null when unanswered.
 */
export function triggerValues(answer: AnswerValue | null | undefined): AnswerScalar[] | null {
  if (!hasResult(answer)) return null;
  if (isNotApplicable(answer)) return [0];
  return Array.isArray(answer.value) ? answer.value : [answer.value];
}

/**
 * What a single source's count bounds compare: N.A. is 0, a ticked list is its length, a number
 * (or numeric text, e.g. a counting question's result) is itself. Other text is NaN, which no
 * bound admits; null when unanswered.
 */
export function triggerCount(answer: AnswerValue | null | undefined): number | null {
  if (!hasResult(answer)) return null;
  if (isNotApplicable(answer)) return 0;
  if (Array.isArray(answer.value)) return answer.value.length;
  return numericValue(answer.value) ?? Number.NaN;
}

/** One source's answer hits when a value is listed in triggered_values and none in not_triggered_values. */
function hits(question: QuestionShape, values: readonly AnswerScalar[]): boolean {
  const wanted = question.triggered_values;
  const unwanted = question.not_triggered_values;
  if (wanted && !values.some((v) => includesValue(wanted, v))) return false;
  if (unwanted && values.some((v) => includesValue(unwanted, v))) return false;
  return true;
}

function within(n: number, min: number, max: number): boolean {
  return n >= min && n <= max;
}

/**
 * Whether the question's trigger lets it show. `isSourceShown(key)` says whether an earlier
 * question is itself shown: a hidden question's stale answer must not trigger anything, so its
 * answer reads as absent. Without it every source counts as shown.
 */
export function isTriggered(question: QuestionShape, answers: Answers, isSourceShown: (key: string) => boolean = () => true): boolean {
  const read = (answerKey: string) => (isSourceShown(baseKeyOf(answerKey)) ? answerOf(answers, answerKey) : null);
  const min = question.triggered_min_count_value;
  const max = question.triggered_max_count_value;

  if (question.triggered_away_by !== undefined) {
    const answer = read(question.triggered_away_by);
    const values = triggerValues(answer);
    if (!values || !hits(question, values)) return false;
    if (min === undefined && max === undefined) return true;
    return within(triggerCount(answer) as number, min ?? -Infinity, max ?? Infinity);
  }
  if (question.triggered_aways_by !== undefined) {
    const hitCount = question.triggered_aways_by.filter((key) => {
      const values = triggerValues(read(key));
      return values !== null && hits(question, values);
    }).length;
    // No bounds: "shown when any of these hits". Only a maximum: "at most max hits", none included.
    return within(hitCount, min ?? (max === undefined ? 1 : 0), max ?? Infinity);
  }
  return true;
}

/**
 * The keys of every shown question, in page order. Evaluated front to back, so each trigger sees
 * whether its (earlier) sources are shown; a source placed later than its question reads as absent.
 */
export function shownQuestionKeys(library: LibraryShape, answers: Answers): string[] {
  const shown = new Set<string>();
  for (const key of keysInPageOrder(library)) {
    const question = findQuestion(library, key);
    if (question && isTriggered(question, answers, (source) => shown.has(source))) shown.add(key);
  }
  return [...shown];
}
