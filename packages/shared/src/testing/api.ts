/**
 * The calls a test is taken with, as zod schemas: the server validates with them, the browsers
 * type their calls with them. Paths are spelled exactly as the spec gives them. What the spec
 * leaves open is decided here, once:
 *
 * - Every answer change carries the phone's `device_id` and a rising `seq` (per device and test).
 *   The server stores a change at most once per (test, device, seq) and acknowledges only after
 *   commit; per answer key an older `seq` of the same device never overwrites a newer one
 *   (`sync.ts` has the rule). Other clients that send neither are applied in arrival order.
 * - `answer` of a sync is a map of answer keys; with `change_question_key` only that key (and its
 *   `_Expressive` twin, when the map has it) is taken from the map.
 * - A parent's answers go to `answer_parents`, a clinician's to `answer`: kept apart. The answers
 *   a test is scored and reported on are the parent's overlaid by the clinician's.
 * - Keys are unique across a bank's libraries (main, additional, parents), so a key says which
 *   library, and so which stage, a change belongs to.
 */
import { z } from 'zod';
import { GENDERS } from '../children/api';
import { answersSchema, answerValueSchema } from '../questions/answers';
import type { Question } from '../questions/schema';
import { questionText } from '../questions/text';
import { verifiedValue } from '../rules/verified';
import { PARENT_FORMS } from './paths';
import { TEST_STATUSES } from './statuses';

/** In a file of their own (no zod), so a light page can import them alone. */
export { QR_DIALOG_WIDTH, TESTING_PATHS, TEST_DIALOGS } from './paths';

/** The v2 flow's tools; Dream-ITS is the v1 screening. */
export const V2_TOOLS = ['Dream-IT', 'Dream-S-2.0', 'Dream-C-2.0'] as const;
export const V1_TOOLS = ['Dream-ITS'] as const;
/** Speech tests made through the same create call, recorded on the tool site's /swam/cai/test page. */
export const SPEECH_TEST_TOOLS = ['SWAM-S'] as const;
export const TESTABLE_TOOLS = [...V1_TOOLS, ...V2_TOOLS, ...SPEECH_TEST_TOOLS] as const;
export type TestableTool = (typeof TESTABLE_TOOLS)[number];
export const isV2Tool = (tool: string): boolean => (V2_TOOLS as readonly string[]).includes(tool);
export const isSpeechTestTool = (tool: string): boolean => (SPEECH_TEST_TOOLS as readonly string[]).includes(tool);

const id = z.string().trim().min(1).max(64);
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

/** GET …?_id= */
export const testIdQuery = z.object({ _id: id });
export type TestIdQuery = z.infer<typeof testIdQuery>;

/** A phone's identity for the sync protocol: random, made once per browser profile. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const deviceId = z.string().regex(DEVICE_ID_PATTERN);
export const syncSeq = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** The largest sync body (a whole answer map of the longest bank fits many times over). */
export const SYNC_BODY_MAX_BYTES = 256 * 1024;

export const syncBody = z.strictObject({
  test_id: id,
  answer: answersSchema.default({}),
  change_question_key: z.string().max(120).optional(),
  is_end: flag.optional(),
  /** The parent flow says so (temporary/sync); ignored on the clinician's paths. */
  is_parents: flag.optional(),
  device_id: deviceId.optional(),
  seq: syncSeq.optional(),
});
export type SyncBody = z.infer<typeof syncBody>;

export const syncAck = z.object({
  device_id: z.string(),
  seq: z.number(),
  /** False: a replay of a change already stored, or older than the one stored for that key. */
  applied: z.boolean(),
});

export const syncResult = z.object({
  status: z.enum(TEST_STATUSES),
  answer: z.record(z.string(), answerValueSchema),
  answer_parents: z.record(z.string(), answerValueSchema),
  /** On an end request that lacks answers: the unanswered keys (the test stays open). */
  questions_not_answer_keys: z.array(z.string()),
  /** The change's acknowledgement, when it carried device_id and seq. */
  ack: syncAck.nullable(),
  /** Shown questions of the main library answered on this side, and how many are shown. */
  answered_count: z.number().int(),
  question_count: z.number().int(),
});
export type SyncResult = z.infer<typeof syncResult>;

/** The fields of a bank's question the tool site and the portal never receive: scoring is the norms' business, not the person answering's. */
export const QUESTION_SCORING_FIELDS = ['composites', 'composites_expressive', 'pass_score', 'age_months', 'age_months_expressive', 'target', 'target_expressive'] as const;
type QuestionScoringField = (typeof QUESTION_SCORING_FIELDS)[number];
/** A question as the tool site and the portal receive it: the bank's (checked when the bank was stored), without its scoring fields. */
export type QuestionView = Omit<Question, QuestionScoringField> & { [K in QuestionScoringField]?: undefined };

/**
 * A library as the tool site receives it: the bank's, scoring fields removed. Its questions pass
 * through unchecked (the server checked the bank when it stored it); the schema only names their type.
 */
