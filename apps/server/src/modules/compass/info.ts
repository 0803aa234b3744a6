/**
 * GET /api/compass/info: the case, its child, its case PDFs and its bound reports with their
 * tests, remarks and summary scores, in ONE statement (named, so prepared once per connection):
 * a case with 20 bound reports costs one round trip, never one per report.
 */
import type { CompassInfo } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import type { compassCases } from './schema';
import { AppError } from '../../http/envelope';
import { presentBoundReport, presentCase, type BoundReportJson } from './presenter';

/** The bound reports of case `c` (alias), in binding order, as one JSON array. */
export const BOUND_REPORTS_SQL = `
  coalesce((
    select json_agg(json_build_object(
      'id', r.id, 'report_version', r.report_version, 'tools_type', r.tools_type, 'created_at', r.created_at,
      'file_id', r.file_id, 'html_file_id', r.html_file_id, 'remark', f.remark,
      'test_id', t.id, 'test_code', t.test_code, 'test_created', t.created_time, 'test_status', t.status,
      'children_id', t.children_id, 'composites', t.scores -> 'composites'
    ) order by l.position)
    from compass_case_reports l
    join reports r on r.institution_id = l.institution_id and r.id = l.report_id
    join tests t on t.institution_id = r.institution_id and t.id = r.test_id
    join files f on f.institution_id = r.institution_id and f.id = r.file_id
    where l.institution_id = c.institution_id and l.case_id = c.id
  ), '[]'::json)`;

/** The whole answer's statement ($1 institution, $2 case); bench/compass-info.mjs explains it. */
export const INFO_SQL = `
  select c.*, ch.name as child_name, ch.gender as child_gender, ch.birthday::text as child_birthday, ch.children_code as child_code,
    coalesce(nullif(u.nickname, ''), u.username, '') as created_by_name,
    coalesce((select json_agg(json_build_object('version', cr.version, 'file_id', cr.file_id) order by cr.version)
      from case_reports cr where cr.institution_id = c.institution_id and cr.case_id = c.id), '[]'::json) as case_reports,
    ${BOUND_REPORTS_SQL} as reports
  from compass_cases c
  join children ch on ch.institution_id = c.institution_id and ch.id = c.children_id
  left join users u on u.id = c.created_by
  where c.institution_id = $1 and c.id = $2`;

type Row = Record<string, unknown>;

/** snake_case columns of a raw row → the drizzle row shape the presenter takes. */
export function caseRowOf(raw: Row): typeof compassCases.$inferSelect {
  return {
    institutionId: raw.institution_id as string,
    id: raw.id as string,
    childrenId: raw.children_id as string,
    version: raw.version as string,
    status: raw.status as string,
    fromInfo: raw.from_info,
    complaintInfo: raw.complaint_info,
    editFromInfo: raw.edit_from_info,
    editComplaintInfo: raw.edit_complaint_info,
    openType: raw.open_type,
    dynamicState: raw.dynamic_state,
    createdBy: raw.created_by as string | null,
    createdAt: raw.created_at as Date,
    updatedAt: raw.updated_at as Date,
    closedAt: raw.closed_at as Date | null,
    closedBy: raw.closed_by as string | null,
  };
}

export async function compassInfo(ctx: AppContext, institutionId: string, caseId: string): Promise<CompassInfo> {
  if (!isUuid(caseId)) throw new AppError('notFound');
  const result = await ctx.db.pool.query<Row>({ name: 'compass-info', text: INFO_SQL, values: [institutionId, caseId] });
  const raw = result.rows[0];
  if (!raw) throw new AppError('notFound');
  const reports = (raw.reports as BoundReportJson[]).map(presentBoundReport);
  const base = presentCase(caseRowOf(raw), {
    childName: raw.child_name as string,
    createdByName: raw.created_by_name as string,
    reportIds: reports.map((r) => r._id),
    caseReports: raw.case_reports as { version: number; file_id: string }[],
  });
  return {
    ...base,
    children: { _id: raw.children_id as string, name: raw.child_name as string, gender: raw.child_gender as string, birthday: raw.child_birthday as string, children_code: (raw.child_code as string | null) ?? null },
    reports,
  };
}
