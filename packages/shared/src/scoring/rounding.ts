/**
 * One rounding rule for every reported figure: half up (towards +∞), so 92.5 → 93 and
 * −0.5 → 0. Scores are computed in floating point, where a value meant to be exactly on a half
 * (100 + 15 × −0.5 = 92.5) may come out as 92.49999999999999; anything within 1e-9 of a half
 * counts as the half, so hand-worked examples and the code agree.
 */
const HALF_TOLERANCE = 1e-9;

export function roundHalfUp(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round ${value}`);
  const factor = 10 ** decimals;
  const rounded = Math.floor(value * factor + 0.5 + HALF_TOLERANCE) / factor;
  return rounded === 0 ? 0 : rounded; // never −0
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
