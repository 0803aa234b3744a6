/**
 * Video transcoding (see README.md in this folder): the status call records a transcode and
 * sends a job the first time, then answers its state; the job transcodes with ffmpeg in a child
 * process and stores the copy as a file of the same institution.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { errorCatalogue, errorText, FILE_RESOURCE_PREFIX, MEDIA_SNIFF_BYTES, mediaKindOf, videoOriginFileId, type ErrorKey, type FileInfo, type Locale, type VideoState, type VideoTranscodeStatus } from '@portal/shared';
import type { AppContext } from '../../context';
import { files, videoTranscodes } from './schema';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../http/envelope';
import type { SessionUser } from '../auth';
import { deleteFile, institutionOf, openFile, storeFile } from './service';
import { isWebPlayable, probeMedia, transcodeFile } from './transcoder';

export const VIDEO_TRANSCODE_QUEUE = 'video-transcode';

export interface TranscodeJob {
  institutionId: string;
  originFileId: string;
  attempt: number;
}

export interface TranscodeLimits {
  /** ffmpeg is killed after this long. */
  timeLimitMs: number;
  /** A Pending row whose job has not started by then counts as lost (no worker took it). */
  queueWaitMs: number;
  /** Tries of a failure with no known cause before it is recorded (default 3). */
  tries?: number;
}

const DEFAULT_TRIES = 3;

export const DEFAULT_LIMITS: TranscodeLimits = { timeLimitMs: 20 * 60_000, queueWaitMs: 6 * 3600_000 };
/** Beyond ffmpeg's own limit: reading the original and storing the copy. */
const STORE_GRACE_MS = 5 * 60_000;

type Row = typeof videoTranscodes.$inferSelect;

const after = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

const rowKey = (institutionId: string, originFileId: string) =>
  and(eq(videoTranscodes.institutionId, institutionId), eq(videoTranscodes.originFileId, originFileId));

function reasonKey(value: string | null): ErrorKey {
  return value !== null && value in errorCatalogue ? (value as ErrorKey) : 'videoTranscodeFailed';
}

export function presentTranscode(row: Pick<Row, 'state' | 'transcodedFileId' | 'failureReason'>, locale: Locale): VideoTranscodeStatus {
  const state = row.state as VideoState;
  return {
    transcoded_url: state === 'Completed' && row.transcodedFileId ? `${FILE_RESOURCE_PREFIX}${row.transcodedFileId}` : null,
    video_state: state,
    reason: state === 'Failed' ? errorText(reasonKey(row.failureReason), locale) : null,
  };
}

async function readRow(ctx: AppContext, institutionId: string, originFileId: string): Promise<Row | undefined> {
  const [row] = await ctx.db.orm.select().from(videoTranscodes).where(rowKey(institutionId, originFileId));
  return row;
}

async function sendJob(ctx: AppContext, job: TranscodeJob): Promise<void> {
  if (!ctx.jobs) throw new AppError('videoTranscodeUnavailable');
  await ctx.jobs.send(VIDEO_TRANSCODE_QUEUE, job);
}

/**
 * POST /api/language/video_transcode_status: the state of the transcode of one uploaded video or
 * recording of the caller's institution, started on the first call (and again on `retry` after Failed).
 */
export async function transcodeStatus(
  ctx: AppContext,
  session: SessionUser,
  input: { origin_path: string; retry?: boolean | undefined },
  locale: Locale,
  limits: TranscodeLimits = DEFAULT_LIMITS,
): Promise<VideoTranscodeStatus> {
  const institutionId = institutionOf(session);
  const originFileId = videoOriginFileId(input.origin_path);
  if (!originFileId) throw new AppError('notFound');
  const [file] = await ctx.db.orm
    .select({ extension: files.extension })
    .from(files)
    .where(and(eq(files.institutionId, institutionId), eq(files.id, originFileId)));
  if (!file) throw new AppError('notFound');
  if (playableKind(file.extension) === null) throw new AppError('videoNotMp4');

  let row = await readRow(ctx, institutionId, originFileId);
  if (!row) {
    if (!ctx.jobs) throw new AppError('videoTranscodeUnavailable');
    const [inserted] = await ctx.db.orm
      .insert(videoTranscodes)
      .values({ institutionId, originFileId, createdBy: session.userId, deadlineAt: after(limits.queueWaitMs) })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await sendOrForget(ctx, inserted);
      return presentTranscode(inserted, locale);
    }
    // Another call made it first.
    row = await readRow(ctx, institutionId, originFileId);
    if (!row) throw new AppError('notFound'); // the file was deleted meanwhile
  }

  if (row.state === 'Failed' && input.retry) {
    if (!ctx.jobs) throw new AppError('videoTranscodeUnavailable');
    const [restarted] = await ctx.db.orm
      .update(videoTranscodes)
      .set({ state: 'Pending', attempt: sql`${videoTranscodes.attempt} + 1`, failureReason: null, failureDetail: null, updatedAt: sql`now()`, deadlineAt: after(limits.queueWaitMs) })
      .where(and(rowKey(institutionId, originFileId), eq(videoTranscodes.state, 'Failed')))
      .returning();
    if (restarted) {
      await sendOrForget(ctx, restarted);
      return presentTranscode(restarted, locale);
    }
    row = (await readRow(ctx, institutionId, originFileId)) ?? row;
  }

  if (row.state === 'Pending' || row.state === 'Transcoding') {
    // Its worker died (or none ever took the job): say so instead of "transcoding" forever.
    const [lost] = await ctx.db.orm
      .update(videoTranscodes)
      .set({ state: 'Failed', failureReason: 'videoTranscodeTimeout', failureDetail: `no result by the deadline (state was ${row.state})`, updatedAt: sql`now()` })
      .where(and(rowKey(institutionId, originFileId), eq(videoTranscodes.attempt, row.attempt), inArray(videoTranscodes.state, ['Pending', 'Transcoding']), lt(videoTranscodes.deadlineAt, sql`now()`)))
      .returning();
    if (lost) return presentTranscode(lost, locale);
  }
  return presentTranscode(row, locale);
}

