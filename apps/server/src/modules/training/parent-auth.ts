/**
 * The parent's link (parent-api.ts): every parent call carries the link's token in the `temtoken`
 * header and reaches that link's one student. An unknown, malformed or revoked token answers 306
 * like a missing login (as auth/parent-token.ts does for a test's temporary session), so a
 * renewed link shuts the old phone out at once.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { AppError } from '../../http/envelope';
import { guard, readTemToken, TEM_TOKEN_SHAPE } from '../auth';

export interface TrainingParentSession {
  institutionId: string;
  studentId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    trainingParent: TrainingParentSession | null;
  }
}

// The join keeps a link of a removed student out even if a row were left behind.
const LOOKUP_SQL = `
select l.institution_id, l.student_id from training_parent_links l
  join training_students s on s.institution_id = l.institution_id and s.id = l.student_id
 where l.token = $1 and l.revoked_at is null`;

export async function lookupTrainingLink(pool: pg.Pool, token: string): Promise<TrainingParentSession | null> {
  if (!TEM_TOKEN_SHAPE.test(token)) return null;
  const result = await pool.query<{ institution_id: string; student_id: string }>({ name: 'training-parent-link', text: LOOKUP_SQL, values: [token] });
  const row = result.rows[0];
  return row ? { institutionId: row.institution_id, studentId: row.student_id } : null;
}

export function authenticateTrainingParent(pool: pg.Pool) {
  return guard('parent-training', async function authenticateTrainingParentRequest(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const session = await lookupTrainingLink(pool, readTemToken(req));
    if (!session) throw new AppError('notLoggedIn');
    req.trainingParent = session;
  });
}

/** For handlers behind `authenticateTrainingParent`. */
export function trainingParentOf(req: FastifyRequest): TrainingParentSession {
  if (!req.trainingParent) throw new AppError('notLoggedIn');
  return req.trainingParent;
}
