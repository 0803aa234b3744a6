/**
 * The early-screening calls against the demo installation. Institution A (doctor, clinician):
 * the seeded programme's states and banners, scope (B's record is 404 and stays unchanged).
 * Institution B (admin as its administrator): every call and every counter against fixtures
 * counted by hand below, 'no data' and rounding, the test's result landing on the record when it
 * closes, the rescreen interval, and refusals that change nothing.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENING_PATHS as P, type EarlyCounters, type EarlyInfo, type EarlyRecord, type UserInfo } from '@portal/shared';
import { children } from '../children/schema';
import { tests } from '../testing/schema';
import { screeningRecords } from './schema';
import { insertDemoScreening } from './seed-demo';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';

const api = useApi();
const DAY = 86_400_000;

let doctor: UserInfo;
let admin: UserInfo;
let A: string;
let B: string;

const post = (url: string, body: unknown, token: string) => call(api.app, url, { method: 'POST', token, body });
const get = (url: string, query: Record<string, string>, token: string) => call(api.app, url, { token, query });
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();
type Banner = { key: string; title: string; value: number | string };
const bannerMap = (body: { statistics?: Banner[] }) => Object.fromEntries((body.statistics ?? []).map((s) => [s.key, s.value]));

async function rowOf(id: string) {
  const [row] = await api.db.orm.select().from(screeningRecords).where(eq(screeningRecords.id, id));
  return row!;
}

/** A child of B, `months` old. */
async function childOfB(name: string, months: number): Promise<string> {
  const birthday = new Date(Date.now() - months * 30.5 * DAY).toISOString().slice(0, 10);
  const [row] = await api.db.orm.insert(children).values({ institutionId: B, name, gender: 'female', birthday, childrenCode: `T-${name}` }).returning({ id: children.id });
  return row!.id;
}

/** Closes a test as the testing module does (status, end, scores): the trigger writes the result onto the record. */
async function closeTest(testId: string, atRisk: boolean, endedDaysAgo = 0, standardScore = atRisk ? 70 : 110) {
  const scores = { is_at_risk_score: atRisk, composites: [{ key: 'total_language', kind: 'language', scored: true, standard_score: standardScore, cut_off: 85 }] };
  await api.db.orm
    .update(tests)
    .set({ status: 'Close', isEnd: true, endedTime: new Date(Date.now() - endedDaysAgo * DAY), scores, isAtRiskScore: atRisk, flaggedItemsList: [] })
    .where(eq(tests.id, testId));
}

beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
  admin = await loginAs(api.app, 'admin');
  A = doctor.institutionId;
  const bAdmin = identityOf(admin, 'Institution administrator', 'other');
  B = bAdmin.institutionId;
  await switchIdentity(api.app, admin.token, bAdmin);
  // The demo programme (a full demo installation seeds it; the template database does not).
  await api.db.orm.transaction((tx) => insertDemoScreening(tx, new Map([['A', A], ['B', B]])));
  await setLocale(api.app, doctor.token, 'zh');
  await setLocale(api.app, admin.token, 'en');
}, 60_000);

