/**
 * Evaluates the field-condition grammar of `definitions/conditions.ts`. The browser uses it to
 * show and hide items, the server to verify what it receives, the flow engine for validField:
 * one evaluator, so the three can never disagree about what a definition means.
 */
import type { ConditionScalar, ConditionSet, FieldCondition } from '../definitions/conditions';

/** Value as a form holds it: scalars, arrays (multi-select), nested objects, dates. */
export type ConditionData = unknown;

/**
 * Reads a dotted path (`child.name`, `rows.0.id`). Only own properties are followed so that a
 * definition can never reach `constructor` or `__proto__` of the data.
 */
export function getPath(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** The grammar's notion of empty: undefined, null, '' and []. Whitespace and 0 are values. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Scalar equality across the types forms produce: a LOV value may be the number 1 in the data and
 * '1' in the definition (or true and 'true'), so non-null scalars compare by their text. null in a
 * definition means "no value" and matches null and undefined only.
 */
export function scalarEquals(actual: unknown, expected: ConditionScalar | undefined): boolean {
  if (expected === null || expected === undefined) return actual === null || actual === undefined;
  if (actual === null || actual === undefined) return false;
  const kind = typeof actual;
  if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return false;
  return String(actual) === String(expected);
}

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * Milliseconds of a date: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]' (local time, as the pickers
 * produce), a Date, or a dayjs-like object with `toDate()`. Impossible dates (2023-02-29) are
 * not dates, so they compare as nothing.
 */
export function asTime(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (value !== null && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return asTime((value as { toDate(): unknown }).toDate());
  }
  if (typeof value !== 'string') return null;
  const m = DATE_TEXT.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, s);
  const sameDay = date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d;
  // The clock is only checked when a time was written: a date whose midnight a daylight-saving
  // switch skips (São Paulo, 15 Oct 2017) starts at 01:00 and is still that date.
  const sameTime = m[4] === undefined || (date.getHours() === h && date.getMinutes() === mi);
  return sameDay && sameTime ? date.getTime() : null;
}

/** Numbers compare as numbers, dates as dates; anything else is not comparable (null). */
function compare(actual: unknown, expected: unknown): number | null {
  const a = asNumber(actual);
  const b = asNumber(expected);
  if (a !== null && b !== null) return a - b;
  const ta = asTime(actual);
  const tb = asTime(expected);
  if (ta !== null && tb !== null) return ta - tb;
  return null;
}

function asList(expected: FieldCondition['value']): readonly (ConditionScalar | undefined)[] {
  return Array.isArray(expected) ? expected : [expected];
}

function isIn(actual: unknown, expected: FieldCondition['value']): boolean {
  const list = asList(expected);
  // A multi-select is "in" the list when any of its choices is.
  if (Array.isArray(actual)) return actual.some((item) => list.some((e) => scalarEquals(item, e)));
  return list.some((e) => scalarEquals(actual, e));
}

function equals(actual: unknown, expected: FieldCondition['value']): boolean {
  if (!Array.isArray(expected)) return scalarEquals(actual, expected);
  // eq against a list: the multi-select holds exactly those choices, in any order.
  if (!Array.isArray(actual) || actual.length !== expected.length) return false;
  return expected.every((e) => actual.some((a) => scalarEquals(a, e))) && actual.every((a) => expected.some((e) => scalarEquals(a, e)));
}

/** Members of an array, or of a comma-joined string ('a, b' holds 'a' and 'b'). */
function members(actual: unknown): unknown[] | null {
  if (Array.isArray(actual)) return actual;
  if (typeof actual === 'string') return actual.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (typeof actual === 'number') return [actual];
  return null;
}

function includes(actual: unknown, expected: FieldCondition['value']): boolean {
  const list = members(actual);
  if (!list) return false;
  // Every listed value must be present: "includes a and b".
  return asList(expected).every((e) => list.some((item) => scalarEquals(item, e)));
}

/** Without `op`: `in` when the value is a list, else `eq` (definitions/conditions.ts). */
export function effectiveOperator(condition: FieldCondition): NonNullable<FieldCondition['op']> {
  return condition.op ?? (Array.isArray(condition.value) ? 'in' : 'eq');
}

export function matchesCondition(data: ConditionData, condition: FieldCondition): boolean {
  const actual = getPath(data, condition.key);
  const expected = condition.value;
  switch (effectiveOperator(condition)) {
    case 'eq':
      return equals(actual, expected);
    case 'ne':
      return !equals(actual, expected);
    case 'in':
      return isIn(actual, expected);
    case 'notIn':
      return !isIn(actual, expected);
    case 'empty':
      return isEmptyValue(actual);
    case 'notEmpty':
      return !isEmptyValue(actual);
    case 'includes':
      return includes(actual, expected);
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      // A list value has no order: an ordered comparison against one never holds.
      if (Array.isArray(expected)) return false;
      const diff = compare(actual, expected);
      if (diff === null) return false;
      const op = effectiveOperator(condition);
      return op === 'gt' ? diff > 0 : op === 'gte' ? diff >= 0 : op === 'lt' ? diff < 0 : diff <= 0;
    }
  }
}

/** All conditions must hold. An empty list (only possible in unchecked data) holds vacuously. */
export function matchesConditionSet(data: ConditionData, set: ConditionSet): boolean {
  const list = Array.isArray(set) ? set : [set];
  return list.every((condition) => matchesCondition(data, condition));
}

/** Every key a condition set reads, for working out which fields a definition depends on. */
export function conditionKeys(set: ConditionSet | null | undefined): string[] {
  if (!set) return [];
  return (Array.isArray(set) ? set : [set]).map((condition) => condition.key);
}
