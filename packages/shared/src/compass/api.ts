/**
 * The compass case calls and the calls around them (reports, files, questionnaires), as zod
 * schemas: the server validates with them, the portal types its calls with them. What the spec
 * leaves open is decided here, once:
 *
 * - A v2 paragraph is a list of parts `{key, type, text}`: `text` parts are literal text; `lov`
 *   and `input` parts are inserted fields whose value lives in `input_map[key]` (`text` is what
 *   prints, `value` the list value or typed value). `lovName` names a `lov` part's list.
 * - `complaint_info` is the template a v2 case starts from; the clinician's version is
 *   `edit_info.edit_complaint_info` (same shape).
 * - `edit_from_info` of an update replaces the sections it names and keeps the others.
 * - `dynamic_state` is the dynamic-state form's `values` and, optionally, the clinician's own
 *   fields (`form`, the form-builder table and its rules).
 * - Case report versions are numbers as text ('1', '2'…); a regenerate adds one.
 */
import { z } from 'zod';
import { fileInfo } from '../files/api';
import { FILE_REMARK_MAX_CHARS } from '../constants';
import { COMPASS_PARAGRAPH_KEYS, COMPASS_V1_SECTION_KEYS } from './sections';
import { COMPASS_STATUSES, COMPASS_VERSIONS, SUMMARY_STATUSES } from './statuses';

/** The largest body a compass call takes (a whole case fits many times over). */
export const COMPASS_BODY_MAX_BYTES = 256 * 1024;
/** At most this many reports bound to one case. */
export const COMPASS_LINK_MAX = 50;
export const COMPASS_PAGE_SIZE_MAX = 100;

const blankIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const flag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');
const id = z.string().trim().min(1).max(64);
/** A list of ids, as an array or the spec's comma-joined text. */
const idList = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter((s) => s.length > 0) : v),
    z.array(id).max(max),
  );
const key = z.string().trim().min(1).max(64);
const text = (max: number) => z.string().max(max);
/** Form values as a form sends them: keys to JSON values (bounded by the body limit). */
export const formValues = z.record(key, z.unknown());

export const compassIdBody = z.strictObject({ _id: id });
export const compassIdQuery = z.object({ _id: id });
/** What a delete answers: the deleted case's id. */
export const compassIdResult = z.object({ _id: z.string() });

export const PARAGRAPH_PART_TYPES = ['text', 'lov', 'input'] as const;
export const paragraphPart = z.strictObject({
  key,
  type: z.enum(PARAGRAPH_PART_TYPES),
  text: text(4000),
  lovName: key.optional(),
});
export type ParagraphPart = z.infer<typeof paragraphPart>;
export const paragraph = z.array(paragraphPart).max(200);

export const inputMapEntry = z.strictObject({
  key,
  type: z.enum(['lov', 'input']),
  /** What prints: the typed text, or the chosen entries' content. */
  text: text(2000),
  value: z.union([text(2000), z.array(text(200)).max(50)]).optional(),
});
export type InputMapEntry = z.infer<typeof inputMapEntry>;

export const complaintInfo = z.strictObject({
  background_information: paragraph.default([]),
  language_development: paragraph.default([]),
  other_energy_development: paragraph.default([]),
  expectations_parents: paragraph.default([]),
  input_map: z.record(key, inputMapEntry).default({}),
});
export type ComplaintInfo = z.infer<typeof complaintInfo>;
export const PARAGRAPH_KEYS = COMPASS_PARAGRAPH_KEYS;

export const openType = z.strictObject({
  basic_data: z.boolean(),
  clinical_observation: z.boolean(),
  report: z.boolean(),
  dynamic_state: z.boolean(),
});
export type OpenType = z.infer<typeof openType>;

/** One row of the form-builder table (keyName and input required). */
export const builderItem = z.object({
  keyName: z.string().max(64).optional(),
  showName: z.string().max(200).optional(),
  showNameEn: z.string().max(200).optional(),
  input: z.object({ type: z.string().max(64).optional() }).passthrough().optional(),
});
export const builderForm = z.object({ from_name: z.string().max(100).optional(), fromItem: z.array(builderItem).max(100).default([]) });
export const dynamicState = z.strictObject({ values: formValues.default({}), form: builderForm.optional() });
export type DynamicState = z.infer<typeof dynamicState>;

