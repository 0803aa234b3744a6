/**
 * Answer value shapes. A test's `answer` (and `answer_parents`) maps answer keys to
 * one record each. Which fields a record uses depends on its question's widget; README.md has the
 * table. `value` is always the record's result, the one field triggers and scoring read.
 */
import { z } from 'zod';
import { NOT_APPLICABLE, includesValue } from './model';
import { answerKey } from './schema';

export const answerScalar = z.union([z.string().max(200), z.number().finite()]);
export type AnswerScalar = z.infer<typeof answerScalar>;

export const compositeMark = z.strictObject({ receptive: z.boolean(), expressive: z.boolean() });
export type CompositeMark = z.infer<typeof compositeMark>;

const tally = z.number().int().min(0).max(1_000_000);

export const answerValueSchema = z.strictObject({
  /** The result: the chosen value, the list of ticked values, or a count (README, "Answers"). */
  value: z.union([answerScalar, z.array(answerScalar).max(300)]).nullable().optional(),
  /** ConditionsChoose: the chosen top choice. */
  radioValue: answerScalar.nullable().optional(),
  /** ConditionsChoose: the ticked items of the chosen choice's additional select. */
  otherValues: z.array(answerScalar).max(300).optional(),
  /** checkbox: the ticked items (select items included; composite rows excluded). */
  checkboxValues: z.array(answerScalar).max(300).optional(),
  /** Dropdown value of every ticked select item, keyed by the item's value. */
  checkboxOtherValue: z.record(z.string().max(200), answerScalar).optional(),
  /** Composite rows, keyed by the item's value; a row with both false is not stored. */
  checkboxCompositeValues: z.record(z.string().max(200), compositeMark).optional(),
  receptive_value: tally.optional(),
  expressive_value: tally.optional(),
  /** Set on the answers of a question with an expressive part, so a stored record says so itself. */
  include_expressive: z.boolean().optional(),
});
export type AnswerValue = z.infer<typeof answerValueSchema>;

/** A whole answer map as a sync call carries it; `null` clears an answer. */
export const answersSchema = z.record(answerKey, answerValueSchema.nullable());
export type Answers = Readonly<Record<string, AnswerValue | null | undefined>>;

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
