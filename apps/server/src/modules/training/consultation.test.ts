/**
 * Video appointments, specialist slots and the parent link (staff side) against the demo
 * installation: handling once, the list and students/info, adding, listing, blocking and
 * unblocking slots (booked, past and stale refused), a block racing a parent's booking, the
 * parent link made and renewed; another institution's rows answering 404; refusals changing nothing.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSULTATION_PATHS as C,
  SLOT_HORIZON_DAYS,
  TRAINING_PARENT_PATHS,
  TRAINING_PATHS as P,
  specialistSlot,
  trainingStudent,
  videoAppointment,
  videoAppointmentRow,
  type SpecialistSlot,
  type TrainingStudent,
  type UserInfo,
  type VideoAppointmentRow,
} from '@portal/shared';
import { children } from '../children/schema';
import { files } from '../files/schema';
import { users } from '../identity/schema';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';

const api = useApi();
const DAY = 86_400_000;
const HOUR = 3_600_000;

let admin: UserInfo;
let teacher: UserInfo;
let A: string;
let B: { institutionId: string; roleId: string };
let ids: Record<'admin' | 'teacher' | 'doctor' | 'newstaff', string>;
let childIds: string[] = [];
let nextChild = 0;

type Method = 'GET' | 'POST' | 'PUT';
const req = (method: Method, url: string, data: Record<string, unknown> | undefined, token = admin.token) =>
  call(api.app, url, method === 'GET' ? { token, query: data as Record<string, string> } : { method, token, body: data });
const q = <T = Record<string, unknown>>(text: ReturnType<typeof sql>) => api.db.orm.execute(text).then((r) => r.rows as T[]);
/** A whole minute `hours` from now, as an ISO instant. */
const at = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();
/** Shanghai is UTC+8 all year: the expected date_string without going through the server's formatter. */
const shanghai = (iso: string) => new Date(Date.parse(iso) + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');

async function enrol(): Promise<TrainingStudent> {
  const res = await req('POST', P.create, { children_id: childIds[nextChild++], course_key: 'demo-island', activation_time: new Date(Date.now() - DAY).toISOString() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return trainingStudent.parse(res.body.data);
}

/** What the parent side does: insert the appointment (and book a slot in the same transaction). */
async function appointment(studentId: string, message: string, extra: { videoFileId?: string; slotId?: string; institutionId?: string } = {}): Promise<string> {
  const institutionId = extra.institutionId ?? A;
  return api.db.orm.transaction(async (tx) => {
    const [row] = await tx
      .execute<{ id: string }>(sql`insert into training_video_appointments (institution_id, student_id, request_id, island_name, video_file_id, message, slot_id)
        values (${institutionId}, ${studentId}, ${randomUUID()}, ${JSON.stringify({ zh: '倾听岛', en: 'Listening island' })}::jsonb, ${extra.videoFileId ?? null}, ${message}, ${extra.slotId ?? null}) returning id`)
      .then((r) => r.rows);
    if (extra.slotId) {
      const booked = await tx.execute(sql`update specialist_slots set appointment_id = ${row!.id} where institution_id = ${institutionId} and id = ${extra.slotId} and appointment_id is null and not blocked`);
      expect(booked.rowCount).toBe(1);
    }
    return row!.id;
  });
}

async function addSlots(specialist: string, dateTimes: string[], token = admin.token): Promise<SpecialistSlot[]> {
  const res = await req('POST', C.slotsAdd, { specialist, date_times: dateTimes }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.slots.map((s: unknown) => specialistSlot.parse(s));
}

const slotRow = async (id: string) => (await q<{ blocked: boolean; appointment_id: string | null }>(sql`select blocked, appointment_id from specialist_slots where id = ${id}`))[0];

beforeAll(async () => {
  admin = await loginAs(api.app, 'admin');
  teacher = await loginAs(api.app, 'teacher');
  A = admin.institutionId;
  B = identityOf(admin, 'Institution administrator', 'other');
  await setLocale(api.app, admin.token, 'zh');
  await setLocale(api.app, teacher.token, 'en');
  const rows = await api.db.orm.select({ id: users.id, username: users.username }).from(users);
  ids = Object.fromEntries(rows.map((r) => [r.username, r.id])) as typeof ids;
  childIds = (await api.db.orm.select({ id: children.id }).from(children).where(eq(children.institutionId, A)).limit(10)).map((c) => c.id);
  expect(childIds.length).toBeGreaterThanOrEqual(6);
}, 60_000);

describe('video appointments', () => {
  it('lists newest first with child name, video path and booked slot; students/info carries them', async () => {
    const s = await enrol();
    const [slot] = await addSlots(ids.doctor, [at(30)]);
    const [file] = await api.db.orm.insert(files).values({ institutionId: A, title: 'practice.mp4', extension: 'mp4', size: 10, sha256: 'x', storagePath: 'x/practice.mp4', fromId: s._id }).returning({ id: files.id });
    const first = await appointment(s._id, '孩子最近不愿开口', { videoFileId: file!.id });
    const second = await appointment(s._id, '想预约专家', { slotId: slot!.date_id });
    const list = await req('GET', C.appointmentList, { students_id: s._id });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect([list.body.total, list.body.current, list.body.pageSize]).toEqual([2, 1, 20]);
    const rows: VideoAppointmentRow[] = list.body.data.map((r: unknown) => videoAppointmentRow.parse(r));
    expect(rows.map((r) => r._id)).toEqual([second, first]);
    expect(rows[1]).toMatchObject({ status: 0, island_video: `/api/system/file/raw/${file!.id}`, appointment_message: '孩子最近不愿开口', slot: null, children_name: s.children_name, island_name: { zh: '倾听岛', en: 'Listening island' } });
    expect(rows[0]!.slot).toEqual({ date_id: slot!.date_id, date_string: shanghai(slot!.date_time), specialist: ids.doctor, specialist_name: '王医生' });
    expect(rows[0]!.island_video).toBeNull();
    const info = await req('GET', P.info, { _id: s._id });
    const student = trainingStudent.parse(info.body.data);
    expect(student.video_appointments).toEqual(rows.map(({ children_name: _, ...a }) => a));
    // The slot shows who booked it.
    const slots = await req('GET', C.slots, { specialist: ids.doctor });
    expect(slots.body.data.find((x: SpecialistSlot) => x.date_id === slot!.date_id)).toMatchObject({ has_appointed: true, blocked: false, students_id: s._id, children_name: s.children_name });
    // Filters: status, paging.
    expect((await req('GET', C.appointmentList, { students_id: s._id, status: '1' })).body.total).toBe(0);
    const page2 = await req('GET', C.appointmentList, { students_id: s._id, pageSize: '1', current: '2' });
    expect(page2.body.data.map((r: { _id: string }) => r._id)).toEqual([first]);
  });

  it('moves pending to handled once; handled stays handled; bad status refused', async () => {
    const s = await enrol();
    const id = await appointment(s._id, '请联系我');
    const url = C.appointmentUpdate.replace(':id', id);
    for (const body of [{ status: 0 }, { status: 2 }, {}, { status: '1' }, { status: 1, extra: true }]) {
      const bad = await req('PUT', url, body);
      expect([JSON.stringify(body), bad.status]).toEqual([JSON.stringify(body), 400]);
    }
    expect((await q(sql`select status, handled_at from training_video_appointments where id = ${id}`))[0]).toEqual({ status: 0, handled_at: null });
    const res = await req('PUT', url, { status: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const handled = videoAppointment.parse(res.body.data);
    expect(handled).toMatchObject({ _id: id, status: 1, handled_by_name: '系统管理员' });
    expect(Date.now() - Date.parse(handled.handledAt!)).toBeLessThan(60_000);
    const again = await req('PUT', url, { status: 1 });
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 800, '该预约已处理']);
    const en = await req('PUT', url, { status: 1 }, teacher.token);
    expect([en.status, en.body.code, en.body.message]).toEqual([409, 800, 'This appointment has already been handled']);
    expect((await q(sql`select status, handled_at = ${handled.handledAt}::timestamptz as same_time, handled_by from training_video_appointments where id = ${id}`))[0]).toEqual({ status: 1, same_time: true, handled_by: ids.admin });
    expect((await req('GET', C.appointmentList, { students_id: s._id, status: '1' })).body.data[0]).toMatchObject({ _id: id, status: 1 });
    // Unknown and malformed ids.
    expect((await req('PUT', C.appointmentUpdate.replace(':id', randomUUID()), { status: 1 })).status).toBe(404);
    expect((await req('PUT', C.appointmentUpdate.replace(':id', 'not-a-uuid'), { status: 1 })).status).toBe(404);
    expect((await req('GET', C.appointmentList, { students_id: 'not-a-uuid' })).status).toBe(404);
    expect((await req('GET', C.appointmentList, { status: '7' })).status).toBe(400);
  });
});

describe('specialist slots', () => {
  it('adds future whole-minute slots, skips duplicates, refuses bad times changing nothing', async () => {
    const t1 = at(48);
    const t2 = at(50);
    const res = await req('POST', C.slotsAdd, { specialist: ids.teacher, date_times: [t2, t1, t1] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.added).toBe(2);
    expect(res.body.data.slots.map((s: SpecialistSlot) => [s.date_time, s.date_string, s.blocked, s.has_appointed])).toEqual([
      [t1, shanghai(t1), false, false],
      [t2, shanghai(t2), false, false],
    ]);
    const dup = await req('POST', C.slotsAdd, { specialist: ids.teacher, date_times: [t1, at(52)] });
    expect([dup.body.data.added, dup.body.data.slots.length]).toEqual([1, 1]);
    const count = async () => (await q<{ n: number }>(sql`select count(*)::int as n from specialist_slots where specialist_id = ${ids.teacher}`))[0]!.n;
    const before = await count();
    const withSeconds = new Date(Date.parse(at(60)) + 30_000).toISOString();
    for (const bad of [at(-1), withSeconds, at(SLOT_HORIZON_DAYS * 24 + 2)]) {
      const r = await req('POST', C.slotsAdd, { specialist: ids.teacher, date_times: [at(70), bad] });
      expect([r.status, r.body.code, r.body.message]).toEqual([400, 804, `时段须在未来 ${SLOT_HORIZON_DAYS} 天内且为整分钟：${bad}`]);
    }
    expect((await req('POST', C.slotsAdd, { specialist: ids.teacher, date_times: ['tomorrow'] })).status).toBe(400);
    expect((await req('POST', C.slotsAdd, { specialist: ids.teacher, date_times: [] })).status).toBe(400);
    expect(await count()).toBe(before);
    // The operation flag; a specialist of another institution only.
    const denied = await req('POST', C.slotsAdd, { specialist: ids.teacher, date_times: [at(80)] }, teacher.token);
    expect([denied.status, denied.body.message]).toEqual([403, 'The current identity has no related permission']);
    expect((await req('POST', C.slotsAdd, { specialist: ids.newstaff, date_times: [at(80)] })).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('lists from the start of the institution’s day, ordered by time', async () => {
    const shanghaiDay = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10);
    const startOfDay = new Date(`${shanghaiDay}T00:00:00+08:00`);
    await q(sql`insert into specialist_slots (institution_id, specialist_id, starts_at) values
      (${A}, ${ids.doctor}, ${startOfDay.toISOString()}), (${A}, ${ids.doctor}, ${new Date(startOfDay.getTime() - 60_000).toISOString()})`);
    const soon = at(3);
    await addSlots(ids.doctor, [at(5), soon]);
    const res = await req('GET', C.slots, { specialist: ids.doctor }, teacher.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list: SpecialistSlot[] = res.body.data.map((s: unknown) => specialistSlot.parse(s));
    expect(list[0]).toMatchObject({ date_time: startOfDay.toISOString(), date_string: `${shanghaiDay} 00:00` });
    const times = list.map((s) => s.date_time);
    expect(times).toEqual([...times].sort());
    expect(times).toContain(soon);
    const past = await req('GET', C.slots, { specialist: ids.doctor, include_past: 'true' });
    expect(past.body.data[0].date_string).toBe(shanghai(new Date(startOfDay.getTime() - 60_000).toISOString()));
    // The institution day follows TRAINING_TIME_ZONE.
    const utc = await call(await api.appWith({ TRAINING_TIME_ZONE: 'UTC' }), C.slots, { token: admin.token, query: { specialist: ids.doctor } });
    expect(utc.body.data.find((x: SpecialistSlot) => x.date_time === soon).date_string).toBe(soon.slice(0, 16).replace('T', ' '));
    expect((await req('GET', C.slots, { specialist: ids.newstaff })).status).toBe(404);
    expect((await req('GET', C.slots, { specialist: 'nobody' })).status).toBe(404);
    expect((await req('GET', C.slots, {})).status).toBe(400);
  });

  it('blocks and unblocks; booked, past and stale slots are refused and unchanged', async () => {
    const [open, booked] = await addSlots(ids.doctor, [at(100), at(101)]);
    const s = await enrol();
    await appointment(s._id, '预约', { slotId: booked!.date_id });
    const body = (slot: SpecialistSlot, blocked: boolean, date = slot.date_string) => ({ specialist: ids.doctor, appointment_id: slot.date_id, appointment_date: date, blocked });
    const denied = await req('PUT', C.switchBlocked, body(open!, true), teacher.token);
    expect(denied.status).toBe(403);
    const res = await req('PUT', C.switchBlocked, body(open!, true));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(specialistSlot.parse(res.body.data)).toMatchObject({ date_id: open!.date_id, blocked: true, has_appointed: false });
    // By date_time too; unblocking.
    const un = await req('PUT', C.switchBlocked, body(open!, false, open!.date_time));
    expect([un.status, un.body.data.blocked]).toEqual([200, false]);
    const stale = await req('PUT', C.switchBlocked, body(open!, true, shanghai(at(200))));
    expect([stale.status, stale.body.code, stale.body.message]).toEqual([409, 803, '该时段已变更，请刷新后重试']);
    const refused = await req('PUT', C.switchBlocked, body(booked!, true));
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 801, '该时段已被预约，不能更改']);
    const [past] = await q<{ id: string }>(sql`insert into specialist_slots (institution_id, specialist_id, starts_at) values (${A}, ${ids.doctor}, ${new Date(Date.now() - HOUR)}) returning id`);
    const pastSlot = { date_id: past!.id, date_string: '', date_time: new Date(Date.now() - HOUR).toISOString() } as SpecialistSlot;
    const [pastRow] = await q<{ starts_at: string }>(sql`select to_char(starts_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as starts_at from specialist_slots where id = ${past!.id}`);
    const tooLate = await req('PUT', C.switchBlocked, body(pastSlot, true, pastRow!.starts_at), teacher.token);
    expect(tooLate.status).toBe(403);
    const pastRes = await req('PUT', C.switchBlocked, body(pastSlot, true, pastRow!.starts_at));
    expect([pastRes.status, pastRes.body.code, pastRes.body.message]).toEqual([409, 802, '该时段已过，不能更改']);
    expect(await slotRow(open!.date_id)).toMatchObject({ blocked: false });
    expect(await slotRow(booked!.date_id)).toMatchObject({ blocked: false });
    expect(await slotRow(past!.id)).toMatchObject({ blocked: false });
    // Another specialist's slot id, unknown and malformed ids.
    expect((await req('PUT', C.switchBlocked, { ...body(open!, true), specialist: ids.teacher })).status).toBe(404);
    expect((await req('PUT', C.switchBlocked, { ...body(open!, true), appointment_id: randomUUID() })).status).toBe(404);
    expect((await req('PUT', C.switchBlocked, { ...body(open!, true), appointment_id: 'x' })).status).toBe(404);
    expect((await req('PUT', C.switchBlocked, { ...body(open!, true), blocked: 'yes' })).status).toBe(400);
    expect(await slotRow(open!.date_id)).toMatchObject({ blocked: false });
  });

  it('a block racing a parent’s booking leaves one winner and a consistent row', async () => {
    const s = await enrol();
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const [slot] = await addSlots(ids.doctor, [at(120 + round)]);
      const appt = await appointment(s._id, `race ${round}`);
      const client = await api.db.pool.connect();
      try {
        await client.query('begin');
        // Even rounds: the booking holds the row when the block arrives; odd: the block has a head start.
        const book = () => client.query('update specialist_slots set appointment_id = $1 where id = $2 and appointment_id is null and not blocked', [appt, slot!.date_id]);
        const early = round % 2 === 0 ? await book() : null;
        const block = req('PUT', C.switchBlocked, { specialist: ids.doctor, appointment_id: slot!.date_id, appointment_date: slot!.date_string, blocked: true });
        await new Promise((r) => setTimeout(r, 80));
        const booked = (early ?? (await book())).rowCount === 1;
        await client.query('commit');
        const res = await block;
        const row = await slotRow(slot!.date_id);
        expect(row!.blocked && row!.appointment_id !== null).toBe(false);
        if (booked) {
          expect([res.status, res.body.code, row]).toEqual([409, 801, { blocked: false, appointment_id: appt }]);
        } else {
          expect([res.status, row]).toEqual([200, { blocked: true, appointment_id: null }]);
        }
        outcomes.add(booked ? 'booked' : 'blocked');
      } finally {
        client.release();
      }
    }
    expect(outcomes.has('booked')).toBe(true);
  });

  it('opens a booked slot again when its appointment goes with its student', async () => {
    const s = await enrol();
    const [slot] = await addSlots(ids.doctor, [at(72)]);
    await appointment(s._id, 'booked then removed', { slotId: slot!.date_id });
    expect((await slotRow(slot!.date_id))!.appointment_id).not.toBeNull();
    await q(sql`delete from training_students where institution_id = ${A} and id = ${s._id}`);
    expect(await slotRow(slot!.date_id)).toEqual({ blocked: false, appointment_id: null });
  });

  it('offers the institution’s users as specialists', async () => {
    const res = await req('GET', C.specialists, undefined, teacher.token);
    expect(res.status).toBe(200);
    const names = res.body.data.map((o: { name: string }) => o.name);
    expect(names).toEqual(expect.arrayContaining(['系统管理员', '王医生', '李老师']));
    expect(res.body.data.map((o: { _id: string }) => o._id)).not.toContain(ids.newstaff);
    // The zone the portal reads a new slot's date and time in.
    expect(new Set(res.body.data.map((o: { time_zone: string }) => o.time_zone))).toEqual(new Set(['Asia/Shanghai']));
  });
});

describe('the parent link', () => {
  it('makes the live link once, renews it on refresh, revoking the old one', async () => {
    const s = await enrol();
    const first = await req('POST', TRAINING_PARENT_PATHS.link, { students_id: s._id }, teacher.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.data.path).toBe(`/training/token/${first.body.data.token}`);
    const again = await req('POST', TRAINING_PARENT_PATHS.link, { students_id: s._id, refresh: false });
    expect(again.body.data).toEqual(first.body.data);
    const renewed = await req('POST', TRAINING_PARENT_PATHS.link, { students_id: s._id, refresh: true });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.token).not.toBe(first.body.data.token);
    const rows = await q<{ token: string; live: boolean }>(sql`select token, revoked_at is null as live from training_parent_links where student_id = ${s._id} order by created_at`);
    expect(rows).toEqual([{ token: first.body.data.token, live: false }, { token: renewed.body.data.token, live: true }]);
    // Two at once: one live link still.
    await Promise.all([1, 2, 3].map(() => req('POST', TRAINING_PARENT_PATHS.link, { students_id: s._id, refresh: true })));
    expect((await q(sql`select 1 from training_parent_links where student_id = ${s._id} and revoked_at is null`)).length).toBe(1);
    for (const bad of [{ students_id: s._id, refresh: 'yes' }, {}, { students_id: s._id, extra: 1 }]) expect((await req('POST', TRAINING_PARENT_PATHS.link, bad)).status).toBe(400);
    expect((await req('POST', TRAINING_PARENT_PATHS.link, { students_id: 'nope' })).status).toBe(404);
    expect((await req('POST', TRAINING_PARENT_PATHS.link, { students_id: randomUUID() })).status).toBe(404);
  });
});

describe('institution scope', () => {
  it('answers 404 for another institution’s appointments, slots, specialists and students, changing nothing', async () => {
    const s = await enrol();
    const id = await appointment(s._id, 'A 的预约');
    const [slot] = await addSlots(ids.teacher, [at(140)]);
    const [adminSlot] = await addSlots(ids.admin, [at(141)]);
    await switchIdentity(api.app, admin.token, B);
    try {
      expect((await req('PUT', C.appointmentUpdate.replace(':id', id), { status: 1 })).status).toBe(404);
      expect((await req('GET', C.appointmentList, { students_id: s._id })).status).toBe(404);
      const list = await req('GET', C.appointmentList, { pageSize: '100' });
      expect(list.body.data.map((r: { _id: string }) => r._id)).not.toContain(id);
      expect((await req('GET', C.slots, { specialist: ids.teacher })).status).toBe(404);
      expect((await req('PUT', C.switchBlocked, { specialist: ids.teacher, appointment_id: slot!.date_id, appointment_date: slot!.date_string, blocked: true })).status).toBe(404);
      // admin is a user of B too, but A's slot of theirs is not B's.
      expect((await req('GET', C.slots, { specialist: ids.admin })).body.data.map((x: SpecialistSlot) => x.date_id)).not.toContain(adminSlot!.date_id);
      expect((await req('PUT', C.switchBlocked, { specialist: ids.admin, appointment_id: adminSlot!.date_id, appointment_date: adminSlot!.date_string, blocked: true })).status).toBe(404);
      expect((await req('POST', TRAINING_PARENT_PATHS.link, { students_id: s._id })).status).toBe(404);
      const specialists = (await req('GET', C.specialists, undefined)).body.data.map((o: { _id: string }) => o._id);
      expect(specialists).toContain(ids.newstaff);
      expect(specialists).not.toContain(ids.teacher);
    } finally {
      await switchIdentity(api.app, admin.token, { institutionId: admin.institutionId, roleId: admin.roleId });
    }
    expect((await q(sql`select status from training_video_appointments where id = ${id}`))[0]).toEqual({ status: 0 });
    expect(await slotRow(slot!.date_id)).toMatchObject({ blocked: false });
    expect(await slotRow(adminSlot!.date_id)).toMatchObject({ blocked: false });
    expect((await q(sql`select 1 from training_parent_links where student_id = ${s._id}`)).length).toBe(0);
  });

  it('answers garbage on every call with a 4xx envelope, never a 5xx', async () => {
    const values: unknown[] = [null, '', 'x'.repeat(5000), -1, 1e308, true, [], {}, [1, 'a'], 'not-a-uuid', '00000000-0000-0000-0000-000000000000', '2026-02-30T10:00:00Z', '💥\u0000'];
    const routes: Array<[Method, string, string[]]> = [
      ['GET', C.appointmentList, ['students_id', 'status', 'current', 'pageSize']],
      ['PUT', C.appointmentUpdate.replace(':id', 'x'), ['status']],
      ['GET', C.slots, ['specialist', 'include_past']],
      ['PUT', C.switchBlocked, ['specialist', 'appointment_id', 'appointment_date', 'blocked']],
      ['POST', C.slotsAdd, ['specialist', 'date_times']],
      ['GET', C.specialists, []],
      ['POST', TRAINING_PARENT_PATHS.link, ['students_id', 'refresh']],
    ];
    for (const [method, url, fields] of routes) {
      const cases: Array<Record<string, unknown>> = [{}];
      for (const f of fields) for (const v of values) cases.push({ [f]: method === 'GET' ? String(v) : v });
      cases.push(Object.fromEntries(fields.map((f, i) => [f, values[i % values.length]])));
      for (const data of cases) {
        const res = await req(method, url, data);
        expect(res.status, `${method} ${url} ${JSON.stringify(data).slice(0, 100)}`).toBeLessThan(500);
        expect(typeof res.body.message).toBe('string');
      }
    }
  });
});
