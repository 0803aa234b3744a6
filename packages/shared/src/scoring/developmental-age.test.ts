import { describe, expect, it } from 'vitest';
import { developmentalAge, type DevelopmentalAge } from './developmental-age';

const CURVE = [{ age_months: 39, raw: 40 }, { age_months: 45, raw: 50 }, { age_months: 51, raw: 58 }];

describe('developmentalAge: linear between the curve points, whole months half up', () => {
  it.each<[number, DevelopmentalAge]>([
    [40, { status: 'within', months: 39 }],
    [44, { status: 'within', months: 41 }], // 39 + 4/10 · 6 = 41.4
    [45, { status: 'within', months: 42 }], // 42.0
    [42.5, { status: 'within', months: 41 }], // 40.5 → 41, half up
    [50, { status: 'within', months: 45 }],
    [55, { status: 'within', months: 49 }], // 45 + 5/8 · 6 = 48.75
    [58, { status: 'within', months: 51 }],
    [39.9, { status: 'below', months: 39 }],
    [0, { status: 'below', months: 39 }],
    [58.1, { status: 'above', months: 51 }],
  ])('raw %d → %j', (raw, expected) => {
    expect(developmentalAge(raw, CURVE)).toEqual(expected);
  });

  it('reads the infant demo curve (half-month ages)', () => {
    const curve = [{ age_months: 31.5, raw: 34.5 }, { age_months: 35, raw: 36.4 }];
    expect(developmentalAge(35.5, curve)).toEqual({ status: 'within', months: 33 }); // 31.5 + 1/1.9 · 3.5 = 33.34
  });

  it('needs two points', () => {
    expect(() => developmentalAge(3, [{ age_months: 1, raw: 1 }])).toThrow('an age-equivalent curve needs at least two points');
  });
});
