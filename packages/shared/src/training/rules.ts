/**
 * The pure course rules, used by the portal's timeline and feedback views, the parent's pages
 * and the server alike: learning duration, accuracy, stars, stay-days indicator, effective
 * status, feedback-type dispatch, activity tags, node dots, skip. Texts are given in zh and en
 * here so every caller shows the same words.
 */
import type { Locale } from '../errors';
import { FEEDBACK_TYPES, MAX_STARS, type FeedbackType } from './catalogue-schema';

export const TRAINING_TEXTS = {
  oneHour: { zh: '1小时', en: '1 hour' },
  hours: { zh: '{n}小时', en: '{n} hours' },
  unknownDataFormat: { zh: '未知的数据格式', en: 'Unknown data format' },
  noData: { zh: '暂无数据', en: 'No data' },
  inEffect: { zh: '生效中', en: 'In effect' },
  notYetEffective: { zh: '未生效', en: 'Not yet in effect' },
  expired: { zh: '已失效', en: 'Expired' },
  confirmSkip: { zh: '确认跳过此活动？', en: 'Confirm skipping this activity?' },
} as const satisfies Record<string, Record<Locale, string>>;

const finite = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/** Under 1.5 hours counts as 1 hour (so a short session still shows), otherwise rounded hours. */
export function learningDurationHours(seconds: number): number {
  const hours = Math.max(0, finite(seconds)) / 3600;
  return hours < 1.5 ? 1 : Math.round(hours);
}

export function learningDurationText(seconds: number, locale: Locale): string {
  const hours = learningDurationHours(seconds);
  return hours === 1 ? TRAINING_TEXTS.oneHour[locale] : TRAINING_TEXTS.hours[locale].replace('{n}', String(hours));
}

/**
 * Sum of the scores over the total learning scores, as a rounded percent, kept within 0–100
 * (a score reported above its maximum must not show 130%). No total: null ('no data').
 */
export function accuracyPercent(scores: readonly unknown[], totalLearningScores: number): number | null {
  const total = finite(totalLearningScores);
  if (total <= 0) return null;
  const sum = scores.reduce<number>((acc, s) => acc + Math.max(0, finite(s)), 0);
  return Math.min(100, Math.round((sum / total) * 100));
}

export function accuracyText(scores: readonly unknown[], totalLearningScores: number, locale: Locale): string {
  const percent = accuracyPercent(scores, totalLearningScores);
  return percent === null ? TRAINING_TEXTS.noData[locale] : `${percent}%`;
}

/** A star count above 3 is shown as 0; so is anything that is not a whole non-negative number. */
export function starsShown(star: unknown): number {
  if (typeof star !== 'number' || !Number.isInteger(star) || star < 0 || star > MAX_STARS) return 0;
  return star;
}

export type StayDaysLevel = 'green' | 'amber' | 'red';
export const STAY_DAYS_AMBER = 7;
export const STAY_DAYS_RED = 14;

/** Stay days: under 7 green, 7 to under 14 amber, 14 or more red. */
export function stayDaysLevel(days: number): StayDaysLevel {
  const d = finite(days);
  return d >= STAY_DAYS_RED ? 'red' : d >= STAY_DAYS_AMBER ? 'amber' : 'green';
}

export type EffectiveStatus = 'inEffect' | 'notYetEffective' | 'expired';

/**
 * In effect from the effective date (inclusive) to the failure date (exclusive); a missing
 * date leaves that side open. Before the effective date it is 'not yet in effect', not expired.
 */
export function effectiveStatus(effective: Date | string | null | undefined, failure: Date | string | null | undefined, now: Date): EffectiveStatus {
  const time = (d: Date | string | null | undefined) => (d === null || d === undefined ? null : new Date(d).getTime());
  const from = time(effective);
  const to = time(failure);
  const t = now.getTime();
  if (to !== null && !(t < to)) return 'expired';
  if (from !== null && !(t >= from)) return 'notYetEffective';
  return 'inEffect';
}

export type FeedbackView = { kind: 'known'; type: FeedbackType } | { kind: 'unknown'; message: Record<Locale, string> };

/** Which feedback view shows a feedback info; anything but the six types is 'unknown data format'. */
export function feedbackView(type: unknown): FeedbackView {
  return typeof type === 'string' && (FEEDBACK_TYPES as readonly string[]).includes(type)
    ? { kind: 'known', type: type as FeedbackType }
    : { kind: 'unknown', message: TRAINING_TEXTS.unknownDataFormat };
}

/** The fields of a student's activity the tag depends on. */
export interface ActivityState {
  _id: string;
  results?: unknown;
  results_ing?: unknown;
  activity_is_feedback_data?: boolean | undefined;
}

export type ActivityTag = 'running' | 'hasResults' | 'awaitingFeedback' | 'neutral';

/** Whether an activity carries results: a non-empty list or object, or any other present value. */
export function hasResults(activity: Pick<ActivityState, 'results'>): boolean {
  const r = activity.results;
  if (r === null || r === undefined || r === '') return false;
  if (Array.isArray(r)) return r.length > 0;
  if (typeof r === 'object') return Object.keys(r).length > 0;
  return true;
}

/**
 * The activity being executed (the student's run_activity, or one with results_ing) spins;
 * else a non-feedback activity is neutral; else it has results (success) or awaits feedback (warning).
 */
export function activityTag(activity: ActivityState, runActivityId?: string | null): ActivityTag {
  if (activity._id === runActivityId || activity.results_ing === true) return 'running';
  if (activity.activity_is_feedback_data === false) return 'neutral';
  return hasResults(activity) ? 'hasResults' : 'awaitingFeedback';
}

/** Skip only with the yypx_skip menu, only for the running activity, only without a result. */
export function canSkipActivity(activity: ActivityState, runActivityId: string | null | undefined, hasSkipMenu: boolean): boolean {
  return hasSkipMenu && activityTag(activity, runActivityId) === 'running' && !hasResults(activity);
}

export type NodeDot = 'active' | 'ended' | 'pending';
/** The other timeline view's colours for the same three states. */
export const NODE_DOT_COLOURS: Record<NodeDot, 'blue' | 'green' | 'gray'> = { active: 'blue', ended: 'green', pending: 'gray' };

/** Node dot: active spinner, ended green tick, pending orange clock; active wins over ended. */
export function nodeDot(node: { active?: unknown; end?: unknown }): NodeDot {
  if (node.active === true) return 'active';
  if (node.end === true) return 'ended';
  return 'pending';
}
