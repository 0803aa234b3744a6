/** Pieces the writes share: the locked student row, a node's state at a time, an activity's copy. */
import { and, eq } from 'drizzle-orm';
import { DEFAULT_TRAINING_TIME_ZONE, type Activity } from '@portal/shared';
import { isUuid } from '../../context';
import { trainingStudents } from './schema';
import { AppError } from '../../http/envelope';
import { nodeState as zonedNodeState } from './clock';
import type { Tx } from '../../db/pool';

/** Only for durations shown to people; node days are institution days (clock.ts), not 24 h. */
export const DAY_MS = 86_400_000;
/** Written where a change may alter a student's node states or running activity: the scheduler's next run looks at it again. */
export const DUE_NOW = new Date(0);

/** The student row, locked for the transaction; another institution's or an unknown id: 404. */
export async function lockStudent(tx: Tx, institutionId: string, studentId: string) {
  if (!isUuid(studentId)) throw new AppError('notFound');
  const [row] = await tx
    .select()
    .from(trainingStudents)
    .where(and(eq(trainingStudents.institutionId, institutionId), eq(trainingStudents.id, studentId)))
    .for('update');
  if (!row) throw new AppError('notFound');
  return row;
}

/**
 * A node is active from its start (inclusive) to its end (exclusive, the local midnight
 * `durationDays` institution days after its start's day), ended from its end on (clock.ts).
 */
export function nodeState(start: Date, durationDays: number, now: Date, timeZone = DEFAULT_TRAINING_TIME_ZONE): { active: boolean; ended: boolean } {
  return zonedNodeState(start, durationDays, now, timeZone);
}

export function activityValues(institutionId: string, studentId: string, nodeId: string, position: number, activity: Activity) {
  return {
    institutionId,
    studentId,
    nodeId,
    position,
    operationsId: activity.id,
    feedbackType: activity.feedback_type,
    name: activity.name,
    content: activity.content,
    contentDescription: activity.content_description ?? null,
    needForLoop: activity.need_for_loop ?? false,
    questions: activity.questions ?? [],
    learningScores: activity.learning_scores ?? null,
    media: activity.media ?? [],
  };
}
