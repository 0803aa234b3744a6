/**
 * Users of the caller's institution (user_mgmt): those with an identity there. Only identities
 * in this institution are ever read or written; a user who also belongs elsewhere may be renamed
 * or given another role here, but not disabled or deleted (that would reach into the other
 * institutions). Delete is soft: disabled + deleted_at, and their sessions end.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isStrongPassword, type DatasetAction, type ManagedUser, type UserAddBody, type UserListQuery, type UserUpdateBody } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { sessions, userIdentities, users } from '../identity/schema';
import { roles } from '../roles/schema';
import { AppError, type Page } from '../../http/envelope';
import { pgErrorOf } from '../../http/errors';
import { DATASET_ACTION_REGISTRY, hashDigest, requireMenu, type SessionUser, sha256Hex } from '../auth';
import { presentUser, type UserListed } from './presenter';
import type { Tx } from '../../db/pool';

const DEFAULT_PAGE_SIZE = 20;

function allowed(ctx: AppContext, session: SessionUser, action: DatasetAction): Promise<string> {
  return requireMenu(ctx, session, DATASET_ACTION_REGISTRY[action].menuId);
}

/** Users with an identity in the institution (subquery, so each user appears once). */
const memberOf = (institutionId: string) =>
  inArray(users.id, sql`(select ${userIdentities.userId} from ${userIdentities} where ${userIdentities.institutionId} = ${institutionId})`);

const userColumns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  localeType: users.localeType,
  disabled: users.disabled,
  mustChangePassword: users.mustChangePassword,
  deletedAt: users.deletedAt,
  createdAt: users.createdAt,
};

async function withRoles(ctx: AppContext, institutionId: string, rows: Array<Omit<UserListed, 'roles'>>): Promise<UserListed[]> {
  if (rows.length === 0) return [];
  const held = await ctx.db.orm
    .select({ userId: userIdentities.userId, id: roles.id, name: roles.name, nameEn: roles.nameEn })
    .from(userIdentities)
    .innerJoin(roles, and(eq(roles.institutionId, userIdentities.institutionId), eq(roles.id, userIdentities.roleId)))
    .where(and(eq(userIdentities.institutionId, institutionId), inArray(userIdentities.userId, rows.map((r) => r.id))))
    .orderBy(asc(roles.createdAt), asc(roles.id));
  return rows.map((r) => ({ ...r, roles: held.filter((h) => h.userId === r.id) }));
}

export async function usersPage(ctx: AppContext, session: SessionUser, q: UserListQuery): Promise<{ list: ManagedUser[]; page: Page }> {
  const institutionId = await allowed(ctx, session, 'user_mgmt.view');
  const current = q.current ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const where = and(
    memberOf(institutionId),
    q.username ? sql`strpos(lower(${users.username}), lower(${q.username}::text)) > 0` : undefined,
    q.nickname ? and(isNull(users.deletedAt), sql`strpos(lower(${users.nickname}), lower(${q.nickname}::text)) > 0`) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ctx.db.orm
      .select(userColumns)
      .from(users)
      .where(where)
      // Live users first, then newest first.
      .orderBy(sql`${users.deletedAt} is not null`, sql`${users.createdAt} desc`, asc(users.id))
      .limit(pageSize)
      .offset((current - 1) * pageSize),
    ctx.db.orm.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  const list = (await withRoles(ctx, institutionId, rows)).map((r) => presentUser(r, session.localeType));
  return { list, page: { total: counted?.n ?? 0, current, pageSize } };
}

async function loadUser(ctx: AppContext, institutionId: string, id: string, live = false): Promise<UserListed> {
  if (!isUuid(id)) throw new AppError('notFound');
  const [row] = await ctx.db.orm
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, id), memberOf(institutionId), live ? isNull(users.deletedAt) : undefined));
  if (!row) throw new AppError('notFound');
  return (await withRoles(ctx, institutionId, [row]))[0]!;
}

export async function userInfo(ctx: AppContext, session: SessionUser, id: string): Promise<ManagedUser> {
  const institutionId = await allowed(ctx, session, 'user_mgmt.view');
  return presentUser(await loadUser(ctx, institutionId, id), session.localeType);
}

async function requireRole(ctx: AppContext, institutionId: string, roleId: string): Promise<void> {
  if (!isUuid(roleId)) throw new AppError('notFound');
  const [role] = await ctx.db.orm.select({ id: roles.id }).from(roles).where(and(eq(roles.institutionId, institutionId), eq(roles.id, roleId)));
  if (!role) throw new AppError('notFound');
}

