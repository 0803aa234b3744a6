import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageParts, birthDateFromAge, formatAge } from './age';
import { asTime } from './conditions';
import { calendarDayOf, utcDay } from './dates';
import { validateDateRange } from './field-rules';

describe('utcDay', () => {
  it.each<[number, number, number, string | null]>([
    [2024, 1, 29, '2024-02-29'],
    [2023, 1, 29, null],
    [2023, 3, 31, null],
    [2023, 12, 1, null],
    [99, 0, 1, null],
    [2023, 0, 0, null],
  ])('%i-%i-%i → %s', (y, m, d, expected) => {
    expect(utcDay(y, m, d)?.format('YYYY-MM-DD') ?? null).toBe(expected);
  });
});

describe('calendarDayOf', () => {
  it('takes the day the local clock shows', () => {
    expect(calendarDayOf(new Date(2024, 0, 5, 23, 59))?.format('YYYY-MM-DD')).toBe('2024-01-05');
    expect(calendarDayOf(dayjs('2024-01-05T00:00:00'))?.format('YYYY-MM-DD')).toBe('2024-01-05');
    expect(calendarDayOf(new Date(Number.NaN))).toBeNull();
    expect(calendarDayOf(dayjs('nonsense'))).toBeNull();
  });
});

// São Paulo skipped local midnight on 15 Oct 2017 (clocks went from 00:00 to 01:00).
describe('in a time zone whose midnight a daylight-saving switch skips', () => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Sao_Paulo';
  });
  afterAll(() => {
    // Assigning undefined would store the text 'undefined' as the zone.
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('runs with the zone applied', () => {
    expect(new Date(2017, 9, 15).getHours()).toBe(1);
  });

  it('still reads the skipped-midnight day as a date', () => {
    expect(asTime('2017-10-15')).toBe(new Date(2017, 9, 15).getTime());
  });

  it('counts a birth on that day to the exact month', () => {
    expect(ageParts('2017-10-15', '2024-06-15')).toEqual({ years: 6, months: 8, days: 0 });
    expect(birthDateFromAge(6, 8, '2024-06-15')).toBe('2017-10-15');
    expect(formatAge('2017-10-14', '2017-10-16', 'en')).toBe('0 years 0 months 2 days');
  });

  it('counts range days across the switch exactly', () => {
    expect(validateDateRange(['2017-10-10', '2017-10-20'])).toBeNull();
    expect(validateDateRange(['2017-10-10', '2017-10-21'])?.key).toBe('dateRangeTooLong');
  });
});
