/** Login, logout, identity switching, user look-up and password change. */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { isStrongPassword, type ChangePasswordBody, type LoginBody, type UserEditBody } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { sessions, userIdentities, users } from './schema';
import { recordAuditEvent } from '../audit';
import { AppError } from '../../http/envelope';
import { RequestValidationError } from '../../http/validation';
import { burnVerify, hashDigest, lookupSession, newToken, type SessionUser, sha256Hex, tokenHash, verifyDigest } from '../auth';
import { presentPublicUser } from './presenter';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './rate-limit';

async function liveSession(ctx: AppContext, token: string): Promise<SessionUser> {
  const found = await lookupSession(ctx.db.pool, token);
  if (found.state !== 'live') throw new AppError('notLoggedIn');
  return found.user;
}

export async function login(ctx: AppContext, body: LoginBody, address: string): Promise<SessionUser> {
  await assertLoginAllowed(ctx, body.username, address);
  const [user] = await ctx.db.orm
    .select({ id: users.id, passwordHash: users.passwordHash, disabled: users.disabled, institutionId: users.institutionId, roleId: users.roleId })
    .from(users)
    .where(eq(users.username, body.username));
  const valid = user ? await verifyDigest(user.passwordHash, body.password) : (await burnVerify(body.password), false);
  if (!user || !valid) {
    await recordLoginFailure(ctx, body.username, address);
    // The name tried is kept (it may be a typo of a user's); the password never is.
    await recordAuditEvent(ctx.db.orm, { action: 'login_failed', institutionId: user?.institutionId ?? null, actor: { kind: 'user', userId: user?.id ?? null }, detail: { username: body.username } });
    throw new AppError('loginFailed'); // same answer whether or not the account exists
  }
  await clearAccountFailures(ctx, body.username);
  if (user.disabled) throw new AppError('accountDisabled');

  const token = newToken();
  await ctx.db.orm.transaction(async (tx) => {
    // Serialise logins of one account so two concurrent ones cannot both see "no live session".
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.id} for update`);
    const live = and(eq(sessions.userId, user.id), isNull(sessions.endedAt), gt(sessions.expiresAt, sql`now()`));
    const [existing] = await tx.select({ id: sessions.id }).from(sessions).where(live).limit(1);
    if (existing && body.relogin !== true) throw new AppError('alreadyLoggedIn');
    if (existing) await tx.update(sessions).set({ endedAt: sql`now()`, endReason: 'superseded' }).where(live);
    // Sessions that ended or expired a week ago answer 306 like unknown tokens; drop them.
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), sql`coalesce(${sessions.endedAt}, ${sessions.expiresAt}) < now() - interval '7 days'`));
    await tx.insert(sessions).values({
      tokenHash: tokenHash(token),
      userId: user.id,
      expiresAt: sql`now() + make_interval(secs => ${ctx.config.tokenTtlHours * 3600})`,
    });
    await recordAuditEvent(tx, { action: 'login', actor: { kind: 'user', userId: user.id, institutionId: user.institutionId, roleId: user.roleId } });
  });
  return liveSession(ctx, token);
}

export async function logout(ctx: AppContext, session: SessionUser): Promise<void> {
  await ctx.db.orm.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: 'logout' })
      .where(and(eq(sessions.tokenHash, tokenHash(session.token)), isNull(sessions.endedAt)));
    await recordAuditEvent(tx, { action: 'logout' });
  });
}

export async function editUser(ctx: AppContext, session: SessionUser, body: UserEditBody): Promise<SessionUser> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.locale_type !== undefined) changes.localeType = body.locale_type;
  if ((body.institutionId === undefined) !== (body.roleId === undefined)) {
    throw new RequestValidationError([{ code: 'custom', path: [], message: 'locale_type, or institutionId with roleId, is required', input: body }], 'body');
  }
  if (body.institutionId !== undefined && body.roleId !== undefined) {
    const { institutionId, roleId } = body;
    const allowed = session.identities.some((i) => i.institutionId === institutionId && i.roleId === roleId);
    if (!allowed) throw new AppError('identityNotAllowed');
    changes.institutionId = institutionId;
    changes.roleId = roleId;
  }
  if (Object.keys(changes).length > 0) await ctx.db.orm.update(users).set(changes).where(eq(users.id, session.userId));
  return liveSession(ctx, session.token);
}

/** A user is visible only to callers sharing an institution: the caller's current one. */
export async function publicUser(ctx: AppContext, session: SessionUser, id: string) {
  const institutionId = session.institutionId;
  if (!institutionId || !isUuid(id)) throw new AppError('notFound');
  const [row] = await ctx.db.orm
    .select({ id: users.id, username: users.username, nickname: users.nickname, localeType: users.localeType })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        sql`exists (select 1 from ${userIdentities} where ${userIdentities.institutionId} = ${institutionId} and ${userIdentities.userId} = ${users.id})`,
      ),
    );
  if (!row) throw new AppError('notFound');
  return presentPublicUser(row, institutionId);
}

export async function changePassword(ctx: AppContext, session: SessionUser, body: ChangePasswordBody): Promise<void> {
  const [user] = await ctx.db.orm.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, session.userId));
  if (!user || !(await verifyDigest(user.passwordHash, body.old_password))) throw new AppError('wrongOldPassword');
  if (!isStrongPassword(body.new_password)) throw new AppError('passwordRule');
  if (body.new_password !== body.confirm_password) throw new AppError('passwordMismatch');
  const digest = sha256Hex(body.new_password);
  if (digest === body.old_password) throw new AppError('samePassword');
  const passwordHash = await hashDigest(digest);
  await ctx.db.orm.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, session.userId));
    // Other devices must log in with the new password; this one carries on.
    await tx
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: 'password_changed' })
      .where(and(eq(sessions.userId, session.userId), isNull(sessions.endedAt), ne(sessions.tokenHash, tokenHash(session.token))));
  });
}
