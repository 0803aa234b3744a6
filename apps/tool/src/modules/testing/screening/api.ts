/**
 * Dream-ITS (v1) calls of the clinician's pages: the test with its questions, its report
 * (GET /api/base/dreamits/report, the reports module) and its regeneration. Errors reach the
 * pages as ApiError (silent calls): each page says what failed in its own place.
 */
import { reportPathOf, TESTING_PATHS, type LibraryView, type ReportResult, type TestView } from '@portal/shared';
import { request } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';

export type ScreeningTest = TestView & { questions: LibraryView };

export const screeningKey = (testId: string) => ['dreamits', 'info', testId] as const;

export function useScreeningTest(testId: string) {
  return useQuery({
    queryKey: screeningKey(testId),
    queryFn: async () => (await request<ScreeningTest>('GET', TESTING_PATHS.dreamitsInfo, { params: { _id: testId }, silent: true })).data,
    retry: false,
    // Read afresh by every page that opens: the report's flags exist only after the submission.
    staleTime: 0,
    gcTime: 0,
  });
}

export const DREAMITS_REPORT_PATH = reportPathOf('Dream-ITS')!;

/** The report of a finished test (generated on first ask); `version` picks one of its versions. */
export async function fetchScreeningReport(testId: string, version?: string): Promise<ReportResult> {
  const params: Record<string, string> = { _id: testId };
  if (version) params.report_version = version;
  return (await request<ReportResult>('GET', DREAMITS_REPORT_PATH, { params, silent: true })).data;
}

/** POST dreamits/reload/report: a new report from the current data (holders of the reload menu). */
export async function regenerateScreeningReport(testId: string, version?: string): Promise<ReportResult> {
  return (await request<ReportResult>('POST', TESTING_PATHS.dreamitsReloadReport, { data: { test_id: testId, is_reload: true, ...(version ? { report_version: version } : {}) } })).data;
}
