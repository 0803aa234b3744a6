/**
 * Which form items show for the current values. The browser renders from it and the
 * server uses the same answer to ignore values and skip rules of items the user never saw.
 *
 * The four switches, all optional and all combined (every one present must allow showing):
 * - `rely`: shown only while the condition set holds; otherwise REMOVED.
 * - `relyHide`: REMOVED while the condition set holds.
 * - `relyExistKey`: shown only while every named key has a non-empty value; otherwise REMOVED.
 * - `relyNotHide`: shown only while the condition set holds; otherwise HIDDEN, not removed.
 *
 * Removed means the item is not rendered and its value is dropped from what is submitted (antd
 * unmounts it). Hidden means it stays in the form invisibly and its value is kept and submitted,
 * so relyNotHide is "rely, but do not take the field out": for a value a definition wants to
 * carry along (an id pre-filled from a lookup) while the field itself only shows in one case.
 * Rules run on shown items only: the user cannot correct a field they cannot see.
 */
import type { ConditionSet } from '../definitions/conditions';
import { conditionKeys, getPath, isEmptyValue, matchesConditionSet } from './conditions';
import { pathTouches, templateKeys } from './template';

/** What visibility needs of a form item (a structural subset of the form-definition item). */
export interface RelyItem {
  keyName?: string | null;
  rely?: ConditionSet | null;
  relyHide?: ConditionSet | null;
  relyNotHide?: ConditionSet | null;
  /** One key or several; a comma-joined string names several too. */
  relyExistKey?: string | readonly string[] | null;
  input?: {
    /** The LOV call: a URL (with `{field}` placeholders) or `{ url, params }`. */
    lovApi?: unknown;
  } | null;
}

export type ItemState = 'shown' | 'hidden' | 'removed';

function existKeys(value: RelyItem['relyExistKey']): string[] {
  if (!value) return [];
  const list = typeof value === 'string' ? value.split(',') : value;
  return list.map((key) => key.trim()).filter((key) => key !== '');
}

export function itemState(item: RelyItem, values: unknown): ItemState {
  if (item.rely && !matchesConditionSet(values, item.rely)) return 'removed';
  if (item.relyHide && matchesConditionSet(values, item.relyHide)) return 'removed';
  if (existKeys(item.relyExistKey).some((key) => isEmptyValue(getPath(values, key)))) return 'removed';
  if (item.relyNotHide && !matchesConditionSet(values, item.relyNotHide)) return 'hidden';
  return 'shown';
}

export function isItemVisible(item: RelyItem, values: unknown): boolean {
  return itemState(item, values) === 'shown';
}

/** Keys of the items the user sees: the ones whose rules apply. */
export function visibleKeys(items: readonly RelyItem[], values: unknown): string[] {
  return items.filter((item) => item.keyName && isItemVisible(item, values)).map((item) => item.keyName as string);
}

/** Keys whose values are submitted: shown items plus items only hidden by relyNotHide. */
export function submittedKeys(items: readonly RelyItem[], values: unknown): string[] {
  return items.filter((item) => item.keyName && itemState(item, values) !== 'removed').map((item) => item.keyName as string);
}

/** Every field path an item's visibility or list depends on. */
export function itemDependencies(item: RelyItem): string[] {
  const keys = [
    ...conditionKeys(item.rely),
    ...conditionKeys(item.relyHide),
    ...conditionKeys(item.relyNotHide),
    ...existKeys(item.relyExistKey),
    ...templateKeys(item.input?.lovApi),
  ];
  return [...new Set(keys)];
}

/**
 * Items to re-evaluate when `changedKey` changes: their visibility may flip and their list must
 * reload. A change to `child` touches conditions on `child.age`, and the other way round.
 * The changed item itself is never its own dependent.
 */
export function dependentsOf<T extends RelyItem>(items: readonly T[], changedKey: string): T[] {
  return items.filter(
    (item) => item.keyName !== changedKey && itemDependencies(item).some((path) => pathTouches(path, changedKey)),
  );
}
