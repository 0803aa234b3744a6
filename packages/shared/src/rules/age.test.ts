import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  ageInMonths,
  ageParts,
  ageRule,
  birthDateFromAge,
  formatAge,
  isBirthDateAllowed,
  isBirthDateAllowedByAny,
  parseDay,
  type AgeRule,
  type DateInput,
} from './age';

describe('parseDay', () => {
  it.each<[DateInput | number, string | null]>([
    ['2024-02-29', '2024-02-29'],
    ['2023-02-29', null],
    ['2023-04-31', null],
    ['2023-13-01', null],
    ['2023-00-10', null],
    ['0099-01-01', null],
    ['2024-1-5', null],
    ['2024/01/05', null],
    ['2024-01-05 10:00', null],
    [' 2024-01-05', null],
    ['２０２４-０１-０５', null],
    ['', null],
    [null, null],
    [undefined, null],
    [20240105 as never, null],
    [new Date(2024, 0, 5, 23, 59), '2024-01-05'],
    [new Date(Number.NaN), null],
    [dayjs('2024-01-05T08:00:00'), '2024-01-05'],
    [dayjs('nonsense'), null],
  ])('%j → %s', (value, expected) => {
    expect(parseDay(value as DateInput)?.format('YYYY-MM-DD') ?? null).toBe(expected);
  });
});

describe('ageParts', () => {
  it.each<[string, string, [number, number, number] | null]>([
    ['2020-01-15', '2023-03-20', [3, 2, 5]],
    ['2024-06-15', '2024-06-15', [0, 0, 0]],
    ['2024-06-14', '2024-06-15', [0, 0, 1]],
    ['2024-06-16', '2024-06-15', null],
    ['2023-12-15', '2024-01-14', [0, 0, 30]],
    ['2023-12-15', '2024-01-15', [0, 1, 0]],
    ['2022-06-15', '2024-06-14', [1, 11, 30]],
    ['2022-06-15', '2024-06-15', [2, 0, 0]],
    // Month ends: the monthly anniversary falls on the last day of a shorter month.
    ['2023-01-31', '2023-02-27', [0, 0, 27]],
    ['2023-01-31', '2023-02-28', [0, 1, 0]],
    ['2023-01-31', '2023-03-01', [0, 1, 1]],
    ['2023-01-31', '2023-03-30', [0, 1, 30]],
    ['2023-01-31', '2023-03-31', [0, 2, 0]],
    ['2024-01-31', '2024-02-29', [0, 1, 0]],
    ['2023-03-31', '2023-04-30', [0, 1, 0]],
    // Leap-day births.
    ['2020-02-29', '2021-02-27', [0, 11, 29]],
    ['2020-02-29', '2021-02-28', [1, 0, 0]],
    ['2020-02-29', '2021-03-01', [1, 0, 1]],
    ['2020-02-29', '2024-02-28', [3, 11, 30]],
    ['2020-02-29', '2024-02-29', [4, 0, 0]],
    ['2020-02-29', '2020-03-29', [0, 1, 0]],
  ])('born %s, on %s', (birth, today, expected) => {
    const parts = ageParts(birth, today);
    expect(parts ? [parts.years, parts.months, parts.days] : null).toEqual(expected);
  });

  it.each([null, undefined, '', 'not a date', '2023-02-29'])('has no age for the birth date %j', (birth) => {
    expect(ageParts(birth, '2024-01-01')).toBeNull();
  });

  it('takes Date and dayjs values', () => {
    expect(ageParts(new Date(2020, 0, 15), dayjs('2023-03-20'))).toEqual({ years: 3, months: 2, days: 5 });
  });

  it.each([null, '', '2024-02-30'])('refuses an unusable today %j loudly', (today) => {
    expect(() => ageParts('2020-01-01', today)).toThrow(RangeError);
  });
});

describe('ageInMonths', () => {
  it.each<[string, string, number | null]>([
    ['2021-06-15', '2024-06-15', 36],
    ['2021-05-16', '2024-06-15', 36],
    ['2021-05-15', '2024-06-15', 37],
    ['2024-06-15', '2024-06-15', 0],
    ['2024-07-01', '2024-06-15', null],
  ])('born %s, on %s: %s months', (birth, today, months) => {
    expect(ageInMonths(birth, today)).toBe(months);
  });
});

