/**
 * The early-screening writes. Each runs in one transaction that first locks the record
 * (`for update`) and checks everything before changing anything, so a refused request changes
 * nothing. The answers are read after the commit (records.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  CLOSED_TEST_STATUSES,
  EARLY_TOOL,
  earlyRunPath,
  followState,
  isParentOpenStatus,
  toolAgeFit,
  type EarlyCreateBody,
  type EarlyQrAnswer,
  type EarlyRunAnswer,
  type EarlyUpdateBody,
} from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import type { Tx } from '../../db/pool';
import { children } from '../children/schema';
import { trainingCourses } from '../content/schema';
import { tests } from '../testing/schema';
import { trainingStudents } from '../training/schema';
import { createTestIn, qrTokenOf } from '../testing';
import { enrolStudentIn } from '../training';
import { screeningMessages, screeningRecords, screeningSettings, type ScreeningRecordRow } from './schema';

const CLOSED: readonly string[] = CLOSED_TEST_STATUSES;

async function lockRecord(tx: Tx, institutionId: string, id: string): Promise<ScreeningRecordRow> {
  if (!isUuid(id)) throw new AppError('earlyNotFound');
  const [row] = await tx
    .select()
    .from(screeningRecords)
    .where(and(eq(screeningRecords.institutionId, institutionId), eq(screeningRecords.id, id)))
    .for('update');
  if (!row) throw new AppError('earlyNotFound');
  return row;
}

function isFuture(value: string, now: Date): boolean {
  return new Date(value).getTime() > now.getTime();
}

/** A child of the institution (not deleted) whose age fits the screening test today. */
async function screenableChild(tx: Tx, institutionId: string, childId: string, now: Date): Promise<string> {
  if (!isUuid(childId)) throw new AppError('childNotFound');
  const [child] = await tx
    .select({ id: children.id, birthday: children.birthday })
    .from(children)
    .where(and(eq(children.institutionId, institutionId), eq(children.id, childId), isNull(children.deletedAt)));
  if (!child) throw new AppError('childNotFound');
  if (!child.birthday || !toolAgeFit(EARLY_TOOL, child.birthday, now).fits) throw new AppError('earlyChildAge');
  return child.id;
}

export async function createRecord(ctx: AppContext, institutionId: string, userId: string, body: EarlyCreateBody, now = new Date()): Promise<string> {
  if (body.its_appointment_time && !isFuture(body.its_appointment_time, now)) throw new AppError('earlyReservationPast');
  return ctx.db.orm.transaction(async (tx) => {
    const childId = await screenableChild(tx, institutionId, body.children_id, now);
    const [row] = await tx
      .insert(screeningRecords)
      .values({
        institutionId,
        childrenId: childId,
        parentName: body.parent_name ?? null,
        phone: body.phone ?? null,
        itsAppointmentTime: body.its_appointment_time ? new Date(body.its_appointment_time) : null,
        createdBy: userId,
      })
      .onConflictDoNothing()
      .returning({ id: screeningRecords.id });
    if (!row) throw new AppError('earlyChildExists');
    return row.id;
  });
}

export async function updateRecord(ctx: AppContext, institutionId: string, body: EarlyUpdateBody, now = new Date()): Promise<void> {
  const { _id, ...fields } = body;
  if (Object.values(fields).every((v) => v === undefined)) throw new AppError('earlyNothingToUpdate');
  const purchase = fields.order_code !== undefined || fields.purchase_confirmed !== undefined;
  if (purchase && (fields.order_code === undefined || fields.purchase_confirmed !== true)) throw new AppError('earlyPurchaseUnconfirmed');
  await ctx.db.orm.transaction(async (tx) => {
    const record = await lockRecord(tx, institutionId, _id);
    const following = followState(fields.follow_status ?? record.followStatus, fields.not_follow ?? record.notFollow) === 'following';
    if (fields.its_appointment_time) {
      if (!isFuture(fields.its_appointment_time, now)) throw new AppError('earlyReservationPast');
      if (!following) throw new AppError('earlyNotFollowing');
    }
    if (purchase && record.orderCode !== null) throw new AppError('earlyAlreadyPurchased', { order: record.orderCode });
    const at = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : new Date(v));
    await tx
      .update(screeningRecords)
      .set({
        parentName: fields.parent_name,
        phone: fields.phone,
        itsAppointmentTime: at(fields.its_appointment_time),
        lbReturnVisitTime: at(fields.lb_return_visit_time),
        followStatus: fields.follow_status,
        notFollow: fields.not_follow,
        ...(purchase ? { orderCode: fields.order_code, purchasedAt: now } : {}),
        updatedAt: sql`clock_timestamp()`,
      })
      .where(and(eq(screeningRecords.institutionId, institutionId), eq(screeningRecords.id, record.id)));
  });
}

/**
 * The record's parent link: its open screening test (a new Dream-ITS test when it has none, or
 * the last one has ended: a rescreen), and its `cid`, made once.
 */
