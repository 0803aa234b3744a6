/**
 * The student calls that write. Enrolment materialises the timeline from the course edition;
 * every other write runs in one transaction holding the student row (`for update`), checks
 * everything before the first change, and so changes nothing when it refuses.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  TRAINING_MAX_DAYS,
  type TrainingCreateBody,
  type TrainingNodeBody,
  type TrainingTimeBody,
  type TrainingTotalTimeBody,
  type TrainingUpdateBody,
} from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { children } from '../children/schema';
import { trainingActivities, trainingNodes, trainingStudents } from './schema';
import { AppError } from '../../http/envelope';
import { storedCatalogue, storedCourse } from '../content';
import { addDays, dayDiff, institutionDay, nodeEnd, zonedMidnight } from './clock';
import { activityValues, DUE_NOW, lockStudent, nodeState } from './timeline';
import type { Tx } from '../../db/pool';

export async function enrolStudent(ctx: AppContext, institutionId: string, userId: string, body: TrainingCreateBody, now = new Date()): Promise<string> {
  return ctx.db.orm.transaction((tx) => enrolStudentIn(ctx, tx, institutionId, userId, body, now));
}

/** The same inside the caller's transaction (early screening links the new student in the same one). */
export async function enrolStudentIn(ctx: AppContext, tx: Tx, institutionId: string, userId: string, body: TrainingCreateBody, now = new Date()): Promise<string> {
  if (!isUuid(body.children_id)) throw new AppError('childNotFound');
  const [child] = await tx
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.institutionId, institutionId), eq(children.id, body.children_id), isNull(children.deletedAt)));
  if (!child) throw new AppError('childNotFound');
  const course = await storedCourse(tx, body.course_key, body.course_version);
  if (!course) throw new AppError('trainingCourseNotFound', { course: `${body.course_key}${body.course_version ? ` ${body.course_version}` : ''}` });
  const catalogue = await storedCatalogue(tx, course.catalogue_key, course.catalogue_version);
  if (!catalogue) throw new AppError('trainingCourseNotFound', { course: `${course.catalogue_key} ${course.catalogue_version}` });
  const activation = body.activation_time ? new Date(body.activation_time) : now;
  const [student] = await tx
    .insert(trainingStudents)
    .values({
      institutionId,
      childrenId: child.id,
      courseKey: course.course_key,
      courseVersion: course.course_version,
      timelineInfo: { operation_type: course.operation_type, class_version_type: course.class_version_type, name: course.name, island_config: course.island_config ?? null },
      activationTime: activation,
      isDemo: body.is_demo ?? false,
      totalDay: course.total_day,
      islandStayDays: 0,
      orderCode: body.order_code ?? '',
      otherRemarks: body.other_remarks ?? '',
      createdBy: userId,
    })
    .onConflictDoNothing()
    .returning({ id: trainingStudents.id });
  if (!student) throw new AppError('trainingAlreadyEnrolled');
  const byId = new Map(catalogue.activities.map((a) => [a.id, a]));
  // The first node starts at activation, every later one at the local midnight of its first day (README 'The day rule').
  const tz = ctx.config.trainingTimeZone;
  const firstDay = institutionDay(activation, tz);
  let offset = 0;
  let runActivity: string | null = null;
  for (const [position, node] of course.nodes.entries()) {
    const startTime = position === 0 ? activation : zonedMidnight(addDays(firstDay, offset), tz);
    const state = nodeState(startTime, node.duration_time, now, tz);
    const [row] = await tx
      .insert(trainingNodes)
      .values({ institutionId, studentId: student.id, position, nodeKey: node.key, name: node.name, startTime, durationTime: node.duration_time, ...state })
      .returning({ id: trainingNodes.id });
    const values = node.activities.map((activityId, i) => activityValues(institutionId, student.id, row!.id, i, byId.get(activityId)!));
    if (values.length > 0) {
      const inserted = await tx.insert(trainingActivities).values(values).returning({ id: trainingActivities.id });
      if (state.active && runActivity === null) runActivity = inserted[0]!.id;
    }
    offset += node.duration_time;
  }
  if (runActivity) await tx.update(trainingStudents).set({ runActivityId: runActivity }).where(and(eq(trainingStudents.institutionId, institutionId), eq(trainingStudents.id, student.id)));
  return student.id;
}

