import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UserInfo, type VideoState, type VideoTranscodeStatus } from '@portal/shared';
import { buildApp } from '../../app';
import type { AppContext } from '../../context';
import { files, videoTranscodes } from './schema';
import { startJobQueue, type JobQueue } from '../../jobs/queue';
import { call, identityOf, loginAs, setLocale, switchIdentity, testConfig, useApi } from '../../../test/harness';
import { deleteFile } from './service';
import { pngBytes, uploadTo } from './test-support';
import { registerVideoQueue, runTranscodeJob, transcodeWorkDir } from './videos';
import { brokenMp4, makeMp4, settleTranscode, topLevelBoxes, type Fixture } from './video-test-support';
import { probeMedia, transcodeFile } from './transcoder';

const STATUS = '/api/language/video_transcode_status';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'portal-media-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

// `api.app` has no job queue (like most API tests); `app` below is built with a real one.
const api = useApi();
let jobs: JobQueue;
let ctx: AppContext;
let app: FastifyInstance;
let doctor: UserInfo;
const media = {} as Record<Fixture, Buffer>;

beforeAll(async () => {
  jobs = await startJobQueue(api.database.url, pino({ level: 'silent' }), { poolSize: 2 });
  ctx = { db: api.db, config: testConfig({ UPLOAD_DIR: api.uploadDir }), jobs };
  await registerVideoQueue(ctx, jobs, { timeLimitMs: 60_000, queueWaitMs: 600_000 });
  app = await buildApp({ ctx });
  await app.ready();
  doctor = await loginAs(app, 'doctor');
  for (const fixture of ['landscape', 'portraitSilent', 'audioOnly'] as const) media[fixture] = await makeMp4(mediaDir, fixture);
});
afterAll(async () => {
  await app?.close();
  await jobs?.stop();
});

