import { describe, expect, it } from 'vitest';
import { percentileFromStandardScore, percentileLabel, percentileOf, percentileRank } from './percentile';

describe('percentileFromStandardScore: the normal-curve table', () => {
  it.each<[number, string, number]>([
    [70, '2', 2.28],
    [85, '16', 15.87],
    [100, '50', 50],
    [115, '84', 84.13],
    [130, '98', 97.72],
    [89, '23', 23.17],
    [78, '7', 7.12],
    [65, '1', 0.98],
    [62, '1', 0.56],
    [61, '<1', 0.47],
    [40, '<1', 0],
    [138, '99', 99.44],
    [139, '>99', 99.53],
    [160, '>99', 100],
  ])('SS %d → %s (%d)', (ss, label, value) => {
    expect(percentileFromStandardScore(ss)).toEqual({ label, value });
  });
});

describe('percentileLabel: half up to a whole rank, <1 and >99 at the ends', () => {
  it.each<[number, string]>([
    [0, '<1'], [0.49, '<1'], [0.5, '1'], [1, '1'], [26, '26'], [50.5, '51'], [99.49, '99'], [99.5, '>99'], [100, '>99'],
  ])('%d → %s', (p, expected) => {
    expect(percentileLabel(p)).toBe(expected);
  });

  it('refuses what is not a percentile', () => {
    expect(() => percentileLabel(101)).toThrow('percentile must be from 0 to 100, got 101');
    expect(() => percentileLabel(Number.NaN)).toThrow(RangeError);
  });

  it('keeps two decimals in the value and rounds the label from the exact figure', () => {
    expect(percentileOf(0.495)).toEqual({ value: 0.5, label: '<1' });
  });
});

describe('a stored percentile label back to the rank a report prints', () => {
  it.each<[string, number | '<1' | '>99']>([
    ['<1', '<1'],
    ['>99', '>99'],
    ['1', 1],
    ['16', 16],
    ['99', 99],
  ])('%s → %s', (label, rank) => {
    expect(percentileRank(label)).toBe(rank);
  });

  it.each(['0', '100', '150', '-3', '16.5', '016', '', ' 16', 'abc', 'NaN'])('refuses %j, which the label rule never gives', (label) => {
    expect(() => percentileRank(label)).toThrow(RangeError);
  });

  it('reads back every label the rule prints', () => {
    for (let p = 0; p <= 100; p += 0.25) {
      const label = percentileLabel(p);
      expect(String(percentileRank(label))).toBe(label);
    }
  });
});