export async function updateStudent(ctx: AppContext, institutionId: string, body: TrainingUpdateBody): Promise<void> {
  await ctx.db.orm.transaction(async (tx) => {
    await lockStudent(tx, institutionId, body._id);
    await tx
      .update(trainingStudents)
      .set({
        orderCode: body.order_code,
        otherRemarks: body.other_remarks,
        isReservationStage: body.is_reservation_stage,
        lockedAt2: body.locked_at_2,
        lockList: body.lock_list,
        reservationInfo: body.reservation_info,
        islandStayDays: body.island_stay_days,
        updatedAt: sql`now()`,
      })
      .where(and(eq(trainingStudents.institutionId, institutionId), eq(trainingStudents.id, body._id)));
  });
}

async function nodesOf(tx: Tx, institutionId: string, studentId: string) {
  return tx
    .select({ id: trainingNodes.id, startTime: trainingNodes.startTime, durationTime: trainingNodes.durationTime, ended: trainingNodes.ended })
    .from(trainingNodes)
    .where(and(eq(trainingNodes.institutionId, institutionId), eq(trainingNodes.studentId, studentId)))
    .orderBy(asc(trainingNodes.position));
}

const iso = (ms: number) => new Date(ms).toISOString();
const due = { nextDueAt: DUE_NOW, updatedAt: sql`now()` };

/**
 * Edit total time (operation flag): the course then ends `total_day` days after activation; the
 * last node's duration absorbs the change. Refused below one day for the last node, or when the
 * course would end before now (it cannot be ended in the past), or when the last node has ended.
 */
export async function editTotalTime(ctx: AppContext, institutionId: string, body: TrainingTotalTimeBody, now = new Date()): Promise<void> {
  await ctx.db.orm.transaction(async (tx) => {
    const student = await lockStudent(tx, institutionId, body._id);
    const nodes = await nodesOf(tx, institutionId, student.id);
    const last = nodes.at(-1);
    if (!last) throw new AppError('notFound');
    const tz = ctx.config.trainingTimeZone;
    if (last.ended || nodeEnd(last.startTime, last.durationTime, tz) <= now) throw new AppError('trainingNodeEnded');
    const activationDay = institutionDay(student.activationTime, tz);
    const lastOffset = dayDiff(activationDay, institutionDay(last.startTime, tz));
    const min = Math.max(lastOffset + 1, dayDiff(activationDay, institutionDay(now, tz)) + 1, 1);
    if (body.total_day < min || body.total_day > TRAINING_MAX_DAYS) throw new AppError('trainingTotalDayRange', { min, max: TRAINING_MAX_DAYS });
    await tx.update(trainingNodes).set({ durationTime: body.total_day - lastOffset }).where(and(eq(trainingNodes.institutionId, institutionId), eq(trainingNodes.id, last.id)));
    await tx.update(trainingStudents).set({ totalDay: body.total_day, ...due }).where(and(eq(trainingStudents.institutionId, institutionId), eq(trainingStudents.id, student.id)));
  });
}

/**
 * Edit a node's times (operation flag). The node must not have ended; a started node keeps its
 * start; the start is at or after the previous node's end (the first: at or after activation);
 * the end is after now. Later nodes move with the node's end, keeping their durations, so the
 * timeline stays in order; total_day follows (days from activation to the last end).
 */
