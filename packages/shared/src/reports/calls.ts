/**
 * The report calls' contracts: the Reports page's list, each tool's report call (one query and
 * answer at every tool's own path, REPORT_PATHS) and Dream-ITS's regenerate call. Used by the
 * server's routes, the portal and the tool site.
 */
import { z } from 'zod';
import { REPORT_LIST_PATH, reportListQuery, reportListRow } from './list';
import { reportPathOf, reportQuery, reportResult } from './api';
import { reloadReportBody } from '../testing/api';
import { defineCall } from '../contract';
import { TESTING_PATHS } from '../testing/paths';

/** The report call at one tool's report path (the same query and answer at each). */
export const reportCallAt = <const Path extends string>(path: Path) => defineCall({ method: 'GET', path, query: reportQuery, result: reportResult });
export type ReportCall = ReturnType<typeof reportCallAt<string>>;

/** A tool type's report call, or null: the tool has no report path ('report tool address not configured'). */
export function reportCallOf(toolsType: string): ReportCall | null {
  const path = reportPathOf(toolsType);
  return path ? reportCallAt(path) : null;
}

export const REPORT_CALLS = {
  list: defineCall({ method: 'GET', path: REPORT_LIST_PATH, query: reportListQuery, result: z.array(reportListRow), page: true }),
  /** Dream-ITS's own regenerate call (a testing path, served where reports are made). */
  dreamitsReload: defineCall({ method: 'POST', path: TESTING_PATHS.dreamitsReloadReport, body: reloadReportBody, result: reportResult }),
};
