/**
 * The report call a report-version cell makes: the test row's tool picks the
 * path; the answer's `_id` is the file to preview. Pure apart from `request`, so it is tested
 * without a browser.
 */
import { errorText, reportPathOf, type Locale, type ReportResult } from '@portal/shared';
import { ApiError, type RequestFn } from '@portal/ui';

export interface ReportChoice {
  row: Record<string, unknown>;
  version: string | undefined;
  reload: boolean;
}

/** Asks the row's tool's report path; resolves the report (its `_id` the PDF), rejects with a message to show. */
export async function fetchReport(request: RequestFn, choice: ReportChoice, locale: Locale): Promise<ReportResult> {
  const path = reportPathOf(String(choice.row.tools_type ?? ''));
  // A tool type without a report endpoint: 'report tool address not configured'.
  if (!path) throw new ApiError(680, errorText('reportToolNotConfigured', locale));
  const params: Record<string, string> = { _id: String(choice.row._id ?? '') };
  if (choice.version) params.report_version = choice.version;
  if (choice.reload) params.reload = 'true';
  const result = await request<ReportResult>('GET', path, { params, silent: true });
  // No report id returned: 'report generation failed'.
  if (!result.data || typeof result.data._id !== 'string' || result.data._id === '') throw new ApiError(681, errorText('reportGenerationFailed', locale));
  return result.data;
}
