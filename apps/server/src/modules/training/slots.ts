/**
 * Specialist inquiry slots: the staff side. A specialist is a (not deleted) user with an identity in
 * the institution. Staff list a specialist's slots, add slots and block or unblock one; a parent
 * books a slot by setting its `appointment_id` (parent calls). A booked slot never changes here: the
 * slot row is locked before the check, and the table's check constraint (never blocked and booked)
 * backs that up. Days and `date_string` are in the institution's zone (config `trainingTimeZone`).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  SLOT_HORIZON_DAYS,
  type SlotsAddBody,
  type SpecialistSlot,
  type SwitchBlockedBody,
} from '@portal/shared';
import { z } from 'zod';
import { isUuid, type AppContext } from '../../context';
import { specialistSlots } from './schema';
import { AppError } from '../../http/envelope';
import { pgErrorOf } from '../../http/errors';
import { dateString } from './parent-rules';
import { DAY_MS } from './timeline';
import type { Tx } from '../../db/pool';

type Runner = Pick<Tx, 'execute'>;

/** A user of the institution who is not deleted; otherwise 404 like an unknown id. */
export async function requireSpecialist(db: Runner, institutionId: string, specialistId: string): Promise<void> {
  if (!isUuid(specialistId)) throw new AppError('notFound');
  const res = await db.execute(sql`
    select 1 from users u
    where u.id = ${specialistId} and u.deleted_at is null
      and exists (select 1 from user_identities i where i.institution_id = ${institutionId} and i.user_id = u.id)`);
  if (res.rows.length === 0) throw new AppError('notFound');
}

interface SlotSqlRow extends Omit<SpecialistSlot, 'date_time'> {
  date_time: string;
}

/** The slots matching `where` (on alias `sl`) in the SpecialistSlot shape, ordered by time. */
async function slotsWhere(db: Runner, institutionId: string, timeZone: string, where: SQL): Promise<SpecialistSlot[]> {
  const res = await db.execute<SlotSqlRow & Record<string, unknown>>(sql`
    select sl.id as date_id,
      to_char(sl.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date_time,
      to_char(sl.starts_at at time zone ${timeZone}::text, 'YYYY-MM-DD HH24:MI') as date_string,
      sl.appointment_id is not null as has_appointed, sl.blocked,
      v.student_id as students_id, c.name as children_name
    from specialist_slots sl
    left join training_video_appointments v on v.institution_id = sl.institution_id and v.id = sl.appointment_id
    left join training_students s on s.institution_id = v.institution_id and s.id = v.student_id
    left join children c on c.institution_id = s.institution_id and c.id = s.children_id
    where sl.institution_id = ${institutionId} and ${where}
    order by sl.starts_at, sl.id`);
  return res.rows.map((r) => ({
    date_id: r.date_id,
    date_time: r.date_time,
    date_string: r.date_string,
    has_appointed: r.has_appointed,
    blocked: r.blocked,
    students_id: r.students_id ?? null,
    children_name: r.children_name ?? null,
  }));
}

/**
 * A specialist's slots from the start of the institution's today (with `includePast`: from
 * SLOT_HORIZON_DAYS before it), ordered by time.
 */
