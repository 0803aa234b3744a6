/**
 * The institution day (README 'The day rule'). Days are calendar days in the configured IANA
 * zone (TRAINING_TIME_ZONE, default Asia/Shanghai), never 86,400,000 ms: a node starts and ends at
 * the zone's local midnight, so a parent's 'day 3' begins at midnight where the family lives and
 * a DST change neither shortens nor lengthens a day's count. The scheduler computes node ends in
 * SQL with the same rule (`NODE_END_SQL`); `clock.test` cases pin both to the same instants.
 */
import { DEFAULT_TRAINING_TIME_ZONE, institutionDay, zonedInstant } from '@portal/shared';

export { institutionDay };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayParts(day: string): [number, number, number] {
  const m = DAY.exec(day);
  if (!m) throw new Error(`not a day: ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** `day` + `n` calendar days (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = dayParts(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function dayDiff(from: string, to: string): number {
  const [y1, m1, d1] = dayParts(from);
  const [y2, m2, d2] = dayParts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** The instant the institution day `day` begins (its local midnight; a skipped midnight as PostgreSQL reads it). */
export function zonedMidnight(day: string, timeZone: string): Date {
  return zonedInstant(day, '00:00', timeZone);
}

/** Where a node ends: the local midnight `durationDays` institution days after the day it starts. */
export function nodeEnd(start: Date, durationDays: number, timeZone: string): Date {
  return zonedMidnight(addDays(institutionDay(start, timeZone), durationDays), timeZone);
}

/** A node is active from its start (inclusive) to its end (exclusive), ended from its end on. */
export function nodeState(start: Date, durationDays: number, now: Date, timeZone: string): { active: boolean; ended: boolean } {
  const t = now.getTime();
  const end = nodeEnd(start, durationDays, timeZone).getTime();
  return { active: t >= start.getTime() && t < end, ended: t >= end };
}

/** Institution days from the activation's day to `now`'s, within 0…total_day (`use_time_day`). */
export function usedDays(activation: Date, totalDay: number, now: Date, timeZone = DEFAULT_TRAINING_TIME_ZONE): number {
  return Math.min(totalDay, Math.max(0, dayDiff(institutionDay(activation, timeZone), institutionDay(now, timeZone))));
}

/** The same node end in SQL (`$tz` a text parameter): calendar arithmetic in the zone. */
export function nodeEndSql(start: string, duration: string, tz: string): string {
  return `((((${start}) at time zone ${tz})::date + (${duration}))::timestamp at time zone ${tz})`;
}
