/**
 * Dream-ITS (v1) calls of the clinician's pages: the test with its questions, its report
 * (GET /api/base/dreamits/report, the reports module) and its regeneration. Errors reach the
 * pages as ApiError (silent calls): each page says what failed in its own place.
 */
import { REPORT_CALLS, reportCallOf, TESTING_CALLS, type ReportResult, type ScreeningTestView } from '@portal/shared';
import { callWith, request } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';

export type ScreeningTest = ScreeningTestView;

export const screeningKey = (testId: string) => ['dreamits', 'info', testId] as const;

export function useScreeningTest(testId: string) {
  return useQuery({
    queryKey: screeningKey(testId),
    queryFn: async () => (await callWith(request, TESTING_CALLS.dreamitsInfo, { query: { _id: testId }, silent: true })).data,
    retry: false,
    // Read afresh by every page that opens: the report's flags exist only after the submission.
    staleTime: 0,
    gcTime: 0,
  });
}

export const DREAMITS_REPORT_CALL = reportCallOf('Dream-ITS')!;

/** The report of a finished test (generated on first ask); `version` picks one of its versions. */
export async function fetchScreeningReport(testId: string, version?: string): Promise<ReportResult> {
  return (await callWith(request, DREAMITS_REPORT_CALL, { query: version ? { _id: testId, report_version: version } : { _id: testId }, silent: true })).data;
}

/** POST dreamits/reload/report: a new report from the current data (holders of the reload menu). */
export async function regenerateScreeningReport(testId: string, version?: string): Promise<ReportResult> {
  return (await callWith(request, REPORT_CALLS.dreamitsReload, { body: { test_id: testId, is_reload: true, ...(version ? { report_version: version } : {}) } })).data;
}
