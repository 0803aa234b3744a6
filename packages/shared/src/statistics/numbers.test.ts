import { describe, expect, it } from 'vitest';
import { averageOf, selectableYear, wholePercent } from './numbers';

describe('statistics numbers', () => {
  it('rounds percentages to whole numbers and gives no data, never NaN, for an empty whole', () => {
    expect(wholePercent(1, 3)).toBe(33);
    expect(wholePercent(2, 3)).toBe(67);
    expect(wholePercent(1, 8)).toBe(13);
    expect(wholePercent(0, 0)).toBeNull();
    expect(wholePercent(5, 0)).toBeNull();
  });

  it('averages to one decimal and gives 0 when no institution holds the tool', () => {
    expect(averageOf(10, 3)).toBe(3.3);
    expect(averageOf(0, 0)).toBe(0);
    expect(averageOf(7, 2)).toBe(3.5);
  });

  it('lets a picker choose only past years and this one', () => {
    expect(selectableYear(2026, 2026, 2015)).toBe(true);
    expect(selectableYear(2027, 2026, 2015)).toBe(false);
    expect(selectableYear(2014, 2026, 2015)).toBe(false);
  });
});
