/**
 * The standard-score scale every composite is reported on: mean 100, SD 15, reported from 40 to
 * 160 (±4 SD). Beyond that a norm sample says nothing reliable, so scores are clamped and the
 * result says so.
 */
export const SS_MEAN = 100;
export const SS_SD = 15;
export const SS_MIN = 40;
export const SS_MAX = 160;
/** z for a two-sided 95% interval (Φ⁻¹(0.975) = 1.95996…, rounded as test manuals print it). */
export const Z_95 = 1.96;
