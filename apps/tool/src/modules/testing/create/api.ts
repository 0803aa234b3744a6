/** Creating a test (POST tests/create), the tool's state (insTools/status) and the institution's children. */
import { CHILDREN_CALLS, TESTING_PATHS, type CreateTestBody, type TestStatus } from '@portal/shared';
import { callWith, request } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { insToolsStatus } from '@portal/shared';

export type ToolStatus = z.infer<typeof insToolsStatus>;
export interface CreatedTest {
  _id: string;
  test_code: string;
  status: TestStatus;
  tools_type: string;
  children_id: string;
}

export function useToolStatus(toolsType: string | null) {
  return useQuery({
    queryKey: ['insTools', 'status', toolsType],
    enabled: Boolean(toolsType),
    queryFn: async () => (await request<ToolStatus>('GET', TESTING_PATHS.insToolsStatus, { params: { tools_type: toolsType! }, silent: true })).data,
    retry: false,
  });
}

export async function createTest(body: CreateTestBody): Promise<CreatedTest> {
  return (await request<CreatedTest>('POST', TESTING_PATHS.createTest, { data: body })).data;
}

export const CHILDREN_PAGE_SIZE = 10;

export function useChildren(name: string, current: number) {
  return useQuery({
    queryKey: ['children', 'pick', name, current],
    queryFn: async () => {
      const result = await callWith(request, CHILDREN_CALLS.list, { query: { name: name || undefined, current, pageSize: CHILDREN_PAGE_SIZE } });
      return { list: result.data ?? [], total: typeof result.total === 'number' ? result.total : (result.data ?? []).length };
    },
    placeholderData: (previous) => previous,
    retry: false,
  });
}
