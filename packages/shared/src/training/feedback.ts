/**
 * What a parent sends back for an activity, and which activity runs. Decided here, once, for
 * the server, the parent's pages and the portal's feedback views:
 *
 * - An activity's `results` is a LIST of submissions, oldest first: the portal's learning-progress
 *   view shows submission i as the (i+1)-th answer. A `need_for_loop` activity takes one submission
 *   per institution day while its node runs; any other activity takes exactly one.
 * - A submission is a Feedback info (type, content, title, description, file_list) plus, for
 *   Problem/Array/Island, one Answer record per question (question_id, star, scores, upload_count,
 *   content, content_description), plus the learning time the parent reports (seconds: the
 *   duration rule takes seconds) and when it arrived.
 * - `submission_id` is made on the phone before anything is sent: the phone keeps the submission
 *   until the server has acknowledged that id, and a replay of an id the server already has is
 *   answered as a success without storing it twice.
 */
import { z } from 'zod';
import { FEEDBACK_TYPES, MAX_STARS, type FeedbackType } from './catalogue-schema';
import { DEFAULT_INSTITUTION_TIME_ZONE } from '../time-zone';

export const FEEDBACK_TEXT_MAX = 2000;
export const FEEDBACK_FILES_MAX = 9;
/** A parent reports at most 10 hours of practice for one submission. */
export const LEARNING_SECONDS_MAX = 10 * 3600;

const localText = z.string().max(FEEDBACK_TEXT_MAX);

/** A stored file of the submission (Feedback info file_list): the file's raw path, as the files module answers it. */
export const feedbackFile = z.object({
  file_id: z.string(),
  file_path: z.string(),
  extension: z.string(),
  title: z.string(),
  description: z.string().optional(),
});
export type FeedbackFile = z.infer<typeof feedbackFile>;

/** Answer record (learning). */
export const answerRecord = z.object({
  question_id: z.string(),
  star: z.number().int().min(0).max(MAX_STARS).optional(),
  scores: z.number().min(0).optional(),
  upload_count: z.number().int().min(0).optional(),
  content: z.string().optional(),
  content_description: z.string().optional(),
  file_list: z.array(feedbackFile).optional(),
});
export type AnswerRecord = z.infer<typeof answerRecord>;

/** One stored submission: an element of an activity's `results`. */
export const feedbackSubmission = z.object({
  submission_id: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  submitted_at: z.string(),
  /** The institution day (YYYY-MM-DD) it counts for: one per day for a looping activity. */
  day: z.string(),
  learning_seconds: z.number().int().min(0).max(LEARNING_SECONDS_MAX),
  content: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  file_list: z.array(feedbackFile).optional(),
  answers: z.array(answerRecord).optional(),
});
export type FeedbackSubmission = z.infer<typeof feedbackSubmission>;

/** What the phone sends for one question: files as ids of files the parent uploaded for this student. */
export const answerInput = z.strictObject({
  question_id: z.string().trim().min(1).max(100),
  star: z.number().int().min(0).max(MAX_STARS).optional(),
  scores: z.number().finite().min(0).max(10_000).optional(),
  content: localText.optional(),
  upload: z.array(z.string().trim().min(1).max(64)).max(FEEDBACK_FILES_MAX).optional(),
});
export type AnswerInput = z.infer<typeof answerInput>;

/**
 * The parent's feedback call. Which parts are required follows the activity's type: Blank none;
 * Text `content`; File `files` (at least one); Problem/Array/Island `answers`, one per question,
 * each with the parts its question's `answer` lists (a missing or extra part is refused).
 */
export const feedbackInput = z.strictObject({
  activity_id: z.string().trim().min(1).max(64),
  submission_id: z.string().uuid(),
  learning_minutes: z.number().int().min(0).max(LEARNING_SECONDS_MAX / 60),
  content: localText.optional(),
  files: z.array(z.string().trim().min(1).max(64)).max(FEEDBACK_FILES_MAX).optional(),
  answers: z.array(answerInput).max(100).optional(),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;

/** The fields of a student's activity the running-activity rule reads. */
export interface RunCandidate {
  _id: string;
  feedback_type: FeedbackType | string;
  need_for_loop: boolean;
  /** Submissions so far (an activity's `results`), or null. */
  results: readonly Pick<FeedbackSubmission, 'day'>[] | null;
  skipped: boolean;
}

/**
 * The activity that runs in the active node on institution day `today` (YYYY-MM-DD): the first,
 * in node order, neither skipped nor answered; once every one is, the first looping activity not
 * yet answered today; otherwise none. The scheduler, the parent's submission and skip all use it,
 * so a student's `run_activity` means the same thing wherever it is set.
 */
export function pickRunningActivity(activities: readonly RunCandidate[], today: string): string | null {
  const open = activities.find((a) => !a.skipped && (a.results?.length ?? 0) === 0);
  if (open) return open._id;
  const loop = activities.find((a) => !a.skipped && a.need_for_loop && !(a.results ?? []).some((r) => r.day === today));
  return loop?._id ?? null;
}

/** The institution day of language training: the institution's own zone. */
export const DEFAULT_TRAINING_TIME_ZONE = DEFAULT_INSTITUTION_TIME_ZONE;
