/**
 * Permission checks: holding a menu is holding the permission, for the caller's
 * current institution and role. One primary-key probe as a named (prepared) statement, since
 * every children call makes it: no menu rows loaded, no planning after the first use.
 */
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import type { SessionUser } from './session';

const HOLDS_MENU_SQL = 'select 1 from role_menus where institution_id = $1 and role_id = $2 and menu_id = $3';
const HOLDS_ANY_SQL = 'select 1 from role_menus where institution_id = $1 and role_id = $2 and menu_id = any($3::text[]) limit 1';

export async function roleHoldsMenu(ctx: AppContext, session: SessionUser, menuId: string): Promise<boolean> {
  if (!session.institutionId || !session.roleId) return false;
  const result = await ctx.db.pool.query({ name: 'auth-role-holds-menu', text: HOLDS_MENU_SQL, values: [session.institutionId, session.roleId, menuId] });
  return result.rowCount === 1;
}

/** The caller's institution, when its role holds `menuId`; otherwise 403 noPermission. */
export async function requireMenu(ctx: AppContext, session: SessionUser, menuId: string): Promise<string> {
  if (!session.institutionId || !(await roleHoldsMenu(ctx, session, menuId))) throw new AppError('noPermission');
  return session.institutionId;
}

/** The caller's institution, when its role holds at least one of `menuIds`; otherwise 403 noPermission. */
export async function requireAnyMenu(ctx: AppContext, session: SessionUser, menuIds: readonly string[]): Promise<string> {
  if (!session.institutionId || !session.roleId) throw new AppError('noPermission');
  const result = await ctx.db.pool.query({ name: 'auth-role-holds-any-menu', text: HOLDS_ANY_SQL, values: [session.institutionId, session.roleId, menuIds] });
  if (result.rowCount !== 1) throw new AppError('noPermission');
  return session.institutionId;
}