async function upload(content: Buffer, filename = 'clip.mp4'): Promise<string> {
  const res = await uploadTo(app, doctor.token, [{ filename, content }]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data._id as string;
}

const rawPath = (id: string) => `/api/system/file/raw/${id}`;

async function status(body: unknown, options: { token?: string; on?: FastifyInstance } = {}) {
  return call<VideoTranscodeStatus>(options.on ?? app, STATUS, { token: options.token ?? doctor.token, body });
}

const settle = (originPath: string) => settleTranscode(app, doctor.token, originPath);

async function rowOf(originFileId: string) {
  const [row] = await api.db.orm
    .select()
    .from(videoTranscodes)
    .where(and(eq(videoTranscodes.institutionId, doctor.institutionId), eq(videoTranscodes.originFileId, originFileId)));
  return row;
}

/** Leftovers of jobs: every job removes its temporary folder. */
const workLeftovers = () => readdirSync(transcodeWorkDir(api.uploadDir));

async function transcodedMedia(url: string) {
  const res = await app.inject({ url, headers: { token: doctor.token } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('video/mp4');
  const file = path.join(mediaDir, `got-${Math.random().toString(16).slice(2)}.mp4`);
  await writeFile(file, res.rawPayload);
  return { bytes: res.rawPayload, info: await probeMedia(file) };
}

describe('POST /api/language/video_transcode_status', () => {
  it('starts Pending, runs the job, and ends Completed with a faststart H.264 Main / AAC copy of at most 720p', async () => {
    const originId = await upload(media.landscape, '课堂 clip.mp4');
    const first = await status({ origin_path: rawPath(originId) });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ transcoded_url: null, video_state: 'Pending', reason: null });
    expect(await rowOf(originId)).toMatchObject({ attempt: 1, createdBy: doctor._id });

    const { final, seen } = await settle(rawPath(originId));
    expect(['Pending', 'Transcoding', 'Completed'].filter((s) => seen.includes(s as VideoState))).toEqual(seen);
    expect(final).toEqual({ transcoded_url: expect.stringMatching(new RegExp(`^/resource/file/${UUID}$`)), video_state: 'Completed', reason: null });

    const { bytes, info } = await transcodedMedia(final.transcoded_url!);
    const boxes = topLevelBoxes(bytes);
    expect(boxes[0]).toBe('ftyp');
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat')); // +faststart
    expect(info.streams).toEqual([
      { kind: 'Video', codec: 'h264', profile: 'Main', width: 1280, height: 720, pixelFormat: 'yuv420p' },
      { kind: 'Audio', codec: 'aac', profile: 'LC' },
    ]);
    expect(info.duration).toBeGreaterThan(0.8);
    expect(info.duration).toBeLessThan(1.3);

    // The copy is a file of the same institution, owned by the original.
    const copyId = final.transcoded_url!.split('/').pop()!;
    const list = await call(app, '/api/system/file/list', { token: doctor.token, query: { from_id: originId } });
    expect(list.body.data).toEqual([expect.objectContaining({ _id: copyId, title: '课堂 clip.mp4', extension: 'mp4', source: 'transcode', from_id: originId })]);

    // Later calls, with any spelling of the origin, answer the same copy and start nothing.
    for (const origin of [originId, originId.toUpperCase(), `/resource/file/${originId}`, `https://portal.example${rawPath(originId)}?x=1`]) {
      expect((await status({ origin_path: origin })).body.data).toEqual(final);
    }
    expect((await rowOf(originId))?.attempt).toBe(1);
    expect((await call(app, '/api/system/file/list', { token: doctor.token, query: { from_id: originId } })).body.data).toHaveLength(1);
    // The job removes its work directory just after it records the outcome.
    await expect.poll(workLeftovers, { timeout: 10_000 }).toEqual([]);
  });

  it('scales a portrait video without sound to 720×1280 and adds no audio track', async () => {
    const originId = await upload(media.portraitSilent);
    expect((await status({ origin_path: originId })).body.data.video_state).toBe('Pending');
    const { final } = await settle(originId);
    expect(final.video_state).toBe('Completed');
    const { info } = await transcodedMedia(final.transcoded_url!);
    expect(info.streams).toEqual([{ kind: 'Video', codec: 'h264', profile: 'Main', width: 720, height: 1280, pixelFormat: 'yuv420p' }]);
  });

  it('simultaneous first calls make one transcode and one copy', async () => {
    const originId = await upload(media.landscape);
    const answers = await Promise.all([1, 2, 3, 4].map(() => status({ origin_path: rawPath(originId) })));
    for (const a of answers) expect([a.status, a.body.data.video_state]).toEqual([200, expect.stringMatching(/^(Pending|Transcoding|Completed)$/)]);
    expect(answers.filter((a) => a.body.data.video_state === 'Pending').length).toBeGreaterThan(0);
    expect((await settle(originId)).final.video_state).toBe('Completed');
    expect((await call(app, '/api/system/file/list', { token: doctor.token, query: { from_id: originId } })).body.data).toHaveLength(1);
  });

  it('a file without a picture, or one ffmpeg cannot read, ends Failed with a reason in the user’s language; retry starts a new attempt', async () => {
    const silentId = await upload(media.audioOnly);
    await status({ origin_path: silentId });
    expect((await settle(silentId)).final).toEqual({ transcoded_url: null, video_state: 'Failed', reason: '该文件不含视频画面' });
    expect((await rowOf(silentId))?.failureDetail).toBe('no video stream');

    const brokenId = await upload(brokenMp4());
    await status({ origin_path: brokenId });
    expect((await settle(brokenId)).final).toEqual({ transcoded_url: null, video_state: 'Failed', reason: '无法读取该视频文件，请重新上传' });
    await setLocale(app, doctor.token, 'en');
    try {
      expect((await status({ origin_path: brokenId })).body.data.reason).toBe('The video file could not be read; please upload it again');
    } finally {
      await setLocale(app, doctor.token, 'zh');
    }

    // Without retry a failure stays; with it, a new attempt runs (and fails the same way).
    expect((await status({ origin_path: brokenId, retry: false })).body.data.video_state).toBe('Failed');
    expect((await status({ origin_path: brokenId, retry: true })).body.data).toEqual({ transcoded_url: null, video_state: 'Pending', reason: null });
    expect((await rowOf(brokenId))?.attempt).toBe(2);
    expect((await settle(brokenId)).final.video_state).toBe('Failed');
    // The job removes its work directory just after it records the outcome.
    await expect.poll(workLeftovers, { timeout: 10_000 }).toEqual([]);
  });

  it('another institution’s video answers 404 like an unknown one, and so does its copy', async () => {
    const originId = await upload(media.portraitSilent);
    await status({ origin_path: originId });
    const { final } = await settle(originId);
    const unknown = await status({ origin_path: '0f0f0f0f-0000-4000-8000-000000000000' });
    expect([unknown.status, unknown.body.code, unknown.body.success]).toEqual([404, 404, false]);

    await switchIdentity(app, doctor.token, identityOf(doctor, 'Clinician', 'other'));
    try {
      for (const origin of [originId, rawPath(originId)]) {
        const res = await status({ origin_path: origin });
        expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: unknown.body });
      }
      expect((await app.inject({ url: final.transcoded_url!, headers: { token: doctor.token } })).statusCode).toBe(404);
    } finally {
      await switchIdentity(app, doctor.token, { institutionId: doctor.institutionId, roleId: doctor.roleId });
    }
    expect((await status({ origin_path: originId })).body.data).toEqual(final);
  });

  it('bad input is a translated 400, a file that is not mp4 a 415, no session a 401; nothing is recorded', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'origin_path（必填）'],
      [{ origin_path: '' }, 'origin_path（格式不正确）'],
      [{ origin_path: 'clip.mp4' }, 'origin_path（格式不正确）'],
      [{ origin_path: '/api/system/file/raw/../../etc/passwd' }, 'origin_path（格式不正确）'],
      [{ origin_path: 'x'.repeat(700) }, 'origin_path'],
      [{ origin_path: 42 }, 'origin_path'],
      [{ origin_path: '0f0f0f0f-0000-4000-8000-000000000000', retry: 'yes' }, 'retry'],
    ];
    for (const [body, text] of cases) {
      const res = await status(body);
      expect([res.status, res.body.code, res.body.message], JSON.stringify(body)).toEqual([400, 400, expect.stringContaining(text)]);
    }
    await setLocale(app, doctor.token, 'en');
    try {
      expect((await status({ origin_path: 'clip.mp4' })).body.message).toBe('Invalid input: origin_path (wrong format)');
      const png = await uploadTo(app, doctor.token, [{ filename: 'a.png', content: pngBytes() }]);
      const res = await status({ origin_path: png.body.data.file_path });
      expect([res.status, res.body.code, res.body.message]).toEqual([415, 670, 'Only video and audio files can be transcoded (MP4, MOV, WebM, M4A, MP3, WAV, OGG)']);
    } finally {
      await setLocale(app, doctor.token, 'zh');
    }
    const anonymous = await app.inject({ method: 'POST', url: STATUS, payload: { origin_path: '0f0f0f0f-0000-4000-8000-000000000000' } });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 306]);
    const rows = await api.db.orm.select().from(videoTranscodes).where(eq(videoTranscodes.originFileId, '0f0f0f0f-0000-4000-8000-000000000000'));
    expect(rows).toEqual([]);
  });

  it('without a job queue the call refuses (503, translated) and records nothing', async () => {
    const originId = await upload(media.portraitSilent);
    const res = await status({ origin_path: originId }, { on: api.app });
    expect([res.status, res.body.code, res.body.message]).toEqual([503, 671, '视频转码服务暂不可用，请稍后再试']);
    expect(await rowOf(originId)).toBeUndefined();
  });

  it('a transcode whose worker vanished is reported Failed (timed out) once its deadline passed', async () => {
    const originId = await upload(media.portraitSilent);
    await api.db.orm.insert(videoTranscodes).values({ institutionId: doctor.institutionId, originFileId: originId, state: 'Transcoding', deadlineAt: new Date(Date.now() + 60_000) });
    expect((await status({ origin_path: originId })).body.data.video_state).toBe('Transcoding');
    await api.db.orm.update(videoTranscodes).set({ deadlineAt: new Date(Date.now() - 1000) }).where(eq(videoTranscodes.originFileId, originId));
    expect((await status({ origin_path: originId })).body.data).toEqual({ transcoded_url: null, video_state: 'Failed', reason: '视频转码超时' });
    // …and can be retried like any failure.
    expect((await status({ origin_path: originId, retry: true })).body.data.video_state).toBe('Pending');
    expect((await settle(originId)).final.video_state).toBe('Completed');
  });

  it('deleting the copy forgets the transcode: the next call starts over', async () => {
    const originId = await upload(media.portraitSilent);
    await status({ origin_path: originId });
    const { final } = await settle(originId);
    expect(await deleteFile(ctx, doctor.institutionId, final.transcoded_url!.split('/').pop()!)).toBe(true);
    expect(await rowOf(originId)).toBeUndefined();
    expect((await status({ origin_path: originId })).body.data.video_state).toBe('Pending');
    expect((await settle(originId)).final.video_state).toBe('Completed');
  });
});

