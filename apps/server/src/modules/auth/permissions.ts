/**
 * Permission checks: holding a menu is holding the permission, for the caller's current
 * institution and role. The session look-up reads the role's menus in its own statement
 * (session.ts), so a check costs no round-trip and sees the menus as they were when the request
 * began.
 */
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import type { SessionUser } from './session';

export async function roleHoldsMenu(_ctx: AppContext, session: SessionUser, menuId: string): Promise<boolean> {
  return Boolean(session.institutionId && session.roleId) && session.menuIds.has(menuId);
}

/** The caller's institution, when its role holds `menuId`; otherwise 403 noPermission. */
export async function requireMenu(ctx: AppContext, session: SessionUser, menuId: string): Promise<string> {
  if (!session.institutionId || !(await roleHoldsMenu(ctx, session, menuId))) throw new AppError('noPermission');
  return session.institutionId;
}

/** The caller's institution, when its role holds at least one of `menuIds`; otherwise 403 noPermission. */
export async function requireAnyMenu(ctx: AppContext, session: SessionUser, menuIds: readonly string[]): Promise<string> {
  if (!session.institutionId || !session.roleId || !menuIds.some((id) => session.menuIds.has(id))) throw new AppError('noPermission');
  return session.institutionId;
}
