/**
 * The language-training student calls (/api/language/students/*), as zod schemas: the server
 * validates with them, the portal and the parent site type their calls with them. Decided here, once:
 *
 * - A student is one child in one course edition; its timeline (nodes and their activities) is
 *   copied from the edition at enrolment, so later editions never change it. Node times are the
 *   student's own (`start_time`, `duration_time` in whole days).
 * - `students_id` / `_id` is the student's id; `time_node_id` a node's `_id`; `activity_id` an
 *   activity's `_id`; skip's `from_id` is the student's id.
 * - `results_ing` is true exactly for the student's `run_activity`.
 * - `use_time_day`: institution days (TRAINING_TIME_ZONE, default Asia/Shanghai) from the
 *   activation's day to today, within 0…total_day; a node starts at its first day's local midnight
 *   (the first node at activation) and lasts `duration_time` institution days (server
 *   modules/training/README.md 'The day rule').
 * - The 'operation flag' (edit total time, node times, insert an activity) is the permission
 *   menu `yypx_operation`; skip needs `yypx_skip`; every call needs `training_students`.
 */
import { z } from 'zod';
import { OPERATION_TYPES } from './course-schema';
import { activityQuestionSchema, FEEDBACK_TYPES, MEDIA_KINDS } from './catalogue-schema';
import { feedbackSubmission } from './feedback';
import { videoAppointment } from './consultation';

export const TRAINING_MENU = 'training_students';
export const TRAINING_OPERATION_MENU = 'yypx_operation';
export const TRAINING_SKIP_MENU = 'yypx_skip';
/** The portal dialogs the student page's seeded actions open by name (apps/portal/src/modules/training/register.ts). */
export const TRAINING_DIALOGS = { create: 'training/create', edit: 'training/edit', timeline: 'training/timeline', parentLink: 'training/parentLink' } as const;
export const TRAINING_BODY_MAX_BYTES = 64 * 1024;
export const TRAINING_PAGE_SIZE_MAX = 100;
export const TRAINING_MAX_DAYS = 3650;
export const LOCK_KEYS = ['lock_1', 'lock_2', 'lock_3'] as const;

const blankIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const id = z.string().trim().min(1).max(64);
const key = z.string().trim().min(1).max(100);
const localized = z.object({ zh: z.string(), en: z.string().optional() });
const flag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');
const days = z.coerce.number().int().min(1).max(TRAINING_MAX_DAYS);
const instant = z.string().datetime({ offset: true });

export const trainingActivity = z.object({
  _id: z.string(),
  activity_name: localized,
  activity_operations_id: z.string(),
  activity_operations: z.enum(FEEDBACK_TYPES),
  activity_is_feedback_data: z.boolean(),
  content: localized,
  content_description: localized.nullable(),
  need_for_loop: z.boolean(),
  /** The catalogue activity's questions (Problem, Array, Island), copied at enrolment: the feedback views' titles. */
  questions: z.array(activityQuestionSchema),
  /** The accuracy denominator, or null. */
  learning_scores: z.number().nullable(),
  media: z.array(z.object({ kind: z.enum(MEDIA_KINDS), path: z.string(), title: localized.optional() })),
  /** The submissions (feedback.ts): a list, oldest first; null before the first. */
  results: z.array(feedbackSubmission).nullable(),
  results_ing: z.boolean(),
  skipped: z.boolean(),
  skipped_at: z.string().nullable(),
});
export type TrainingActivity = z.infer<typeof trainingActivity>;

export const timelineNode = z.object({
  _id: z.string(),
  key: z.string(),
  name: localized,
  active: z.boolean(),
  end: z.boolean(),
  duration_time: z.number().int(),
  start_time: z.string(),
  children: z.array(trainingActivity),
});
export type TimelineNode = z.infer<typeof timelineNode>;

export const lockEntry = z.strictObject({ lock_key: z.enum(LOCK_KEYS), createdTime: instant });
export const reservationInfo = z.record(key, z.unknown());

export const timelineInfo = z.object({
  operation_type: z.enum(OPERATION_TYPES),
  class_version_type: z.string(),
  island_config: z.unknown().nullable(),
  name: localized,
  course_key: z.string(),
  course_version: z.string(),
});

