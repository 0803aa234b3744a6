/**
 * Menus are global definitions; what a caller sees is decided by role_menus for the caller's
 * current institution and role. Holding a menu is holding the permission.
 */
import { and, asc, eq } from 'drizzle-orm';
import { PERMISSION_MENUS, flowSetupProblem, type MenuEditBody, type MenuInfoTree, type MenuNode } from '@portal/shared';
import type { AppContext } from '../../context';
import { menus } from './schema';
import { roleMenus } from '../roles/schema';
import { AppError } from '../../http/envelope';
import type { SessionUser } from '../auth';
import { buildTree, presentMenu } from './presenter';

async function menusOfRole(ctx: AppContext, session: SessionUser, menuId?: string) {
  if (!session.institutionId || !session.roleId) return [];
  return ctx.db.orm
    .select({ menu: menus })
    .from(menus)
    .innerJoin(roleMenus, eq(roleMenus.menuId, menus.menuId))
    .where(
      and(
        eq(roleMenus.institutionId, session.institutionId),
        eq(roleMenus.roleId, session.roleId),
        menuId === undefined ? undefined : eq(menus.menuId, menuId),
      ),
    )
    .orderBy(asc(menus.sort), asc(menus.menuId))
    .then((rows) => rows.map((r) => presentMenu(r.menu)));
}

export async function menuInfoTree(ctx: AppContext, session: SessionUser): Promise<MenuInfoTree> {
  const list = await menusOfRole(ctx, session);
  return { menuTree: buildTree(list), menuList: list };
}

/** One menu the role holds, with the part of its subtree the role can see. */
export async function menuInfo(ctx: AppContext, session: SessionUser, menuId: string): Promise<MenuNode> {
  const list = await menusOfRole(ctx, session);
  const node = list.find((m) => m.menuId === menuId);
  if (!node) throw new AppError('nonExistentPermission');
  return buildTree(list, node.menuId)[0] ?? node;
}

export async function holdsMenu(ctx: AppContext, session: SessionUser, menuId: string): Promise<boolean> {
  return (await menusOfRole(ctx, session, menuId)).length > 0;
}

export async function editMenu(ctx: AppContext, session: SessionUser, body: MenuEditBody): Promise<MenuNode> {
  if (!(await holdsMenu(ctx, session, PERMISSION_MENUS.menuAdmin))) throw new AppError('noPermission');
  const { menuId, operate, ...fields } = body;
  // The flow's step names must follow the group.step grammar before they are stored.
  const malformed = flowSetupProblem(operate?.steps);
  if (malformed) throw new AppError('flowSetupError', { step: malformed.step });
  const changes: Partial<typeof menus.$inferInsert> = { ...fields };
  if (operate !== undefined) changes.operate = operate;
  const [row] =
    Object.keys(changes).length > 0
      ? await ctx.db.orm.update(menus).set(changes).where(eq(menus.menuId, menuId)).returning()
      : await ctx.db.orm.select().from(menus).where(eq(menus.menuId, menuId));
  if (!row) throw new AppError('notFound');
  return presentMenu(row);
}
