/**
 * The 95% confidence interval around an obtained standard score: SS ± 1.96 · SEM, each bound
 * rounded half up to a whole number and clamped to 40–160. SEM is in standard-score points:
 * as the norms give it, or 15 · √(1 − r) from the composite's reliability r.
 */
import { clamp, roundHalfUp } from './rounding';
import { SS_MAX, SS_MIN, SS_SD, Z_95 } from './scale';

export interface ConfidenceInterval {
  lower: number;
  upper: number;
}

export function semFromReliability(reliability: number): number {
  if (!(reliability > 0 && reliability < 1)) throw new RangeError(`reliability must be between 0 and 1, got ${reliability}`);
  return SS_SD * Math.sqrt(1 - reliability);
}

export function semOf(composite: { reliability?: number | undefined; sem?: number | undefined }): number {
  if (composite.sem !== undefined) return composite.sem;
  if (composite.reliability !== undefined) return semFromReliability(composite.reliability);
  throw new RangeError('a composite needs reliability or sem');
}

export function confidenceInterval95(standardScore: number, sem: number): ConfidenceInterval {
  const half = Z_95 * sem;
  return {
    lower: clamp(roundHalfUp(standardScore - half), SS_MIN, SS_MAX),
    upper: clamp(roundHalfUp(standardScore + half), SS_MIN, SS_MAX),
  };
}
