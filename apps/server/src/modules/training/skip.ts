/**
 * Skip (`skip/feedback`): only the student's running activity, only without a result
 * (canSkipActivity); the yypx_skip menu is checked by the route. What runs next is
 * `pickRunningActivity` over the node's activities on the institution day — the rule the scheduler
 * and the parent's feedback use too — so none runs until the scheduler opens the next node (or a
 * looping activity on the next day).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { canSkipActivity, hasResults, pickRunningActivity, type FeedbackSubmission, type TrainingSkipBody } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { trainingActivities, trainingStudents } from './schema';
import { AppError } from '../../http/envelope';
import { institutionDay } from './clock';
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
    const inNode = await tx
      .select({ _id: trainingActivities.id, feedback_type: trainingActivities.feedbackType, need_for_loop: trainingActivities.needForLoop, results: trainingActivities.results, skippedAt: trainingActivities.skippedAt })
      .from(trainingActivities)
      .where(and(eq(trainingActivities.institutionId, institutionId), eq(trainingActivities.studentId, student.id), eq(trainingActivities.nodeId, activity.nodeId)))
      .orderBy(asc(trainingActivities.position));
    const candidates = inNode.map((a) => ({
      ...a,
      results: Array.isArray(a.results) ? (a.results as FeedbackSubmission[]) : null,
      skipped: a.skippedAt !== null || a._id === activity.id,
    }));
    const run = pickRunningActivity(candidates, institutionDay(now, ctx.config.trainingTimeZone));
    await tx.update(trainingStudents).set({ runActivityId: run, updatedAt: sql`now()` }).where(and(eq(trainingStudents.institutionId, institutionId), eq(trainingStudents.id, student.id)));
    return { run_activity: run };
  });
}
