/**
 * Demo language-training students (first demo seed only, and only where the seed can store file
 * bytes, like seed-compass-demo.ts: the parents' "uploads" are real files of the institution).
 * Students of institution A stand at different points of both demonstration courses, enrolled
 * through the training service with activation times in the past; their parents' feedback of
 * every type is stored as the parent's call stores it; the student-list fields (order codes,
 * remarks, lock list, reservation stage, stay days in all three indicator colours) go through the
 * service's update; each student gets a parent link; video appointments pending and handled;
 * two specialists' slots over the next 14 days, open, blocked and booked.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  TRAINING_PARENT_ROUTE,
  institutionDay,
  pickRunningActivity,
  type FeedbackSubmission,
  type FeedbackType,
  type TrainingUpdateBody,
} from '@portal/shared';
import type { AppContext } from '../../context';
import { filePath, storeFile } from '../files';
import { addDays, zonedMidnight } from './clock';
import { enrolStudent, updateStudent } from './service';
import type { Database, Tx } from '../../db/pool';
import { children } from '../children/schema';
import { users } from '../identity/schema';
import { specialistSlots, trainingActivities, trainingNodes, trainingParentLinks, trainingStudents, trainingVideoAppointments } from './schema';
import { SHIPPED_CONTENT_DIR } from '../content';
import { demoSubmission, type DemoUploads } from './seed-demo-feedback';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export type DemoPoint = 'started' | 'mid' | 'nearEnd' | 'finished' | 'demo';

export interface TrainingDemoSeed {
  child: string;
  course: 'demo-island' | 'demo-ment';
  point: DemoPoint;
  /** Institution days since activation (0: activated today, day 1 of the course). */
  day: number;
  /** Activities of the running node the parent has answered, in node order. */
  answeredNow: number;
  profile: number;
  /** The list page's fields, set through the update call. */
  update: Omit<TrainingUpdateBody, '_id' | 'lock_list'> & { lockDaysAgo?: number[] };
  /** Operations ids of ended nodes' activities the staff skipped (no feedback). */
  skipped?: string[];
}

// Stay days: green < 7, amber 7–13, red ≥ 14 (rules.ts stayDaysLevel).
export const TRAINING_DEMO_SEEDS: TrainingDemoSeed[] = [
  { child: 'XY0011', course: 'demo-island', point: 'started', day: 0, answeredNow: 0, profile: 2, update: { island_stay_days: 0, order_code: 'YYPX-D-0011', other_remarks: '刚开课，已发家长链接' } },
  {
    child: 'XY0012', course: 'demo-island', point: 'mid', day: 9, answeredNow: 2, profile: 0,
    update: { island_stay_days: 3, order_code: 'YYPX-D-0012', other_remarks: '家长反馈积极，每天练习', lockDaysAgo: [8] },
  },
  {
    child: 'XY0013', course: 'demo-island', point: 'nearEnd', day: 19, answeredNow: 2, profile: 1,
    update: { island_stay_days: 10, order_code: 'YYPX-D-0013', other_remarks: '第三周，轮流游戏仍需提醒', locked_at_2: true, lockDaysAgo: [17, 9] },
  },
  { child: 'XY0015', course: 'demo-island', point: 'finished', day: 30, answeredNow: 0, profile: 3, update: { island_stay_days: 16, order_code: 'YYPX-D-0015', other_remarks: '课程已结束，待复评' } },
  { child: 'XY0016', course: 'demo-island', point: 'demo', day: 4, answeredNow: 1, profile: 4, update: { island_stay_days: 4, order_code: '', other_remarks: '演示账号' } },
  { child: 'XY0017', course: 'demo-ment', point: 'started', day: 0, answeredNow: 0, profile: 5, update: { island_stay_days: 0, order_code: 'YYPX-D-0017', other_remarks: 'English-speaking family; 双语家庭' } },
  { child: 'XY0018', course: 'demo-ment', point: 'mid', day: 12, answeredNow: 1, profile: 1, update: { island_stay_days: 8, order_code: 'YYPX-D-0018', other_remarks: '每周三晚上练习较少' } },
  {
    child: 'XY0008', course: 'demo-ment', point: 'nearEnd', day: 25, answeredNow: 1, profile: 0,
    update: {
      island_stay_days: 14, order_code: 'YYPX-D-0008', other_remarks: '已约复评', is_reservation_stage: true,
      reservation_info: { stage: '复评预约', note: '课程结束后一周内复评' }, lockDaysAgo: [20],
    },
  },
  { child: 'XY0007', course: 'demo-ment', point: 'finished', day: 40, answeredNow: 0, profile: 2, update: { island_stay_days: 21, order_code: 'YYPX-D-0007', other_remarks: '课程已结束' }, skipped: ['daily-note'] },
  { child: 'XY0005', course: 'demo-ment', point: 'demo', day: 1, answeredNow: 1, profile: 3, update: { island_stay_days: 1, order_code: '', other_remarks: '演示账号' } },
];

