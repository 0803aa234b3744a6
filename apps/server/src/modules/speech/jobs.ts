/**
 * The session job (queue `speech-session`): makes the web copy of every recording still waiting
 * for one, then scores every item still waiting for a score. Sent after each upload and on close;
 * several jobs of one session are harmless (each item is claimed before it is scored, and a copy
 * is recorded only for the upload it was made from).
 *
 * Scoring: each item's upload is converted to 16 kHz 16-bit mono WAV and given to the configured
 * scorer (providers.speech). A failing provider leaves the item 'pending' and the job fails, so the
 * queue retries it; after SCORING_ATTEMPTS calls the item is 'failed': it stays awaiting the
 * clinician's review, visibly, and no score is made up.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { JobQueue } from '../../jobs/queue';
import type { SpeechItem, SpeechOutcome, SpeechScorer } from '../../providers/speech/scorer';
import { createProviders } from '../../providers/providers';
import { DEFAULT_SCORING_CONCURRENCY, settleBounded } from '../../providers/speech/score-all';
import { deleteFile, openFile, storeFile } from '../files';
import { convert, scoringWavArgs, webCopyArgs } from './audio-convert';
import { speechOutcomes, speechRecordings, speechSessions } from './schema';
import { pinyinOf } from './targets';

export const SPEECH_SESSION_QUEUE = 'speech-session';
/** Provider calls per item before it is left to the clinician. */
export const SCORING_ATTEMPTS = 3;

export interface SessionJob {
  institutionId: string;
  sessionId: string;
}

export interface SessionJobResult {
  transcoded: number;
  transcodeFailed: number;
  scored: number;
  scoringFailed: number;
  retrying: number;
}

export async function sendSessionJob(ctx: AppContext, job: SessionJob): Promise<void> {
  // API tests build apps without a queue; the job then runs when the test calls it.
  if (ctx.jobs) await ctx.jobs.send(SPEECH_SESSION_QUEUE, job);
}

const workDir = (uploadDir: string) => path.join(uploadDir, '_speech');

async function copyToDisk(ctx: AppContext, institutionId: string, fileId: string, file: string): Promise<void> {
  const opened = await openFile(ctx, institutionId, fileId);
  await pipeline(opened.stream, createWriteStream(file));
}

async function makeWebCopies(ctx: AppContext, job: SessionJob, dir: string): Promise<Pick<SessionJobResult, 'transcoded' | 'transcodeFailed'>> {
  const { institutionId, sessionId } = job;
  const waiting = await ctx.db.orm
    .select()
    .from(speechRecordings)
    .where(and(eq(speechRecordings.institutionId, institutionId), eq(speechRecordings.sessionId, sessionId), eq(speechRecordings.transcodeState, 'Pending')));
  let transcoded = 0;
  let transcodeFailed = 0;
  for (const recording of waiting) {
    const input = path.join(dir, `${recording.id}.in`);
    const output = path.join(dir, `${recording.id}.mp3`);
    const sameUpload = and(eq(speechRecordings.institutionId, institutionId), eq(speechRecordings.id, recording.id), eq(speechRecordings.uploadFileId, recording.uploadFileId), eq(speechRecordings.transcodeState, 'Pending'));
    await copyToDisk(ctx, institutionId, recording.uploadFileId, input);
    const result = await convert(webCopyArgs(input, output));
    if (!result.ok) {
      await ctx.db.orm.update(speechRecordings).set({ transcodeState: 'Failed', transcodeDetail: result.detail.slice(-2000) }).where(sameUpload);
      transcodeFailed += 1;
      continue;
    }
    const copy = await storeFile(ctx, {
      institutionId,
      title: `${recording.questionId}.mp3`,
      extension: 'mp3',
      body: createReadStream(output),
      size: (await stat(output)).size,
      fromId: recording.uploadFileId,
      source: 'transcode',
    });
    const done = await ctx.db.orm.transaction(async (tx) => {
      const [updated] = await tx.update(speechRecordings).set({ transcodeState: 'Completed', webFileId: copy._id }).where(sameUpload).returning({ part: speechRecordings.part });
      if (updated?.part === 'full') {
        await tx.update(speechSessions).set({ fullAudioPath: `/file/${copy._id}` }).where(and(eq(speechSessions.institutionId, institutionId), eq(speechSessions.id, sessionId)));
      }
      return updated !== undefined;
    });
    // Replaced meanwhile: this copy belongs to nobody.
    if (!done) await deleteFile(ctx, institutionId, copy._id);
    else transcoded += 1;
  }
  return { transcoded, transcodeFailed };
}

type Scored = { ok: true; outcome: SpeechOutcome } | { ok: false; detail: string };

