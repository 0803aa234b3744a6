import { describe, expect, it } from 'vitest';
import { confidenceInterval95, semFromReliability, semOf, type ConfidenceInterval } from './confidence';

describe('semFromReliability: 15 · √(1 − r)', () => {
  it.each<[number, number]>([[0.91, 4.5], [0.96, 3], [0.84, 6], [0.75, 7.5]])('r %d → %d', (r, sem) => {
    expect(semFromReliability(r)).toBeCloseTo(sem, 12);
  });

  it('refuses r outside (0, 1)', () => {
    expect(() => semFromReliability(1)).toThrow('reliability must be between 0 and 1, got 1');
    expect(() => semFromReliability(0)).toThrow(RangeError);
  });

  it('prefers a given sem', () => {
    expect(semOf({ sem: 3.4 })).toBe(3.4);
    expect(semOf({ reliability: 0.96 })).toBeCloseTo(3, 12);
    expect(() => semOf({})).toThrow('a composite needs reliability or sem');
  });
});

describe('confidenceInterval95: SS ± 1.96 · SEM, bounds half up, clamped to 40–160', () => {
  it.each<[number, number, ConfidenceInterval]>([
    [85, 4.5, { lower: 76, upper: 94 }], // ± 8.82
    [89, 4.5, { lower: 80, upper: 98 }],
    [78, 4.5, { lower: 69, upper: 87 }],
    [90, 6, { lower: 78, upper: 102 }], // ± 11.76
    [100, 3.4, { lower: 93, upper: 107 }], // ± 6.664
    [100, 4.8, { lower: 91, upper: 109 }], // ± 9.408 (with 2 instead of 1.96 it would be 90–110)
    [100, 12.5, { lower: 76, upper: 125 }], // ± 24.5: both bounds on a half, half up
    [100, 2.5, { lower: 95, upper: 105 }], // ± 4.9: 95.1 → 95, 104.9 → 105
    [100, 7.653061224489796, { lower: 85, upper: 115 }], // ± 15 exactly
    [45, 6, { lower: 40, upper: 57 }], // 33.24 clamped
    [158, 6, { lower: 146, upper: 160 }],
  ])('SS %d, SEM %d → %j', (ss, sem, expected) => {
    expect(confidenceInterval95(ss, sem)).toEqual(expected);
  });
});