/** The student whose parent link the start-up log prints. */
export const DEMO_PARENT_LINK_SEED = { child: 'XY0012', course: 'demo-island' } as const;

/** The committed demo uploads (content/media/demo-uploads/), stored per student as the parent's uploads. */
export const DEMO_UPLOAD_FILES = {
  clip: { file: 'parent-clip.mp4', extension: 'mp4', title: '家长视频（演示）.mp4' },
  photo: { file: 'parent-photo.jpg', extension: 'jpg', title: '家长照片（演示）.jpg' },
  voice: { file: 'parent-voice.m4a', extension: 'm4a', title: '家长录音（演示）.m4a' },
} as const;

export const demoUploadBytes = (name: keyof typeof DEMO_UPLOAD_FILES) => readFileSync(new URL(`media/demo-uploads/${DEMO_UPLOAD_FILES[name].file}`, SHIPPED_CONTENT_DIR));

interface Seeding {
  ctx: AppContext;
  tx: Tx;
  institutionId: string;
  users: Map<string, string>;
  now: Date;
  timeZone: string;
}

async function storeUploads(s: Seeding, studentId: string): Promise<DemoUploads> {
  const entry = async (name: keyof typeof DEMO_UPLOAD_FILES) => {
    const spec = DEMO_UPLOAD_FILES[name];
    const file = await storeFile(
      s.ctx,
      { institutionId: s.institutionId, title: spec.title, extension: spec.extension, body: demoUploadBytes(name), fromId: studentId, source: 'upload', remark: 'demo' },
      s.tx as unknown as Database,
    );
    return { file_id: file._id, file_path: filePath(file._id), extension: spec.extension, title: file.title };
  };
  return { clip: await entry('clip'), photo: await entry('photo'), voice: await entry('voice') };
}

/** When the parent answered: 11 hours into a node day, never after the seed's clock. */
function answeredAt(nodeStart: number, day: number, now: Date): Date | null {
  const at = nodeStart + day * DAY + 11 * HOUR;
  if (at < now.getTime()) return new Date(at);
  const latest = now.getTime() - 10 * 60_000;
  return latest > nodeStart + day * DAY ? new Date(latest) : null;
}

interface SeededStudent {
  id: string;
  seed: TrainingDemoSeed;
  uploads: DemoUploads | null;
  /** Where the student is now: its island (Island) or node (Ment) name. */
  placeName: { zh: string; en?: string };
}

