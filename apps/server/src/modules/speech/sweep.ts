/**
 * Items a killed job left claimed. A job claims an item ('scoring', `claimed_at`) before calling
 * the scorer; a process killed meanwhile leaves it claimed, and a retried job skips claimed
 * items, so without this sweep the item would wait forever. An item claimed longer than the
 * grace goes back to 'pending' and its session gets a new job; one already given every attempt
 * fails visibly (awaiting the clinician's review, as a failing provider leaves it).
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { SCORING_ATTEMPTS, sendSessionJob } from './jobs';
import { speechOutcomes } from './schema';

export const INTERRUPTED_DETAIL = 'interrupted: the server stopped while this item was being scored';

export async function sweepSpeechClaims(ctx: AppContext, graceSeconds: number): Promise<number> {
  const stale = and(eq(speechOutcomes.scoring, 'scoring'), lt(speechOutcomes.claimedAt, sql`now() - make_interval(secs => ${graceSeconds})`));
  const failed = await ctx.db.orm
    .update(speechOutcomes)
    .set({ scoring: 'failed', failureDetail: INTERRUPTED_DETAIL, claimedAt: null })
    .where(and(stale, gte(speechOutcomes.attempts, SCORING_ATTEMPTS)))
    .returning({ id: speechOutcomes.recordingId });
  const released = await ctx.db.orm
    .update(speechOutcomes)
    .set({ scoring: 'pending', failureDetail: INTERRUPTED_DETAIL, claimedAt: null })
    .where(and(stale, lt(speechOutcomes.attempts, SCORING_ATTEMPTS)))
    .returning({ institutionId: speechOutcomes.institutionId, sessionId: speechOutcomes.sessionId });
  const sessions = new Map(released.map((r) => [`${r.institutionId}/${r.sessionId}`, r]));
  for (const { institutionId, sessionId } of sessions.values()) await sendSessionJob(ctx, { institutionId, sessionId });
  return failed.length + released.length;
}
