/** The area's calls as the portal makes them. */
import { SWAMS_CALLS, type SwamTestInfo, type SwamTestRow, type SwamTestsQuery } from '@portal/shared';
import { callWith, request } from '@portal/ui';

export async function swamTests(query: SwamTestsQuery): Promise<{ list: SwamTestRow[]; total: number }> {
  const result = await callWith(request, SWAMS_CALLS.list, { query });
  return { list: result.data ?? [], total: result.total ?? 0 };
}

export async function swamTest(testId: string): Promise<SwamTestInfo> {
  return (await callWith(request, SWAMS_CALLS.info, { query: { _id: testId } })).data;
}

/** Any test of the area (SWAM, SPPA, Ment): its report, made if there is none. */
export async function makeReport(testId: string, reload = false): Promise<string> {
  return (await callWith(request, SWAMS_CALLS.soeSelect, { query: { testId, isReload: reload } })).data._id;
}
