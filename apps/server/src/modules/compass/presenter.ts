/** Case rows → the shared shapes of a compass case. Never raw rows. */
import {
  complaintInfo,
  dynamicState,
  type BoundReport,
  type CompassCase,
  type CompassStatus,
  type CompassVersion,
  type ComplaintInfo,
  type DynamicState,
  type OpenType,
} from '@portal/shared';
import type { CaseRow } from './access';
import { summaryRows } from './scores';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export const EMPTY_OPEN_TYPE: OpenType = { basic_data: false, clinical_observation: false, report: false, dynamic_state: false };

function complaintOf(value: unknown): ComplaintInfo | null {
  if (value === null || value === undefined) return null;
  const parsed = complaintInfo.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function dynamicOf(value: unknown): DynamicState {
  const parsed = dynamicState.safeParse(value ?? {});
  return parsed.success ? parsed.data : { values: {} };
}

export interface CaseExtras {
  childName: string;
  createdByName: string;
  reportIds: string[];
  /** The case PDFs, oldest first. */
  caseReports: { version: number; file_id: string }[];
}

export function presentCase(row: CaseRow, extras: CaseExtras): CompassCase {
  const newest = extras.caseReports.at(-1);
  return {
    _id: row.id,
    version: row.version as CompassVersion,
    status: row.status as CompassStatus,
    children_id: row.childrenId,
    link_children_id: row.childrenId,
    children_name: extras.childName,
    link_report_ids: extras.reportIds,
    from_info: (row.fromInfo as CompassCase['from_info'] | null) ?? [],
    complaint_info: complaintOf(row.complaintInfo),
    edit_info: {
      edit_from_info: (row.editFromInfo as Record<string, Record<string, unknown>> | null) ?? {},
      edit_complaint_info: complaintOf(row.editComplaintInfo),
      open_type: { ...EMPTY_OPEN_TYPE, ...((row.openType as Partial<OpenType> | null) ?? {}) },
      dynamic_state: dynamicOf(row.dynamicState),
    },
    report_version: extras.caseReports.map((r) => String(r.version)).join(','),
    report_file_id: newest?.file_id ?? null,
    created_by_name: extras.createdByName,
    createdTime: iso(row.createdAt),
    updatedTime: iso(row.updatedAt),
    closedTime: row.closedAt ? iso(row.closedAt) : null,
  };
}

/** One bound report as the info query's JSON gives it. */
export interface BoundReportJson {
  id: string;
  report_version: string;
  tools_type: string;
  created_at: string;
  file_id: string;
  html_file_id: string | null;
  remark: string;
  test_id: string;
  test_code: string;
  test_created: string;
  test_status: string;
  children_id: string;
  composites: unknown;
}

export function presentBoundReport(r: BoundReportJson): BoundReport {
  return {
    _id: r.id,
    report_version: r.report_version,
    test_type: r.tools_type,
    tools_type: r.tools_type,
    from_test: { _id: r.test_id, test_code: r.test_code, createdTime: iso(r.test_created), status: r.test_status },
    children_id: r.children_id,
    remark: r.remark,
    createdTime: iso(r.created_at),
    file_id: r.file_id,
    html_file_id: r.html_file_id,
    summary: summaryRows(r.composites),
  };
}
