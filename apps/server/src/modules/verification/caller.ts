/**
 * Who may ask for and check codes: a logged-in user (`token`) or a parent with a live temporary
 * session (`temtoken`). Either way the code row belongs to an institution:
 * the user's current one, or that of the parent's test.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Locale } from '@portal/shared';
import { AppError } from '../../http/envelope';
import { localeFromHeader } from '../../http/locale';
import { authenticate, guard } from '../auth';

export interface Caller {
  kind: 'user' | 'parent';
  /** Null for a user with no current institution (the special admin may have none). */
  institutionId: string | null;
  locale: Locale;
}

/** Finds a parent's live temporary session by its token (testing's lookupParentSession fits). */
export type ParentLookup = (pool: pg.Pool, token: string) => Promise<{ institutionId: string } | null>;

declare module 'fastify' {
  interface FastifyRequest {
    verificationCaller: Caller | null;
  }
}

function headerValue(value: string | string[] | undefined): string {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.trim() ?? '';
}

export function authenticateCaller(pool: pg.Pool, parentLookup: ParentLookup) {
  const asUser = authenticate(pool);
  return guard('login-or-parent', async function authenticateCallerRequest(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const temToken = headerValue(req.headers.temtoken);
    // A parent's phone holds no login token (it is cleared when the temporary one is stored).
    if (headerValue(req.headers.token) === '' && temToken !== '') {
      const session = await parentLookup(pool, temToken);
      if (!session) throw new AppError('notLoggedIn');
      req.verificationCaller = { kind: 'parent', institutionId: session.institutionId, locale: localeFromHeader(req.headers['accept-language']) };
      return;
    }
    await asUser(req, reply);
    const user = req.auth;
    if (!user) throw new AppError('notLoggedIn');
    req.verificationCaller = { kind: 'user', institutionId: user.institutionId, locale: user.localeType };
  });
}

export function callerOf(req: FastifyRequest): Caller {
  if (!req.verificationCaller) throw new AppError('notLoggedIn');
  return req.verificationCaller;
}
