/**
 * Conditions on other fields' values, used by form items' visibility (`rely`, `relyHide`,
 * `relyNotHide`), by rules enabled only under a condition, and by the flow validations
 * `validField` / `unValidField`. One grammar for all of them, so a
 * definition author learns it once and the browser and server evaluate it identically.
 */
import { z } from 'zod';

export const conditionOperator = z.enum(['eq', 'ne', 'in', 'notIn', 'empty', 'notEmpty', 'gt', 'gte', 'lt', 'lte', 'includes']);
export type ConditionOperator = z.infer<typeof conditionOperator>;

const scalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);
export type ConditionScalar = z.infer<typeof scalar>;

/**
 * `{ key, op, value }`: the field `key` (a dotted path into the data) compared with `value`.
 * Without `op`: `in` when `value` is an array, else `eq`. `empty`/`notEmpty` take no value.
 */
export const fieldCondition = z
  .object({
    key: z.string().min(1).max(200),
    op: conditionOperator.optional(),
    value: z.union([scalar, z.array(scalar).max(500)]).optional(),
  })
  .strict();
export type FieldCondition = z.infer<typeof fieldCondition>;

/** One condition, or a list of them that must all hold. */
export const conditionSet = z.union([fieldCondition, z.array(fieldCondition).min(1).max(50)]);
export type ConditionSet = z.infer<typeof conditionSet>;
