/** A sitting's session: opened when the clinician starts recording, closed when the sitting ends. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../http/envelope';
import type { AudioSession } from '@portal/shared';
import type { AppContext } from '../../context';
import type { SessionUser } from '../auth';
import { institutionFor, sessionRowOf, speechTestOf } from './access';
import { audioSessionsOf } from './presenter';
import { speechRecordings, speechSessions } from './schema';
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

/**
 * A reload mid-sitting: the page carries on with the same open session. Its recorder starts again,
 * so the full audio uploaded at the end covers the sitting from here on, and the takes recorded
 * before have no place in it: they lose their timestamp, and the review lists them without a mark
 * rather than marking them where something else was said. A session whose full audio is already
 * stored ended its recording: it is answered as it is, for the page to close. A closed one: 861.
 */
export async function resumeSession(ctx: AppContext, user: SessionUser, sessionId: string): Promise<AudioSession> {
  const institutionId = await institutionFor(ctx, user);
  const row = await ctx.db.orm.transaction(async (tx) => {
    const session = await sessionRowOf(tx, institutionId, sessionId, true);
    if (session.endTime) throw new AppError('speechSessionClosed');
    await speechTestOf(tx, institutionId, session.testId);
    if (!session.fullAudioPath) {
      await tx
        .update(speechRecordings)
        .set({ timestampMs: null })
        .where(and(eq(speechRecordings.institutionId, institutionId), eq(speechRecordings.sessionId, session.id), eq(speechRecordings.part, 'item')));
    }
    return session;
  });
  const [presented] = await audioSessionsOf(ctx.db.orm, institutionId, { testId: row.testId, sessionId: row.id });
  return presented!;
}
