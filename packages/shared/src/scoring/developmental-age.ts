/**
 * Developmental (age-equivalent) age: the age at which the norm sample's mean raw score equals
 * the child's raw score, read off the norms' age-equivalent curve by linear interpolation between
 * its points and rounded half up to whole months. A raw score below the curve's first point is
 * 'below' its first age (read "< 6 months"); above its last point, 'above' its last age.
 */
import type { AgeEquivalentPoint } from './norms-schema';
import { roundHalfUp } from './rounding';

export type DevelopmentalAge =
  | { status: 'within'; months: number }
  | { status: 'below'; months: number }
  | { status: 'above'; months: number };

export function developmentalAge(raw: number, points: readonly AgeEquivalentPoint[]): DevelopmentalAge {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || points.length < 2) throw new RangeError('an age-equivalent curve needs at least two points');
  if (raw < first.raw) return { status: 'below', months: first.age_months };
  if (raw > last.raw) return { status: 'above', months: last.age_months };
  let i = 1;
  while ((points[i] as AgeEquivalentPoint).raw < raw) i += 1;
  const high = points[i] as AgeEquivalentPoint;
  const low = points[i - 1] as AgeEquivalentPoint;
  const age = raw === low.raw ? low.age_months : low.age_months + ((raw - low.raw) / (high.raw - low.raw)) * (high.age_months - low.age_months);
  return { status: 'within', months: roundHalfUp(age) };
}
