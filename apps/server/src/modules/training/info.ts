/**
 * A student with its whole timeline (`GET students/info`) in ONE statement: the nodes and, nested
 * in each, its activities are aggregated by correlated subqueries on their indexes, so a 60-node,
 * 300-activity timeline costs one round trip and no per-node query; the video appointments (newest
 * first) come the same way. Named (prepared) statement.
 */
import type { TimelineNode, TrainingActivity, TrainingStudent } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { appointmentJson, presentAppointment, type AppointmentJson } from './appointments';
import { presentStudentRow, type StudentSqlRow } from './presenter';

const INFO_SQL = `
select s.*, c.name as children_name, c.children_code,
  coalesce((
    select json_agg(json_build_object(
      '_id', n.id, 'key', n.node_key, 'name', n.name, 'active', n.active, 'end', n.ended,
      'duration_time', n.duration_time, 'start_time', to_char(n.start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'children', coalesce((
        select json_agg(json_build_object(
          '_id', a.id, 'activity_name', a.name, 'activity_operations_id', a.operations_id,
          'activity_operations', a.feedback_type, 'content', a.content, 'content_description', a.content_description,
          'need_for_loop', a.need_for_loop, 'questions', a.questions, 'learning_scores', a.learning_scores,
          'media', a.media, 'results', a.results,
          'skipped_at', to_char(a.skipped_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        ) order by a.position)
        from training_activities a where a.institution_id = n.institution_id and a.node_id = n.id
      ), '[]'::json)
    ) order by n.position)
    from training_nodes n where n.institution_id = s.institution_id and n.student_id = s.id
  ), '[]'::json) as timeline,
  coalesce((
    select json_agg(${appointmentJson('$3')} order by v.created_at desc, v.id desc)
    from training_video_appointments v where v.institution_id = s.institution_id and v.student_id = s.id
  ), '[]'::json) as appointments
from training_students s
join children c on c.institution_id = s.institution_id and c.id = s.children_id
where s.institution_id = $1 and s.id = $2`;

type SqlActivity = Omit<TrainingActivity, 'results_ing' | 'skipped' | 'activity_is_feedback_data'>;
type SqlNode = Omit<TimelineNode, 'children'> & { children: SqlActivity[] };

export async function studentInfo(ctx: AppContext, institutionId: string, studentId: string, now = new Date()): Promise<TrainingStudent> {
  if (!isUuid(studentId)) throw new AppError('notFound');
  const result = await ctx.db.pool.query<StudentSqlRow & { timeline: SqlNode[]; appointments: AppointmentJson[] }>({
    name: 'training-student-info',
    text: INFO_SQL,
    values: [institutionId, studentId, ctx.config.trainingTimeZone],
  });
  const row = result.rows[0];
  if (!row) throw new AppError('notFound');
  const run = row.run_activity_id;
  return {
    ...presentStudentRow(row, now, ctx.config.trainingTimeZone),
    students_id: row.id,
    timeline_info: { ...(row.timeline_info as TrainingStudent['timeline_info']), course_key: row.course_key, course_version: row.course_version },
    reservation_info: (row.reservation_info as TrainingStudent['reservation_info']) ?? null,
    video_appointments: row.appointments.map(presentAppointment),
    run_activity: run,
    activity_timeline: row.timeline.map((node) => ({
      ...node,
      children: node.children.map((a) => ({
        ...a,
        activity_is_feedback_data: a.activity_operations !== 'Blank',
        results_ing: a._id === run,
        skipped: a.skipped_at !== null,
      })),
    })),
  };
}
