/**
 * Statistics of an institution's tests (test-and-training §3 'Statistics counters', 'Usage
 * stats'): the counters per tool, the monthly usage against the average of all institutions, and
 * the per-question answer distributions. All counted from the stored tests of the caller's
 * institution and its sub-institutions.
 */
import { z } from 'zod';

/**
 * The counters, in the order the banners show them. What each counts (statuses in
 * testing/statuses.ts): total every test; completed Close, RecClose, ExpClose; hold started and
 * not ended (Additional, ParentsTesting, Testing: the tests that lock a place under the tool's
 * simultaneous-test limit); failure Failure (invalidated); adopted / not_adopted the completed
 * tests scored as passed / not passed (is_at_risk_score false / true); test_completion_not_report
 * completed without any report; test_not_completion not ended and not invalid (Active and hold).
 */
export const TEST_COUNTERS = ['total', 'completed', 'hold', 'failure', 'adopted', 'not_adopted', 'test_completion_not_report', 'test_not_completion'] as const;
export type TestCounter = (typeof TEST_COUNTERS)[number];

const count = z.number().int().min(0);
export const testCounters = z.object(Object.fromEntries(TEST_COUNTERS.map((k) => [k, count])) as Record<TestCounter, typeof count>);
export type TestCounters = z.infer<typeof testCounters>;

export const testCountersQuery = z.object({ tools_type: z.string().trim().min(1).max(64).optional() });

/** One row per tool the institution has (named as its tools list names it), then the sum over them. */
export const testCountersResult = z.object({
  list: z.array(testCounters.extend({ tools_type: z.string(), name: z.string(), nameEn: z.string() })),
  total: testCounters,
});
export type TestCountersResult = z.infer<typeof testCountersResult>;

/** The first year the product counts; a later one than this year is refused. */
export const FIRST_STATISTICS_YEAR = 2015;

export const usageQuery = z.object({
  /** An institution tool (insTools `_id`); its institution is the one counted. */
  tool_id: z.string().trim().min(1).max(64),
  selected_year: z.coerce.number().int().min(FIRST_STATISTICS_YEAR).max(9999),
  tools_type: z.string().trim().min(1).max(64),
});

/** The spec's shape: `list` this institution's months (`_id.year`, `_id.month`), `a_list` the average of all institutions. */
export const usageResult = z.object({
  list: z.array(z.object({ _id: z.object({ year: z.number().int(), month: z.number().int().min(1).max(12) }), tool_used_count: count })),
  a_list: z.array(z.object({ year: z.number().int(), month: z.number().int().min(1).max(12), average_count: z.number().min(0) })),
});
export type UsageResult = z.infer<typeof usageResult>;

/** One choice of a question: its label as the test screen shows it, how many completed tests chose (or ticked) it. */
export const questionChoiceCount = z.object({ value: z.string(), label: z.string(), count });
/** One question: its number and stem as the screen shows them, how many completed tests answered it. */
export const questionDistribution = z.object({
  key: z.string(),
  index_count: z.number().int().nullable(),
  question: z.string(),
  answered: count,
  choices: z.array(questionChoiceCount),
});
export type QuestionDistribution = z.infer<typeof questionDistribution>;
export const questionStatisticsResult = z.object({ tools_type: z.string(), tests: count, list: z.array(questionDistribution) });
export type QuestionStatisticsResult = z.infer<typeof questionStatisticsResult>;
