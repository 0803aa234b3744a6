/**
 * The activity catalogue: every activity a course may open, with what the parent is shown
 * and what they send back. Versioned like the banks (`../definitions/common.ts`): a stored
 * catalogue carries `schema_version`, and an unknown version is refused. README.md defines every
 * field; courses name activities by `id` from one exact catalogue edition.
 */
import { z } from 'zod';
import { duplicateIssues, loadVersioned, reportIssue, type LoadResult, type VersionEntry } from '../definitions/common';
import { questionText } from '../questions/schema';

/** Keys of activities, questions, courses, nodes, islands and steps: stable, URL- and JSON-safe. */
export const TRAINING_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
export const trainingKey = z.string().regex(TRAINING_KEY);
/** Editions ('demo-1', '2024.2'). */
export const editionName = z.string().min(1).max(50);

/** Feedback types; anything else is shown as 'unknown data format' (rules.ts). */
export const FEEDBACK_TYPES = ['Blank', 'Problem', 'Text', 'Array', 'File', 'Island'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** The types whose feedback answers the activity's questions (one answer record per question). */
export const QUESTION_FEEDBACK_TYPES: readonly FeedbackType[] = ['Problem', 'Array', 'Island'];

/** What a parent gives for one question: the answer record's star, scores, content, upload_count. */
export const ANSWER_PARTS = ['star', 'scores', 'content', 'upload'] as const;
export type FeedbackAnswerPart = (typeof ANSWER_PARTS)[number];

/** Stars a parent can give (a stored star above this is shown as 0). */
export const MAX_STARS = 3;

/** A file under the content media folder: relative, forward slashes, no '..'. */
export const MEDIA_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9_][A-Za-z0-9_./-]{0,299}$/;
export const MEDIA_KINDS = ['video', 'audio', 'image'] as const;

export const TRAINING_REASONS = {
  duplicate: 'duplicate',
  questionsRequired: 'Problem, Array and Island feedback need questions',
  questionsNotAllowed: 'only Problem, Array and Island feedback have questions',
  maxScoreRequired: 'required when the question asks for scores',
  maxScoreNotAllowed: 'only a question that asks for scores has one',
  learningScoresMismatch: 'must equal the sum of the questions’ max_score',
  noticeRequired: 'demonstration content needs a notice in zh and en',
  unknownActivity: 'unknown activity',
  unknownStep: 'index out of range',
  lengthMismatch: 'must have one entry per index',
  unknownIslandType: 'not one of island_types',
  daysMismatch: 'the nodes’ duration_time must add up to total_day',
  stayAboveTotal: 'must not exceed total_day',
  islandConfigRequired: 'an Island course needs island_config',
  islandConfigNotAllowed: 'only an Island course has island_config',
  notInCourse: 'the activity is opened by no node of the course',
  unknownQuestion: 'no activity of the course has this question',
  wrongCatalogue: 'not the catalogue the course names',
} as const;

const notice = z.strictObject({ zh: z.string().min(1).max(2000), en: z.string().min(1).max(2000) });
const score = z.number().finite().min(0).max(10_000);

export const activityQuestionSchema = z.strictObject({
  id: trainingKey,
  title: questionText,
  description: questionText.optional(),
  /** What the parent gives for this question, in the order the form shows it. */
  answer: z.array(z.enum(ANSWER_PARTS)).min(1).max(4),
  /** Highest score a parent can report (when `answer` has 'scores'). */
  max_score: score.positive().optional(),
});
export type ActivityQuestion = z.infer<typeof activityQuestionSchema>;

export const activitySchema = z
  .strictObject({
    id: trainingKey,
    /** The spec's activity_name. */
    name: questionText,
    content: questionText,
    content_description: questionText.optional(),
    feedback_type: z.enum(FEEDBACK_TYPES),
    questions: z.array(activityQuestionSchema).min(1).max(100).optional(),
    /** Total learning score of the activity: the accuracy denominator. */
    learning_scores: score.optional(),
    /** The activity repeats each day of its node until the node ends (the spec's need_for_loop). */
    need_for_loop: z.boolean().default(false),
    media: z.array(z.strictObject({ kind: z.enum(MEDIA_KINDS), path: z.string().regex(MEDIA_PATH), title: questionText.optional() })).max(20).default([]),
  })
  .superRefine((activity, ctx) => {
    const asks = QUESTION_FEEDBACK_TYPES.includes(activity.feedback_type);
    if (asks && !activity.questions) reportIssue(ctx, ['questions'], TRAINING_REASONS.questionsRequired);
    if (!asks && activity.questions) reportIssue(ctx, ['questions'], TRAINING_REASONS.questionsNotAllowed);
    const questions = activity.questions ?? [];
    for (const issue of duplicateIssues(questions, (q) => q.id, (i) => ['questions', i, 'id'])) ctx.addIssue(issue);
    questions.forEach((q, i) => {
      const scored = q.answer.includes('scores');
      if (scored && q.max_score === undefined) reportIssue(ctx, ['questions', i, 'max_score'], TRAINING_REASONS.maxScoreRequired);
      if (!scored && q.max_score !== undefined) reportIssue(ctx, ['questions', i, 'max_score'], TRAINING_REASONS.maxScoreNotAllowed, q.max_score);
      for (const issue of duplicateIssues(q.answer, (part) => part, (j) => ['questions', i, 'answer', j])) ctx.addIssue(issue);
    });
    const total = questions.reduce((sum, q) => sum + (q.max_score ?? 0), 0);
    if (total > 0 && activity.learning_scores !== undefined && activity.learning_scores !== total) {
      reportIssue(ctx, ['learning_scores'], `${TRAINING_REASONS.learningScoresMismatch} (${total})`, activity.learning_scores);
    }
  });
export type Activity = z.output<typeof activitySchema>;

export const activityCatalogueV1 = z
  .strictObject({
    catalogue_key: trainingKey,
    catalogue_version: editionName,
    demonstration: z.boolean().optional(),
    notice: notice.optional(),
    activities: z.array(activitySchema).min(1).max(2000),
  })
  .superRefine((doc, ctx) => {
    if (doc.demonstration && !doc.notice) reportIssue(ctx, ['notice'], TRAINING_REASONS.noticeRequired);
    for (const issue of duplicateIssues(doc.activities, (a) => a.id, (i) => ['activities', i, 'id'])) ctx.addIssue(issue);
  });
export type ActivityCatalogue = z.output<typeof activityCatalogueV1>;

export const ACTIVITY_CATALOGUE_SCHEMA_VERSION = 1;
const catalogueVersions: Record<number, VersionEntry<ActivityCatalogue>> = {
  1: { schema: activityCatalogueV1, toCurrent: (doc) => doc as ActivityCatalogue },
};

export function loadActivityCatalogue(stored: unknown): LoadResult<ActivityCatalogue> {
  return loadVersioned(catalogueVersions, stored);
}

export { notice as trainingNotice };
