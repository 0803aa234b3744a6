/**
 * The parent activity-plan table's data (README.md 'Activity-plan table'): which
 * activity it is for, its two variants, its columns and its rows. Pure, so tests read it directly.
 */
import {
  MAX_STARS,
  starsShown,
  type AnswerRecord,
  type FeedbackSubmission,
  type IslandConfig,
  type QuestionText,
  type TrainingActivity,
  type TrainingStudent,
} from '@portal/shared';
import { answersOf } from './summary';

export interface PlanKey {
  key: string;
  title: QuestionText;
}

export type PlanVariant = 'easy' | 'basic';

const keyTitles = (config: IslandConfig): PlanKey[] => config.backend.table_keys.map((key, i) => ({ key, title: config.backend.titles[i] ?? { zh: key } }));

/** The table keys that are questions of this activity: non-empty exactly for the configured activity. */
export function ownPlanKeys(activity: Pick<TrainingActivity, 'questions'>, config: IslandConfig): PlanKey[] {
  const ids = new Set((activity.questions ?? []).map((q) => q.id));
  return keyTitles(config).filter((k) => ids.has(k.key));
}

export function isPlanActivity(activity: Pick<TrainingActivity, 'questions'>, config: IslandConfig | null | undefined): boolean {
  return !!config && ownPlanKeys(activity, config).length > 0;
}

/** The harder follow-up items: the table keys listed after this activity's last own key. */
export function followUpKeys(activity: Pick<TrainingActivity, 'questions'>, config: IslandConfig): PlanKey[] {
  const all = keyTitles(config);
  const own = new Set(ownPlanKeys(activity, config).map((k) => k.key));
  const last = all.reduce((at, k, i) => (own.has(k.key) ? i : at), -1);
  return last < 0 ? [] : all.slice(last + 1);
}

/**
 * The 'particular answer' that decides the variant: in the latest submission, the answer to the
 * activity's first star question (the parent's rating of how it went). Three stars (shown as
 * given, 0–3) is 'easy'. An activity without a star question is easy when its first own table-key
 * question got its full score.
 */
export function planVariant(activity: Pick<TrainingActivity, 'questions' | 'results'>, config: IslandConfig): PlanVariant {
  const latest = activity.results?.at(-1);
  if (!latest) return 'basic';
  const answer = (id: string | undefined) => (id === undefined ? undefined : answersOf(latest).find((a) => a.question_id === id));
  const starQuestion = (activity.questions ?? []).find((q) => q.answer.includes('star'));
  if (starQuestion) return starsShown(answer(starQuestion.id)?.star) === MAX_STARS ? 'easy' : 'basic';
  const first = ownPlanKeys(activity, config)[0];
  const max = (activity.questions ?? []).find((q) => q.id === first?.key)?.max_score;
  const scores = answer(first?.key)?.scores;
  return typeof max === 'number' && max > 0 && typeof scores === 'number' && scores >= max ? 'easy' : 'basic';
}

export interface PlanCell {
  answer: AnswerRecord | null;
  max: number | null;
}

export interface PlanRow {
  key: string;
  n: number;
  submission: FeedbackSubmission;
  cells: Record<string, PlanCell>;
}

/** Where each follow-up key is asked: the student's activity holding that question, and its maximum. */
function followUpSources(student: TrainingStudent, keys: readonly PlanKey[]): Map<string, { activity: TrainingActivity; max: number | null }> {
  const out = new Map<string, { activity: TrainingActivity; max: number | null }>();
  for (const node of student.activity_timeline ?? []) {
    for (const activity of node.children ?? []) {
      for (const q of activity.questions ?? []) {
        if (keys.some((k) => k.key === q.id) && !out.has(q.id)) out.set(q.id, { activity, max: typeof q.max_score === 'number' ? q.max_score : null });
      }
    }
  }
  return out;
}

/**
 * One row per submission of the activity (one per day for a looping one), oldest first like a
 * plan. Own keys are that submission's answers; follow-up keys the answer the other activity got
 * on the same institution day.
 */
export function planRows(student: TrainingStudent, activity: TrainingActivity, own: readonly PlanKey[], followUp: readonly PlanKey[]): PlanRow[] {
  const maxOf = (id: string) => {
    const max = (activity.questions ?? []).find((q) => q.id === id)?.max_score;
    return typeof max === 'number' ? max : null;
  };
  const sources = followUpSources(student, followUp);
  return (activity.results ?? []).map((submission, i) => {
    const cells: Record<string, PlanCell> = {};
    for (const k of own) cells[k.key] = { answer: answersOf(submission).find((a) => a.question_id === k.key) ?? null, max: maxOf(k.key) };
    for (const k of followUp) {
      const source = sources.get(k.key);
      const sameDay = source?.activity.results?.find((s) => s.day === submission.day);
      cells[k.key] = { answer: sameDay ? (answersOf(sameDay).find((a) => a.question_id === k.key) ?? null) : null, max: source?.max ?? null };
    }
    return { key: submission.submission_id, n: i + 1, submission, cells };
  });
}
