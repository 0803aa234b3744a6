/**
 * The small norms of README.md's worked examples, as stored (with schema_version). The tests
 * score against it by hand-worked numbers; it is not shipped content.
 */
export const EXAMPLE_NORMS = {
  schema_version: 1,
  tools_type: 'Dream-S-2.0',
  norms_version: 'example-1',
  demonstration: true,
  notice: { zh: '示例数据，非临床常模。', en: 'Example figures, not clinical norms.' },
  max_norm_age_months: 47,
  cut_off: { standard_score: 85, zone_standard_score: 80, at_risk_composites: ['total_language'] },
  composites: [
    { key: 'total_language', name: { zh: '语言总分', en: 'Total language' }, kind: 'language', reliability: 0.91, max_raw: 100 },
    { key: 'zone_social', name: { zh: '社交沟通', en: 'Social communication' }, kind: 'zone', sem: 6, max_raw: 20 },
  ],
  bands: [
    {
      from_month: 36,
      to_month: 42,
      scores: {
        total_language: { mean: 40, sd: 10 },
        zone_social: { raw_to_percentile: [[0, 1], [5, 10], [10, 50], [15, 90], [20, 99]] },
      },
    },
    {
      from_month: 42,
      to_month: 48,
      scores: {
        total_language: { mean: 50, sd: 10 },
        zone_social: { raw_to_percentile: [[0, 0.5], [5, 5], [10, 30], [15, 70], [20, 98]] },
      },
    },
  ],
  age_equivalents: {
    total_language: [{ age_months: 39, raw: 40 }, { age_months: 45, raw: 50 }, { age_months: 51, raw: 58 }],
  },
};
