/**
 * Where a new test opens: a v2 test on its ready page; a Dream-ITS test on its testing
 * page, the test-3 one for roles holding that menu (as 'continue testing' in the portal).
 */
import { continueTestingPath, DREAMITS_TEST3_MENU, isV2Tool, TESTABLE_TOOLS } from '@portal/shared';

export function openTestPath(test: { _id: string; tools_type: string }, menuIds: ReadonlySet<string>): string {
  return continueTestingPath(test, { test3: menuIds.has(DREAMITS_TEST3_MENU) });
}

export const isTestable = (toolsType: string | null | undefined): toolsType is string => (TESTABLE_TOOLS as readonly string[]).includes(toolsType ?? '');

/** The tool a home page starts with: the address's, else the flow's own tool. */
export function initialTool(flow: 'all' | 'v1' | 'v2', fromQuery: string | null): string | null {
  if (isTestable(fromQuery) && (flow === 'all' || (flow === 'v2') === isV2Tool(fromQuery))) return fromQuery;
  return flow === 'v1' ? 'Dream-ITS' : flow === 'v2' ? 'Dream-IT' : null;
}
