/**
 * Report generation (each tool's report path, the field of its report versions, the reload
 * menus) and the tests list that offers it. The browser picks
 * the path from the test's tool type; the server refuses a path that is not the test's tool's.
 */
import { z } from 'zod';
import { isCalendarDate } from '../children/api';
import { fileInfo } from '../files/api';
import { TEST_STATUSES } from '../testing/statuses';

/** Tool type → report path (the Dream tools' reports: the reports module; SPPA and SWAM-*: item reports of the speech-tool area, `swams`). A tool without a path (Ment, LB-1): 'report tool address not configured' in the portal. */
export const REPORT_PATHS = {
  'Dream-S-2.0': '/api/base/dreams/report',
  'Dream-S-Probation': '/api/base/dreams/report',
  'Dream-C-2.0': '/api/base/dreamc/v2/report',
  'Dream-C-Probation': '/api/base/dreamc/v2/report',
  'Dream-ITS': '/api/base/dreamits/report',
  'Dream-IT': '/api/base/dreamit/v2/report',
  SPPA: '/api/base/spp/a/report',
  'SWAM-T': '/api/swam/t/report',
  'SWAM-S': '/api/dream/swam/v2/report',
  'SWAM-S-S': '/api/swam/s/report',
  'SWAM-C-AI': '/api/swam/c/ai/report',
} as const satisfies Record<string, string>;
export type ReportToolType = keyof typeof REPORT_PATHS;

/** Tool types of the scored-test report engine (the reports module serves their paths). */
export const REPORT_ENGINE_TOOLS = ['Dream-S-2.0', 'Dream-S-Probation', 'Dream-C-2.0', 'Dream-C-Probation', 'Dream-ITS', 'Dream-IT'] as const satisfies readonly ReportToolType[];

/** The path of a tool type's reports, or null ('report tool address not configured'). */
export function reportPathOf(toolsType: string): string | null {
  return Object.hasOwn(REPORT_PATHS, toolsType) ? REPORT_PATHS[toolsType as ReportToolType] : null;
}

/** The distinct report paths, each with the tool types it serves. */
export function reportPathTools(): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  for (const [tool, path] of Object.entries(REPORT_PATHS)) paths.set(path, [...(paths.get(path) ?? []), tool]);
  return paths;
}

/** Tool type → the field holding that tool's report versions (a probation edition shares its tool's). */
export const REPORT_VERSION_FIELDS: Record<string, string> = {
  'Dream-S-2.0': 'dream_s_report_version',
  'Dream-S-Probation': 'dream_s_report_version',
  'Dream-C-2.0': 'dream_c_report_version',
  'Dream-C-Probation': 'dream_c_report_version',
  'SWAM-S': 'swam_report_version',
  'SWAM-S-S': 'swam_s_report_version',
  'Dream-ITS': 'dream_it_s_report_version',
  'Dream-IT': 'dream_it_report_version',
  Ment: 'ment_report_version',
};

/**
 * `dream_reload_report` allows regenerating every tool's reports; a tool-specific
 * variant (named after the tool's report-version field: dream_s_report_version →
 * dream_s_reload_report) allows it for that tool only.
 */
export function reloadReportMenus(toolsType: string): string[] {
  const field = REPORT_VERSION_FIELDS[toolsType];
  return field ? ['dream_reload_report', field.replace(/_report_version$/, '_reload_report')] : ['dream_reload_report'];
}

/** The tool-specific reload menus of the tools with a report engine (seeded as permission menus). */
export const TOOL_RELOAD_REPORT_MENUS = [...new Set(REPORT_ENGINE_TOOLS.map((tool) => reloadReportMenus(tool)[1]!))];

/** A tool whose `institution_tools.report_version` is unset or empty offers this one version. */
export const DEFAULT_REPORT_VERSION = 'v1';
export const REPORT_VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

/** A comma list → its versions, trimmed, in order, without blanks or repeats. */
export function splitVersions(list: string | null | undefined): string[] {
  return [...new Set((list ?? '').split(',').map((v) => v.trim()).filter((v) => v.length > 0))];
}

