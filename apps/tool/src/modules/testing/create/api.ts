/** Creating a test (POST tests/create), the tool's state (insTools/status) and the institution's children, most recent first. */
import { CHILDREN_CALLS, TESTING_CALLS as C, type BirthdayWindow, type CallResult, type CreateTestBody } from '@portal/shared';
import { callWith, request } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';

export type ToolStatus = CallResult<typeof C.insToolsStatus>;
export type CreatedTest = CallResult<typeof C.createTest>;

export function useToolStatus(toolsType: string | null) {
  return useQuery({
    queryKey: ['insTools', 'status', toolsType],
    enabled: Boolean(toolsType),
    queryFn: async () => (await callWith(request, C.insToolsStatus, { query: { tools_type: toolsType! }, silent: true })).data,
    retry: false,
  });
}

export async function createTest(body: CreateTestBody): Promise<CreatedTest> {
  return (await callWith(request, C.createTest, { body })).data;
}

export const CHILDREN_PAGE_SIZE = 10;

/** A page of the children, most recent first; given a birthday window only those born within it (the total too). */
export function useChildren(name: string, current: number, revision = 0, birthdays: BirthdayWindow | null = null) {
  return useQuery({
    queryKey: ['children', 'pick', name, current, revision, birthdays?.from, birthdays?.to],
    queryFn: async () => {
      const born = birthdays ? { birthday_from: birthdays.from, birthday_to: birthdays.to } : {};
      const result = await callWith(request, CHILDREN_CALLS.list, { query: { sort: 'recent', name: name || undefined, current, pageSize: CHILDREN_PAGE_SIZE, ...born } });
      return { list: result.data ?? [], total: typeof result.total === 'number' ? result.total : (result.data ?? []).length };
    },
    placeholderData: (previous) => previous,
    retry: false,
  });
}
