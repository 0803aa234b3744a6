/** A training_students row (as pg returns it, snake_case) to the spec's student fields. */
import { DEFAULT_TRAINING_TIME_ZONE, type TrainingStudentRow } from '@portal/shared';
import { usedDays } from './clock';

export { usedDays };

export interface StudentSqlRow {
  id: string;
  children_id: string;
  children_name: string;
  children_code: string;
  course_key: string;
  course_version: string;
  timeline_info: unknown;
  activation_time: Date;
  is_demo: boolean;
  total_day: number;
  island_stay_days: number;
  lock_list: unknown;
  reservation_info: unknown;
  is_reservation_stage: boolean;
  locked_at_2: boolean;
  order_code: string;
  other_remarks: string;
  run_activity_id: string | null;
  finished_at: Date | null;
  created_at: Date;
}

/** `timeZone`: the institution day (config trainingTimeZone); `use_time_day` counts institution days since the activation's. */
export function presentStudentRow(row: StudentSqlRow, now: Date, timeZone = DEFAULT_TRAINING_TIME_ZONE): TrainingStudentRow {
  const info = row.timeline_info as TrainingStudentRow['timeline_info'] & { island_config?: unknown };
  return {
    _id: row.id,
    children_id: row.children_id,
    children_name: row.children_name,
    children_code: row.children_code,
    timeline_info: { operation_type: info.operation_type, class_version_type: info.class_version_type, name: info.name, course_key: row.course_key, course_version: row.course_version },
    activation_time: row.activation_time.toISOString(),
    is_demo: row.is_demo,
    use_time_day: usedDays(row.activation_time, row.total_day, now, timeZone),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
    total_day: row.total_day,
    island_stay_days: row.island_stay_days,
    lock_list: row.lock_list as TrainingStudentRow['lock_list'],
    is_reservation_stage: row.is_reservation_stage,
    locked_at_2: row.locked_at_2,
    order_code: row.order_code,
    other_remarks: row.other_remarks,
    createdTime: row.created_at.toISOString(),
  };
}
