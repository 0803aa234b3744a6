/**
 * Skip (`skip/feedback`, spec §4, §6): only the student's running activity, only without a result
 * (canSkipActivity); the yypx_skip menu is checked by the route. The next activity of the same
 * node that has neither a result nor a skip becomes the running one, else none runs until the
 * scheduler opens the next node.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { canSkipActivity, hasResults, type TrainingSkipBody } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { trainingActivities, trainingStudents } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { lockStudent } from './timeline';

export async function skipActivity(ctx: AppContext, institutionId: string, userId: string, body: TrainingSkipBody, now = new Date()): Promise<{ run_activity: string | null }> {
  return ctx.db.orm.transaction(async (tx) => {
    const student = await lockStudent(tx, institutionId, body.from_id);
    if (!isUuid(body.activity_id)) throw new AppError('notFound');
    const [activity] = await tx
      .select({ id: trainingActivities.id, nodeId: trainingActivities.nodeId, position: trainingActivities.position, results: trainingActivities.results, skippedAt: trainingActivities.skippedAt })
      .from(trainingActivities)
      .where(and(eq(trainingActivities.institutionId, institutionId), eq(trainingActivities.studentId, student.id), eq(trainingActivities.id, body.activity_id)));
    if (!activity) throw new AppError('notFound');
    const state = { _id: activity.id, results: activity.results, results_ing: activity.id === student.runActivityId };
    if (!canSkipActivity(state, student.runActivityId, true)) throw new AppError(hasResults(state) && state.results_ing ? 'trainingSkipHasResult' : 'trainingSkipNotRunning');
    await tx.update(trainingActivities).set({ skippedAt: now, skippedBy: userId }).where(and(eq(trainingActivities.institutionId, institutionId), eq(trainingActivities.id, activity.id)));
    const [next] = await tx
      .select({ id: trainingActivities.id })
      .from(trainingActivities)
      .where(and(
        eq(trainingActivities.institutionId, institutionId),
        eq(trainingActivities.nodeId, activity.nodeId),
        gt(trainingActivities.position, activity.position),
        isNull(trainingActivities.results),
        isNull(trainingActivities.skippedAt),
      ))
      .orderBy(asc(trainingActivities.position))
      .limit(1);
    const run = next?.id ?? null;
    await tx.update(trainingStudents).set({ runActivityId: run, updatedAt: sql`now()` }).where(and(eq(trainingStudents.institutionId, institutionId), eq(trainingStudents.id, student.id)));
    return { run_activity: run };
  });
}
