/**
 * Time moves on its own (issue 10 item 5; README 'The scheduler'). `advanceTraining(ctx, now)`
 * brings every due student of every institution to `now`: node `active`/`ended` from start and
 * duration (institution days, clock.ts), the running activity by `pickRunningActivity`'s rule,
 * and the course's end (`finished_at`). A student is due when its `next_due_at` (its next node
 * edge or the next local midnight, whichever comes first) has passed; writes that may change a
 * student's state set it to the epoch (DUE_NOW) so the next run looks again.
 *
 * Safe with several processes: a batch first takes its students' rows `FOR UPDATE SKIP LOCKED`
 * (rows another runner, or a staff or parent write, holds are left to them or to the next run),
 * then, in a second statement whose snapshot already sees every write that held those rows,
 * computes and writes everything set-based. Idempotent: a processed student is not due again
 * before its next edge, so a second run at the same `now` updates no row.
 */
import { isUuid, type AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import type { JobQueue, QueueDefinition } from '../../jobs/queue';
import { nodeEndSql } from './clock';

export interface AdvanceCounts {
  /** Students looked at (due). */
  students: number;
  nodesStarted: number;
  nodesEnded: number;
  /** Students whose running activity became a (different) activity. */
  activitiesOpened: number;
  coursesFinished: number;
}

export const TRAINING_ADVANCE_QUEUE = 'training-advance';
const BATCH = 10_000;

const TAKE_SQL = `
select institution_id, id from training_students
 where finished_at is null and next_due_at <= $1
 order by next_due_at
 limit $2
 for update skip locked`;

/** $1 now, $2 zone, $3 institution ids, $4 student ids (the batch, locked by this transaction). */
const ADVANCE_SQL = `
with due as (
  select s.institution_id, s.id, s.run_activity_id
    from unnest($3::uuid[], $4::uuid[]) as b(institution_id, id)
    join training_students s on s.institution_id = b.institution_id and s.id = b.id
),
nodes as (
  select n.institution_id, n.id, n.student_id, n.position, n.start_time, n.active, n.ended,
         ${nodeEndSql('n.start_time', 'n.duration_time', '$2::text')} as end_time
    from due d join training_nodes n on n.institution_id = d.institution_id and n.student_id = d.id
),
state as (
  select nodes.*, ($1 >= start_time and $1 < end_time) as now_active, ($1 >= end_time) as now_ended from nodes
),
node_changes as (
  update training_nodes n set active = st.now_active, ended = st.now_ended
    from state st
   where n.institution_id = st.institution_id and n.id = st.id
     and (n.active, n.ended) is distinct from (st.now_active, st.now_ended)
  returning st.active as was_active, st.now_active, st.ended as was_ended, st.now_ended
),
summary as (
  -- One row per student, the running node in it: a separate per-node CTE joined back here would be
  -- rescanned per student (the planner cannot know the batch's size).
  select d.institution_id, d.id, d.run_activity_id as was_run,
         (array_agg(st.id order by st.position) filter (where st.now_active))[1] as running_node,
         count(st.id) > 0 and bool_and(st.now_ended) as finished,
         max(st.end_time) as last_end,
         least(min(st.start_time) filter (where st.start_time > $1), min(st.end_time) filter (where st.end_time > $1)) as next_edge
    from due d left join state st on st.institution_id = d.institution_id and st.student_id = d.id
   group by d.institution_id, d.id, d.run_activity_id
),
picked as (
  -- pickRunningActivity (feedback.ts): the first activity neither skipped nor answered, else the
  -- first looping one not answered on the institution day of $1, else none.
  select sm.*, coalesce(
    (select a.id from training_activities a
      where a.institution_id = sm.institution_id and a.student_id = sm.id and a.node_id = sm.running_node and a.skipped_at is null
        and (case when jsonb_typeof(a.results) = 'array' then jsonb_array_length(a.results) else 0 end) = 0
      order by a.position limit 1),
    (select a.id from training_activities a
      where a.institution_id = sm.institution_id and a.student_id = sm.id and a.node_id = sm.running_node and a.skipped_at is null and a.need_for_loop
        and not exists (
          select 1 from jsonb_array_elements(case when jsonb_typeof(a.results) = 'array' then a.results else '[]'::jsonb end) r
           where r->>'day' = to_char($1::timestamptz at time zone $2::text, 'YYYY-MM-DD'))
      order by a.position limit 1)
  ) as run
    from summary sm
),
student_changes as (
  update training_students s
     set run_activity_id = p.run,
         finished_at = case when p.finished then p.last_end end,
         next_due_at = least(p.next_edge, ((($1::timestamptz at time zone $2::text)::date + 1)::timestamp at time zone $2::text))
    from picked p
   where s.institution_id = p.institution_id and s.id = p.id
  returning p.was_run, p.run, p.finished
)
select
  (select count(*) from due)::int as students,
  (select count(*) from node_changes where now_active and not was_active)::int as nodes_started,
  (select count(*) from node_changes where now_ended and not was_ended)::int as nodes_ended,
  (select count(*) from student_changes where run is not null and run is distinct from was_run)::int as activities_opened,
  (select count(*) from student_changes where finished)::int as courses_finished`;

interface AdvanceRow {
  students: number;
  nodes_started: number;
  nodes_ended: number;
  activities_opened: number;
  courses_finished: number;
}

/** One batch in one transaction on its own connection; null when nothing was due (or all of it was held elsewhere). */
async function advanceBatch(ctx: AppContext, now: Date, timeZone: string): Promise<AdvanceRow | null> {
  const client = await ctx.db.pool.connect();
  try {
    await client.query('begin');
    const taken = await client.query<{ institution_id: string; id: string }>({ name: 'training-advance-take', text: TAKE_SQL, values: [now, BATCH] });
    if (taken.rows.length === 0) {
      await client.query('commit');
      return null;
    }
    // Unnamed on purpose: a prepared statement turns generic after five runs, and the generic plan
    // of this one (no batch size known) rescans per student — minutes instead of seconds at 100,000.
    const { rows } = await client.query<AdvanceRow>(ADVANCE_SQL, [now, timeZone, taken.rows.map((r) => r.institution_id), taken.rows.map((r) => r.id)]);
    await client.query('commit');
    return rows[0]!;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Advances every due student of every institution to `now` (the job passes `new Date()`; tests an injected clock). */
export async function advanceTraining(ctx: AppContext, now: Date): Promise<AdvanceCounts> {
  const counts: AdvanceCounts = { students: 0, nodesStarted: 0, nodesEnded: 0, activitiesOpened: 0, coursesFinished: 0 };
  for (;;) {
    const row = await advanceBatch(ctx, now, ctx.config.trainingTimeZone);
    if (!row) return counts;
    counts.students += row.students;
    counts.nodesStarted += row.nodes_started;
    counts.nodesEnded += row.nodes_ended;
    counts.activitiesOpened += row.activities_opened;
    counts.coursesFinished += row.courses_finished;
    if (row.students < BATCH) return counts;
  }
}

/**
 * Brings one student of the institution to `now` at once, as a run of the scheduler would (the
 * spec's `students/node/update {students_id}`): under the student's row lock, with the same
 * statement. Another institution's student, or an unknown one: 404. A finished course stays as it is.
 */
export async function advanceStudent(ctx: AppContext, institutionId: string, studentId: string, now: Date): Promise<void> {
  if (!isUuid(studentId)) throw new AppError('notFound');
  const client = await ctx.db.pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ finished: boolean }>(
      'select finished_at is not null as finished from training_students where institution_id = $1 and id = $2 for update',
      [institutionId, studentId],
    );
    if (!rows[0]) throw new AppError('notFound');
    if (!rows[0].finished) await client.query(ADVANCE_SQL, [now, ctx.config.trainingTimeZone, [institutionId], [studentId]]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The queue (jobs/registry.ts) and its recurrence: pg-boss runs here with `schedule: false`, so
 * each process asks for a run every TRAINING_SCHEDULER_SECONDS with a throttled send (one job
 * per period whichever process sends first, JobQueue.every); the job advances to its own `now`.
 */
export async function registerTrainingScheduler(ctx: AppContext, jobs: JobQueue): Promise<void> {
  const definition: QueueDefinition<Record<string, never>, AdvanceCounts> = {
    name: TRAINING_ADVANCE_QUEUE,
    expireInSeconds: 600,
    handler: () => advanceTraining(ctx, new Date()),
  };
  await jobs.register(definition);
  if (ctx.config.trainingSchedulerSeconds > 0) jobs.every(TRAINING_ADVANCE_QUEUE, ctx.config.trainingSchedulerSeconds);
}
