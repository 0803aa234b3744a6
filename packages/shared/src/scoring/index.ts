/**
 * Norm-referenced scoring, pure and shared: the norms format and the functions that turn raw
 * scores into standard scores, confidence intervals, percentiles, developmental ages and lights.
 * See README.md for every formula and rounding rule.
 */
export {
  COMPOSITE_KINDS, COMPOSITE_KEY, NORMS_SCHEMA_VERSION, compositeSchema, meanSdNorm, percentileTableNorm, compositeNorm,
  ageBandSchema, ageEquivalentPoint, cutOffSchema, toolNormsV1, toolNormsVersions, loadNorms, describeNormsProblem, normsOrThrow,
  type CompositeKind, type CompositeDefinition, type MeanSdNorm, type PercentileTableNorm, type CompositeNorm, type AgeBand,
  type AgeEquivalentPoint, type CutOff, type ToolNorms,
} from './norms-schema';
export { NORMS_REASONS } from './norms-checks';
export { SS_MEAN, SS_SD, SS_MIN, SS_MAX, Z_95 } from './scale';
export { SCORING_ERROR_CODES, ScoringError, type ScoringErrorCode } from './errors';
export { roundHalfUp } from './rounding';
export { normalCdf, normalInv } from './normal';
export { standardScoreFromZ, standardScoreFromRaw, standardScoreFromPercentile, zFromRaw, type StandardScore } from './standard-score';
export { percentileFromStandardScore, percentileLabel, percentileOf, percentileRank, type Percentile, type PercentileRank } from './percentile';
export { percentileFromTable } from './percentile-table';
export { semFromReliability, semOf, confidenceInterval95, type ConfidenceInterval } from './confidence';
export { testAgeMonths, type TestAgeInput } from './test-age';
export { findAgeBand, type BandChoice } from './age-band';
export { developmentalAge, type DevelopmentalAge } from './developmental-age';
export { cutOffFor, lightFor, isAtRiskScore, type Light } from './cut-off';
export {
  scoreTest, type ScoreTestInput, type ScoredComposite, type UnscoredComposite, type CompositeScore, type TestScores,
} from './score-test';
export {
  rawScores, maxRawScores, TARGETS_PER_ZONE, TARGET_WINDOW_MONTHS, ZONE_PREFIX,
  type RawScores, type RawScoresOptions, type InterventionTarget,
} from './raw-scores';
export { bankNormsProblems } from './bank-norms';
