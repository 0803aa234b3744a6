/**
 * The parent's side of video consultations (consultation.ts): the institution's open specialist
 * slots, and the request itself. A request is idempotent by `request_id` (a replay answers the
 * stored appointment), records where the child is (the active island of an Island course, else
 * the active node), and books its slot under the slot row's lock, so two parents racing for one
 * slot cannot both have it and a refused request stores nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  mediaKindOf,
  institutionDay,
  pickRunningActivity,
  SLOT_HORIZON_DAYS,
  type IslandConfig,
  type ParentAppointmentBody,
  type ParentToday,
} from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { files } from '../files/schema';
import { specialistSlots, trainingActivities, trainingNodes, trainingVideoAppointments } from './schema';
import { AppError } from '../../http/envelope';
import type { TrainingParentSession } from './parent-auth';
import { dateString, nodePhase, submissionsOf, trainingTimeZone } from './parent-rules';
import { DAY_MS, lockStudent } from './timeline';
import type { Tx } from '../../db/pool';

type Localized = { zh: string; en?: string };
export type ParentAppointment = ParentToday['appointments'][number];

const SLOTS_SQL = `
select sl.id, sl.starts_at, sl.specialist_id, coalesce(nullif(u.nickname, ''), u.username) as specialist_name
  from specialist_slots sl join users u on u.id = sl.specialist_id
 where sl.institution_id = $1 and not sl.blocked and sl.appointment_id is null
   and sl.starts_at > $2 and sl.starts_at <= $3
 order by sl.starts_at, sl.id
 limit 1000`;

export async function openSlots(ctx: AppContext, session: TrainingParentSession, now = new Date()) {
  const until = new Date(now.getTime() + SLOT_HORIZON_DAYS * DAY_MS);
  const result = await ctx.db.pool.query<{ id: string; starts_at: Date; specialist_id: string; specialist_name: string }>({ name: 'training-parent-slots', text: SLOTS_SQL, values: [session.institutionId, now, until] });
  const zone = trainingTimeZone(ctx);
  return result.rows.map((r) => ({ date_id: r.id, date_time: r.starts_at.toISOString(), date_string: dateString(r.starts_at, zone), specialist: r.specialist_id, specialist_name: r.specialist_name }));
}

/** Where the child is now: the active island (Island course: the island whose step opens the running activity), else the active node. */
async function whereNow(tx: Tx, session: TrainingParentSession, timelineInfo: { name: Localized; island_config?: IslandConfig | null }, now: Date, timeZone: string): Promise<Localized> {
  const nodes = await tx
    .select({ id: trainingNodes.id, name: trainingNodes.name, startTime: trainingNodes.startTime, durationTime: trainingNodes.durationTime })
    .from(trainingNodes)
    .where(and(eq(trainingNodes.institutionId, session.institutionId), eq(trainingNodes.studentId, session.studentId)))
    .orderBy(asc(trainingNodes.position));
  const phases = nodes.map((n) => nodePhase(n.startTime, n.durationTime, now, timeZone));
  const active = nodes[phases.indexOf('active')];
  if (!active) {
    // Before the course or after it: the last node reached, else the first.
    const reached = nodes[phases.lastIndexOf('ended')] ?? nodes[0];
    return (reached?.name as Localized | undefined) ?? timelineInfo.name;
  }
  const islands = timelineInfo.island_config?.islands ?? [];
  if (islands.length > 0) {
    const activities = await tx
      .select({ _id: trainingActivities.id, operationsId: trainingActivities.operationsId, feedback_type: trainingActivities.feedbackType, need_for_loop: trainingActivities.needForLoop, results: trainingActivities.results, skippedAt: trainingActivities.skippedAt })
      .from(trainingActivities)
      .where(and(eq(trainingActivities.institutionId, session.institutionId), eq(trainingActivities.nodeId, active.id)))
      .orderBy(asc(trainingActivities.position));
    const run = pickRunningActivity(activities.map((a) => ({ ...a, results: submissionsOf(a.results), skipped: a.skippedAt !== null })), institutionDay(now, timeZone));
    const islandOf = (operationsId: string) => islands.find((i) => i.steps.some((s) => s.activity === operationsId));
    const running = activities.find((a) => a._id === run);
    const island = (running && islandOf(running.operationsId)) ?? activities.map((a) => islandOf(a.operationsId)).find((i) => i !== undefined);
    if (island) return island.name;
  }
  return active.name as Localized;
}

