/**
 * The parent's language-training calls against the demo installation: the link token (306 when
 * missing, wrong or revoked), today, an activity, feedback of every type with its refusals and
 * idempotent replays, one submission a day for looping activities across the institution's day
 * boundary (injected clock), uploads of real media, open slots and appointments, the public
 * course media route, and the staff's student info showing what the parent sent.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { institutionDay, parentActivity as parentActivitySchema, parentToday as parentTodaySchema, TRAINING_PARENT_PATHS as PP, TRAINING_PATHS as P, trainingStudent, type TrainingStudent, type UserInfo } from '@portal/shared';
import { children } from '../children/schema';
import { files } from '../files/schema';
import { specialistSlots, trainingActivities, trainingParentLinks, trainingVideoAppointments } from './schema';
import { call, identityOf, loginAs, useApi } from '../../../test/harness';
import { multipart, pngBytes } from '../files/test-support';
import { ffmpegBinary } from '../files/ffmpeg';
import { makeMp4 } from '../files/video-test-support';
import { CONTENT_DIR } from '../content/media-files';
import { submitFeedback } from './parent-feedback';
import { dateString } from './parent-rules';
import { parentActivity } from './parent-today';

const api = useApi();
const DAY = 86_400_000;
const ZONE = 'Asia/Shanghai';

let admin: UserInfo;
let A: string;
let B: string;
let childIds: string[] = [];
let nextChild = 0;

const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();
async function enrol(course: 'demo-island' | 'demo-ment', activationDaysAgo: number): Promise<TrainingStudent> {
  const res = await call(api.app, P.create, { token: admin.token, body: { children_id: childIds[nextChild++], course_key: course, activation_time: daysAgo(activationDaysAgo) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return trainingStudent.parse(res.body.data);
}
const staffInfo = async (id: string) => trainingStudent.parse((await call(api.app, P.info, { token: admin.token, query: { _id: id } })).body.data);

/** A live parent link, made in SQL: the staff call that makes links belongs to another slice. */
async function link(studentId: string, institutionId = A): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await api.db.orm.insert(trainingParentLinks).values({ institutionId, studentId, token });
  return token;
}
type Opts = { body?: unknown; query?: Record<string, string>; lang?: 'zh' | 'en' };
const parent = (token: string | undefined, url: string, opts: Opts = {}) =>
  call(api.app, url, { ...opts, method: opts.body === undefined ? 'GET' : 'POST', headers: token === undefined ? {} : { temtoken: token } });
