/**
 * What a new report may use (the institution's tool and its authorisation rows):
 *
 * - The tool: the institution's `institution_tools` row of the test's tool type, `status`
 *   active, in effect today (effective_date ≤ today ≤ failure_date, either may be unset).
 *   Otherwise 687 reportToolUnavailable.
 * - Test usage (`Limited` tools only; `NoLimit` has none): the tool allows `test_count` tests,
 *   of which `old_test_count` were used before this system. A test is within the allowance when
 *   old_test_count + its position among the institution's tests of that tool (oldest first,
 *   invalidated `Failure` tests not counted) ≤ test_count. Otherwise 684 toolUsageExhausted.
 * - Report quota: the tool's authorisation rows that are activated, valid today (validity_date
 *   unset or ≥ today) and have reports left (use_report_count < report_count). A new report —
 *   the first of a version, or a regeneration (reload) — uses one report of the row that expires
 *   first (no validity date last), then the oldest row. None → 683 reportRunningOut.
 *
 * An existing report answered as it is uses nothing and checks none of this.
 */
import { and, asc, count, eq, gt, gte, isNull, ne, or, sql } from 'drizzle-orm';
import { isoDate } from '@portal/shared';
import { type TestRow, tests } from '../testing/schema';
import { institutionToolAuthorizations, institutionTools } from './schema';
import { AppError } from '../../http/envelope';
import type { Executor } from '../../db/pool';

export type ToolRow = typeof institutionTools.$inferSelect;

/** The institution's row of a tool type, or undefined. */
export async function toolOf(tx: Executor, institutionId: string, toolsType: string): Promise<ToolRow | undefined> {
  const [tool] = await tx
    .select()
    .from(institutionTools)
    .where(and(eq(institutionTools.institutionId, institutionId), eq(institutionTools.toolsType, toolsType)));
  return tool;
}

export function toolInEffect(tool: ToolRow | undefined, today: string = isoDate(new Date())): tool is ToolRow {
  if (!tool || tool.status !== 'active') return false;
  if (tool.effectiveDate !== null && tool.effectiveDate > today) return false;
  return tool.failureDate === null || tool.failureDate >= today;
}

/** Refuses a test beyond a Limited tool's allowance (see above). */
export async function checkTestUsage(tx: Executor, tool: ToolRow, test: TestRow): Promise<void> {
  if (tool.toolsSaleType !== 'Limited') return;
  const [row] = await tx
    .select({ position: count() })
    .from(tests)
    .where(
      and(
        eq(tests.institutionId, test.institutionId),
        eq(tests.toolsType, test.toolsType),
        ne(tests.status, 'Failure'),
        sql`(${tests.createdTime}, ${tests.id}) <= (${test.createdTime.toISOString()}::timestamptz, ${test.id}::uuid)`,
      ),
    );
  if (tool.oldTestCount + (row?.position ?? 0) > tool.testCount) throw new AppError('toolUsageExhausted');
}

const usable = (tool: ToolRow, today: string) =>
  and(
    eq(institutionToolAuthorizations.institutionId, tool.institutionId),
    eq(institutionToolAuthorizations.toolId, tool.id),
    eq(institutionToolAuthorizations.activate, true),
    or(isNull(institutionToolAuthorizations.validityDate), gte(institutionToolAuthorizations.validityDate, today)),
    gt(institutionToolAuthorizations.reportCount, institutionToolAuthorizations.useReportCount),
  );

const order = [sql`${institutionToolAuthorizations.validityDate} asc nulls last`, asc(institutionToolAuthorizations.createdAt), asc(institutionToolAuthorizations.id)];

/** Whether a report is left (a read only: checked before rendering, so nothing renders in vain). */
export async function hasReportLeft(tx: Executor, tool: ToolRow, today: string = isoDate(new Date())): Promise<boolean> {
  const [row] = await tx.select({ id: institutionToolAuthorizations.id }).from(institutionToolAuthorizations).where(usable(tool, today)).orderBy(...order).limit(1);
  return row !== undefined;
}

/**
 * Uses one report; answers the authorisation row's id. The row is locked first: a concurrent
 * transaction that used it meanwhile is waited for, and a row it exhausted is skipped for the next.
 */
export async function useOneReport(tx: Executor, tool: ToolRow, today: string = isoDate(new Date())): Promise<string> {
  const [row] = await tx
    .select({ id: institutionToolAuthorizations.id })
    .from(institutionToolAuthorizations)
    .where(usable(tool, today))
    .orderBy(...order)
    .limit(1)
    .for('update');
  if (!row) throw new AppError('reportRunningOut');
  await tx
    .update(institutionToolAuthorizations)
    .set({ useReportCount: sql`${institutionToolAuthorizations.useReportCount} + 1` })
    .where(and(eq(institutionToolAuthorizations.institutionId, tool.institutionId), eq(institutionToolAuthorizations.id, row.id)));
  return row.id;
}
