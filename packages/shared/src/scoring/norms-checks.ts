/**
 * The norms rules that tie fields together, run as a refinement of `norms-schema.ts`'s shape.
 * Each problem is reported at the path of the offending field, so a norms author can fix a file
 * by reading the message alone.
 */
import type { z } from 'zod';
import type { AgeBand, AgeEquivalentPoint, CompositeDefinition, CutOff } from './norms-schema';
import { reportIssue } from '../definitions/common';

/** Reasons attached to refused fields; short and stable (tests and tooling match on them). */
export const NORMS_REASONS = {
  duplicate: 'duplicate',
  noticeRequired: 'demonstration norms need a notice in zh and en',
  unknownComposite: 'unknown composite',
  missing: 'missing',
  mixedSex: 'bands must be either all for both sexes or all by sex',
  bothSexesRequired: 'bands by sex need both male and female',
  gap: 'leaves a gap after the previous band',
  overlap: 'overlaps the previous band',
  maxAgeOutsideLastBand: 'must fall in the last age band',
  notRising: 'must rise strictly',
  falling: 'must not fall',
  aboveMaxRaw: 'above the composite max_raw',
} as const;

type Ctx = z.RefinementCtx;

interface NormsShape {
  demonstration: boolean;
  notice?: unknown;
  max_norm_age_months: number;
  cut_off: CutOff;
  composites: CompositeDefinition[];
  bands: AgeBand[];
  age_equivalents: Record<string, AgeEquivalentPoint[]>;
}

function checkCompositeKeys(ctx: Ctx, norms: NormsShape, known: Set<string>): void {
  const seen = new Set<string>();
  norms.composites.forEach((c, i) => {
    if (seen.has(c.key)) reportIssue(ctx, ['composites', i, 'key'], NORMS_REASONS.duplicate, c.key);
    seen.add(c.key);
  });
  const risk = new Set<string>();
  norms.cut_off.at_risk_composites.forEach((key, i) => {
    const path = ['cut_off', 'at_risk_composites', i];
    if (!known.has(key)) reportIssue(ctx, path, NORMS_REASONS.unknownComposite, key);
    else if (risk.has(key)) reportIssue(ctx, path, NORMS_REASONS.duplicate, key);
    risk.add(key);
  });
}

function checkBandScores(ctx: Ctx, norms: NormsShape, known: Set<string>, maxRaw: Map<string, number>): void {
  norms.bands.forEach((band, i) => {
    for (const key of Object.keys(band.scores)) {
      if (!known.has(key)) reportIssue(ctx, ['bands', i, 'scores', key], NORMS_REASONS.unknownComposite, key);
    }
    for (const key of known) {
      const norm = band.scores[key];
      if (!norm) {
        reportIssue(ctx, ['bands', i, 'scores', key], NORMS_REASONS.missing);
        continue;
      }
      const limit = maxRaw.get(key);
      if ('mean' in norm) {
        if (limit !== undefined && norm.mean > limit) reportIssue(ctx, ['bands', i, 'scores', key, 'mean'], NORMS_REASONS.aboveMaxRaw, norm.mean);
        continue;
      }
      norm.raw_to_percentile.forEach(([raw, percentile], r) => {
        const at = ['bands', i, 'scores', key, 'raw_to_percentile', r];
        const previous = norm.raw_to_percentile[r - 1];
        if (previous && raw <= previous[0]) reportIssue(ctx, [...at, 0], NORMS_REASONS.notRising, raw);
        if (previous && percentile < previous[1]) reportIssue(ctx, [...at, 1], NORMS_REASONS.falling, percentile);
        if (limit !== undefined && raw > limit) reportIssue(ctx, [...at, 0], NORMS_REASONS.aboveMaxRaw, raw);
      });
    }
  });
}

/** Bands of each sex (or of both) tile the ages without gaps or overlaps; the max age is in the last. */
function checkBandTiling(ctx: Ctx, norms: NormsShape): void {
  const sexed = norms.bands.filter((b) => b.sex !== undefined).length;
  if (sexed !== 0 && sexed !== norms.bands.length) {
    reportIssue(ctx, ['bands'], NORMS_REASONS.mixedSex);
    return;
  }
  const groups = new Map<string, number[]>();
  norms.bands.forEach((b, i) => groups.set(b.sex ?? 'any', [...(groups.get(b.sex ?? 'any') ?? []), i]));
  if (sexed !== 0 && groups.size !== 2) reportIssue(ctx, ['bands'], NORMS_REASONS.bothSexesRequired);
  for (const indexes of groups.values()) {
    const sorted = [...indexes].sort((a, b) => (norms.bands[a] as AgeBand).from_month - (norms.bands[b] as AgeBand).from_month);
    sorted.forEach((index, n) => {
      if (n === 0) return;
      const band = norms.bands[index] as AgeBand;
      const previous = norms.bands[sorted[n - 1] as number] as AgeBand;
      if (band.from_month > previous.to_month) reportIssue(ctx, ['bands', index, 'from_month'], NORMS_REASONS.gap, band.from_month);
      if (band.from_month < previous.to_month) reportIssue(ctx, ['bands', index, 'from_month'], NORMS_REASONS.overlap, band.from_month);
    });
    const last = norms.bands[sorted[sorted.length - 1] as number] as AgeBand;
    const max = norms.max_norm_age_months;
    if (max < last.from_month || max >= last.to_month) reportIssue(ctx, ['max_norm_age_months'], NORMS_REASONS.maxAgeOutsideLastBand, max);
  }
}

function checkAgeEquivalents(ctx: Ctx, norms: NormsShape, known: Set<string>, maxRaw: Map<string, number>): void {
  for (const [key, points] of Object.entries(norms.age_equivalents)) {
    if (!known.has(key)) {
      reportIssue(ctx, ['age_equivalents', key], NORMS_REASONS.unknownComposite, key);
      continue;
    }
    const limit = maxRaw.get(key);
    points.forEach((point, i) => {
      const previous = points[i - 1];
      if (previous && point.age_months <= previous.age_months) reportIssue(ctx, ['age_equivalents', key, i, 'age_months'], NORMS_REASONS.notRising, point.age_months);
      if (previous && point.raw <= previous.raw) reportIssue(ctx, ['age_equivalents', key, i, 'raw'], NORMS_REASONS.notRising, point.raw);
      if (limit !== undefined && point.raw > limit) reportIssue(ctx, ['age_equivalents', key, i, 'raw'], NORMS_REASONS.aboveMaxRaw, point.raw);
    });
  }
}

export function checkNorms(norms: NormsShape, ctx: Ctx): void {
  if (norms.demonstration && norms.notice === undefined) reportIssue(ctx, ['notice'], NORMS_REASONS.noticeRequired);
  const known = new Set(norms.composites.map((c) => c.key));
  const maxRaw = new Map<string, number>();
  for (const c of norms.composites) if (c.max_raw !== undefined && !maxRaw.has(c.key)) maxRaw.set(c.key, c.max_raw);
  checkCompositeKeys(ctx, norms, known);
  checkBandScores(ctx, norms, known, maxRaw);
  checkBandTiling(ctx, norms);
  checkAgeEquivalents(ctx, norms, known, maxRaw);
}
