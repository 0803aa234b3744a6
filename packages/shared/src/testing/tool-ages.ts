/**
 * The ages each testing tool is made for, in whole months, both ends included (the shipped
 * norms' bands: Dream-ITS and Dream-IT 0–36, Dream-C 2.0 30–95, Dream-S 2.0 36–107; SWAM-S
 * 24–131, 2 to 10 years). The create-test picker offers only children inside them; the create call
 * refuses a speech test of a child outside them (testChildAge). `toolBirthdayWindow` turns a span
 * into the birthdays to ask the children list for, so the pickers can list those children first.
 */
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../constants';
import { ageInMonths, parseDay, type DateInput } from '../rules/age';
import type { TestableTool } from './api';

export interface AgeSpan {
  minMonths: number;
  maxMonths: number;
}

export const TOOL_AGE_MONTHS: Readonly<Record<TestableTool, AgeSpan>> = {
  'Dream-ITS': { minMonths: 0, maxMonths: 36 },
  'Dream-IT': { minMonths: 0, maxMonths: 36 },
  'Dream-C-2.0': { minMonths: 30, maxMonths: 95 },
  'Dream-S-2.0': { minMonths: 36, maxMonths: 107 },
  'SWAM-S': { minMonths: 24, maxMonths: 131 },
};

export type ToolAgeFit = { fits: true; ageMonths: number } | { fits: false; ageMonths: number | null; span: AgeSpan };

/** Whether a child born on `birthday` is within the tool's ages on `today` (an unknown age never is). */
export function toolAgeFit(tool: TestableTool, birthday: DateInput, today: DateInput): ToolAgeFit {
  const span = TOOL_AGE_MONTHS[tool];
  const ageMonths = ageInMonths(birthday, today);
  if (ageMonths !== null && ageMonths >= span.minMonths && ageMonths <= span.maxMonths) return { fits: true, ageMonths };
  return { fits: false, ageMonths, span };
}

/** Birthdays, both ends included, as the children list's `birthday_from` / `birthday_to` take them. */
export interface BirthdayWindow {
  from: string;
  to: string;
}

/**
 * The latest birthday `ageInMonths` counts as at least `months` old on `today`. Today minus the
 * months always is; when that subtraction was clamped to a month's end a few later days are too
 * (on 28 Feb 2025 a child born 31 Aug 2022 is already 30 months old: 31 Aug + 30 months is
 * clamped to 28 Feb), so step on while the next day still counts (at most three steps).
 */
function latestBirthdayAged(months: number, today: Dayjs): Dayjs {
  let day = today.subtract(months, 'month');
  while ((ageInMonths(day.add(1, 'day'), today) ?? -1) >= months) day = day.add(1, 'day');
  return day;
}

/**
 * The birthdays of exactly the children `toolAgeFit` accepts on `today`: from the day after the
 * latest birthday already max+1 months old, to the latest birthday already min months old. Exact,
 * not a day wider, because it is found with `ageInMonths` itself (ages only fall as the birthday
 * moves later, so the accepted birthdays are one unbroken run).
 */
export function toolBirthdayWindow(tool: TestableTool, today: DateInput): BirthdayWindow {
  const day = parseDay(today);
  if (!day) throw new RangeError(`today must be a date in ${DATE_FORMAT} format`);
  const span = TOOL_AGE_MONTHS[tool];
  return {
    from: latestBirthdayAged(span.maxMonths + 1, day).add(1, 'day').format(DATE_FORMAT),
    to: latestBirthdayAged(span.minMonths, day).format(DATE_FORMAT),
  };
}
