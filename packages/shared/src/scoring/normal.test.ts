import { describe, expect, it } from 'vitest';
import { normalCdf, normalInv } from './normal';

// Φ(z) as printed in the standard normal table (four decimals).
const PUBLISHED_TABLE: [number, number][] = [
  [-3, 0.0013], [-2.5, 0.0062], [-2, 0.0228], [-1.96, 0.025], [-1.645, 0.05], [-1.5, 0.0668], [-1, 0.1587],
  [-0.5, 0.3085], [0, 0.5], [0.5, 0.6915], [1, 0.8413], [1.28, 0.8997], [1.5, 0.9332], [1.96, 0.975],
  [2, 0.9772], [2.33, 0.9901], [2.5, 0.9938], [3, 0.9987],
];

// Reference values to 16 significant digits (Python statistics.NormalDist, erf-based).
const PRECISE_CDF: [number, number][] = [
  [-6, 9.865876449133282e-10], [-4, 3.167124183311998e-5], [-3, 0.0013498980316301035], [-2, 0.02275013194817921],
  [-1.96, 0.024997895148220428], [-1, 0.15865525393145707], [-0.5, 0.3085375387259869], [0, 0.5],
  [1, 0.8413447460685429], [1.96, 0.9750021048517796], [2, 0.9772498680518208], [4, 0.9999683287581669],
  [8, 0.9999999999999993],
];
const PRECISE_INV: [number, number][] = [
  [0.001, -3.090232306167813], [0.01, -2.3263478740408408], [0.02425, -1.9729610513118845],
  [0.025, -1.9599639845400538], [0.05, -1.6448536269514726], [0.16, -0.9944578832097528], [0.25, -0.6744897501960817],
  [0.5, 0], [0.84, 0.9944578832097528], [0.95, 1.6448536269514715], [0.975, 1.9599639845400536],
  [0.99, 2.3263478740408408], [0.999, 3.090232306167813],
];

describe('normalCdf', () => {
  it.each(PUBLISHED_TABLE)('Φ(%d) reads %d in the published table', (z, p) => {
    expect(normalCdf(z)).toBeCloseTo(p, 4);
  });

  it.each(PRECISE_CDF)('Φ(%d) = %d to 1e-14', (z, p) => {
    expect(Math.abs(normalCdf(z) - p)).toBeLessThan(1e-14);
  });

  it('is symmetric and saturates far out', () => {
    expect(normalCdf(1.3) + normalCdf(-1.3)).toBeCloseTo(1, 15);
    expect(normalCdf(40)).toBe(1);
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(Infinity)).toBe(1);
    expect(normalCdf(-Infinity)).toBe(0);
  });

  it('refuses NaN', () => {
    expect(() => normalCdf(Number.NaN)).toThrow('normalCdf of NaN');
  });
});

describe('normalInv', () => {
  it.each(PRECISE_INV)('Φ⁻¹(%d) = %d to 1e-12', (p, z) => {
    expect(Math.abs(normalInv(p) - z)).toBeLessThan(1e-12);
  });

  it('stays within 1e-9 in the far tail', () => {
    expect(Math.abs(normalInv(1e-10) - -6.361340902404056)).toBeLessThan(1e-9);
  });

  it('inverts normalCdf across the range', () => {
    for (let z = -5; z <= 5; z += 0.25) expect(normalInv(normalCdf(z))).toBeCloseTo(z, 9);
  });

  it('gives ±∞ at 0 and 1 and refuses anything else outside [0, 1]', () => {
    expect(normalInv(0)).toBe(-Infinity);
    expect(normalInv(1)).toBe(Infinity);
    expect(() => normalInv(1.2)).toThrow('normalInv needs a probability from 0 to 1, got 1.2');
    expect(() => normalInv(-0.1)).toThrow(RangeError);
    expect(() => normalInv(Number.NaN)).toThrow(RangeError);
  });
});
