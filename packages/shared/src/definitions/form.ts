/**
 * Form definitions: what the portal's dynamic forms render.
 * Two schemas share one shape: the draft the form builder saves (the builder's own rules, with
 * the spec's messages, are checked by `formBuilderProblem` first) and the stored version 1,
 * which every document must satisfy on save and on load.
 */
import { z } from 'zod';
import { conditionSet } from './conditions';
import { ageRule } from '../rules/age';
import { fieldRule, ruleWhen } from '../rules/rule-set';
import { bilingualText, definitionName, duplicateIssues, fieldKey, jsonRecord, loadVersioned, type LoadResult, type VersionEntry } from './common';

/** Input types the form renderer knows; anything else is 'input type not set or empty'. */
export const INPUT_TYPES = [
  'title', 'text', 'textArea', 'number', 'phoneNumber', 'multipleSelect', 'lov', 'lovTree', 'lovSearchAdd',
  'segmented', 'radio', 'imageUpload', 'date', 'dateRange', 'switch', 'checkbox', 'fileUpload', 'question',
  'time', 'tableData', 'editor', 'lovToDate', 'dateAge', 'onlyShow', 'email',
  // The age selector filter of list searches (test-and-training §5): 0–9 years, 0–12 months → a date.
  'ageSelect',
  // The create-test child picker (ui children/ChildPicker.tsx): recent children, tool ages, add in place.
  'childPicker',
] as const;
export type InputType = (typeof INPUT_TYPES)[number];
export function isInputType(value: unknown): value is InputType {
  return typeof value === 'string' && (INPUT_TYPES as readonly string[]).includes(value);
}

/** Bottom buttons of a standalone form page; the default is close and submit. */
export const OPERATE_BUTTONS = ['close', 'submit', 'reset'] as const;

/**
 * Field rules are the rules module's format (`fieldRule`: required, equal/unequal, dateRange,
 * dateWithin, number, upload, tel, phone, password, email, time), so the browser and the server
 * run the same validators on them. The age rule is added here: one set of bounds (`ageRule`:
 * min/max_age in months, or min/max year/month/day offsets) or a list of which any may match.
 */
const ruleMessage = z.strictObject({ zh: z.string().max(500).nullable().optional(), en: z.string().max(500).nullable().optional() });
export const formAgeRule = z.strictObject({
  type: z.literal('age'),
  age: z.union([ageRule, z.array(ageRule).min(1).max(20)]),
  message: ruleMessage.optional(),
  when: ruleWhen.optional(),
});
export type FormAgeRule = z.infer<typeof formAgeRule>;
export const formRule = z.union([fieldRule, formAgeRule]);
export type FormRule = z.infer<typeof formRule>;

const text = (max: number) => z.string().max(max);

const inputFields = {
  lovName: definitionName.optional(),
  /** A call that returns the list instead of a stored list of values. */
  lovApi: z.string().regex(/^\/[A-Za-z0-9_\-/.?=&]{1,255}$/).optional(),
  netSearch: z.boolean().optional(),
  netSearchKey: fieldKey.optional(),
  netSearchDefaultValueKey: fieldKey.optional(),
  lov_value_name: fieldKey.optional(),
  lov_content_name: fieldKey.optional(),
  lov_description_name: fieldKey.optional(),
  /** Template of the option label, e.g. '{content} ({description})'. */
  lov_content_format: text(200).optional(),
  props: z.looseObject({ mode: z.enum(['multiple', 'tags']).optional() }).optional(),
  isCity: z.boolean().optional(),
};
// Stored as a string, but only a known type is ever stored (the builder rule refuses others).
const inputV1 = z.strictObject({ type: z.enum(INPUT_TYPES), ...inputFields });
const inputDraft = z.strictObject({ type: text(64).optional(), ...inputFields });

const itemFields = {
  showName: text(200).optional(),
  showNameEn: text(200).optional(),
  rely: conditionSet.optional(),
  relyHide: conditionSet.optional(),
  relyNotHide: conditionSet.optional(),
  relyExistKey: z.union([fieldKey, z.array(fieldKey).min(1).max(50)]).optional(),
  extra: z.looseObject({ col: z.number().int().min(1).max(24).optional() }).optional(),
  rules: z.array(formRule).max(20).optional(),
};
const itemV1 = z.strictObject({ keyName: fieldKey, input: inputV1, ...itemFields });
const itemDraft = z.strictObject({ keyName: text(100).optional(), input: inputDraft.optional(), ...itemFields });

export const formProperty = z.strictObject({
  labelCol: z.union([z.number().int().min(0).max(24), jsonRecord]).optional(),
  hideLabel: z.boolean().optional(),
  titleDivider: z.boolean().optional(),
  formProps: jsonRecord.optional(),
  operate_buttons: z.array(z.enum(OPERATE_BUTTONS)).max(OPERATE_BUTTONS.length).optional(),
  submit_title: z.union([text(100), bilingualText]).optional(),
});
export type FormProperty = z.infer<typeof formProperty>;

const MAX_ITEMS = 300;

/** The stored fields, without the cross-item checks (for extending into call results). */
export const formDefinitionFields = z.strictObject({
  from_name: definitionName,
  description: text(1000).optional(),
  property: formProperty.optional(),
  fromItem: z.array(itemV1).max(MAX_ITEMS),
});

/** Stored form definition, schema version 1. */
export const formDefinitionV1 = formDefinitionFields.superRefine((form, ctx) => {
  for (const issue of duplicateIssues(form.fromItem, (i) => i.keyName, (i) => ['fromItem', i, 'keyName'])) ctx.addIssue(issue);
});
export type FormDefinition = z.infer<typeof formDefinitionV1>;
export type FormItem = FormDefinition['fromItem'][number];
export type FormInput = FormItem['input'];

/** What the form builder sends: the stored shape, with the builder-checked fields left open. */
export const formDefinitionDraft = z.strictObject({
  from_name: text(100).optional(),
  description: text(1000).optional(),
  property: formProperty.optional(),
  fromItem: z.array(itemDraft).max(MAX_ITEMS).optional(),
});
export type FormDefinitionDraft = z.infer<typeof formDefinitionDraft>;

export type BuilderProblem =
  | { error: 'cannotBeEmpty'; field: string }
  | { error: 'fieldContentEmpty'; index: number }
  | { error: 'inputTypeNotSet'; index: number };

/**
 * The form builder's own rules, in the order the builder checks them: a name, then
 * every row with a keyName and an input, then a known input type. Null when they all hold.
 */
export function formBuilderProblem(draft: FormDefinitionDraft): BuilderProblem | null {
  if (!draft.from_name?.trim()) return { error: 'cannotBeEmpty', field: 'from_name' };
  const items = draft.fromItem ?? [];
  const empty = items.findIndex((item) => !item.keyName?.trim() || !item.input);
  if (empty >= 0) return { error: 'fieldContentEmpty', index: empty };
  const untyped = items.findIndex((item) => !isInputType(item.input?.type));
  if (untyped >= 0) return { error: 'inputTypeNotSet', index: untyped };
  return null;
}

export const FORM_SCHEMA_VERSION = 1;
export const formDefinitionVersions: Record<number, VersionEntry<FormDefinition>> = {
  1: { schema: formDefinitionV1, toCurrent: (doc) => doc as FormDefinition },
};

/** Loads a stored `{schema_version, ...document}` form definition (see common.loadVersioned). */
export function loadFormDefinition(stored: unknown): LoadResult<FormDefinition> {
  return loadVersioned(formDefinitionVersions, stored);
}