export async function recordQrCode(ctx: AppContext, institutionId: string, userId: string, earlyId: string, orderCode: string | undefined, now = new Date()): Promise<EarlyQrAnswer> {
  return ctx.db.orm.transaction(async (tx) => {
    const record = await lockRecord(tx, institutionId, earlyId);
    if (followState(record.followStatus, record.notFollow) !== 'following') throw new AppError('earlyNotFollowing');
    const [current] = record.itsTestId
      ? await tx.select({ id: tests.id, testCode: tests.testCode, status: tests.status }).from(tests).where(and(eq(tests.institutionId, institutionId), eq(tests.id, record.itsTestId)))
      : [];
    let test = current && isParentOpenStatus(current.status) ? current : null;
    if (current && !test && !CLOSED.includes(current.status) && current.status !== 'Failure') throw new AppError('earlyTestInProgress');
    if (!test) {
      await screenableChild(tx, institutionId, record.childrenId, now);
      const made = await createTestIn(tx, institutionId, userId, { tools_type: EARLY_TOOL, children_id: record.childrenId });
      test = { id: made._id, testCode: made.test_code, status: made.status };
    }
    const cid = record.cid ?? randomBytes(16).toString('base64url');
    await tx
      .update(screeningRecords)
      .set({ itsTestId: test.id, cid, ...(orderCode ? { itsOrderCode: orderCode } : {}), updatedAt: sql`clock_timestamp()` })
      .where(and(eq(screeningRecords.institutionId, institutionId), eq(screeningRecords.id, record.id)));
    return { cid, path: earlyRunPath(cid), test_id: test.id, test_code: test.testCode, tools_type: EARLY_TOOL };
  });
}

/** The parent's `/its/run/early/{cid}`: the Dream-ITS parent link of the record's test (no login). */
export async function runLink(ctx: AppContext, cid: string): Promise<EarlyRunAnswer> {
  const [found] = await ctx.db.orm
    .select({ institutionId: screeningRecords.institutionId, testId: screeningRecords.itsTestId, status: tests.status })
    .from(screeningRecords)
    .leftJoin(tests, and(eq(tests.institutionId, screeningRecords.institutionId), eq(tests.id, screeningRecords.itsTestId)))
    .where(eq(screeningRecords.cid, cid));
  if (!found?.testId || !found.status) throw new AppError('earlyLinkInvalid');
  if (CLOSED.includes(found.status)) throw new AppError('testEnded');
  const qr = await qrTokenOf(ctx, found.institutionId, found.testId, false);
  return { path: qr.path, tools_type: qr.tools_type };
}

/** Enrols the record's child in a language-training course (the first shipped one unless named) and links the student. */
export async function linkLanguageStudent(ctx: AppContext, institutionId: string, userId: string, earlyId: string, courseKey: string | undefined, now = new Date()): Promise<void> {
  await ctx.db.orm.transaction(async (tx) => {
    const record = await lockRecord(tx, institutionId, earlyId);
    if (record.linkLanguageStudentsId) throw new AppError('earlyLanguageLinked');
    const key = courseKey ?? (await tx.select({ key: trainingCourses.courseKey }).from(trainingCourses).orderBy(asc(trainingCourses.courseKey)).limit(1))[0]?.key;
    if (!key) throw new AppError('earlyNoCourse');
    let studentId: string;
    try {
      studentId = await enrolStudentIn(ctx, tx, institutionId, userId, { children_id: record.childrenId, course_key: key, ...(record.orderCode ? { order_code: record.orderCode } : {}) }, now);
    } catch (error) {
      if (!(error instanceof AppError && error.key === 'trainingAlreadyEnrolled')) throw error;
      // Already a student of that course: link that student.
      const [existing] = await tx
        .select({ id: trainingStudents.id })
        .from(trainingStudents)
        .where(and(eq(trainingStudents.institutionId, institutionId), eq(trainingStudents.childrenId, record.childrenId), eq(trainingStudents.courseKey, key)))
        .limit(1);
      if (!existing) throw error;
      studentId = existing.id;
    }
    await tx
      .update(screeningRecords)
      .set({ linkLanguageStudentsId: studentId, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(screeningRecords.institutionId, institutionId), eq(screeningRecords.id, record.id)));
  });
}

export async function addMessage(ctx: AppContext, institutionId: string, userId: string, body: { from_id: string; content: string; kind: 'follow' | 'return_visit' }): Promise<string> {
  return ctx.db.orm.transaction(async (tx) => {
    const record = await lockRecord(tx, institutionId, body.from_id);
    const [row] = await tx
      .insert(screeningMessages)
      .values({ institutionId, recordId: record.id, kind: body.kind, content: body.content, createdBy: userId })
      .returning({ id: screeningMessages.id });
    await tx.update(screeningRecords).set({ updatedAt: sql`clock_timestamp()` }).where(and(eq(screeningRecords.institutionId, institutionId), eq(screeningRecords.id, record.id)));
    return row!.id;
  });
}

export async function saveSettings(ctx: AppContext, institutionId: string, rescreenMonths: number): Promise<void> {
  await ctx.db.orm
    .insert(screeningSettings)
    .values({ institutionId, rescreenMonths })
    .onConflictDoUpdate({ target: screeningSettings.institutionId, set: { rescreenMonths, updatedAt: sql`now()` } });
}
