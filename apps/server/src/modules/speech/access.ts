/**
 * Who reaches a speech session: a clinician whose role may test, in the test's institution. Every
 * read goes through the institution: another institution's session, recording or outcome answers
 * 404 exactly like an unknown id. A parent's temporary token is no login: `authenticate` refuses it.
 */
import { and, eq } from 'drizzle-orm';
import { isSpeechTool } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import type { Executor } from '../../db/pool';
import { AppError } from '../../http/envelope';
import type { SessionUser } from '../auth';
import { requireTesting, testOf } from '../testing';
import type { TestRow } from '../testing/schema';
import { speechSessions } from './schema';

export type SpeechSessionRow = typeof speechSessions.$inferSelect;

export const institutionFor = (ctx: AppContext, session: SessionUser): Promise<string> => requireTesting(ctx, session);

/** The institution's speech test; 404 for another institution's or an unknown one, 409 for a test of another tool. */
export async function speechTestOf(db: Executor, institutionId: string, testId: string): Promise<TestRow> {
  const test = await testOf(db, institutionId, testId);
  if (!isSpeechTool(test.toolsType)) throw new AppError('speechNotSpeechTest');
  return test;
}

export async function sessionRowOf(db: Executor, institutionId: string, sessionId: string, lock = false): Promise<SpeechSessionRow> {
  if (!isUuid(sessionId)) throw new AppError('notFound');
  const query = db.select().from(speechSessions).where(and(eq(speechSessions.institutionId, institutionId), eq(speechSessions.id, sessionId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('notFound');
  return row;
}
