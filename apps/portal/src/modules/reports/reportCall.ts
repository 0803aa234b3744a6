/**
 * The report call a report-version cell makes: the test row's tool picks the call (its report
 * path); the answer's `_id` is the file to preview. Pure apart from `request`, so it is tested
 * without a browser.
 */
import { errorText, reportCallOf, type CallQuery, type Locale, type ReportCall, type ReportResult } from '@portal/shared';
import { ApiError, callWith, type RequestFn } from '@portal/ui';

export interface ReportChoice {
  row: Record<string, unknown>;
  version: string | undefined;
  reload: boolean;
}

/** Asks the row's tool's report path; resolves the report (its `_id` the PDF), rejects with a message to show. */
export async function fetchReport(request: RequestFn, choice: ReportChoice, locale: Locale): Promise<ReportResult> {
  const call = reportCallOf(String(choice.row.tools_type ?? ''));
  // A tool type without a report endpoint: 'report tool address not configured'.
  if (!call) throw new ApiError(680, errorText('reportToolNotConfigured', locale));
  const query: CallQuery<ReportCall> = { _id: String(choice.row._id ?? '') };
  if (choice.version) query.report_version = choice.version;
  if (choice.reload) query.reload = 'true';
  const result = await callWith(request, call, { query, silent: true });
  // No report id returned: 'report generation failed'.
  if (!result.data || typeof result.data._id !== 'string' || result.data._id === '') throw new ApiError(681, errorText('reportGenerationFailed', locale));
  return result.data;
}
