/** An early record as the browsers receive it (shared `EarlyRecord`). */
import type { EarlyMessage, EarlyRecord, Locale } from '@portal/shared';
import type { RecordSqlRow } from './states';

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

function day(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export function presentRecord(r: RecordSqlRow, locale: Locale): EarlyRecord {
  return {
    _id: r.id,
    children_id: r.children_id,
    children_name: r.children_name,
    children_code: r.children_code,
    birthday: day(r.birthday),
    parent_name: r.parent_name,
    phone: r.phone,
    follow_status: r.follow_status,
    not_follow: r.not_follow,
    follow_state: r.follow_state,
    is_fail: r.is_fail,
    result_state: r.result_state,
    its_appointment_time: iso(r.its_appointment_time),
    reservation_state: r.reservation_state,
    lb_return_visit_time: iso(r.lb_return_visit_time),
    order_code: r.order_code,
    purchased_time: iso(r.purchased_at),
    purchase_state: r.purchase_state,
    link_language_students_id: r.link_language_students_id,
    from_dream_its: r.test_id
      ? { _id: r.test_id, test_code: r.test_code ?? '', status: r.test_status ?? '', is_at_risk_score: r.test_at_risk, ended_time: iso(r.test_ended_time) }
      : null,
    from_language_students: r.student_id
      ? { _id: r.student_id, name: (locale === 'en' ? (r.student_name_en ?? r.student_name_zh) : r.student_name_zh) ?? null, order_code: r.student_order_code ?? '' }
      : null,
    rescreen_state: r.rescreen_state,
    rescreen_due_time: iso(r.rescreen_due_time),
    cid: r.cid,
    createdTime: r.created_at.toISOString(),
    updatedTime: r.updated_at.toISOString(),
  };
}

export interface MessageSqlRow {
  id: string;
  record_id: string;
  kind: 'follow' | 'return_visit';
  content: string;
  created_by_name: string | null;
  created_at: Date;
}

export function presentMessage(m: MessageSqlRow): EarlyMessage {
  return { _id: m.id, from_id: m.record_id, kind: m.kind, content: m.content, created_by_name: m.created_by_name, createdTime: m.created_at.toISOString() };
}
