/**
 * v2 begin (POST dreamit/v2/begin/test): Active → Additional when the test has an additional
 * library, else → Testing; a test already started keeps its status. Starting counts against
 * the tool's simultaneous_test_limit, under the per-tool advisory lock (tool-state.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TestStatus } from '@portal/shared';
import type { AppContext } from '../../context';
import { tests } from './schema';
import { AppError } from '../../http/envelope';
import { clinicianRefusal, requireFlow, testOf, V2_STARTED } from './access';
import { notifyStatus } from './close';
import { inProgressCount, lockToolStarts, mayStart } from './tool-state';
import { toolOf } from '../tools';

export async function beginTest(ctx: AppContext, institutionId: string, testId: string): Promise<{ status: TestStatus }> {
  const peek = await testOf(ctx.db.orm, institutionId, testId);
  requireFlow(peek.toolsType, 'v2');
  return ctx.db.orm.transaction(async (tx) => {
    await lockToolStarts(tx, institutionId, peek.toolsType);
    const test = await testOf(tx, institutionId, testId, true);
    const refusal = clinicianRefusal(test.status, ['Active', ...V2_STARTED]);
    if (refusal) throw new AppError(refusal);
    if (test.status !== 'Active') return { status: test.status as TestStatus };
    const limit = (await toolOf(tx, institutionId, test.toolsType))?.simultaneousTestLimit ?? 0;
    if (!mayStart(test.status, limit, limit > 0 ? await inProgressCount(tx, institutionId, test.toolsType) : 0)) throw new AppError('evaluationInProgress');
    const status: TestStatus = test.libraryAdditional ? 'Additional' : 'Testing';
    await tx
      .update(tests)
      .set({ status, startedTime: sql`coalesce(${tests.startedTime}, clock_timestamp())` })
      .where(and(eq(tests.institutionId, institutionId), eq(tests.id, test.id)));
    await notifyStatus(tx, institutionId, test.id, status);
    return { status };
  });
}
