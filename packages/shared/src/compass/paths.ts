/**
 * The compass (assessment-plan case) calls and the calls around them, spelled as the spec gives
 * them; the cases list, create and delete are ours (the spec does not name them). Kept apart
 * from the zod schemas so a light page can import them alone.
 */
export const COMPASS_PATHS = {
  /** POST {_id}: the case PDF (Close or Custom only); answers the PDF's file info. */
  report: '/api/compass/report',
  /** GET ?_id=: the case, its child and its bound reports with their scores, in one call. */
  info: '/api/compass/info',
  /** PUT {_id}: Edit → Close, irreversible. */
  close: '/api/compass/close',
  /** PUT in one of three shapes (see `compassUpdateBody`). */
  update: '/api/compass/update',
  /** GET: the 'compass' menu page's table (TablePage: data, current, pageSize, total). */
  list: '/api/compass/list',
  /** POST {children_id, version}. */
  add: '/api/compass/add',
  /** POST {_id}: deletes an Edit case. */
  remove: '/api/compass/delete',
  /** GET ?test_ids=a,b | children_id= | test_id=: tests with their reports (the link dialog). */
  testSearch: '/api/dream/test/search',
  /** POST {report_ids}: reports with their test and remark (the bound-report list). */
  reportInfo: '/api/dream/report/info',
  /** GET ?_id=<child id>: the child's summary report (Edit → Close when generated). */
  summaryReport: '/api/children/summary/report',
  /** POST {wjx_id, params}: a questionnaire's parameters. */
  wjxUpdate: '/api/base/wjx/config/update',
  /** GET ?wjx_id=: the questionnaire detail modal. */
  wjxInfo: '/api/base/wjx/config/info',
} as const;

/** The menu whose page lists the cases; holding it lets a role read and write cases. */
export const COMPASS_MENU = 'compass';

/**
 * The component paths the seeded 'compass' row actions open: the contract between the server's
 * menu configuration and the components the portal registers under these names.
 */
export const COMPASS_DIALOGS = {
  v1: 'compass/caseV1',
  v2: 'compass/caseV2',
  create: 'compass/create',
  link: 'compass/link',
  wjx: 'compass/wjx',
  summary: 'compass/summary',
} as const;
