/**
 * The data actions registry: which menu grants an action and which rows it applies to. The
 * children routes check their own actions through it and /dataset/isAuth answers from it, so
 * "may I edit this row?" and "editing this row" can never disagree.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DatasetAction } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { children } from '../../db/schema';

interface ActionEntry {
  /** Holding this menu grants the action (spec §6). */
  menuId: string;
  /** Whether row `id` is a live row of `institutionId` that the action applies to. */
  rowExists(ctx: AppContext, institutionId: string, id: string): Promise<boolean>;
}

async function liveChild(ctx: AppContext, institutionId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await ctx.db.orm
    .select({ one: sql<number>`1` })
    .from(children)
    .where(and(eq(children.institutionId, institutionId), eq(children.id, id), isNull(children.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

export const CHILDREN_MENU = 'children';

export const DATASET_ACTION_REGISTRY: Record<DatasetAction, ActionEntry> = {
  'children.view': { menuId: CHILDREN_MENU, rowExists: liveChild },
  'children.edit': { menuId: CHILDREN_MENU, rowExists: liveChild },
  'children.delete': { menuId: CHILDREN_MENU, rowExists: liveChild },
};
