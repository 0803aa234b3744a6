/**
 * The speech-tool area (`/swams`): SWAM tests, SPPA and Ment, their list with the oral-test
 * status, a test's state, and the area's report calls. Paths are spelled as the spec gives them;
 * the list and info paths are this product's (the spec leaves them to the configured table).
 */
import { z } from 'zod';
import { reportResult } from '../reports/api';
import { TEST_STATUSES } from '../testing/statuses';

/** The area's menu (its routes need it) and its test list module (where `/swams` sends a user who has it). */
export const SWAMS_MENU = 'swam_s';
export const SWAMS_TEST_LIST_MENU = 'swam_s_test_list';

/** The tools of the area: the speech tests (recorded sittings) and Ment (story tasks). */
export const SPEECH_AREA_TOOLS = ['SWAM-S', 'SWAM-S-S', 'SWAM-T', 'SWAM-C-AI', 'SPPA'] as const;
export const SWAMS_TOOLS = [...SPEECH_AREA_TOOLS, 'Ment'] as const;
export type SwamsTool = (typeof SWAMS_TOOLS)[number];
export const isSpeechAreaTool = (tool: string): boolean => (SPEECH_AREA_TOOLS as readonly string[]).includes(tool);
export const isSwamsTool = (tool: string): boolean => (SWAMS_TOOLS as readonly string[]).includes(tool);

/** Oral-test status (test-and-training §4): 0 new test, 1 testing, 100 report ready. */
export const ORAL_TEST_STATUS = { new: 0, testing: 1, reportReady: 100 } as const;
export const ORAL_TEST_STATUS_VALUES = [0, 1, 100] as const;
export type OralTestStatus = (typeof ORAL_TEST_STATUS_VALUES)[number];

/**
 * Ment's state (§4): its report; else 'behind' (the child's narrative ability is behind peers)
 * when the story-sorting task (`story_sort`) was not passed; else none.
 */
export const MENT_STATES = ['report', 'behind', 'none'] as const;
export type MentState = (typeof MENT_STATES)[number];
export const MENT_STORY_SORT_KEY = 'story_sort';
/** The value of a passed story_sort answer in the Ment bank (its other choice, 0, is not passed). */
export const MENT_STORY_SORT_PASSED = 1;

const id = z.string().trim().min(1).max(64);
const flag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');
const blankIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** GET /api/dream/swam/report/generated: a SWAM test's report (`isReload` regenerates it). */
export const swamGeneratedQuery = z.object({ test_id: id, isReload: blankIsAbsent(flag) });
/** GET /soe/api/childrenTestReport/select: any test of the area (SWAM, SPPA, Ment). */
export const soeReportQuery = z.object({ testId: id, isReload: blankIsAbsent(flag) });
export const swamReportResult = reportResult;

export const SWAMS_PAGE_SIZE_MAX = 100;
export const swamTestsQuery = z.object({
  current: blankIsAbsent(z.coerce.number().int().min(1).max(100_000)),
  pageSize: blankIsAbsent(z.coerce.number().int().min(1).max(SWAMS_PAGE_SIZE_MAX)),
  /** Part of the child's name or code, any case. */
  name: blankIsAbsent(z.string().trim().max(50)),
  tools_type: blankIsAbsent(z.enum(SWAMS_TOOLS)),
  oral_status: blankIsAbsent(z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(100)]))),
});
export type SwamTestsQuery = z.infer<typeof swamTestsQuery>;

export const swamTestRow = z.object({
  _id: z.string(),
  test_code: z.string(),
  tools_type: z.enum(SWAMS_TOOLS),
  status: z.enum(TEST_STATUSES),
  children_id: z.string(),
  children_name: z.string(),
  children_code: z.string().nullable(),
  createdTime: z.string(),
  oral_status: z.union([z.literal(0), z.literal(1), z.literal(100)]),
  /** Ment tests only. */
  ment_state: z.enum(MENT_STATES).nullable(),
  /** Item recordings of its sittings (speech tests). */
  recordings: z.number().int(),
  /** The newest report's PDF file id, or null. */
  report_file_id: z.string().nullable(),
});
export type SwamTestRow = z.infer<typeof swamTestRow>;

export const swamTestInfoQuery = z.object({ _id: id });
export const swamTestInfo = swamTestRow.extend({
  /** A report can be made now (the test ended, or a speech test's sitting ended). */
  report_possible: z.boolean(),
});
export type SwamTestInfo = z.infer<typeof swamTestInfo>;
