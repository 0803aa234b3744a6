/**
 * The early record's states in SQL, the same rules as the shared screening/rules.ts (the list's
 * filters and the counters need them in the database; rules.test and the API tests compare both).
 * `recordsCte` is every record of one institution with its child, its screening test, its linked
 * student and its derived states: $1 the institution, $2 now. Callers add their own parameters.
 */
import { CLOSED_TEST_STATUSES, DEFAULT_RESCREEN_MONTHS, MONITORING_MARGIN, RESCREEN_DUE_LEAD_DAYS } from '@portal/shared';

const closedList = CLOSED_TEST_STATUSES.map((s) => `'${s}'`).join(', ');

/** Passed and a scored composite at or above its cut-off by less than the margin. */
const MONITORING = `(t.status in (${closedList}) and t.is_at_risk_score = false and exists (
  select 1 from jsonb_array_elements(case when jsonb_typeof(t.scores->'composites') = 'array' then t.scores->'composites' else '[]'::jsonb end) c
  where c->>'scored' = 'true' and jsonb_typeof(c->'standard_score') = 'number' and jsonb_typeof(c->'cut_off') = 'number'
    and (c->>'standard_score')::numeric >= (c->>'cut_off')::numeric and (c->>'standard_score')::numeric < (c->>'cut_off')::numeric + ${MONITORING_MARGIN}))`;

export const RECORDS_CTE = `records as (
  select r.*, c.name as children_name, c.children_code, c.birthday,
    t.id as test_id, t.test_code, t.status as test_status, t.is_at_risk_score as test_at_risk, t.ended_time as test_ended_time,
    coalesce(t.status in (${closedList}), false) as test_closed,
    s.id as student_id, s.order_code as student_order_code, s.timeline_info->'name'->>'zh' as student_name_zh, s.timeline_info->'name'->>'en' as student_name_en,
    case when r.not_follow or r.follow_status = 'Close' then 'not_following' else 'following' end as follow_state,
    case when r.is_fail is null then 'pending' when r.is_fail then 'failed' else 'passed' end as result_state,
    case when r.its_appointment_time is null then 'not_reserved'
         when coalesce(t.status in (${closedList}), false) then 'completed'
         when r.its_appointment_time <= $2 then 'timed_out' else 'reserved' end as reservation_state,
    case when r.order_code is null then 'not_purchased' else 'purchased' end as purchase_state,
    case when not r.not_follow and r.follow_status = 'Following' and ${MONITORING}
         then ((t.ended_time at time zone 'UTC') + make_interval(months => coalesce(st.rescreen_months, ${DEFAULT_RESCREEN_MONTHS}))) at time zone 'UTC' end as rescreen_due_time
  from screening_records r
  join children c on c.institution_id = r.institution_id and c.id = r.children_id
  left join tests t on t.institution_id = r.institution_id and t.id = r.its_test_id
  left join training_students s on s.institution_id = r.institution_id and s.id = r.link_language_students_id
  left join screening_settings st on st.institution_id = r.institution_id
  where r.institution_id = $1
), staged as (
  select records.*, case when rescreen_due_time is null then null
    when $2 >= rescreen_due_time then 'overdue'
    when $2 >= rescreen_due_time - interval '${RESCREEN_DUE_LEAD_DAYS} days' then 'due' else 'scheduled' end as rescreen_state
  from records
)`;

/** A row of `staged`, as pg returns it. */
export interface RecordSqlRow {
  id: string;
  institution_id: string;
  children_id: string;
  children_name: string;
  children_code: string | null;
  birthday: string | Date | null;
  parent_name: string | null;
  phone: string | null;
  follow_status: 'Following' | 'Close';
  not_follow: boolean;
  is_fail: boolean | null;
  its_appointment_time: Date | null;
  lb_return_visit_time: Date | null;
  link_language_students_id: string | null;
  order_code: string | null;
  purchased_at: Date | null;
  cid: string | null;
  created_at: Date;
  updated_at: Date;
  test_id: string | null;
  test_code: string | null;
  test_status: string | null;
  test_at_risk: boolean | null;
  test_ended_time: Date | null;
  student_id: string | null;
  student_order_code: string | null;
  student_name_zh: string | null;
  student_name_en: string | null;
  follow_state: 'following' | 'not_following';
  result_state: 'pending' | 'failed' | 'passed';
  reservation_state: 'not_reserved' | 'reserved' | 'timed_out' | 'completed';
  purchase_state: 'purchased' | 'not_purchased';
  rescreen_due_time: Date | null;
  rescreen_state: 'scheduled' | 'due' | 'overdue' | null;
}
