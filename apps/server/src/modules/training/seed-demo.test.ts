/**
 * The demo installation's language-training data, seeded as the server's first start seeds it
 * (with a place for file bytes) on an empty database: students at different points of both
 * demonstration courses read back through the student info, feedback of every type whose files
 * are the committed demo uploads, appointments pending and handled, slots open, blocked and
 * booked, a parent link per student; nothing added on the next start.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stayDaysLevel, trainingStudent, type TrainingStudent, type UserInfo } from '@portal/shared';
import { loginAs, useApi } from '../../../test/harness';
import { prepareDatabase } from '../../main';
import { lookupTrainingLink } from './parent-auth';
import { studentInfo } from './info';
import { children } from '../children/schema';
import { files } from '../files/schema';
import { users } from '../identity/schema';
import { specialistSlots, trainingParentLinks, trainingStudents, trainingVideoAppointments } from './schema';
import { SHIPPED_CONTENT_DIR } from '../content/seed';
import { APPOINTMENT_SEEDS, TRAINING_DEMO_SEEDS, demoParentLinkPath, type DemoPoint } from './seed-demo';

const api = useApi({ template: 'empty' });
const demo = { demo: true, adminPassword: 'Admin@12345', adminPasswordIsDefault: true };

let admin: UserInfo;
const students = new Map<string, TrainingStudent>(); // `${course} ${point}` → info

const tableCount = async (table: string) => (await api.db.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n as number;
const COUNTED = ['training_students', 'training_nodes', 'training_activities', 'training_parent_links', 'specialist_slots', 'training_video_appointments', 'files'];

beforeAll(async () => {
  expect(await prepareDatabase(api.db, demo, api.ctx.config)).toBe('seeded');
  admin = await loginAs(api.app, 'admin');
  const rows = await api.db.orm
    .select({ id: trainingStudents.id, code: children.childrenCode, course: trainingStudents.courseKey })
    .from(trainingStudents)
    .innerJoin(children, and(eq(children.institutionId, trainingStudents.institutionId), eq(children.id, trainingStudents.childrenId)));
  for (const seed of TRAINING_DEMO_SEEDS) {
    const row = rows.find((r) => r.code === seed.child && r.course === seed.course)!;
    expect(row, `${seed.course} ${seed.child}`).toBeDefined();
    students.set(`${seed.course} ${seed.point}`, trainingStudent.parse(await studentInfo(api.ctx, admin.institutionId, row.id)));
  }
}, 180_000);

const at = (course: string, point: DemoPoint) => students.get(`${course} ${point}`)!;
const flags = (s: TrainingStudent) => s.activity_timeline.map((n) => (n.active ? 'active' : n.end ? 'ended' : 'pending'));
const allActivities = () => [...students.values()].flatMap((s) => s.activity_timeline.flatMap((n) => n.children));
const running = (s: TrainingStudent) => s.activity_timeline.flatMap((n) => n.children).find((a) => a._id === s.run_activity);

describe('demo training students', () => {
  it('enrols ten students of institution A in the demo-2 editions of both course types', async () => {
    expect(await api.db.orm.select({ course: trainingStudents.courseKey, version: trainingStudents.courseVersion, inst: trainingStudents.institutionId }).from(trainingStudents)).toHaveLength(10);
    for (const s of students.values()) expect([s.timeline_info.course_version, s.children_id !== '']).toEqual(['demo-2', true]);
    expect([...students.values()].filter((s) => s.is_demo).map((s) => s.timeline_info.course_key).sort()).toEqual(['demo-island', 'demo-ment']);
  });

  it('stands the Island students on day 1, mid-course, near the end and finished', () => {
    const started = at('demo-island', 'started');
    expect([started.use_time_day, flags(started), running(started)?.activity_operations_id]).toEqual([0, ['active', 'pending', 'pending'], 'welcome']);
    expect(started.activity_timeline.flatMap((n) => n.children).every((a) => a.results === null)).toBe(true);
    const mid = at('demo-island', 'mid');
    expect([mid.use_time_day, flags(mid), running(mid)?.activity_operations_id]).toEqual([9, ['ended', 'active', 'pending'], 'word-list']);
    const near = at('demo-island', 'nearEnd');
    expect([near.use_time_day, flags(near), running(near)?.activity_operations_id]).toEqual([19, ['ended', 'ended', 'active'], 'daily-note']);
    const done = at('demo-island', 'finished');
    expect([done.use_time_day, flags(done), done.run_activity]).toEqual([21, ['ended', 'ended', 'ended'], null]);
    expect(done.activity_timeline.flatMap((n) => n.children).every((a) => (a.results?.length ?? 0) > 0)).toBe(true);
  });

  it('leaves the students as the scheduler does: the two finished courses closed, the others due again later', async () => {
    const { rows } = await api.db.pool.query(`select s.id, s.finished_at, s.next_due_at from training_students s`);
    const finished = [at('demo-island', 'finished')._id, at('demo-ment', 'finished')._id];
    expect(rows.filter((r) => r.finished_at !== null).map((r) => r.id).sort()).toEqual(finished.sort());
    for (const r of rows) if (r.finished_at === null) expect(r.next_due_at.getTime()).toBeGreaterThan(Date.now());
  });

  it('stands the Ment students likewise, with a skipped activity in the finished course', () => {
    expect(flags(at('demo-ment', 'started'))).toEqual(['active', 'pending', 'pending', 'pending']);
    const mid = at('demo-ment', 'mid');
    expect([flags(mid), running(mid)?.activity_operations_id]).toEqual([['ended', 'active', 'pending', 'pending'], 'daily-note']);
    const near = at('demo-ment', 'nearEnd');
    expect([near.use_time_day, flags(near), running(near)?.activity_operations_id]).toEqual([25, ['ended', 'ended', 'ended', 'active'], 'word-list']);
    const done = at('demo-ment', 'finished');
    expect([done.use_time_day, flags(done), done.run_activity]).toEqual([28, ['ended', 'ended', 'ended', 'ended'], null]);
    const skipped = done.activity_timeline.flatMap((n) => n.children).filter((a) => a.skipped);
    expect(skipped.map((a) => [a.activity_operations_id, a.results])).toEqual([['daily-note', null]]);
  });

  it('copies the demonstration media, every path a committed file under content/media', () => {
    const look = allActivities().find((a) => a.activity_operations_id === 'look-and-name')!;
    expect(look.media.map((m) => m.kind)).toEqual(['video', 'audio', 'image']);
    const paths = new Set(allActivities().flatMap((a) => a.media.map((m) => m.path)));
    expect(paths.size).toBe(9);
    for (const p of paths) expect(existsSync(new URL(`media/${p}`, SHIPPED_CONTENT_DIR)), p).toBe(true);
  });

  it('gives the list page order codes, remarks, locks, a reservation stage and all three stay-days colours', () => {
    const all = [...students.values()];
    expect(new Set(all.map((s) => stayDaysLevel(s.island_stay_days)))).toEqual(new Set(['green', 'amber', 'red']));
    expect(at('demo-island', 'mid')).toMatchObject({ order_code: 'YYPX-D-0012', other_remarks: '家长反馈积极，每天练习' });
    expect(at('demo-island', 'nearEnd').lock_list.map((l) => l.lock_key)).toEqual(['lock_1', 'lock_2']);
    expect(at('demo-island', 'nearEnd').locked_at_2).toBe(true);
    expect(at('demo-ment', 'nearEnd')).toMatchObject({ is_reservation_stage: true, reservation_info: { stage: '复评预约' } });
  });
});

describe('demo feedback', () => {
  it('has submissions of every feedback type, in the feedback.ts shape', () => {
    const types = new Set(allActivities().flatMap((a) => (a.results ?? []).map((r) => r.type)));
    expect([...types].sort()).toEqual(['Array', 'Blank', 'File', 'Island', 'Problem', 'Text']);
    for (const a of allActivities()) for (const r of a.results ?? []) expect(r.type).toBe(a.activity_operations);
  });

  it('gives a looping activity several nth answers on different days, and stores one star as 0', () => {
    const looping = allActivities().filter((a) => a.need_for_loop && (a.results?.length ?? 0) >= 3);
    expect(looping.length).toBeGreaterThan(0);
    for (const a of looping) expect(new Set(a.results!.map((r) => r.day)).size).toBe(a.results!.length);
    const stars = allActivities().flatMap((a) => (a.results ?? []).flatMap((r) => (r.answers ?? []).flatMap((x) => (x.star === undefined ? [] : [x.star]))));
    expect(stars).toContain(0);
    expect(Math.max(...stars)).toBe(3);
    const seconds = allActivities().flatMap((a) => (a.results ?? []).map((r) => r.learning_seconds));
    expect(Math.min(...seconds)).toBeLessThan(5400);
    expect(Math.max(...seconds)).toBeGreaterThan(5400);
  });

  it('points every file_list entry at a stored upload of that student whose bytes are the committed demo media', async () => {
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    // The committed files themselves, read here rather than through the seed's own reader.
    const dir = new URL('media/demo-uploads/', SHIPPED_CONTENT_DIR);
    const committed = new Map(readdirSync(dir).map((name) => [sha(readFileSync(new URL(name, dir))), name]));
    const seen = new Set<string>();
    let checked = 0;
    for (const s of students.values()) {
      const entries = s.activity_timeline.flatMap((n) => n.children).flatMap((a) => (a.results ?? []).flatMap((r) => [...(r.file_list ?? []), ...(r.answers ?? []).flatMap((x) => x.file_list ?? [])]));
      for (const entry of entries) {
        expect(entry.file_path).toBe(`/api/system/file/raw/${entry.file_id}`);
        const [row] = await api.db.orm.select().from(files).where(and(eq(files.institutionId, admin.institutionId), eq(files.id, entry.file_id)));
        expect([row?.fromId, row?.source, row?.extension]).toEqual([s._id, 'upload', entry.extension]);
        const raw = await api.app.inject({ url: entry.file_path, headers: { token: admin.token } });
        expect(raw.statusCode).toBe(200);
        expect(committed.get(sha(raw.rawPayload)), entry.title).toBe(`parent-${{ mp4: 'clip.mp4', jpg: 'photo.jpg', m4a: 'voice.m4a' }[entry.extension]}`);
        seen.add(entry.extension);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
    expect([...seen].sort()).toEqual(['jpg', 'm4a', 'mp4']);
  });
});

describe('demo appointments, slots and parent links', () => {
  it('has pending and handled video appointments, one with the parent video and booked slots', async () => {
    const rows = await api.db.orm.select().from(trainingVideoAppointments);
    expect(rows.map((r) => r.status).sort()).toEqual(APPOINTMENT_SEEDS.map((a) => (a.handledBy ? 1 : 0)).sort());
    for (const r of rows) expect(r.handledBy === null).toBe(r.status === 0);
    const videos = rows.filter((r) => r.videoFileId !== null);
    expect(videos.length).toBe(2);
    const [clip] = await api.db.orm.select().from(files).where(eq(files.id, videos[0]!.videoFileId!));
    expect(clip?.extension).toBe('mp4');
    expect(rows.filter((r) => r.slotId !== null)).toHaveLength(2);
    const mid = rows.find((r) => r.studentId === at('demo-island', 'mid')._id)!;
    expect(mid.islandName).toEqual({ zh: '游戏岛', en: 'Play island' });
  });

  it('gives two specialists slots over the next 14 days: open, blocked and booked, never booked and blocked', async () => {
    const slots = await api.db.orm
      .select({ slot: specialistSlots, username: users.username })
      .from(specialistSlots)
      .innerJoin(users, eq(users.id, specialistSlots.specialistId));
    expect(new Set(slots.map((s) => s.username))).toEqual(new Set(['doctor', 'teacher']));
    const now = Date.now();
    for (const { slot } of slots) {
      expect(slot.startsAt.getTime()).toBeGreaterThan(now);
      expect(slot.startsAt.getTime()).toBeLessThan(now + 15 * 86_400_000);
    }
    const booked = slots.filter((s) => s.slot.appointmentId !== null);
    expect(booked.map((s) => s.slot.blocked)).toEqual([false, false]);
    expect(slots.filter((s) => s.slot.blocked)).toHaveLength(4);
    expect(slots.filter((s) => !s.slot.blocked && s.slot.appointmentId === null).length).toBeGreaterThan(20);
  });

  it('gives each student a working parent link and logs the mid-course Island one', async () => {
    const links = await api.db.orm.select().from(trainingParentLinks);
    expect(links).toHaveLength(10);
    for (const l of links) expect(await lookupTrainingLink(api.db.pool, l.token)).toEqual({ institutionId: l.institutionId, studentId: l.studentId });
    const mid = links.find((l) => l.studentId === at('demo-island', 'mid')._id)!;
    expect(await demoParentLinkPath(api.db.orm)).toBe(`/training/token/${mid.token}`);
  });

  it('adds nothing on the next start', async () => {
    const before = await Promise.all(COUNTED.map(tableCount));
    expect(await prepareDatabase(api.db, demo, api.ctx.config)).toBe('skipped');
    expect(await Promise.all(COUNTED.map(tableCount))).toEqual(before);
    expect(before[0]).toBe(10);
  });
});
