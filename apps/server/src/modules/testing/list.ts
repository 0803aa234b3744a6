/**
 * The tests list (GET /api/base/tests/list): the caller's institution's tests, newest first,
 * filtered by the child's name (contains, any case), test code (contains), tool, status, the
 * child's age (the age selector's date: that old or older, or younger) and the result (pass:
 * not at risk), one page and the total. Each row carries what the report-version chooser needs: the versions the
 * test's tool offers (`report_versions`, also under the spec's per-tool field name), the
 * versions already generated (`report_version`), the tool's report path and, per version being
 * made or whose last attempt failed, its state (`report_states`).
 */
import { and, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import { offeredVersions, REPORT_VERSION_FIELDS, reportPathOf, type TestRow, type TestsListQuery } from '@portal/shared';
import type { AppContext } from '../../context';
import { children } from '../children/schema';
import { tests } from './schema';
import { institutionTools } from '../tools/schema';
import type { Page } from '../../http/envelope';
import { requireMenu, type SessionUser } from '../auth';
import type { TestStatus } from './statuses';
import { reportStatesColumn } from './report-states';
import { contains, pageOf } from '../../db/sql-filters';

export const TESTS_MENU = 'test_list';
export const DEFAULT_PAGE_SIZE = 20;

function filters(institutionId: string, q: TestsListQuery): SQL[] {
  const where: SQL[] = [eq(tests.institutionId, institutionId)];
  if (q.name) where.push(contains(children.name, q.name));
  if (q.test_code) where.push(contains(tests.testCode, q.test_code));
  if (q.tools_type) where.push(eq(tests.toolsType, q.tools_type));
  if (q.status) where.push(eq(tests.status, q.status));
  if (q.age_date) where.push(q.age_state === 'not_age' ? gt(children.birthday, q.age_date) : lte(children.birthday, q.age_date));
  if (q.pass_state) where.push(eq(tests.isAtRiskScore, q.pass_state === 'not_pass'));
  return where;
}

export async function testsPage(ctx: AppContext, session: SessionUser, q: TestsListQuery): Promise<{ list: TestRow[]; page: Page }> {
  const institutionId = await requireMenu(ctx, session, TESTS_MENU);
  const { current, pageSize, offset } = pageOf(q, DEFAULT_PAGE_SIZE);
  const join = and(eq(children.institutionId, tests.institutionId), eq(children.id, tests.childrenId));
  const where = and(...filters(institutionId, q));
  const [rows, [total]] = await Promise.all([
    ctx.db.orm
      .select({
        id: tests.id,
        testCode: tests.testCode,
        toolsType: tests.toolsType,
        status: tests.status,
        childrenId: tests.childrenId,
        childName: children.name,
        createdTime: tests.createdTime,
        endedTime: tests.endedTime,
        isAtRiskScore: tests.isAtRiskScore,
        reportVersion: tests.reportVersion,
        offered: institutionTools.reportVersion,
        reportStates: reportStatesColumn,
      })
      .from(tests)
      .innerJoin(children, join)
      .leftJoin(institutionTools, and(eq(institutionTools.institutionId, tests.institutionId), eq(institutionTools.toolsType, tests.toolsType)))
      .where(where)
      .orderBy(desc(tests.createdTime), desc(tests.id))
      .limit(pageSize)
      .offset(offset),
    // Every test has its child (foreign key): the count joins the children only to filter by them.
    q.name || q.age_date ? ctx.db.orm.select({ n: count() }).from(tests).innerJoin(children, join).where(where) : ctx.db.orm.select({ n: count() }).from(tests).where(where),
  ]);
  const list = rows.map((row): TestRow => {
    const versions = offeredVersions(row.offered).join(',');
    const field = REPORT_VERSION_FIELDS[row.toolsType];
    return {
      _id: row.id,
      test_code: row.testCode,
      tools_type: row.toolsType,
      status: row.status as TestStatus,
      children_id: row.childrenId,
      children_name: row.childName,
      createdTime: row.createdTime.toISOString(),
      ended_time: row.endedTime?.toISOString() ?? null,
      is_at_risk_score: row.isAtRiskScore,
      report_version: row.reportVersion,
      report_versions: versions,
      report_path: reportPathOf(row.toolsType),
      ...(row.reportStates ? { report_states: row.reportStates } : {}),
      ...(field ? { [field]: versions } : {}),
    };
  });
  return { list, page: { total: total?.n ?? 0, current, pageSize } };
}
