/**
 * Changing the menu tree (the Menus page): add, move and delete, for holders of system_menu, like
 * `editMenu`. Menus are global definitions: a change shows in every institution. Grants stay
 * per institution and role: a new menu is granted to the caller's current role only (others get
 * it through role-menu editing); deleting a menu removes its grants everywhere (role_menus
 * cascades). Tree changes take one advisory lock, so two concurrent moves cannot build a cycle.
 */
import { eq, max, sql } from 'drizzle-orm';
import {
  PERMISSION_MENUS,
  ROOT_MENU_ID,
  flowSetupProblem,
  type MenuAddBody,
  type MenuDeleteBody,
  type MenuDeleteResult,
  type MenuInfoTree,
  type MenuMoveBody,
  type MenuNode,
} from '@portal/shared';
import type { AppContext } from '../../context';
import { menus } from './schema';
import { roleMenus } from '../roles/schema';
import { AppError } from '../../http/envelope';
import type { SessionUser } from '../auth';
import { buildTree, presentMenu } from './presenter';
import { holdsMenu } from './service';
import type { Tx } from '../../db/pool';


const SORT_STEP = 10;

/** Every menu, whether the caller's role holds it or not: what the Menus page edits. */
export async function allMenusTree(ctx: AppContext, session: SessionUser): Promise<MenuInfoTree> {
  await requireMenuAdmin(ctx, session);
  const rows = await ctx.db.orm.select().from(menus).orderBy(menus.sort, menus.menuId);
  const list = rows.map(presentMenu);
  return { menuTree: buildTree(list, ROOT_MENU_ID), menuList: list };
}

async function requireMenuAdmin(ctx: AppContext, session: SessionUser): Promise<void> {
  if (!(await holdsMenu(ctx, session, PERMISSION_MENUS.menuAdmin))) throw new AppError('noPermission');
}

async function lockTree(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('menus.tree'))`);
}

async function menuRow(tx: Tx, menuId: string) {
  const [row] = await tx.select().from(menus).where(eq(menus.menuId, menuId));
  return row;
}

/** The tree locked for this transaction, and the menu to change (else 'no such menu'). */
async function lockedMenu(tx: Tx, menuId: string) {
  await lockTree(tx);
  const menu = await menuRow(tx, menuId);
  if (!menu) throw new AppError('menuNotFound', { menuId });
  return menu;
}

/** After the last of `parentId`'s children (or of the parentless menus). */
async function nextSort(tx: Tx, parentId: string | null): Promise<number> {
  const [row] = await tx
    .select({ last: max(menus.sort) })
    .from(menus)
    .where(parentId === null ? sql`${menus.parentId} is null` : eq(menus.parentId, parentId));
  return Math.min((row?.last ?? 0) + SORT_STEP, 100_000);
}

/** Groups and items live in the navigation tree; only a permission menu may stand alone. */
function checkPlace(type: string, parentId: string | null): void {
  if (parentId === null && type !== 'permission') throw new AppError('menuPermissionParent');
}

async function requireParent(tx: Tx, parentId: string | null): Promise<void> {
  if (parentId !== null && !(await menuRow(tx, parentId))) throw new AppError('menuParentNotFound', { parentId });
}

export async function addMenu(ctx: AppContext, session: SessionUser, body: MenuAddBody): Promise<MenuNode> {
  await requireMenuAdmin(ctx, session);
  const malformed = flowSetupProblem(body.operate?.steps);
  if (malformed) throw new AppError('flowSetupError', { step: malformed.step });
  checkPlace(body.type, body.parentId);
  return ctx.db.orm.transaction(async (tx) => {
    await lockTree(tx);
    await requireParent(tx, body.parentId);
    if (await menuRow(tx, body.menuId)) throw new AppError('menuIdTaken', { menuId: body.menuId });
    const [row] = await tx
      .insert(menus)
      .values({
        menuId: body.menuId,
        parentId: body.parentId,
        type: body.type,
        name: body.name,
        nameEn: body.nameEn,
        icon: body.icon ?? '',
        url: body.url ?? '',
        sort: body.sort ?? (await nextSort(tx, body.parentId)),
        operate: body.operate ?? null,
      })
      .returning();
    // The caller sees what they made; other roles get it through role-menu editing.
    await tx.insert(roleMenus).values({ institutionId: session.institutionId!, roleId: session.roleId!, menuId: body.menuId }).onConflictDoNothing();
    return presentMenu(row!);
  });
}

/** Whether `ancestorId` is `menuId` or above it (UNION stops on a cycle in stored data). */
async function isSelfOrAncestor(tx: Tx, menuId: string, candidateParent: string): Promise<boolean> {
  const result = await tx.execute<{ found: number }>(sql`
    with recursive up(menu_id, parent_id) as (
      select menu_id, parent_id from menus where menu_id = ${candidateParent}
      union
      select m.menu_id, m.parent_id from menus m join up on m.menu_id = up.parent_id
    )
    select 1 as found from up where menu_id = ${menuId} limit 1`);
  return result.rows.length > 0;
}

export async function moveMenu(ctx: AppContext, session: SessionUser, body: MenuMoveBody): Promise<MenuNode> {
  await requireMenuAdmin(ctx, session);
  if (body.menuId === ROOT_MENU_ID) throw new AppError('menuRootFixed');
  return ctx.db.orm.transaction(async (tx) => {
    const menu = await lockedMenu(tx, body.menuId);
    checkPlace(menu.type, body.parentId);
    await requireParent(tx, body.parentId);
    if (body.parentId !== null && (await isSelfOrAncestor(tx, body.menuId, body.parentId))) throw new AppError('menuMoveIntoItself');
    const sort = body.sort ?? (body.parentId === menu.parentId ? menu.sort : await nextSort(tx, body.parentId));
    const [row] = await tx.update(menus).set({ parentId: body.parentId, sort }).where(eq(menus.menuId, body.menuId)).returning();
    return presentMenu(row!);
  });
}

/**
 * `seededMenuIds`: the menus the product ships (the setup's menu tree). They come back at every
 * start (ensureConfiguration adds what is missing), so deleting one is refused.
 */
export async function deleteMenu(ctx: AppContext, session: SessionUser, body: MenuDeleteBody, seededMenuIds: ReadonlySet<string>): Promise<MenuDeleteResult> {
  await requireMenuAdmin(ctx, session);
  if (body.menuId === ROOT_MENU_ID) throw new AppError('menuRootFixed');
  return ctx.db.orm.transaction(async (tx) => {
    await lockedMenu(tx, body.menuId);
    const [kids] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(menus).where(eq(menus.parentId, body.menuId));
    if ((kids?.n ?? 0) > 0) throw new AppError('menuHasChildren', { count: kids!.n });
    if (seededMenuIds.has(body.menuId)) throw new AppError('menuIsSeeded');
    const revoked = await tx.delete(roleMenus).where(eq(roleMenus.menuId, body.menuId)).returning({ menuId: roleMenus.menuId });
    await tx.delete(menus).where(eq(menus.menuId, body.menuId));
    return { menuId: body.menuId, revokedGrants: revoked.length };
  });
}
