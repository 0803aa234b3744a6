/**
 * Why a test cannot be scored. The message is for logs and developers (English); `code` is what
 * callers branch on and map to their own error catalogue and zh/en text.
 */
export const SCORING_ERROR_CODES = [
  'ageMissing', // neither an age in months nor a birth date with a test date
  'ageConflict', // both an age in months and a birth date
  'invalidAge', // not a whole number of months ≥ 0, an unreadable date, or born after the test
  'ageBelowNorms', // younger than the first age band
  'sexRequired', // the norms are by sex and no sex was given
  'unknownComposite', // a raw score for a composite the norms do not have
  'invalidRaw', // a raw score that is not a finite number from 0 to the composite's max_raw
  'atRiskCompositeMissing', // no raw score for a composite the pass/fail decision needs
] as const;
export type ScoringErrorCode = (typeof SCORING_ERROR_CODES)[number];

export class ScoringError extends Error {
  override readonly name = 'ScoringError';
  constructor(
    readonly code: ScoringErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
