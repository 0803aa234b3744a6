import { describe, expect, it } from 'vitest';
import { EXAMPLE_NORMS } from './example-norms';
import { NORMS_REASONS } from './norms-checks';
import { describeNormsProblem, loadNorms, normsOrThrow } from './norms-schema';

type Doc = Record<string, unknown> & typeof EXAMPLE_NORMS;
const copy = (): Doc => structuredClone(EXAMPLE_NORMS) as Doc;

function problems(change: (doc: Doc) => void): string[] {
  const doc = copy();
  change(doc);
  const result = loadNorms(doc);
  return result.ok ? [] : describeNormsProblem(result.problem);
}

describe('loadNorms', () => {
  it('accepts the example norms and strips schema_version', () => {
    const result = loadNorms(EXAMPLE_NORMS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.version).toBe(1);
    expect(result.value).not.toHaveProperty('schema_version');
    expect(result.value.composites.map((c) => c.key)).toEqual(['total_language', 'zone_social']);
  });

  it.each<[unknown, string]>([
    [7, 'unknown norms schema_version 7 (supported: 1)'],
    [undefined, 'unknown norms schema_version missing (supported: 1)'],
    ['1', 'unknown norms schema_version 1 (supported: 1)'],
  ])('refuses schema_version %j with a clear message', (version, message) => {
    expect(problems((doc) => (doc.schema_version = version as number))).toEqual([message]);
  });

  it.each<[string, (doc: Doc) => void, string[]]>([
    ['demonstration norms without a notice', (d) => delete (d as Partial<Doc>).notice, [`notice: ${NORMS_REASONS.noticeRequired}`]],
    ['a notice in one language only', (d) => (d.notice = { zh: '示例' } as never), ['notice.en: Invalid input: expected string, received undefined']],
    ['an unknown tool', (d) => (d.tools_type = 'Dream-X'), ['tools_type: Invalid option: expected one of "Dream-S-2.0"|"Dream-C-2.0"|"Dream-ITS"|"Dream-IT"|"SWAM-S"|"SWAM-S-S"|"SWAM-T"|"SWAM-C-AI"|"SPPA"|"Ment"|"LB-1"']],
    ['both reliability and sem', (d) => Object.assign(d.composites[1] as object, { reliability: 0.9 }), ['composites.1: give exactly one of reliability or sem']],
    ['neither reliability nor sem', (d) => delete (d.composites[0] as { reliability?: number }).reliability, ['composites.0: give exactly one of reliability or sem']],
    ['a reliability of 1', (d) => ((d.composites[0] as { reliability: number }).reliability = 1), ['composites.0.reliability: Too big: expected number to be <1']],
    ['a duplicate composite key', (d) => d.composites.push({ ...d.composites[1]! }), [
      `composites.2.key: ${NORMS_REASONS.duplicate}`,
    ]],
    ['an unknown at-risk composite', (d) => d.cut_off.at_risk_composites.push('syntax'), [`cut_off.at_risk_composites.1: ${NORMS_REASONS.unknownComposite}`]],
    ['a cut-off off the scale', (d) => (d.cut_off.standard_score = 30), ['cut_off.standard_score: Too small: expected number to be >=40']],
    ['a band without a composite', (d) => delete (d.bands[1]!.scores as Partial<Doc['bands'][1]['scores']>).zone_social, [`bands.1.scores.zone_social: ${NORMS_REASONS.missing}`]],
    ['a band with an unknown composite', (d) => Object.assign(d.bands[0]!.scores, { syntax: { mean: 3, sd: 1 } }), [`bands.0.scores.syntax: ${NORMS_REASONS.unknownComposite}`]],
    ['an SD of 0', (d) => (d.bands[0]!.scores.total_language.sd = 0), ['bands.0.scores.total_language.sd: Too small: expected number to be >0']],
    ['a mean above max_raw', (d) => (d.bands[0]!.scores.total_language.mean = 101), [`bands.0.scores.total_language.mean: ${NORMS_REASONS.aboveMaxRaw}`]],
    ['a table whose raw scores do not rise', (d) => (d.bands[0]!.scores.zone_social.raw_to_percentile[2]![0] = 5), [
      `bands.0.scores.zone_social.raw_to_percentile.2.0: ${NORMS_REASONS.notRising}`,
    ]],
    ['a table whose percentiles fall', (d) => (d.bands[0]!.scores.zone_social.raw_to_percentile[2]![1] = 9), [
      `bands.0.scores.zone_social.raw_to_percentile.2.1: ${NORMS_REASONS.falling}`,
    ]],
    ['a table percentile of 100', (d) => (d.bands[0]!.scores.zone_social.raw_to_percentile[4]![1] = 100), ['bands.0.scores.zone_social.raw_to_percentile.4.1: Too big: expected number to be <100']],
    ['a band ending where it starts', (d) => (d.bands[0]!.from_month = 42), ['bands.0.to_month: to_month must be after from_month']],
    ['a gap between bands', (d) => (d.bands[1]!.from_month = 43), [`bands.1.from_month: ${NORMS_REASONS.gap}`]],
    ['overlapping bands', (d) => (d.bands[1]!.from_month = 41), [`bands.1.from_month: ${NORMS_REASONS.overlap}`]],
    ['bands by sex mixed with bands for both', (d) => Object.assign(d.bands[1]!, { sex: 'male' }), [`bands: ${NORMS_REASONS.mixedSex}`]],
    ['bands for one sex only', (d) => d.bands.forEach((b) => Object.assign(b, { sex: 'female' })), [`bands: ${NORMS_REASONS.bothSexesRequired}`]],
    ['a max age outside the last band', (d) => (d.max_norm_age_months = 41), [`max_norm_age_months: ${NORMS_REASONS.maxAgeOutsideLastBand}`]],
    ['a max age past the last band', (d) => (d.max_norm_age_months = 48), [`max_norm_age_months: ${NORMS_REASONS.maxAgeOutsideLastBand}`]],
    ['an age-equivalent curve for an unknown composite', (d) => Object.assign(d.age_equivalents, { syntax: d.age_equivalents.total_language }), [
      `age_equivalents.syntax: ${NORMS_REASONS.unknownComposite}`,
    ]],
    ['an age-equivalent curve whose raw scores fall', (d) => (d.age_equivalents.total_language[2]!.raw = 50), [
      `age_equivalents.total_language.2.raw: ${NORMS_REASONS.notRising}`,
    ]],
    ['an age-equivalent curve whose ages repeat', (d) => (d.age_equivalents.total_language[1]!.age_months = 39), [
      `age_equivalents.total_language.1.age_months: ${NORMS_REASONS.notRising}`,
    ]],
    ['a one-point age-equivalent curve', (d) => d.age_equivalents.total_language.splice(1), ['age_equivalents.total_language: Too small: expected array to have >=2 items']],
    ['an unknown field', (d) => Object.assign(d, { extra: 1 }), ['(norms): Unrecognized key: "extra"']],
  ])('refuses %s', (_what, change, expected) => {
    expect(problems(change)).toEqual(expected);
  });

  it('accepts bands by sex when both sexes tile their ages', () => {
    expect(problems((d) => {
      d.bands.forEach((b) => Object.assign(b, { sex: 'male' }));
      d.bands.push(...structuredClone(d.bands).map((b) => ({ ...b, sex: 'female' })));
    })).toEqual([]);
  });
});

describe('normsOrThrow', () => {
  it('returns the norms or throws every problem, one per line', () => {
    expect(normsOrThrow(EXAMPLE_NORMS).norms_version).toBe('example-1');
    expect(() => normsOrThrow({ ...EXAMPLE_NORMS, schema_version: 2 }, 'Dream-S-2.0.json')).toThrow(
      'Dream-S-2.0.json cannot be used:\n  unknown norms schema_version 2 (supported: 1)',
    );
  });
});
