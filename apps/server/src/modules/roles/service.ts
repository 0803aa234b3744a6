/**
 * Roles of the caller's institution (role_mgmt). Codes are unique per institution; a role
 * that any user holds (an identity in this institution) cannot be deleted. A new role holds
 * no menus: role-menu editing grants them.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DatasetAction, ManagedRole, RoleAddBody, RoleListQuery, RoleUpdateBody } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { userIdentities } from '../identity/schema';
import { roles } from './schema';
import { AppError, type Page } from '../../http/envelope';
import { pgErrorOf } from '../../http/errors';
import { DATASET_ACTION_REGISTRY, requireMenu, type SessionUser } from '../auth';
import { presentRole } from './presenter';

const DEFAULT_PAGE_SIZE = 20;

function allowed(ctx: AppContext, session: SessionUser, action: DatasetAction): Promise<string> {
  return requireMenu(ctx, session, DATASET_ACTION_REGISTRY[action].menuId);
}

function codeClash(error: unknown, code: string | undefined): never {
  const pg = pgErrorOf(error);
  if (pg?.code === '23505' && pg.constraint === 'roles_institution_code_key') throw new AppError('roleCodeTaken', { code: code ?? '' });
  throw error;
}

const userCount = sql<number>`(select count(distinct ${userIdentities.userId})::int from ${userIdentities}
  where ${userIdentities.institutionId} = ${roles.institutionId} and ${userIdentities.roleId} = ${roles.id})`.mapWith(Number);
const roleColumns = { id: roles.id, code: roles.code, name: roles.name, nameEn: roles.nameEn, userCount, createdAt: roles.createdAt };

export async function rolesPage(ctx: AppContext, session: SessionUser, q: RoleListQuery): Promise<{ list: ManagedRole[]; page: Page }> {
  const institutionId = await allowed(ctx, session, 'role_mgmt.view');
  const current = q.current ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const where = and(
    eq(roles.institutionId, institutionId),
    q.name ? sql`(strpos(lower(${roles.name}), lower(${q.name}::text)) > 0 or strpos(lower(${roles.nameEn}), lower(${q.name}::text)) > 0)` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ctx.db.orm.select(roleColumns).from(roles).where(where).orderBy(asc(roles.createdAt), asc(roles.id)).limit(pageSize).offset((current - 1) * pageSize),
    ctx.db.orm.select({ n: sql<number>`count(*)::int` }).from(roles).where(where),
  ]);
  return { list: rows.map(presentRole), page: { total: counted?.n ?? 0, current, pageSize } };
}

/** Every role of the institution as select options (the user form's lovApi). */
export async function roleOptions(ctx: AppContext, session: SessionUser): Promise<Array<{ value: string; content: string; contentEn: string }>> {
  const institutionId = await allowed(ctx, session, 'user_mgmt.view');
  const rows = await ctx.db.orm.select({ id: roles.id, name: roles.name, nameEn: roles.nameEn }).from(roles).where(eq(roles.institutionId, institutionId)).orderBy(asc(roles.createdAt), asc(roles.id));
  return rows.map((r) => ({ value: r.id, content: r.name, contentEn: r.nameEn }));
}

async function loadRole(ctx: AppContext, institutionId: string, id: string) {
  if (!isUuid(id)) throw new AppError('notFound');
  const [row] = await ctx.db.orm.select(roleColumns).from(roles).where(and(eq(roles.institutionId, institutionId), eq(roles.id, id)));
  if (!row) throw new AppError('notFound');
  return row;
}

export async function roleInfo(ctx: AppContext, session: SessionUser, id: string): Promise<ManagedRole> {
  return presentRole(await loadRole(ctx, await allowed(ctx, session, 'role_mgmt.view'), id));
}

export async function addRole(ctx: AppContext, session: SessionUser, body: RoleAddBody): Promise<ManagedRole> {
  const institutionId = await allowed(ctx, session, 'role_mgmt.edit');
  try {
    const [row] = await ctx.db.orm.insert(roles).values({ institutionId, code: body.code, name: body.name, nameEn: body.name_en }).returning({ id: roles.id });
    return presentRole(await loadRole(ctx, institutionId, row!.id));
  } catch (error) {
    codeClash(error, body.code);
  }
}

export async function updateRole(ctx: AppContext, session: SessionUser, body: RoleUpdateBody): Promise<ManagedRole> {
  const institutionId = await allowed(ctx, session, 'role_mgmt.edit');
  await loadRole(ctx, institutionId, body._id);
  const changes: Partial<typeof roles.$inferInsert> = {};
  if (body.code !== undefined) changes.code = body.code;
  if (body.name !== undefined) changes.name = body.name;
  if (body.name_en !== undefined) changes.nameEn = body.name_en;
  try {
    if (Object.keys(changes).length > 0) await ctx.db.orm.update(roles).set(changes).where(and(eq(roles.institutionId, institutionId), eq(roles.id, body._id)));
  } catch (error) {
    codeClash(error, body.code);
  }
  return presentRole(await loadRole(ctx, institutionId, body._id));
}

/** Refused while any user holds the role here; otherwise gone, with its menus (cascade). */
export async function deleteRole(ctx: AppContext, session: SessionUser, id: string): Promise<number> {
  const institutionId = await allowed(ctx, session, 'role_mgmt.delete');
  return ctx.db.orm.transaction(async (tx) => {
    if (!isUuid(id)) throw new AppError('notFound');
    // Lock the role so no identity can be added to it between the check and the delete.
    const [row] = await tx.execute<{ id: string }>(sql`select id from roles where institution_id = ${institutionId} and id = ${id} for update`).then((r) => r.rows);
    if (!row) throw new AppError('notFound');
    const [used] = await tx
      .select({ n: sql<number>`count(distinct ${userIdentities.userId})::int` })
      .from(userIdentities)
      .where(and(eq(userIdentities.institutionId, institutionId), eq(userIdentities.roleId, id)));
    if ((used?.n ?? 0) > 0) throw new AppError('roleInUse', { count: used!.n });
    await tx.delete(roles).where(and(eq(roles.institutionId, institutionId), eq(roles.id, id)));
    return 1;
  });
}
