/**
 * A student with its whole timeline (`GET students/info`). A full timeline (60 nodes, 300
 * answered activities) is some 400 KB of JSON: building, parsing, checking and re-serialising it
 * on every call cost ~45 ms of CPU, so the call is split in two named statements:
 *
 * - HEAD, on every call: the student, the child, the video appointments (small, always fresh) and
 *   a fingerprint of the timeline rows — count, max and sum of the `xmin` of the student's nodes
 *   and activities. Any insert, update or delete of one of them gives a new fingerprint (a row
 *   written gets a fresh transaction id), so it needs no trigger and no writer can forget it.
 * - TIMELINE, only when the fingerprint (with the running activity) differs from the one this
 *   process last saw: the nodes with their nested activities (correlated json_agg on their
 *   indexes, no per-node query), as JSON TEXT — node-postgres does not parse it — together with
 *   its own fingerprint, under which it is kept (`TimelineCache`).
 *
 * `studentInfoBody` splices that text into the envelope unparsed; `studentInfo` parses it for
 * callers that need the object (writes answering the student, tests).
 */
import type { Locale, TrainingStudent } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { AppError, ok } from '../../http/envelope';
import { appointmentJson, presentAppointment, type AppointmentJson } from './appointments';
import { TimelineCache } from './info-cache';
import { presentStudentRow, type StudentSqlRow } from './presenter';

const FINGERPRINT = (student: string) => `(
  select count(*) || ':' || coalesce(max(x), 0) || ':' || coalesce(sum(x), 0) from (
    select n.xmin::text::bigint as x from training_nodes n where n.institution_id = ${student}.institution_id and n.student_id = ${student}.id
    union all
    select a.xmin::text::bigint from training_activities a where a.institution_id = ${student}.institution_id and a.student_id = ${student}.id
  ) f)`;

const HEAD_SQL = `
select s.*, c.name as children_name, c.children_code, ${FINGERPRINT('s')} as fingerprint,
  coalesce((
    select json_agg(${appointmentJson('$3')} order by v.created_at desc, v.id desc)
    from training_video_appointments v where v.institution_id = s.institution_id and v.student_id = s.id
  ), '[]'::json) as appointments
from training_students s
join children c on c.institution_id = s.institution_id and c.id = s.children_id
where s.institution_id = $1 and s.id = $2`;

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The spec's node and activity fields; results_ing, skipped and activity_is_feedback_data derived here too. */
const TIMELINE_SQL = `
select s.run_activity_id, ${FINGERPRINT('s')} as fingerprint,
  coalesce((
    select json_agg(json_build_object(
      '_id', n.id, 'key', n.node_key, 'name', n.name, 'active', n.active, 'end', n.ended,
      'duration_time', n.duration_time, 'start_time', ${ISO('n.start_time')},
      'children', coalesce((
        select json_agg(json_build_object(
          '_id', a.id, 'activity_name', a.name, 'activity_operations_id', a.operations_id,
          'activity_operations', a.feedback_type, 'content', a.content, 'content_description', a.content_description,
          'need_for_loop', a.need_for_loop, 'questions', a.questions, 'learning_scores', a.learning_scores,
          'media', a.media, 'results', a.results, 'skipped_at', ${ISO('a.skipped_at')},
          'activity_is_feedback_data', a.feedback_type <> 'Blank',
          'results_ing', a.id is not distinct from s.run_activity_id,
          'skipped', a.skipped_at is not null
        ) order by a.position)
        from training_activities a where a.institution_id = n.institution_id and a.node_id = n.id
      ), '[]'::json)
    ) order by n.position)
    from training_nodes n where n.institution_id = s.institution_id and n.student_id = s.id
  ), '[]'::json)::text as timeline
from training_students s
where s.institution_id = $1 and s.id = $2`;

type HeadRow = StudentSqlRow & { fingerprint: string; appointments: AppointmentJson[] };

const cache = new TimelineCache();

interface InfoParts {
  head: Omit<TrainingStudent, 'activity_timeline'>;
  /** The activity_timeline array as JSON text. */
  timeline: string;
}

async function infoParts(ctx: AppContext, institutionId: string, studentId: string, now: Date): Promise<InfoParts> {
  if (!isUuid(studentId)) throw new AppError('notFound');
  const tz = ctx.config.trainingTimeZone;
  const result = await ctx.db.pool.query<HeadRow>({ name: 'training-student-info-head', text: HEAD_SQL, values: [institutionId, studentId, tz] });
  const row = result.rows[0];
  if (!row) throw new AppError('notFound');
  const key = `${institutionId}:${studentId}`;
  const version = `${row.fingerprint}:${row.run_activity_id ?? ''}`;
  let timeline = cache.get(key, version);
  if (timeline === undefined) {
    const fresh = await ctx.db.pool.query<{ run_activity_id: string | null; fingerprint: string; timeline: string }>({
      name: 'training-student-info-timeline',
      text: TIMELINE_SQL,
      values: [institutionId, studentId],
    });
    const t = fresh.rows[0];
    if (!t) throw new AppError('notFound');
    timeline = t.timeline;
    cache.set(key, `${t.fingerprint}:${t.run_activity_id ?? ''}`, timeline);
  }
  return {
    head: {
      ...presentStudentRow(row, now, tz),
      students_id: row.id,
      timeline_info: { ...(row.timeline_info as TrainingStudent['timeline_info']), course_key: row.course_key, course_version: row.course_version },
      reservation_info: (row.reservation_info as TrainingStudent['reservation_info']) ?? null,
      video_appointments: row.appointments.map(presentAppointment),
      run_activity: row.run_activity_id,
    },
    timeline,
  };
}

export async function studentInfo(ctx: AppContext, institutionId: string, studentId: string, now = new Date()): Promise<TrainingStudent> {
  const { head, timeline } = await infoParts(ctx, institutionId, studentId, now);
  return { ...head, activity_timeline: JSON.parse(timeline) as TrainingStudent['activity_timeline'] };
}

/** The whole success envelope as JSON text, the timeline spliced in as stored (see above). */
export async function studentInfoBody(ctx: AppContext, institutionId: string, studentId: string, locale: Locale, now = new Date()): Promise<string> {
  const { head, timeline } = await infoParts(ctx, institutionId, studentId, now);
  const { data, ...envelope } = ok(locale, head);
  const rest = JSON.stringify(envelope);
  // `head` serialises as an object, so its closing brace is where the timeline goes.
  const dataJson = `${JSON.stringify(data).slice(0, -1)},"activity_timeline":${timeline}}`;
  return `{"data":${dataJson},${rest.slice(1)}`;
}