describe('the seeded programme (institution A)', () => {
  it('lists records in every state with the counters as banners', async () => {
    const res = await get(P.list, { pageSize: '50' }, doctor.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.data as EarlyRecord[];
    const states = (key: keyof EarlyRecord) => new Set(rows.map((r) => r[key]));
    expect(states('reservation_state')).toEqual(new Set(['not_reserved', 'reserved', 'timed_out', 'completed']));
    expect(states('follow_state')).toEqual(new Set(['following', 'not_following']));
    expect(states('result_state')).toEqual(new Set(['pending', 'failed', 'passed']));
    expect(states('rescreen_state')).toEqual(new Set([null, 'due', 'overdue']));
    expect(rows.find((r) => r.order_code === 'ESD-2026-0008')).toMatchObject({ purchase_state: 'purchased', result_state: 'failed' });
    const banners = bannerMap(res.body as never);
    // Hand-counted from seed-demo.ts: 10 records; tests for 8, 6 closed, 3 failed; 6 reservations, 4 kept (4 of 6 → 67%).
    expect(banners).toMatchObject({ earlyCount: 10, itsCount: 8, itsCloseCount: 6, itsFailCount: 3, appointmentCount: 6, completeAppointmentCount: 4, appointmentRate: '67%', rescreenDue: 1, rescreenOverdue: 1 });
    expect((res.body as { statistics: Banner[] }).statistics.find((s) => s.key === 'appointmentRate')!.title).toBe('预约完成率');
    // Every demo screening test belongs to a child inside Dream-ITS's ages (0–36 months).
    const ages = await api.db.pool.query<{ months: number }>(
      `select (extract(year from age(t.created_time, c.birthday)) * 12 + extract(month from age(t.created_time, c.birthday)))::int as months
       from screening_records r join tests t on t.institution_id = r.institution_id and t.id = r.its_test_id join children c on c.institution_id = t.institution_id and c.id = t.children_id`,
    );
    expect(ages.rows.length).toBe(8);
    for (const { months } of ages.rows) expect(months).toBeLessThanOrEqual(36);
  });

  it('filters by the rescreen status', async () => {
    const due = await get(P.list, { rescreen_state: 'due' }, doctor.token);
    expect((due.body.data as EarlyRecord[]).map((r) => r.children_name)).toEqual(['韦嘉禾']);
    const overdue = await get(P.list, { rescreen_state: 'overdue' }, doctor.token);
    expect((overdue.body.data as EarlyRecord[]).map((r) => r.children_name)).toEqual(['鲁星辰']);
    expect((await get(P.rescreenCount, {}, doctor.token)).body.data).toEqual({ due: 1, overdue: 1, rescreen_months: 2 });
  });

  it('answers another institution’s record as not found and changes nothing', async () => {
    const [bRecord] = await api.db.orm.select().from(screeningRecords).where(eq(screeningRecords.institutionId, B));
    const info = await get(P.info, { _id: bRecord!.id }, doctor.token);
    expect([info.status, info.body.code, info.body.message]).toEqual([404, 870, '找不到该早筛记录']);
    for (const [path, body] of [
      [P.update, { _id: bRecord!.id, parent_name: '改名' }],
      [P.qrcode, { early_id: bRecord!.id }],
      [P.languageCreate, { early_id: bRecord!.id }],
      [P.messageAdd, { from_id: bRecord!.id, content: 'x' }],
    ] as const) {
      const res = await post(path, body, doctor.token);
      expect([path, res.status]).toEqual([path, 404]);
    }
    expect(await rowOf(bRecord!.id)).toEqual(bRecord);
    expect((await get(P.info, { _id: 'not-a-uuid' }, doctor.token)).status).toBe(404);
  });

  it('needs the early_screening menu', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    expect((await get(P.list, {}, teacher.token)).status).toBe(403);
    expect((await post(P.settings, { rescreen_months: 3 }, doctor.token)).status).toBe(403);
  });
});