const feedback = (token: string, body: Record<string, unknown>, lang?: 'zh' | 'en') => parent(token, PP.feedback, { body: { submission_id: randomUUID(), learning_minutes: 10, ...body }, ...(lang ? { lang } : {}) });
async function upload(token: string, filename: string, content: Buffer, field = 'file') {
  const { payload, headers } = multipart([{ name: field, filename, content }]);
  const res = await api.app.inject({ method: 'POST', url: PP.upload, payload, headers: { ...headers, temtoken: token } });
  return { status: res.statusCode, body: res.json() };
}
const ffmpeg = promisify(execFile);
async function audio(extension: 'm4a' | 'mp3'): Promise<Buffer> {
  const file = path.join(api.uploadDir, `tone.${extension}`);
  const codec = extension === 'mp3' ? ['-c:a', 'libmp3lame'] : ['-c:a', 'aac', '-f', 'ipod'];
  await ffmpeg(ffmpegBinary().path, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', ...codec, file]);
  return readFileSync(file);
}

beforeAll(async () => {
  admin = await loginAs(api.app, 'admin');
  A = admin.institutionId;
  B = identityOf(admin, 'Institution administrator', 'other').institutionId;
  childIds = (await api.db.orm.select({ id: children.id }).from(children).where(eq(children.institutionId, A)).limit(40)).map((c) => c.id);
  expect(childIds.length).toBeGreaterThanOrEqual(16);
}, 60_000);

describe('the link token', () => {
  it('answers 306 without a token, with a wrong one and with a revoked one; a live one reaches its student', async () => {
    const s = await enrol('demo-island', 1);
    const token = await link(s._id);
    for (const t of [undefined, 'x', randomBytes(32).toString('base64url')]) {
      const res = await parent(t, PP.today, { lang: 'en' });
      expect([res.status, res.body.code, res.body.message]).toEqual([401, 306, 'Not logged in or the session is no longer valid; please log in']);
    }
    expect((await parent(token, PP.today)).body.data.students_id).toBe(s._id);
    await api.db.orm.update(trainingParentLinks).set({ revokedAt: new Date() }).where(eq(trainingParentLinks.token, token));
    for (const url of [PP.today, PP.slots]) expect((await parent(token, url)).body.code).toBe(306);
    expect((await parent(token, PP.feedback, { body: { activity_id: s.run_activity, submission_id: randomUUID(), learning_minutes: 1 } })).body.code).toBe(306);
  });
});

describe('today and one activity', () => {
  it('answers the child, the course, the day, the nodes and the active node’s activities', async () => {
    const s = await enrol('demo-island', 3);
    const token = await link(s._id);
    const res = await parent(token, PP.today);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const today = parentTodaySchema.parse(res.body.data);
    const week1 = s.activity_timeline[0]!.children;
    expect(today).toMatchObject({ students_id: s._id, children_name: s.children_name, operation_type: 'Island', today: institutionDay(new Date(), ZONE), use_time_day: 3, total_day: 21, finished: false, run_activity: week1[0]!._id, appointments: [] });
    expect(today.course_name.zh).toBe(s.timeline_info.name.zh);
    expect(today.nodes.map((n) => [n.active, n.end])).toEqual([[true, false], [false, false], [false, false]]);
    expect(today.activities.map((a) => [a._id, a.activity_operations, a.need_for_loop, a.running, a.submissions, a.answered_today])).toEqual([
      [week1[0]!._id, 'Blank', false, true, 0, false],
      [week1[1]!._id, 'Problem', true, false, 0, false],
      [week1[2]!._id, 'Text', false, false, 0, false],
    ]);
    const over = await enrol('demo-ment', 40);
    const done = parentTodaySchema.parse((await parent(await link(over._id), PP.today)).body.data);
    expect([done.finished, done.activities, done.run_activity, done.use_time_day]).toEqual([true, [], null, 28]);
  });

  it('answers an activity with media URLs, questions and whether it takes feedback; another student’s is 404', async () => {
    const s = await enrol('demo-island', 1);
    const other = await enrol('demo-island', 1);
    const token = await link(s._id);
    const [welcome, naming, note] = s.activity_timeline[0]!.children;
    const one = async (id: string) => parentActivitySchema.parse((await parent(token, PP.activity, { query: { activity_id: id } })).body.data);
    const w = await one(welcome!._id);
    expect([w.activity_operations, w.accepts_feedback, w.content.zh, w.results]).toEqual(['Blank', true, welcome!.content.zh, []]);
    expect(w.media.map((m) => m.url)).toEqual(welcome!.media.map((m) => `/oss/training/${m.path}`));
    const n = await one(naming!._id);
    expect([n.need_for_loop, n.accepts_feedback]).toEqual([true, true]);
    expect(n.questions.map((q) => [q.id, q.answer, q.max_score])).toEqual([['named', ['scores'], 5], ['enjoyed', ['star'], null]]);
    expect((await one(note!._id)).accepts_feedback).toBe(false);
    for (const id of [other.activity_timeline[0]!.children[0]!._id, 'x', randomUUID()]) {
      const res = await parent(token, PP.activity, { query: { activity_id: id } });
      expect([id, res.status, res.body.code]).toEqual([id, 404, 404]);
    }
    expect((await parent(token, PP.activity)).status).toBe(400);
  });
});

describe('feedback', () => {
  it('takes each activity in turn, refuses what does not fit with a clear message, and replays idempotently', async () => {
    const s = await enrol('demo-island', 1);
    const token = await link(s._id);
    const [welcome, naming, note] = s.activity_timeline[0]!.children.map((a) => a._id);
    const notYet = await feedback(token, { activity_id: note, content: '今天说了苹果' });
    expect([notYet.status, notYet.body.code, notYet.body.message]).toEqual([409, 810, '该活动还未轮到，请先完成当前的活动']);
    const extra = await feedback(token, { activity_id: welcome, content: 'x' }, 'en');
    expect([extra.status, extra.body.code, extra.body.message]).toEqual([400, 818, 'Feedback for this kind of activity does not take “content”']);

    const submission_id = randomUUID();
    const first = await feedback(token, { activity_id: welcome, submission_id, learning_minutes: 15 });
    expect([first.status, first.body.data]).toEqual([200, { submission_id, replay: false, run_activity: naming }]);
    const replay = await feedback(token, { activity_id: welcome, submission_id, learning_minutes: 99 });
    expect([replay.status, replay.body.data.replay]).toEqual([200, true]);
    const again = await feedback(token, { activity_id: welcome });
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 811, '该活动已经提交过反馈']);

    const answer = (answers: unknown, lang?: 'zh' | 'en') => feedback(token, { activity_id: naming, answers }, lang);
    const missing = await answer([{ question_id: 'named', scores: 3 }], 'en');
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([400, 819, 'Please answer the question “How much did your child enjoy it?”']);
    const unknown = await answer([{ question_id: 'named', scores: 3 }, { question_id: 'enjoyed', star: 1 }, { question_id: 'zzz', star: 1 }]);
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([400, 820, '该活动没有此问题，或问题重复：zzz']);
    const twice = await answer([{ question_id: 'named', scores: 3 }, { question_id: 'named', scores: 3 }]);
    expect(twice.body.code).toBe(820);
    const parts = await answer([{ question_id: 'named', scores: 3, star: 2 }, { question_id: 'enjoyed', star: 1 }]);
    expect([parts.status, parts.body.code, parts.body.message]).toEqual([400, 821, '问题“孩子说出了几样？”须回答且只回答：得分']);
    const noPart = await answer([{ question_id: 'named' }, { question_id: 'enjoyed', star: 1 }], 'en');
    expect(noPart.body.message).toBe('The question “How many did your child name?” takes exactly: score');
    const range = await answer([{ question_id: 'named', scores: 6 }, { question_id: 'enjoyed', star: 1 }]);
    expect([range.status, range.body.code, range.body.message]).toEqual([400, 822, '问题“孩子说出了几样？”的得分须在 0 至 5 之间']);
    expect((await answer([{ question_id: 'named', scores: 3 }, { question_id: 'enjoyed', star: 4 }])).status).toBe(400);
    const named = await answer([{ question_id: 'enjoyed', star: 3 }, { question_id: 'named', scores: 4 }]);
    expect([named.status, named.body.data.run_activity]).toEqual([200, note]);
    const sameDay = await answer([{ question_id: 'named', scores: 5 }, { question_id: 'enjoyed', star: 3 }], 'en');
    expect([sameDay.status, sameDay.body.code, sameDay.body.message]).toEqual([409, 812, 'This activity already has today’s feedback; please come back tomorrow']);

    expect((await feedback(token, { activity_id: note, content: '   ' })).body.code).toBe(816);
    const text = await feedback(token, { activity_id: note, content: ' 今天说了“苹果” ', learning_minutes: 20 });
    expect([text.status, text.body.data.run_activity]).toEqual([200, null]);

    // The staff's student info shows what the parent sent.
    const info = await staffInfo(s._id);
    const [w, n, t] = info.activity_timeline[0]!.children;
    expect(info.run_activity).toBeNull();
    expect(w!.results).toEqual([{ submission_id, type: 'Blank', submitted_at: expect.any(String), day: institutionDay(new Date(), ZONE), learning_seconds: 900 }]);
    expect(n!.results).toEqual([expect.objectContaining({ type: 'Problem', learning_seconds: 600, answers: [{ question_id: 'named', scores: 4 }, { question_id: 'enjoyed', star: 3 }] })]);
    expect(t!.results).toEqual([expect.objectContaining({ type: 'Text', content: '今天说了“苹果”', learning_seconds: 1200 })]);
    const [row] = await api.db.orm.select({ resultsAt: trainingActivities.resultsAt }).from(trainingActivities).where(and(eq(trainingActivities.institutionId, A), eq(trainingActivities.id, note!)));
    expect(row!.resultsAt).toBeInstanceOf(Date);
  });

  it('lets a looping activity take one submission per institution day, across the day boundary (injected clock)', async () => {
    const s = await enrol('demo-island', 3);
    const session = { institutionId: A, studentId: s._id };
    const [, naming] = s.activity_timeline[0]!.children.map((a) => a._id);
    const week2 = s.activity_timeline[1]!.children[0]!._id;
    // Midnight in Shanghai is 16:00 UTC: the first one after activation + 1 day.
    const boundary = new Date(new Date(s.activation_time).getTime() + DAY);
    boundary.setUTCHours(16, 0, 0, 0);
    if (boundary.getTime() < new Date(s.activation_time).getTime() + DAY) boundary.setTime(boundary.getTime() + DAY);
    const at = (ms: number) => new Date(boundary.getTime() + ms);
    const body = () => ({ activity_id: naming!, submission_id: randomUUID(), learning_minutes: 5, answers: [{ question_id: 'named', scores: 2 }, { question_id: 'enjoyed', star: 2 }] });
    await submitFeedback(api.ctx, session, body(), 'zh', at(-60_000));
    await expect(submitFeedback(api.ctx, session, body(), 'zh', at(-30_000))).rejects.toMatchObject({ key: 'trainingFeedbackAnsweredToday' });
    expect((await parentActivity(api.ctx, session, naming!, at(-30_000))).accepts_feedback).toBe(false);
    expect((await parentActivity(api.ctx, session, naming!, at(30_000))).accepts_feedback).toBe(true);
    await submitFeedback(api.ctx, session, body(), 'zh', at(60_000));
    const results = (await staffInfo(s._id)).activity_timeline[0]!.children[1]!.results as Array<{ day: string }>;
    expect(results.map((r) => r.day)).toEqual([institutionDay(at(-60_000), ZONE), institutionDay(at(60_000), ZONE)]);
    expect(results[0]!.day).not.toBe(results[1]!.day);
    // The node's own times decide: week-2 has not started, week-1 ends after 7 days.
    await expect(submitFeedback(api.ctx, session, { ...body(), activity_id: week2, answers: undefined }, 'zh', at(0))).rejects.toMatchObject({ key: 'trainingFeedbackNodeNotStarted' });
    const afterWeek1 = new Date(new Date(s.activation_time).getTime() + 7 * DAY + 60_000);
    await expect(submitFeedback(api.ctx, session, body(), 'zh', afterWeek1)).rejects.toMatchObject({ key: 'trainingFeedbackNodeEnded' });
  });

  it('counts the day in the configured zone (TRAINING_TIME_ZONE)', async () => {
    const s = await enrol('demo-island', 3);
    const naming = s.activity_timeline[0]!.children[1]!._id;
    const noon = new Date(new Date(s.activation_time).getTime() + DAY);
    noon.setUTCHours(12, 0, 0, 0); // 20:00 in Shanghai, 02:00 the next day in Kiritimati (UTC+14)
    const kiritimati = { ...api.ctx, config: { ...api.ctx.config, trainingTimeZone: 'Pacific/Kiritimati' } };
    await submitFeedback(kiritimati, { institutionId: A, studentId: s._id }, { activity_id: naming, submission_id: randomUUID(), learning_minutes: 1, answers: [{ question_id: 'named', scores: 1 }, { question_id: 'enjoyed', star: 1 }] }, 'en', noon);
    const [result] = (await staffInfo(s._id)).activity_timeline[0]!.children[1]!.results as Array<{ day: string }>;
    expect(result!.day).toBe(institutionDay(noon, 'Pacific/Kiritimati'));
    expect(result!.day).not.toBe(institutionDay(noon, ZONE));
  });

  it('refuses a skipped activity and the activities of ended and not-started nodes, changing nothing', async () => {
    const s = await enrol('demo-island', 1);
    const token = await link(s._id);
    const [welcome] = s.activity_timeline[0]!.children;
    expect((await call(api.app, P.skip, { token: admin.token, body: { activity_id: welcome!._id, from_id: s._id } })).status).toBe(200);
    const skipped = await feedback(token, { activity_id: welcome!._id }, 'en');
    expect([skipped.status, skipped.body.code, skipped.body.message]).toEqual([409, 815, 'This activity was skipped and takes no feedback']);
    const late = await enrol('demo-island', 9);
    const lateToken = await link(late._id);
    const ended = await feedback(lateToken, { activity_id: late.activity_timeline[0]!.children[2]!._id, content: 'x' });
    expect([ended.status, ended.body.code, ended.body.message]).toEqual([409, 813, '该活动所在的阶段已经结束']);
    const pending = await feedback(lateToken, { activity_id: late.activity_timeline[2]!.children[0]!._id, answers: [] });
    expect([pending.status, pending.body.code, pending.body.message]).toEqual([409, 814, '该活动所在的阶段还未开始']);
    const [other] = (await enrol('demo-island', 1)).activity_timeline[0]!.children;
    expect((await feedback(token, { activity_id: other!._id })).status).toBe(404);
    expect((await staffInfo(late._id)).activity_timeline.flatMap((n) => n.children).every((a) => a.results === null)).toBe(true);
  });
});

