/**
 * The link dialog's reads: GET /api/dream/test/search (tests with their reports, by test ids, a
 * child or one test) and POST /api/dream/report/info (reports with their test, remark and
 * summary scores). One statement each; ids of another shape or institution simply match nothing.
 */
import type { BoundReport, SearchedTest } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { presentBoundReport, type BoundReportJson } from './presenter';

/** More tests than a child ever has; the dialog shows them all. */
const SEARCH_MAX = 200;

const SEARCH_SQL = `
  select t.id, t.test_code, t.tools_type, t.status, t.created_time, t.children_id, ch.name as children_name,
    coalesce((select json_agg(json_build_object('_id', r.id, 'report_version', r.report_version, 'createdTime', r.created_at, 'file_id', r.file_id, 'remark', f.remark) order by r.created_at)
      from reports r join files f on f.institution_id = r.institution_id and f.id = r.file_id
      where r.institution_id = t.institution_id and r.test_id = t.id), '[]'::json) as reports
  from tests t join children ch on ch.institution_id = t.institution_id and ch.id = t.children_id
  where t.institution_id = $1 and (t.id = any($2::uuid[]) or t.children_id = $3::uuid)
  order by t.created_time desc, t.id desc
  limit ${SEARCH_MAX}`;

export interface SearchBy {
  test_ids?: string[] | undefined;
  children_id?: string | undefined;
  test_id?: string | undefined;
}

export async function searchTests(ctx: AppContext, institutionId: string, by: SearchBy): Promise<SearchedTest[]> {
  const ids = [...(by.test_ids ?? []), ...(by.test_id ? [by.test_id] : [])].filter(isUuid);
  const child = by.children_id && isUuid(by.children_id) ? by.children_id : null;
  if (ids.length === 0 && !child) return [];
  const result = await ctx.db.pool.query<Record<string, unknown>>({ name: 'compass-test-search', text: SEARCH_SQL, values: [institutionId, ids, child] });
  return result.rows.map((row) => ({
    _id: row.id as string,
    test_code: row.test_code as string,
    tools_type: row.tools_type as string,
    status: row.status as string,
    createdTime: (row.created_time as Date).toISOString(),
    children_id: row.children_id as string,
    children_name: row.children_name as string,
    reports: (row.reports as { _id: string; report_version: string; createdTime: string; file_id: string; remark: string }[]).map((r) => ({ ...r, createdTime: new Date(r.createdTime).toISOString() })),
  }));
}

const REPORT_INFO_SQL = `
  select json_build_object(
      'id', r.id, 'report_version', r.report_version, 'tools_type', r.tools_type, 'created_at', r.created_at,
      'file_id', r.file_id, 'html_file_id', r.html_file_id, 'remark', f.remark,
      'test_id', t.id, 'test_code', t.test_code, 'test_created', t.created_time, 'test_status', t.status,
      'children_id', t.children_id, 'composites', t.scores -> 'composites') as report
  from unnest($2::uuid[]) with ordinality as wanted(id, n)
  join reports r on r.institution_id = $1 and r.id = wanted.id
  join tests t on t.institution_id = r.institution_id and t.id = r.test_id
  join files f on f.institution_id = r.institution_id and f.id = r.file_id
  order by wanted.n`;

/** The reports named that are the institution's, in the order asked; others are left out. */
export async function reportInfo(ctx: AppContext, institutionId: string, reportIds: readonly string[]): Promise<BoundReport[]> {
  const ids = [...new Set(reportIds)].filter(isUuid);
  if (ids.length === 0) return [];
  const result = await ctx.db.pool.query<{ report: BoundReportJson }>({ name: 'compass-report-info', text: REPORT_INFO_SQL, values: [institutionId, ids] });
  return result.rows.map((row) => presentBoundReport(row.report));
}