describe('every call and counter (institution B, hand-counted)', () => {
  const ids: Record<string, string> = {};

  it('starts from the seeded record: one reserved, no data for the rates', async () => {
    const [seeded] = await api.db.orm.select().from(screeningRecords).where(eq(screeningRecords.institutionId, B));
    ids.seeded = seeded!.id;
    const cancel = await post(P.update, { _id: ids.seeded, its_appointment_time: null }, admin.token);
    expect(cancel.body.data).toMatchObject({ reservation_state: 'not_reserved', its_appointment_time: null });
    const res = await get(P.list, {}, admin.token);
    expect(bannerMap(res.body as never)).toMatchObject({ earlyCount: 1, appointmentCount: 0, appointmentRate: 'no data', screenedRate: 'no data', failRate: 'no data' });
    const counters = (await get(P.counters, {}, admin.token)).body.data as EarlyCounters;
    expect(counters).toMatchObject({ earlyCount: 1, earlyCloseCount: 0, itsCount: 0, appointmentCount: 0, completeAppointmentCount: 0 });
    expect(Number.isNaN(Date.parse(counters.uploadData))).toBe(false);
  });

  it('creates records, refusing bad input with translated errors', async () => {
    const kids = { c1: await childOfB('one', 10), c2: await childOfB('two', 20), c3: await childOfB('three', 30), old: await childOfB('old', 50) };
    const ok1 = await post(P.create, { children_id: kids.c1, parent_name: 'Mum', phone: '13900000001' }, admin.token);
    expect(ok1.body.data).toMatchObject({ reservation_state: 'not_reserved', follow_state: 'following', result_state: 'pending', purchase_state: 'not_purchased', children_name: 'one' });
    ids.c1 = (ok1.body.data as EarlyRecord)._id;
    ids.c2 = ((await post(P.create, { children_id: kids.c2, its_appointment_time: inDays(2) }, admin.token)).body.data as EarlyRecord)._id;
    ids.c3 = ((await post(P.create, { children_id: kids.c3, its_appointment_time: inDays(1) }, admin.token)).body.data as EarlyRecord)._id;

    const refusals: Array<[unknown, number, number]> = [
      [{ children_id: kids.c1 }, 409, 879],
      [{ children_id: kids.old }, 400, 878],
      [{ children_id: kids.old, phone: '123' }, 400, 400],
      [{ children_id: kids.old, its_appointment_time: inDays(-1) }, 400, 871],
      [{ children_id: '00000000-0000-4000-8000-000000000000' }, 404, 715],
    ];
    for (const [body, status, code] of refusals) {
      const res = await post(P.create, body, admin.token);
      expect([res.status, res.body.code]).toEqual([status, code]);
      // A sentence, never the catalogue's key.
      expect(res.body.message).not.toMatch(/^[a-z]+[A-Z][A-Za-z]*$/);
    }
    expect((await post(P.create, { children_id: kids.old }, admin.token)).body.message).toBe('The child’s age is outside the screening test’s range (Dream-ITS, 0–36 months)');
    const count = await api.db.pool.query(`select count(*)::int as n from screening_records where institution_id = $1`, [B]);
    expect(count.rows[0].n).toBe(4);
  });

  it('times out a reservation and re-reserves it', async () => {
    await api.db.orm.update(screeningRecords).set({ itsAppointmentTime: new Date(Date.now() - DAY) }).where(eq(screeningRecords.id, ids.c3!));
    expect((await get(P.info, { _id: ids.c3! }, admin.token)).body.data).toMatchObject({ reservation_state: 'timed_out' });
    expect((await get(P.list, { reservation_state: 'timed_out' }, admin.token)).body.data.map((r: EarlyRecord) => r._id)).toEqual([ids.c3]);
    const before = await rowOf(ids.c3!);
    const past = await post(P.update, { _id: ids.c3, its_appointment_time: inDays(-2) }, admin.token);
    expect([past.status, past.body.code, past.body.message]).toEqual([400, 871, 'The reservation time must be in the future']);
    expect(await rowOf(ids.c3!)).toEqual(before);
    const again = await post(P.update, { _id: ids.c3, its_appointment_time: inDays(3) }, admin.token);
    expect(again.body.data).toMatchObject({ reservation_state: 'reserved' });
  });

  it('gives the QR cid, opens the parent link, and lands the result on the record when the test closes', async () => {
    const qr = await post(P.qrcode, { early_id: ids.c2, order_code: 'ITS-1' }, admin.token);
    expect(qr.status, JSON.stringify(qr.body)).toBe(200);
    expect(qr.body.data).toMatchObject({ path: `/its/run/early/${qr.body.data.cid}`, tools_type: 'Dream-ITS' });
    const again = await post(P.qrcode, { early_id: ids.c2 }, admin.token);
    expect([again.body.data.cid, again.body.data.test_id]).toEqual([qr.body.data.cid, qr.body.data.test_id]);
    const run = await call(api.app, P.run, { query: { cid: qr.body.data.cid } });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body.data.path).toMatch(/^\/dreamits\/token\/.+/);
    const unknown = await call(api.app, P.run, { query: { cid: 'nope' }, lang: 'en' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 877]);

    await closeTest(qr.body.data.test_id, true);
    const closed = (await get(P.info, { _id: ids.c2! }, admin.token)).body.data as EarlyInfo;
    expect(closed).toMatchObject({ is_fail: true, result_state: 'failed', reservation_state: 'completed', from_dream_its: { status: 'Close', is_at_risk_score: true } });
    const ended = await call(api.app, P.run, { query: { cid: qr.body.data.cid }, lang: 'en' });
    expect([ended.status, ended.body.code]).toEqual([409, 701]);

    const qr3 = await post(P.qrcode, { early_id: ids.c3 }, admin.token);
    await closeTest(qr3.body.data.test_id, false);
    expect((await get(P.info, { _id: ids.c3! }, admin.token)).body.data).toMatchObject({ result_state: 'passed', reservation_state: 'completed', rescreen_state: null });
    ids.test3 = qr3.body.data.test_id;
  });

  it('records follow-up, return visits, purchase and notes', async () => {
    const lb = await post(P.update, { _id: ids.c2, lb_return_visit_time: inDays(-1) }, admin.token);
    expect(lb.body.data).toMatchObject({ lb_return_visit_time: expect.any(String) });
    const unconfirmed = await post(P.update, { _id: ids.c2, order_code: 'ORD-1' }, admin.token);
    expect([unconfirmed.status, unconfirmed.body.code]).toEqual([400, 873]);
    const bought = await post(P.update, { _id: ids.c2, order_code: 'ORD-1', purchase_confirmed: true }, admin.token);
    expect(bought.body.data).toMatchObject({ purchase_state: 'purchased', order_code: 'ORD-1' });
    const twice = await post(P.update, { _id: ids.c2, order_code: 'ORD-2', purchase_confirmed: true }, admin.token);
    expect([twice.status, twice.body.message]).toEqual([409, 'A purchase is already recorded for this record (order code ORD-1)']);
    expect((await post(P.update, { _id: ids.c2 }, admin.token)).body.code).toBe(876);
    expect((await post(P.update, { _id: ids.c2, follow_status: 'Open' }, admin.token)).status).toBe(400);

    const stop = await post(P.update, { _id: ids.c1, not_follow: true }, admin.token);
    expect(stop.body.data).toMatchObject({ follow_state: 'not_following' });
    const reserve = await post(P.update, { _id: ids.c1, its_appointment_time: inDays(1) }, admin.token);
    expect([reserve.status, reserve.body.code]).toEqual([409, 872]);
    expect((await post(P.qrcode, { early_id: ids.c1 }, admin.token)).body.code).toBe(872);

    const note = await post(P.messageAdd, { from_id: ids.c2, content: 'Called the family' }, admin.token);
    expect(note.body.data).toMatchObject({ kind: 'follow', content: 'Called the family', from_id: ids.c2 });
    await post(P.messageAdd, { from_id: ids.c2, content: 'Visited', kind: 'return_visit' }, admin.token);
    expect((await post(P.messageAdd, { from_id: ids.c2, content: '  ' }, admin.token)).status).toBe(400);
    expect((await post(P.messageAdd, { from_id: ids.c2, content: 'x'.repeat(1001) }, admin.token)).status).toBe(400);
    const info = (await get(P.info, { _id: ids.c2! }, admin.token)).body.data as EarlyInfo;
    expect(info.from_message.map((m) => m.content)).toEqual(['Called the family']);
    expect(info.from_recover_message.map((m) => m.content)).toEqual(['Visited']);
  });

  it('links a language-training student once', async () => {
    const linked = await post(P.languageCreate, { early_id: ids.c2 }, admin.token);
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data.from_language_students).toMatchObject({ _id: expect.any(String), order_code: 'ORD-1' });
    const twice = await post(P.languageCreate, { early_id: ids.c2 }, admin.token);
    expect([twice.status, twice.body.code]).toEqual([409, 875]);
    const unknownCourse = await post(P.languageCreate, { early_id: ids.c3, course_key: 'nope' }, admin.token);
    expect(unknownCourse.body.code).toBe(790);
    expect((await rowOf(ids.c3!)).linkLanguageStudentsId).toBeNull();
  });

  it('counts every counter as by hand, rounding the rates', async () => {
    // seeded: not reserved, following, no test. c1: not following. c2: reserved, test failed (kept), return visit overdue, purchased.
    // c3: reserved, test passed (kept). So 4 records, 1 closed follow-up, 1 failed; tests 2 closed 2, failed 1; lb 1 overdue 1; reservations 2 kept 2.
    const counters = (await get(P.counters, {}, admin.token)).body.data as EarlyCounters;
    expect(counters).toMatchObject({
      earlyCount: 4,
      earlyCloseCount: 1,
      earlyFailCount: 1,
      earlyFailOrItsCloseCount: 2,
      itsCount: 2,
      itsCloseCount: 2,
      itsFailCount: 1,
      itsFailOrLbCount: 1,
      lbCount: 1,
      lbOverdueCount: 1,
      appointmentCount: 2,
      completeAppointmentCount: 2,
    });
    // One more reservation, not kept: 2 of 3 → 67 %; the fail rate 1 of 2 → 50 %.
    await post(P.update, { _id: ids.seeded, its_appointment_time: inDays(5) }, admin.token);
    const banners = bannerMap((await get(P.list, {}, admin.token)).body as never);
    expect(banners).toMatchObject({ appointmentCount: 3, completeAppointmentCount: 2, appointmentRate: '67%', failRate: '50%', screenedRate: '100%' });
  });

  it('marks a monitoring-zone pass due for rescreen after the institution’s interval', async () => {
    // Passed at 89 against the cut-off 85 (within 8 points), 50 days ago: the 2-month rescreen is due in ~11 days.
    await closeTest(ids.test3!, false, 50, 89);
    const row = (await get(P.info, { _id: ids.c3! }, admin.token)).body.data as EarlyRecord;
    expect(row.rescreen_state).toBe('due');
    const ended = new Date(Date.now() - 50 * DAY);
    const due = new Date(ended);
    due.setUTCMonth(due.getUTCMonth() + 2);
    expect(Math.abs(Date.parse(row.rescreen_due_time!) - due.getTime())).toBeLessThan(2000);
    expect((await get(P.rescreenCount, {}, admin.token)).body.data).toEqual({ due: 1, overdue: 0, rescreen_months: 2 });

    expect((await post(P.settings, { rescreen_months: 0 }, admin.token)).status).toBe(400);
    expect((await post(P.settings, { rescreen_months: 1 }, admin.token)).body.data).toEqual({ rescreen_months: 1 });
    expect((await get(P.rescreenCount, {}, admin.token)).body.data).toEqual({ due: 0, overdue: 1, rescreen_months: 1 });
    expect((await get(P.list, { rescreen_state: 'overdue' }, admin.token)).body.data.map((r: EarlyRecord) => r._id)).toEqual([ids.c3]);
    // A score well above the zone is no rescreen; a new screening test replaces the old one.
    await closeTest(ids.test3!, false, 50, 100);
    expect((await get(P.info, { _id: ids.c3! }, admin.token)).body.data.rescreen_state).toBeNull();
    await closeTest(ids.test3!, false, 50, 86);
    const rescreen = await post(P.qrcode, { early_id: ids.c3 }, admin.token);
    expect(rescreen.body.data.test_id).not.toBe(ids.test3);
    expect((await get(P.info, { _id: ids.c3! }, admin.token)).body.data).toMatchObject({ rescreen_state: null, result_state: 'passed' });
    const [open] = await api.db.orm.select({ status: tests.status }).from(tests).where(and(eq(tests.institutionId, B), eq(tests.id, rescreen.body.data.test_id)));
    expect(open!.status).toBe('Active');
  });
});