describe('uploads and file feedback', () => {
  it('stores real png, mp4, m4a and mp3 as the student’s uploads, by content; refuses other types', async () => {
    const s = await enrol('demo-island', 8); // week-2 runs: turn-taking (Island), play-video (File), word-list (Array)
    const token = await link(s._id);
    const other = await enrol('demo-island', 8);
    const otherToken = await link(other._id);
    const png = await upload(token, '照片.png', pngBytes(4, 4));
    expect([png.status, png.body.data.extension, png.body.data.title, png.body.data.file_path]).toEqual([200, 'png', '照片.png', `/api/system/file/raw/${png.body.data.file_id}`]);
    const mp4 = await upload(token, 'clip.mp4', await makeMp4(api.uploadDir, 'portraitSilent'));
    const m4a = await upload(token, 'voice.m4a', await audio('m4a'));
    const mp3 = await upload(token, 'voice.mp3', await audio('mp3'));
    expect([mp4.status, m4a.status, mp3.status], JSON.stringify([mp4.body, m4a.body, mp3.body])).toEqual([200, 200, 200]);
    const rows = await api.db.orm.select({ id: files.id, fromId: files.fromId, source: files.source, size: files.size }).from(files).where(and(eq(files.institutionId, A), eq(files.fromId, s._id)));
    expect(rows.map((r) => [r.fromId, r.source]).sort()).toEqual(Array(4).fill([s._id, 'upload']));
    expect(rows.find((r) => r.id === png.body.data.file_id)!.size).toBe(png.body.data.size);
    const txt = await upload(token, 'notes.txt', Buffer.from('hello'));
    expect([txt.status, txt.body.code]).toEqual([415, 652]);
    // The content decides, not the name: a picture called clip.mp4 is stored as the png it is.
    const renamed = await upload(token, 'clip.mp4', pngBytes());
    expect([renamed.status, renamed.body.data.extension, renamed.body.data.title]).toEqual([200, 'png', 'clip.mp4']);
    await api.db.orm.delete(files).where(eq(files.id, renamed.body.data.file_id));
    expect((await upload(token, 'a.png', pngBytes(), 'photo')).body.code).toBe(650);
    expect((await parent(token, PP.upload, { body: {} })).status).toBeLessThan(500);
    const theirs = await upload(otherToken, 'x.png', pngBytes());

    const [turns, film, words] = s.activity_timeline[1]!.children.map((a) => a._id);
    const island = (upload: string[]) => feedback(token, { activity_id: turns, answers: [{ question_id: 'waited', scores: 2, upload }, { question_id: 'said-turn', star: 2, content: '到我了' }] });
    for (const bad of [[theirs.body.data.file_id], ['abc'], [randomUUID()]]) {
      const res = await island(bad);
      expect([res.status, res.body.code, res.body.message]).toEqual([404, 823, `找不到通过此链接上传的文件：${bad[0]}`]);
    }
    const ok = await island([png.body.data.file_id]);
    expect([ok.status, ok.body.data.run_activity]).toEqual([200, film]);
    expect((await feedback(token, { activity_id: film })).body.code).toBe(817);
    expect((await feedback(token, { activity_id: film, files: [mp4.body.data.file_id, mp4.body.data.file_id] })).status).toBe(200);
    expect((await feedback(token, { activity_id: words, answers: [{ question_id: 'new-words', content: '猫 狗' }] })).status).toBe(200);
    const [t, f, w] = (await staffInfo(s._id)).activity_timeline[1]!.children.map((a) => a.results as Array<Record<string, unknown>>);
    expect(t![0]!.answers).toEqual([
      { question_id: 'waited', scores: 2, upload_count: 1, file_list: [{ file_id: png.body.data.file_id, file_path: png.body.data.file_path, extension: 'png', title: '照片.png' }] },
      { question_id: 'said-turn', star: 2, content: '到我了' },
    ]);
    expect(f![0]!.file_list).toEqual([{ file_id: mp4.body.data.file_id, file_path: mp4.body.data.file_path, extension: 'mp4', title: 'clip.mp4' }]);
    expect(w![0]!.answers).toEqual([{ question_id: 'new-words', content: '猫 狗' }]);
  }, 60_000);
});