/** Sends the row's job; if that fails the row goes, so the next call tries again. */
async function sendOrForget(ctx: AppContext, row: Row): Promise<void> {
  try {
    await sendJob(ctx, { institutionId: row.institutionId, originFileId: row.originFileId, attempt: row.attempt });
  } catch (error) {
    await ctx.db.orm.delete(videoTranscodes).where(and(rowKey(row.institutionId, row.originFileId), eq(videoTranscodes.attempt, row.attempt)));
    throw error;
  }
}

export interface TranscodeOutcome {
  state: VideoState | 'Skipped';
  reason?: ErrorKey;
  fileId?: string;
  /** Completed with the original itself: it already plays in every browser. */
  original?: boolean;
}

/** Video or audio for a stored extension that the job takes; null for anything else. */
export function playableKind(extension: string): 'video' | 'audio' | null {
  const kind = mediaKindOf(extension);
  return kind === 'video' || kind === 'audio' ? kind : null;
}

/** Where a job works: beside the stored files (like upload staging), never inside the storage's keys. */
export const transcodeWorkDir = (uploadDir: string) => path.join(uploadDir, '_transcode');

/** What a job runs: ffmpeg for real; a test may wrap it to fail a try. */
export type Transcode = typeof transcodeFile;

const retryPause = (tryNo: number) => new Promise((resolve) => setTimeout(resolve, 500 * tryNo));

/**
 * The job: claims its attempt (Pending → Transcoding), copies the original into a temporary
 * folder, and either finds it already plays everywhere (Completed with the original, no copy) or
 * runs ffmpeg and stores the result, then records Completed or Failed. A failure with no known
 * cause (ffmpeg's unexplained exit, the storage refusing the copy) is tried again, up to
 * `limits.tries` in all; a known one (unreadable, no picture, too slow) is recorded at once. The
 * copy becomes a file only once ffmpeg finished and it is stored whole, so a half-written output is
 * never served. The temporary folder is removed whatever happens; a job whose attempt is no longer
 * current does nothing.
 */
