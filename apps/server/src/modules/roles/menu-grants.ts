/**
 * Development-mode status and role-to-menu editing. Menus are global; which a role
 * holds is role_menus for the caller's institution. Editing needs the system_menu menu, and only
 * roles of the caller's own institution can be read or changed.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEVELOPER_MENU, PERMISSION_MENUS, ROOT_MENU_ID, type DevStatus, type RoleMenusBody, type RoleMenusResult } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { menus } from '../menus/schema';
import { roleMenus, roles } from './schema';
import { AppError } from '../../http/envelope';
import { requireMenu, roleHoldsMenu, type SessionUser } from '../auth';
import { buildTree, presentMenu } from '../menus';

export async function devStatus(ctx: AppContext, session: SessionUser): Promise<DevStatus> {
  const [developer, menuAdmin] = await Promise.all([roleHoldsMenu(ctx, session, DEVELOPER_MENU), roleHoldsMenu(ctx, session, PERMISSION_MENUS.menuAdmin)]);
  return { definitionEditing: ctx.config.definitionEditing, developer, menuAdmin };
}

async function institutionRoles(ctx: AppContext, institutionId: string) {
  return ctx.db.orm
    .select({ _id: roles.id, name: roles.name, nameEn: roles.nameEn })
    .from(roles)
    .where(eq(roles.institutionId, institutionId))
    .orderBy(asc(roles.createdAt), asc(roles.id));
}

export async function roleMenuTree(ctx: AppContext, session: SessionUser, roleId: string | undefined): Promise<RoleMenusResult> {
  const institutionId = await requireMenu(ctx, session, PERMISSION_MENUS.menuAdmin);
  const roleList = await institutionRoles(ctx, institutionId);
  const chosen = roleId === undefined ? roleList[0]?._id : roleId;
  if (chosen !== undefined && !roleList.some((r) => r._id === chosen)) throw new AppError('roleNotInInstitution');
  const all = (await ctx.db.orm.select().from(menus).orderBy(asc(menus.sort), asc(menus.menuId))).map(presentMenu);
  const menuTree = [...buildTree(all), ...all.filter((m) => m.parentId === null && m.type === 'permission')];
  const checked =
    chosen === undefined
      ? []
      : (
          await ctx.db.orm
            .select({ menuId: roleMenus.menuId })
            .from(roleMenus)
            .where(and(eq(roleMenus.institutionId, institutionId), eq(roleMenus.roleId, chosen)))
        ).map((r) => r.menuId);
  return { roles: roleList, roleId: chosen ?? null, menuTree, checked: checked.sort() };
}

/** Replaces the role's menus; the root menu is always kept, since every other menu hangs under it. */
export async function saveRoleMenus(ctx: AppContext, session: SessionUser, body: RoleMenusBody): Promise<RoleMenusResult> {
  const institutionId = await requireMenu(ctx, session, PERMISSION_MENUS.menuAdmin);
  if (!isUuid(body.roleId)) throw new AppError('roleNotInInstitution');
  const [role] = await ctx.db.orm.select({ id: roles.id }).from(roles).where(and(eq(roles.institutionId, institutionId), eq(roles.id, body.roleId)));
  if (!role) throw new AppError('roleNotInInstitution');
  const wanted = Array.from(new Set([ROOT_MENU_ID, ...body.menuIds]));
  const known = new Set((await ctx.db.orm.select({ menuId: menus.menuId }).from(menus).where(inArray(menus.menuId, wanted))).map((r) => r.menuId));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new AppError('unknownMenus', { menuIds: unknown.slice(0, 10).join(', ') });
  await ctx.db.orm.transaction(async (tx) => {
    await tx.delete(roleMenus).where(and(eq(roleMenus.institutionId, institutionId), eq(roleMenus.roleId, body.roleId)));
    await tx.insert(roleMenus).values(wanted.map((menuId) => ({ institutionId, roleId: body.roleId, menuId })));
  });
  return roleMenuTree(ctx, session, body.roleId);
}