describe('slots and video appointments', () => {
  it('lists open slots only, books one under its lock, replays by request_id and refuses the rest', async () => {
    const s = await enrol('demo-island', 1);
    const token = await link(s._id);
    const other = await enrol('demo-island', 1);
    const now = Date.now();
    const slot = async (institutionId: string, hoursAhead: number, extra: Partial<typeof specialistSlots.$inferInsert> = {}) =>
      (await api.db.orm.insert(specialistSlots).values({ institutionId, specialistId: admin._id, startsAt: new Date(Math.floor((now + hoursAhead * 3_600_000) / 60_000) * 60_000), ...extra }).returning())[0]!;
    const open1 = await slot(A, 48);
    const open2 = await slot(A, 72);
    const blocked = await slot(A, 50, { blocked: true });
    // Booked by another student's appointment (a booking references its appointment).
    const [theirAppointment] = await api.db.orm
      .insert(trainingVideoAppointments)
      .values({ institutionId: A, studentId: other._id, requestId: randomUUID(), islandName: { zh: '岛' }, message: 'booked earlier' })
      .returning();
    const booked = await slot(A, 52, { appointmentId: theirAppointment!.id });
    const past = await slot(A, -1);
    const far = await slot(A, 61 * 24);
    const theirs = await slot(B, 48);
    const listed = await parent(token, PP.slots);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([open1, open2].map((o) => ({ date_id: o.id, date_time: o.startsAt.toISOString(), date_string: dateString(o.startsAt, ZONE), specialist: admin._id, specialist_name: expect.any(String) })));
    expect(listed.body.data[0].date_string).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const video = await upload(token, 'clip.mp4', await makeMp4(api.uploadDir, 'portraitSilent'));
    const photo = await upload(token, 'p.png', pngBytes());
    const theirVideo = await upload(await link(other._id), 'clip.mp4', await makeMp4(api.uploadDir, 'portraitSilent'));
    const ask = (body: Record<string, unknown>, lang?: 'zh' | 'en') => parent(token, PP.appointment, { body: { request_id: randomUUID(), appointment_message: '想咨询孩子的进展', ...body }, ...(lang ? { lang } : {}) });
    const request_id = randomUUID();
    const made = await ask({ request_id, slot_id: open1.id, video_file_id: video.body.data.file_id });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toEqual({ _id: expect.any(String), status: 0, createdAt: expect.any(String), appointment_message: '想咨询孩子的进展', date_string: dateString(open1.startsAt, ZONE) });
    const replay = await ask({ request_id, appointment_message: 'again', slot_id: open2.id });
    expect(replay.body.data).toEqual(made.body.data);
    const [row] = await api.db.orm.select().from(trainingVideoAppointments).where(eq(trainingVideoAppointments.studentId, s._id));
    expect(row).toMatchObject({ status: 0, islandName: { zh: '倾听岛', en: 'Listening island' }, videoFileId: video.body.data.file_id, slotId: open1.id, requestId: request_id });
    const [bookedNow] = await api.db.orm.select().from(specialistSlots).where(eq(specialistSlots.id, open1.id));
    expect(bookedNow!.appointmentId).toBe(made.body.data._id);

    for (const id of [open1.id, blocked.id, booked.id, past.id, far.id]) {
      const res = await ask({ slot_id: id }, 'en');
      expect([res.status, res.body.code, res.body.message]).toEqual([409, 824, 'This time slot can no longer be booked; please choose another']);
    }
    for (const id of [theirs.id, 'x', randomUUID()]) expect((await ask({ slot_id: id })).status).toBe(404);
    const notVideo = await ask({ video_file_id: photo.body.data.file_id });
    expect([notVideo.status, notVideo.body.code]).toEqual([415, 652]);
    expect((await ask({ video_file_id: theirVideo.body.data.file_id })).body.code).toBe(823);
    expect((await ask({ appointment_message: '  ' })).status).toBe(400);
    const count = await api.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from training_video_appointments where student_id = ${s._id}`);
    expect(count.rows[0]!.n).toBe(1);
    expect((await parent(token, PP.slots)).body.data.map((o: { date_id: string }) => o.date_id)).toEqual([open2.id]);

    const today = parentTodaySchema.parse((await parent(token, PP.today)).body.data);
    expect(today.appointments).toEqual([made.body.data]);
    // A Ment course names the active node.
    const ment = await enrol('demo-ment', 0);
    expect((await parent(await link(ment._id), PP.appointment, { body: { request_id: randomUUID(), appointment_message: '你好' } })).status).toBe(200);
    const [mentRow] = await api.db.orm.select().from(trainingVideoAppointments).where(eq(trainingVideoAppointments.studentId, ment._id));
    expect(mentRow!.islandName).toEqual(ment.activity_timeline[0]!.name);
  }, 60_000);
});

describe('course media and bad input', () => {
  it('serves a course media file publicly with ranges; anything else under /oss/training is a 404 envelope', async () => {
    const file = 'demo/welcome-cover.png';
    const bytes = readFileSync(path.join(CONTENT_DIR, 'media', file));
    const res = await api.app.inject({ url: `/oss/training/${file}` });
    expect([res.statusCode, res.headers['content-type'], res.rawPayload.equals(bytes)]).toEqual([200, 'image/png', true]);
    const range = await api.app.inject({ url: `/oss/training/${file}`, headers: { range: 'bytes=0-7' } });
    expect([range.statusCode, range.rawPayload.length]).toEqual([206, 8]);
    for (const url of ['/oss/training/demo/nope.png', '/oss/training/make-demo-media.sh', '/oss/training/..%2F..%2Fpackage.json', '/oss/training/../courses/demo-island.json', '/oss/training/', '/oss/training/.hidden.png']) {
      const miss = await api.app.inject({ url });
      expect([url, miss.statusCode, miss.json().code]).toEqual([url, 404, 404]);
    }
  });

  it('answers garbage with 4xx envelopes on every parent call, with a valid token', async () => {
    const s = await enrol('demo-ment', 1);
    const token = await link(s._id);
    const values: unknown[] = [null, 0, -1, '', 'x'.repeat(5000), [], {}, { __proto__: { polluted: true } }, 'not-a-uuid', '00000000-0000-0000-0000-000000000000', [1, 'a', null], 1e308, true];
    const fields = ['activity_id', 'submission_id', 'learning_minutes', 'content', 'files', 'answers', 'request_id', 'appointment_message', 'video_file_id', 'slot_id'];
    for (const url of [PP.feedback, PP.appointment, PP.upload]) {
      for (const value of values) {
        for (const body of [value, ...fields.map((f) => ({ [f]: value })), { activity_id: s.run_activity, submission_id: randomUUID(), learning_minutes: 1, answers: [{ question_id: 'named', upload: [value] }] }]) {
          const res = await api.app.inject({ method: 'POST', url, headers: { temtoken: token, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
          expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
          expect(typeof res.json().code).toBe('number');
        }
      }
    }
    for (const url of [PP.today, PP.activity, PP.slots]) {
      for (const value of ['', 'x', '%00', '💥', '00000000-0000-0000-0000-000000000000']) {
        const res = await api.app.inject({ url, query: { activity_id: value }, headers: { temtoken: token } });
        expect(res.statusCode, `${url} ${value}`).toBeLessThan(500);
      }
    }
    expect((await staffInfo(s._id)).activity_timeline.flatMap((n) => n.children).every((a) => a.results === null)).toBe(true);
  }, 60_000);
});
