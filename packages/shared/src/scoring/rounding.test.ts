import { describe, expect, it } from 'vitest';
import { clamp, roundHalfUp } from './rounding';

describe('roundHalfUp', () => {
  it.each<[number, number, number]>([
    [92.5, 0, 93],
    [92.49, 0, 92],
    [100 + 15 * -0.5, 0, 93],
    [92.49999999999999, 0, 93],
    [-0.5, 0, 0],
    [-1.5, 0, -1],
    [-1.51, 0, -2],
    [2.275, 2, 2.28],
    [15.865, 2, 15.87],
    [76.18, 0, 76],
    [93.82, 0, 94],
    [23.25, 1, 23.3],
  ])('%d to %d decimals → %d', (value, decimals, expected) => {
    expect(roundHalfUp(value, decimals)).toBe(expected);
  });

  it('never returns −0', () => {
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
  });

  it('refuses what is not a finite number', () => {
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfUp(Infinity)).toThrow('cannot round Infinity');
  });
});

describe('clamp', () => {
  it.each<[number, number]>([[39, 40], [40, 40], [100, 100], [160, 160], [161, 160]])('%d → %d', (value, expected) => {
    expect(clamp(value, 40, 160)).toBe(expected);
  });
});
