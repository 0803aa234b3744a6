/**
 * The area's test list and a test's info: the caller's institution's tests of the area's tools
 * (SWAM-*, SPPA, Ment), newest first, each with its oral-test status, Ment's state, its item
 * recordings and its newest report. The list and the info need the `swam_s_test_list` menu.
 */
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isSpeechAreaTool, SWAMS_TEST_LIST_MENU, SWAMS_TOOLS, type SwamTestInfo, type SwamTestRow, type SwamTestsQuery, type SwamsTool, type TestStatus } from '@portal/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/pool';
import { contains, pageOf } from '../../db/sql-filters';
import { AppError, type Page } from '../../http/envelope';
import { requireMenu, type SessionUser } from '../auth';
import { children } from '../children/schema';
import { reports } from '../reports/schema';
import { hasEndedSitting } from '../speech';
import { speechRecordings, speechSessions } from '../speech/schema';
import { CLOSED_TEST_STATUSES, testOf } from '../testing';
import { tests } from '../testing/schema';
import { mentStateOf, oralStatusOf } from './state';

const DEFAULT_PAGE_SIZE = 20;

const recordingCount = sql<number>`(select count(*)::int from ${speechRecordings} r where r.institution_id = ${tests.institutionId} and r.test_id = ${tests.id} and r.part = 'item')`;
const sittingCount = sql<number>`(select count(*)::int from ${speechSessions} s where s.institution_id = ${tests.institutionId} and s.test_id = ${tests.id})`;
const newestReportFile = sql<string | null>`(select rp.file_id::text from ${reports} rp where rp.institution_id = ${tests.institutionId} and rp.test_id = ${tests.id} order by rp.created_at desc limit 1)`;

const columns = {
  id: tests.id,
  testCode: tests.testCode,
  toolsType: tests.toolsType,
  status: tests.status,
  answer: tests.answer,
  childrenId: tests.childrenId,
  childName: children.name,
  childCode: children.childrenCode,
  createdTime: tests.createdTime,
  recordings: recordingCount,
  sittings: sittingCount,
  reportFileId: newestReportFile,
};
interface Row {
  id: string;
  testCode: string;
  toolsType: string;
  status: string;
  answer: unknown;
  childrenId: string;
  childName: string;
  childCode: string | null;
  createdTime: Date;
  recordings: number;
  sittings: number;
  reportFileId: string | null;
}

function present(row: Row): SwamTestRow {
  const state = { toolsType: row.toolsType, status: row.status, answer: row.answer, hasReport: row.reportFileId !== null, sittings: row.sittings };
  return {
    _id: row.id,
    test_code: row.testCode,
    tools_type: row.toolsType as SwamsTool,
    status: row.status as TestStatus,
    children_id: row.childrenId,
    children_name: row.childName,
    children_code: row.childCode,
    createdTime: row.createdTime.toISOString(),
    oral_status: oralStatusOf(state),
    ment_state: mentStateOf(state),
    recordings: row.recordings,
    report_file_id: row.reportFileId,
  };
}

const childJoin = and(eq(children.institutionId, tests.institutionId), eq(children.id, tests.childrenId));

function filters(institutionId: string, q: SwamTestsQuery): SQL[] {
  const where: SQL[] = [eq(tests.institutionId, institutionId), inArray(tests.toolsType, q.tools_type ? [q.tools_type] : [...SWAMS_TOOLS])];
  if (q.name) where.push(or(contains(children.name, q.name), contains(children.childrenCode, q.name))!);
  if (q.oral_status !== undefined) {
    const hasReport = sql`${newestReportFile} is not null`;
    if (q.oral_status === 100) where.push(hasReport);
    else if (q.oral_status === 0) where.push(sql`not ${hasReport} and ${tests.status} = 'Active' and ${sittingCount} = 0`);
    else where.push(sql`not ${hasReport} and not (${tests.status} = 'Active' and ${sittingCount} = 0)`);
  }
  return where;
}

export async function swamTestsPage(ctx: AppContext, session: SessionUser, q: SwamTestsQuery): Promise<{ list: SwamTestRow[]; page: Page }> {
  const institutionId = await requireMenu(ctx, session, SWAMS_TEST_LIST_MENU);
  const { current, pageSize, offset } = pageOf(q, DEFAULT_PAGE_SIZE);
  const where = and(...filters(institutionId, q));
  const [rows, [total]] = await Promise.all([
    ctx.db.orm.select(columns).from(tests).innerJoin(children, childJoin).where(where).orderBy(desc(tests.createdTime), desc(tests.id)).limit(pageSize).offset(offset),
    ctx.db.orm.select({ n: count() }).from(tests).innerJoin(children, childJoin).where(where),
  ]);
  return { list: rows.map(present), page: { current, pageSize, total: total?.n ?? 0 } };
}

/** Whether a report can be made: a speech test once a sitting has ended (or the test ended), Ment once it ended. */
export async function reportPossible(db: Executor, test: { institutionId: string; id: string; toolsType: string; status: string }): Promise<boolean> {
  if (CLOSED_TEST_STATUSES.includes(test.status as TestStatus)) return true;
  return isSpeechAreaTool(test.toolsType) && (await hasEndedSitting(db, test.institutionId, test.id));
}

export async function swamTestInfo(ctx: AppContext, session: SessionUser, testId: string): Promise<SwamTestInfo> {
  const institutionId = await requireMenu(ctx, session, SWAMS_TEST_LIST_MENU);
  const test = await testOf(ctx.db.orm, institutionId, testId);
  const [row] = await ctx.db.orm.select(columns).from(tests).innerJoin(children, childJoin).where(and(eq(tests.institutionId, institutionId), eq(tests.id, test.id), inArray(tests.toolsType, [...SWAMS_TOOLS])));
  // Another area's test is not one of this list's: the same answer as an unknown id.
  if (!row) throw new AppError('notFound');
  return { ...present(row), report_possible: await reportPossible(ctx.db.orm, test) };
}
