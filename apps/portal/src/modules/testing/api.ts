/** The calls of the portal's test pages (contracts: @portal/shared testing/calls.ts). */
import { TESTABLE_TOOLS, TESTING_CALLS as C, TOOL_CALLS, type CallResult, type InstitutionTool, type QrTokenRecord, type TestableTool, type TestView } from '@portal/shared';
import { callWith, type RequestFn } from '@portal/ui';

/** A new test as `tests/create` answers it. */
export type CreatedTest = CallResult<typeof C.createTest>;

export async function fetchTestDetail(request: RequestFn, testId: string): Promise<TestView> {
  return (await callWith(request, C.testDetail, { query: { _id: testId } })).data;
}

/** The test's live QR token; `refresh` revokes it and issues another. Silent: the modal shows the failure. */
export async function fetchQrToken(request: RequestFn, testId: string, refresh: boolean): Promise<QrTokenRecord> {
  return (await callWith(request, C.v2Temporary, { query: { _id: testId, refresh: refresh ? 'true' : 'false' }, silent: true })).data;
}

export async function createTest(request: RequestFn, toolsType: TestableTool, childrenId: string): Promise<CreatedTest> {
  return (await callWith(request, C.createTest, { body: { tools_type: toolsType, children_id: childrenId } })).data;
}

/**
 * The institution's tools that tests are taken with, in its order, the active ones first: an
 * expired or disabled one is listed (and offered disabled), so the clinician sees why it is missing.
 */
export async function testableTools(request: RequestFn): Promise<InstitutionTool[]> {
  const tools = (await callWith(request, TOOL_CALLS.userList)).data ?? [];
  const testable = tools.filter((tool) => (TESTABLE_TOOLS as readonly string[]).includes(tool.tools_type));
  return [...testable.filter((tool) => tool.status === 'active'), ...testable.filter((tool) => tool.status !== 'active')];
}