describe('isBirthDateAllowed', () => {
  const today = '2024-06-15';
  it.each<[string, string | null, AgeRule, boolean]>([
    ['no bounds: a past date', '2010-01-01', {}, true],
    ['no bounds: today', '2024-06-15', {}, true],
    ['no bounds: tomorrow is never valid', '2024-06-16', {}, false],
    ['no bounds: no date', null, {}, false],
    ['no bounds: an impossible date', '2023-02-29', {}, false],
    ['min_age 12: exactly 12 months', '2023-06-15', { min_age: 12 }, true],
    ['min_age 12: a day short', '2023-06-16', { min_age: 12 }, false],
    ['min_age 0: a newborn', '2024-06-15', { min_age: 0 }, true],
    ['max_age 36: exactly 36 months', '2021-06-15', { max_age: 36 }, true],
    ['max_age 36: 36 months 30 days', '2021-05-16', { max_age: 36 }, true],
    ['max_age 36: 37 months', '2021-05-15', { max_age: 36 }, false],
    ['max_age 0: a newborn', '2024-06-01', { max_age: 0 }, true],
    ['max_age 0: one month old', '2024-05-15', { max_age: 0 }, false],
    ['min 2 years 6 months: on the day', '2021-12-15', { min_year: 2, min_month: 6 }, true],
    ['min 2 years 6 months: a day short', '2021-12-16', { min_year: 2, min_month: 6 }, false],
    ['min 30 days: on the day', '2024-05-16', { min_day: 30 }, true],
    ['min 30 days: a day short', '2024-05-17', { min_day: 30 }, false],
    ['min 0 years: any past date', '2024-06-15', { min_year: 0 }, true],
    ['max 3 years: the 3rd birthday', '2021-06-15', { max_year: 3 }, true],
    ['max 3 years: a day older', '2021-06-14', { max_year: 3 }, false],
    ['max 18 months 10 days: on the day', '2022-12-05', { max_month: 18, max_day: 10 }, true],
    ['max 18 months 10 days: a day older', '2022-12-04', { max_month: 18, max_day: 10 }, false],
    ['1 year and 12 months are the same bound', '2023-06-15', { max_month: 12 }, true],
    ['months beyond a year count on', '2023-06-14', { max_month: 12 }, false],
    ['all bounds: inside', '2022-06-15', { min_age: 12, max_age: 36, min_year: 1, max_year: 3 }, true],
    ['all bounds: one fails', '2022-06-15', { min_age: 12, max_age: 20 }, false],
    ['min above max: nothing fits', '2022-06-15', { min_age: 30, max_age: 20 }, false],
  ])('%s', (_name, birth, rule, expected) => {
    expect(isBirthDateAllowed(birth, rule, today)).toBe(expected);
  });

  it.each<[string, string, AgeRule, boolean]>([
    ['born 29 Feb turns one on 28 Feb of a common year', '2021-02-28', { min_year: 1 }, true],
    ['born 29 Feb is not one on 27 Feb', '2021-02-27', { min_year: 1 }, false],
    ['born 29 Feb is 12 months on 28 Feb', '2021-02-28', { min_age: 12 }, true],
    ['born 29 Feb is still at most one year on 28 Feb', '2021-02-28', { max_year: 1 }, true],
    ['born 29 Feb is over one year on 1 Mar', '2021-03-01', { max_year: 1 }, false],
    ['born 29 Feb is four on 29 Feb 2024', '2024-02-29', { min_year: 4, max_year: 4 }, true],
  ])('%s', (_name, today2, rule, expected) => {
    expect(isBirthDateAllowed('2020-02-29', rule, today2)).toBe(expected);
  });

  it('agrees with the shown age at a month end', () => {
    // Born 31 Jan: the display says one month on 28 Feb, and so does the rule.
    expect(formatAge('2023-01-31', '2023-02-28', 'en')).toBe('0 years 1 month 0 days');
    expect(isBirthDateAllowed('2023-01-31', { min_age: 1 }, '2023-02-28')).toBe(true);
    expect(isBirthDateAllowed('2023-01-31', { min_month: 1 }, '2023-02-28')).toBe(true);
    expect(isBirthDateAllowed('2023-01-31', { min_month: 1 }, '2023-02-27')).toBe(false);
  });
});

