/** The calls of the portal's test pages (paths and shapes: @portal/shared testing/api.ts). */
import { TESTABLE_TOOLS, TESTING_PATHS, type InstitutionTool, type QrTokenRecord, type TestView } from '@portal/shared';
import type { RequestFn } from '@portal/ui';

export interface CreatedTest {
  _id: string;
  test_code: string;
  status: string;
  tools_type: string;
  children_id: string;
  /** Added by the dialog: the chosen child's name, for the 'created' dialog's text. */
  children_name?: string;
}

export async function fetchTestDetail(request: RequestFn, testId: string): Promise<TestView> {
  return (await request<TestView>('GET', TESTING_PATHS.testDetail, { params: { _id: testId } })).data;
}

/** The test's live QR token; `refresh` revokes it and issues another. Silent: the modal shows the failure. */
export async function fetchQrToken(request: RequestFn, testId: string, refresh: boolean): Promise<QrTokenRecord> {
  return (await request<QrTokenRecord>('GET', TESTING_PATHS.v2Temporary, { params: { _id: testId, refresh: refresh ? 'true' : 'false' }, silent: true })).data;
}

export async function createTest(request: RequestFn, toolsType: string, childrenId: string): Promise<CreatedTest> {
  return (await request<CreatedTest>('POST', TESTING_PATHS.createTest, { data: { tools_type: toolsType, children_id: childrenId } })).data;
}

/** The institution's active tools that tests are taken with, in its order. */
export async function testableTools(request: RequestFn): Promise<InstitutionTool[]> {
  const tools = (await request<InstitutionTool[]>('GET', '/api/base/insTools/user/list')).data ?? [];
  return tools.filter((tool) => tool.status === 'active' && (TESTABLE_TOOLS as readonly string[]).includes(tool.tools_type));
}
