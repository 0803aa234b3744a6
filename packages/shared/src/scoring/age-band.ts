/**
 * Which age band scores a child. Bands run from `from_month` (inclusive) to `to_month`
 * (exclusive) in completed months. A child older than the norms' `max_norm_age_months` is scored
 * as that age (infant tools: 36, so "children over 3 are computed with age-3 data"), which the
 * schema guarantees falls in the last band. A child younger than the first band cannot be scored.
 * Norms by sex need the child's sex; norms for both sexes ignore it.
 */
import type { Gender } from '../children/api';
import { ScoringError } from './errors';
import type { AgeBand, ToolNorms } from './norms-schema';

export interface BandChoice {
  band: AgeBand;
  /** The age the norms were read at: the child's age, or max_norm_age_months for older children. */
  normAgeMonths: number;
  /** True when the child was older than max_norm_age_months. */
  capped: boolean;
}

type BandNorms = Pick<ToolNorms, 'bands' | 'max_norm_age_months'>;

export function findAgeBand(norms: BandNorms, ageMonths: number, sex?: Gender | null): BandChoice {
  if (!Number.isInteger(ageMonths) || ageMonths < 0) {
    throw new ScoringError('invalidAge', `age must be a whole number of months from 0, got ${ageMonths}`, { ageMonths });
  }
  const bySex = norms.bands.some((b) => b.sex !== undefined);
  if (bySex && !sex) throw new ScoringError('sexRequired', 'these norms are by sex: the child\'s sex is needed');
  const capped = ageMonths > norms.max_norm_age_months;
  const normAgeMonths = capped ? norms.max_norm_age_months : ageMonths;
  const candidates = bySex ? norms.bands.filter((b) => b.sex === sex) : norms.bands;
  const band = candidates.find((b) => b.from_month <= normAgeMonths && normAgeMonths < b.to_month);
  if (!band) {
    const first = Math.min(...candidates.map((b) => b.from_month));
    throw new ScoringError('ageBelowNorms', `age ${ageMonths} months is below the norms, which start at ${first} months`, { ageMonths, firstMonth: first });
  }
  return { band, normAgeMonths, capped };
}
