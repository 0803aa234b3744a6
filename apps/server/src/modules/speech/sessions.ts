/** A sitting's session: opened when the clinician starts recording, closed when the sitting ends. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AudioSession } from '@portal/shared';
import type { AppContext } from '../../context';
import type { SessionUser } from '../auth';
import { institutionFor, sessionRowOf, speechTestOf } from './access';
import { audioSessionsOf } from './presenter';
import { speechSessions } from './schema';
import { sendSessionJob } from './jobs';

export async function createSession(ctx: AppContext, user: SessionUser, testId: string): Promise<AudioSession> {
  const institutionId = await institutionFor(ctx, user);
  const test = await speechTestOf(ctx.db.orm, institutionId, testId);
  const [row] = await ctx.db.orm.insert(speechSessions).values({ institutionId, testId: test.id, createdBy: user.userId }).returning();
  return { _id: row!.id, test_id: test.id, startTime: row!.startTime.toISOString(), endTime: null, full_audio_path: null, full_audio_duration: null, data_list: [] };
}

/** Closing twice keeps the first end time; closing starts scoring whatever is still waiting. */
export async function closeSession(ctx: AppContext, user: SessionUser, sessionId: string): Promise<AudioSession> {
  const institutionId = await institutionFor(ctx, user);
  const row = await sessionRowOf(ctx.db.orm, institutionId, sessionId);
  await ctx.db.orm
    .update(speechSessions)
    .set({ endTime: sql`greatest(clock_timestamp(), ${speechSessions.startTime})` })
    .where(and(eq(speechSessions.institutionId, institutionId), eq(speechSessions.id, row.id), isNull(speechSessions.endTime)));
  await sendSessionJob(ctx, { institutionId, sessionId: row.id });
  const [presented] = await audioSessionsOf(ctx.db.orm, institutionId, { testId: row.testId, sessionId: row.id });
  return presented!;
}