describe('the transcode job', () => {
  it('kills ffmpeg at the time limit, records the timeout and removes its temporary files', async () => {
    const file = path.join(mediaDir, 'landscape.mp4');
    expect(await transcodeFile(file, path.join(mediaDir, 'never.mp4'), 30)).toMatchObject({ ok: false, reason: 'videoTranscodeTimeout' });

    const originId = await upload(media.landscape);
    // A row made by hand: no job was sent, so only this call works on it.
    await api.db.orm.insert(videoTranscodes).values({ institutionId: doctor.institutionId, originFileId: originId, deadlineAt: new Date(Date.now() + 60_000) });
    const outcome = await runTranscodeJob(ctx, { institutionId: doctor.institutionId, originFileId: originId, attempt: 1 }, { timeLimitMs: 30, queueWaitMs: 60_000 });
    expect(outcome).toEqual({ state: 'Failed', reason: 'videoTranscodeTimeout' });
    expect(await rowOf(originId)).toMatchObject({ state: 'Failed', failureReason: 'videoTranscodeTimeout', transcodedFileId: null });
    // The job removes its work directory just after it records the outcome.
    await expect.poll(workLeftovers, { timeout: 10_000 }).toEqual([]);
  });

  it('a job of an attempt that is no longer current does nothing', async () => {
    const originId = await upload(media.portraitSilent);
    await api.db.orm.insert(videoTranscodes).values({ institutionId: doctor.institutionId, originFileId: originId, attempt: 2, deadlineAt: new Date(Date.now() + 60_000) });
    expect(await runTranscodeJob(ctx, { institutionId: doctor.institutionId, originFileId: originId, attempt: 1 })).toEqual({ state: 'Skipped' });
    expect(await rowOf(originId)).toMatchObject({ state: 'Pending', attempt: 2 });
    const copies = await api.db.orm.select().from(files).where(and(eq(files.institutionId, doctor.institutionId), eq(files.fromId, originId)));
    expect(copies).toEqual([]);
  });

  it('tries a failure with no known cause again, up to its limit, and records the last one', async () => {
    const job = async (tries: number, failFirst: number) => {
      const originId = await upload(media.portraitSilent);
      await api.db.orm.insert(videoTranscodes).values({ institutionId: doctor.institutionId, originFileId: originId, deadlineAt: new Date(Date.now() + 60_000) });
      let calls = 0;
      // The real ffmpeg, after `failFirst` tries that end the way an unexplained crash does.
      const flaky: typeof transcodeFile = async (...args) => (++calls <= failFirst ? { ok: false, reason: 'videoTranscodeFailed', detail: `exit 139 (try ${calls})` } : transcodeFile(...args));
      const outcome = await runTranscodeJob(ctx, { institutionId: doctor.institutionId, originFileId: originId, attempt: 1 }, { timeLimitMs: 60_000, queueWaitMs: 60_000, tries }, flaky);
      return { outcome, calls, row: await rowOf(originId) };
    };
    const recovered = await job(3, 2);
    expect([recovered.outcome.state, recovered.calls, recovered.row?.state]).toEqual(['Completed', 3, 'Completed']);
    const failed = await job(2, 5);
    expect([failed.outcome, failed.calls]).toEqual([{ state: 'Failed', reason: 'videoTranscodeFailed' }, 2]);
    expect(failed.row).toMatchObject({ state: 'Failed', failureReason: 'videoTranscodeFailed', failureDetail: 'try 2 of 2: exit 139 (try 2)', transcodedFileId: null });
    // The job removes its work directory just after it records the outcome.
    await expect.poll(workLeftovers, { timeout: 10_000 }).toEqual([]);
  });

  it('gives the viewer the original when it already plays everywhere (H.264 ≤ 720p, AAC, movie box first)', async () => {
    const { readFile } = await import('node:fs/promises');
    const originId = await upload(await readFile(path.join(import.meta.dirname, 'fixtures/media/web.mp4')));
    expect((await status({ origin_path: originId })).body.data.video_state).toBe('Pending');
    const { final } = await settle(originId);
    expect(final).toEqual({ transcoded_url: `/resource/file/${originId}`, video_state: 'Completed', reason: null });
    expect((await call(app, '/api/system/file/list', { token: doctor.token, query: { from_id: originId } })).body.data).toEqual([]);
  });
});
