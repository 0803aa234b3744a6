/**
 * What the tests list shows beside a test's report buttons: per version, a report being made or
 * whose last attempt failed (`report_renders`, written by modules/reports). A 'generating' row
 * older than the longest a report call waits was left by a stopped server: it reads as failed
 * before the reports' sweep stores that.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ReportState } from '@portal/shared';
import type { Executor } from '../../db/pool';
import { reportRenders } from './schema';

/** The longest a report call waits for its render job (reports RENDER_WAIT_MS): no attempt outlives it. */
export const RENDER_LOST_AFTER_MS = 60_000;

export async function reportStatesOf(tx: Executor, institutionId: string, testIds: string[], now = Date.now()): Promise<Map<string, Record<string, ReportState>>> {
  const states = new Map<string, Record<string, ReportState>>();
  if (testIds.length === 0) return states;
  const rows = await tx
    .select({ testId: reportRenders.testId, version: reportRenders.reportVersion, status: reportRenders.status, startedAt: reportRenders.startedAt })
    .from(reportRenders)
    .where(and(eq(reportRenders.institutionId, institutionId), inArray(reportRenders.testId, testIds)));
  for (const row of rows) {
    const lost = row.status === 'generating' && now - row.startedAt.getTime() > RENDER_LOST_AFTER_MS;
    const state: ReportState = row.status === 'failed' || lost ? 'failed' : 'generating';
    states.set(row.testId, { ...states.get(row.testId), [row.version]: state });
  }
  return states;
}