export async function runTranscodeJob(ctx: AppContext, job: TranscodeJob, limits: TranscodeLimits = DEFAULT_LIMITS, transcode: Transcode = transcodeFile): Promise<TranscodeOutcome> {
  const { institutionId, originFileId, attempt } = job;
  const tries = limits.tries ?? DEFAULT_TRIES;
  const current = and(rowKey(institutionId, originFileId), eq(videoTranscodes.attempt, attempt), eq(videoTranscodes.state, 'Transcoding'));
  const [claimed] = await ctx.db.orm
    .update(videoTranscodes)
    .set({ state: 'Transcoding', updatedAt: sql`now()`, deadlineAt: after(tries * limits.timeLimitMs + STORE_GRACE_MS) })
    .where(and(rowKey(institutionId, originFileId), eq(videoTranscodes.attempt, attempt), eq(videoTranscodes.state, 'Pending')))
    .returning();
  if (!claimed) return { state: 'Skipped' };

  const fail = async (reason: ErrorKey, detail: string): Promise<TranscodeOutcome> => {
    await ctx.db.orm
      .update(videoTranscodes)
      .set({ state: 'Failed', failureReason: reason, failureDetail: detail.slice(-2000), updatedAt: sql`now()` })
      .where(current);
    return { state: 'Failed', reason };
  };
  const complete = async (fileId: string) =>
    (await ctx.db.orm.update(videoTranscodes).set({ state: 'Completed', transcodedFileId: fileId, updatedAt: sql`now()` }).where(current).returning({ state: videoTranscodes.state })).length > 0;

  const base = transcodeWorkDir(ctx.config.uploadDir);
  await mkdir(base, { recursive: true });
  const dir = await mkdtemp(path.join(base, 'job-'));
  try {
    let original: { title: string; extension: string };
    const input = path.join(dir, 'input');
    try {
      const opened = await openFile(ctx, institutionId, originFileId);
      original = { title: opened.title, extension: opened.extension };
      await pipeline(opened.stream, createWriteStream(input));
    } catch (error) {
      if (error instanceof AppError) return await fail('videoUnreadable', 'the original file or its bytes are gone');
      throw error;
    }
    const kind = playableKind(original.extension);
    if (!kind) return await fail('videoTranscodeFailed', `not a video or recording: .${original.extension}`);

    const info = await probeMedia(input, { extension: original.extension });
    if (info.streams.length === 0) return await fail('videoUnreadable', 'ffmpeg finds no stream in it');
    if (kind === 'video' && !info.streams.some((s) => s.kind === 'Video')) return await fail('videoNoVideoStream', 'no video stream');
    if (isWebPlayable(original.extension, info, await readHead(input))) {
      if (await complete(originFileId)) return { state: 'Completed', fileId: originFileId, original: true };
      return { state: 'Skipped' };
    }

    const target = kind === 'audio' ? 'm4a' : 'mp4';
    const output = path.join(dir, `output.${target}`);
    let last: { reason: ErrorKey; detail: string } = { reason: 'videoTranscodeFailed', detail: '' };
    for (let tryNo = 1; tryNo <= tries; tryNo += 1) {
      if (tryNo > 1) await retryPause(tryNo - 1);
      await rm(output, { force: true });
      const result = await transcode(input, output, limits.timeLimitMs, original.extension, kind);
      if (!result.ok) {
        last = { reason: result.reason, detail: `try ${tryNo} of ${tries}: ${result.detail}` };
        if (result.reason === 'videoTranscodeFailed') continue;
        break;
      }
      let stored: FileInfo;
      try {
        const { size } = await stat(output);
        stored = await storeFile(ctx, {
          institutionId,
          title: `${original.title.replace(/\.[A-Za-z0-9]{1,10}$/, '')}.${target}`,
          extension: target,
          body: createReadStream(output),
          size,
          fromId: originFileId,
          source: 'transcode',
          createdBy: claimed.createdBy,
        });
      } catch (error) {
        last = { reason: 'videoTranscodeFailed', detail: `try ${tryNo} of ${tries}: storing the copy: ${error instanceof Error ? error.message : String(error)}` };
        continue;
      }
      if (!(await complete(stored._id))) {
        // Declared lost, restarted or deleted meanwhile: this copy belongs to nobody.
        await deleteFile(ctx, institutionId, stored._id);
        return { state: 'Skipped' };
      }
      return { state: 'Completed', fileId: stored._id };
    }
    return await fail(last.reason, last.detail);
  } catch (error) {
    await fail('videoTranscodeFailed', error instanceof Error ? error.message : String(error)).catch(() => undefined);
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(MEDIA_SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Transcodes whose job was lost (a killed process, a queue that never ran it): past their
 * deadline they are recorded Failed with the timeout reason, the same answer the status call
 * gives on its own, so the viewer shows it and offers a retry without waiting for someone to look.
 */
export async function sweepLostTranscodes(ctx: AppContext): Promise<number> {
  const lost = await ctx.db.orm
    .update(videoTranscodes)
    .set({ state: 'Failed', failureReason: 'videoTranscodeTimeout', failureDetail: sql`'no result by the deadline (state was ' || ${videoTranscodes.state} || ')'`, updatedAt: sql`now()` })
    .where(and(inArray(videoTranscodes.state, ['Pending', 'Transcoding']), lt(videoTranscodes.deadlineAt, sql`now()`)))
    .returning({ id: videoTranscodes.originFileId });
  return lost.length;
}

/** The job queue's worker for transcodes (jobs/registry.ts): one ffmpeg at a time per process. */
export async function registerVideoQueue(ctx: AppContext, jobs: JobQueue, limits: TranscodeLimits = DEFAULT_LIMITS): Promise<void> {
  await jobs.register<TranscodeJob, TranscodeOutcome>({
    name: VIDEO_TRANSCODE_QUEUE,
    concurrency: 1,
    expireInSeconds: Math.ceil(((limits.tries ?? DEFAULT_TRIES) * limits.timeLimitMs + STORE_GRACE_MS) / 1000),
    handler: (job) => runTranscodeJob(ctx, job, limits),
  });
}