/** Section key → that section form's values. */
export const editFromInfo = z.partialRecord(z.enum(COMPASS_V1_SECTION_KEYS as [string, ...string[]]), formValues);

/**
 * PUT /api/compass/update, one of three shapes: {_id, link_report_ids}, {_id, edit_from_info}
 * (v1), {_id, edit_complaint_info | open_type | dynamic_state} (v2, any of the three).
 */
export const compassUpdateBody = z
  .strictObject({
    _id: id,
    link_report_ids: idList(COMPASS_LINK_MAX).optional(),
    edit_from_info: editFromInfo.optional(),
    edit_complaint_info: complaintInfo.optional(),
    open_type: openType.partial().optional(),
    dynamic_state: dynamicState.optional(),
  })
  .superRefine((body, ctx) => {
    const shapes = [body.link_report_ids !== undefined, body.edit_from_info !== undefined, body.edit_complaint_info !== undefined || body.open_type !== undefined || body.dynamic_state !== undefined];
    const given = shapes.filter(Boolean).length;
    if (given !== 1) ctx.addIssue({ code: 'custom', message: 'give exactly one of link_report_ids, edit_from_info, or edit_complaint_info/open_type/dynamic_state' });
  });
export type CompassUpdateBody = z.infer<typeof compassUpdateBody>;

export const compassAddBody = z.strictObject({ children_id: id, version: z.enum(COMPASS_VERSIONS).default('v1') });
export type CompassAddBody = z.infer<typeof compassAddBody>;
export const compassReportBody = z.strictObject({ _id: id, reload: flag.optional() });

export const compassListQuery = z.object({
  current: blankIsAbsent(z.coerce.number().int().min(1).max(100_000)),
  pageSize: blankIsAbsent(z.coerce.number().int().min(1).max(COMPASS_PAGE_SIZE_MAX)),
  /** Part of the child's name, any case. */
  name: blankIsAbsent(z.string().trim().max(50)),
  status: blankIsAbsent(z.enum(COMPASS_STATUSES)),
  version: blankIsAbsent(z.enum(COMPASS_VERSIONS)),
  children_id: blankIsAbsent(id),
});
export type CompassListQuery = z.infer<typeof compassListQuery>;

const localized = z.object({ zh: z.string(), en: z.string() });
export const compassSectionInfo = z.object({ key: z.string(), from_name: z.string(), title: localized });

/** One summary score of a report (standard score, 95% CI, percentile). */
export const summaryScore = z.object({
  key: z.string(),
  name: localized,
  raw: z.number(),
  standard: z.number(),
  ci: z.tuple([z.number(), z.number()]),
  percentile: z.string(),
  light: z.enum(['red', 'green']).nullable(),
});
export type SummaryScore = z.infer<typeof summaryScore>;

/** A generated test report with its test and summary scores. */
export const boundReport = z.object({
  _id: z.string(),
  report_version: z.string(),
  test_type: z.string(),
  tools_type: z.string(),
  from_test: z.object({ _id: z.string(), test_code: z.string(), createdTime: z.string(), status: z.string() }),
  children_id: z.string(),
  /** The report PDF file's remark (edited with PUT /api/system/file/update on `file_id`). */
  remark: z.string(),
  createdTime: z.string(),
  file_id: z.string(),
  html_file_id: z.string().nullable(),
  summary: z.array(summaryScore),
});
export type BoundReport = z.infer<typeof boundReport>;

export const compassChild = z.object({ _id: z.string(), name: z.string(), gender: z.string(), birthday: z.string(), children_code: z.string().nullable() });

export const compassCase = z.object({
  _id: z.string(),
  version: z.enum(COMPASS_VERSIONS),
  status: z.enum(COMPASS_STATUSES),
  children_id: z.string(),
  /** v2's name for the child; the same id. */
  link_children_id: z.string(),
  children_name: z.string(),
  link_report_ids: z.array(z.string()),
  /** v1: the section forms the case was written with. */
  from_info: z.array(compassSectionInfo),
  /** v2: the paragraphs' template; null on v1. */
  complaint_info: complaintInfo.nullable(),
  edit_info: z.object({
    edit_from_info: z.record(z.string(), formValues),
    edit_complaint_info: complaintInfo.nullable(),
    open_type: openType,
    dynamic_state: dynamicState,
  }),
  /** The case PDF's versions, as the spec's comma list ('1,2'); '' before the first. */
  report_version: z.string(),
  /** The newest case PDF's file id, or null. */
  report_file_id: z.string().nullable(),
  created_by_name: z.string(),
  createdTime: z.string(),
  updatedTime: z.string(),
  closedTime: z.string().nullable(),
});
export type CompassCase = z.infer<typeof compassCase>;

