/**
 * Definition rules → antd Form rules. Every rule calls the shared validators (`checkRule`, and
 * `isBirthDateAllowedByAny` for age), so the browser shows exactly what the server would refuse;
 * messages follow the current language.
 */
import {
  asVerifiedValue,
  checkRule,
  isBirthDateAllowedByAny,
  isEmptyValue,
  notVerifiedError,
  questionError,
  ruleApplies,
  ruleText,
  validateQuestionAnswer,
  type DateInput,
  type FieldName,
  type FormItem,
  type FormRule,
  type Locale,
  type Question,
  type QuestionError,
  type QuestionFlow,
  type RuleResult,
  type VerifyKind,
} from '@portal/shared';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { en } from '../i18n/resources/en';
import { zh } from '../i18n/resources/zh';
import { asAnswerValue } from '../questions/kind';

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
  /** A `question` item's question (`input.props.question`), null when that is no valid question. */
  question?: Question | null;
}

/**
 * The rule a `question` input implies (never stored in a definition): the answer must pass the
 * shared `validateQuestionAnswer`, so an unanswered required question says 'no related content
 * selected yet' (v1) or 'question not yet answered' (v2). `part` names which answer of an
 * `include_expressive` question this is, and prefixes the message with it ('表达：…').
 */
export interface QuestionRule {
  type: 'question';
  flow?: QuestionFlow;
  part?: 'receptive' | 'expressive';
}

/**
 * The rule a `phoneNumber`/`email` item with `input.props.verify` implies: a value must be the
 * verified shape (rules/verified.ts). Checked when the form submits, not on each keystroke: the
 * user is still typing the number they are about to verify.
 */
export interface VerifiedRule {
  type: 'verified';
  kind: VerifyKind;
}

/** A definition's rule, or one its input type implies. */
export type ItemRule = FormRule | QuestionRule | VerifiedRule;
export type ItemRuleResult = RuleResult | QuestionError;

function checkQuestionRule(rule: QuestionRule, value: unknown, question: Question | null | undefined): QuestionError | null {
  const failure = question ? validateQuestionAnswer(question, asAnswerValue(value), rule.flow ? { flow: rule.flow } : {}) : questionError('nonExistentConfig');
  if (!failure || !rule.part) return failure;
  return { ...failure, zh: `${zh.question[rule.part]}：${failure.zh}`, en: `${en.question[rule.part]}: ${failure.en}` };
}

function isRequiredRule(rule: ItemRule, lookup: unknown, question: Question | null | undefined): boolean {
  if (rule.type === 'question') return question?.required !== false;
  return rule.type === 'required' && ruleApplies(lookup, rule.when);
}

/** One definition rule against a value: null when it passes. Age rules included. */
export function checkFormRule(rule: ItemRule, value: unknown, values: unknown, context: RuleMappingContext): ItemRuleResult {
  if (rule.type === 'question') return checkQuestionRule(rule, value, context.question);
  if (rule.type === 'verified') {
    if (isEmptyValue(value) || asVerifiedValue(rule.kind, value)) return null;
    return notVerifiedError(context.field);
  }
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

/** Whether the item shows the required mark: a required rule that currently applies, or a required question. */
export function isRequiredItem(rules: readonly ItemRule[] | undefined, lookup: unknown, question?: Question | null): boolean {
  return (rules ?? []).some((rule) => isRequiredRule(rule, lookup, question));
}

export function toAntdRules(rules: readonly ItemRule[] | undefined, context: RuleMappingContext): Rule[] {
  return (rules ?? []).map(
    (rule) => (form: RuleForm) => ({
      required: isRequiredRule(rule, context.lookup, context.question),
      // No such trigger: antd runs the rule only when the whole form is checked (on submit).
      ...(rule.type === 'verified' ? { validateTrigger: 'onSubmit' } : {}),
      // With a validator, antd runs only the validator: the shared one decides what empty means.
      validator: async (_rule: unknown, value: unknown) => {
        const failure = checkFormRule(rule, value, form.getFieldsValue(true), context);
        if (failure) throw new Error(failure[context.locale]);
      },
    }),
  );
}

/** Fields whose change must re-validate this item (equal/unequal compare with them). */
export function ruleDependencies(rules: readonly ItemRule[] | undefined): string[][] {
  return (rules ?? []).flatMap((rule) => (rule.type === 'equal' || rule.type === 'unequal' ? [rule.field.split('.')] : []));
}

export function itemFieldName(item: Pick<FormItem, 'showName' | 'showNameEn'>): FieldName {
  return { zh: item.showName ?? null, en: item.showNameEn ?? null };
}

export function itemLabel(item: Pick<FormItem, 'showName' | 'showNameEn'>, locale: Locale): string {
  return (locale === 'en' ? item.showNameEn || item.showName : item.showName || item.showNameEn) ?? '';
}
