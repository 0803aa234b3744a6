/**
 * Scores one test against a tool's norms: every composite of the norms, in the norms' order,
 * with raw score, standard score, 95% confidence interval, percentile, developmental age and
 * light, then the test's pass/fail (is_at_risk_score, true means fail). Pure: the same norms and
 * input always give the same result, in the browser and on the server.
 */
import type { Gender } from '../children/api';
import { findAgeBand } from './age-band';
import { confidenceInterval95, semOf, type ConfidenceInterval } from './confidence';
import { cutOffFor, isAtRiskScore, lightFor, type Light } from './cut-off';
import { developmentalAge, type DevelopmentalAge } from './developmental-age';
import { ScoringError } from './errors';
import type { CompositeDefinition, CompositeKind, CompositeNorm, ToolNorms } from './norms-schema';
import { percentileFromStandardScore, percentileOf, type Percentile } from './percentile';
import { percentileFromTable } from './percentile-table';
import { roundHalfUp } from './rounding';
import { standardScoreFromPercentile, standardScoreFromRaw, type StandardScore } from './standard-score';
import { testAgeMonths, type TestAgeInput } from './test-age';

export interface ScoreTestInput extends TestAgeInput {
  sex?: Gender | null | undefined;
  /** Raw score per composite key; a composite without one is returned unscored. */
  raw: Readonly<Record<string, number>>;
}

interface CompositeHead {
  key: string;
  name: { zh: string; en: string };
  kind: CompositeKind;
}

export interface ScoredComposite extends CompositeHead {
  scored: true;
  raw: number;
  /** 'mean_sd': through the normal curve; 'table': from the raw → percentile table. */
  method: 'mean_sd' | 'table';
  standard_score: number;
  standard_score_limit: StandardScore['limit'];
  /** Standard error of measurement, standard-score points, two decimals. */
  sem: number;
  confidence_interval: ConfidenceInterval;
  /** Percentile rank as printed: '2', '<1', '>99'. */
  percentile: string;
  /** Percentile with two decimals, for charts. */
  percentile_value: number;
  /** Null when the norms have no age-equivalent curve for this composite. */
  developmental_age: DevelopmentalAge | null;
  cut_off: number;
  light: Light;
}

export interface UnscoredComposite extends CompositeHead {
  scored: false;
  raw: null;
  method: null;
  standard_score: null;
  standard_score_limit: null;
  sem: null;
  confidence_interval: null;
  percentile: null;
  percentile_value: null;
  developmental_age: null;
  cut_off: number;
  light: null;
}

export type CompositeScore = ScoredComposite | UnscoredComposite;

export interface TestScores {
  tools_type: ToolNorms['tools_type'];
  norms_version: string;
  demonstration: boolean;
  notice: { zh: string; en: string } | null;
  age_months: number;
  /** The age the norms were read at (max_norm_age_months for older children). */
  norm_age_months: number;
  age_capped: boolean;
  band: { from_month: number; to_month: number; sex: Gender | null };
  composites: CompositeScore[];
  /** Keys of the composites whose light is red, in the norms' order. */
  red_composites: string[];
  is_at_risk_score: boolean;
}

function checkRaw(norms: ToolNorms, raw: Readonly<Record<string, number>>): void {
  const byKey = new Map(norms.composites.map((c) => [c.key, c]));
  for (const [key, value] of Object.entries(raw)) {
    const composite = byKey.get(key);
    if (!composite) throw new ScoringError('unknownComposite', `no composite ${key} in the ${norms.tools_type} norms`, { composite: key });
    const max = composite.max_raw ?? Infinity;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) {
      throw new ScoringError('invalidRaw', `raw score of ${key} must be a number from 0 to ${max}, got ${String(value)}`, { composite: key, raw: value });
    }
  }
  for (const key of norms.cut_off.at_risk_composites) {
    if (raw[key] === undefined) {
      throw new ScoringError('atRiskCompositeMissing', `raw score of ${key} is needed to decide pass or fail`, { composite: key });
    }
  }
}

function scoreComposite(composite: CompositeDefinition, norm: CompositeNorm, raw: number, norms: ToolNorms): ScoredComposite {
  let method: ScoredComposite['method'];
  let standardScore: StandardScore;
  let percentile: Percentile;
  if ('mean' in norm) {
    method = 'mean_sd';
    standardScore = standardScoreFromRaw(raw, norm);
    percentile = percentileFromStandardScore(standardScore.value);
  } else {
    method = 'table';
    const exact = percentileFromTable(raw, norm.raw_to_percentile);
    standardScore = standardScoreFromPercentile(exact);
    percentile = percentileOf(exact);
  }
  const sem = semOf(composite);
  const cutOff = cutOffFor(norms.cut_off, composite.kind);
  const curve = norms.age_equivalents[composite.key];
  return {
    key: composite.key,
    name: composite.name,
    kind: composite.kind,
    scored: true,
    raw,
    method,
    standard_score: standardScore.value,
    standard_score_limit: standardScore.limit,
    sem: roundHalfUp(sem, 2),
    confidence_interval: confidenceInterval95(standardScore.value, sem),
    percentile: percentile.label,
    percentile_value: percentile.value,
    developmental_age: curve ? developmentalAge(raw, curve) : null,
    cut_off: cutOff,
    light: lightFor(standardScore.value, cutOff),
  };
}

function unscored(composite: CompositeDefinition, norms: ToolNorms): UnscoredComposite {
  return {
    key: composite.key, name: composite.name, kind: composite.kind, scored: false, raw: null, method: null,
    standard_score: null, standard_score_limit: null, sem: null, confidence_interval: null, percentile: null,
    percentile_value: null, developmental_age: null, cut_off: cutOffFor(norms.cut_off, composite.kind), light: null,
  };
}

export function scoreTest(norms: ToolNorms, input: ScoreTestInput): TestScores {
  const ageMonths = testAgeMonths(input);
  const choice = findAgeBand(norms, ageMonths, input.sex);
  checkRaw(norms, input.raw);
  const composites = norms.composites.map((composite): CompositeScore => {
    const raw = input.raw[composite.key];
    // The schema guarantees every band scores every composite.
    const norm = choice.band.scores[composite.key] as CompositeNorm;
    return raw === undefined ? unscored(composite, norms) : scoreComposite(composite, norm, raw, norms);
  });
  const lights: Record<string, Light> = {};
  for (const c of composites) if (c.light) lights[c.key] = c.light;
  return {
    tools_type: norms.tools_type,
    norms_version: norms.norms_version,
    demonstration: norms.demonstration,
    notice: norms.notice ?? null,
    age_months: ageMonths,
    norm_age_months: choice.normAgeMonths,
    age_capped: choice.capped,
    band: { from_month: choice.band.from_month, to_month: choice.band.to_month, sex: choice.band.sex ?? null },
    composites,
    red_composites: composites.filter((c) => c.light === 'red').map((c) => c.key),
    is_at_risk_score: isAtRiskScore(lights, norms.cut_off.at_risk_composites),
  };
}
