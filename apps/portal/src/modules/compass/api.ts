/** The calls of the portal's compass pages (paths and shapes: @portal/shared compass/). */
import {
  COMPASS_PATHS,
  FILE_UPDATE_PATH,
  type BoundReport,
  type CompassInfo,
  type CompassReportResult,
  type CompassUpdateBody,
  type SearchedTest,
  type SummaryReport,
  type WjxConfig,
} from '@portal/shared';
import type { RequestFn } from '@portal/ui';

/** The case with its child and bound reports (one call). */
export async function fetchCompass(request: RequestFn, caseId: string): Promise<CompassInfo> {
  return (await request<CompassInfo>('GET', COMPASS_PATHS.info, { params: { _id: caseId } })).data;
}

/** PUT compass/update in one of its three shapes; a locked case is refused by the server. */
export async function updateCompass(request: RequestFn, body: CompassUpdateBody): Promise<void> {
  await request('PUT', COMPASS_PATHS.update, { data: body });
}

/** Edit → Close: irreversible. */
export async function closeCompass(request: RequestFn, caseId: string): Promise<void> {
  await request('PUT', COMPASS_PATHS.close, { data: { _id: caseId } });
}

/** The case PDF (generated when missing, or again with `reload`). */
export async function compassReport(request: RequestFn, caseId: string, reload = false): Promise<CompassReportResult> {
  return (await request<CompassReportResult>('POST', COMPASS_PATHS.report, { data: reload ? { _id: caseId, reload: true } : { _id: caseId } })).data;
}

/** A child's tests with their reports (the link dialog). */
export async function searchChildTests(request: RequestFn, childId: string): Promise<SearchedTest[]> {
  return (await request<SearchedTest[]>('GET', COMPASS_PATHS.testSearch, { params: { children_id: childId } })).data ?? [];
}

/** Reports with their test, remark and summary scores, in the order asked. */
export async function fetchReports(request: RequestFn, reportIds: readonly string[]): Promise<BoundReport[]> {
  if (reportIds.length === 0) return [];
  const found = (await request<BoundReport[]>('POST', COMPASS_PATHS.reportInfo, { data: { report_ids: [...reportIds] } })).data ?? [];
  const byId = new Map(found.map((report) => [report._id, report]));
  return reportIds.flatMap((reportId) => byId.get(reportId) ?? []);
}

/** A report's remark lives on its PDF file. */
export async function saveReportRemark(request: RequestFn, fileId: string, remark: string): Promise<void> {
  await request('PUT', FILE_UPDATE_PATH, { data: { _id: fileId, remark } });
}

/** A child's summary report; `generate` locks it (Edit → Close) and renders its PDF. */
export async function fetchSummary(request: RequestFn, childId: string, generate = false): Promise<SummaryReport> {
  return (await request<SummaryReport>('GET', COMPASS_PATHS.summaryReport, { params: generate ? { _id: childId, generate: '1' } : { _id: childId } })).data;
}

export async function fetchWjx(request: RequestFn, wjxId: string): Promise<WjxConfig> {
  return (await request<WjxConfig>('GET', COMPASS_PATHS.wjxInfo, { params: { wjx_id: wjxId } })).data;
}

export async function saveWjxParams(request: RequestFn, wjxId: string, params: Record<string, string | null>): Promise<void> {
  await request('POST', COMPASS_PATHS.wjxUpdate, { data: { wjx_id: wjxId, params } });
}
