/** The student list page's call: the institution's students, newest first, searchable, one page. */
import type { TrainingListQuery, TrainingStudentRow } from '@portal/shared';
import type { AppContext } from '../../context';
import type { Page } from '../../http/envelope';
import { presentStudentRow, type StudentSqlRow } from './presenter';
import { containsPattern, pageOf } from '../../db/sql-filters';

export const TRAINING_PAGE_SIZE = 20;

export async function studentsPage(ctx: AppContext, institutionId: string, q: TrainingListQuery, now = new Date()): Promise<{ list: TrainingStudentRow[]; page: Page }> {
  const { current, pageSize, offset } = pageOf(q, TRAINING_PAGE_SIZE);
  const values: unknown[] = [institutionId];
  const where = ['s.institution_id = $1'];
  if (q.name) where.push(`c.name ilike $${values.push(containsPattern(q.name))}`);
  if (q.order_code) where.push(`s.order_code ilike $${values.push(containsPattern(q.order_code))}`);
  if (q.operation_type) where.push(`s.timeline_info->>'operation_type' = $${values.push(q.operation_type)}`);
  const from = `from training_students s join children c on c.institution_id = s.institution_id and c.id = s.children_id where ${where.join(' and ')}`;
  const [rows, total] = await Promise.all([
    ctx.db.pool.query<StudentSqlRow>(
      `select s.*, c.name as children_name, c.children_code ${from} order by s.created_at desc, s.id desc limit $${values.length + 1} offset $${values.length + 2}`,
      [...values, pageSize, offset],
    ),
    ctx.db.pool.query<{ n: number }>(`select count(*)::int as n ${from}`, values),
  ]);
  return { list: rows.rows.map((r) => presentStudentRow(r, now, ctx.config.trainingTimeZone)), page: { total: total.rows[0]?.n ?? 0, current, pageSize } };
}
