/** The cases list of the 'compass' menu page: newest first, searchable, one page and the total. */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CompassListQuery, CompassRow, CompassStatus, CompassVersion } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { children } from '../children/schema';
import { caseReports, compassCaseReports, compassCases } from './schema';
import { users } from '../identity/schema';
import type { Page } from '../../http/envelope';
import { contains, pageOf } from '../../db/sql-filters';

export const COMPASS_PAGE_SIZE = 20;

function filters(institutionId: string, q: CompassListQuery): SQL[] {
  const where: SQL[] = [eq(compassCases.institutionId, institutionId)];
  if (q.name) where.push(contains(children.name, q.name));
  if (q.status) where.push(eq(compassCases.status, q.status));
  if (q.version) where.push(eq(compassCases.version, q.version));
  // An id of another shape matches nothing (never a cast error).
  if (q.children_id) where.push(isUuid(q.children_id) ? eq(compassCases.childrenId, q.children_id) : sql`false`);
  return where;
}

export async function casesPage(ctx: AppContext, institutionId: string, q: CompassListQuery): Promise<{ list: CompassRow[]; page: Page }> {
  const { current, pageSize, offset } = pageOf(q, COMPASS_PAGE_SIZE);
  const join = and(eq(children.institutionId, compassCases.institutionId), eq(children.id, compassCases.childrenId));
  const where = and(...filters(institutionId, q));
  const linked = sql<number>`(select count(*)::int from ${compassCaseReports} l where l.institution_id = ${compassCases.institutionId} and l.case_id = ${compassCases.id})`;
  const pdfs = sql<{ version: number; file_id: string }[]>`(select coalesce(json_agg(json_build_object('version', r.version, 'file_id', r.file_id) order by r.version), '[]'::json) from ${caseReports} r where r.institution_id = ${compassCases.institutionId} and r.case_id = ${compassCases.id})`;
  const [rows, [total]] = await Promise.all([
    ctx.db.orm
      .select({ row: compassCases, childName: children.name, childCode: children.childrenCode, linked, pdfs, nickname: users.nickname, username: users.username })
      .from(compassCases)
      .innerJoin(children, join)
      .leftJoin(users, eq(users.id, compassCases.createdBy))
      .where(where)
      .orderBy(desc(compassCases.createdAt), desc(compassCases.id))
      .limit(pageSize)
      .offset(offset),
    ctx.db.orm.select({ n: count() }).from(compassCases).innerJoin(children, join).where(where),
  ]);
  const list = rows.map(({ row, childName, childCode, linked: n, pdfs: versions, nickname, username }): CompassRow => ({
    _id: row.id,
    version: row.version as CompassVersion,
    status: row.status as CompassStatus,
    children_id: row.childrenId,
    children_name: childName,
    children_code: childCode,
    link_report_count: Number(n),
    report_version: versions.map((v) => String(v.version)).join(','),
    report_file_id: versions.at(-1)?.file_id ?? null,
    created_by_name: nickname || username || '',
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
    closedTime: row.closedAt?.toISOString() ?? null,
  }));
  return { list, page: { total: total?.n ?? 0, current, pageSize } };
}
