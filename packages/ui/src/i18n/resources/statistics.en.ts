/** English texts of the statistics page, the tools-under-institution chart and the home tool cards: the same keys as statistics.zh.ts (the type checks it). */
import type { statisticsZh } from './statistics.zh';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const statisticsEn: Texts<typeof statisticsZh> = {
  counters: {
    total: 'All tests',
    completed: 'Ended',
    hold: 'Locked',
    failure: 'Invalid',
    adopted: 'Passed',
    not_adopted: 'Not passed',
    test_completion_not_report: 'Ended, no report',
    test_not_completion: 'Not completed',
  },
  hints: {
    hold: 'Started and not yet ended (testing, parents testing, additional information)',
    test_not_completion: 'Waiting for test and locked tests',
  },
  passRate: 'Pass rate',
  completionRate: 'Completion rate',
  noData: 'No data',
  percent: '{{value}}%',
  tool: 'Tool',
  allTools: 'Total',
  byTool: 'Tests per tool',
  loadFailed: 'The statistics could not be loaded',
  questions: {
    title: 'Answers per question',
    tests: '{{count}} ended tests',
    number: 'No.',
    question: 'Question',
    answered: 'Answered',
    choices: 'Choices (times, share of answers)',
    choice: '{{label}}: {{count}} ({{percent}})',
    empty: 'This tool has no questions',
  },
  usage: {
    title: 'Monthly usage',
    year: 'Year',
    thisInstitution: 'This institution',
    average: 'Average of all institutions',
    month: '{{month}}',
    count: 'Tests',
    noData: 'No usage in this year',
    loadFailed: 'The usage could not be loaded',
  },
  toolsChart: {
    title: 'Tools under institution',
    noTools: 'This institution has no testing tools',
  },
};