async function seedStudent(s: Seeding, seed: TrainingDemoSeed): Promise<SeededStudent> {
  const [child] = await s.tx.select({ id: children.id }).from(children).where(and(eq(children.institutionId, s.institutionId), eq(children.childrenCode, seed.child)));
  if (!child) throw new Error(`seed: no demo child A/${seed.child}`);
  // 09:00 local on the activation day; a day-1 student two hours ago, but never before today's midnight.
  const today = institutionDay(s.now, s.timeZone);
  const activation = seed.day === 0
    ? new Date(Math.max(zonedMidnight(today, s.timeZone).getTime(), s.now.getTime() - 2 * HOUR))
    : new Date(zonedMidnight(addDays(today, -seed.day), s.timeZone).getTime() + 9 * HOUR);
  const id = await enrolStudent(s.ctx, s.institutionId, s.users.get('admin')!, { children_id: child.id, course_key: seed.course, activation_time: activation.toISOString(), is_demo: seed.point === 'demo' }, s.now);
  const { lockDaysAgo, ...update } = seed.update;
  const lock_list = (lockDaysAgo ?? []).map((d, i) => ({ lock_key: (['lock_1', 'lock_2', 'lock_3'] as const)[i]!, createdTime: new Date(s.now.getTime() - d * DAY).toISOString() }));
  await updateStudent(s.ctx, s.institutionId, { _id: id, ...update, ...(lock_list.length > 0 ? { lock_list } : {}) });

  const nodes = await s.tx
    .select()
    .from(trainingNodes)
    .where(and(eq(trainingNodes.institutionId, s.institutionId), eq(trainingNodes.studentId, id)))
    .orderBy(asc(trainingNodes.position));
  const activities = await s.tx
    .select()
    .from(trainingActivities)
    .where(and(eq(trainingActivities.institutionId, s.institutionId), eq(trainingActivities.studentId, id)))
    .orderBy(asc(trainingActivities.position));
  let uploads: DemoUploads | null = null;
  let running: string | null = null;
  let place: { zh: string; en?: string } = nodes.at(-1)!.name as { zh: string };
  for (const node of nodes) {
    if (!node.active && !node.ended) continue;
    const start = node.startTime.getTime();
    const own = activities.filter((a) => a.nodeId === node.id);
    const toAnswer = node.ended ? own.length : seed.answeredNow;
    const results = new Map<string, FeedbackSubmission[]>();
    for (const [i, a] of own.entries()) {
      if (node.ended && seed.skipped?.includes(a.operationsId)) {
        await s.tx
          .update(trainingActivities)
          .set({ skippedAt: new Date(start + (i + 1) * DAY), skippedBy: s.users.get('admin')! })
          .where(and(eq(trainingActivities.institutionId, s.institutionId), eq(trainingActivities.id, a.id)));
        continue;
      }
      if (i >= toAnswer) continue;
      // A looping activity is answered on several node days: the 'nth answer' sections.
      const days = a.needForLoop ? [i, i + 1, i + 3] : [i];
      const list: FeedbackSubmission[] = [];
      for (const [n, day] of days.entries()) {
        const at = day < node.durationTime ? answeredAt(start, day, s.now) : null;
        if (!at) continue;
        const kind = a.feedbackType as FeedbackType;
        if (!uploads && (kind === 'File' || kind === 'Island')) uploads = await storeUploads(s, id);
        list.push(demoSubmission({ operationsId: a.operationsId, feedbackType: kind, needForLoop: a.needForLoop }, n, seed.profile, at, s.timeZone, uploads ?? PLACEHOLDER));
      }
      if (list.length === 0) continue;
      results.set(a.id, list);
      await s.tx
        .update(trainingActivities)
        .set({ results: list, resultsAt: new Date(list.at(-1)!.submitted_at) })
        .where(and(eq(trainingActivities.institutionId, s.institutionId), eq(trainingActivities.id, a.id)));
    }
    if (node.active) {
      place = node.name as { zh: string };
      // The scheduler's rule (feedback.ts), so run_activity is what it would set.
      running = pickRunningActivity(
        own.map((a) => ({ _id: a.id, feedback_type: a.feedbackType, need_for_loop: a.needForLoop, results: results.get(a.id) ?? null, skipped: seed.skipped?.includes(a.operationsId) ?? false })),
        today,
      );
    }
  }
  await s.tx.update(trainingStudents).set({ runActivityId: running }).where(and(eq(trainingStudents.institutionId, s.institutionId), eq(trainingStudents.id, id)));
  const [row] = await s.tx.select({ info: trainingStudents.timelineInfo }).from(trainingStudents).where(and(eq(trainingStudents.institutionId, s.institutionId), eq(trainingStudents.id, id)));
  const config = (row!.info as { island_config: IslandConfigLike | null }).island_config;
  if (config) place = islandOf(config, activities, running);
  return { id, seed, uploads, placeName: place };
}

