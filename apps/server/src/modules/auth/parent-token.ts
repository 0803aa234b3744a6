/**
 * Parents' temporary sessions (the `temtoken` header): a parent who opened a QR link has
 * no account, only the temporary token `temporary/verification` gave them, stored as its SHA-256
 * like login tokens. `authenticateParent` is the onRequest hook of the parent's calls, and of no
 * other route: the login `authenticate` ignores the temtoken, so everywhere else such a request
 * has no token and answers 306. A temporary session reaches its one test: another test's id is
 * 306 too, as if the token were unknown.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { actAs } from '../../db/audit-actor';
import { AppError } from '../../http/envelope';
import { guard } from './guards';
import { tokenHash } from './session';

export interface ParentSession {
  tokenHash: string;
  institutionId: string;
  testId: string;
  /** The test's status when the request arrived (the sync path re-checks it under the row lock). */
  status: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    parent: ParentSession | null;
  }
}

/** What we issue (here and as training parent links): base64url; anything else cannot match and skips the query. */
export const TEM_TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

const LOOKUP_SQL = `
select s.institution_id, s.test_id, t.status from temporary_sessions s
  join tests t on t.institution_id = s.institution_id and t.id = s.test_id
 where s.token_hash = $1 and s.ended_at is null and s.expires_at > now()`;

export async function lookupParentSession(pool: pg.Pool, token: string): Promise<ParentSession | null> {
  if (!TEM_TOKEN_SHAPE.test(token)) return null;
  const hash = tokenHash(token);
  const result = await pool.query<{ institution_id: string; test_id: string; status: string }>({ name: 'testing-parent-session', text: LOOKUP_SQL, values: [hash] });
  const row = result.rows[0];
  return row ? { tokenHash: hash, institutionId: row.institution_id, testId: row.test_id, status: row.status } : null;
}

/** The request's `temtoken` header, trimmed ('' when absent), also kept as `req.tempToken`. */
export function readTemToken(req: FastifyRequest): string {
  const raw = req.headers.temtoken;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  req.tempToken = token === '' ? null : token;
  return token;
}

export function authenticateParent(pool: pg.Pool) {
  return guard('parent-test', async function authenticateParentRequest(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const session = await lookupParentSession(pool, readTemToken(req));
    if (!session) throw new AppError('notLoggedIn');
    req.parent = session;
    actAs({ kind: 'parent', institutionId: session.institutionId });
  });
}

/** The hook of the parent's sync, whose session is checked with the change (parent-sync.ts): the shape only. */
export const requireParentToken = guard('parent-test', async function requireParentToken(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!TEM_TOKEN_SHAPE.test(readTemToken(req))) throw new AppError('notLoggedIn');
  actAs({ kind: 'parent' });
});

/** For handlers behind `authenticateParent`: the session, for this test only. */
export function parentOf(req: FastifyRequest, testId: string): ParentSession {
  const session = req.parent;
  if (!session || session.testId !== testId) throw new AppError('notLoggedIn');
  return session;
}
