import { describe, expect, it } from 'vitest';
import { percentileFromTable } from './percentile-table';

const TABLE: [number, number][] = [[0, 1], [5, 10], [10, 50], [15, 90], [20, 99]];

describe('percentileFromTable', () => {
  it.each<[number, number]>([
    [0, 1],
    [5, 10],
    [7, 26], // 10 + 2/5 · 40
    [10, 50],
    [12.5, 70],
    [19, 97.2], // 90 + 4/5 · 9
    [20, 99],
    [-1, 1], // below the table: its first row holds
    [25, 99], // above: its last row holds
  ])('raw %d → %d', (raw, expected) => {
    expect(percentileFromTable(raw, TABLE)).toBeCloseTo(expected, 10);
  });

  it('handles flat stretches', () => {
    expect(percentileFromTable(3, [[0, 5], [2, 20], [4, 20], [6, 60]])).toBe(20);
  });

  it('refuses an empty table', () => {
    expect(() => percentileFromTable(3, [])).toThrow('a percentile table needs rows');
  });
});
