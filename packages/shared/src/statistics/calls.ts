/** The statistics calls (test-and-training §7 'Statistics, files, misc'; the counters' path is ours). */
import { defineCall } from '../contract';
import { questionStatisticsResult, testCountersQuery, testCountersResult, usageQuery, usageResult } from './api';

export const STATISTICS_CALLS = {
  /** The §3 counters per tool of the caller's institution and its sub-institutions. */
  tests: defineCall({ method: 'GET', path: '/api/statistics/tests', query: testCountersQuery, result: testCountersResult }),
  /** One tool's tests per month of a year, against the average of all institutions holding that tool type. */
  usage: defineCall({ method: 'GET', path: '/api/base/flow/used_count_under_institution', query: usageQuery, result: usageResult }),
  itsQuestions: defineCall({ method: 'GET', path: '/api/statistics/dream/its/question', result: questionStatisticsResult }),
  sQuestions: defineCall({ method: 'GET', path: '/api/statistics/dream/s/question', result: questionStatisticsResult }),
  swamQuestions: defineCall({ method: 'GET', path: '/api/statistics/dream/swam/question', result: questionStatisticsResult }),
};

/** Which tool each question-statistics call counts. */
export const QUESTION_STATISTICS_TOOLS = { itsQuestions: 'Dream-ITS', sQuestions: 'Dream-S-2.0', swamQuestions: 'SWAM-S' } as const;