export const libraryView = z.object({
  question: z.record(z.string(), z.custom<QuestionView>()),
  question_total: z.number().int(),
  question_page_sort: z.array(z.array(z.string())),
});
export type LibraryView = z.infer<typeof libraryView>;

export const childView = z.object({
  _id: z.string(),
  name: z.string(),
  gender: z.enum(GENDERS),
  /** YYYY-MM-DD. */
  birth: z.string(),
  children_code: z.string().nullable(),
});

/** What the clinician's pages read (v1 `dreamits/info` adds `questions`, the main library). */
/**
 * What a finished test's report was made from, for the report page's 'report parameters'
 * popover (held by roles with dream_report_params, test-and-training §6): the age and norms
 * used and each composite's scores.
 */
export const reportParams = z.object({
  norms_version: z.string(),
  age_months: z.number(),
  norm_age_months: z.number(),
  band: z.object({ from_month: z.number(), to_month: z.number() }),
  composites: z.array(
    z.object({
      key: z.string(),
      name: z.object({ zh: z.string(), en: z.string() }),
      raw: z.number().nullable(),
      standard_score: z.number().nullable(),
      confidence_interval: z.object({ lower: z.number(), upper: z.number() }).nullable(),
      percentile: z.string().nullable(),
    }),
  ),
});
export type ReportParams = z.infer<typeof reportParams>;

export const testView = z.object({
  _id: z.string(),
  test_code: z.string(),
  tools_type: z.string(),
  /** 'v1' (Dream-ITS) or 'v2'. */
  test_type: z.enum(['v1', 'v2']),
  status: z.enum(TEST_STATUSES),
  createdTime: z.string(),
  is_end: z.boolean(),
  bank_version: z.string(),
  /** The bank's 'not a clinical instrument' notice when it is demonstration content. */
  notice: z.object({ zh: z.string(), en: z.string() }).nullable(),
  library: libraryView,
  library_additional: libraryView.nullable(),
  library_parents: libraryView.nullable(),
  answer: z.record(z.string(), answerValueSchema),
  answer_parents: z.record(z.string(), answerValueSchema),
  is_show_parents_answer: z.boolean(),
  /** False when the tool's simultaneous_test_limit is reached: 'start' is disabled. */
  allowed_testing: z.boolean(),
  simultaneous_test_limit: z.number().int(),
  from_children: childView,
  from_children_extra: z.record(z.string(), z.unknown()).nullable(),
  report_version: z.string().nullable(),
  is_at_risk_score: z.boolean().nullable(),
  flagged_items_list: z.array(z.string()).nullable(),
  /**
   * The bank's intervention target of each flagged part that has one (keyed as in
   * flagged_items_list), for the review of flagged items: the libraries above come without their
   * scoring fields, targets included.
   */
  flagged_targets: z.record(z.string(), questionText).nullable(),
  comments: z.string().nullable(),
  /** Null when the test has no scores yet, or the caller does not hold dream_report_params. */
  report_params: reportParams.nullable(),
});
export type TestView = z.infer<typeof testView>;

/** The parent's view: no clinician answers, no scores; the additional forms it must fill. */
export const parentTestView = testView
  .omit({ answer: true, is_at_risk_score: true, flagged_items_list: true, flagged_targets: true, comments: true, report_version: true, allowed_testing: true, simultaneous_test_limit: true, report_params: true })
  .extend({
    institution_name: z.string(),
    /** Form definitions of the parent chain (dream_it_info_additional_from, …_2_from, dream_it_operating_guide_from) and their lists of values. */
    forms: z.record(z.string(), z.unknown()),
    lovs: z.record(z.string(), z.array(z.unknown())),
    /** Values the parent already saved per form. */
    parents_additional: z.record(z.string(), z.record(z.string(), z.unknown())),
    /** Question audio per question key, and the operating guide's: paths under /oss. */
    audio: z.record(z.string(), z.string()),
  });
export type ParentTestView = z.infer<typeof parentTestView>;

export { PARENT_FORMS, type ParentForm } from './paths';

/** A v1 (Dream-ITS) test as `dreamits/info` answers it: with `questions`, its main library. */
export const screeningTestView = testView.extend({ questions: libraryView });
export type ScreeningTestView = z.infer<typeof screeningTestView>;

/** The parent's ready page (`v2/parents/info`): whose test this is, where and with which tool. */
export const parentSummary = z.object({
  _id: z.string(),
  status: z.enum(TEST_STATUSES),
  tools_type: z.string(),
  tool_name: z.string(),
  institution_name: z.string(),
  from_children: childView,
});
export type ParentSummary = z.infer<typeof parentSummary>;

/** What a parent's saved form answers: the values saved so far, per form. */
export const parentAdditionalResult = z.object({ parents_additional: z.record(z.string(), z.record(z.string(), z.unknown())) });

