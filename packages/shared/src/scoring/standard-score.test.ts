import { describe, expect, it } from 'vitest';
import { standardScoreFromPercentile, standardScoreFromRaw, standardScoreFromZ, zFromRaw, type StandardScore } from './standard-score';

describe('standardScoreFromZ: 100 + 15z, half up, clamped to 40–160', () => {
  it.each<[number, StandardScore]>([
    [0, { value: 100, limit: null }],
    [-2, { value: 70, limit: null }],
    [-1, { value: 85, limit: null }],
    [1, { value: 115, limit: null }],
    [2, { value: 130, limit: null }],
    [-0.75, { value: 89, limit: null }], // 88.75
    [-1.5, { value: 78, limit: null }], // 77.5, half up
    [-0.5, { value: 93, limit: null }], // 92.5, half up
    [0.1, { value: 102, limit: null }], // 101.5
    [-4, { value: 40, limit: null }],
    [-4.03, { value: 40, limit: null }], // 39.55 rounds to 40: no clamp
    [-4.04, { value: 40, limit: 'floor' }], // 39.4 → 39, shown as 40
    [4, { value: 160, limit: null }],
    [4.04, { value: 160, limit: 'ceiling' }],
    [-Infinity, { value: 40, limit: 'floor' }],
    [Infinity, { value: 160, limit: 'ceiling' }],
  ])('z %d → %j', (z, expected) => {
    expect(standardScoreFromZ(z)).toEqual(expected);
  });

  it('refuses NaN', () => {
    expect(() => standardScoreFromZ(Number.NaN)).toThrow('z is NaN');
  });
});

describe('standardScoreFromRaw', () => {
  it.each<[number, number, number, number]>([
    [32.5, 40, 10, 89],
    [25, 40, 10, 78],
    [40, 40, 10, 100],
    [60, 40, 10, 130],
    [0, 40, 10, 40], // z = −4
    [36.4, 36.4, 3.1, 100],
    [30, 36.4, 3.1, 69], // z = −2.0645 → 69.03
  ])('raw %d with mean %d, sd %d → %d', (raw, mean, sd, expected) => {
    expect(standardScoreFromRaw(raw, { mean, sd }).value).toBe(expected);
  });

  it('z is (raw − mean) / sd', () => {
    expect(zFromRaw(32.5, { mean: 40, sd: 10 })).toBe(-0.75);
  });
});

describe('standardScoreFromPercentile: z = Φ⁻¹(p / 100)', () => {
  it.each<[number, number]>([
    [50, 100],
    [26, 90], // z = −0.64335 → 90.35
    [2.275, 70],
    [15.87, 85],
    [84.13, 115],
    [97.72, 130],
    [0.1, 54], // z = −3.0902 → 53.65
    [99.9, 146],
  ])('percentile %d → %d', (p, expected) => {
    expect(standardScoreFromPercentile(p).value).toBe(expected);
  });

  it('refuses 0, 100 and beyond', () => {
    for (const p of [0, 100, -1, 101, Number.NaN]) expect(() => standardScoreFromPercentile(p)).toThrow(RangeError);
  });
});
