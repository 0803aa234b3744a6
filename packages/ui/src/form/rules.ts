/**
 * Definition rules → antd Form rules. Every rule calls the shared validators (`checkRule`, and
 * `isBirthDateAllowedByAny` for age), so the browser shows exactly what the server would refuse;
 * messages follow the current language.
 */
import {
  checkRule,
  isBirthDateAllowedByAny,
  isEmptyValue,
  ruleApplies,
  ruleText,
  type DateInput,
  type FieldName,
  type FormItem,
  type FormRule,
  type Locale,
  type RuleResult,
} from '@portal/shared';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';

type RuleForm = Pick<FormInstance, 'getFieldsValue'>;

export interface RuleMappingContext {
  locale: Locale;
  /** The item's label pair, for 'cannot be empty: {field}'. */
  field: FieldName;
  /** Label of another field, for equal/unequal messages. */
  nameOf?: (key: string) => FieldName | undefined;
  /** The lookup answer that `when` rules refer to; without one, `when` rules stay off. */
  lookup?: unknown;
  /** Today, for age rules (a parameter so tests are stable). */
  today?: () => DateInput;
}

/** One definition rule against a value: null when it passes. Age rules included. */
export function checkFormRule(rule: FormRule, value: unknown, values: unknown, context: RuleMappingContext): RuleResult {
  if (rule.type === 'age') {
    if (isEmptyValue(value) || !ruleApplies(context.lookup, rule.when)) return null;
    const sets = Array.isArray(rule.age) ? rule.age : [rule.age];
    const today = context.today?.() ?? new Date();
    if (isBirthDateAllowedByAny(value as DateInput, sets, today)) return null;
    const text = ruleText('ageOutOfRange');
    if (!rule.message?.zh && !rule.message?.en) return { key: 'ageOutOfRange', ...text };
    return { key: 'custom', zh: rule.message.zh || text.zh, en: rule.message.en || text.en };
  }
  return checkRule(rule, value, { field: context.field, values, lookup: context.lookup, nameOf: context.nameOf });
}

/** Whether the item shows the required mark: a required rule that currently applies. */
export function isRequiredItem(rules: readonly FormRule[] | undefined, lookup: unknown): boolean {
  return (rules ?? []).some((rule) => rule.type === 'required' && ruleApplies(lookup, rule.when));
}

export function toAntdRules(rules: readonly FormRule[] | undefined, context: RuleMappingContext): Rule[] {
  return (rules ?? []).map(
    (rule) => (form: RuleForm) => ({
      required: rule.type === 'required' && ruleApplies(context.lookup, rule.when),
      // With a validator, antd runs only the validator: the shared one decides what empty means.
      validator: async (_rule: unknown, value: unknown) => {
        const failure = checkFormRule(rule, value, form.getFieldsValue(true), context);
        if (failure) throw new Error(failure[context.locale]);
      },
    }),
  );
}

/** Fields whose change must re-validate this item (equal/unequal compare with them). */
export function ruleDependencies(rules: readonly FormRule[] | undefined): string[][] {
  return (rules ?? []).flatMap((rule) => (rule.type === 'equal' || rule.type === 'unequal' ? [rule.field.split('.')] : []));
}

export function itemFieldName(item: Pick<FormItem, 'showName' | 'showNameEn'>): FieldName {
  return { zh: item.showName ?? null, en: item.showNameEn ?? null };
}

export function itemLabel(item: Pick<FormItem, 'showName' | 'showNameEn'>, locale: Locale): string {
  return (locale === 'en' ? item.showNameEn || item.showName : item.showName || item.showNameEn) ?? '';
}
