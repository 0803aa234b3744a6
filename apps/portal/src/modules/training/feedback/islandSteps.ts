/**
 * The other timeline view's data (results per island step):
 * every island step in `flatSteps` order with the student's activity for it, its dot (blue
 * running, green ended, gray not yet: `nodeDot` + `NODE_DOT_COLOURS`), and what the backend's
 * index lists say about it. Pure.
 */
import {
  flatSteps,
  hasResults,
  islandConfigSchema,
  NODE_DOT_COLOURS,
  nodeDot,
  type FeedbackSubmission,
  type Island,
  type IslandConfig,
  type NodeDot,
  type QuestionText,
  type TrainingActivity,
  type TrainingStudent,
} from '@portal/shared';

export interface StepResult {
  index: number;
  key: string;
  name: QuestionText;
  activity: TrainingActivity | null;
  dot: NodeDot;
  colour: (typeof NODE_DOT_COLOURS)[NodeDot];
  /** The milestone title when the step is in date_indexs. */
  dateTitle: QuestionText | null;
  learning: boolean;
  practice: boolean;
  video: boolean;
  /** Accuracy denominator: the step's learning_total_scrores entry, else the activity's learning_scores. */
  totalScores: number | null;
  latest: FeedbackSubmission | null;
  count: number;
  /** All submissions' learning seconds together. */
  learningSeconds: number;
}

export interface IslandResult {
  island: Island;
  typeName: QuestionText | null;
  steps: StepResult[];
}

/** The caller's configuration, else the copy in the student's timeline_info; null for a Ment course. */
export function resolveIslandConfig(student: Pick<TrainingStudent, 'timeline_info'>, config: IslandConfig | null | undefined): IslandConfig | null {
  if (config) return config;
  const parsed = islandConfigSchema.safeParse(student.timeline_info?.island_config);
  return parsed.success ? parsed.data : null;
}

interface Placed {
  activity: TrainingActivity;
  nodeEnded: boolean;
}

/**
 * The student's activity for a step's catalogue id. An id opened in several nodes (a looping one,
 * or one inserted again) is shown by the copy that runs, else the last with results, else the first.
 */
function activityFor(student: TrainingStudent, activityId: string): Placed | null {
  const all: Placed[] = [];
  for (const node of student.activity_timeline ?? []) {
    for (const activity of node.children ?? []) if (activity.activity_operations_id === activityId) all.push({ activity, nodeEnded: node.end === true });
  }
  const running = all.find((p) => p.activity._id === student.run_activity || p.activity.results_ing === true);
  return running ?? all.filter((p) => hasResults(p.activity)).at(-1) ?? all[0] ?? null;
}

export function islandResults(student: TrainingStudent, config: IslandConfig): IslandResult[] {
  const b = config.backend;
  const steps = flatSteps(config);
  let index = 0;
  return config.islands.map((island) => ({
    island,
    typeName: b.island_types.find((t) => t.key === island.island_type)?.name ?? null,
    steps: island.steps.map((step) => {
      const i = index++;
      const placed = activityFor(student, steps[i]!.activity);
      const activity = placed?.activity ?? null;
      const running = !!activity && (activity._id === student.run_activity || activity.results_ing === true);
      const ended = !!placed && (hasResults(placed.activity) || placed.nodeEnded);
      const dot = nodeDot({ active: running, end: ended });
      const learningAt = b.learning_indexs.indexOf(i);
      const dateAt = b.date_indexs.indexOf(i);
      const results = activity?.results ?? [];
      return {
        index: i,
        key: step.key,
        name: step.name,
        activity,
        dot,
        colour: NODE_DOT_COLOURS[dot],
        dateTitle: dateAt >= 0 ? (b.date_indexs_titles[dateAt] ?? null) : null,
        learning: learningAt >= 0,
        practice: b.paratice_indexs.includes(i),
        video: b.all_videos_indexs.includes(i),
        totalScores: learningAt >= 0 ? (b.learning_total_scrores[learningAt] ?? null) : (activity?.learning_scores ?? null),
        latest: results.at(-1) ?? null,
        count: results.length,
        learningSeconds: results.reduce((sum, r) => sum + (Number.isFinite(r.learning_seconds) ? r.learning_seconds : 0), 0),
      };
    }),
  }));
}
