/**
 * Norms of one assessment tool as versioned data (schema_version 1): the age bands, each
 * composite's raw-score distribution per band, reliability, the cut-off and the age-equivalent
 * curve. The cross-field rules (every band scores every composite, bands tile the ages, …) are in
 * `norms-checks.ts`. See README.md for the format and a short example.
 */
import { z } from 'zod';
import { GENDERS } from '../children/api';
import { TOOL_TYPES } from '../constants';
import { loadVersioned, type LoadProblem, type LoadResult, type VersionEntry } from '../definitions/common';
import { checkNorms } from './norms-checks';
import { SS_MAX, SS_MIN } from './scale';

/** Language composites (total, receptive, …) and the four capability zones are cut off separately. */
export const COMPOSITE_KINDS = ['language', 'zone'] as const;
export type CompositeKind = (typeof COMPOSITE_KINDS)[number];

/** Composite keys: lower-case identifiers, e.g. `total_language`, `zone_social`. */
export const COMPOSITE_KEY = /^[a-z][a-z0-9_]{0,49}$/;
const compositeKey = z.string().regex(COMPOSITE_KEY);
const bothLanguages = z.strictObject({ zh: z.string().min(1).max(500), en: z.string().min(1).max(500) });
const month = z.number().int().min(0).max(1200);
const rawScore = z.number().min(0).max(100_000);
const standardScore = z.number().int().min(SS_MIN).max(SS_MAX);

export const compositeSchema = z
  .strictObject({
    key: compositeKey,
    name: bothLanguages,
    kind: z.enum(COMPOSITE_KINDS),
    /** Reliability coefficient r (e.g. Cronbach's α); SEM = 15·√(1−r). Give this or `sem`. */
    reliability: z.number().gt(0).lt(1).optional(),
    /** Standard error of measurement in standard-score points. Give this or `reliability`. */
    sem: z.number().gt(0).max(30).optional(),
    /** Highest possible raw score; a raw score above it is refused when scoring. */
    max_raw: rawScore.positive().optional(),
  })
  .refine((c) => (c.reliability === undefined) !== (c.sem === undefined), { message: 'give exactly one of reliability or sem' });
export type CompositeDefinition = z.output<typeof compositeSchema>;

/** The raw scores of the band's norm sample as a mean and an SD (scored through the normal curve). */
export const meanSdNorm = z.strictObject({ mean: rawScore, sd: z.number().positive().max(100_000) });
/**
 * Or a raw score → percentile table, `[raw, percentile]` rows with raw strictly rising and
 * percentile never falling, percentiles strictly between 0 and 100 (for skewed scores).
 */
export const percentileTableNorm = z.strictObject({
  raw_to_percentile: z.array(z.tuple([rawScore, z.number().gt(0).lt(100)])).min(2).max(1000),
});
export const compositeNorm = z.union([meanSdNorm, percentileTableNorm]);
export type MeanSdNorm = z.output<typeof meanSdNorm>;
export type PercentileTableNorm = z.output<typeof percentileTableNorm>;
export type CompositeNorm = z.output<typeof compositeNorm>;

/**
 * Ages from `from_month` (inclusive) to `to_month` (exclusive), in completed months: the band
 * 24–27 holds children of 24, 25 and 26 months. Without `sex` the band is for both sexes.
 */
export const ageBandSchema = z
  .strictObject({
    from_month: month,
    to_month: month,
    sex: z.enum(GENDERS).optional(),
    scores: z.record(compositeKey, compositeNorm),
  })
  .refine((b) => b.from_month < b.to_month, { message: 'to_month must be after from_month', path: ['to_month'] });
export type AgeBand = z.output<typeof ageBandSchema>;

/** A point of the age-equivalent curve: the norm sample's mean raw score at that age (months). */
export const ageEquivalentPoint = z.strictObject({ age_months: z.number().min(0).max(1200), raw: rawScore });
export type AgeEquivalentPoint = z.output<typeof ageEquivalentPoint>;

export const cutOffSchema = z.strictObject({
  /** A language composite's light is red when its standard score is below this (strictly). */
  standard_score: standardScore,
  /** The same for the capability zones; the language cut-off when absent. */
  zone_standard_score: standardScore.optional(),
  /** is_at_risk_score (fail) is true when any of these composites is red. */
  at_risk_composites: z.array(compositeKey).min(1).max(30),
});
export type CutOff = z.output<typeof cutOffSchema>;

const normsShape = z.strictObject({
  tools_type: z.enum(TOOL_TYPES),
  /** The edition of these norms, e.g. '2024.1'; a scored test records which one it used. */
  norms_version: z.string().min(1).max(50),
  /** True for invented figures; reports then say plainly that they are not clinical. */
  demonstration: z.boolean(),
  /** Shown with every result from these norms; required when `demonstration` is true. */
  notice: bothLanguages.optional(),
  /** Older children are scored as this age: 36 for the infant tools (spec: "over 3 use age-3 data"). */
  max_norm_age_months: month,
  cut_off: cutOffSchema,
  composites: z.array(compositeSchema).min(1).max(30),
  bands: z.array(ageBandSchema).min(1).max(500),
  /** Per composite, at least two points, ages and raw scores both strictly rising. */
  age_equivalents: z.record(compositeKey, z.array(ageEquivalentPoint).min(2).max(500)),
});

export const toolNormsV1 = normsShape.superRefine(checkNorms);
export type ToolNorms = z.output<typeof toolNormsV1>;

export const NORMS_SCHEMA_VERSION = 1;
export const toolNormsVersions: Record<number, VersionEntry<ToolNorms>> = {
  1: { schema: toolNormsV1, toCurrent: (doc) => doc as ToolNorms },
};

/** Checks `{ schema_version, ...norms }` against the schema of its own version. */
export function loadNorms(stored: unknown): LoadResult<ToolNorms> {
  return loadVersioned(toolNormsVersions, stored);
}

/** One line per problem, naming where it is ('bands.3.scores.syntax: missing'). */
export function describeNormsProblem(problem: LoadProblem): string[] {
  if (problem.kind === 'unknownVersion') {
    return [`unknown norms schema_version ${problem.version} (supported: ${problem.supported.join(', ')})`];
  }
  return problem.issues.map((issue) => `${issue.path.map(String).join('.') || '(norms)'}: ${issue.message}`);
}

/** `loadNorms` for callers that cannot go on without the norms (seed, import, bench): throws. */
export function normsOrThrow(stored: unknown, label = 'norms'): ToolNorms {
  const result = loadNorms(stored);
  if (result.ok) return result.value;
  throw new Error(`${label} cannot be used:\n  ${describeNormsProblem(result.problem).join('\n  ')}`);
}