/** A row of the student list page. */
export const trainingStudentRow = z.object({
  _id: z.string(),
  children_id: z.string(),
  children_name: z.string(),
  children_code: z.string(),
  timeline_info: timelineInfo.omit({ island_config: true }),
  activation_time: z.string(),
  is_demo: z.boolean(),
  use_time_day: z.number().int(),
  total_day: z.number().int(),
  /** When the course ended (its last node's end), set by the scheduler; null while it runs. Optional only for older fixtures. */
  finished_at: z.string().nullable().optional(),
  island_stay_days: z.number().int(),
  lock_list: z.array(lockEntry),
  is_reservation_stage: z.boolean(),
  locked_at_2: z.boolean(),
  order_code: z.string(),
  other_remarks: z.string(),
  createdTime: z.string(),
});
export type TrainingStudentRow = z.infer<typeof trainingStudentRow>;

export const trainingStudent = trainingStudentRow.extend({
  students_id: z.string(),
  timeline_info: timelineInfo,
  reservation_info: reservationInfo.nullable(),
  video_appointments: z.array(videoAppointment),
  activity_timeline: z.array(timelineNode),
  run_activity: z.string().nullable(),
  /** The institution day's zone (TRAINING_TIME_ZONE): the portal shows and enters dates in it. */
  time_zone: z.string().optional(),
});
export type TrainingStudent = z.infer<typeof trainingStudent>;

export const trainingListQuery = z.object({
  current: blankIsAbsent(z.coerce.number().int().min(1).max(100_000)),
  pageSize: blankIsAbsent(z.coerce.number().int().min(1).max(TRAINING_PAGE_SIZE_MAX)),
  name: blankIsAbsent(z.string().trim().max(50)),
  order_code: blankIsAbsent(z.string().trim().max(100)),
  operation_type: blankIsAbsent(z.enum(OPERATION_TYPES)),
});
export type TrainingListQuery = z.infer<typeof trainingListQuery>;

export const trainingCreateBody = z.strictObject({
  children_id: id,
  course_key: key,
  /** Without it: the course's current edition. */
  course_version: key.optional(),
  /** Without it: now. */
  activation_time: instant.optional(),
  is_demo: z.boolean().optional(),
  order_code: z.string().trim().max(100).optional(),
  other_remarks: z.string().max(2000).optional(),
});
export type TrainingCreateBody = z.infer<typeof trainingCreateBody>;

export const trainingInfoQuery = z.object({ _id: id, timeline_info: blankIsAbsent(flag) });

/** POST students/info: the edit-total-time form. The last node's duration absorbs the change. */
export const trainingTotalTimeBody = z.strictObject({ _id: id, total_day: days });
export type TrainingTotalTimeBody = z.infer<typeof trainingTotalTimeBody>;

export const trainingUpdateBody = z.strictObject({
  _id: id,
  order_code: z.string().trim().max(100).optional(),
  other_remarks: z.string().max(2000).optional(),
  is_reservation_stage: z.boolean().optional(),
  locked_at_2: z.boolean().optional(),
  lock_list: z.array(lockEntry).max(LOCK_KEYS.length).optional(),
  reservation_info: reservationInfo.nullable().optional(),
  island_stay_days: z.number().int().min(0).max(TRAINING_MAX_DAYS).optional(),
});
export type TrainingUpdateBody = z.infer<typeof trainingUpdateBody>;

export const trainingTimeBody = z
  .strictObject({ students_id: id, time_node_id: id, start_time: instant.optional(), duration_time: days.optional() })
  .refine((b) => b.start_time !== undefined || b.duration_time !== undefined, { message: 'start_time or duration_time' });
export type TrainingTimeBody = z.infer<typeof trainingTimeBody>;

/**
 * `POST students/node/update`: the spec's body is `{students_id}`, which brings the student's
 * nodes up to now (what the scheduler would do: node flags, the running activity); with a node
 * and a catalogue activity (the portal's insert-activity form) that activity is added first.
 */
export const trainingNodeBody = z
  .strictObject({ students_id: id, time_node_id: id.optional(), activity_operations_id: key.optional() })
  .refine((b) => (b.time_node_id === undefined) === (b.activity_operations_id === undefined), { message: 'time_node_id and activity_operations_id go together' });
export type TrainingNodeBody = z.infer<typeof trainingNodeBody>;

export const trainingSkipBody = z.strictObject({ activity_id: id, from_id: id, isPortalSkip: z.boolean().optional() });
/** What runs after the skip. */
export const trainingSkipResult = z.object({ run_activity: z.string().nullable() });
export type TrainingSkipBody = z.infer<typeof trainingSkipBody>;

export const islandConfigurationParams = z.object({ id });
export const islandConfigurationAnswer = z.object({ configuration: z.object({ backend: z.unknown(), islands: z.array(z.unknown()) }) });
