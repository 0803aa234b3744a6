/**
 * Raw score → standard score (mean 100, SD 15). From a mean and SD: z = (raw − mean) / sd. From a
 * percentile (table norms): z = Φ⁻¹(percentile / 100). Then 100 + 15z, rounded half up to a
 * whole number and clamped to 40–160; `limit` says when the clamp applied.
 */
import { normalInv } from './normal';
import type { MeanSdNorm } from './norms-schema';
import { clamp, roundHalfUp } from './rounding';
import { SS_MAX, SS_MEAN, SS_MIN, SS_SD } from './scale';

export interface StandardScore {
  value: number;
  /** 'floor': the score was below 40 and is shown as 40 (read "≤ 40"); 'ceiling': above 160. */
  limit: 'floor' | 'ceiling' | null;
}

export function standardScoreFromZ(z: number): StandardScore {
  if (Number.isNaN(z)) throw new RangeError('z is NaN');
  const unclamped = z === Infinity ? SS_MAX + 1 : z === -Infinity ? SS_MIN - 1 : roundHalfUp(SS_MEAN + SS_SD * z);
  const value = clamp(unclamped, SS_MIN, SS_MAX);
  return { value, limit: unclamped < SS_MIN ? 'floor' : unclamped > SS_MAX ? 'ceiling' : null };
}

export function zFromRaw(raw: number, norm: MeanSdNorm): number {
  return (raw - norm.mean) / norm.sd;
}

export function standardScoreFromRaw(raw: number, norm: MeanSdNorm): StandardScore {
  return standardScoreFromZ(zFromRaw(raw, norm));
}

/** Percentile strictly between 0 and 100 (a percentile of 0 or 100 has no standard score). */
export function standardScoreFromPercentile(percentile: number): StandardScore {
  if (!(percentile > 0 && percentile < 100)) throw new RangeError(`percentile must be between 0 and 100 (exclusive), got ${percentile}`);
  return standardScoreFromZ(normalInv(percentile / 100));
}
