import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { TESTABLE_TOOLS } from './api';
import { toolAgeFit, toolBirthdayWindow } from './tool-ages';

dayjs.extend(utc);
const shift = (iso: string, days: number) => dayjs.utc(iso).add(days, 'day').format('YYYY-MM-DD');

describe('a tool’s birthday window', () => {
  it('ends on the day a child turns the tool’s first month and starts the day after the last birthday max+1 months old', () => {
    // Dream-S 2.0 (36–107) on 15 Jun 2025: 3 years old on the day, 9 years old the day before.
    expect(toolBirthdayWindow('Dream-S-2.0', '2025-06-15')).toEqual({ from: '2016-06-16', to: '2022-06-15' });
    expect(toolAgeFit('Dream-S-2.0', '2022-06-15', '2025-06-15').fits).toBe(true);
    expect(toolAgeFit('Dream-S-2.0', '2022-06-16', '2025-06-15').fits).toBe(false);
    expect(toolAgeFit('Dream-S-2.0', '2016-06-16', '2025-06-15').fits).toBe(true);
    expect(toolAgeFit('Dream-S-2.0', '2016-06-15', '2025-06-15').fits).toBe(false);
    // From birth for the infant tools: today's newborn is in.
    expect(toolBirthdayWindow('Dream-IT', '2025-06-15')).toEqual({ from: '2022-05-16', to: '2025-06-15' });
  });

  it('follows the month ends the way ageInMonths clamps them', () => {
    // On 29 Feb 2024: born 28 Feb 2021 is 36 months old, born 1 Mar 2021 not yet.
    expect(toolBirthdayWindow('Dream-S-2.0', '2024-02-29')).toEqual({ from: '2015-03-01', to: '2021-02-28' });
    // On 28 Feb 2023 a child born 29 Feb 2020 is already 3 (29 Feb + 36 months is clamped to 28 Feb).
    expect(toolBirthdayWindow('Dream-S-2.0', '2023-02-28')).toEqual({ from: '2014-03-01', to: '2020-02-29' });
    // On 28 Feb 2025, born 29, 30 and 31 Aug 2022 are all 30 months old: three days past today − 30 months.
    expect(toolBirthdayWindow('Dream-C-2.0', '2025-02-28').to).toBe('2022-08-31');
    expect(toolAgeFit('Dream-C-2.0', '2022-08-31', '2025-02-28').fits).toBe(true);
    // The start: the day after the birthday exactly 96 months (8 years) old, a month end when today is one.
    expect(toolBirthdayWindow('Dream-C-2.0', '2025-02-28').from).toBe('2017-03-01');
    expect(toolBirthdayWindow('Dream-C-2.0', '2025-01-31').from).toBe('2017-02-01');
  });

  // Over a year either side of each edge (ages only fall as the birthday moves later, so the middle holds no surprise).
  it('holds exactly the birthdays toolAgeFit accepts, walked day by day, for every tool on month ends and ordinary days', { timeout: 60_000 }, () => {
    const todays = ['2024-02-29', '2023-02-28', '2024-01-31', '2025-04-30', '2025-03-01', '2025-06-15'];
    for (const tool of TESTABLE_TOOLS) {
      for (const today of todays) {
        const { from, to } = toolBirthdayWindow(tool, today);
        const misfits: string[] = [];
        const walk = (start: string, end: string) => {
          for (let birthday = start; birthday <= end; birthday = shift(birthday, 1)) {
            if ((from <= birthday && birthday <= to) !== toolAgeFit(tool, birthday, today).fits) misfits.push(birthday);
          }
        };
        walk(shift(from, -400), shift(from, 400));
        walk(shift(to, -400), shift(today, 3)); // through to children not born yet
        expect({ tool, today, misfits }).toEqual({ tool, today, misfits: [] });
      }
    }
  });

  it('has its edges right on every day of two years', { timeout: 60_000 }, () => {
    for (const tool of TESTABLE_TOOLS) {
      for (let today = '2023-01-01'; today <= '2024-12-31'; today = shift(today, 1)) {
        const { from, to } = toolBirthdayWindow(tool, today);
        const edges = [shift(from, -1), from, to, shift(to, 1)].map((b) => toolAgeFit(tool, b, today).fits);
        expect({ tool, today, edges }).toEqual({ tool, today, edges: [false, true, true, false] });
      }
    }
  });

  it('refuses a day that is no date', () => {
    expect(() => toolBirthdayWindow('Dream-IT', '2025-02-30')).toThrow(RangeError);
  });
});
