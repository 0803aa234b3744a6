/**
 * Video appointments (0 pending → 1 handled): the staff side. The parent
 * side (parent calls) inserts them; staff list them and move a pending one to handled, once.
 * `appointmentJson` is the one SQL spelling of an appointment, used by the list, by a single
 * appointment and by `students/info` (as a correlated subquery, so info stays one statement).
 */
import { and, eq } from 'drizzle-orm';
import { APPOINTMENT_STATUS, type VideoAppointment, type VideoAppointmentRow } from '@portal/shared';
import { z } from 'zod';
import { isUuid, type AppContext } from '../../context';
import { trainingVideoAppointments } from './schema';
import { AppError, type Page } from '../../http/envelope';
import { filePath } from '../files';

export const APPOINTMENT_PAGE_SIZE = 20;
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const userName = (alias: string) => `coalesce(nullif(${alias}.nickname, ''), ${alias}.username)`;

/**
 * The appointment `v` as JSON; `tz` is the placeholder of the institution's time zone. The slot is
 * the one whose `appointment_id` is this appointment (the booking mark, unique per appointment).
 */
export const appointmentJson = (tz: string) => `json_build_object(
  '_id', v.id, 'students_id', v.student_id, 'status', v.status, 'createdAt', ${iso('v.created_at')},
  'island_name', v.island_name, 'video_file_id', v.video_file_id, 'appointment_message', v.message,
  'slot', (
    select json_build_object('date_id', sl.id, 'date_string', to_char(sl.starts_at at time zone ${tz}::text, 'YYYY-MM-DD HH24:MI'),
      'specialist', sl.specialist_id, 'specialist_name', ${userName('su')})
    from specialist_slots sl join users su on su.id = sl.specialist_id
    where sl.institution_id = v.institution_id and sl.appointment_id = v.id
  ),
  'handledAt', ${iso('v.handled_at')},
  'handled_by_name', (select ${userName('hu')} from users hu where hu.id = v.handled_by)
)`;

export interface AppointmentJson extends Omit<VideoAppointment, 'island_video' | 'island_name' | 'status'> {
  status: number;
  island_name: unknown;
  video_file_id: string | null;
}

const islandName = z.object({ zh: z.string(), en: z.string().optional() });

/** The stored row's JSON to the shared shape; an island name the parent side stored oddly shows empty, never a 500. */
export function presentAppointment(a: AppointmentJson): VideoAppointment {
  const name = islandName.safeParse(a.island_name);
  return {
    _id: a._id,
    students_id: a.students_id,
    status: a.status === APPOINTMENT_STATUS.handled ? 1 : 0,
    createdAt: a.createdAt,
    island_name: name.success ? name.data : { zh: '' },
    island_video: a.video_file_id ? filePath(a.video_file_id) : null,
    appointment_message: a.appointment_message,
    slot: a.slot,
    handledAt: a.handledAt,
    handled_by_name: a.handled_by_name,
  };
}

const FROM = `from training_video_appointments v
join training_students s on s.institution_id = v.institution_id and s.id = v.student_id
join children c on c.institution_id = s.institution_id and c.id = s.children_id`;

async function studentExists(ctx: AppContext, institutionId: string, studentId: string): Promise<boolean> {
  if (!isUuid(studentId)) return false;
  const res = await ctx.db.pool.query('select 1 from training_students where institution_id = $1 and id = $2', [institutionId, studentId]);
  return res.rowCount === 1;
}

export interface AppointmentListQuery {
  students_id?: string | undefined;
  status?: number | undefined;
  current?: number | undefined;
  pageSize?: number | undefined;
}

/** The institution's appointments, newest first, one page; a student filter of another institution is a 404. */
export async function appointmentsPage(ctx: AppContext, institutionId: string, q: AppointmentListQuery): Promise<{ list: VideoAppointmentRow[]; page: Page }> {
  const current = q.current ?? 1;
  const pageSize = q.pageSize ?? APPOINTMENT_PAGE_SIZE;
  if (q.students_id !== undefined && !(await studentExists(ctx, institutionId, q.students_id))) throw new AppError('notFound');
  const values: unknown[] = [institutionId];
  const where = ['v.institution_id = $1'];
  if (q.students_id !== undefined) where.push(`v.student_id = $${values.push(q.students_id)}`);
  if (q.status !== undefined) where.push(`v.status = $${values.push(q.status)}`);
  const filter = `${FROM} where ${where.join(' and ')}`;
  const tz = `$${values.length + 1}`;
  const [rows, total] = await Promise.all([
    ctx.db.pool.query<{ a: AppointmentJson; children_name: string }>(
      `select ${appointmentJson(tz)} as a, c.name as children_name ${filter} order by v.created_at desc, v.id desc limit $${values.length + 2} offset $${values.length + 3}`,
      [...values, ctx.config.trainingTimeZone, pageSize, (current - 1) * pageSize],
    ),
    ctx.db.pool.query<{ n: number }>(`select count(*)::int as n ${filter}`, values),
  ]);
  return {
    list: rows.rows.map((r) => ({ ...presentAppointment(r.a), children_name: r.children_name })),
    page: { total: total.rows[0]?.n ?? 0, current, pageSize },
  };
}

export async function appointmentById(ctx: AppContext, institutionId: string, id: string): Promise<VideoAppointment> {
  if (!isUuid(id)) throw new AppError('notFound');
  const res = await ctx.db.pool.query<{ a: AppointmentJson }>(`select ${appointmentJson('$3')} as a from training_video_appointments v where v.institution_id = $1 and v.id = $2`, [
    institutionId,
    id,
    ctx.config.trainingTimeZone,
  ]);
  const row = res.rows[0];
  if (!row) throw new AppError('notFound');
  return presentAppointment(row.a);
}

/**
 * Pending → handled, once (`PUT video_appointments/{id} {status: 1}`). The row is locked first, so
 * two staff handling at once: one wins, the other is told it is already handled.
 */
export async function handleAppointment(ctx: AppContext, institutionId: string, userId: string, id: string, now = new Date()): Promise<void> {
  if (!isUuid(id)) throw new AppError('notFound');
  await ctx.db.orm.transaction(async (tx) => {
    const where = and(eq(trainingVideoAppointments.institutionId, institutionId), eq(trainingVideoAppointments.id, id));
    const [row] = await tx.select({ status: trainingVideoAppointments.status }).from(trainingVideoAppointments).where(where).for('update');
    if (!row) throw new AppError('notFound');
    if (row.status === APPOINTMENT_STATUS.handled) throw new AppError('appointmentHandled');
    await tx.update(trainingVideoAppointments).set({ status: APPOINTMENT_STATUS.handled, handledAt: now, handledBy: userId }).where(where);
  });
}
