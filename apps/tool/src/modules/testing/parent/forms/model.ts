/**
 * The parent chain's forms as `v2/temporary/info` delivers them, and the pure parts of rendering
 * them: which items show (shared visibility rules), each field's message (shared field rules),
 * what is submitted.
 */
import { asVerifiedValue, checkRules, errorText, isEmptyValue, itemState, notVerifiedError, submittedKeys, verifyKindOf, type FieldRule, type FormItem, type Locale, type LovEntry, type VerifiedValue } from '@portal/shared';

/** A field's value; a field verified with a code holds the shared verified shape. */
export type FormValue = string | number | boolean | null | Array<string | number> | VerifiedValue;
export type FormValues = Record<string, FormValue>;

export interface ParentFormDefinition {
  from_name: string;
  description?: string | undefined;
  property?: { operate_buttons?: string[] | undefined; submit_title?: string | { zh: string; en?: string | undefined } | undefined } | undefined;
  fromItem: FormItem[];
}

/** The input types the light renderer draws (those the seeded parent forms use, and a few more). */
export const PARENT_INPUT_TYPES = ['title', 'text', 'textArea', 'number', 'radio', 'lov', 'checkbox', 'phoneNumber', 'email', 'date'] as const;

export function isSupportedType(type: unknown): boolean {
  return typeof type === 'string' && (PARENT_INPUT_TYPES as readonly string[]).includes(type);
}

export function labelOf(item: Pick<FormItem, 'showName' | 'showNameEn'>, locale: Locale): string {
  return (locale === 'en' ? item.showNameEn || item.showName : item.showName || item.showNameEn) ?? '';
}

export function optionLabel(entry: LovEntry, locale: Locale): string {
  return locale === 'en' ? entry.contentEn || entry.content : entry.content;
}

export function submitTitle(definition: ParentFormDefinition, locale: Locale, fallback: string): string {
  const title = definition.property?.submit_title;
  if (!title) return fallback;
  if (typeof title === 'string') return title;
  return (locale === 'en' ? title.en || title.zh : title.zh) || fallback;
}

/** Items the parent sees (rely, relyHide, relyExistKey, relyNotHide). */
export function shownItems(items: readonly FormItem[], values: FormValues): FormItem[] {
  return items.filter((item) => itemState(item, values) === 'shown');
}

/** The message under one field, or null; an input type this page cannot draw is an error too. */
export function fieldMessage(item: FormItem, values: FormValues, locale: Locale): string | null {
  if (item.input.type === 'title') return null;
  if (!isSupportedType(item.input.type)) return errorText('inputTypeNotSet', locale);
  // Age rules read dates of birth; parent forms have none, and the server skips them the same way.
  const rules = (item.rules ?? []).filter((rule): rule is FieldRule => rule.type !== 'age');
  const field = { zh: item.showName, en: item.showNameEn };
  const problem = checkRules(rules, values[item.keyName], { field, values });
  if (problem) return problem[locale];
  const kind = verifyKindOf(item);
  if (kind && !isEmptyValue(values[item.keyName]) && !asVerifiedValue(kind, values[item.keyName])) return notVerifiedError(field)[locale];
  return null;
}

/** Every shown field's message, keyed by field. */
export function formMessages(items: readonly FormItem[], values: FormValues, locale: Locale): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const item of shownItems(items, values)) {
    const message = fieldMessage(item, values, locale);
    if (message) messages[item.keyName] = message;
  }
  return messages;
}

/** What is saved: the fields that are submitted (not removed), titles left out, blanks as null. */
export function submittedValues(items: readonly FormItem[], values: FormValues): FormValues {
  const fields = new Set(items.filter((item) => item.input.type !== 'title').map((item) => item.keyName));
  const out: FormValues = {};
  for (const key of submittedKeys(items, values)) {
    if (!fields.has(key)) continue;
    const value = values[key];
    out[key] = value === undefined || value === '' ? null : value;
  }
  return out;
}

/** Saved values of this form, kept to the fields it has. */
export function initialValues(items: readonly FormItem[], saved: Record<string, unknown> | undefined): FormValues {
  const out: FormValues = {};
  for (const item of items) {
    if (item.input.type === 'title') continue;
    const value = saved?.[item.keyName];
    if (value !== undefined) out[item.keyName] = value as FormValue;
  }
  return out;
}
