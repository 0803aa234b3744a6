/**
 * What one answer part earns (README, "Scoring"). Points come only from the question's own
 * choices, recomputed from the raw selection (like the counts), so a forged `value` or tally in
 * a record cannot raise a score; an answer that fails validation is no answer.
 */
import { answerOf } from './answer-of';
import type { AnswerValue, Answers } from './answers';
import { compositeTallies, countingValue, isTicked } from './counting';
import { NOT_APPLICABLE, findChoice, includesValue, isCompositeQuestion, isCountingQuestion, isSelectChoice, sameValue, type QuestionShape } from './model';
import { partAnswerKey, type AnswerPart } from './scoring-fields';
import { isAnswered } from './validate';

/**
 * `unanswered`: no valid answer (0 points, neither passed nor failed). `notApplicable`: the
 * answer contains N.A. (0 points, neither passed nor failed). `answered`: judged by its points.
 */
export type PartResult = { status: 'unanswered' | 'notApplicable'; points: 0 } | { status: 'answered'; points: number };

/** The chosen value (radio, ConditionsChoose), read as validation reads it. */
function picked(question: QuestionShape, answer: AnswerValue): unknown {
  return question.type === 'ConditionsChoose' ? (answer.radioValue ?? answer.value) : answer.value;
}

/**
 * N.A. read from the selection itself: the chosen value, or a tick of a plain checkbox question.
 * Counting and composite answers are counts: an N.A. there is a special value that adds 0.
 */
function isNotApplicableSelection(question: QuestionShape, answer: AnswerValue): boolean {
  if (question.type !== 'checkbox') return sameValue(picked(question, answer), NOT_APPLICABLE);
  if (isCompositeQuestion(question) || isCountingQuestion(question)) return false;
  return includesValue(answer.checkboxValues, NOT_APPLICABLE);
}

function pointsOf(question: QuestionShape, part: AnswerPart, answer: AnswerValue): number {
  if (isCompositeQuestion(question)) return compositeTallies(question, answer)[part];
  if (isCountingQuestion(question)) return countingValue(question, answer);
  if (question.type === 'checkbox') {
    return question.choices.reduce((sum, item) => sum + (!isSelectChoice(item) && isTicked(answer, item) ? (item.score ?? 0) : 0), 0);
  }
  return findChoice(question.choices, picked(question, answer))?.score ?? 0;
}

/** The result of one part of the question stored under `key`, read from the test's answers. */
export function partResult(key: string, question: QuestionShape, part: AnswerPart, answers: Answers): PartResult {
  const answer = answerOf(answers, partAnswerKey(key, question, part));
  if (!answer || !isAnswered(question, answer)) return { status: 'unanswered', points: 0 };
  if (isNotApplicableSelection(question, answer)) return { status: 'notApplicable', points: 0 };
  return { status: 'answered', points: pointsOf(question, part, answer) };
}
