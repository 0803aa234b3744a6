/**
 * A training course: the nodes a student's timeline is made of, the activities each
 * opens, and for Island courses the island configuration (`configuration.backend` keeps the
 * spec's spellings: date_indexs, paratice_indexs, learning_total_scrores). Versioned like the
 * catalogue. The rules between fields are refinements here; the rules between a course and its
 * catalogue are in `cross-checks.ts`. README.md defines every field.
 */
import { z } from 'zod';
import { duplicateIssues, loadVersioned, reportIssue, type LoadProblem, type LoadResult, type VersionEntry } from '../definitions/common';
import { questionText } from '../questions/schema';
import { editionName, MEDIA_PATH, TRAINING_REASONS, trainingKey, trainingNotice } from './catalogue-schema';

export const OPERATION_TYPES = ['Island', 'Ment'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];
/** What a statistics column of the island results shows (answer-record fields and derived figures). */
export const STATISTIC_COLUMN_KINDS = ['star', 'scores', 'upload_count', 'accuracy', 'learning_duration'] as const;

const MAX_DAYS = 3650;
const stepIndex = z.number().int().min(0).max(9999);
const indexList = z.array(stepIndex).max(500);

export const islandBackendSchema = z.strictObject({
  date_indexs: indexList,
  date_indexs_titles: z.array(questionText).max(500),
  learning_indexs: indexList,
  paratice_indexs: indexList,
  all_videos_indexs: indexList,
  table_keys: z.array(trainingKey).max(100),
  titles: z.array(questionText).max(100),
  learning_total_scrores: z.array(z.number().finite().min(0).max(100_000)).max(500),
  statistic_columns: z.array(z.strictObject({ key: z.enum(STATISTIC_COLUMN_KINDS), title: questionText })).max(20),
  practice_video_prefix: z.string().regex(MEDIA_PATH).or(z.literal('')),
  island_types: z.array(z.strictObject({ key: trainingKey, name: questionText })).min(1).max(20),
});
export type IslandBackend = z.infer<typeof islandBackendSchema>;

export const islandSchema = z.strictObject({
  key: trainingKey,
  name: questionText,
  island_type: trainingKey,
  steps: z.array(z.strictObject({ key: trainingKey, name: questionText, activity: trainingKey })).min(1).max(200),
});
export type Island = z.infer<typeof islandSchema>;

export const islandConfigSchema = z.strictObject({
  backend: islandBackendSchema,
  islands: z.array(islandSchema).min(1).max(100),
});
export type IslandConfig = z.infer<typeof islandConfigSchema>;

export const courseNodeSchema = z.strictObject({
  key: trainingKey,
  name: questionText,
  /** Whole days; the nodes follow each other and their days add up to the course's total_day. */
  duration_time: z.number().int().min(1).max(MAX_DAYS),
  /** Activity ids of the catalogue, opened in this order when the node starts. */
  activities: z.array(trainingKey).max(100),
});
export type CourseNode = z.infer<typeof courseNodeSchema>;

/** Every step of an island configuration in index order: what the backend's indexes point at. */
export function flatSteps(config: IslandConfig): Array<{ island: number; step: number; key: string; activity: string }> {
  return config.islands.flatMap((island, i) => island.steps.map((s, j) => ({ island: i, step: j, key: s.key, activity: s.activity })));
}

type Ctx = z.RefinementCtx;