/** Placeholder never stored: uploads are made before the first File or Island submission. */
const PLACEHOLDER: DemoUploads = {
  clip: { file_id: '', file_path: '', extension: 'mp4', title: '' },
  photo: { file_id: '', file_path: '', extension: 'jpg', title: '' },
  voice: { file_id: '', file_path: '', extension: 'm4a', title: '' },
};

interface IslandConfigLike {
  islands: { name: { zh: string; en?: string }; steps: { activity: string }[] }[];
}

/** The island holding the running activity's step (else the last island: the course is over). */
function islandOf(config: IslandConfigLike, activities: { id: string; operationsId: string }[], running: string | null): { zh: string; en?: string } {
  const op = activities.find((a) => a.id === running)?.operationsId;
  return (config.islands.find((i) => i.steps.some((st) => st.activity === op)) ?? config.islands.at(-1)!).name;
}

/** `hour`:00 local on the institution day `dayOffset` days from today. */
const slotAt = (s: Seeding, dayOffset: number, hour: number) => new Date(zonedMidnight(addDays(institutionDay(s.now, s.timeZone), dayOffset), s.timeZone).getTime() + hour * HOUR);

/** Slots: doctor on odd days at 10:00 and 15:00, teacher on even days at 15:00 and 16:00. */
async function seedSlots(s: Seeding): Promise<Map<string, string>> {
  const blocked = new Set(['doctor 3 10', 'doctor 3 15', 'doctor 9 10', 'teacher 6 15']);
  const ids = new Map<string, string>();
  const plan: [string, number[], number[]][] = [
    ['doctor', [1, 2, 3, 5, 7, 9, 11, 13], [10, 15]],
    ['teacher', [2, 4, 6, 8, 10, 12, 14], [15, 16]],
  ];
  for (const [user, days, hours] of plan) {
    for (const day of days) {
      for (const hour of hours) {
        const key = `${user} ${day} ${hour}`;
        const [row] = await s.tx
          .insert(specialistSlots)
          .values({ institutionId: s.institutionId, specialistId: s.users.get(user)!, startsAt: slotAt(s, day, hour), blocked: blocked.has(key) })
          .returning({ id: specialistSlots.id });
        ids.set(key, row!.id);
      }
    }
  }
  return ids;
}

interface AppointmentSeed {
  child: string;
  message: string;
  video?: boolean;
  slot?: string;
  handledBy?: string;
  daysAgo: number;
}

export const APPOINTMENT_SEEDS: AppointmentSeed[] = [
  { child: 'XY0012', message: '孩子最近不太愿意轮流，想请专家看看这段视频。', video: true, daysAgo: 0.5 },
  { child: 'XY0008', message: '想和专家聊聊课程结束后的安排。', slot: 'doctor 2 10', daysAgo: 1 },
  { child: 'XY0013', message: '第三周的故事活动孩子坐不住，怎么办？', slot: 'teacher 4 15', daysAgo: 2 },
  { child: 'XY0015', message: '请看看孩子搭积木时的表现。', video: true, handledBy: 'doctor', daysAgo: 13 },
  { child: 'XY0007', message: '课程中途出差一周，是否需要补课？', handledBy: 'teacher', daysAgo: 20 },
];

