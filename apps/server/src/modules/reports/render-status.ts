/**
 * Where a report being made stands (`report_renders`), kept outside the report call's transaction
 * so that it survives the call: 'generating' is committed before the job is sent, the report's
 * own transaction removes it, a failed job (past its retries) or a timeout sets 'failed'. A server
 * killed mid-render leaves 'generating' behind: past the longest a caller waits nobody can still
 * finish it, so it reads as failed (testing/report-states.ts, the tests list) and the sweep
 * (jobs/registry.ts) stores that.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/pool';
import { reportRenders } from '../testing/schema';
import { RENDER_LOST_AFTER_MS } from '../testing';

interface RenderKey {
  institutionId: string;
  testId: string;
  reportVersion: string;
}

const keyOf = (key: RenderKey) =>
  and(eq(reportRenders.institutionId, key.institutionId), eq(reportRenders.testId, key.testId), eq(reportRenders.reportVersion, key.reportVersion));

/** A new attempt: the row (re)starts as 'generating' now. Returns its start, which names the attempt. */
export async function markGenerating(ctx: AppContext, key: RenderKey): Promise<Date> {
  // Whole milliseconds (a Date's precision), so `markFailed` finds this attempt by its start.
  const startedAt = new Date();
  await ctx.db.orm
    .insert(reportRenders)
    .values({ ...key, status: 'generating', startedAt })
    .onConflictDoUpdate({
      target: [reportRenders.institutionId, reportRenders.testId, reportRenders.reportVersion],
      set: { status: 'generating', startedAt, detail: null },
    });
  return startedAt;
}

/** This attempt failed (a later attempt, already started, is left alone). */
export async function markFailed(ctx: AppContext, key: RenderKey, startedAt: Date, detail: string): Promise<void> {
  await ctx.db.orm
    .update(reportRenders)
    .set({ status: 'failed', detail: detail.slice(0, 1000) })
    .where(and(keyOf(key), eq(reportRenders.startedAt, startedAt)));
}

/** The report was written: in its transaction, so the row goes exactly when the report arrives. */
export async function clearRender(tx: Pick<Tx, 'delete'>, key: RenderKey): Promise<void> {
  await tx.delete(reportRenders).where(keyOf(key));
}

/**
 * 'generating' rows older than `lostAfterMs` (no caller waits that long, and their job stores
 * nothing after it) become 'failed' with the detail 'interrupted'. One idempotent update.
 */
export async function sweepLostRenders(ctx: AppContext, lostAfterMs = RENDER_LOST_AFTER_MS): Promise<number> {
  const rows = await ctx.db.orm
    .update(reportRenders)
    .set({ status: 'failed', detail: 'interrupted' })
    .where(and(eq(reportRenders.status, 'generating'), lt(reportRenders.startedAt, sql`clock_timestamp() - make_interval(secs => ${lostAfterMs / 1000})`)))
    .returning({ testId: reportRenders.testId });
  return rows.length;
}
