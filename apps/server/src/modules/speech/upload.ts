/**
 * A recording's upload: multipart with one audio file, what it is in the query. Checked by content
 * twice: the files module's recognition of phone media (`stageMedia`: wav, mp3, m4a, WebM, Ogg by
 * their bytes, whatever the file is called), then ffmpeg's reading of it (an audio stream, no
 * video picture). Stored through the files module under the extension its content names.
 *
 * There is no resumable upload in the files module, so an upload is idempotent per (session,
 * question, part) instead: the recording page retries a dropped upload with the same bytes and
 * gets the stored recording back; different bytes replace it (the item was recorded again), and
 * the replaced files, outcome and amendment go with it.
 */
import { createReadStream } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { FULL_AUDIO_QUESTION_ID, fileExtension, SPEECH_UPLOAD_MAX_MB, type AudioRecording, type speechUploadQuery } from '@portal/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import type { SessionUser } from '../auth';
import { cleanTitle, deleteFile, multipartError, probeMedia, removeQuietly, stageMedia, storeFile, type StagedUpload } from '../files';
import { institutionFor, sessionRowOf, speechTestOf } from './access';
import { sendSessionJob } from './jobs';
import { presentRecording, recordingsOf } from './presenter';
import { speechOutcomes, speechRecordings, speechSessions } from './schema';
import { hasQuestion, initialsOf, targetWordOf } from './targets';

export type UploadQuery = z.output<typeof speechUploadQuery>;

const MAX_BYTES = SPEECH_UPLOAD_MAX_MB * 1024 * 1024;

async function stageAudio(ctx: AppContext, req: FastifyRequest): Promise<{ staged: StagedUpload; title: string }> {
  if (!req.isMultipart()) throw new AppError('uploadMissing');
  let staged: StagedUpload | null = null;
  let title = '';
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 4096 } })) {
      if (part.type !== 'file') continue;
      const extension = fileExtension(part.filename ?? '');
      title = cleanTitle(part.filename, extension);
      const media = await stageMedia(ctx.config.uploadDir, SPEECH_UPLOAD_MAX_MB, part.file);
      staged = media;
      if (media.media.kind !== 'audio') throw new AppError('speechNotAudio');
    }
  } catch (error) {
    if (staged) await removeQuietly(staged.file);
    throw multipartError(error, SPEECH_UPLOAD_MAX_MB);
  }
  if (!staged) throw new AppError('uploadMissing');
  return { staged, title };
}

/** Audio only: at least one audio stream, and no picture but an mp3's cover art. */
async function audioDurationMs(file: string): Promise<number | null> {
  const info = await probeMedia(file).catch(() => null);
  const audio = info?.streams.some((s) => s.kind === 'Audio');
  const picture = info?.streams.some((s) => s.kind === 'Video' && !['mjpeg', 'png'].includes(s.codec));
  if (!info || !audio || picture) throw new AppError('speechNotAudio');
  return info.duration === null ? null : Math.round(info.duration * 1000);
}

export async function receiveRecording(ctx: AppContext, user: SessionUser, req: FastifyRequest, query: UploadQuery): Promise<AudioRecording> {
  const institutionId = await institutionFor(ctx, user);
  const session = await sessionRowOf(ctx.db.orm, institutionId, query.session_id);
  if (session.endTime) throw new AppError('speechSessionClosed');
  const test = await speechTestOf(ctx.db.orm, institutionId, session.testId);
  const full = query.part === 'full';
  const questionId = full ? FULL_AUDIO_QUESTION_ID : query.question_id;
  if (!questionId) throw new AppError('speechQuestionRequired');
  if (!full && !hasQuestion(test, questionId)) throw new AppError('speechQuestionUnknown', { question: questionId });

  const { staged, title } = await stageAudio(ctx, req);
  const key = and(eq(speechRecordings.institutionId, institutionId), eq(speechRecordings.sessionId, session.id), eq(speechRecordings.questionId, questionId), eq(speechRecordings.part, query.part));
  let previous: typeof speechRecordings.$inferSelect | undefined;
  try {
    [previous] = await ctx.db.orm.select().from(speechRecordings).where(key);
    if (previous?.uploadSha256 === staged.sha256) {
      // The same bytes again: a retried upload. Only a take's place in the full audio may change:
      // after a resumed sitting the page sends earlier takes again without one.
      const timestampMs = full ? 0 : (query.timestamp ?? null);
      if (previous.timestampMs !== timestampMs) await ctx.db.orm.update(speechRecordings).set({ timestampMs }).where(key);
      const [same] = await recordingsOf(ctx.db.orm, institutionId, { sessionId: session.id, recordingId: previous.id });
      return presentRecording(same!);
    }
    const probed = await audioDurationMs(staged.file);
    const stored = await storeFile(ctx, {
      institutionId,
      title,
      extension: staged.extension,
      body: createReadStream(staged.file),
      size: staged.size,
      fromId: session.id,
      source: 'upload',
      createdBy: user.userId,
    });
    const target = full ? '' : targetWordOf(test, questionId);
    const values = {
      status: full ? 'FullAudio' : (query.status ?? 'Successful'),
      initTag: query.init_tag ?? '',
      uploadFileId: stored._id,
      uploadSha256: staged.sha256,
      webFileId: null,
      transcodeState: 'Pending',
      transcodeDetail: null,
      timestampMs: full ? 0 : (query.timestamp ?? null),
      audioDurationMs: query.audio_duration ?? probed,
      scoreAudio: { target_word: target, words_recognized: '', sub_initials: initialsOf(target) },
      recString: '',
    };
    const recordingId = await ctx.db.orm.transaction(async (tx) => {
      const [row] = await tx
        .insert(speechRecordings)
        .values({ institutionId, sessionId: session.id, testId: test.id, part: query.part, questionId, ...values })
        .onConflictDoUpdate({ target: [speechRecordings.institutionId, speechRecordings.sessionId, speechRecordings.questionId, speechRecordings.part], set: { ...values, createdTime: sql`clock_timestamp()` } })
        .returning({ id: speechRecordings.id });
      if (full) {
        await tx
          .update(speechSessions)
          .set({ fullAudioPath: `/file/${stored._id}`, fullAudioDurationMs: values.audioDurationMs })
          .where(and(eq(speechSessions.institutionId, institutionId), eq(speechSessions.id, session.id)));
      } else {
        // A new take of the item: its earlier outcome and amendment described other audio.
        const fresh = { scoring: 'pending', attempts: 0, failureDetail: null, outcome: null, amendOutcome: null, amendedBy: null, amendedAt: null };
        await tx
          .insert(speechOutcomes)
          .values({ institutionId, recordingId: row!.id, testId: test.id, sessionId: session.id, ...fresh })
          .onConflictDoUpdate({ target: [speechOutcomes.institutionId, speechOutcomes.recordingId], set: fresh });
      }
      return row!.id;
    });
    if (previous) {
      await deleteFile(ctx, institutionId, previous.uploadFileId).catch(() => undefined);
      if (previous.webFileId) await deleteFile(ctx, institutionId, previous.webFileId).catch(() => undefined);
    }
    await sendSessionJob(ctx, { institutionId, sessionId: session.id });
    const [presented] = await recordingsOf(ctx.db.orm, institutionId, { sessionId: session.id, recordingId });
    return presentRecording(presented!);
  } finally {
    await removeQuietly(staged.file);
  }
}