async function seedAppointments(s: Seeding, students: SeededStudent[], slots: Map<string, string>) {
  for (const a of APPOINTMENT_SEEDS) {
    const student = students.find((st) => st.seed.child === a.child)!;
    let videoFileId: string | null = null;
    if (a.video) {
      student.uploads ??= await storeUploads(s, student.id);
      videoFileId = student.uploads.clip.file_id;
    }
    const createdAt = new Date(s.now.getTime() - a.daysAgo * DAY);
    const [row] = await s.tx
      .insert(trainingVideoAppointments)
      .values({
        institutionId: s.institutionId,
        studentId: student.id,
        requestId: randomUUID(),
        status: a.handledBy ? 1 : 0,
        islandName: student.placeName,
        videoFileId,
        message: a.message,
        slotId: a.slot ? slots.get(a.slot)! : null,
        createdAt,
        handledAt: a.handledBy ? new Date(createdAt.getTime() + DAY) : null,
        handledBy: a.handledBy ? s.users.get(a.handledBy)! : null,
      })
      .returning({ id: trainingVideoAppointments.id });
    if (a.slot) {
      await s.tx
        .update(specialistSlots)
        .set({ appointmentId: row!.id })
        .where(and(eq(specialistSlots.institutionId, s.institutionId), eq(specialistSlots.id, slots.get(a.slot)!)));
    }
  }
}

export interface TrainingDemoSummary {
  students: number;
  /** The tool-site path of the mid-course Island student's parent page. */
  parentLinkPath: string;
}

export async function insertDemoTraining(ctx: AppContext, tx: Tx, institutionIds: Map<string, string>, now: Date = new Date()): Promise<TrainingDemoSummary> {
  const institutionId = institutionIds.get('A')!;
  const userRows = await tx.select({ id: users.id, username: users.username }).from(users);
  // The service opens its own transaction: on this handle it becomes a savepoint of the seed's.
  const txCtx: AppContext = { ...ctx, db: { ...ctx.db, orm: tx as unknown as Database } };
  const s: Seeding = { ctx: txCtx, tx, institutionId, users: new Map(userRows.map((u) => [u.username, u.id])), now, timeZone: ctx.config.trainingTimeZone };
  const students: SeededStudent[] = [];
  for (const seed of TRAINING_DEMO_SEEDS) students.push(await seedStudent(s, seed));
  const slots = await seedSlots(s);
  await seedAppointments(s, students, slots);
  let parentLinkPath = '';
  for (const st of students) {
    const token = randomBytes(24).toString('base64url');
    await tx.insert(trainingParentLinks).values({ institutionId, studentId: st.id, token, createdBy: s.users.get('admin')! });
    if (st.seed.child === DEMO_PARENT_LINK_SEED.child && st.seed.course === DEMO_PARENT_LINK_SEED.course) parentLinkPath = `${TRAINING_PARENT_ROUTE}${token}`;
  }
  return { students: students.length, parentLinkPath };
}

/**
 * The tool-site path of the demo parent page (the mid-course Island student's live link), for
 * the start-up log line after the first demo seed; null when there is none.
 */
export async function demoParentLinkPath(orm: Database): Promise<string | null> {
  const [row] = await orm
    .select({ token: trainingParentLinks.token })
    .from(trainingParentLinks)
    .innerJoin(trainingStudents, and(eq(trainingStudents.institutionId, trainingParentLinks.institutionId), eq(trainingStudents.id, trainingParentLinks.studentId)))
    .innerJoin(children, and(eq(children.institutionId, trainingStudents.institutionId), eq(children.id, trainingStudents.childrenId)))
    .where(and(eq(children.childrenCode, DEMO_PARENT_LINK_SEED.child), eq(trainingStudents.courseKey, DEMO_PARENT_LINK_SEED.course), isNull(trainingParentLinks.revokedAt)))
    .limit(1);
  return row ? `${TRAINING_PARENT_ROUTE}${row.token}` : null;
}
