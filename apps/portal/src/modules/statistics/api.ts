/** The calls of the statistics pages (contracts: @portal/shared statistics/calls.ts and tools/calls.ts). */
import { STATISTICS_CALLS as C, TOOL_CALLS, type InstitutionTool, type QUESTION_STATISTICS_TOOLS, type QuestionStatisticsResult, type TestCountersResult, type UsageResult } from '@portal/shared';
import { callWith, type RequestFn } from '@portal/ui';

export async function fetchCounters(request: RequestFn): Promise<TestCountersResult> {
  return (await callWith(request, C.tests, { query: {} })).data;
}

export async function fetchUsage(request: RequestFn, tool: InstitutionTool, year: number): Promise<UsageResult> {
  return (await callWith(request, C.usage, { query: { tool_id: tool._id, selected_year: year, tools_type: tool.tools_type } })).data;
}

export type QuestionCall = keyof typeof QUESTION_STATISTICS_TOOLS;

export async function fetchQuestions(request: RequestFn, name: QuestionCall): Promise<QuestionStatisticsResult> {
  return (await callWith(request, C[name])).data;
}

/** The caller's institution's tools, for the chart cards. */
export async function fetchTools(request: RequestFn): Promise<InstitutionTool[]> {
  return (await callWith(request, TOOL_CALLS.userList)).data ?? [];
}
