/** The v2 clinician calls (Dream-IT, Dream-S 2.0, Dream-C 2.0): the test, start, comments, report. */
import { reportCallOf, TESTING_CALLS as C, type CallBody, type CallQuery, type ReportCall, type ReportResult, type TestStatus } from '@portal/shared';
import { callWith, request } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';

export const v2TestKey = (testId: string) => ['dreamit', 'info', testId] as const;

export function useV2Test(testId: string) {
  return useQuery({
    queryKey: v2TestKey(testId),
    queryFn: async () => (await callWith(request, C.v2Info, { query: { _id: testId }, silent: true })).data,
    retry: false,
    // Read again whenever a page opens: a stage may have ended on the page before.
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST v2/begin/test: Active → Additional or Testing (709 when the tool's limit is reached: the client toasts it). */
export async function beginTest(testId: string): Promise<TestStatus> {
  return (await callWith(request, C.v2Begin, { body: { test_id: testId } })).data.status;
}

/** The comments (commentsCall in flow.ts: the end menu's configured path, else the contract's), with the contract's body. */
export async function saveComments(call: { method: 'PUT' | 'POST'; url: string }, testId: string, comments: string): Promise<void> {
  const body: CallBody<typeof C.testComments> = { _id: testId, comments };
  await request(call.method, call.url, { data: body });
}

/**
 * The report of a finished v2 test by its tool's path (dreamit/v2, dreamc/v2 or dreams).
 * `reload` makes a new one through the same report job (the server asks for the reload menu);
 * it is not silent, so a refusal reaches the user as the server's message.
 */
export async function fetchV2Report(toolsType: string, testId: string, version?: string, reload = false): Promise<ReportResult> {
  const call = reportCallOf(toolsType);
  if (!call) throw new Error(toolsType);
  const query: CallQuery<ReportCall> = { _id: testId };
  if (version) query.report_version = version;
  if (reload) query.reload = true;
  return (await callWith(request, call, { query, silent: !reload })).data;
}
