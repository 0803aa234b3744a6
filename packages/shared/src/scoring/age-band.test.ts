import { describe, expect, it } from 'vitest';
import type { Gender } from '../children/api';
import { findAgeBand } from './age-band';
import type { AgeBand } from './norms-schema';

const band = (from_month: number, to_month: number, sex?: Gender): AgeBand => ({ from_month, to_month, ...(sex ? { sex } : {}), scores: {} });
const INFANT = { max_norm_age_months: 36, bands: [band(0, 12), band(12, 24), band(24, 33), band(33, 37)] };
const BY_SEX = {
  max_norm_age_months: 36,
  bands: [band(12, 24, 'male'), band(24, 37, 'male'), band(12, 18, 'female'), band(18, 37, 'female')],
};

describe('findAgeBand: from_month inclusive, to_month exclusive', () => {
  it.each<[number, [number, number], number, boolean]>([
    [0, [0, 12], 0, false],
    [11, [0, 12], 11, false],
    [12, [12, 24], 12, false],
    [35, [33, 37], 35, false],
    [36, [33, 37], 36, false],
    // Children over 3 are computed with age-3 data.
    [37, [33, 37], 36, true],
    [40, [33, 37], 36, true],
    [107, [33, 37], 36, true],
  ])('%d months → band %j read at %d months (capped %s)', (age, [from, to], normAge, capped) => {
    const choice = findAgeBand(INFANT, age);
    expect([choice.band.from_month, choice.band.to_month]).toEqual([from, to]);
    expect(choice.normAgeMonths).toBe(normAge);
    expect(choice.capped).toBe(capped);
  });

  it.each<[number, Gender, [number, number]]>([
    [17, 'male', [12, 24]],
    [17, 'female', [12, 18]],
    [18, 'female', [18, 37]],
    [50, 'male', [24, 37]],
  ])('by sex: %d months, %s → %j', (age, sex, [from, to]) => {
    const choice = findAgeBand(BY_SEX, age, sex);
    expect([choice.band.from_month, choice.band.to_month, choice.band.sex]).toEqual([from, to, sex]);
  });

  it('ignores sex when the norms are for both sexes', () => {
    expect(findAgeBand(INFANT, 5, 'female').band.from_month).toBe(0);
  });

  it('needs the sex when the norms are by sex', () => {
    expect(() => findAgeBand(BY_SEX, 20)).toThrow(expect.objectContaining({ code: 'sexRequired', message: "these norms are by sex: the child's sex is needed" }));
  });

  it('refuses a child younger than the first band', () => {
    expect(() => findAgeBand(BY_SEX, 11, 'female')).toThrow(
      expect.objectContaining({ code: 'ageBelowNorms', message: 'age 11 months is below the norms, which start at 12 months', details: { ageMonths: 11, firstMonth: 12 } }),
    );
  });

  it('refuses an age that is not whole months', () => {
    expect(() => findAgeBand(INFANT, 2.5)).toThrow(expect.objectContaining({ code: 'invalidAge' }));
    expect(() => findAgeBand(INFANT, -1)).toThrow(expect.objectContaining({ code: 'invalidAge' }));
  });
});