export async function specialistSlotsList(ctx: AppContext, institutionId: string, specialistId: string, includePast = false, now = new Date()): Promise<SpecialistSlot[]> {
  const db = ctx.db.orm;
  await requireSpecialist(db, institutionId, specialistId);
  const tz = ctx.config.trainingTimeZone;
  const startOfToday = sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${tz}::text) at time zone ${tz}::text)`;
  const from = includePast ? sql`${startOfToday} - make_interval(days => ${SLOT_HORIZON_DAYS})` : startOfToday;
  return slotsWhere(db, institutionId, tz, sql`sl.specialist_id = ${specialistId} and sl.starts_at >= ${from}`);
}

const instant = z.string().datetime({ offset: true });

/** The page shows `date_string` (or sends `date_time`); anything else means it no longer shows this slot. */
function sameSlotTime(given: string, startsAt: Date, timeZone: string): boolean {
  if (given === dateString(startsAt, timeZone)) return true;
  return instant.safeParse(given).success && new Date(given).getTime() === startsAt.getTime();
}

/** Block or unblock one slot; booked, past or stale refused, nothing changed. */
export async function switchBlocked(ctx: AppContext, institutionId: string, body: SwitchBlockedBody, now = new Date()): Promise<SpecialistSlot> {
  const tz = ctx.config.trainingTimeZone;
  try {
    return await ctx.db.orm.transaction(async (tx) => {
      await requireSpecialist(tx, institutionId, body.specialist);
      if (!isUuid(body.appointment_id)) throw new AppError('notFound');
      const where = and(eq(specialistSlots.institutionId, institutionId), eq(specialistSlots.id, body.appointment_id), eq(specialistSlots.specialistId, body.specialist));
      // Locked: a parent's booking of this slot waits for us (or we for it, and then see it).
      const [slot] = await tx.select().from(specialistSlots).where(where).for('update');
      if (!slot) throw new AppError('notFound');
      if (!sameSlotTime(body.appointment_date, slot.startsAt, tz)) throw new AppError('slotStale');
      if (slot.appointmentId !== null) throw new AppError('slotBooked');
      if (slot.startsAt.getTime() <= now.getTime()) throw new AppError('slotPast');
      if (slot.blocked !== body.blocked) await tx.update(specialistSlots).set({ blocked: body.blocked }).where(where);
      const [answer] = await slotsWhere(tx, institutionId, tz, sql`sl.id = ${slot.id}`);
      return answer!;
    });
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === '23514' && pg.constraint === 'specialist_slots_booked_check') throw new AppError('slotBooked');
    throw error;
  }
}

/**
 * Add slots: each a whole minute, after now and within SLOT_HORIZON_DAYS. A time the specialist
 * already has (or one given twice) is skipped, not an error. Answers the new slots.
 */
export async function addSlots(ctx: AppContext, institutionId: string, body: SlotsAddBody, now = new Date()): Promise<{ added: number; slots: SpecialistSlot[] }> {
  const latest = now.getTime() + SLOT_HORIZON_DAYS * DAY_MS;
  const times = new Set<number>();
  for (const text of body.date_times) {
    const t = new Date(text).getTime();
    if (Number.isNaN(t) || t % 60_000 !== 0 || t <= now.getTime() || t > latest) throw new AppError('slotTimeRange', { days: SLOT_HORIZON_DAYS, time: text });
    times.add(t);
  }
  const tz = ctx.config.trainingTimeZone;
  return ctx.db.orm.transaction(async (tx) => {
    await requireSpecialist(tx, institutionId, body.specialist);
    const rows = await tx
      .insert(specialistSlots)
      .values([...times].map((t) => ({ institutionId, specialistId: body.specialist, startsAt: new Date(t) })))
      .onConflictDoNothing()
      .returning({ id: specialistSlots.id });
    const ids = rows.map((r) => r.id);
    const slots = ids.length === 0 ? [] : await slotsWhere(tx, institutionId, tz, sql`sl.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`);
    return { added: ids.length, slots };
  });
}

/** The institution's users who can be chosen as specialists (not deleted, not disabled), by name. */
export async function specialistOptions(ctx: AppContext, institutionId: string): Promise<Array<{ _id: string; name: string; time_zone: string }>> {
  const res = await ctx.db.pool.query<{ _id: string; name: string }>(
    `select u.id as _id, coalesce(nullif(u.nickname, ''), u.username) as name from users u
     where u.deleted_at is null and not u.disabled
       and exists (select 1 from user_identities i where i.institution_id = $1 and i.user_id = u.id)
     order by name, u.id limit 500`,
    [institutionId],
  );
  // The portal reads a new slot's date and time in this zone.
  return res.rows.map((r) => ({ ...r, time_zone: ctx.config.trainingTimeZone }));
}
