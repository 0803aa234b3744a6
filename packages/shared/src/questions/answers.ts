/**
 * Answer value shapes. A test's `answer` (and `answer_parents`) maps answer keys to
 * one record each. Which fields a record uses depends on its question's widget; README.md has the
 * table. `value` is always the record's result, the one field triggers and scoring read.
 */
import { z } from 'zod';
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

export { answerOf, hasResult, isNotApplicable } from './answer-of';
