/** Pieces the writes share: the locked student row, a node's state at a time, an activity's copy. */
import { and, eq } from 'drizzle-orm';
import type { Activity } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { trainingStudents } from '../../db/schema';
import { AppError } from '../../http/envelope';

export type Tx = Parameters<Parameters<AppContext['db']['orm']['transaction']>[0]>[0];
export const DAY_MS = 86_400_000;

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

/** A node is active from its start (inclusive) to its end (exclusive), ended from its end on. */
export function nodeState(start: Date, durationDays: number, now: Date): { active: boolean; ended: boolean } {
  const t = now.getTime();
  const end = start.getTime() + durationDays * DAY_MS;
  return { active: t >= start.getTime() && t < end, ended: t >= end };
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
