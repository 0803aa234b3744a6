/**
 * The reports list (menu report_list, issue 9 item 6): every generated report of the caller's
 * institution, one row per report (test and version), newest first. The remark is the report
 * PDF's file remark (PUT /api/system/file/update), so it is the same text the file list shows.
 */
import { z } from 'zod';
import { calendarDate } from '../children/api';

export const REPORT_LIST_PATH = '/api/dream/report/list';
export const REPORT_LIST_PAGE_SIZE_MAX = 100;
/** The Reports page's menu; its child menus are the row actions. */
export const REPORT_LIST_MENU = 'report_list';
/** Dialog components the Reports page's seeded actions name (registered by the portal). */
export const REPORT_DIALOGS = { preview: 'reports/preview', regenerate: 'reports/regenerate' } as const;

const blankIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const reportListQuery = z.object({
  current: blankIsAbsent(z.coerce.number().int().min(1).max(100_000)),
  pageSize: blankIsAbsent(z.coerce.number().int().min(1).max(REPORT_LIST_PAGE_SIZE_MAX)),
  /** Part of the child's name, any case, taken literally. */
  name: blankIsAbsent(z.string().trim().max(50)),
  /** Part of the test code. */
  test_code: blankIsAbsent(z.string().trim().max(64)),
  tools_type: blankIsAbsent(z.string().trim().max(64)),
  /** Created on or after / on or before these days (YYYY-MM-DD, the server's time zone). */
  created_from: blankIsAbsent(calendarDate),
  created_to: blankIsAbsent(calendarDate),
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

export const reportListRow = z.object({
  /** The report's id. */
  _id: z.string(),
  test_id: z.string(),
  /** The PDF (what preview and download open, and whose remark this is) and its HTML twin. */
  file_id: z.string(),
  file_title: z.string(),
  html_file_id: z.string().nullable(),
  children_id: z.string(),
  children_name: z.string(),
  tools_type: z.string(),
  test_code: z.string(),
  report_version: z.string(),
  /** The language the report is written in. */
  locale: z.string(),
  /** ISO timestamp of the report's current files (a regeneration renews it). */
  createdTime: z.string(),
  remark: z.string(),
  /** The tool's own reload-report menu (dream_s_reload_report …): with dream_reload_report, who may regenerate. */
  reload_menu: z.string(),
});
export type ReportListRow = z.infer<typeof reportListRow>;
