/**
 * The early-screening record's states, decided once here and mirrored in the server's SQL
 * (modules/screening/states.ts; a test compares both):
 *
 * - reservation: no `its_appointment_time` → not reserved; the screening test closed → completed
 *   (the family came); else the time is past → timed out (offer re-reserve); else reserved.
 * - follow-up: following unless `not_follow` or `follow_status` Close.
 * - result: `is_fail` null → pending; true → failed; false → passed.
 * - rescreen (beyond the spec, ASQ's 'monitoring zone'): a passed screening with a composite (a
 *   language score or a capability zone) at or above its cut-off by less than MONITORING_MARGIN
 *   points is rescreened
 *   `rescreen_months` (per institution, default 2) after the test ended: due from
 *   RESCREEN_DUE_LEAD_DAYS before that day, overdue from that day on, until a newer test replaces it.
 */
export const FOLLOW_STATUSES = ['Following', 'Close'] as const;
export type FollowStatus = (typeof FOLLOW_STATUSES)[number];
export const RESERVATION_STATES = ['not_reserved', 'reserved', 'timed_out', 'completed'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];
export const FOLLOW_STATES = ['following', 'not_following'] as const;
export type FollowState = (typeof FOLLOW_STATES)[number];
export const RESULT_STATES = ['pending', 'failed', 'passed'] as const;
export type ResultState = (typeof RESULT_STATES)[number];
export const RESCREEN_STATES = ['scheduled', 'due', 'overdue'] as const;
export type RescreenState = (typeof RESCREEN_STATES)[number];
export const PURCHASE_STATES = ['purchased', 'not_purchased'] as const;

/**
 * Standard-score points above the cut-off that still count as the monitoring zone: one standard
 * deviation, as wide as ASQ's monitoring zone (between its cut-off and one SD above it).
 */
export const MONITORING_MARGIN = 15;
export const DEFAULT_RESCREEN_MONTHS = 2;
export const RESCREEN_MONTHS_MAX = 24;
export const RESCREEN_DUE_LEAD_DAYS = 14;
/** The tool an early record's screening test is taken with. */
export const EARLY_TOOL = 'Dream-ITS';

export function reservationState(appointment: Date | string | null, testClosed: boolean, now: Date): ReservationState {
  if (appointment === null) return 'not_reserved';
  if (testClosed) return 'completed';
  return new Date(appointment).getTime() <= now.getTime() ? 'timed_out' : 'reserved';
}

export function followState(followStatus: string, notFollow: boolean): FollowState {
  return notFollow || followStatus === 'Close' ? 'not_following' : 'following';
}

export function resultState(isFail: boolean | null): ResultState {
  return isFail === null ? 'pending' : isFail ? 'failed' : 'passed';
}

/** A whole percent of `part` in `whole`, half up; null ('no data') when `whole` is 0. */
export function percentOf(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return Math.round((part / whole) * 100);
}

interface ScoredComposite {
  scored?: unknown;
  standard_score?: unknown;
  cut_off?: unknown;
}

/** Passed, with a scored composite at or above its cut-off by less than MONITORING_MARGIN points. */
export function inMonitoringZone(scores: { is_at_risk_score?: unknown; composites?: unknown } | null): boolean {
  if (!scores || scores.is_at_risk_score !== false || !Array.isArray(scores.composites)) return false;
  return (scores.composites as ScoredComposite[]).some(
    (c) => c.scored === true && typeof c.standard_score === 'number' && typeof c.cut_off === 'number' && c.standard_score >= c.cut_off && c.standard_score < c.cut_off + MONITORING_MARGIN,
  );
}

/** The day a monitoring-zone screening that ended at `ended` is rescreened (month arithmetic in UTC, as the server's SQL). */
export function rescreenDueAt(ended: Date, months: number): Date {
  const due = new Date(ended);
  const day = due.getUTCDate();
  due.setUTCMonth(due.getUTCMonth() + months);
  // Like PostgreSQL's `+ interval 'n months'`: the 31st of a shorter month is its last day.
  if (due.getUTCDate() !== day) due.setUTCDate(0);
  return due;
}

export function rescreenState(dueAt: Date, now: Date): RescreenState {
  if (now.getTime() >= dueAt.getTime()) return 'overdue';
  return now.getTime() >= dueAt.getTime() - RESCREEN_DUE_LEAD_DAYS * 86_400_000 ? 'due' : 'scheduled';
}
