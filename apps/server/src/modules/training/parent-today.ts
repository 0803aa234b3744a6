/**
 * What the parent reads: `GET today` (the student, the timeline summary, the active node's
 * activities, the appointments) in ONE statement, and `GET activity` (one activity of this
 * student with its content, media, questions and submissions). Node states and the running
 * activity are worked out from the node times at `now` (parent-rules.ts), so the phone and the
 * feedback call agree even while the scheduler has not run yet.
 */
import { and, asc, eq } from 'drizzle-orm';
import { institutionDay, pickRunningActivity, type ActivityQuestion, type ParentActivity, type ParentToday, type RunCandidate, type TrainingActivity } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import type { Database, Tx } from '../../db/pool';
import { trainingActivities, trainingNodes, trainingStudents } from './schema';
import { AppError } from '../../http/envelope';
import { nodeEndSql, usedDays } from './clock';
import type { TrainingParentSession } from './parent-auth';
import { dateString, feedbackRefusal, mediaUrl, nodePhase, submissionsOf, trainingTimeZone } from './parent-rules';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

// The active node is the one whose [start, end) holds $3, its end by the institution day in zone $4 (clock.ts).
const TODAY_SQL = `
select s.total_day, s.activation_time, s.timeline_info, c.name as children_name,
  coalesce((
    select json_agg(json_build_object('_id', n.id, 'name', n.name, 'duration_time', n.duration_time,
      'start_time', to_char(n.start_time at time zone 'UTC', ${ISO})) order by n.position)
    from training_nodes n where n.institution_id = s.institution_id and n.student_id = s.id
  ), '[]'::json) as nodes,
  coalesce((
    select json_agg(json_build_object('_id', a.id, 'activity_name', a.name, 'activity_operations', a.feedback_type,
      'need_for_loop', a.need_for_loop, 'skipped', a.skipped_at is not null,
      'days', case when jsonb_typeof(a.results) = 'array'
        then (select coalesce(json_agg(r->>'day'), '[]'::json) from jsonb_array_elements(a.results) r) else '[]'::json end
    ) order by a.position)
    from training_nodes n join training_activities a on a.institution_id = n.institution_id and a.node_id = n.id
    where n.institution_id = s.institution_id and n.student_id = s.id
      and n.start_time <= $3 and ${nodeEndSql('n.start_time', 'n.duration_time', '$4::text')} > $3
  ), '[]'::json) as activities,
  coalesce((
    select json_agg(json_build_object('_id', v.id, 'status', v.status, 'appointment_message', v.message,
      'createdAt', to_char(v.created_at at time zone 'UTC', ${ISO}), 'slot_time', to_char(sl.starts_at at time zone 'UTC', ${ISO})
    ) order by v.created_at desc)
    from training_video_appointments v
    left join specialist_slots sl on sl.institution_id = v.institution_id and sl.id = v.slot_id
    where v.institution_id = s.institution_id and v.student_id = s.id
  ), '[]'::json) as appointments
from training_students s
join children c on c.institution_id = s.institution_id and c.id = s.children_id
where s.institution_id = $1 and s.id = $2`;

type Localized = { zh: string; en?: string };
interface TodayRow {
  total_day: number;
  activation_time: Date;
  timeline_info: { operation_type: ParentToday['operation_type']; name: Localized };
  children_name: string;
  nodes: Array<{ _id: string; name: Localized; duration_time: number; start_time: string }>;
  activities: Array<{ _id: string; activity_name: Localized; activity_operations: ParentToday['activities'][number]['activity_operations']; need_for_loop: boolean; skipped: boolean; days: string[] }>;
  appointments: Array<{ _id: string; status: 0 | 1; appointment_message: string; createdAt: string; slot_time: string | null }>;
}

