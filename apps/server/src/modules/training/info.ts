/**
 * A student with its whole timeline (`GET students/info`). A full timeline (60 nodes, 300
 * answered activities) is some 400 KB of JSON: building, parsing, checking and re-serialising it
 * on every call cost ~45 ms of CPU, and sending it uncompressed most of the rest. So:
 *
 * - VERSION, on every call: a fingerprint of every row the answer is made of — the student and
 *   child rows' `xmin`, and count/max/sum of `xmin` over the student's nodes, activities,
 *   appointments with their slots and the users named in them — plus the institution day (for
 *   `use_time_day`) and the language. A row written gets a fresh transaction id, so any write
 *   changes it: no trigger, and no writer can forget to bump a version.
 * - Only when this process holds no answer at that version: HEAD (student, child, appointments)
 *   and TIMELINE (nodes with nested activities by correlated json_agg on their indexes, no
 *   per-node query, as JSON TEXT that node-postgres does not parse), spliced into the envelope
 *   unparsed and kept (`AnswerCache`), with its gzip and brotli forms made once, on first demand.
 *
 * `studentInfoAnswer` gives the route the bytes for the caller's Accept-Encoding;
 * `studentInfo` parses the same text for callers that need the object.
 */
import type { Locale, TrainingStudent } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { AppError, ok } from '../../http/envelope';
import { appointmentJson, presentAppointment, type AppointmentJson } from './appointments';
import { institutionDay } from './clock';
import { AnswerCache, type CachedAnswer } from './info-cache';
import { presentStudentRow, type StudentSqlRow } from './presenter';

const X = (alias: string) => `${alias}.xmin::text::bigint`;
const TALLY = (x: string) => `count(*) || ':' || coalesce(max(${x}), 0) || ':' || coalesce(sum(${x}), 0)`;

const VERSION_SQL = `
select s.xmin::text || '.' || c.xmin::text as rows,
  (select ${TALLY('f.x')} from (
    select ${X('n')} as x from training_nodes n where n.institution_id = s.institution_id and n.student_id = s.id
    union all
    select ${X('a')} from training_activities a where a.institution_id = s.institution_id and a.student_id = s.id
  ) f) as timeline,
  (select ${TALLY(`${X('v')} * 4 + coalesce(${X('sl')}, 0) * 3 + coalesce(${X('su')}, 0) * 2 + coalesce(${X('hu')}, 0)`)}
     from training_video_appointments v
     left join specialist_slots sl on sl.institution_id = v.institution_id and sl.appointment_id = v.id
     left join users su on su.id = sl.specialist_id
     left join users hu on hu.id = v.handled_by
    where v.institution_id = s.institution_id and v.student_id = s.id) as appointments
from training_students s
join children c on c.institution_id = s.institution_id and c.id = s.children_id
where s.institution_id = $1 and s.id = $2`;

const HEAD_SQL = `
select s.*, c.name as children_name, c.children_code,
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
select coalesce((
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

type HeadRow = StudentSqlRow & { appointments: AppointmentJson[] };

const cache = new AnswerCache();

/** The answer's head (everything but the timeline) and the timeline as JSON text, read now. */
async function build(ctx: AppContext, institutionId: string, studentId: string, now: Date): Promise<{ head: Omit<TrainingStudent, 'activity_timeline'>; timeline: string }> {
  const tz = ctx.config.trainingTimeZone;
  const [heads, timelines] = await Promise.all([
    ctx.db.pool.query<HeadRow>({ name: 'training-student-info-head', text: HEAD_SQL, values: [institutionId, studentId, tz] }),
    ctx.db.pool.query<{ timeline: string }>({ name: 'training-student-info-timeline', text: TIMELINE_SQL, values: [institutionId, studentId] }),
  ]);
  const row = heads.rows[0];
  const timeline = timelines.rows[0]?.timeline;
  if (!row || timeline === undefined) throw new AppError('notFound');
  return {
    head: {
      ...presentStudentRow(row, now, tz),
      students_id: row.id,
      timeline_info: { ...(row.timeline_info as TrainingStudent['timeline_info']), course_key: row.course_key, course_version: row.course_version },
      reservation_info: (row.reservation_info as TrainingStudent['reservation_info']) ?? null,
      video_appointments: row.appointments.map(presentAppointment),
      run_activity: row.run_activity_id,
      time_zone: tz,
    },
    timeline,
  };
}

export async function studentInfo(ctx: AppContext, institutionId: string, studentId: string, now = new Date()): Promise<TrainingStudent> {
  if (!isUuid(studentId)) throw new AppError('notFound');
  const { head, timeline } = await build(ctx, institutionId, studentId, now);
  return { ...head, activity_timeline: JSON.parse(timeline) as TrainingStudent['activity_timeline'] };
}

/** The whole success envelope as JSON text, the timeline spliced in unparsed. */
function envelopeText(locale: Locale, head: Omit<TrainingStudent, 'activity_timeline'>, timeline: string): string {
  const { data, ...envelope } = ok(locale, head);
  // `head` serialises as an object: its closing brace is where the timeline goes.
  return `{"data":${JSON.stringify(data).slice(0, -1)},"activity_timeline":${timeline}},${JSON.stringify(envelope).slice(1)}`;
}

/** The answer of `GET students/info` for the caller, from this process's cache when the rows have not changed. */
export async function studentInfoAnswer(ctx: AppContext, institutionId: string, studentId: string, locale: Locale, now = new Date()): Promise<CachedAnswer> {
  if (!isUuid(studentId)) throw new AppError('notFound');
  const versions = await ctx.db.pool.query<{ rows: string; timeline: string; appointments: string }>({
    name: 'training-student-info-version',
    text: VERSION_SQL,
    values: [institutionId, studentId],
  });
  const v = versions.rows[0];
  if (!v) throw new AppError('notFound');
  // The day enters through use_time_day, the language through the envelope's message.
  const version = [v.rows, v.timeline, v.appointments, institutionDay(now, ctx.config.trainingTimeZone), locale].join('|');
  const key = `${institutionId}:${studentId}`;
  const held = cache.get(key, version);
  if (held) return held;
  const { head, timeline } = await build(ctx, institutionId, studentId, now);
  // Built after the version was read: at worst newer than it, and the next call's version then differs and rebuilds.
  return cache.set(key, version, envelopeText(locale, head, timeline));
}
