/**
 * The institution's time zone: the calendar day a test is dated with, a report's "generated at",
 * and the training day all read an instant in it. Asia/Shanghai unless configured
 * (TRAINING_TIME_ZONE on the server).
 */
export const DEFAULT_INSTITUTION_TIME_ZONE = 'Asia/Shanghai';

// Building a formatter costs far more than using one (an export formats 100,000 dates): one per zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();
function formatOf(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    const time = withTime ? ({ hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const) : {};
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', ...time });
    cache.set(timeZone, format);
  }
  return format;
}

/** The institution day of `at` in `timeZone` (IANA), as YYYY-MM-DD. */
export function institutionDay(at: Date, timeZone: string = DEFAULT_INSTITUTION_TIME_ZONE): string {
  const parts = formatOf(dayFormats, timeZone, false).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** An IANA zone name that both Intl and PostgreSQL read the same way (no POSIX offset strings). */
export function isTimeZoneName(name: string): boolean {
  if (!/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+)+)$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The institution's wall-clock time of `at` in `timeZone`, as YYYY-MM-DD HH:mm:ss (a spreadsheet's date-time cell). */
export function institutionDateTime(at: Date, timeZone: string = DEFAULT_INSTITUTION_TIME_ZONE): string {
  const parts = formatOf(timeFormats, timeZone, true).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
