/**
 * The reports list (GET /api/dream/report/list, the Reports page): the caller's institution's
 * generated reports, newest first, filtered by the child's name (contains, any case, literally),
 * test code (contains), tool and created day range. One statement per page: the total rides on
 * every row as a window count (a page past the end asks for the count alone).
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { REPORT_LIST_MENU, reloadReportMenus, type ReportListQuery, type ReportListRow } from '@portal/shared';
import type { AppContext } from '../../context';
import { children } from '../children/schema';
import { files } from '../files/schema';
import { reports } from './schema';
import { tests } from '../testing/schema';
import { AppError, type Page } from '../../http/envelope';
import { requireMenu, type SessionUser } from '../auth';
import { contains, pageOf } from '../../db/sql-filters';

export const REPORT_LIST_DEFAULT_PAGE_SIZE = 20;

function filters(institutionId: string, q: ReportListQuery): SQL[] {
  const where: SQL[] = [eq(reports.institutionId, institutionId)];
  if (q.name) where.push(contains(children.name, q.name));
  if (q.test_code) where.push(contains(tests.testCode, q.test_code));
  if (q.tools_type) where.push(eq(reports.toolsType, q.tools_type));
  // Whole days in the server's time zone: from the start of `created_from` to the end of `created_to`.
  if (q.created_from) where.push(gte(reports.createdAt, sql`${q.created_from}::date`));
  if (q.created_to) where.push(lt(reports.createdAt, sql`${q.created_to}::date + 1`));
  return where;
}

export async function reportsPage(ctx: AppContext, session: SessionUser, q: ReportListQuery): Promise<{ list: ReportListRow[]; page: Page }> {
  const institutionId = await requireMenu(ctx, session, REPORT_LIST_MENU);
  if (q.created_from && q.created_to && q.created_from > q.created_to) throw new AppError('reportListDateRange');
  const { current, pageSize, offset } = pageOf(q, REPORT_LIST_DEFAULT_PAGE_SIZE);
  const where = and(...filters(institutionId, q));
  const rows = await ctx.db.orm
    .select({
      id: reports.id,
      testId: reports.testId,
      fileId: reports.fileId,
      htmlFileId: reports.htmlFileId,
      toolsType: reports.toolsType,
      reportVersion: reports.reportVersion,
      locale: reports.locale,
      createdAt: reports.createdAt,
      testCode: tests.testCode,
      childrenId: tests.childrenId,
      childName: children.name,
      title: files.title,
      remark: files.remark,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(reports)
    .innerJoin(tests, and(eq(tests.institutionId, reports.institutionId), eq(tests.id, reports.testId)))
    .innerJoin(children, and(eq(children.institutionId, tests.institutionId), eq(children.id, tests.childrenId)))
    .innerJoin(files, and(eq(files.institutionId, reports.institutionId), eq(files.id, reports.fileId)))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(pageSize)
    .offset(offset);
  const total = rows[0]?.total ?? (current > 1 ? await countAll(ctx, where) : 0);
  const list = rows.map(
    (row): ReportListRow => ({
      _id: row.id,
      test_id: row.testId,
      file_id: row.fileId,
      file_title: row.title,
      html_file_id: row.htmlFileId,
      children_id: row.childrenId,
      children_name: row.childName,
      tools_type: row.toolsType,
      test_code: row.testCode,
      report_version: row.reportVersion,
      locale: row.locale,
      createdTime: row.createdAt.toISOString(),
      remark: row.remark,
      reload_menu: reloadReportMenus(row.toolsType).at(-1)!,
    }),
  );
  return { list, page: { total, current, pageSize } };
}

/** Only for a page past the last one, where no row carries the window count. */
async function countAll(ctx: AppContext, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.orm
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(reports)
    .innerJoin(tests, and(eq(tests.institutionId, reports.institutionId), eq(tests.id, reports.testId)))
    .innerJoin(children, and(eq(children.institutionId, tests.institutionId), eq(children.id, tests.childrenId)))
    .where(where);
  return row?.n ?? 0;
}
