/**
 * Options from LOV entries or lovApi records: which keys hold the value, the label and
 * the description (lov_value_name, lov_content_name, lov_description_name), and the label
 * template (lov_content_format, e.g. '{content} ({description})').
 */
import { lovLabel, type FormDefinition, type FormInput, type Locale, type LovValue } from '@portal/shared';
import type { LovOption } from './types';

type Keys = Pick<FormInput, 'lov_value_name' | 'lov_content_name' | 'lov_description_name' | 'lov_content_format'>;

function asRecord(entry: unknown): Record<string, unknown> {
  return entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>) : { value: entry, content: String(entry) };
}

function text(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
}

export { lovLabel };

export function buildLovOptions(entries: readonly unknown[] | null | undefined, input: Keys, locale: Locale): LovOption[] {
  if (!entries) return [];
  return entries.map((entry) => {
    const raw = asRecord(entry);
    const option: LovOption = {
      value: raw[input.lov_value_name || 'value'] as LovValue,
      label: lovLabel(raw, input, locale),
      raw,
    };
    const description = text(raw[input.lov_description_name || 'description']);
    if (description !== undefined) option.description = description;
    if (Array.isArray(raw.children) && raw.children.length > 0) option.children = buildLovOptions(raw.children, input, locale);
    return option;
  });
}

/** Finds an option by value anywhere in a tree, comparing as text (1 matches '1'). */
export function findLovOption(options: readonly LovOption[], value: unknown): LovOption | undefined {
  for (const option of options) {
    if (String(option.value) === String(value)) return option;
    const inChild = option.children && findLovOption(option.children, value);
    if (inChild) return inChild;
  }
  return undefined;
}

/** Stored LOV names a form needs in its one lov/multiple call (items using lovApi call it instead). */
export function formLovNames(definition: Pick<FormDefinition, 'fromItem'>): string[] {
  const names = new Set<string>();
  for (const item of definition.fromItem) {
    const input = item.input as FormInput | undefined;
    if (input?.lovName && !input.lovApi && !input.isCity) names.add(input.lovName);
  }
  return [...names];
}
