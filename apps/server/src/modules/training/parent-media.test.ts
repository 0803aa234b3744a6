/**
 * Phone media through the parent's training upload, end to end on a real job queue: each format an
 * iPhone or an Android phone records (real small files, fixtures/media of the files module) is
 * recognised by content whatever it is called, sent as an activity's feedback, transcoded by the
 * ffmpeg job (or kept when it already plays everywhere) and served with its Content-Type and
 * nosniff; non-media and files over MEDIA_UPLOAD_MAX_MB (1 MB here) are refused with the message
 * and leave nothing stored.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_PARENT_PATHS as PP, TRAINING_PATHS as P, trainingStudent, type UserInfo } from '@portal/shared';
import { buildApp } from '../../app';
import { startJobQueue, type JobQueue } from '../../jobs/queue';
import { call, loginAs, testConfig, useApi } from '../../../test/harness';
import { children } from '../children/schema';
import { files } from '../files/schema';
import { multipart } from '../files/test-support';
import { probeMedia } from '../files/transcoder';
import { settleTranscode } from '../files/video-test-support';
import { registerVideoQueue } from '../files/videos';
import { trainingParentLinks } from './schema';

const FIXTURES = path.join(import.meta.dirname, '../files/fixtures/media');
const env = { MEDIA_UPLOAD_MAX_MB: '1' };
const api = useApi({ env });
let jobs: JobQueue;
let app: FastifyInstance;
let admin: UserInfo;
let token: string;
let studentId: string;
let runningActivity: string;

beforeAll(async () => {
  jobs = await startJobQueue(api.database.url, pino({ level: 'silent' }), { poolSize: 2 });
  const ctx = { db: api.db, config: testConfig({ ...env, UPLOAD_DIR: api.uploadDir }), jobs };
  await registerVideoQueue(ctx, jobs, { timeLimitMs: 60_000, queueWaitMs: 600_000 });
  app = await buildApp({ ctx });
  await app.ready();
  admin = await loginAs(app, 'admin');
  const [child] = await api.db.orm.select({ id: children.id }).from(children).where(eq(children.institutionId, admin.institutionId)).limit(1);
  // Week 2 of the demo island course runs turn-taking first: its 'waited' answer takes uploads.
  const res = await call(app, P.create, { token: admin.token, body: { children_id: child!.id, course_key: 'demo-island', activation_time: new Date(Date.now() - 8 * 86_400_000).toISOString() } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const student = trainingStudent.parse(res.body.data);
  studentId = student._id;
  runningActivity = student.activity_timeline[1]!.children[0]!._id;
  token = randomBytes(32).toString('base64url');
  await api.db.orm.insert(trainingParentLinks).values({ institutionId: admin.institutionId, studentId, token });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await jobs?.stop();
});

async function upload(filename: string, content: Buffer, lang: 'zh' | 'en' = 'zh') {
  const { payload, headers } = multipart([{ name: 'file', filename, content, type: 'application/octet-stream' }]);
  const res = await app.inject({ method: 'POST', url: PP.upload, payload, headers: { ...headers, temtoken: token, 'accept-language': lang } });
  return { status: res.statusCode, body: res.json() };
}
const storedFiles = async () => api.db.orm.select({ id: files.id }).from(files).where(and(eq(files.institutionId, admin.institutionId), eq(files.fromId, studentId)));

/** The bytes the clinician's viewer is given, their headers and what ffmpeg reads in them. */
async function served(url: string) {
  const res = await app.inject({ url, headers: { token: admin.token } });
  expect(res.statusCode).toBe(200);
  const file = path.join(api.uploadDir, `served-${randomUUID()}`);
  writeFileSync(file, res.rawPayload);
  return { type: res.headers['content-type'], nosniff: res.headers['x-content-type-options'], info: await probeMedia(file) };
}