/** GET /api/compass/info: the case with its child and its bound reports, in one call. */
export const compassInfo = compassCase.extend({ children: compassChild, reports: z.array(boundReport) });
export type CompassInfo = z.infer<typeof compassInfo>;

export const compassRow = z.object({
  _id: z.string(),
  version: z.enum(COMPASS_VERSIONS),
  status: z.enum(COMPASS_STATUSES),
  children_id: z.string(),
  children_name: z.string(),
  children_code: z.string().nullable(),
  link_report_count: z.number().int(),
  report_version: z.string(),
  report_file_id: z.string().nullable(),
  created_by_name: z.string(),
  createdTime: z.string(),
  updatedTime: z.string(),
  closedTime: z.string().nullable(),
});
export type CompassRow = z.infer<typeof compassRow>;

/** POST /api/compass/report: the case PDF's file info (`_id` is what the browser previews). */
export const compassReportResult = fileInfo.extend({
  case_id: z.string(),
  status: z.enum(COMPASS_STATUSES),
  /** This PDF's version, and every version after this call (comma list). */
  version: z.string(),
  report_version: z.string(),
  html_file_id: z.string().nullable(),
  /** False: the newest existing PDF answered as it was. */
  generated: z.boolean(),
});
export type CompassReportResult = z.infer<typeof compassReportResult>;

/** GET /api/dream/test/search: exactly one of the three. */
export const testSearchQuery = z
  .object({ test_ids: blankIsAbsent(idList(100)), children_id: blankIsAbsent(id), test_id: blankIsAbsent(id) })
  .refine((q) => [q.test_ids, q.children_id, q.test_id].filter((v) => v !== undefined).length === 1, { message: 'give exactly one of test_ids, children_id, test_id' });
export const testReportChoice = z.object({ _id: z.string(), report_version: z.string(), createdTime: z.string(), file_id: z.string(), remark: z.string() });
export const searchedTest = z.object({
  _id: z.string(),
  test_code: z.string(),
  tools_type: z.string(),
  status: z.string(),
  createdTime: z.string(),
  children_id: z.string(),
  children_name: z.string(),
  reports: z.array(testReportChoice),
});
export type SearchedTest = z.infer<typeof searchedTest>;

export const reportInfoBody = z.strictObject({ report_ids: idList(COMPASS_LINK_MAX) });

/** GET /api/children/summary/report: `_id` is the child; `generate` locks it (Edit → Close) and renders its PDF. */
export const summaryReportQuery = z.object({ _id: id, generate: blankIsAbsent(flag) });
export const summaryTest = z.object({ test_id: z.string(), tools_type: z.string(), test_code: z.string(), createdTime: z.string(), report_id: z.string().nullable(), summary: z.array(summaryScore) });
export const summaryReport = z.object({
  _id: z.string().nullable(),
  children_id: z.string(),
  children: compassChild,
  status: z.enum(SUMMARY_STATUSES),
  tests: z.array(summaryTest),
  file: fileInfo.nullable(),
  html_file_id: z.string().nullable(),
  closedTime: z.string().nullable(),
});
export type SummaryReport = z.infer<typeof summaryReport>;

/** Wjx questionnaire: its content and parameters. */
export const wjxInfoQuery = z.object({ wjx_id: id });
export const wjxParams = z.record(key, z.union([text(500), z.null()]));
export const wjxUpdateBody = z.strictObject({ wjx_id: id, params: wjxParams });
export const wjxConfig = z.object({ wjx_id: z.string(), wjx_content: z.string(), from_params: z.record(z.string(), z.string()), updatedTime: z.string() });
export type WjxConfig = z.infer<typeof wjxConfig>;

export const REPORT_REMARK_MAX_CHARS = FILE_REMARK_MAX_CHARS;
