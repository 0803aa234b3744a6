/**
 * The speech calls against the real app and PostgreSQL: sessions, uploads checked by content and
 * safe to repeat, the session job (web copies, scoring, a failing provider), the review reads, the
 * audio's bytes by range, and the amend calls — with every refusal a caller can meet.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { audioSession, oralOutcome, recognitionSession, type UserInfo } from '@portal/shared';
import { runFfmpeg } from '../files';
import { files } from '../files/schema';
import { multipart, pngBytes } from '../files/test-support';
import { ProviderError } from '../../providers/sms/sender';
import { ReviewSpeechScorer } from '../../providers/speech/review';
import type { SpeechScorer } from '../../providers/speech/scorer';
import { call, identityOf, loginAs, switchIdentity, useApi } from '../../../test/harness';
import { childIdOf, newTest } from '../testing/test-support';
import { runSessionJob, SCORING_ATTEMPTS } from './jobs';
import { INTERRUPTED_DETAIL, sweepSpeechClaims } from './sweep';
import { speechOutcomes, speechRecordings, speechSessions } from './schema';
import { questionBanks } from '../content/schema';
import { tests } from '../testing/schema';

const api = useApi();

const DEMO = new URL('../../../../../content/demo/speech/', import.meta.url);
const demoAudio = (name: string) => readFileSync(new URL(name, DEMO));
let doctor: UserInfo;
let other: UserInfo;
let testId: string;
let wav: Buffer;
let video: Buffer;

async function makeMedia(args: string[], name: string): Promise<Buffer> {
  const out = path.join(api.uploadDir, name);
  const run = await runFfmpeg(['-hide_banner', '-loglevel', 'error', '-y', ...args, out], { timeLimitMs: 60_000 });
  expect(run.exitCode, run.stderr).toBe(0);
  return readFileSync(out);
}

async function upload(token: string, query: Record<string, string>, filename: string, content: Buffer) {
  const { payload, headers } = multipart([{ filename, content }]);
  const res = await api.app.inject({ method: 'POST', url: '/toolapi/swam/session/upload', query, payload, headers: { ...headers, token } });
  return { status: res.statusCode, body: res.json() };
}

const newSession = async () => {
  const res = await call(api.app, '/toolapi/swam/session/create', { token: doctor.token, body: { test_id: testId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return audioSession.parse(res.body.data);
};

beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
  other = await loginAs(api.app, 'admin');
  await switchIdentity(api.app, other.token, identityOf(other, 'Institution administrator', 'other'));
  // Creating SWAM tests through the create call comes with the SWAM area; until then the test is made as the seed makes it.
  const [bank] = await api.db.orm.select().from(questionBanks).where(eq(questionBanks.toolsType, 'SWAM-S'));
  const library = (bank!.document as { library: unknown }).library;
  const [test] = await api.db.orm
    .insert(tests)
    .values({ institutionId: doctor.institutionId, childrenId: await childIdOf(api.db, doctor.institutionId, 'XY0003'), toolsType: 'SWAM-S', status: 'Testing', testCode: 'S-TEST-1', bankVersion: bank!.bankVersion, library })
    .returning();
  testId = test!.id;
  wav = await makeMedia(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-ac', '1', '-ar', '16000'], 'tone.wav');
  video = await makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=64x64:duration=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'], 'picture.mp4');
}, 60_000);

describe('a sitting: session, uploads, job, review', () => {
  it('records a full audio and items, makes web copies and leaves items awaiting review with the built-in scorer', async () => {
    const session = await newSession();
    expect(session).toMatchObject({ test_id: testId, endTime: null, full_audio_path: null, data_list: [] });

    const full = await upload(doctor.token, { session_id: session._id, part: 'full' }, 'sitting.mp3', demoAudio('full.mp3'));
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    expect(full.body.data).toMatchObject({ question_id: 'full_audio', status: 'FullAudio', transcode_state: 'Pending', scoring: 'none', timestamp: 0 });
    expect(full.body.data.audio_duration).toBeGreaterThan(11_000);

    const item = await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw01', timestamp: '1000', status: 'Alternative', init_tag: 'p' }, 'sw01.wav', wav);
    expect(item.status, JSON.stringify(item.body)).toBe(200);
    expect(item.body.data).toMatchObject({ question_id: 'sw01', status: 'Alternative', timestamp: 1000, init_tag: 'p', scoring: 'pending', score_audio: { target_word: '苹果', words_recognized: '', sub_initials: ['p', 'g'] } });

    // A retried upload of the same bytes changes nothing.
    const again = await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw01', timestamp: '1000' }, 'sw01.wav', wav);
    expect(again.body.data._id).toBe(item.body.data._id);
    const rows = await api.db.orm.select().from(speechRecordings).where(eq(speechRecordings.sessionId, session._id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.institutionId === doctor.institutionId && r.testId === testId)).toBe(true);
    const stored = await api.db.orm.select().from(files).where(and(eq(files.institutionId, doctor.institutionId), eq(files.fromId, session._id)));
    expect(stored).toHaveLength(2);

    const closed = await call(api.app, '/toolapi/swam/session/close', { token: doctor.token, body: { _id: session._id } });
    expect(closed.status).toBe(200);
    expect(closed.body.data.endTime).not.toBeNull();
    const late = await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw02' }, 'sw02.wav', wav);
    expect(late).toMatchObject({ status: 409, body: { code: 861 } });

    const result = await runSessionJob(api.ctx, { institutionId: doctor.institutionId, sessionId: session._id }, new ReviewSpeechScorer());
    expect(result).toMatchObject({ transcoded: 2, transcodeFailed: 0, scored: 1, scoringFailed: 0 });

    const audio = await call(api.app, '/toolapi/swam/s/ai/audio', { token: doctor.token, query: { _id: testId } });
    expect(audio.status).toBe(200);
    const [presented] = audio.body.data.map((s: unknown) => audioSession.parse(s));
    expect(presented.full_audio_path).toMatch(/^\/file\/[0-9a-f-]{36}$/);
    expect(presented.data_list.map((r: { question_id: string; transcode_state: string }) => [r.question_id, r.transcode_state])).toEqual([['full_audio', 'Completed'], ['sw01', 'Completed']]);
    const web = presented.data_list[1];
    expect(web.audio_path).not.toBe(web.stage_audio_path);

    const recognition = await call(api.app, '/toolapi/swam/c/ai/recognition/list', { token: doctor.token, query: { _id: testId } });
    const [outcomes] = recognition.body.data.map((s: unknown) => recognitionSession.parse(s));
    expect(outcomes.data_list).toHaveLength(1);
    expect(outcomes.data_list[0]).toMatchObject({ content: '苹果', initial: 'p g', effective: 'none', accuracy: null, scoring: 'scored', audio_outcome: { provider: 'review', status: 'awaiting_review' }, amend_outcome: null });
    const hidden = await call(api.app, '/toolapi/swam/c/ai/recognition/list', { token: doctor.token, query: { _id: testId, hide_null: '1' } });
    expect(hidden.body.data).toEqual([]);

    // The web copy is an MP3 the browser plays, read by range at /resource{audio_path}.
    const whole = await api.app.inject({ url: `/resource${presented.full_audio_path}`, headers: { token: doctor.token } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const middle = Math.floor(size / 2);
    const part = await api.app.inject({ url: `/resource${presented.full_audio_path}`, headers: { token: doctor.token, range: `bytes=${middle}-${middle + 99}` } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${middle}-${middle + 99}/${size}`);
    expect(part.headers['x-content-type-options']).toBe('nosniff');
    expect(part.rawPayload.equals(whole.rawPayload.subarray(middle, middle + 100))).toBe(true);
    const beyond = await api.app.inject({ url: `/resource${presented.full_audio_path}`, headers: { token: doctor.token, range: `bytes=${size}-` } });
    expect(beyond.statusCode).toBe(416);

    // Another institution, or a parent's temporary token, never reaches the bytes.
    const foreign = await api.app.inject({ url: `/resource${presented.full_audio_path}`, headers: { token: other.token, range: 'bytes=0-' } });
    expect(foreign.statusCode).toBe(404);
    const parent = await api.app.inject({ url: `/resource${presented.full_audio_path}`, headers: { temtoken: 'a'.repeat(43) } });
    expect(parent.statusCode).toBe(401);
    expect(parent.rawPayload.length).toBeLessThan(500);
  }, 60_000);

  it('keeps an item awaiting review, visibly, when the provider fails every attempt', async () => {
    const session = await newSession();
    await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw02' }, 'sw02.wav', wav);
    let calls = 0;
    const failing: SpeechScorer = { name: 'failing', score: async () => { calls += 1; throw new ProviderError('failing', 'service unreachable'); } };
    const job = { institutionId: doctor.institutionId, sessionId: session._id };
    for (let i = 1; i < SCORING_ATTEMPTS; i += 1) await expect(runSessionJob(api.ctx, job, failing)).rejects.toThrow(/retrying/);
    expect(await runSessionJob(api.ctx, job, failing)).toMatchObject({ scoringFailed: 1 });
    expect(calls).toBe(SCORING_ATTEMPTS);
    const [row] = await api.db.orm.select().from(speechOutcomes).where(eq(speechOutcomes.sessionId, session._id));
    expect(row).toMatchObject({ scoring: 'failed', outcome: null, attempts: SCORING_ATTEMPTS });
    const list = await call(api.app, '/toolapi/swam/c/ai/recognition/list', { token: doctor.token, query: { _id: testId } });
    const item = list.body.data.find((s: { _id: string }) => s._id === session._id).data_list[0];
    expect(item).toMatchObject({ scoring: 'failed', effective: 'none', accuracy: null, audio_outcome: null });
  }, 60_000);

  it('releases an item a killed job left claimed, or fails it visibly when it had every attempt', async () => {
    const session = await newSession();
    await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw01' }, 'sw01.wav', wav);
    await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw02' }, 'sw02.wav', wav);
    const rows = await api.db.orm.select().from(speechOutcomes).where(eq(speechOutcomes.sessionId, session._id));
    const [spent, retried] = rows;
    // As a job leaves them when its process is killed after claiming: 'scoring', claimed an hour ago.
    const claim = (attempts: number) => ({ scoring: 'scoring', attempts, claimedAt: new Date(Date.now() - 3600_000) });
    await api.db.orm.update(speechOutcomes).set(claim(SCORING_ATTEMPTS)).where(eq(speechOutcomes.recordingId, spent!.recordingId));
    await api.db.orm.update(speechOutcomes).set(claim(1)).where(eq(speechOutcomes.recordingId, retried!.recordingId));
    // Within the grace nothing moves: the job may still be working.
    expect(await sweepSpeechClaims(api.ctx, 7200)).toBe(0);
    expect(await sweepSpeechClaims(api.ctx, 60)).toBe(2);
    const after = new Map((await api.db.orm.select().from(speechOutcomes).where(eq(speechOutcomes.sessionId, session._id))).map((r) => [r.recordingId, r]));
    expect(after.get(spent!.recordingId)).toMatchObject({ scoring: 'failed', failureDetail: INTERRUPTED_DETAIL, claimedAt: null });
    expect(after.get(retried!.recordingId)).toMatchObject({ scoring: 'pending', claimedAt: null });
    // The released item is scored by the next job.
    expect(await runSessionJob(api.ctx, { institutionId: doctor.institutionId, sessionId: session._id }, new ReviewSpeechScorer())).toMatchObject({ scored: 1 });
    expect(await sweepSpeechClaims(api.ctx, 60)).toBe(0);
  }, 60_000);

  it('replaces an item recorded again, with a fresh outcome', async () => {
    const session = await newSession();
    const first = await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw03' }, 'a.mp3', demoAudio('sw03.mp3'));
    const second = await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw03' }, 'b.mp3', demoAudio('sw04.mp3'));
    expect(second.body.data._id).toBe(first.body.data._id);
    expect(second.body.data.stage_audio_path).not.toBe(first.body.data.stage_audio_path);
    const left = await api.db.orm.select().from(files).where(and(eq(files.institutionId, doctor.institutionId), eq(files.fromId, session._id)));
    expect(left.map((f) => f.title)).toEqual(['b.mp3']);
  });
});

describe('refusals', () => {
  it('refuses non-audio, a picture, unknown questions and too large files, storing nothing', async () => {
    const session = await newSession();
    const base = { session_id: session._id, part: 'item', question_id: 'sw01' };
    // Recognised by content, whatever the name says: a picture is no recording, text is no media at all.
    expect(await upload(doctor.token, base, 'x.wav', pngBytes())).toMatchObject({ status: 415, body: { code: 864 } });
    expect(await upload(doctor.token, base, 'x.png', pngBytes())).toMatchObject({ status: 415, body: { code: 864 } });
    expect(await upload(doctor.token, base, 'x.wav', Buffer.from('not a recording at all'))).toMatchObject({ status: 415, body: { code: 652 } });
    const picture = await upload(doctor.token, base, 'clip.mp4', video);
    expect(picture).toMatchObject({ status: 415, body: { code: 864 } });
    expect(picture.body.message).toContain('音频');
    expect(await upload(doctor.token, { ...base, question_id: 'nope' }, 'x.wav', wav)).toMatchObject({ status: 400, body: { code: 863 } });
    expect(await upload(doctor.token, { session_id: session._id, part: 'item' }, 'x.wav', wav)).toMatchObject({ status: 400, body: { code: 862 } });
    const huge = Buffer.alloc(200 * 1024 * 1024 + 1);
    wav.copy(huge);
    expect(await upload(doctor.token, base, 'big.wav', huge)).toMatchObject({ status: 413, body: { code: 654 } });
    expect(await api.db.orm.select().from(speechRecordings).where(eq(speechRecordings.sessionId, session._id))).toEqual([]);
  }, 60_000);

  it('answers another institution 404 on every call, a parent token 401, and a non-speech test 409', async () => {
    const session = await newSession();
    await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw01' }, 'x.wav', wav);
    const [recording] = await api.db.orm.select().from(speechRecordings).where(eq(speechRecordings.sessionId, session._id));
    const amend = { _id: recording!.id, vop_text: '苹果', word: { 苹果: 80 } };
    for (const res of [
      await call(api.app, '/toolapi/swam/session/create', { token: other.token, body: { test_id: testId } }),
      await call(api.app, '/toolapi/swam/session/close', { token: other.token, body: { _id: session._id } }),
      await call(api.app, '/toolapi/swam/session/resume', { token: other.token, body: { _id: session._id } }),
      await upload(other.token, { session_id: session._id, part: 'full' }, 'x.wav', wav),
      await call(api.app, '/toolapi/swam/s/ai/audio', { token: other.token, query: { _id: testId } }),
      await call(api.app, '/toolapi/swam/c/ai/recognition/list', { token: other.token, query: { _id: testId } }),
      await call(api.app, '/api/dream/swam/updata/amend', { method: 'PUT', token: other.token, body: amend }),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(404);
    }
    const parent = await call(api.app, '/toolapi/swam/s/ai/audio', { headers: { temtoken: 'a'.repeat(43) }, query: { _id: testId } });
    expect(parent.status).toBe(401);
    const dreamS = await newTest(api.app, doctor.token, 'Dream-S-2.0', await childIdOf(api.db, doctor.institutionId, 'XY0003'));
    const refused = await call(api.app, '/toolapi/swam/session/create', { token: doctor.token, body: { test_id: dreamS } });
    expect(refused).toMatchObject({ status: 409, body: { code: 860, message: '该测评不是语音测评，不能录音' } });
    expect(await api.db.orm.select().from(speechSessions).where(eq(speechSessions.testId, dreamS))).toEqual([]);
  });
});

describe('amend', () => {
  it('stores the amendment beside the original on both paths; the amendment wins; bad input changes nothing', async () => {
    const session = await newSession();
    await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw01' }, 'x.wav', wav);
    await runSessionJob(api.ctx, { institutionId: doctor.institutionId, sessionId: session._id }, new ReviewSpeechScorer());
    const [recording] = await api.db.orm.select().from(speechRecordings).where(eq(speechRecordings.sessionId, session._id));
    const id = recording!.id;
    const put = (url: string, body: unknown) => call(api.app, url, { method: 'PUT', token: doctor.token, body });

    expect(await put('/api/dream/swam/updata/amend', { _id: id, vop_text: 'pingguo', word: { 苹果: 80 } })).toMatchObject({ status: 400, body: { code: 865 } });
    expect(await put('/api/dream/swam/updata/amend', { _id: id, vop_text: '苹果', word: { 苹果: 101 } })).toMatchObject({ status: 400, body: { code: 866, message: '“苹果”的准确度须为 0 至 100 之间的数字' } });
    expect(await put('/api/dream/swam/updata/amend', { _id: id, vop_text: '苹果', word: { 香蕉: 50 } })).toMatchObject({ status: 400, body: { code: 867 } });
    expect(await put('/api/dream/swam/updata/amend', { _id: id, vop_text: '苹果', word: {} })).toMatchObject({ status: 400, body: { code: 868 } });
    expect(await put('/api/dream/swam/updata/amend', { _id: 'not-an-id', vop_text: '苹果', word: { 苹果: 1 } })).toMatchObject({ status: 404 });
    const [untouched] = await api.db.orm.select().from(speechOutcomes).where(eq(speechOutcomes.recordingId, id));
    expect(untouched!.amendOutcome).toBeNull();

    const first = await put('/api/dream/swam/updata/amend', { _id: id, vop_text: '平果', word: { 苹果: 66.666 } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(oralOutcome.parse(first.body.data)).toMatchObject({ effective: 'amend', accuracy: 66.67, amend_outcome: { vop: { text: '平果', pinyin: 'píng guǒ' }, word: { 苹果: 66.67 } }, audio_outcome: { provider: 'review' } });

    const second = await put('/soe/api/childrenTest/setTestAmend', { testOutcomeId: id, vop_text: '苹果', word: { 苹: 100, 果: 90 } });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ accuracy: 95, amend_outcome: { vop: { text: '苹果' }, word: { 苹: 100, 果: 90 } } });

    const [row] = await api.db.orm.select().from(speechOutcomes).where(eq(speechOutcomes.recordingId, id));
    expect(row!.outcome).toMatchObject({ provider: 'review', status: 'awaiting_review' });
    expect(row!.amendedBy).toBe(doctor._id);
    const audio = await call(api.app, '/toolapi/swam/s/ai/audio', { token: doctor.token, query: { _id: testId } });
    const item = audio.body.data.find((s: { _id: string }) => s._id === session._id).data_list[0];
    expect(item).toMatchObject({ score_audio: { words_recognized: '苹果' }, rec_string: 'píng guǒ' });
  });
});

describe('a reload mid-sitting', () => {
  const resume = (id: unknown, token = doctor.token) => call(api.app, '/toolapi/swam/session/resume', { token, body: { _id: id } });
  const stamps = (session: { data_list: { question_id: string; status: string; timestamp: number | null }[] }) => session.data_list.map((r) => [r.question_id, r.status, r.timestamp]);

  it('carries on with the same open session; earlier takes lose their place in the full audio that restarts; a closed one is not resumed', async () => {
    const session = await newSession();
    await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw01', timestamp: '1000', status: 'Successful' }, 'sw01.wav', wav);
    await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw02', timestamp: '2500', status: 'NotPronounced' }, 'sw02.wav', demoAudio('full.mp3'));
    const before = await api.db.orm.select().from(speechSessions).where(eq(speechSessions.testId, testId));

    const resumed = await resume(session._id);
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    const open = audioSession.parse(resumed.body.data);
    expect(open).toMatchObject({ _id: session._id, endTime: null, full_audio_path: null });
    expect(stamps(open)).toEqual([
      ['sw01', 'Successful', null],
      ['sw02', 'NotPronounced', null],
    ]);
    expect(await api.db.orm.select().from(speechSessions).where(eq(speechSessions.testId, testId))).toHaveLength(before.length);

    // A take still on its way from before the reload, then sent again without its old place.
    await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw01', timestamp: '1000' }, 'sw01.wav', wav);
    const resent = await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw01' }, 'sw01.wav', wav);
    expect(resent.body.data).toMatchObject({ question_id: 'sw01', status: 'Successful', timestamp: null });

    // After the reload: a new take and the full audio from the resume on, then the close.
    await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw03', timestamp: '800', status: 'Alternative' }, 'sw03.wav', wav);
    expect((await upload(doctor.token, { session_id: session._id, part: 'full' }, 'full.wav', wav)).status).toBe(200);
    const closed = await call(api.app, '/toolapi/swam/session/close', { token: doctor.token, body: { _id: session._id } });
    expect(closed.body.data.endTime).not.toBeNull();
    expect(stamps(audioSession.parse(closed.body.data))).toEqual([
      ['full_audio', 'FullAudio', 0],
      ['sw03', 'Alternative', 800],
      ['sw01', 'Successful', null],
      ['sw02', 'NotPronounced', null],
    ]);

    const again = await resume(session._id);
    expect(again).toMatchObject({ status: 409, body: { code: 861, message: '本次录音已结束，不能再上传' } });
    const [row] = await api.db.orm.select().from(speechRecordings).where(and(eq(speechRecordings.sessionId, session._id), eq(speechRecordings.questionId, 'sw03')));
    expect(row!.timestampMs).toBe(800);
  });

  it('keeps the takes’ places when the full audio was already stored (the page only has to close it)', async () => {
    const session = await newSession();
    await upload(doctor.token, { session_id: session._id, part: 'item', question_id: 'sw01', timestamp: '500' }, 'sw01.wav', wav);
    await upload(doctor.token, { session_id: session._id, part: 'full' }, 'full.mp3', demoAudio('full.mp3'));
    const resumed = audioSession.parse((await resume(session._id)).body.data);
    expect(resumed.full_audio_path).toMatch(/^\/file\//);
    expect(stamps(resumed)).toEqual([
      ['full_audio', 'FullAudio', 0],
      ['sw01', 'Successful', 500],
    ]);
  });

  it('answers an unknown or malformed session 404 and a missing one 400, with a message, changing nothing', async () => {
    const count = (await api.db.orm.select().from(speechSessions).where(eq(speechSessions.testId, testId))).length;
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-session']) {
      const res = await resume(id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBeTruthy();
    }
    const missing = await call(api.app, '/toolapi/swam/session/resume', { token: doctor.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBeTruthy();
    expect(await api.db.orm.select().from(speechSessions).where(eq(speechSessions.testId, testId))).toHaveLength(count);
  });
});
