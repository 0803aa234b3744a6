/**
 * What the feedback views read from a submission (an element of an activity's `results`): its
 * stars, scores, uploads and the shown figures. The display rules themselves are the shared ones
 * (`@portal/shared` training rules); this only picks the inputs out of the answer records.
 */
import {
  accuracyText,
  learningDurationText,
  mediaKindOf,
  starsShown,
  textIn,
  type AnswerRecord,
  type FeedbackFile,
  type FeedbackSubmission,
  type Locale,
  type TrainingActivity,
} from '@portal/shared';
import { extensionOf, modalKind } from '@portal/ui';

/** One submission with its place in time: `n` is 1 for the oldest (the '1st answer'). */
export interface NumberedSubmission {
  n: number;
  submission: FeedbackSubmission;
}

/**
 * The submissions newest first, each numbered oldest-first: staff open a student to see what came
 * back last, while 'Answer 3' keeps meaning the third one the parent sent.
 */
export function numberedSubmissions(results: readonly FeedbackSubmission[] | null | undefined): NumberedSubmission[] {
  return (results ?? []).map((submission, i) => ({ n: i + 1, submission })).reverse();
}

export function answersOf(submission: FeedbackSubmission): AnswerRecord[] {
  return Array.isArray(submission.answers) ? submission.answers : [];
}

/** The stars of a submission: its first answer that carries a star, as it is shown; null when none does. */
export function submissionStars(submission: FeedbackSubmission): number | null {
  const rated = answersOf(submission).find((a) => a.star !== undefined && a.star !== null);
  return rated ? starsShown(rated.star) : null;
}

export function submissionScores(submission: FeedbackSubmission): number[] {
  return answersOf(submission)
    .map((a) => a.scores)
    .filter((s): s is number => typeof s === 'number');
}

/** The uploads of a submission: the answers' upload counts, or the files sent with it. */
export function submissionUploads(submission: FeedbackSubmission): number {
  const counted = answersOf(submission).reduce((sum, a) => sum + (typeof a.upload_count === 'number' ? a.upload_count : (a.file_list?.length ?? 0)), 0);
  return counted + (submission.file_list?.length ?? 0);
}

/** Accuracy of one submission over `total` learning scores; null when the activity has none. */
export function submissionAccuracy(submission: FeedbackSubmission, total: number | null | undefined, locale: Locale): string | null {
  if (total === null || total === undefined) return null;
  return accuracyText(submissionScores(submission), total, locale);
}

export function submissionDuration(submission: FeedbackSubmission, locale: Locale): string {
  return learningDurationText(submission.learning_seconds, locale);
}

/** The question's title in the activity (the catalogue's copy), or null for an id it does not have. */
export function questionTitle(activity: Pick<TrainingActivity, 'questions'>, questionId: string, locale: Locale): string | null {
  const question = (activity.questions ?? []).find((q) => q.id === questionId);
  return question ? textIn(question.title, locale) : null;
}

export function questionMaxScore(activity: Pick<TrainingActivity, 'questions'>, questionId: string): number | null {
  const max = (activity.questions ?? []).find((q) => q.id === questionId)?.max_score;
  return typeof max === 'number' ? max : null;
}

export type FileKind = 'image' | 'video' | 'audio' | 'other';

/**
 * How a file of a submission is shown: by the extension its content was stored under (an iPhone's
 * mov is a video, an audio-only WebM is `weba`, a recording), else the preview modal's choice.
 */
export function fileKind(file: Pick<FeedbackFile, 'extension' | 'title'>): FileKind {
  const ext = extensionOf(file);
  const media = mediaKindOf(ext);
  if (media) return media;
  const kind = modalKind(ext);
  return kind === 'unknown' ? 'other' : kind;
}

/** Every file of a submission: the feedback info's and each answer's. */
export function submissionFiles(submission: FeedbackSubmission): FeedbackFile[] {
  return [...(submission.file_list ?? []), ...answersOf(submission).flatMap((a) => a.file_list ?? [])];
}