describe('phone media through the parent’s training upload', () => {
  // [fixture, the name the phone gives it, stored extension and type, what the viewer is given]
  const cases = [
    ['iphone.mov', 'IMG_0001.MOV', 'mov', 'video/quicktime', 'video/mp4'],
    ['voice.m4a', '新录音.m4a', 'm4a', 'audio/mp4', 'audio/mp4'],
    ['android-vp8.webm', 'VID_20240501.webm', 'webm', 'video/webm', 'video/mp4'],
    ['android-vp9.webm', 'clip.mp4', 'webm', 'video/webm', 'video/mp4'],
    ['voice-opus.webm', 'recording.webm', 'weba', 'audio/webm', 'audio/mp4'],
    ['voice.ogg', 'voice', 'ogg', 'audio/ogg', 'audio/mp4'],
    ['voice.mp3', 'song.mp3', 'mp3', 'audio/mpeg', 'audio/mpeg'],
    ['voice.wav', 'voice.wav', 'wav', 'audio/wav', 'audio/mp4'],
    ['web.mp4', 'web.mp4', 'mp4', 'video/mp4', 'video/mp4'],
  ] as const;

  it('takes each format by content, sends it as feedback, and serves what every browser plays', async () => {
    const uploaded = [];
    for (const [fixture, name, extension, type] of cases) {
      const res = await upload(name, readFileSync(path.join(FIXTURES, fixture)));
      expect([res.status, res.body.data?.extension], `${fixture}: ${JSON.stringify(res.body)}`).toEqual([200, extension]);
      const raw = await app.inject({ url: res.body.data.file_path, headers: { token: admin.token } });
      expect([raw.headers['content-type'], raw.headers['x-content-type-options']]).toEqual([type, 'nosniff']);
      uploaded.push(res.body.data as { file_id: string; file_path: string });
    }
    expect(uploaded[5]).toMatchObject({ title: 'voice.ogg' });
    const sent = await call(app, PP.feedback, { method: 'POST', headers: { temtoken: token }, body: {
        submission_id: randomUUID(),
        learning_minutes: 5,
        activity_id: runningActivity,
        answers: [
          { question_id: 'waited', scores: 2, upload: uploaded.map((u) => u.file_id) },
          { question_id: 'said-turn', star: 2, content: '到我了' },
        ],
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    for (const [i, [fixture, , , , playedAs]] of cases.entries()) {
      const { final } = await settleTranscode(app, admin.token, uploaded[i]!.file_path);
      expect(final.video_state, `${fixture}: ${final.reason}`).toBe('Completed');
      const copy = await served(final.transcoded_url!);
      expect([copy.type, copy.nosniff], fixture).toEqual([playedAs, 'nosniff']);
      const video = copy.info.streams.filter((s) => s.kind === 'Video');
      const audio = copy.info.streams.filter((s) => s.kind === 'Audio');
      if (playedAs === 'video/mp4') expect(video.map((v) => [v.codec, v.pixelFormat]), fixture).toEqual([['h264', 'yuv420p']]);
      else expect(video, fixture).toEqual([]);
      expect(audio.map((a) => a.codec), fixture).toEqual([playedAs === 'audio/mpeg' ? 'mp3' : 'aac']);
      expect(copy.info.duration!, fixture).toBeGreaterThan(0.2);
    }
    // Already playable everywhere: the original itself, no copy (the m4a here has its movie box last, so it is copied).
    for (const i of [6, 8]) expect((await settleTranscode(app, admin.token, uploaded[i]!.file_path)).final.transcoded_url).toBe(`/resource/file/${uploaded[i]!.file_id}`);
    expect(readdirSync(path.join(api.uploadDir, '_transcode'))).toEqual([]);
  }, 120_000);

  it('refuses what is no photo, video or recording, and anything over the limit, naming what is accepted; nothing is stored', async () => {
    const before = (await storedFiles()).length;
    const notes = await upload('notes.mov', readFileSync(path.join(FIXTURES, 'notes-renamed.mov')));
    expect([notes.status, notes.body.code, notes.body.message]).toEqual([415, 652, '不支持的文件类型，仅支持：JPG, PNG, MP4, MOV, WebM, M4A, MP3, WAV, OGG']);
    const cut = await upload('IMG_0002.MOV', readFileSync(path.join(FIXTURES, 'truncated.mov')), 'en');
    expect([cut.status, cut.body.message]).toEqual([415, 'Unsupported file type; allowed: JPG, PNG, MP4, MOV, WebM, M4A, MP3, WAV, OGG']);
    const mov = readFileSync(path.join(FIXTURES, 'iphone.mov'));
    const half = await upload('IMG_0003.MOV', mov.subarray(0, mov.length >> 1));
    expect(half.status).toBe(415);
    // A real movie just over the limit: its own bytes, then free space inside the file.
    const big = Buffer.concat([mov, Buffer.alloc(1024 * 1024)]);
    big.writeUInt32BE(1024 * 1024, mov.length);
    big.write('free', mov.length + 4, 'latin1');
    const tooBig = await upload('IMG_0004.MOV', big);
    expect([tooBig.status, tooBig.body.code, tooBig.body.message]).toEqual([413, 654, '文件过大，最大 1 MB']);
    expect((await storedFiles()).length).toBe(before);
    expect(readdirSync(path.join(api.uploadDir, '_staging'))).toEqual([]);
  });
});
