/**
 * The generic form-field rules as pure validators: each returns null when the value
 * passes, else the message in both languages. Format rules (tel, e-mail, number…) let empty values
 * pass: emptiness is the `required` rule's business, so an optional field may stay blank.
 * Validators check the value exactly as it would be stored: no trimming, no full-width digit
 * folding, so what passes here is what the server accepts.
 */
import type { Dayjs } from 'dayjs';
import { isStrongPassword } from '../password';
import { asTime, isEmptyValue, scalarEquals } from './conditions';
import { calendarDayOf } from './dates';
import { ruleText, type LocalizedText, type MessageParams, type RuleMessageKey } from './messages';

export interface RuleError extends LocalizedText {
  /** The table key of the message, or 'custom' when the definition supplied its own text. */
  key: RuleMessageKey | 'custom';
}
export type RuleResult = RuleError | null;

/** A field's label: one text, or the item's showName/showNameEn pair. */
export type FieldName = string | { zh?: string | null; en?: string | null };
/** A definition's own message; a missing language falls back to the built-in text. */
export interface CustomMessage {
  zh?: string | null;
  en?: string | null;
}

function fail(key: RuleMessageKey, params?: MessageParams, custom?: CustomMessage | null): RuleError {
  const text = ruleText(key, params);
  if (!custom?.zh && !custom?.en) return { key, ...text };
  return { key: 'custom', zh: custom.zh || text.zh, en: custom.en || text.en };
}

function nameIn(name: FieldName | undefined, locale: 'zh' | 'en'): string {
  if (name === undefined) return '';
  if (typeof name === 'string') return name;
  // An item without an English label shows its Chinese one rather than nothing.
  return (locale === 'en' ? name.en || name.zh : name.zh || name.en) ?? '';
}

function namedFail(key: RuleMessageKey, param: string, name: FieldName | undefined, custom?: CustomMessage | null): RuleError {
  const zh = fail(key, { [param]: nameIn(name, 'zh') }, custom);
  const en = fail(key, { [param]: nameIn(name, 'en') }, custom);
  return { key: zh.key, zh: zh.zh, en: en.en };
}

/** Blank for `required`: the grammar's empties plus whitespace-only text (a space is no answer). */
export function isBlank(value: unknown): boolean {
  return isEmptyValue(value) || (typeof value === 'string' && value.trim() === '');
}

export function validateRequired(value: unknown, options: { field?: FieldName; message?: CustomMessage | null } = {}): RuleResult {
  return isBlank(value) ? namedFail('required', 'field', options.field, options.message) : null;
}

export interface DependencyOptions {
  /** equal: must match the other field (confirm password); unequal: must differ (new vs old). */
  mode: 'equal' | 'unequal';
  other?: FieldName;
  message?: CustomMessage | null;
}

/** Compares with another field's value; scalars by text, as the condition grammar does. */
export function validateDependency(value: unknown, otherValue: unknown, options: DependencyOptions): RuleResult {
  if (isEmptyValue(value)) return null;
  const same = isEmptyValue(otherValue) ? false : sameValue(value, otherValue);
  if (options.mode === 'equal' && !same) return namedFail('mustEqual', 'other', options.other, options.message);
  if (options.mode === 'unequal' && same) return namedFail('mustDiffer', 'other', options.other, options.message);
  return null;
}

function looseEqual(a: unknown, b: unknown): boolean {
  if (typeof b === 'string' || typeof b === 'number' || typeof b === 'boolean') return scalarEquals(a, b);
  return a === b;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => looseEqual(item, b[i]));
  }
  return looseEqual(a, b);
}

export const DEFAULT_MAX_RANGE_DAY = 10;

function toDay(value: unknown): Dayjs | null {
  const time = asTime(value);
  return time === null ? null : calendarDayOf(new Date(time));
}

/**
 * A [start, end] range: both valid dates, start not after end, and at most `maxRangeDay` days
 * apart (end − start, so 10 allows the 1st to the 11th). `maxRangeDay: null` lifts the limit.
 */
