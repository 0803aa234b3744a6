/**
 * The audit page's list (GET /api/system/audit/list): the trail of the caller's institution, newest
 * first, filtered by the acting user (username or nickname contains), the child (name contains),
 * the action and a day range. Only rows whose institution is the caller's are ever read.
 */
import { sql, type SQL } from 'drizzle-orm';
import { AUDIT_LOG_MENU, type AuditListQuery, type AuditRow, type Locale } from '@portal/shared';
import type { AppContext } from '../../context';
import { contains, pageOf } from '../../db/sql-filters';
import { AppError, type Page } from '../../http/envelope';
import { requireMenu, type SessionUser } from '../auth';
import { presentAuditRow, type StoredAuditRow } from './presenter';

export const AUDIT_PAGE_SIZE = 20;

function filters(institutionId: string, q: AuditListQuery): SQL[] {
  const where: SQL[] = [sql`a.institution_id = ${institutionId}`];
  if (q.user) where.push(sql`(${contains(sql`u.username`, q.user)} or ${contains(sql`u.nickname`, q.user)})`);
  if (q.child) where.push(contains(sql`c.name`, q.child));
  if (q.action) where.push(sql`a.action = ${q.action}`);
  // Whole days in the server's time zone.
  if (q.at_from) where.push(sql`a.at >= ${q.at_from}::date`);
  if (q.at_to) where.push(sql`a.at < ${q.at_to}::date + 1`);
  return where;
}

export async function auditPage(ctx: AppContext, session: SessionUser, q: AuditListQuery, locale: Locale): Promise<{ list: AuditRow[]; page: Page }> {
  const institutionId = await requireMenu(ctx, session, AUDIT_LOG_MENU);
  if (q.at_from && q.at_to && q.at_from > q.at_to) throw new AppError('reportListDateRange');
  const { current, pageSize, offset } = pageOf(q, AUDIT_PAGE_SIZE);
  const where = sql.join(filters(institutionId, q), sql` and `);
  const result = await ctx.db.orm.execute<StoredAuditRow & { total: string }>(sql`
    select a.id::text, a.at, a.actor_kind, a.action, a.table_name, a.row_id, a.changes, a.detail, a.address,
           u.username, u.nickname, ii.name as i_name, ii.name_en as i_name_en, r.name as r_name, r.name_en as r_name_en,
           c.name as child_name, m.name as menu_name, m.name_en as menu_name_en, count(*) over () as total
      from audit_log a
      left join users u on u.id = a.actor_id
      left join institutions ii on ii.id = a.identity_institution_id
      left join roles r on r.institution_id = a.identity_institution_id and r.id::text = a.identity_role_id
      left join children c on c.institution_id = a.institution_id and c.id = a.child_id
      left join menus m on m.menu_id = a.detail ->> 'menuId'
     where ${where}
     order by a.at desc, a.id desc
     limit ${pageSize} offset ${offset}`);
  const rows = result.rows;
  const total = rows[0] ? Number(rows[0].total) : current > 1 ? await countAll(ctx, where) : 0;
  return { list: rows.map((row) => presentAuditRow(row, locale)), page: { total, current, pageSize } };
}

async function countAll(ctx: AppContext, where: SQL): Promise<number> {
  const result = await ctx.db.orm.execute<{ n: string }>(sql`
    select count(*) as n from audit_log a
      left join users u on u.id = a.actor_id
      left join children c on c.institution_id = a.institution_id and c.id = a.child_id
     where ${where}`);
  return Number(result.rows[0]?.n ?? 0);
}