async function slotString(tx: Tx, institutionId: string, slotId: string | null, zone: string): Promise<string | null> {
  if (!slotId) return null;
  const [slot] = await tx.select({ startsAt: specialistSlots.startsAt }).from(specialistSlots).where(and(eq(specialistSlots.institutionId, institutionId), eq(specialistSlots.id, slotId)));
  return slot ? dateString(slot.startsAt, zone) : null;
}

function present(row: typeof trainingVideoAppointments.$inferSelect, date: string | null): ParentAppointment {
  return { _id: row.id, status: row.status === 1 ? 1 : 0, createdAt: row.createdAt.toISOString(), appointment_message: row.message, date_string: date };
}

export async function requestAppointment(ctx: AppContext, session: TrainingParentSession, body: ParentAppointmentBody, now = new Date()): Promise<ParentAppointment> {
  const zone = trainingTimeZone(ctx);
  return ctx.db.orm.transaction(async (tx) => {
    const student = await lockStudent(tx, session.institutionId, session.studentId);
    const mine = and(eq(trainingVideoAppointments.institutionId, session.institutionId), eq(trainingVideoAppointments.studentId, session.studentId));
    const [stored] = await tx.select().from(trainingVideoAppointments).where(and(mine, eq(trainingVideoAppointments.requestId, body.request_id)));
    if (stored) return present(stored, await slotString(tx, session.institutionId, stored.slotId, zone));

    if (body.video_file_id !== undefined) {
      const id = body.video_file_id;
      const [video] = isUuid(id)
        ? await tx
            .select({ extension: files.extension })
            .from(files)
            .where(and(eq(files.institutionId, session.institutionId), eq(files.id, id), eq(files.fromId, session.studentId), eq(files.source, 'upload')))
        : [];
      if (!video) throw new AppError('trainingParentFileNotFound', { file: id });
      if (mediaKindOf(video.extension) !== 'video') throw new AppError('uploadType', { types: 'MP4, MOV, WebM' });
    }
    let slot: { id: string; startsAt: Date } | null = null;
    if (body.slot_id !== undefined) {
      if (!isUuid(body.slot_id)) throw new AppError('notFound');
      const [row] = await tx
        .select()
        .from(specialistSlots)
        .where(and(eq(specialistSlots.institutionId, session.institutionId), eq(specialistSlots.id, body.slot_id)))
        .for('update');
      if (!row) throw new AppError('notFound');
      const horizon = now.getTime() + SLOT_HORIZON_DAYS * DAY_MS;
      if (row.blocked || row.appointmentId !== null || row.startsAt.getTime() <= now.getTime() || row.startsAt.getTime() > horizon) throw new AppError('trainingSlotNotOpen');
      slot = { id: row.id, startsAt: row.startsAt };
    }
    const islandName = await whereNow(tx, session, student.timelineInfo as { name: Localized; island_config?: IslandConfig | null }, now, zone);
    const [created] = await tx
      .insert(trainingVideoAppointments)
      .values({ institutionId: session.institutionId, studentId: session.studentId, requestId: body.request_id, islandName, videoFileId: body.video_file_id ?? null, message: body.appointment_message, slotId: slot?.id ?? null })
      .returning();
    if (slot) await tx.update(specialistSlots).set({ appointmentId: created!.id }).where(and(eq(specialistSlots.institutionId, session.institutionId), eq(specialistSlots.id, slot.id)));
    return present(created!, slot ? dateString(slot.startsAt, zone) : null);
  });
}
