/**
 * Between the student's fields and the seeded forms: the create form's activation date as the
 * instant the create call takes, and the edit form's lock keys as the lock list (a lock already
 * held keeps its time; a new one is stamped now). Values the forms cleared go out as '' (the
 * update call takes text, never null).
 */
import { LOCK_KEYS, type TrainingCreateBody, type TrainingStudentRow, type TrainingUpdateBody } from '@portal/shared';
import dayjs from 'dayjs';

type Values = Record<string, unknown>;
type LockKey = (typeof LOCK_KEYS)[number];
type LockEntry = TrainingStudentRow['lock_list'][number];

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The create body; the activation date (YYYY-MM-DD, the user's day) becomes that day's start. */
export function createBody(values: Values): TrainingCreateBody {
  const body: TrainingCreateBody = { children_id: text(values.children_id), course_key: text(values.course_key) };
  const date = text(values.activation_date);
  if (date && dayjs(date).isValid()) body.activation_time = dayjs(date).startOf('day').toISOString();
  if (text(values.order_code)) body.order_code = text(values.order_code);
  if (text(values.other_remarks)) body.other_remarks = text(values.other_remarks);
  return body;
}

/** What the edit form opens with. */
export function editValues(row: Pick<TrainingStudentRow, 'order_code' | 'other_remarks' | 'is_reservation_stage' | 'lock_list' | 'island_stay_days'>): Values {
  return {
    order_code: row.order_code,
    other_remarks: row.other_remarks,
    is_reservation_stage: row.is_reservation_stage,
    lock_list: row.lock_list.map((l) => l.lock_key).join(','),
    island_stay_days: row.island_stay_days,
  };
}

export function lockList(chosen: unknown, held: readonly LockEntry[], now: Date): LockEntry[] {
  const keys = (Array.isArray(chosen) ? chosen : typeof chosen === 'string' ? chosen.split(',') : []).map((k) => String(k).trim());
  return LOCK_KEYS.filter((key): key is LockKey => keys.includes(key)).map((key) => held.find((l) => l.lock_key === key) ?? { lock_key: key, createdTime: now.toISOString() });
}

/** The update body from what the edit form submits (only the fields it shows). */
export function updateBody(id: string, values: Values, held: readonly LockEntry[], now: Date): TrainingUpdateBody {
  const body: TrainingUpdateBody = { _id: id };
  if ('order_code' in values) body.order_code = text(values.order_code);
  if ('other_remarks' in values) body.other_remarks = typeof values.other_remarks === 'string' ? values.other_remarks : '';
  if ('is_reservation_stage' in values) body.is_reservation_stage = values.is_reservation_stage === true;
  if ('lock_list' in values) body.lock_list = lockList(values.lock_list, held, now);
  if ('island_stay_days' in values) {
    const days = Number(values.island_stay_days);
    body.island_stay_days = values.island_stay_days === null || values.island_stay_days === '' || !Number.isFinite(days) ? 0 : Math.trunc(days);
  }
  return body;
}
