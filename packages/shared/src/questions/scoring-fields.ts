/**
 * The scoring fields of a question (README, "Scoring"), read per answer part: the receptive part
 * (the question's own answer) and, for a question that has one, the expressive part (the
 * `_Expressive` answer, or a composite question's expressive tally). Each part has its own
 * composites, age and target; `pass_score` is shared. Only the question is read here (no
 * answers), so the bank checks can use it without an import cycle.
 */
import { dropdownNumber } from './counting';
import { EXPRESSIVE_SUFFIX, isCompositeQuestion, isCountingQuestion, isSelectChoice, type QuestionShape } from './model';
import type { Choice, QuestionText } from './schema';

export type AnswerPart = 'receptive' | 'expressive';

/** A part that counts toward composites: what it adds to, and what failing it means. */
export interface ScoredPart {
  part: AnswerPart;
  composites: string[];
  /** Passed when it earns at least this many points. */
  passScore: number;
  /** The age by which most children pass it; null: never flagged, never a target. */
  ageMonths: number | null;
  target: QuestionText | null;
}

/** Passed at 1 point unless the bank says otherwise. */
export const DEFAULT_PASS_SCORE = 1;

/** A radio or ConditionsChoose question with `include_expressive`, or a composite checkbox question. */
export function hasExpressivePart(question: QuestionShape): boolean {
  return isCompositeQuestion(question) || (question.type !== 'checkbox' && question.include_expressive === true);
}

/** Where a part's answer is stored: a composite question keeps both parts in its one record. */
export function partAnswerKey(key: string, question: QuestionShape, part: AnswerPart): string {
  return part === 'expressive' && !isCompositeQuestion(question) ? key + EXPRESSIVE_SUFFIX : key;
}

/**
 * How a part is named in flags and targets: the question key, or it plus `_Expressive` for the
 * expressive part, also for a composite question (whose record stays under the question key).
 */
export function partKey(key: string, part: AnswerPart): string {
  return part === 'expressive' ? key + EXPRESSIVE_SUFFIX : key;
}

/** The parts of a question that name composites, receptive first. */
export function scoredParts(question: QuestionShape): ScoredPart[] {
  const parts: ScoredPart[] = [];
  const passScore = question.pass_score ?? DEFAULT_PASS_SCORE;
  if (question.composites) {
    parts.push({ part: 'receptive', composites: question.composites, passScore, ageMonths: question.age_months ?? null, target: question.target ?? null });
  }
  if (question.composites_expressive && hasExpressivePart(question)) {
    parts.push({
      part: 'expressive',
      composites: question.composites_expressive,
      passScore,
      ageMonths: question.age_months_expressive ?? question.age_months ?? null,
      target: question.target_expressive ?? null,
    });
  }
  return parts;
}

/** The largest count a select item's dropdown can add (special values add 0). */
function largestDropdown(item: Choice): number {
  let largest = 0;
  for (const option of item.choices ?? []) largest = Math.max(largest, dropdownNumber(item, option.value));
  return largest;
}

/** Points a plain (non-counting) checkbox item or a single choice earns. */
function choicePoints(choice: Choice): number {
  return choice.score ?? 0;
}

/** The most points one part of the question can earn (README, "Scoring"). */
export function maxPartPoints(question: QuestionShape, part: AnswerPart): number {
  if (question.type !== 'checkbox') return Math.max(0, ...question.choices.map(choicePoints));
  if (isCompositeQuestion(question)) {
    return question.choices.reduce((sum, item) => {
      if (!isSelectChoice(item)) return sum + 1;
      return item.part === part ? sum + largestDropdown(item) : sum;
    }, 0);
  }
  if (isCountingQuestion(question)) {
    return question.choices.reduce((sum, item) => sum + (isSelectChoice(item) ? largestDropdown(item) : 1), 0);
  }
  return question.choices.reduce((sum, item) => sum + (isSelectChoice(item) ? 0 : choicePoints(item)), 0);
}

/** Whether `score` may sit on a top-level choice of this question (else it is refused). */
export function scoresChoice(question: QuestionShape, choice: Choice): boolean {
  if (question.type !== 'checkbox') return true;
  return !isCompositeQuestion(question) && !isCountingQuestion(question) && !isSelectChoice(choice);
}
