/**
 * A field's list of rules as data, so a form definition can carry them and both sides run the
 * same validators: the browser beside the field, the server on what it receives.
 */
import { z } from 'zod';
import { conditionSet, type ConditionSet } from '../definitions/conditions';
import { getPath, isEmptyValue, matchesConditionSet } from './conditions';
import { plainFieldValue } from './verified';
import {
  validateDateRange,
  validateDateWithin,
  validateDependency,
  validateEmail,
  validateNumber,
  validatePassword,
  validatePhone,
  validateRequired,
  validateTel,
  validateTime,
  type FieldName,
  type RuleResult,
} from './field-rules';
import { validateUpload } from './uploads';

const text = z.string().max(500).nullable().optional();
const customMessage = z.object({ zh: text, en: text }).strict();
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * "Rules enabled only when a lookup returns certain fields": the rule applies once the
 * lookup's answer has every named field non-empty and, if given, satisfies the condition.
 */
export const ruleWhen = z
  .object({
    fields: z.array(z.string().min(1).max(200)).max(50).optional(),
    condition: conditionSet.optional(),
  })
  .strict();
export type RuleWhen = z.infer<typeof ruleWhen>;

const base = { message: customMessage.optional(), when: ruleWhen.optional() };

export const fieldRule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('required'), ...base }).strict(),
  z.object({ type: z.literal('equal'), field: z.string().min(1).max(200), ...base }).strict(),
  z.object({ type: z.literal('unequal'), field: z.string().min(1).max(200), ...base }).strict(),
  z.object({ type: z.literal('dateRange'), maxRangeDay: z.number().int().min(0).max(36600).nullable().optional(), ...base }).strict(),
  z.object({ type: z.literal('dateWithin'), min: dateText.optional(), max: dateText.optional(), ...base }).strict(),
  z.object({ type: z.literal('number'), min: z.number().optional(), max: z.number().optional(), ...base }).strict(),
  z.object({ type: z.literal('upload'), kind: z.enum(['image', 'file']), ...base }).strict(),
  z.object({ type: z.enum(['tel', 'phone', 'password', 'email', 'time']), ...base }).strict(),
]);
export type FieldRule = z.infer<typeof fieldRule>;

/** No `when`: always. No lookup answer yet: not yet. A list answer: when any entry qualifies. */
export function ruleApplies(lookup: unknown, when: RuleWhen | ConditionSet | null | undefined): boolean {
  if (!when) return true;
  if (lookup === null || lookup === undefined) return false;
  if (Array.isArray(lookup)) return lookup.some((entry) => ruleApplies(entry, when));
  // A bare condition set is accepted as shorthand for { condition }.
  const spec: RuleWhen = Array.isArray(when) || 'key' in when ? { condition: when as ConditionSet } : (when as RuleWhen);
  if (spec.fields?.some((field) => isEmptyValue(getPath(lookup, field)))) return false;
  return spec.condition ? matchesConditionSet(lookup, spec.condition) : true;
}

export interface RuleContext {
  /** This field's label, for 'cannot be empty: {field}'. */
  field?: FieldName;
  /** The whole form's values: dependency rules read the other field from them. */
  values?: unknown;
  /** The answer of the lookup that `when` refers to. */
  lookup?: unknown;
  /** Label of another field, for 'must match {other}'. */
  nameOf?(key: string): FieldName | undefined;
}

export function checkRule(rule: FieldRule, value: unknown, context: RuleContext = {}): RuleResult {
  if (!ruleApplies(context.lookup, rule.when)) return null;
  // A code-verified phone or address is checked like the text it verified.
  value = plainFieldValue(value);
  switch (rule.type) {
    case 'required':
      return validateRequired(value, { field: context.field, message: rule.message });
    case 'equal':
    case 'unequal':
      return validateDependency(value, getPath(context.values, rule.field), {
        mode: rule.type,
        other: context.nameOf?.(rule.field) ?? rule.field,
        message: rule.message,
      });
    case 'dateRange':
      return withMessage(validateDateRange(value, { maxRangeDay: rule.maxRangeDay }), rule.message);
    case 'dateWithin':
      return withMessage(validateDateWithin(value, { min: rule.min, max: rule.max }), rule.message);
    case 'number':
      return withMessage(validateNumber(value, { min: rule.min, max: rule.max }), rule.message);
    case 'upload':
      return withMessage(validateUpload(value, rule.kind), rule.message);
    case 'tel':
      return withMessage(validateTel(value), rule.message);
    case 'phone':
      return withMessage(validatePhone(value), rule.message);
    case 'password':
      return withMessage(validatePassword(value), rule.message);
    case 'email':
      return withMessage(validateEmail(value), rule.message);
    case 'time':
      return withMessage(validateTime(value), rule.message);
  }
}

function withMessage(result: RuleResult, message: FieldRule['message']): RuleResult {
  if (!result || (!message?.zh && !message?.en)) return result;
  return { key: 'custom', zh: message.zh || result.zh, en: message.en || result.en };
}

/** The first failing rule's message, in the rules' order (what a form shows under the field). */
export function checkRules(rules: readonly FieldRule[], value: unknown, context: RuleContext = {}): RuleResult {
  for (const rule of rules) {
    const result = checkRule(rule, value, context);
    if (result) return result;
  }
  return null;
}
