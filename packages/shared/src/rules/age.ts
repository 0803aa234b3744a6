/**
 * Age rules (bounds in months or offsets from today) and the age selector. `today` is always a
 * parameter: the server and the browser pass their own, and tests pin it.
 *
 * One anniversary rule everywhere, so the shown age, the rule bounds and the selector agree: a
 * child is n months old from the day `birth + n months` (dayjs clamps to the month's end), then
 * counts days. Born 31 Jan: one month old on 28 Feb (29 in a leap year). Born 29 Feb: one year
 * old on 28 Feb of a common year. Offsets "from today" are applied the same way, moving the birth
 * date forward: "at least 2 years 6 months" means `birth + 30 months ≤ today`.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';
import { DATE_FORMAT } from '../constants';
import type { Locale } from '../errors';
import { calendarDayOf, utcDay } from './dates';
import { ruleMessage } from './messages';

const count = z.number().int().min(0).max(1200);

/**
 * One rule set. `min_age`/`max_age` are whole months, both inclusive (max_age 36 admits a child
 * through the whole of their 36th month). The year/month/day fields form two offsets, min_* and
 * max_*, each inclusive to the day (max_year 3 admits a child until their 3rd birthday).
 */
export const ageRule = z
  .object({
    min_age: count.optional(),
    max_age: count.optional(),
    min_year: count.optional(),
    min_month: count.optional(),
    min_day: count.optional(),
    max_year: count.optional(),
    max_month: count.optional(),
    max_day: count.optional(),
  })
  .strict();
export type AgeRule = z.infer<typeof ageRule>;

export type DateInput = string | Date | Dayjs | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day from 'YYYY-MM-DD' (strict: no 2023-02-29, no full-width digits), a Date or a dayjs. */
export function parseDay(value: DateInput): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (dayjs.isDayjs(value) || value instanceof Date) return calendarDayOf(value);
  if (typeof value !== 'string') return null;
  const m = DATE_ONLY.exec(value);
  return m ? utcDay(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

export interface AgeParts {
  years: number;
  months: number;
  days: number;
}

function requireDay(value: DateInput, what: string): Dayjs {
  const day = parseDay(value);
  if (!day) throw new RangeError(`${what} must be a date in ${DATE_FORMAT} format`);
  return day;
}

/** Completed months and the days after them; null without a valid birth date or for a future one. */
export function ageParts(birth: DateInput, today: DateInput): AgeParts | null {
  const b = parseDay(birth);
  const t = requireDay(today, 'today');
  if (!b || b.isAfter(t)) return null;
  let months = (t.year() - b.year()) * 12 + (t.month() - b.month());
  if (b.add(months, 'month').isAfter(t)) months -= 1;
  const days = t.diff(b.add(months, 'month'), 'day');
  return { years: Math.floor(months / 12), months: months % 12, days };
}

export function ageInMonths(birth: DateInput, today: DateInput): number | null {
  const parts = ageParts(birth, today);
  return parts ? parts.years * 12 + parts.months : null;
}

function offset(birth: Dayjs, years = 0, months = 0, days = 0): Dayjs {
  // Years as 12 months, so '1 year' and '12 months' are one and the same bound.
  return birth.add(years * 12 + months, 'month').add(days, 'day');
}

const hasAny = (...values: (number | undefined)[]) => values.some((v) => v !== undefined);

/**
 * Within every bound the rule gives. A future or missing birth date is never valid; a rule with
 * no bounds admits any past birth date.
 */
export function isBirthDateAllowed(birth: DateInput, rule: AgeRule, today: DateInput): boolean {
  const b = parseDay(birth);
  const t = requireDay(today, 'today');
  if (!b || b.isAfter(t)) return false;
  const months = ageInMonths(b, t) as number;
  if (rule.min_age !== undefined && months < rule.min_age) return false;
  if (rule.max_age !== undefined && months > rule.max_age) return false;
  if (hasAny(rule.min_year, rule.min_month, rule.min_day) && offset(b, rule.min_year, rule.min_month, rule.min_day).isAfter(t)) {
    return false;
  }
  if (hasAny(rule.max_year, rule.max_month, rule.max_day) && t.isAfter(offset(b, rule.max_year, rule.max_month, rule.max_day))) {
    return false;
  }
  return true;
}

/** A list of rule sets admits a birth date when any set does; an empty list sets no limits. */
export function isBirthDateAllowedByAny(birth: DateInput, rules: readonly AgeRule[], today: DateInput): boolean {
  if (rules.length === 0) return isBirthDateAllowed(birth, {}, today);
  return rules.some((rule) => isBirthDateAllowed(birth, rule, today));
}

function unit(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Years-months-days with every part shown, zeros too, so ages line up in lists and a clinician
 * never wonders whether a part was dropped: '3岁2个月5天', '3 years 2 months 5 days',
 * '1 year 1 month 1 day'. No (or an unusable) birth date gives '未知' / 'Unknown'.
 */
export function formatAge(birth: DateInput, today: DateInput, locale: Locale): string {
  const parts = ageParts(birth, today);
  if (!parts) return ruleMessage('ageUnknown', locale);
  const { years, months, days } = parts;
  if (locale === 'zh') return `${years}岁${months}个月${days}天`;
  return [unit(years, 'year', 'years'), unit(months, 'month', 'months'), unit(days, 'day', 'days')].join(' ');
}

export const AGE_SELECTOR_MAX_YEARS = 9;
export const AGE_SELECTOR_MAX_MONTHS = 12;

/**
 * The age selector's output (0–9 years, 0–12 months): today minus that age, as YYYY-MM-DD. The
 * age is subtracted as one count of months, the inverse of `ageParts`, so the date it gives is
 * exactly that many months old today (31 Mar − 1 month → 29 Feb in a leap year).
 */
export function birthDateFromAge(years: number, months: number, today: DateInput): string {
  if (!Number.isInteger(years) || years < 0 || years > AGE_SELECTOR_MAX_YEARS) {
    throw new RangeError(`years must be a whole number from 0 to ${AGE_SELECTOR_MAX_YEARS}`);
  }
  if (!Number.isInteger(months) || months < 0 || months > AGE_SELECTOR_MAX_MONTHS) {
    throw new RangeError(`months must be a whole number from 0 to ${AGE_SELECTOR_MAX_MONTHS}`);
  }
  return requireDay(today, 'today').subtract(years * 12 + months, 'month').format(DATE_FORMAT);
}
