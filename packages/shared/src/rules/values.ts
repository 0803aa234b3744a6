/** What a form submits: pruned values and joined multi-selects. */
import { isEmptyValue } from './conditions';

/**
 * Keeps a key when its value is non-empty, or when it is empty but the field started non-empty:
 * the user cleared it and the server must hear about that. Every other empty value (a field the
 * user never filled) is dropped, so an update never blanks columns it did not touch.
 *
 * - Only the top level is pruned: a nested object is one field's value.
 * - A cleared field is sent as it stands ('' or []), except undefined, which JSON cannot carry,
 *   and is sent as null.
 * - Keys present only in `initialValues` are not sent: the form no longer holds them (a removed
 *   item), which is not the same as the user clearing them.
 */
export function pruneValues(
  values: Readonly<Record<string, unknown>>,
  initialValues: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!isEmptyValue(value)) {
      out[key] = value;
      continue;
    }
    const initial = Object.hasOwn(initialValues, key) ? initialValues[key] : undefined;
    if (!isEmptyValue(initial)) out[key] = value === undefined ? null : value;
  }
  return out;
}

export type MultiSelectValue = readonly (string | number | boolean | null | undefined)[];

/**
 * ['a', 'b'] → 'a,b'. Empty choices are skipped so no ',,' reaches storage; a string passes
 * unchanged (already joined); null/undefined stay undefined so pruning can drop them.
 */
export function joinMultiSelect(value: MultiSelectValue | string | number | null | undefined, separator = ','): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return value.filter((item) => item !== null && item !== undefined && item !== '').map(String).join(separator);
}

/**
 * The inverse: 'a, b' → ['a', 'b'], trimming each choice and dropping empty ones; an array is
 * copied as text; anything empty gives [].
 */
export function splitMultiSelect(value: MultiSelectValue | string | number | null | undefined, separator = ','): string[] {
  if (value === null || value === undefined || value === '') return [];
  const parts = Array.isArray(value) ? value.filter((item) => item !== null && item !== undefined).map(String) : String(value).split(separator);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}