function checkBackend(ctx: Ctx, config: IslandConfig): void {
  const b = config.backend;
  const steps = flatSteps(config).length;
  const at = (...rest: PropertyKey[]) => ['island_config', 'backend', ...rest];
  for (const name of ['date_indexs', 'learning_indexs', 'paratice_indexs', 'all_videos_indexs'] as const) {
    b[name].forEach((index, i) => {
      if (index >= steps) reportIssue(ctx, at(name, i), `${TRAINING_REASONS.unknownStep} (0–${steps - 1})`, index);
    });
    for (const issue of duplicateIssues(b[name], (v) => v, (i) => at(name, i))) ctx.addIssue(issue);
  }
  const pairs = [['date_indexs_titles', 'date_indexs'], ['titles', 'table_keys'], ['learning_total_scrores', 'learning_indexs']] as const;
  for (const [list, of] of pairs) {
    if (b[list].length !== b[of].length) reportIssue(ctx, at(list), `${TRAINING_REASONS.lengthMismatch} of ${of} (${b[of].length})`);
  }
  for (const issue of duplicateIssues(b.table_keys, (v) => v, (i) => at('table_keys', i))) ctx.addIssue(issue);
  for (const issue of duplicateIssues(b.statistic_columns, (c) => c.key, (i) => at('statistic_columns', i, 'key'))) ctx.addIssue(issue);
  for (const issue of duplicateIssues(b.island_types, (t) => t.key, (i) => at('island_types', i, 'key'))) ctx.addIssue(issue);
  const types = new Set(b.island_types.map((t) => t.key));
  config.islands.forEach((island, i) => {
    if (!types.has(island.island_type)) reportIssue(ctx, ['island_config', 'islands', i, 'island_type'], TRAINING_REASONS.unknownIslandType, island.island_type);
  });
  for (const issue of duplicateIssues(config.islands, (x) => x.key, (i) => ['island_config', 'islands', i, 'key'])) ctx.addIssue(issue);
  const stepKeys = config.islands.flatMap((island, i) => island.steps.map((s, j) => ({ key: s.key, path: ['island_config', 'islands', i, 'steps', j, 'key'] })));
  for (const issue of duplicateIssues(stepKeys, (s) => s.key, (k) => stepKeys[k]!.path)) ctx.addIssue(issue);
}

export const trainingCourseV1 = z
  .strictObject({
    course_key: trainingKey,
    course_version: editionName,
    demonstration: z.boolean().optional(),
    notice: trainingNotice.optional(),
    operation_type: z.enum(OPERATION_TYPES),
    /** The course's edition family as students record it (timeline_info.class_version_type). */
    class_version_type: trainingKey,
    name: questionText,
    catalogue_key: trainingKey,
    catalogue_version: editionName,
    total_day: z.number().int().min(1).max(MAX_DAYS),
    /** Planned days on one island (Island) or one stage (Ment); the stay-days indicator counts against 7 and 14 regardless. */
    island_stay_days: z.number().int().min(1).max(MAX_DAYS),
    nodes: z.array(courseNodeSchema).min(1).max(500),
    island_config: islandConfigSchema.optional(),
  })
  .superRefine((course, ctx) => {
    if (course.demonstration && !course.notice) reportIssue(ctx, ['notice'], TRAINING_REASONS.noticeRequired);
    const days = course.nodes.reduce((sum, n) => sum + n.duration_time, 0);
    if (days !== course.total_day) reportIssue(ctx, ['total_day'], `${TRAINING_REASONS.daysMismatch} (${days})`, course.total_day);
    if (course.island_stay_days > course.total_day) reportIssue(ctx, ['island_stay_days'], TRAINING_REASONS.stayAboveTotal, course.island_stay_days);
    for (const issue of duplicateIssues(course.nodes, (n) => n.key, (i) => ['nodes', i, 'key'])) ctx.addIssue(issue);
    course.nodes.forEach((node, i) => {
      for (const issue of duplicateIssues(node.activities, (a) => a, (j) => ['nodes', i, 'activities', j])) ctx.addIssue(issue);
    });
    if (course.operation_type === 'Island' && !course.island_config) reportIssue(ctx, ['island_config'], TRAINING_REASONS.islandConfigRequired);
    if (course.operation_type !== 'Island' && course.island_config) reportIssue(ctx, ['island_config'], TRAINING_REASONS.islandConfigNotAllowed);
    if (course.island_config) checkBackend(ctx, course.island_config);
  });
export type TrainingCourse = z.output<typeof trainingCourseV1>;

export const TRAINING_COURSE_SCHEMA_VERSION = 1;
const courseVersions: Record<number, VersionEntry<TrainingCourse>> = {
  1: { schema: trainingCourseV1, toCurrent: (doc) => doc as TrainingCourse },
};

export function loadTrainingCourse(stored: unknown): LoadResult<TrainingCourse> {
  return loadVersioned(courseVersions, stored);
}

/** One 'path: reason' line per problem, like describeBankProblem ('(document)' for the whole). */
export function describeTrainingProblem(problem: LoadProblem): string[] {
  if (problem.kind === 'unknownVersion') return [`unknown schema_version ${problem.version} (supported: ${problem.supported.join(', ')})`];
  return problem.issues.map((issue) => `${issue.path.map(String).join('.') || '(document)'}: ${issue.message}`);
}