export async function parentToday(ctx: AppContext, session: TrainingParentSession, now = new Date()): Promise<ParentToday> {
  const zone = trainingTimeZone(ctx);
  const result = await ctx.db.pool.query<TodayRow>({ name: 'training-parent-today', text: TODAY_SQL, values: [session.institutionId, session.studentId, now, zone] });
  const row = result.rows[0];
  if (!row) throw new AppError('notLoggedIn'); // the link's student is gone
  const today = institutionDay(now, zone);
  const nodes = row.nodes.map((n) => {
    const phase = nodePhase(new Date(n.start_time), n.duration_time, now, zone);
    return { ...n, active: phase === 'active', end: phase === 'ended' };
  });
  const candidates: RunCandidate[] = row.activities.map((a) => ({ _id: a._id, feedback_type: a.activity_operations, need_for_loop: a.need_for_loop, skipped: a.skipped, results: a.days.map((day) => ({ day })) }));
  const run = pickRunningActivity(candidates, today);
  return {
    students_id: session.studentId,
    children_name: row.children_name,
    course_name: row.timeline_info.name,
    operation_type: row.timeline_info.operation_type,
    today,
    use_time_day: usedDays(row.activation_time, row.total_day, now, zone),
    total_day: row.total_day,
    finished: nodes.length > 0 && nodes.every((n) => n.end),
    nodes,
    activities: row.activities.map((a) => ({
      _id: a._id,
      activity_name: a.activity_name,
      activity_operations: a.activity_operations,
      need_for_loop: a.need_for_loop,
      running: a._id === run,
      skipped: a.skipped,
      submissions: a.days.length,
      answered_today: a.days.includes(today),
    })),
    run_activity: run,
    appointments: row.appointments.map((v) => ({
      _id: v._id,
      status: v.status,
      createdAt: v.createdAt,
      appointment_message: v.appointment_message,
      date_string: v.slot_time ? dateString(new Date(v.slot_time), zone) : null,
    })),
  };
}

/** One activity of the link's student with its node, the student's stored run and the node's activities in order. */
export async function activityContext(db: Database | Tx, session: TrainingParentSession, activityId: string) {
  if (!isUuid(activityId)) throw new AppError('notFound');
  const [found] = await db
    .select({ activity: trainingActivities, startTime: trainingNodes.startTime, durationTime: trainingNodes.durationTime, storedRun: trainingStudents.runActivityId, timelineInfo: trainingStudents.timelineInfo })
    .from(trainingActivities)
    .innerJoin(trainingNodes, and(eq(trainingNodes.institutionId, trainingActivities.institutionId), eq(trainingNodes.id, trainingActivities.nodeId)))
    .innerJoin(trainingStudents, and(eq(trainingStudents.institutionId, trainingActivities.institutionId), eq(trainingStudents.id, trainingActivities.studentId)))
    .where(and(eq(trainingActivities.institutionId, session.institutionId), eq(trainingActivities.studentId, session.studentId), eq(trainingActivities.id, activityId)));
  if (!found) throw new AppError('notFound');
  const siblings = await db
    .select({ _id: trainingActivities.id, feedback_type: trainingActivities.feedbackType, need_for_loop: trainingActivities.needForLoop, results: trainingActivities.results, skippedAt: trainingActivities.skippedAt })
    .from(trainingActivities)
    .where(and(eq(trainingActivities.institutionId, session.institutionId), eq(trainingActivities.nodeId, found.activity.nodeId)))
    .orderBy(asc(trainingActivities.position));
  const nodeActivities: RunCandidate[] = siblings.map((a) => ({ _id: a._id, feedback_type: a.feedback_type, need_for_loop: a.need_for_loop, results: submissionsOf(a.results), skipped: a.skippedAt !== null }));
  return { ...found, nodeActivities };
}

export type ActivityContext = Awaited<ReturnType<typeof activityContext>>;

export function refusalOf(context: ActivityContext, today: string, now: Date, timeZone: string) {
  const a = context.activity;
  return feedbackRefusal({
    activity: { _id: a.id, feedback_type: a.feedbackType, need_for_loop: a.needForLoop, results: submissionsOf(a.results), skipped: a.skippedAt !== null },
    phase: nodePhase(context.startTime, context.durationTime, now, timeZone),
    storedRun: context.storedRun,
    nodeActivities: context.nodeActivities,
    today,
  });
}


export async function parentActivity(ctx: AppContext, session: TrainingParentSession, activityId: string, now = new Date()): Promise<ParentActivity> {
  const context = await activityContext(ctx.db.orm, session, activityId);
  const a = context.activity;
  const zone = trainingTimeZone(ctx);
  return {
    _id: a.id,
    activity_name: a.name as Localized,
    activity_operations: a.feedbackType as ParentActivity['activity_operations'],
    content: a.content as Localized,
    content_description: (a.contentDescription as Localized | null) ?? null,
    need_for_loop: a.needForLoop,
    accepts_feedback: refusalOf(context, institutionDay(now, zone), now, zone) === null,
    media: (a.media as TrainingActivity['media']).map((m) => ({ kind: m.kind, url: mediaUrl(m.path), title: m.title ?? null })),
    questions: (a.questions as ActivityQuestion[]).map((q) => ({ id: q.id, title: q.title, description: q.description ?? null, answer: q.answer, max_score: q.max_score ?? null })),
    results: submissionsOf(a.results),
  };
}
