/**
 * The parent's side of language training (issue 10 item 6): a per-student link like a test's QR
 * link, opened on the tool site at `/training/token/{token}` (parent.html), with no account.
 * Decided here:
 *
 * - Staff make or renew the link (`link`); the token is stored plain, as test QR tokens are,
 *   because the portal shows it again. Renewing revokes the old one. A link lives until renewed or
 *   the student is removed: a course lasts weeks, not the 30 minutes of a test QR token.
 * - Every parent call carries the token in the `temtoken` header (the parent pages already store
 *   a temporary token there and clear the login token). It reaches its one student and nothing
 *   else; an unknown or revoked token answers 306 like any missing login.
 * - Uploads go through the files module's storage with `from_id` = the student's id and
 *   `source` 'upload'; feedback names them by file id, and only files uploaded with the same link's
 *   student are accepted.
 */
import { z } from 'zod';
import { MEDIA_UPLOAD_MAX_MB } from '../files/media';
import { feedbackSubmission } from './feedback';
import { FEEDBACK_TYPES, MEDIA_KINDS } from './catalogue-schema';
import { OPERATION_TYPES } from './course-schema';
import { specialistSlot, APPOINTMENT_MESSAGE_MAX } from './consultation';

/** The phone's own limit; the server's is MEDIA_UPLOAD_MAX_MB (its default is this). What is accepted is recognised by content (files/media.ts). */
export const PARENT_UPLOAD_MAX_BYTES = MEDIA_UPLOAD_MAX_MB * 1024 * 1024;

const id = z.string().trim().min(1).max(64);
const localized = z.object({ zh: z.string(), en: z.string().optional() });

export const trainingLinkBody = z.strictObject({ students_id: id, refresh: z.boolean().optional() });
export const trainingLinkAnswer = z.object({ token: z.string(), path: z.string(), createdTime: z.string() });
export type TrainingLinkAnswer = z.infer<typeof trainingLinkAnswer>;

/** One of the student's appointments as the parent sees it (status and message only). */
export const parentAppointment = z.object({ _id: z.string(), status: z.union([z.literal(0), z.literal(1)]), createdAt: z.string(), appointment_message: z.string(), date_string: z.string().nullable() });
export type ParentAppointment = z.infer<typeof parentAppointment>;

export const parentActivitySummary = z.object({
  _id: z.string(),
  activity_name: localized,
  activity_operations: z.enum(FEEDBACK_TYPES),
  need_for_loop: z.boolean(),
  running: z.boolean(),
  skipped: z.boolean(),
  submissions: z.number().int(),
  answered_today: z.boolean(),
});
export type ParentActivitySummary = z.infer<typeof parentActivitySummary>;

export const parentToday = z.object({
  students_id: z.string(),
  children_name: z.string(),
  course_name: localized,
  operation_type: z.enum(OPERATION_TYPES),
  /** The institution day, YYYY-MM-DD. */
  today: z.string(),
  use_time_day: z.number().int(),
  total_day: z.number().int(),
  /** Course over (every node ended). */
  finished: z.boolean(),
  nodes: z.array(z.object({ _id: z.string(), name: localized, active: z.boolean(), end: z.boolean(), start_time: z.string(), duration_time: z.number().int() })),
  /** The active node's activities in order (empty when none is active). */
  activities: z.array(parentActivitySummary),
  run_activity: z.string().nullable(),
  /** The student's appointments, newest first (status and message only). */
  appointments: z.array(parentAppointment),
});
export type ParentToday = z.infer<typeof parentToday>;

export const parentActivityQuery = z.object({ activity_id: id });
export const parentActivity = z.object({
  _id: z.string(),
  activity_name: localized,
  activity_operations: z.enum(FEEDBACK_TYPES),
  content: localized,
  content_description: localized.nullable(),
  need_for_loop: z.boolean(),
  /** Whether a submission is accepted now (running, or a looping activity of the active node not answered today). */
  accepts_feedback: z.boolean(),
  media: z.array(z.object({ kind: z.enum(MEDIA_KINDS), url: z.string(), title: localized.nullable() })),
  questions: z.array(z.object({ id: z.string(), title: localized, description: localized.nullable(), answer: z.array(z.enum(['star', 'scores', 'content', 'upload'])), max_score: z.number().nullable() })),
  results: z.array(feedbackSubmission),
});
export type ParentActivity = z.infer<typeof parentActivity>;

/** The answer to feedback: the stored submission and what runs next. */
export const parentFeedbackAnswer = z.object({ submission_id: z.string(), replay: z.boolean(), run_activity: z.string().nullable() });
export const parentUploadAnswer = z.object({ file_id: z.string(), file_path: z.string(), extension: z.string(), title: z.string(), size: z.number().int() });
export type ParentUploadAnswer = z.infer<typeof parentUploadAnswer>;

export const parentSlot = specialistSlot.pick({ date_id: true, date_time: true, date_string: true }).extend({ specialist: z.string(), specialist_name: z.string() });
export type ParentSlot = z.infer<typeof parentSlot>;
export const parentSlotsAnswer = z.array(parentSlot);

export const parentAppointmentBody = z.strictObject({
  /** Made on the phone: a replay of the same id answers the stored appointment. */
  request_id: z.string().uuid(),
  appointment_message: z.string().trim().min(1).max(APPOINTMENT_MESSAGE_MAX),
  /** An mp4 the parent uploaded for this student. */
  video_file_id: id.optional(),
  /** An open slot's `date_id`. */
  slot_id: id.optional(),
});
export type ParentAppointmentBody = z.infer<typeof parentAppointmentBody>;