export function validateDateRange(value: unknown, options: { maxRangeDay?: number | null } = {}): RuleResult {
  if (isEmptyValue(value)) return null;
  if (!Array.isArray(value) || value.length !== 2) return fail('invalidDate');
  if (value.every((part) => isEmptyValue(part))) return null;
  const start = toDay(value[0]);
  const end = toDay(value[1]);
  if (!start || !end) return fail('invalidDate');
  if (start.isAfter(end)) return fail('dateRangeOrder');
  const max = options.maxRangeDay === undefined ? DEFAULT_MAX_RANGE_DAY : options.maxRangeDay;
  if (max !== null && end.diff(start, 'day') > max) return fail('dateRangeTooLong', { days: max });
  return null;
}

/**
 * The picker's `disabledDate` while one end is chosen: a day further than `maxRangeDay` from the
 * chosen end cannot be picked, so the validator above rarely has to speak.
 */
export function isRangeDateDisabled(candidate: unknown, chosen: unknown, maxRangeDay = DEFAULT_MAX_RANGE_DAY): boolean {
  const a = toDay(candidate);
  const b = toDay(chosen);
  if (!a || !b) return false;
  return Math.abs(a.diff(b, 'day')) > maxRangeDay;
}

/** A single date within optional inclusive bounds (YYYY-MM-DD). */
export function validateDateWithin(value: unknown, options: { min?: string; max?: string } = {}): RuleResult {
  if (isEmptyValue(value)) return null;
  const day = toDay(value);
  if (!day) return fail('invalidDate');
  const min = options.min === undefined ? null : toDay(options.min);
  const max = options.max === undefined ? null : toDay(options.max);
  if (min && day.isBefore(min)) return fail('dateTooEarly', { min: options.min as string });
  if (max && day.isAfter(max)) return fail('dateTooLate', { max: options.max as string });
  return null;
}

/** Text of a value that should be text; phone numbers may arrive as numbers from number inputs. */
function textOf(value: unknown, allowNumber = false): string | null {
  if (typeof value === 'string') return value;
  if (allowNumber && typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return null;
}

/**
 * Tel: an optional country code and a dash, then 11 digits starting with 1: '13800138000',
 * '86-13800138000', '+86-13800138000'. The '+' is accepted because that is how country codes are
 * written internationally; without the dash ('+8613800138000') it is refused, since the spec's
 * separator is what tells the code from the number. Country codes are 1–3 digits, not starting
 * with 0 (ITU E.164), so '0086-' (a dialling prefix, not a code) is refused.
 */
export const TEL_PATTERN = /^(?:\+?[1-9]\d{0,2}-)?1\d{10}$/;
/** Mobile phone on the phone widget: 11 digits, 1 then 3–9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Non-space text, one @, a domain with a dot; a second @ is refused. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 24-hour HH:mm. */
export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

function pattern(value: unknown, regex: RegExp, key: RuleMessageKey, allowNumber = false): RuleResult {
  if (isEmptyValue(value)) return null;
  const text = textOf(value, allowNumber);
  return text !== null && regex.test(text) ? null : fail(key);
}

export const validateTel = (value: unknown): RuleResult => pattern(value, TEL_PATTERN, 'tel', true);
export const validatePhone = (value: unknown): RuleResult => pattern(value, PHONE_PATTERN, 'phone', true);
export const validateEmail = (value: unknown): RuleResult => pattern(value, EMAIL_PATTERN, 'email');
export const validateTime = (value: unknown): RuleResult => pattern(value, TIME_PATTERN, 'time');

export function validatePassword(value: unknown): RuleResult {
  if (isEmptyValue(value)) return null;
  return typeof value === 'string' && isStrongPassword(value) ? null : fail('password');
}

/** Number input bounds; defaults are the safe-integer limits. */
export function validateNumber(value: unknown, options: { min?: number; max?: number } = {}): RuleResult {
  if (isEmptyValue(value)) return null;
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = options;
  // Only plain decimal text counts: ' 1', '1e3', '0x10' and full-width digits are not numbers a form stores.
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^[+-]?\d+(?:\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(number)) return fail('notNumber');
  if (number < min) return fail('numberTooSmall', { min });
  if (number > max) return fail('numberTooLarge', { max });
  return null;
}
