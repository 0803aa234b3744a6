/**
 * Standard score → percentile through the normal curve: 100 · Φ((SS − 100) / 15), from the
 * reported (rounded, clamped) standard score so the two figures on a report always agree.
 * `value` keeps two decimals for charts; `label` is the percentile rank a report prints: the
 * exact percentile rounded half up to a whole number, '<1' when that gives 0 and '>99' when it
 * gives 100. The normal-curve table: 70 → 2, 85 → 16, 100 → 50, 115 → 84, 130 → 98.
 */
import { normalCdf } from './normal';
import { roundHalfUp } from './rounding';
import { SS_MEAN, SS_SD } from './scale';

export interface Percentile {
  value: number;
  label: string;
}

export function percentileLabel(percentile: number): string {
  if (!(percentile >= 0 && percentile <= 100)) throw new RangeError(`percentile must be from 0 to 100, got ${percentile}`);
  const rank = roundHalfUp(percentile);
  if (rank < 1) return '<1';
  if (rank > 99) return '>99';
  return String(rank);
}

/** A percentile as a report prints it: a whole number from 1 to 99, or '<1' / '>99' beyond them. */
export type PercentileRank = number | '<1' | '>99';

/**
 * A stored label (`percentileLabel`'s) back to the rank a report prints. Anything the label rule
 * cannot give ('0', '100', '16.5', '', 'abc') is refused, never clamped: a report must not print a
 * percentile its scores did not produce, so a damaged score fails the report instead.
 */
export function percentileRank(label: string): PercentileRank {
  if (label === '<1' || label === '>99') return label;
  const rank = /^[1-9]\d?$/.test(label) ? Number(label) : Number.NaN;
  if (!(rank >= 1 && rank <= 99)) throw new RangeError(`percentile label must be '<1', '>99' or a whole number from 1 to 99, got '${label}'`);
  return rank;
}

export function percentileOf(percentile: number): Percentile {
  return { value: roundHalfUp(percentile, 2), label: percentileLabel(percentile) };
}

export function percentileFromStandardScore(standardScore: number): Percentile {
  return percentileOf(100 * normalCdf((standardScore - SS_MEAN) / SS_SD));
}
