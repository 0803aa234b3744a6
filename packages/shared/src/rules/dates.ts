/**
 * Calendar days for the age and date-range rules. Days live at UTC midnight on purpose: local
 * midnight does not exist on some days (São Paulo skipped 00:00 on 15 Oct 2017), and a day that
 * starts at 01:00 made "born on the 15th" look an hour younger than "today the 15th". UTC has no
 * daylight saving, so month arithmetic and day counts are exact wherever the code runs.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** The calendar day y-m-d (m from 0), or null if it does not exist (2023-02-29). */
export function utcDay(year: number, month: number, date: number): Dayjs | null {
  const day = dayjs.utc(Date.UTC(year, month, date));
  // Date.UTC maps years 0–99 to 19xx and rolls 31 Apr into May: both mean the input was no date.
  return day.year() === year && day.month() === month && day.date() === date ? day : null;
}

/** The calendar day a Date or dayjs shows on the local clock (what the user picked). */
export function calendarDayOf(value: Date | Dayjs): Dayjs | null {
  if (dayjs.isDayjs(value)) return value.isValid() ? utcDay(value.year(), value.month(), value.date()) : null;
  return Number.isNaN(value.getTime()) ? null : utcDay(value.getFullYear(), value.getMonth(), value.getDate());
}
