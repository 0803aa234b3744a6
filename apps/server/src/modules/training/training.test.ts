/**
 * The language-training student calls against the demo installation: enrol (timeline materialised
 * from the shipped demo-island / demo-ment editions), info, list, update, edit total time and node
 * times, insert an activity, skip, island configuration; the operation flag (yypx_operation) and
 * yypx_skip; another institution's student answering 404; refusals changing nothing.
 */
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { institutionDay, TRAINING_PATHS as P, trainingStudent, type TrainingStudent, type UserInfo } from '@portal/shared';
import { children } from '../children/schema';
import { users } from '../identity/schema';
import { trainingActivities, trainingNodes, trainingVideoAppointments } from './schema';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';

const api = useApi();
const DAY = 86_400_000;

let admin: UserInfo;
let teacher: UserInfo;
let A: string;
let childIds: string[] = [];
let nextChild = 0;

const post = (url: string, body: unknown, token = admin.token) => call(api.app, url, { method: 'POST', token, body });
const get = (url: string, query: Record<string, string>, token = admin.token) => call(api.app, url, { token, query });
const info = async (id: string): Promise<TrainingStudent> => {
  const res = await get(P.info, { _id: id });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return trainingStudent.parse(res.body.data);
};
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

async function enrol(course = 'demo-island', activationDaysAgo = 3): Promise<TrainingStudent> {
  const res = await post(P.create, { children_id: childIds[nextChild++], course_key: course, activation_time: daysAgo(activationDaysAgo) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return trainingStudent.parse(res.body.data);
}

beforeAll(async () => {
  admin = await loginAs(api.app, 'admin');
  teacher = await loginAs(api.app, 'teacher');
  A = admin.institutionId;
  await setLocale(api.app, admin.token, 'zh');
  await setLocale(api.app, teacher.token, 'en');
  childIds = (await api.db.orm.select({ id: children.id }).from(children).where(eq(children.institutionId, A)).limit(16)).map((c) => c.id);
  expect(childIds.length).toBeGreaterThanOrEqual(12);
}, 60_000);

describe('enrolment and the student info', () => {
  it('materialises the Island edition: nodes with times, activities copied, the first node running', async () => {
    const s = await enrol('demo-island', 3);
    expect(s).toMatchObject({ total_day: 21, use_time_day: 3, is_demo: false, video_appointments: [], timeline_info: { operation_type: 'Island', course_key: 'demo-island', course_version: 'demo-2' } });
    expect(s.activity_timeline.map((n) => [n.key, n.duration_time, n.active, n.end])).toEqual([
      ['week-1', 7, true, false],
      ['week-2', 7, false, false],
      ['week-3', 7, false, false],
    ]);
    // The day rule: week-2 begins at the Shanghai midnight 7 institution days after the activation's day (not activation + 7 × 24 h).
    const activationDay = institutionDay(new Date(s.activation_time), 'Asia/Shanghai');
    expect(new Date(s.activity_timeline[1]!.start_time).getTime()).toBe(new Date(`${activationDay}T00:00:00+08:00`).getTime() + 7 * DAY);
    const first = s.activity_timeline[0]!.children;
    expect(first.map((a) => [a.activity_operations_id, a.activity_operations, a.activity_is_feedback_data])).toEqual([
      ['welcome', 'Blank', false],
      ['look-and-name', 'Problem', true],
      ['daily-note', 'Text', true],
    ]);
    expect(s.run_activity).toBe(first[0]!._id);
    expect(s.activity_timeline.flatMap((n) => n.children).filter((a) => a.results_ing).map((a) => a._id)).toEqual([first[0]!._id]);
    // The same child in the same edition again: refused, nothing added.
    const again = await post(P.create, { children_id: childIds[nextChild - 1], course_key: 'demo-island' });
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 791, '该儿童已在此课程中']);
    const list = await get(P.list, { operation_type: 'Island', pageSize: '100' });
    expect(list.body.data.filter((r: { _id: string }) => r._id === s._id)).toHaveLength(1);
    expect(list.body.total).toBe(1);
  });

  it('answers the island configuration of an Island student and 799 for a Ment one', async () => {
    const island = await enrol('demo-island', 0);
    const res = await get(P.islandConfiguration.replace(':id', island._id), {});
    expect(res.status).toBe(200);
    expect(res.body.data.configuration.backend).toHaveProperty('learning_indexs');
    expect(res.body.data.configuration.islands.length).toBe(3);
    const ment = await enrol('demo-ment', 0);
    expect(ment.timeline_info).toMatchObject({ operation_type: 'Ment', island_config: null });
    const none = await get(P.islandConfiguration.replace(':id', ment._id), {});
    expect([none.status, none.body.code]).toEqual([404, 799]);
  });

  it('answers every change of the timeline rows, however it was made (the timeline text is kept between calls)', async () => {
    const s = await enrol('demo-island', 0);
    const first = await info(s._id);
    expect(await info(s._id)).toEqual(first);
    expect(first.time_zone).toBe('Asia/Shanghai');
    const [node] = first.activity_timeline;
    const activity = node!.children[1]!;
    // Writes that go round the student row: the node's flags, an activity's results, an activity removed.
    await api.db.orm.update(trainingNodes).set({ active: false, ended: true }).where(and(eq(trainingNodes.institutionId, A), eq(trainingNodes.id, node!._id)));
    expect((await info(s._id)).activity_timeline[0]).toMatchObject({ active: false, end: true });
    const submission = { submission_id: '6f1c2b1e-0000-4000-8000-000000000002', type: activity.activity_operations, submitted_at: '2026-11-25T02:00:00.000Z', day: '2026-11-25', learning_seconds: 60 };
    await api.db.orm.update(trainingActivities).set({ results: [submission] }).where(and(eq(trainingActivities.institutionId, A), eq(trainingActivities.id, activity._id)));
    expect((await info(s._id)).activity_timeline[0]!.children[1]!.results).toEqual([submission]);
    await api.db.orm.delete(trainingActivities).where(and(eq(trainingActivities.institutionId, A), eq(trainingActivities.id, activity._id)));
    expect((await info(s._id)).activity_timeline[0]!.children.map((a) => a._id)).not.toContain(activity._id);
    // The rows around the timeline: the child renamed, an appointment asked for and then handled by a renamed user.
    await api.db.orm.update(children).set({ name: '改名的孩子' }).where(and(eq(children.institutionId, A), eq(children.id, s.children_id)));
    expect((await info(s._id)).children_name).toBe('改名的孩子');
    const [asked] = await api.db.orm.insert(trainingVideoAppointments).values({ institutionId: A, studentId: s._id, requestId: randomUUID(), islandName: { zh: '岛' }, message: '想咨询' }).returning();
    expect((await info(s._id)).video_appointments.map((v) => [v.appointment_message, v.status])).toEqual([['想咨询', 0]]);
    await api.db.orm.update(trainingVideoAppointments).set({ status: 1, handledAt: new Date(), handledBy: admin._id }).where(eq(trainingVideoAppointments.id, asked!.id));
    await api.db.orm.update(users).set({ nickname: '改名的老师' }).where(eq(users.id, admin._id));
    expect((await info(s._id)).video_appointments[0]).toMatchObject({ status: 1, handled_by_name: '改名的老师' });
    await api.db.orm.update(users).set({ nickname: admin.nickname }).where(eq(users.id, admin._id));
    // A browser takes it compressed: the same answer in a fraction of the bytes.
    const plain = await api.app.inject({ url: `${P.info}?_id=${s._id}`, headers: { token: admin.token } });
    const br = await api.app.inject({ url: `${P.info}?_id=${s._id}`, headers: { token: admin.token, 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'Accept-Encoding']);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('refuses an unknown course or child with a translated message', async () => {
    const course = await post(P.create, { children_id: childIds[0], course_key: 'no-such-course' }, teacher.token);
    expect([course.status, course.body.code, course.body.message]).toEqual([400, 790, 'No such course edition: no-such-course']);
    const child = await post(P.create, { children_id: '00000000-0000-4000-8000-000000000000', course_key: 'demo-island' });
    expect(child.status).toBe(404);
  });
});

describe('update and the operation flag', () => {
  it('updates remarks, order code and locks; a bad lock key is refused and changes nothing', async () => {
    const s = await enrol('demo-ment', 1);
    const lock = [{ lock_key: 'lock_1', createdTime: new Date().toISOString() }];
    const res = await post(P.update, { _id: s._id, other_remarks: '家长很配合', order_code: 'ORD-1', lock_list: lock, is_reservation_stage: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await info(s._id)).toMatchObject({ other_remarks: '家长很配合', order_code: 'ORD-1', lock_list: lock, is_reservation_stage: true });
    const bad = await post(P.update, { _id: s._id, other_remarks: 'x', lock_list: [{ lock_key: 'lock_9', createdTime: 'now' }] });
    expect(bad.status).toBe(400);
    expect((await info(s._id)).other_remarks).toBe('家长很配合');
  });

  it('edits total time only with the operation flag; the last node absorbs it; out of range refused', async () => {
    const s = await enrol('demo-island', 2);
    const denied = await post(P.info, { _id: s._id, total_day: 28 }, teacher.token);
    expect([denied.status, denied.body.message]).toEqual([403, 'The current identity has no related permission']);
    const tooShort = await post(P.info, { _id: s._id, total_day: 14 });
    expect([tooShort.status, tooShort.body.code, tooShort.body.message]).toEqual([400, 794, '总天数须在 15 至 3650 天之间']);
    expect((await info(s._id)).total_day).toBe(21);
    const res = await post(P.info, { _id: s._id, total_day: 28 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = trainingStudent.parse(res.body.data);
    expect(after.total_day).toBe(28);
    expect(after.activity_timeline.map((n) => n.duration_time)).toEqual([7, 7, 14]);
  });

  it('edits node times: later nodes move, a started node keeps its start, an ended node is refused', async () => {
    const s = await enrol('demo-island', 9); // week-1 ended, week-2 running
    const [w1, w2, w3] = s.activity_timeline;
    expect([w1!.end, w2!.active]).toEqual([true, true]);
    expect((await post(P.timeUpdate, { students_id: s._id, time_node_id: w2!._id, duration_time: 10 }, teacher.token)).status).toBe(403);
    const ended = await post(P.timeUpdate, { students_id: s._id, time_node_id: w1!._id, duration_time: 8 });
    expect([ended.status, ended.body.code]).toEqual([409, 796]);
    const moved = await post(P.timeUpdate, { students_id: s._id, time_node_id: w2!._id, start_time: new Date().toISOString() });
    expect([moved.status, moved.body.code]).toEqual([400, 795]);
    const early = await post(P.timeUpdate, { students_id: s._id, time_node_id: w3!._id, start_time: daysAgo(1) });
    expect([early.status, early.body.code]).toEqual([400, 795]);
    const none = await post(P.timeUpdate, { students_id: s._id, time_node_id: w3!._id });
    expect(none.status).toBe(400);
    expect((await info(s._id)).activity_timeline).toEqual(s.activity_timeline);
    const res = await post(P.timeUpdate, { students_id: s._id, time_node_id: w2!._id, duration_time: 10 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = trainingStudent.parse(res.body.data);
    expect(after.total_day).toBe(24);
    expect(new Date(after.activity_timeline[2]!.start_time).getTime() - new Date(w3!.start_time).getTime()).toBe(3 * DAY);
  });

  it('inserts a catalogue activity into a node once; unknown or repeated activities refused', async () => {
    const s = await enrol('demo-ment', 1);
    const node = s.activity_timeline[0]!;
    expect((await post(P.nodeUpdate, { students_id: s._id, time_node_id: node._id, activity_operations_id: 'word-list' }, teacher.token)).status).toBe(403);
    const res = await post(P.nodeUpdate, { students_id: s._id, time_node_id: node._id, activity_operations_id: 'word-list' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = trainingStudent.parse(res.body.data).activity_timeline[0]!.children;
    expect(after.map((a) => a.activity_operations_id)).toEqual(['welcome', 'look-and-name', 'word-list']);
    expect(after[2]).toMatchObject({ activity_operations: 'Array', results: null, results_ing: false });
    const twice = await post(P.nodeUpdate, { students_id: s._id, time_node_id: node._id, activity_operations_id: 'word-list' });
    expect([twice.status, twice.body.code]).toEqual([409, 798]);
    const unknown = await post(P.nodeUpdate, { students_id: s._id, time_node_id: node._id, activity_operations_id: 'nope' });
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([400, 797, '课程的活动目录中没有此活动：nope']);
    expect((await info(s._id)).activity_timeline[0]!.children).toHaveLength(3);
  });
});

describe('node update with the spec’s body {students_id}', () => {
  it('brings the student’s nodes and running activity up to now, as the scheduler would, with the operation flag only', async () => {
    const s = await enrol('demo-island', 3);
    // A week passes without a scheduler run: every time moves 7 days back, the stored flags stay.
    await api.db.orm.execute(sql`update training_students set activation_time = activation_time - interval '7 days' where id = ${s._id}`);
    await api.db.orm.execute(sql`update training_nodes set start_time = start_time - interval '7 days' where student_id = ${s._id}`);
    expect((await info(s._id)).activity_timeline.map((n) => [n.active, n.end])).toEqual([[true, false], [false, false], [false, false]]);

    const denied = await post(P.nodeUpdate, { students_id: s._id }, teacher.token);
    expect(denied.status).toBe(403);
    expect((await info(s._id)).activity_timeline[0]!.active).toBe(true);

    const res = await post(P.nodeUpdate, { students_id: s._id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answered = trainingStudent.parse(res.body.data);
    expect(answered.activity_timeline.map((n) => [n.key, n.active, n.end])).toEqual([
      ['week-1', false, true],
      ['week-2', true, false],
      ['week-3', false, false],
    ]);
    const week2 = answered.activity_timeline[1]!.children;
    expect(answered.run_activity).toBe(week2[0]!._id);
    // Stored, not just answered: a fresh read and the rows agree.
    expect((await info(s._id)).run_activity).toBe(week2[0]!._id);
    const nodes = await api.db.orm.select().from(trainingNodes).where(eq(trainingNodes.studentId, s._id)).orderBy(trainingNodes.position);
    expect(nodes.map((n) => [n.active, n.ended])).toEqual([[false, true], [true, false], [false, false]]);
    // Again: nothing left to change.
    const again = await post(P.nodeUpdate, { students_id: s._id });
    expect([again.status, trainingStudent.parse(again.body.data).run_activity]).toEqual([200, week2[0]!._id]);
  });

  it('refuses a node without an activity (or the reverse) with 400 and an unknown student with 404, changing nothing', async () => {
    const s = await enrol('demo-ment', 1);
    const node = s.activity_timeline[0]!;
    const half = await post(P.nodeUpdate, { students_id: s._id, time_node_id: node._id });
    expect([half.status, half.body.message]).toEqual([400, '输入有误：需要同时提供 time_node_id 与 activity_operations_id']);
    for (const body of [{ students_id: s._id, activity_operations_id: 'word-list' }, {}, { students_id: s._id, extra: 1 }]) {
      const res = await post(P.nodeUpdate, body);
      expect([JSON.stringify(body), res.status, typeof res.body.message]).toEqual([JSON.stringify(body), 400, 'string']);
    }
    expect((await post(P.nodeUpdate, { students_id: randomUUID() })).status).toBe(404);
    expect((await post(P.nodeUpdate, { students_id: 'not-a-uuid' })).status).toBe(404);
    expect((await info(s._id)).activity_timeline[0]!.children).toHaveLength(node.children.length);
  });
});

describe('skip', () => {
  it('skips only the running activity without a result, only with yypx_skip', async () => {
    const s = await enrol('demo-island', 1);
    const [welcome, naming, note] = s.activity_timeline[0]!.children;
    const body = (a: { _id: string }) => ({ activity_id: a._id, from_id: s._id, isPortalSkip: true });
    const denied = await post(P.skip, body(welcome!), teacher.token);
    expect(denied.status).toBe(403);
    const notRunning = await post(P.skip, body(naming!));
    expect([notRunning.status, notRunning.body.code, notRunning.body.message]).toEqual([409, 792, '只能跳过正在进行的活动']);
    const res = await post(P.skip, body(welcome!));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.run_activity).toBe(naming!._id);
    const after = await info(s._id);
    expect(after.activity_timeline[0]!.children.map((a) => [a.skipped, a.results_ing])).toEqual([[true, false], [false, true], [false, false]]);
    // A running activity with a result: refused, nothing changed.
    await api.db.orm.update(trainingActivities).set({ results: [{ submission_id: '6f1c2b1e-0000-4000-8000-000000000001', type: 'Problem', submitted_at: '2026-11-25T02:00:00.000Z', day: '2026-11-25', learning_seconds: 600, answers: [{ question_id: 'q', scores: 1 }] }] }).where(and(eq(trainingActivities.institutionId, A), eq(trainingActivities.id, naming!._id)));
    const withResult = await post(P.skip, body(naming!));
    expect([withResult.status, withResult.body.code]).toEqual([409, 793]);
    expect((await info(s._id)).run_activity).toBe(naming!._id);
    expect(note).toBeDefined();
  });
});

describe('institution scope and bad input', () => {
  it('answers 404 for another institution’s student on every call, changing nothing', async () => {
    const mine = await enrol('demo-island', 1);
    const b = identityOf(admin, 'Institution administrator', 'other');
    await switchIdentity(api.app, admin.token, b);
    const [otherChild] = await api.db.orm.select({ id: children.id }).from(children).where(eq(children.institutionId, b.institutionId)).limit(1);
    const created = await post(P.create, { children_id: otherChild!.id, course_key: 'demo-island' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const theirs = trainingStudent.parse(created.body.data);
    // From B, A's student is unknown too.
    expect((await get(P.info, { _id: mine._id })).status).toBe(404);
    await switchIdentity(api.app, admin.token, { institutionId: admin.institutionId, roleId: admin.roleId });
    const node = theirs.activity_timeline[0]!;
    const calls: Array<[string, unknown]> = [
      [P.update, { _id: theirs._id, other_remarks: 'x' }],
      [P.info, { _id: theirs._id, total_day: 30 }],
      [P.timeUpdate, { students_id: theirs._id, time_node_id: node._id, duration_time: 9 }],
      [P.nodeUpdate, { students_id: theirs._id, time_node_id: node._id, activity_operations_id: 'word-list' }],
      [P.skip, { activity_id: theirs.run_activity, from_id: theirs._id }],
    ];
    for (const [url, body] of calls) {
      const res = await post(url, body);
      expect([url, res.status]).toEqual([url, 404]);
    }
    expect((await get(P.info, { _id: theirs._id })).status).toBe(404);
    expect((await get(P.islandConfiguration.replace(':id', theirs._id), {})).status).toBe(404);
    const [row] = await api.db.orm.execute<{ other_remarks: string; total_day: number }>(sql`select other_remarks, total_day from training_students where id = ${theirs._id}`).then((r) => r.rows);
    expect(row).toEqual({ other_remarks: '', total_day: 21 });
  });

  it('refuses malformed bodies with a 400 and unknown ids with a 404', async () => {
    const s = await enrol('demo-ment', 0);
    for (const body of [{ _id: s._id, total_day: 'abc' }, { _id: s._id, total_day: 0 }, { _id: s._id, total_day: 4000 }, { _id: s._id }]) {
      expect((await post(P.info, body)).status).toBe(400);
    }
    expect((await post(P.timeUpdate, { students_id: s._id, time_node_id: s.activity_timeline[1]!._id, start_time: 'tomorrow' })).status).toBe(400);
    expect((await post(P.skip, { activity_id: 'x', from_id: s._id })).status).toBe(404);
    expect((await get(P.info, { _id: 'not-a-uuid' })).status).toBe(404);
    expect((await info(s._id)).total_day).toBe(28);
  });
});