describe('isBirthDateAllowedByAny', () => {
  const today = '2024-06-15';
  const rules: AgeRule[] = [{ max_age: 12 }, { min_age: 36 }];
  it.each<[string, readonly AgeRule[], string, boolean]>([
    ['the first set matches', rules, '2024-01-15', true],
    ['the second set matches', rules, '2020-01-15', true],
    ['no set matches', rules, '2022-06-15', false],
    ['an empty list admits a past date', [], '2022-06-15', true],
    ['an empty list still refuses a future date', [], '2024-07-01', false],
    ['a single set', [{ min_age: 24 }], '2022-06-15', true],
  ])('%s', (_name, list, birth, expected) => {
    expect(isBirthDateAllowedByAny(birth, list, today)).toBe(expected);
  });
});

describe('ageRule schema', () => {
  it.each<[unknown, boolean]>([
    [{}, true],
    [{ min_age: 0, max_age: 72 }, true],
    [{ min_year: 1, min_month: 6, min_day: 3, max_year: 3, max_month: 0, max_day: 0 }, true],
    [{ min_age: -1 }, false],
    [{ min_age: 1.5 }, false],
    [{ min_age: '12' }, false],
    [{ maxAge: 12 }, false],
  ])('%j valid: %s', (rule, valid) => {
    expect(ageRule.safeParse(rule).success).toBe(valid);
  });
});

describe('formatAge', () => {
  it.each<[DateInput, string, string, string]>([
    ['2020-01-15', '2023-03-20', '3岁2个月5天', '3 years 2 months 5 days'],
    ['2022-05-14', '2023-06-15', '1岁1个月1天', '1 year 1 month 1 day'],
    ['2024-06-15', '2024-06-15', '0岁0个月0天', '0 years 0 months 0 days'],
    ['2020-02-29', '2021-02-28', '1岁0个月0天', '1 year 0 months 0 days'],
    ['2014-06-15', '2024-06-15', '10岁0个月0天', '10 years 0 months 0 days'],
    [null, '2024-06-15', '未知', 'Unknown'],
    [undefined, '2024-06-15', '未知', 'Unknown'],
    ['', '2024-06-15', '未知', 'Unknown'],
    ['2024-02-30', '2024-06-15', '未知', 'Unknown'],
    ['2024-06-16', '2024-06-15', '未知', 'Unknown'],
  ])('born %j on %s: %s / %s', (birth, today, zh, en) => {
    expect(formatAge(birth, today, 'zh')).toBe(zh);
    expect(formatAge(birth, today, 'en')).toBe(en);
  });
});

describe('birthDateFromAge', () => {
  it.each<[number, number, string, string]>([
    [3, 2, '2024-06-15', '2021-04-15'],
    [0, 0, '2024-06-15', '2024-06-15'],
    [9, 12, '2024-06-15', '2014-06-15'],
    [0, 12, '2024-06-15', '2023-06-15'],
    [1, 0, '2024-06-15', '2023-06-15'],
    [0, 1, '2024-03-31', '2024-02-29'],
    [0, 1, '2023-03-31', '2023-02-28'],
    [1, 0, '2024-02-29', '2023-02-28'],
    [4, 0, '2024-02-29', '2020-02-29'],
    [0, 1, '2024-01-15', '2023-12-15'],
  ])('%i years %i months before %s → %s', (years, months, today, expected) => {
    expect(birthDateFromAge(years, months, today)).toBe(expected);
  });

  it.each<[number, number]>([
    [-1, 0],
    [10, 0],
    [1.5, 0],
    [Number.NaN, 0],
    [0, -1],
    [0, 13],
    [0, 0.5],
  ])('refuses %s years %s months', (years, months) => {
    expect(() => birthDateFromAge(years, months, '2024-06-15')).toThrow(RangeError);
  });

  it('refuses an unusable today', () => {
    expect(() => birthDateFromAge(1, 0, '2024-02-30')).toThrow(RangeError);
  });

  it('gives a date exactly that many months old, month ends and leap days included', () => {
    const todays = ['2024-02-29', '2024-03-31', '2023-02-28', '2023-12-31', '2024-06-15', '2025-01-30'];
    for (const today of todays) {
      for (let years = 0; years <= 9; years += 1) {
        for (let months = 0; months <= 12; months += 1) {
          const birth = birthDateFromAge(years, months, today);
          const total = years * 12 + months;
          expect(ageInMonths(birth, today), `${years}y${months}m before ${today}`).toBe(total);
          expect(isBirthDateAllowed(birth, { min_age: total, max_age: total }, today)).toBe(true);
        }
      }
    }
  });
});
