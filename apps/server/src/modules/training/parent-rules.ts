/**
 * What the parent's calls decide alike: the institution's time zone, where a node stands at a
 * time, whether an activity takes a submission now (the same answer for `GET activity`'s
 * `accepts_feedback`, `GET today` and `POST feedback`), and how media and slot times are shown.
 */
import { pickRunningActivity, type ErrorKey, type FeedbackSubmission, type RunCandidate } from '@portal/shared';
import type { AppContext } from '../../context';
import { nodeState } from './clock';

/** The institution day's zone (TRAINING_TIME_ZONE, default Asia/Shanghai): the parent's calls read it only here. */
export function trainingTimeZone(ctx: AppContext): string {
  return ctx.config.trainingTimeZone;
}

export type NodePhase = 'pending' | 'active' | 'ended';

/** By the node's own times and the institution day (clock.ts), so an injected clock decides and a late scheduler cannot. */
export function nodePhase(start: Date, durationDays: number, now: Date, timeZone: string): NodePhase {
  const state = nodeState(start, durationDays, now, timeZone);
  return state.ended ? 'ended' : state.active ? 'active' : 'pending';
}

/** An activity's `results` as the list of submissions (anything else stored counts as none). */
export function submissionsOf(results: unknown): FeedbackSubmission[] {
  return Array.isArray(results) ? (results as FeedbackSubmission[]) : [];
}

export interface RefusalInput {
  activity: RunCandidate;
  phase: NodePhase;
  /** The student's stored run_activity. */
  storedRun: string | null;
  /** Every activity of the activity's node, in order. */
  nodeActivities: readonly RunCandidate[];
  today: string;
}

/**
 * Null when a submission is accepted now: the node runs, the activity is not skipped, and it is
 * the running activity (stored, or what pickRunningActivity makes it now) or a looping activity
 * not yet answered today. A non-looping activity takes one submission, ever.
 */
export function feedbackRefusal({ activity, phase, storedRun, nodeActivities, today }: RefusalInput): ErrorKey | null {
  if (phase === 'pending') return 'trainingFeedbackNodeNotStarted';
  if (phase === 'ended') return 'trainingFeedbackNodeEnded';
  if (activity.skipped) return 'trainingFeedbackSkipped';
  const submissions = activity.results ?? [];
  if (!activity.need_for_loop) {
    if (submissions.length > 0) return 'trainingFeedbackAlreadySent';
    return activity._id === storedRun || activity._id === pickRunningActivity(nodeActivities, today) ? null : 'trainingFeedbackNotRunning';
  }
  return submissions.some((s) => s.day === today) ? 'trainingFeedbackAnsweredToday' : null;
}

/** 'YYYY-MM-DD HH:mm' in `timeZone` (consultation.ts `date_string`). */
export function dateString(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

export const TRAINING_MEDIA_PREFIX = '/oss/training/';

/** A catalogue media path (checked at import: relative, no `..`) as its public URL. */
export function mediaUrl(mediaPath: string): string {
  return TRAINING_MEDIA_PREFIX + mediaPath.split('/').map(encodeURIComponent).join('/');
}
