/**
 * The portal's calls around a test: comments, the child's extra information, the tool's status
 * for taking tests. Each scoped by the caller's institution.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { childrenExtraBody, insToolsStatus } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { children, childrenExtra } from '../children/schema';
import { tests } from './schema';
import { AppError } from '../../http/envelope';
import { toolState } from './tool-state';

export async function saveComments(ctx: AppContext, institutionId: string, testId: string, comments: string) {
  if (!isUuid(testId)) throw new AppError('notFound');
  const [row] = await ctx.db.orm
    .update(tests)
    .set({ comments })
    .where(and(eq(tests.institutionId, institutionId), eq(tests.id, testId)))
    .returning({ id: tests.id, comments: tests.comments });
  if (!row) throw new AppError('notFound');
  return { _id: row.id, comments: row.comments ?? '' };
}

async function requireChild(ctx: AppContext, institutionId: string, childId: string): Promise<void> {
  if (!isUuid(childId)) throw new AppError('childNotFound');
  const [row] = await ctx.db.orm
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.institutionId, institutionId), eq(children.id, childId), isNull(children.deletedAt)));
  if (!row) throw new AppError('childNotFound');
}

export async function childExtraInfo(ctx: AppContext, institutionId: string, childId: string) {
  await requireChild(ctx, institutionId, childId);
  const [row] = await ctx.db.orm
    .select({ info: childrenExtra.info })
    .from(childrenExtra)
    .where(and(eq(childrenExtra.institutionId, institutionId), eq(childrenExtra.childrenId, childId)));
  return { ...((row?.info as Record<string, unknown> | undefined) ?? {}), children_id: childId };
}

/** Merges the fields given into the child's extra information; null removes a field. */
export async function updateChildExtra(ctx: AppContext, institutionId: string, body: z.infer<typeof childrenExtraBody>) {
  const { children_id: childId, ...fields } = body;
  await requireChild(ctx, institutionId, childId);
  const patch = JSON.stringify(fields);
  const [row] = await ctx.db.orm
    .insert(childrenExtra)
    .values({ institutionId, childrenId: childId, info: sql`jsonb_strip_nulls(${patch}::jsonb)` })
    .onConflictDoUpdate({
      target: [childrenExtra.institutionId, childrenExtra.childrenId],
      set: { info: sql`jsonb_strip_nulls(${childrenExtra.info} || ${patch}::jsonb)`, updatedAt: sql`now()` },
    })
    .returning({ info: childrenExtra.info });
  return { ...(row!.info as Record<string, unknown>), children_id: childId };
}

export async function toolStatus(ctx: AppContext, institutionId: string, toolsType: string): Promise<z.infer<typeof insToolsStatus>> {
  const state = await toolState(ctx.db.orm, institutionId, toolsType);
  return {
    tools_type: toolsType,
    effective: state.effective,
    tools_sale_type: state.tool?.toolsSaleType ?? 'NoLimit',
    test_count: state.tool?.testCount ?? 0,
    remaining_tests: state.remaining,
    failure_date: state.tool?.failureDate ?? null,
    simultaneous_test_limit: state.limit,
    in_progress: state.inProgress,
  };
}