/** One item: its upload as 16 kHz mono WAV, through the scorer. */
async function scoreOne(ctx: AppContext, scorer: SpeechScorer, institutionId: string, recording: typeof speechRecordings.$inferSelect, dir: string): Promise<Scored> {
  try {
    const input = path.join(dir, `${recording.id}.score-in`);
    const wav = path.join(dir, `${recording.id}.wav`);
    await copyToDisk(ctx, institutionId, recording.uploadFileId, input);
    const converted = await convert(scoringWavArgs(input, wav));
    if (!converted.ok) return { ok: false, detail: converted.detail };
    const target = (recording.scoreAudio as { target_word: string }).target_word;
    const item: SpeechItem = { target, wav16kMono: await readFile(wav), durationMs: recording.audioDurationMs ?? 0, audioPath: `/file/${recording.uploadFileId}` };
    return { ok: true, outcome: await scorer.score(item) };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

async function scoreItems(ctx: AppContext, scorer: SpeechScorer, job: SessionJob, dir: string): Promise<Pick<SessionJobResult, 'scored' | 'scoringFailed' | 'retrying'>> {
  const { institutionId, sessionId } = job;
  // Claimed: another job of this session skips them.
  const claimed = await ctx.db.orm
    .update(speechOutcomes)
    .set({ scoring: 'scoring', attempts: sql`${speechOutcomes.attempts} + 1`, claimedAt: sql`now()` })
    .where(and(eq(speechOutcomes.institutionId, institutionId), eq(speechOutcomes.sessionId, sessionId), eq(speechOutcomes.scoring, 'pending')))
    .returning({ recordingId: speechOutcomes.recordingId, attempts: speechOutcomes.attempts });
  if (claimed.length === 0) return { scored: 0, scoringFailed: 0, retrying: 0 };
  const recordings = await ctx.db.orm
    .select()
    .from(speechRecordings)
    .where(and(eq(speechRecordings.institutionId, institutionId), inArray(speechRecordings.id, claimed.map((c) => c.recordingId))));

  // Converting and scoring an item both wait (ffmpeg, the service): a bounded number at a time.
  const settled = await settleBounded(recordings, (recording) => scoreOne(ctx, scorer, institutionId, recording, dir), DEFAULT_SCORING_CONCURRENCY);
  const results = new Map<string, Scored>(
    recordings.map((recording, i) => {
      const result = settled[i]!;
      return [recording.id, result.status === 'fulfilled' ? result.value : { ok: false, detail: String(result.reason) }];
    }),
  );

  let scored = 0;
  let scoringFailed = 0;
  let retrying = 0;
  for (const recording of recordings) {
    const result = results.get(recording.id)!;
    const attempts = claimed.find((c) => c.recordingId === recording.id)!.attempts;
    const outcomeKey = and(eq(speechOutcomes.institutionId, institutionId), eq(speechOutcomes.recordingId, recording.id), eq(speechOutcomes.scoring, 'scoring'));
    if (result.ok) {
      await ctx.db.orm.transaction(async (tx) => {
        const [stored] = await tx.update(speechOutcomes).set({ scoring: 'scored', outcome: result.outcome, failureDetail: null }).where(outcomeKey).returning({ id: speechOutcomes.recordingId });
        if (!stored) return;
        // The review's recognised text follows the machine until a clinician amends it.
        const current = await tx.select({ amend: speechOutcomes.amendOutcome }).from(speechOutcomes).where(and(eq(speechOutcomes.institutionId, institutionId), eq(speechOutcomes.recordingId, recording.id)));
        if (current[0]?.amend) return;
        const heard = result.outcome.vop.text;
        await tx
          .update(speechRecordings)
          .set({ scoreAudio: sql`jsonb_set(${speechRecordings.scoreAudio}, '{words_recognized}', to_jsonb(${heard}::text))`, recString: result.outcome.vop.pinyin || pinyinOf(heard) })
          .where(and(eq(speechRecordings.institutionId, institutionId), eq(speechRecordings.id, recording.id)));
      });
      scored += 1;
    } else if (attempts >= SCORING_ATTEMPTS) {
      await ctx.db.orm.update(speechOutcomes).set({ scoring: 'failed', failureDetail: result.detail.slice(-2000) }).where(outcomeKey);
      scoringFailed += 1;
    } else {
      await ctx.db.orm.update(speechOutcomes).set({ scoring: 'pending', failureDetail: result.detail.slice(-2000) }).where(outcomeKey);
      retrying += 1;
    }
  }
  return { scored, scoringFailed, retrying };
}

export class ScoringRetryError extends Error {}

/** The job. Throws (so the queue retries) while an item's provider failed and has attempts left. */
export async function runSessionJob(ctx: AppContext, job: SessionJob, scorer: SpeechScorer): Promise<SessionJobResult> {
  const base = workDir(ctx.config.uploadDir);
  await mkdir(base, { recursive: true });
  const dir = await mkdtemp(path.join(base, 'job-'));
  try {
    const copies = await makeWebCopies(ctx, job, dir);
    const scoring = await scoreItems(ctx, scorer, job, dir);
    if (scoring.retrying > 0) throw new ScoringRetryError(`${scoring.retrying} item(s) of session ${job.sessionId} not scored yet; retrying`);
    return { ...copies, ...scoring };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The scorer the configuration names (providers.speech), made once like the other providers. */
export function speechScorerOf(ctx: AppContext, log: { info(message: string): void }): SpeechScorer {
  ctx.providers ??= createProviders(ctx.config, log);
  return ctx.providers.speech;
}

export async function registerSpeechQueue(ctx: AppContext, jobs: JobQueue): Promise<void> {
  await jobs.register<SessionJob, SessionJobResult>({
    name: SPEECH_SESSION_QUEUE,
    concurrency: 1,
    expireInSeconds: 30 * 60,
    retryLimit: SCORING_ATTEMPTS - 1,
    handler: (job) => runSessionJob(ctx, job, speechScorerOf(ctx, console)),
  });
}