export async function editNodeTime(ctx: AppContext, institutionId: string, body: TrainingTimeBody, now = new Date()): Promise<void> {
  await ctx.db.orm.transaction(async (tx) => {
    const student = await lockStudent(tx, institutionId, body.students_id);
    const nodes = await nodesOf(tx, institutionId, student.id);
    const index = isUuid(body.time_node_id) ? nodes.findIndex((n) => n.id === body.time_node_id) : -1;
    const node = nodes[index];
    if (!node) throw new AppError('notFound');
    const tz = ctx.config.trainingTimeZone;
    const day = (at: Date | number) => institutionDay(new Date(at), tz);
    const endOf = (n: { startTime: Date; durationTime: number }) => nodeEnd(n.startTime, n.durationTime, tz).getTime();
    if (node.ended || endOf(node) <= now.getTime()) throw new AppError('trainingNodeEnded');
    const started = node.startTime.getTime() <= now.getTime();
    const from = index === 0 ? student.activationTime.getTime() : endOf(nodes[index - 1]!);
    // A new start means its institution day: the local midnight, or `from` when that is later the same day.
    const requested = body.start_time === undefined ? null : new Date(body.start_time);
    const start = requested === null ? node.startTime.getTime() : Math.max(zonedMidnight(day(requested), tz).getTime(), from);
    const duration = body.duration_time ?? node.durationTime;
    const end = nodeEnd(new Date(start), duration, tz).getTime();
    const shiftDays = dayDiff(day(endOf(node)), day(end));
    const moved = (at: Date) => (shiftDays === 0 ? at : zonedMidnight(addDays(day(at), shiftDays), tz));
    const last = nodes.at(-1)!;
    const lastEnd = last === node ? end : endOf({ startTime: moved(last.startTime), durationTime: last.durationTime });
    const activationDay = day(student.activationTime);
    const latest = zonedMidnight(addDays(activationDay, TRAINING_MAX_DAYS), tz).getTime();
    const early = requested !== null && day(requested) < day(from);
    const outOfRange = early || (started && start !== node.startTime.getTime()) || end <= now.getTime() || lastEnd > latest;
    if (outOfRange) throw new AppError('trainingNodeTimeRange', { from: iso(started ? node.startTime.getTime() : from), to: iso(latest) });
    await tx.update(trainingNodes).set({ startTime: new Date(start), durationTime: duration }).where(and(eq(trainingNodes.institutionId, institutionId), eq(trainingNodes.id, node.id)));
    if (shiftDays !== 0) {
      for (const later of nodes.slice(index + 1)) {
        await tx.update(trainingNodes).set({ startTime: moved(later.startTime) }).where(and(eq(trainingNodes.institutionId, institutionId), eq(trainingNodes.id, later.id)));
      }
    }
    const totalDay = Math.max(1, dayDiff(activationDay, day(lastEnd)));
    await tx.update(trainingStudents).set({ totalDay, ...due }).where(and(eq(trainingStudents.institutionId, institutionId), eq(trainingStudents.id, student.id)));
  });
}

/** Insert an activity of the course's catalogue edition at the end of a node that has not ended. */
export async function insertActivity(ctx: AppContext, institutionId: string, body: Required<TrainingNodeBody>, now = new Date()): Promise<string> {
  return ctx.db.orm.transaction(async (tx) => {
    const student = await lockStudent(tx, institutionId, body.students_id);
    const nodes = await nodesOf(tx, institutionId, student.id);
    const node = isUuid(body.time_node_id) ? nodes.find((n) => n.id === body.time_node_id) : undefined;
    if (!node) throw new AppError('notFound');
    if (node.ended || nodeEnd(node.startTime, node.durationTime, ctx.config.trainingTimeZone) <= now) throw new AppError('trainingNodeEnded');
    const course = await storedCourse(tx, student.courseKey, student.courseVersion);
    const catalogue = course && (await storedCatalogue(tx, course.catalogue_key, course.catalogue_version));
    const activity = catalogue?.activities.find((a) => a.id === body.activity_operations_id);
    if (!activity) throw new AppError('trainingActivityUnknown', { activity: body.activity_operations_id });
    const [existing] = await tx
      .select({ n: sql<number>`count(*)::int`, max: sql<number>`coalesce(max(${trainingActivities.position}), -1)::int`, same: sql<number>`count(*) filter (where ${trainingActivities.operationsId} = ${activity.id})::int` })
      .from(trainingActivities)
      .where(and(eq(trainingActivities.institutionId, institutionId), eq(trainingActivities.nodeId, node.id)));
    if ((existing?.same ?? 0) > 0) throw new AppError('trainingActivityInNode');
    const [row] = await tx.insert(trainingActivities).values(activityValues(institutionId, student.id, node.id, (existing?.max ?? -1) + 1, activity)).returning({ id: trainingActivities.id });
    // A running node whose activities were all done now has one more: the scheduler opens it.
    await tx.update(trainingStudents).set(due).where(and(eq(trainingStudents.institutionId, institutionId), eq(trainingStudents.id, student.id)));
    return row!.id;
  });
}
