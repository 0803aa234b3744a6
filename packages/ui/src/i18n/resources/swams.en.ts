/** English texts of the speech-test area (/swams): the same keys as swams.zh.ts (the type checks it). */
import type { swamsZh } from './swams.zh';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const swamsEn: Texts<typeof swamsZh> = {
  title: 'Speech tests',
  listTitle: 'Speech test list',
  search: "Child's name or code",
  allTools: 'All tools',
  col: {
    child: 'Child',
    code: 'Child code',
    tool: 'Tool',
    testCode: 'Test code',
    created: 'Created',
    oralStatus: 'Status',
    ment: 'Ment result',
    recordings: 'Recordings',
    actions: 'Actions',
  },
  oralStatus: { new: 'New test', testing: 'Testing', reportReady: 'Report ready' },
  ment: { report: 'Report ready', behind: "Child's narrative ability behind peers", none: 'None' },
  open: 'Open',
  back: 'Back to the list',
  testTitle: 'Test {{code}}',
  report: 'Assessment report',
  noReport: 'No report generated yet',
  notFinished: 'The test is not finished; no report can be generated yet',
  generate: 'Generate report',
  regenerate: 'Regenerate',
  generating: 'Generating the report…',
  openReport: 'Open the report',
  recordings: 'Recordings',
  recordingsCount: '{{count}} recordings',
  loadFailed: 'Failed to load',
  notFound: 'The test does not exist',
};
