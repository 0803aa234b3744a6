/**
 * Authentication, run as each protected route's onRequest hook: before the body is parsed, so a
 * caller without a valid session gets 306/310/311 rather than a validation message, and the
 * messages that follow (validation included) speak the user's language.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { ErrorKey } from '@portal/shared';
import { actAs } from '../../db/audit-actor';
import { AppError } from '../../http/envelope';
import { guard } from './guards';
import { lookupSession, type SessionLookup, type SessionUser } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionUser | null;
    /** Parents' anonymous temporary token (`temtoken` header); read here, used by no route yet. */
    tempToken: string | null;
  }
}

const failures: Record<Exclude<SessionLookup['state'], 'live'>, ErrorKey> = {
  missing: 'notLoggedIn',
  logout: 'notLoggedIn',
  disabled: 'notLoggedIn',
  superseded: 'superseded',
  expired: 'expired',
};

function headerValue(value: string | string[] | undefined): string {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.trim() ?? '';
}

/** Tokens we issue are 43 base64url characters; anything else cannot match and skips the query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

export function authenticate(pool: pg.Pool) {
  return guard('login', async function authenticateRequest(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const tempToken = headerValue(req.headers.temtoken);
    req.tempToken = tempToken === '' ? null : tempToken;
    const token = headerValue(req.headers.token);
    if (!TOKEN_SHAPE.test(token)) throw new AppError('notLoggedIn');
    const found = await lookupSession(pool, token);
    if (found.state !== 'live') throw new AppError(failures[found.state]);
    req.auth = found.user;
    actAs({ kind: 'user', userId: found.user.userId, institutionId: found.user.institutionId, roleId: found.user.roleId });
  });
}

/** For handlers behind `authenticate`: the session is guaranteed, this narrows the type. */
export function sessionOf(req: FastifyRequest): SessionUser {
  if (!req.auth) throw new AppError('notLoggedIn');
  return req.auth;
}