export const beginBody = z.strictObject({ test_id: id });
/** The test's status after `begin`. */
export const beginResult = z.object({ status: z.enum(TEST_STATUSES) });

export const reloadReportBody = z.strictObject({ test_id: id, is_reload: flag.optional(), report_version: z.string().max(32).optional() });

/** QR token record. `effective_time` is in minutes; `seconds` the validity it was issued with. */
export const QR_TOKEN_SECONDS = 1800;
export const qrTokenQuery = z.object({ _id: id, refresh: flag.optional() });
export const qrTokenRecord = z.object({
  token: z.string(),
  code: z.string(),
  createdTime: z.string(),
  failure_time: z.string(),
  effective_time: z.number().int(),
  qr_name: z.string(),
  tools_type: z.string(),
  seconds: z.number().int(),
  /** The parent's link on the tool site (/dreamit/token/{token} or /dreamits/token/{token}). */
  path: z.string(),
});
export type QrTokenRecord = z.infer<typeof qrTokenRecord>;

/** GET temporary/verification?tem_token=: the QR token (from the link) exchanged for the parent's temporary token. */
export const temporaryVerificationQuery = z.object({ tem_token: z.string().trim().min(8).max(128) });
export const temporaryVerification = z.object({
  tem_token: z.string(),
  userInfo: z.object({ from_institution_name: z.string() }),
  from_dream_it_id: z.string(),
  tools_type: z.string(),
});
export type TemporaryVerification = z.infer<typeof temporaryVerification>;

export const temporaryFailureBody = z.strictObject({ tem_token: z.string().trim().min(8).max(128), class_type: z.string().max(64).optional() });

/** A parent's additional form: `_id` (the test), `from_name` (which form), then the form's fields. */
export const temporaryAdditionalBody = z
  .object({ _id: id, from_name: z.enum(PARENT_FORMS) })
  // A field verified with a code holds the verification's shape (rules/verified.ts).
  .catchall(z.union([z.string().max(2000), z.number(), z.boolean(), z.null(), z.array(z.union([z.string().max(200), z.number()])).max(100), verifiedValue]));

export const createTestBody = z.union([
  z.strictObject({ tools_type: z.enum(TESTABLE_TOOLS), children_id: id }),
  z.strictObject({
    tools_type: z.enum(TESTABLE_TOOLS),
    /** A new child, made in the same transaction (the create-test page's info form). */
    children: z.strictObject({
      name: z.string().trim().min(1).max(50),
      gender: z.enum(GENDERS),
      birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      children_code: z.string().trim().min(1).max(32).optional(),
      parent_phone: z.string().trim().max(20).optional(),
    }),
  }),
]);
export type CreateTestBody = z.infer<typeof createTestBody>;
export const createTestResult = z.object({ _id: z.string(), test_code: z.string(), status: z.enum(TEST_STATUSES), tools_type: z.string(), children_id: z.string() });

export const TEST_COMMENTS_MAX = 1000;
export const testCommentsBody = z.strictObject({ _id: id, comments: z.string().max(TEST_COMMENTS_MAX) });
export const testCommentsResult = z.object({ _id: z.string(), comments: z.string() });

/** One event of a test's live stream (`event:` name → `data:` JSON). */
export const testEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('answer'),
    test_id: z.string(),
    side: z.enum(['clinician', 'parents']),
    key: z.string(),
    value: answerValueSchema.nullable(),
    answered_count: z.number().int(),
    question_count: z.number().int(),
    status: z.enum(TEST_STATUSES),
  }),
  z.object({ type: z.literal('status'), test_id: z.string(), status: z.enum(TEST_STATUSES) }),
]);
export type TestEvent = z.infer<typeof testEvent>;

export const versionQuery = z.object({ web_version: z.string().max(32).optional() });
export const versionResult = z.object({ version: z.string(), environment: z.string() });
export const WEB_VERSION = '2.4.2';

export const lottieQuery = z.object({ lottie_key: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/) });
export const lottieResult = z.object({
  json_path: z.string(),
  assets_list: z.array(z.object({ id: z.string(), image_path: z.string() })),
  width: z.number(),
  height: z.number(),
});
export type LottieResult = z.infer<typeof lottieResult>;

export const insToolsStatusQuery = z.object({ tools_type: z.string().trim().min(1).max(64), loginUser: z.string().max(64).optional() });
export const insToolsStatus = z.object({
  tools_type: z.string(),
  /** In effect: active, within its dates, and (Limited) tests left. */
  effective: z.boolean(),
  tools_sale_type: z.string(),
  test_count: z.number().int(),
  remaining_tests: z.number().int().nullable(),
  failure_date: z.string().nullable(),
  simultaneous_test_limit: z.number().int(),
  in_progress: z.number().int(),
});

export const childrenExtraQuery = z.object({ children_id: id });
export const childrenExtraBody = z.object({ children_id: id }).catchall(z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]));
/** A child's extra information: field → value. */
export const childrenExtraInfo = z.record(z.string(), z.unknown());
