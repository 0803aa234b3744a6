/** The v2 clinician calls (Dream-IT, Dream-S 2.0, Dream-C 2.0): the test, start, comments, report. */
import { reportPathOf, TESTING_PATHS, type ReportResult, type TestStatus, type TestView } from '@portal/shared';
import { request } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';

export const v2TestKey = (testId: string) => ['dreamit', 'info', testId] as const;

export function useV2Test(testId: string) {
  return useQuery({
    queryKey: v2TestKey(testId),
    queryFn: async () => (await request<TestView>('GET', TESTING_PATHS.v2Info, { params: { _id: testId }, silent: true })).data,
    retry: false,
    // Read again whenever a page opens: a stage may have ended on the page before.
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST v2/begin/test: Active → Additional or Testing (709 when the tool's limit is reached: the client toasts it). */
export async function beginTest(testId: string): Promise<TestStatus> {
  return (await request<{ status: TestStatus }>('POST', TESTING_PATHS.v2Begin, { data: { test_id: testId } })).data.status;
}

export async function saveComments(call: { method: 'PUT' | 'POST'; url: string }, testId: string, comments: string): Promise<void> {
  await request(call.method, call.url, { data: { _id: testId, comments } });
}

/** The report of a finished v2 test by its tool's path (dreamit/v2, dreamc/v2 or dreams). */
export async function fetchV2Report(toolsType: string, testId: string, version?: string): Promise<ReportResult> {
  const path = reportPathOf(toolsType);
  if (!path) throw new Error(toolsType);
  const params: Record<string, string> = { _id: testId };
  if (version) params.report_version = version;
  return (await request<ReportResult>('GET', path, { params, silent: true })).data;
}
