/** The speech-tool area's calls (server routes, portal). */
import { z } from 'zod';
import { defineCall } from '../contract';
import { soeReportQuery, swamGeneratedQuery, swamReportResult, swamTestInfo, swamTestInfoQuery, swamTestRow, swamTestsQuery } from './api';

export const SWAMS_PATHS = {
  generated: '/api/dream/swam/report/generated',
  soeSelect: '/soe/api/childrenTestReport/select',
  list: '/api/dream/swam/test/list',
  info: '/api/dream/swam/test/info',
} as const;

export const SWAMS_CALLS = {
  generated: defineCall({ method: 'GET', path: SWAMS_PATHS.generated, query: swamGeneratedQuery, result: swamReportResult }),
  soeSelect: defineCall({ method: 'GET', path: SWAMS_PATHS.soeSelect, query: soeReportQuery, result: swamReportResult }),
  list: defineCall({ method: 'GET', path: SWAMS_PATHS.list, query: swamTestsQuery, result: z.array(swamTestRow), page: true }),
  info: defineCall({ method: 'GET', path: SWAMS_PATHS.info, query: swamTestInfoQuery, result: swamTestInfo }),
};
