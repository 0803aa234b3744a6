/**
 * The compass calls' contracts: each call's method, path (paths.ts) and schemas (api.ts), used by
 * the server's routes and the portal.
 */
import { z } from 'zod';
import { defineCall } from '../contract';
import {
  boundReport,
  compassAddBody,
  compassCase,
  compassIdBody,
  compassIdQuery,
  compassIdResult,
  compassInfo,
  compassListQuery,
  compassReportBody,
  compassReportResult,
  compassRow,
  compassUpdateBody,
  reportInfoBody,
  searchedTest,
  summaryReport,
  summaryReportQuery,
  testSearchQuery,
  wjxConfig,
  wjxInfoQuery,
  wjxUpdateBody,
} from './api';
import { COMPASS_PATHS as P } from './paths';

export const COMPASS_CALLS = {
  list: defineCall({ method: 'GET', path: P.list, query: compassListQuery, result: z.array(compassRow), page: true }),
  add: defineCall({ method: 'POST', path: P.add, body: compassAddBody, result: compassCase }),
  info: defineCall({ method: 'GET', path: P.info, query: compassIdQuery, result: compassInfo }),
  update: defineCall({ method: 'PUT', path: P.update, body: compassUpdateBody, result: compassInfo }),
  close: defineCall({ method: 'PUT', path: P.close, body: compassIdBody, result: compassInfo }),
  /** Also served as DELETE with the same body (the table page's deleteApi sends that). */
  remove: defineCall({ method: 'POST', path: P.remove, body: compassIdBody, result: compassIdResult }),
  report: defineCall({ method: 'POST', path: P.report, body: compassReportBody, result: compassReportResult }),
  testSearch: defineCall({ method: 'GET', path: P.testSearch, query: testSearchQuery, result: z.array(searchedTest) }),
  reportInfo: defineCall({ method: 'POST', path: P.reportInfo, body: reportInfoBody, result: z.array(boundReport) }),
  summaryReport: defineCall({ method: 'GET', path: P.summaryReport, query: summaryReportQuery, result: summaryReport }),
  wjxInfo: defineCall({ method: 'GET', path: P.wjxInfo, query: wjxInfoQuery, result: wjxConfig }),
  wjxUpdate: defineCall({ method: 'POST', path: P.wjxUpdate, body: wjxUpdateBody, result: wjxConfig }),
};
