/** The calls of the portal's compass pages (contracts: @portal/shared compass/calls.ts). */
import {
  COMPASS_CALLS as C,
  FILE_UPDATE_PATH,
  type BoundReport,
  type CompassInfo,
  type CompassReportResult,
  type CompassUpdateBody,
  type SearchedTest,
  type SummaryReport,
  type WjxConfig,
} from '@portal/shared';
import { callWith, type RequestFn } from '@portal/ui';

/** The case with its child and bound reports (one call). */
export async function fetchCompass(request: RequestFn, caseId: string): Promise<CompassInfo> {
  return (await callWith(request, C.info, { query: { _id: caseId } })).data;
}

/** PUT compass/update in one of its three shapes; a locked case is refused by the server. */
export async function updateCompass(request: RequestFn, body: CompassUpdateBody): Promise<void> {
  await callWith(request, C.update, { body });
}

/** Edit → Close: irreversible. */
export async function closeCompass(request: RequestFn, caseId: string): Promise<void> {
  await callWith(request, C.close, { body: { _id: caseId } });
}

/** The case PDF (generated when missing, or again with `reload`). */
export async function compassReport(request: RequestFn, caseId: string, reload = false): Promise<CompassReportResult> {
  return (await callWith(request, C.report, { body: reload ? { _id: caseId, reload: true } : { _id: caseId } })).data;
}

/** A child's tests with their reports (the link dialog). */
export async function searchChildTests(request: RequestFn, childId: string): Promise<SearchedTest[]> {
  return (await callWith(request, C.testSearch, { query: { children_id: childId } })).data ?? [];
}

/** Reports with their test, remark and summary scores, in the order asked. */
export async function fetchReports(request: RequestFn, reportIds: readonly string[]): Promise<BoundReport[]> {
  if (reportIds.length === 0) return [];
  const found = (await callWith(request, C.reportInfo, { body: { report_ids: [...reportIds] } })).data ?? [];
  const byId = new Map(found.map((report) => [report._id, report]));
  return reportIds.flatMap((reportId) => byId.get(reportId) ?? []);
}

/** A report's remark lives on its PDF file. */
export async function saveReportRemark(request: RequestFn, fileId: string, remark: string): Promise<void> {
  await request('PUT', FILE_UPDATE_PATH, { data: { _id: fileId, remark } });
}

/** A child's summary report; `generate` locks it (Edit → Close) and renders its PDF. */
export async function fetchSummary(request: RequestFn, childId: string, generate = false): Promise<SummaryReport> {
  return (await callWith(request, C.summaryReport, { query: generate ? { _id: childId, generate: '1' } : { _id: childId } })).data;
}

export async function fetchWjx(request: RequestFn, wjxId: string): Promise<WjxConfig> {
  return (await callWith(request, C.wjxInfo, { query: { wjx_id: wjxId } })).data;
}

export async function saveWjxParams(request: RequestFn, wjxId: string, params: Record<string, string | null>): Promise<void> {
  await callWith(request, C.wjxUpdate, { body: { wjx_id: wjxId, params } });
}