export async function addUser(ctx: AppContext, session: SessionUser, body: UserAddBody): Promise<ManagedUser> {
  const institutionId = await allowed(ctx, session, 'user_mgmt.edit');
  if (!isStrongPassword(body.password)) throw new AppError('passwordRule');
  await requireRole(ctx, institutionId, body.role_id);
  const passwordHash = await hashDigest(sha256Hex(body.password));
  try {
    const id = await ctx.db.orm.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: body.username,
          nickname: body.nickname,
          passwordHash,
          localeType: body.locale_type ?? 'zh',
          mustChangePassword: true,
          institutionId,
          roleId: body.role_id,
        })
        .returning({ id: users.id });
      await tx.insert(userIdentities).values({ institutionId, userId: row!.id, roleId: body.role_id });
      return row!.id;
    });
    return presentUser(await loadUser(ctx, institutionId, id), session.localeType);
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === '23505' && pg.constraint === 'users_username_unique') throw new AppError('usernameTaken', { username: body.username });
    throw error;
  }
}

/** Whether the user holds an identity in an institution other than this one. */
async function belongsElsewhere(ctx: AppContext, institutionId: string, userId: string): Promise<boolean> {
  const rows = await ctx.db.orm
    .select({ one: sql<number>`1` })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), sql`${userIdentities.institutionId} <> ${institutionId}`))
    .limit(1);
  return rows.length > 0;
}

export async function updateUser(ctx: AppContext, session: SessionUser, body: UserUpdateBody): Promise<ManagedUser> {
  const institutionId = await allowed(ctx, session, 'user_mgmt.edit');
  const existing = await loadUser(ctx, institutionId, body._id, true);
  if (body.username !== undefined && body.username !== existing.username) {
    throw new AppError('badInput', { detail: 'username (cannot be changed)' });
  }
  if (body.role_id !== undefined) await requireRole(ctx, institutionId, body.role_id);
  const disabling = body.disabled !== undefined && body.disabled !== existing.disabled;
  // Disabling or resetting the password reaches every institution of the user: only for users of this one alone.
  if (disabling || body.password !== undefined) {
    if (body._id === session.userId) throw new AppError('cannotChangeSelf');
    if (await belongsElsewhere(ctx, institutionId, body._id)) throw new AppError('userInOtherInstitutions');
  }
  if (body.password !== undefined && !isStrongPassword(body.password)) throw new AppError('passwordRule');
  const passwordHash = body.password === undefined ? undefined : await hashDigest(sha256Hex(body.password));
  // The edit form sends the role it shows (the first): one the user already holds here changes nothing.
  const roleChanged = body.role_id !== undefined && !existing.roles.some((r) => r.id === body.role_id);
  await ctx.db.orm.transaction(async (tx) => {
    const changes: Partial<typeof users.$inferInsert> = {};
    if (body.nickname !== undefined) changes.nickname = body.nickname;
    if (body.locale_type !== undefined) changes.localeType = body.locale_type;
    if (disabling) changes.disabled = body.disabled!;
    if (passwordHash !== undefined) {
      changes.passwordHash = passwordHash;
      changes.mustChangePassword = true;
    }
    if (roleChanged) {
      // Only this institution's identities are replaced; a current identity here follows.
      await tx.delete(userIdentities).where(and(eq(userIdentities.userId, body._id), eq(userIdentities.institutionId, institutionId)));
      await tx.insert(userIdentities).values({ institutionId, userId: body._id, roleId: body.role_id! });
      await tx.update(users).set({ roleId: body.role_id! }).where(and(eq(users.id, body._id), eq(users.institutionId, institutionId)));
    }
    if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, body._id));
    if (body.disabled === true || passwordHash !== undefined) await endSessions(tx, body._id);
  });
  return presentUser(await loadUser(ctx, institutionId, body._id), session.localeType);
}

async function endSessions(tx: Tx, userId: string): Promise<void> {
  await tx.update(sessions).set({ endedAt: sql`now()`, endReason: 'logout' }).where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

export async function deleteUser(ctx: AppContext, session: SessionUser, id: string): Promise<number> {
  const institutionId = await allowed(ctx, session, 'user_mgmt.delete');
  await loadUser(ctx, institutionId, id, true);
  if (id === session.userId) throw new AppError('cannotChangeSelf');
  if (await belongsElsewhere(ctx, institutionId, id)) throw new AppError('userInOtherInstitutions');
  return ctx.db.orm.transaction(async (tx) => {
    const deleted = await tx
      .update(users)
      .set({ disabled: true, deletedAt: sql`now()` })
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (deleted.length !== 1) throw new AppError('notFound');
    await endSessions(tx, id);
    return 1;
  });
}
