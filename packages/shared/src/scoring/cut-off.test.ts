import { describe, expect, it } from 'vitest';
import { cutOffFor, isAtRiskScore, lightFor, type Light } from './cut-off';

describe('lightFor: red strictly below the cut-off', () => {
  it.each<[number, number, Light]>([[84, 85, 'red'], [85, 85, 'green'], [86, 85, 'green'], [40, 78, 'red'], [78, 78, 'green'], [77, 78, 'red']])(
    'SS %d, cut-off %d → %s',
    (ss, cut, light) => {
      expect(lightFor(ss, cut)).toBe(light);
    },
  );
});

describe('cutOffFor', () => {
  it('uses the zone cut-off for zones and the language one otherwise', () => {
    const cutOff = { standard_score: 78, zone_standard_score: 80, at_risk_composites: ['total_language'] };
    expect(cutOffFor(cutOff, 'language')).toBe(78);
    expect(cutOffFor(cutOff, 'zone')).toBe(80);
  });

  it('falls back to the language cut-off for zones', () => {
    expect(cutOffFor({ standard_score: 85, at_risk_composites: ['total_language'] }, 'zone')).toBe(85);
  });
});

describe('isAtRiskScore: true (fail) when any listed composite is red', () => {
  const lights: Record<string, Light> = { total_language: 'green', receptive: 'red', zone_social: 'red' };
  it.each<[string[], boolean]>([
    [['total_language'], false],
    [['receptive'], true],
    [['total_language', 'zone_social'], true],
  ])('%j → %s', (keys, expected) => {
    expect(isAtRiskScore(lights, keys)).toBe(expected);
  });

  it('refuses a listed composite without a light', () => {
    expect(() => isAtRiskScore(lights, ['syntax'])).toThrow('no light for at-risk composite syntax');
  });
});
