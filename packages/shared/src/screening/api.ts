/**
 * The early-screening calls as zod schemas (server validation, portal types). An early record is
 * one child of the institution in its screening programme: the Dream-ITS screening test it is
 * taken with (`from_dream_its`), the reservation, the follow-up, the return visit
 * (`lb_return_visit_time`), the purchase with its order code and the linked language-training
 * student (`from_language_students`). States: rules.ts.
 */
import { z } from 'zod';
import { PHONE_PATTERN } from '../rules/field-rules';
import { FOLLOW_STATES, FOLLOW_STATUSES, PURCHASE_STATES, RESCREEN_MONTHS_MAX, RESCREEN_STATES, RESERVATION_STATES, RESULT_STATES } from './rules';

export const SCREENING_MENU = 'early_screening';
/** Changing the institution's rescreen interval. */
export const SCREENING_SETTINGS_MENU = 'early_screening_settings';
/** The portal dialog of the early record's QR code (apps/portal/src/modules/screening). */
export const SCREENING_DIALOGS = { qrcode: 'screening/qrcode' } as const;
export const SCREENING_PAGE_SIZE_MAX = 100;
export const MESSAGE_MAX_CHARS = 1000;
export const MESSAGE_KINDS = ['follow', 'return_visit'] as const;

const blankIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const id = z.string().trim().min(1).max(64);
const instant = z.string().datetime({ offset: true });
const orderCode = z.string().trim().min(1).max(100);
const phone = z.string().trim().regex(PHONE_PATTERN);
const parentName = z.string().trim().min(1).max(50);

export const earlyListQuery = z.object({
  current: blankIsAbsent(z.coerce.number().int().min(1).max(100_000)),
  pageSize: blankIsAbsent(z.coerce.number().int().min(1).max(SCREENING_PAGE_SIZE_MAX)),
  name: blankIsAbsent(z.string().trim().max(50)),
  reservation_state: blankIsAbsent(z.enum(RESERVATION_STATES)),
  follow_state: blankIsAbsent(z.enum(FOLLOW_STATES)),
  result_state: blankIsAbsent(z.enum(RESULT_STATES)),
  rescreen_state: blankIsAbsent(z.enum(RESCREEN_STATES)),
  purchase_state: blankIsAbsent(z.enum(PURCHASE_STATES)),
});
export type EarlyListQuery = z.infer<typeof earlyListQuery>;

export const earlyCreateBody = z.strictObject({
  children_id: id,
  parent_name: blankIsAbsent(parentName),
  phone: blankIsAbsent(phone),
  its_appointment_time: blankIsAbsent(instant),
});
export type EarlyCreateBody = z.infer<typeof earlyCreateBody>;

export const earlyInfoQuery = z.object({ _id: id });

/**
 * Every field optional but `_id`; at least one is needed. `its_appointment_time` (re-)reserves
 * (future only; null cancels), `order_code` with `purchase_confirmed: true` records the purchase.
 */
export const earlyUpdateBody = z.strictObject({
  _id: id,
  parent_name: parentName.optional(),
  phone: phone.optional(),
  its_appointment_time: instant.nullable().optional(),
  lb_return_visit_time: instant.nullable().optional(),
  follow_status: z.enum(FOLLOW_STATUSES).optional(),
  not_follow: z.boolean().optional(),
  order_code: orderCode.optional(),
  purchase_confirmed: z.boolean().optional(),
});
export type EarlyUpdateBody = z.infer<typeof earlyUpdateBody>;

export const earlyQrBody = z.strictObject({ early_id: id, order_code: blankIsAbsent(orderCode) });
export const earlyQrAnswer = z.object({ cid: z.string(), path: z.string(), test_id: z.string(), test_code: z.string(), tools_type: z.string() });
export type EarlyQrAnswer = z.infer<typeof earlyQrAnswer>;

export const earlyRunQuery = z.object({ cid: z.string().trim().min(1).max(100) });
/** Where the parent's phone goes next: the Dream-ITS parent link of the record's test. */
export const earlyRunAnswer = z.object({ path: z.string(), tools_type: z.string() });
export type EarlyRunAnswer = z.infer<typeof earlyRunAnswer>;

export const earlyLanguageBody = z.strictObject({ early_id: id, course_key: blankIsAbsent(z.string().trim().min(1).max(100)) });

export const messageAddBody = z.strictObject({
  from_id: id,
  content: z.string().trim().min(1).max(MESSAGE_MAX_CHARS),
  kind: z.enum(MESSAGE_KINDS).default('follow'),
});
export const earlyMessage = z.object({ _id: z.string(), from_id: z.string(), kind: z.enum(MESSAGE_KINDS), content: z.string(), created_by_name: z.string().nullable(), createdTime: z.string() });
export type EarlyMessage = z.infer<typeof earlyMessage>;

const linkedTest = z.object({ _id: z.string(), test_code: z.string(), status: z.string(), is_at_risk_score: z.boolean().nullable(), ended_time: z.string().nullable() }).nullable();
const linkedStudent = z.object({ _id: z.string(), name: z.string().nullable(), order_code: z.string() }).nullable();

export const earlyRecord = z.object({
  _id: z.string(),
  children_id: z.string(),
  children_name: z.string(),
  children_code: z.string().nullable(),
  birthday: z.string().nullable(),
  parent_name: z.string().nullable(),
  phone: z.string().nullable(),
  follow_status: z.enum(FOLLOW_STATUSES),
  not_follow: z.boolean(),
  follow_state: z.enum(FOLLOW_STATES),
  is_fail: z.boolean().nullable(),
  result_state: z.enum(RESULT_STATES),
  its_appointment_time: z.string().nullable(),
  reservation_state: z.enum(RESERVATION_STATES),
  lb_return_visit_time: z.string().nullable(),
  order_code: z.string().nullable(),
  purchased_time: z.string().nullable(),
  purchase_state: z.enum(PURCHASE_STATES),
  link_language_students_id: z.string().nullable(),
  from_dream_its: linkedTest,
  from_language_students: linkedStudent,
  rescreen_state: z.enum(RESCREEN_STATES).nullable(),
  rescreen_due_time: z.string().nullable(),
  cid: z.string().nullable(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type EarlyRecord = z.infer<typeof earlyRecord>;

export const earlyInfo = earlyRecord.extend({ from_message: z.array(earlyMessage), from_recover_message: z.array(earlyMessage) });
export type EarlyInfo = z.infer<typeof earlyInfo>;

/** The early-assessment counters (spec §3), as numbers; `uploadData` is when they were counted. */
export const earlyCounters = z.object({
  earlyCount: z.number(),
  earlyCloseCount: z.number(),
  earlyFailCount: z.number(),
  earlyFailOrItsCloseCount: z.number(),
  itsCount: z.number(),
  itsCloseCount: z.number(),
  itsFailCount: z.number(),
  itsFailOrLbCount: z.number(),
  lbCount: z.number(),
  lbOverdueCount: z.number(),
  appointmentCount: z.number(),
  completeAppointmentCount: z.number(),
  uploadData: z.string(),
});
export type EarlyCounters = z.infer<typeof earlyCounters>;

export const rescreenCount = z.object({ due: z.number(), overdue: z.number(), rescreen_months: z.number() });
export type RescreenCount = z.infer<typeof rescreenCount>;
export const screeningSettings = z.object({ rescreen_months: z.number() });
export const screeningSettingsBody = z.strictObject({ rescreen_months: z.coerce.number().int().min(1).max(RESCREEN_MONTHS_MAX) });
