import { describe, expect, it } from 'vitest';
import { EXAMPLE_NORMS } from './example-norms';
import { normsOrThrow } from './norms-schema';
import { scoreTest, type CompositeScore, type ScoreTestInput } from './score-test';

const norms = normsOrThrow(EXAMPLE_NORMS);
const NAMES = {
  total_language: { zh: '语言总分', en: 'Total language' },
  zone_social: { zh: '社交沟通', en: 'Social communication' },
};

const byKey = (composites: CompositeScore[]) => Object.fromEntries(composites.map((c) => [c.key, c]));

describe('scoreTest: the worked examples of README.md', () => {
  it('example 1: 39 months, total 32.5, social 7 → green, not at risk', () => {
    const result = scoreTest(norms, { birthDate: '2021-03-15', testDate: '2024-07-14', raw: { total_language: 32.5, zone_social: 7 } });
    expect(result).toEqual({
      tools_type: 'Dream-S-2.0',
      norms_version: 'example-1',
      demonstration: true,
      notice: { zh: '示例数据，非临床常模。', en: 'Example figures, not clinical norms.' },
      age_months: 39,
      norm_age_months: 39,
      age_capped: false,
      band: { from_month: 36, to_month: 42, sex: null },
      composites: [
        {
          key: 'total_language', name: NAMES.total_language, kind: 'language', scored: true, raw: 32.5, method: 'mean_sd',
          standard_score: 89, standard_score_limit: null, sem: 4.5, confidence_interval: { lower: 80, upper: 98 },
          percentile: '23', percentile_value: 23.17, developmental_age: { status: 'below', months: 39 }, cut_off: 85, light: 'green',
        },
        {
          key: 'zone_social', name: NAMES.zone_social, kind: 'zone', scored: true, raw: 7, method: 'table',
          standard_score: 90, standard_score_limit: null, sem: 6, confidence_interval: { lower: 78, upper: 102 },
          percentile: '26', percentile_value: 26, developmental_age: null, cut_off: 80, light: 'green',
        },
      ],
      red_composites: [],
      is_at_risk_score: false,
    });
  });

  it('example 2: total 25 → SS 78 (77.5 half up), red, at risk; social not given → unscored', () => {
    const result = scoreTest(norms, { ageMonths: 39, raw: { total_language: 25 } });
    expect(result.composites).toEqual([
      {
        key: 'total_language', name: NAMES.total_language, kind: 'language', scored: true, raw: 25, method: 'mean_sd',
        standard_score: 78, standard_score_limit: null, sem: 4.5, confidence_interval: { lower: 69, upper: 87 },
        percentile: '7', percentile_value: 7.12, developmental_age: { status: 'below', months: 39 }, cut_off: 85, light: 'red',
      },
      {
        key: 'zone_social', name: NAMES.zone_social, kind: 'zone', scored: false, raw: null, method: null,
        standard_score: null, standard_score_limit: null, sem: null, confidence_interval: null,
        percentile: null, percentile_value: null, developmental_age: null, cut_off: 80, light: null,
      },
    ]);
    expect(result.red_composites).toEqual(['total_language']);
    expect(result.is_at_risk_score).toBe(true);
  });

  it('example 3: 60 months is past max_norm_age_months 47 → scored with the 47-month band', () => {
    const result = scoreTest(norms, { ageMonths: 60, raw: { total_language: 44, zone_social: 12 } });
    expect(result).toMatchObject({ age_months: 60, norm_age_months: 47, age_capped: true, band: { from_month: 42, to_month: 48, sex: null } });
    const c = byKey(result.composites);
    expect(c.total_language).toMatchObject({
      standard_score: 91, confidence_interval: { lower: 82, upper: 100 }, percentile: '27', percentile_value: 27.43,
      developmental_age: { status: 'within', months: 41 }, light: 'green',
    });
    expect(c.zone_social).toMatchObject({ standard_score: 98, confidence_interval: { lower: 86, upper: 110 }, percentile: '46', percentile_value: 46 });
  });

  it('example 4: raw 0 → SS 40 with the interval clamped; social 0 → red on the zone cut-off', () => {
    const result = scoreTest(norms, { ageMonths: 36, raw: { total_language: 0, zone_social: 0 } });
    const c = byKey(result.composites);
    expect(c.total_language).toMatchObject({ standard_score: 40, standard_score_limit: null, confidence_interval: { lower: 40, upper: 49 }, percentile: '<1', percentile_value: 0, light: 'red' });
    expect(c.zone_social).toMatchObject({ standard_score: 65, confidence_interval: { lower: 53, upper: 77 }, percentile: '1', percentile_value: 1, light: 'red' });
    expect(result.red_composites).toEqual(['total_language', 'zone_social']);
  });

  it('a zone alone red does not fail the test when only total language decides', () => {
    const result = scoreTest(norms, { ageMonths: 36, raw: { total_language: 40, zone_social: 0 } });
    expect(result.red_composites).toEqual(['zone_social']);
    expect(result.is_at_risk_score).toBe(false);
  });

  it('flags a standard score clamped at the floor', () => {
    const result = scoreTest(normsOrThrow({ ...EXAMPLE_NORMS, bands: EXAMPLE_NORMS.bands.map((b) => ({ ...b, scores: { ...b.scores, total_language: { mean: 60, sd: 10 } } })) }), {
      ageMonths: 40,
      raw: { total_language: 10 },
    });
    expect(byKey(result.composites).total_language).toMatchObject({ standard_score: 40, standard_score_limit: 'floor', percentile: '<1' });
  });
});

describe('scoreTest refuses what it cannot score', () => {
  it.each<[string, ScoreTestInput, string, string]>([
    ['a child under the first band', { ageMonths: 30, raw: { total_language: 10 } }, 'ageBelowNorms', 'age 30 months is below the norms, which start at 36 months'],
    ['an unknown composite', { ageMonths: 40, raw: { total_language: 10, syntax: 3 } }, 'unknownComposite', 'no composite syntax in the Dream-S-2.0 norms'],
    ['a raw score above max_raw', { ageMonths: 40, raw: { total_language: 101 } }, 'invalidRaw', 'raw score of total_language must be a number from 0 to 100, got 101'],
    ['a negative raw score', { ageMonths: 40, raw: { total_language: -1 } }, 'invalidRaw', 'raw score of total_language must be a number from 0 to 100, got -1'],
    ['a raw score that is not a number', { ageMonths: 40, raw: { total_language: Number.NaN } }, 'invalidRaw', 'raw score of total_language must be a number from 0 to 100, got NaN'],
    ['no raw score for an at-risk composite', { ageMonths: 40, raw: { zone_social: 3 } }, 'atRiskCompositeMissing', 'raw score of total_language is needed to decide pass or fail'],
    ['no age', { raw: { total_language: 10 } }, 'ageMissing', 'an age is needed: ageMonths, or birthDate with testDate'],
  ])('%s', (_what, input, code, message) => {
    expect(() => scoreTest(norms, input)).toThrow(expect.objectContaining({ name: 'ScoringError', code, message }));
  });
});
