/**
 * Small vocabulary every questionnaire rule shares: how values compare, what counts as a number,
 * how a library is walked and which kind of widget a question is. Kept free of value imports from
 * `schema.ts` so the schema's own checks can use it without an import cycle.
 */
import type { Choice, ChoiceValue, QuestionText } from './schema';

/** Expressive answers live under the question key plus this suffix. */
export const EXPRESSIVE_SUFFIX = '_Expressive';
/** The not-applicable answer: a trigger reads an answer containing it as 0. */
export const NOT_APPLICABLE = 'N.A.';

export type Scalar = string | number;

/** The fields of a question the rules read (structural, so the schema's checks can use it too). */
export interface QuestionShape {
  type: 'radio' | 'checkbox' | 'ConditionsChoose';
  required?: boolean | undefined;
  choices: Choice[];
  include_expressive?: boolean | undefined;
  triggered_away_by?: string | undefined;
  triggered_aways_by?: string[] | undefined;
  triggered_values?: ChoiceValue[] | undefined;
  not_triggered_values?: ChoiceValue[] | undefined;
  triggered_min_count_value?: number | undefined;
  triggered_max_count_value?: number | undefined;
  composites?: string[] | undefined;
  composites_expressive?: string[] | undefined;
  pass_score?: number | undefined;
  age_months?: number | undefined;
  age_months_expressive?: number | undefined;
  target?: QuestionText | undefined;
  target_expressive?: QuestionText | undefined;
}

export interface LibraryShape<Q extends QuestionShape = QuestionShape> {
  question: Record<string, Q>;
  question_page_sort: string[][];
}

/**
 * Values compare by their text, as everywhere else in the portal: a bank may say `1` where a
 * stored answer says `'1'` (and the answer map's keys are always text).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number';
  return scalar(a) && scalar(b) && String(a) === String(b);
}

export function includesValue(list: readonly unknown[] | undefined, value: unknown): boolean {
  return !!list && list.some((item) => sameValue(item, value));
}

const NUMERIC_TEXT = /^-?\d+(?:\.\d+)?$/;

/** A finite number, or plain decimal text ('12', '1.5'); anything else is not a number. */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value)) return Number(value);
  return null;
}

/** Every question key in page order. */
export function keysInPageOrder(library: LibraryShape): string[] {
  return library.question_page_sort.flat();
}

/** Own properties only: an answer key like `constructor` must not find a prototype member. */
export function findQuestion<Q extends QuestionShape>(library: LibraryShape<Q>, key: string): Q | undefined {
  return Object.hasOwn(library.question, key) ? library.question[key] : undefined;
}

export function findChoice(choices: readonly Choice[] | undefined, value: unknown): Choice | undefined {
  return choices?.find((choice) => sameValue(choice.value, value));
}

/** A checkbox question whose rows are composite items (receptive and expressive columns). */
export function isCompositeQuestion(question: QuestionShape): boolean {
  return question.type === 'checkbox' && question.choices.some((c) => c.type === 'composite_checkbox');
}

/** A plain checkbox question whose choices are marked `valueType: 'counting'`. */
export function isCountingQuestion(question: QuestionShape): boolean {
  return question.type === 'checkbox' && !isCompositeQuestion(question) && question.choices.some((c) => c.valueType === 'counting');
}

/** A select choice: a tick box with a dropdown (its nested `choices`): a 'special choice' when counting. */
export function isSelectChoice(choice: Choice): boolean {
  return choice.type === 'select';
}

/**
 * The items of the multi-select a ConditionsChoose question shows under the chosen top choice
 * (its 'additional select'); none when that choice has no sub-options.
 */
export function additionalItems(question: QuestionShape, topValue: unknown): Choice[] {
  return findChoice(question.choices, topValue)?.choices ?? [];
}
