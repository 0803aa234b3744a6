/**
 * Reading early records: the list page (filters on the derived states, newest first), one
 * record, its messages, the early-assessment counters and the rescreen counter. Every statement
 * names the institution ($1); another institution's record is 'not found'.
 */
import { DEFAULT_RESCREEN_MONTHS, type EarlyCounters, type EarlyInfo, type EarlyListQuery, type EarlyRecord, type Locale } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { AppError, type Page } from '../../http/envelope';
import { containsPattern, pageOf } from '../../db/sql-filters';
import { presentMessage, presentRecord, type MessageSqlRow } from './presenter';
import { RECORDS_CTE, type RecordSqlRow } from './states';

export const EARLY_PAGE_SIZE = 20;

type Queryable = Pick<AppContext['db']['pool'], 'query'>;

export async function recordsPage(ctx: AppContext, institutionId: string, q: EarlyListQuery, locale: Locale, now = new Date()): Promise<{ list: EarlyRecord[]; page: Page }> {
  const { current, pageSize, offset } = pageOf(q, EARLY_PAGE_SIZE);
  const values: unknown[] = [institutionId, now];
  const where: string[] = ['true'];
  if (q.name) where.push(`(children_name ilike $${values.push(containsPattern(q.name))} or parent_name ilike $${values.length})`);
  for (const key of ['reservation_state', 'follow_state', 'result_state', 'rescreen_state', 'purchase_state'] as const) {
    if (q[key]) where.push(`${key} = $${values.push(q[key])}`);
  }
  const from = `with ${RECORDS_CTE} select * from staged where ${where.join(' and ')}`;
  const [rows, total] = await Promise.all([
    ctx.db.pool.query<RecordSqlRow>(`${from} order by created_at desc, id desc limit $${values.length + 1} offset $${values.length + 2}`, [...values, pageSize, offset]),
    ctx.db.pool.query<{ n: number }>(`select count(*)::int as n from (${from}) x`, values),
  ]);
  return { list: rows.rows.map((r) => presentRecord(r, locale)), page: { total: total.rows[0]?.n ?? 0, current, pageSize } };
}

/** One record of the institution, or 404 earlyNotFound (an id that is not a uuid too). */
export async function recordOf(db: Queryable, institutionId: string, id: string, locale: Locale, now = new Date()): Promise<EarlyRecord> {
  if (!isUuid(id)) throw new AppError('earlyNotFound');
  const { rows } = await db.query<RecordSqlRow>(`with ${RECORDS_CTE} select * from staged where id = $3`, [institutionId, now, id]);
  if (!rows[0]) throw new AppError('earlyNotFound');
  return presentRecord(rows[0], locale);
}

export async function recordInfo(ctx: AppContext, institutionId: string, id: string, locale: Locale): Promise<EarlyInfo> {
  const record = await recordOf(ctx.db.pool, institutionId, id, locale);
  const { rows } = await ctx.db.pool.query<MessageSqlRow>(
    `select m.id, m.record_id, m.kind, m.content, m.created_at, nullif(coalesce(nullif(u.nickname, ''), u.username), '') as created_by_name
     from screening_messages m left join users u on u.id = m.created_by
     where m.institution_id = $1 and m.record_id = $2 order by m.created_at desc, m.id desc`,
    [institutionId, id],
  );
  const messages = rows.map(presentMessage);
  return { ...record, from_message: messages.filter((m) => m.kind === 'follow'), from_recover_message: messages.filter((m) => m.kind === 'return_visit') };
}

/** The early-assessment counters of spec §3 (definitions: modules/screening/README.md). */
export async function countersOf(db: Queryable, institutionId: string, now = new Date()): Promise<EarlyCounters> {
  const { rows } = await db.query<Omit<EarlyCounters, 'uploadData'>>(
    `with ${RECORDS_CTE} select
      count(*)::int as "earlyCount",
      count(*) filter (where follow_state = 'not_following')::int as "earlyCloseCount",
      count(*) filter (where is_fail)::int as "earlyFailCount",
      count(*) filter (where is_fail or test_closed)::int as "earlyFailOrItsCloseCount",
      count(*) filter (where test_id is not null)::int as "itsCount",
      count(*) filter (where test_closed)::int as "itsCloseCount",
      count(*) filter (where test_closed and test_at_risk)::int as "itsFailCount",
      count(*) filter (where (test_closed and test_at_risk) or lb_return_visit_time is not null)::int as "itsFailOrLbCount",
      count(*) filter (where lb_return_visit_time is not null)::int as "lbCount",
      count(*) filter (where lb_return_visit_time <= $2 and follow_state = 'following')::int as "lbOverdueCount",
      count(*) filter (where its_appointment_time is not null)::int as "appointmentCount",
      count(*) filter (where reservation_state = 'completed')::int as "completeAppointmentCount"
    from staged`,
    [institutionId, now],
  );
  return { ...rows[0]!, uploadData: now.toISOString() };
}

export async function rescreenMonthsOf(db: Queryable, institutionId: string): Promise<number> {
  const { rows } = await db.query<{ months: number }>(`select rescreen_months as months from screening_settings where institution_id = $1`, [institutionId]);
  return rows[0]?.months ?? DEFAULT_RESCREEN_MONTHS;
}

/** Due and overdue rescreens (following records only), for the list's banners and the home dashboard. */
export async function rescreenCountOf(db: Queryable, institutionId: string, now = new Date()): Promise<{ due: number; overdue: number; rescreen_months: number }> {
  const [{ rows }, months] = await Promise.all([
    db.query<{ due: number; overdue: number }>(
      `with ${RECORDS_CTE} select count(*) filter (where rescreen_state = 'due')::int as due, count(*) filter (where rescreen_state = 'overdue')::int as overdue from staged`,
      [institutionId, now],
    ),
    rescreenMonthsOf(db, institutionId),
  ]);
  return { due: rows[0]?.due ?? 0, overdue: rows[0]?.overdue ?? 0, rescreen_months: months };
}
