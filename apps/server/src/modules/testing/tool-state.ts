/**
 * An institution tool's state for taking tests: in effect (modules/tools/quota.ts decides, with
 * the Limited allowance), and the simultaneous-test limit (0 = no cap) counted over the tool's
 * tests in progress. Counting and starting happen under a transaction-scoped advisory lock per
 * institution and tool, so two begins cannot both take the last place.
 */
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { IN_PROGRESS_TEST_STATUSES, isoDate, type TestStatus } from '@portal/shared';
import { tests } from './schema';
import { toolInEffect, toolOf, type ToolRow } from '../tools';
import type { Executor, Tx } from '../../db/pool';

export async function inProgressCount(tx: Executor, institutionId: string, toolsType: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(tests)
    .where(and(eq(tests.institutionId, institutionId), eq(tests.toolsType, toolsType), inArray(tests.status, [...IN_PROGRESS_TEST_STATUSES])));
  return row?.n ?? 0;
}

/** Held until the transaction ends. */
export async function lockToolStarts(tx: Pick<Tx, 'execute'>, institutionId: string, toolsType: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`test-start:${institutionId}:${toolsType}`}, 0))`);
}

/** Whether a test in `status` may start now: already started, no cap, or a place left. */
export function mayStart(status: string, limit: number, inProgress: number): boolean {
  if ((IN_PROGRESS_TEST_STATUSES as readonly string[]).includes(status)) return true;
  return limit === 0 || inProgress < limit;
}

/** Tests of a Limited tool still allowed (null for NoLimit): the same count quota.ts checks. */
export async function remainingTests(tx: Executor, tool: ToolRow): Promise<number | null> {
  if (tool.toolsSaleType !== 'Limited') return null;
  const [row] = await tx
    .select({ n: count() })
    .from(tests)
    .where(and(eq(tests.institutionId, tool.institutionId), eq(tests.toolsType, tool.toolsType), ne(tests.status, 'Failure' satisfies TestStatus)));
  return Math.max(0, tool.testCount - tool.oldTestCount - (row?.n ?? 0));
}

export interface ToolState {
  tool: ToolRow | undefined;
  effective: boolean;
  remaining: number | null;
  limit: number;
  inProgress: number;
}

export async function toolState(tx: Executor, institutionId: string, toolsType: string): Promise<ToolState> {
  const tool = await toolOf(tx, institutionId, toolsType);
  const inProgress = await inProgressCount(tx, institutionId, toolsType);
  if (!tool) return { tool, effective: false, remaining: null, limit: 0, inProgress };
  const remaining = await remainingTests(tx, tool);
  const effective = toolInEffect(tool, isoDate(new Date())) && (remaining === null || remaining > 0);
  return { tool, effective, remaining, limit: tool.simultaneousTestLimit, inProgress };
}
