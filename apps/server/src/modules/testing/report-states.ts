/**
 * What the tests list shows beside a test's report buttons: per version, a report being made or
 * whose last attempt failed (`report_renders`, written by modules/reports). A 'generating' row
 * older than the longest a report call waits was left by a stopped server: it reads as failed
 * before the reports' sweep stores that. Read inside the list's own statement (a column of it):
 * the list makes no extra round trip for it.
 */
import { sql } from 'drizzle-orm';
import type { ReportState } from '@portal/shared';
import { tests } from './schema';

/** The longest a report call waits for its render job (reports RENDER_WAIT_MS): no attempt outlives it. */
export const RENDER_LOST_AFTER_MS = 60_000;

/** The test row's states, version → 'generating' | 'failed', or null when no attempt is recorded. */
export const reportStatesColumn = sql<Record<string, ReportState> | null>`(
  select json_object_agg(r.report_version,
           case when r.status = 'failed' or r.started_at < clock_timestamp() - make_interval(secs => ${sql.raw(String(RENDER_LOST_AFTER_MS / 1000))})
                then 'failed' else 'generating' end)
    from report_renders r
   where r.institution_id = ${tests.institutionId} and r.test_id = ${tests.id})`;