/**
 * The versions a tool offers: its configured comma list, or [DEFAULT_REPORT_VERSION]. A request
 * without `report_version` gets the last one listed (the newest edition).
 */
export function offeredVersions(configured: string | null | undefined): string[] {
  const versions = splitVersions(configured).filter((v) => REPORT_VERSION_PATTERN.test(v));
  return versions.length > 0 ? versions : [DEFAULT_REPORT_VERSION];
}

const flag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');
const blankIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const reportQuery = z.object({
  /** The test id. */
  _id: z.string().trim().min(1).max(64),
  report_version: blankIsAbsent(z.string().trim().regex(REPORT_VERSION_PATTERN)),
  reload: blankIsAbsent(flag),
});
export type ReportQuery = z.input<typeof reportQuery>;

/** The report file's info (its `_id` is what the browser previews), and the report itself. */
export const reportResult = fileInfo.extend({
  test_id: z.string(),
  tools_type: z.string(),
  /** The test's report versions after this call, as the spec's comma list. */
  report_version: z.string(),
  /** The version this file is. */
  version: z.string(),
  /** The same report as one HTML page. */
  html_file_id: z.string().nullable(),
  /** False: an existing report answered as it was (no quota used). */
  generated: z.boolean(),
});
export type ReportResult = z.infer<typeof reportResult>;

/** A test's status: the one list in testing/statuses.ts. */
export const TEST_STATUS_VALUES = TEST_STATUSES;

/** The mutually exclusive boxes of the tests list's search (test-and-training §5). */
export const AGE_STATES = ['age', 'not_age'] as const;
export const PASS_STATES = ['pass', 'not_pass'] as const;

/** The tests list (GET /api/base/tests/list): the caller's institution's tests, newest first. */
export const TESTS_LIST_PATH = '/api/base/tests/list';
export const TESTS_PAGE_SIZE_MAX = 100;

export const testsListQuery = z.object({
  current: blankIsAbsent(z.coerce.number().int().min(1).max(100_000)),
  pageSize: blankIsAbsent(z.coerce.number().int().min(1).max(TESTS_PAGE_SIZE_MAX)),
  /** Part of the child's name, any case. */
  name: blankIsAbsent(z.string().trim().max(50)),
  test_code: blankIsAbsent(z.string().trim().max(64)),
  tools_type: blankIsAbsent(z.string().trim().max(64)),
  status: blankIsAbsent(z.enum(TEST_STATUS_VALUES)),
  /**
   * The age selector's date (today minus an age): with age_state 'age' (the default) children
   * born on or before it (that old or older), with 'not_age' those born after it (younger).
   */
  age_date: blankIsAbsent(z.string().refine(isCalendarDate)),
  age_state: blankIsAbsent(z.enum(AGE_STATES)),
  /** A finished test's result: pass (not at risk) or not_pass (at risk). */
  pass_state: blankIsAbsent(z.enum(PASS_STATES)),
});
export type TestsListQuery = z.infer<typeof testsListQuery>;

/** A report version's state in the tests list while it has no report: being made, or the last attempt failed. */
export const REPORT_STATES = ['generating', 'failed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const testRow = z
  .object({
    _id: z.string(),
    test_code: z.string(),
    tools_type: z.string(),
    status: z.enum(TEST_STATUS_VALUES),
    children_id: z.string(),
    children_name: z.string(),
    /** ISO timestamps. */
    createdTime: z.string(),
    ended_time: z.string().nullable(),
    is_at_risk_score: z.boolean().nullable(),
    /** Versions already generated (comma list), or null. */
    report_version: z.string().nullable(),
    /** Versions the test's tool offers (comma list): what the report-version chooser lists. */
    report_versions: z.string(),
    /** Whether the test's tool has a report path. */
    report_path: z.string().nullable(),
    /** Versions being made or whose last attempt failed ('failed': the list says try again); absent when none. */
    report_states: z.record(z.string(), z.enum(REPORT_STATES)).optional(),
  })
  // Also the spec's per-tool field (e.g. dream_s_report_version), repeating report_versions.
  .loose();
export type TestRow = z.infer<typeof testRow>;
