/**
 * The data actions registry: which menu grants an action and which rows it applies to. The
 * children routes check their own actions through it and /dataset/isAuth answers from it, so
 * "may I edit this row?" and "editing this row" can never disagree.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DatasetAction } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { children } from '../children/schema';
import { userIdentities, users } from '../identity/schema';
import { roles } from '../roles/schema';
import { authorizationInScope, inScope, toolInScope } from './scope';

interface ActionEntry {
  /** Holding this menu grants the action. */
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
  'institution_mgmt.view': { menuId: 'institution_mgmt', rowExists: inScope },
  'institution_mgmt.edit': { menuId: 'institution_mgmt', rowExists: inScope },
  'institution_mgmt.delete': { menuId: 'institution_mgmt', rowExists: inScope },
  // The sub-tables of institution_mgmt: a tool or an authorisation row of the caller's tree.
  'institution_tools.view': { menuId: 'institution_tools', rowExists: toolInScope },
  'institution_tools.edit': { menuId: 'institution_tools', rowExists: toolInScope },
  'institution_authorizations.view': { menuId: 'institution_authorizations', rowExists: authorizationInScope },
  'institution_authorizations.edit': { menuId: 'institution_authorizations', rowExists: authorizationInScope },
  'user_mgmt.view': { menuId: 'user_mgmt', rowExists: liveMember },
  'user_mgmt.edit': { menuId: 'user_mgmt', rowExists: liveMember },
  'user_mgmt.delete': { menuId: 'user_mgmt', rowExists: liveMember },
  'role_mgmt.view': { menuId: 'role_mgmt', rowExists: ownRole },
  'role_mgmt.edit': { menuId: 'role_mgmt', rowExists: ownRole },
  'role_mgmt.delete': { menuId: 'role_mgmt', rowExists: ownRole },
};

/** A live (not deleted) user with an identity in the institution. */
async function liveMember(ctx: AppContext, institutionId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await ctx.db.orm
    .select({ one: sql<number>`1` })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.institutionId, institutionId), eq(userIdentities.userId, id), isNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

async function ownRole(ctx: AppContext, institutionId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await ctx.db.orm.select({ one: sql<number>`1` }).from(roles).where(and(eq(roles.institutionId, institutionId), eq(roles.id, id))).limit(1);
  return rows.length > 0;
}
