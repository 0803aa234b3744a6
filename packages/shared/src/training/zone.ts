/**
 * Wall-clock times of an IANA zone as instants: the institution day's midnights on the server
 * (`clock.ts`) and a new specialist slot's date and time in the portal are read the same way.
 */

/** The zone's offset from UTC at `at` (ms): local wall clock minus UTC. */
export function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant `day` (YYYY-MM-DD) at `time` (HH:mm) in `timeZone`. Across a daylight-saving change
 * the offset after it applies; a wall time the zone skips is read with the offset before the change,
 * as PostgreSQL's `at time zone` reads it (the scheduler computes the same ends in SQL).
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const before = zoneOffsetMs(wall - 86_400_000, timeZone);
  let at = wall - before;
  const after = zoneOffsetMs(at, timeZone);
  if (after !== before) at = wall - after;
  // Inside a gap neither offset lands on the wall time: PostgreSQL reads it with the offset before the change.
  if (at + zoneOffsetMs(at, timeZone) !== wall) at = wall - before;
  return new Date(at);
}
