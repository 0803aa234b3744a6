/**
 * Ending a stage or a test (a sync with is_end). Under the test row's lock: the stage's
 * unanswered keys (shared `unansweredKeys`) keep it open and are answered back; otherwise the
 * Additional stage moves on to Testing, and a test is closed, its end time set and scored in the
 * same transaction, exactly as the demo seed scores one (computeTestScoring / scoringColumns), on
 * the parent's answers overlaid by the clinician's.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ScoringError, unansweredKeys, type Gender } from '@portal/shared';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db/pool';
import { children } from '../children/schema';
import { type TestRow, tests } from './schema';
import { AppError } from '../../http/envelope';
import { storedNorms } from '../content';
import { computeTestScoring, scoringColumns, testDay, TestScoringError } from './scoring';
import { testOf } from './access';
import { librariesOf } from './libraries';
import { mergedAnswers } from './progress';
import type { Side } from './sync-store';


export interface EndCall {
  institutionId: string;
  testId: string;
  side: Side;
  /** Refuses the locked test's status (throws), as the calling flow would. */
  check(status: string): void;
  log: FastifyBaseLogger;
}

export interface EndOutcome {
  status: string;
  missing: string[];
  answer: Record<string, unknown>;
  answer_parents: Record<string, unknown>;
}

/** A status change for the live stream (no key: the relay sends a 'status' event). */
export async function notifyStatus(tx: Pick<Tx, 'execute'>, institutionId: string, testId: string, status: string): Promise<void> {
  const payload = JSON.stringify({ institution_id: institutionId, test_id: testId, status });
  await tx.execute(sql`select pg_notify('test_answers', ${payload})`);
}

async function scoring(tx: Executor, test: TestRow, answers: Record<string, unknown>, endedAt: Date, log: FastifyBaseLogger) {
  const [child] = await tx
    .select({ birthday: children.birthday, gender: children.gender })
    .from(children)
    .where(and(eq(children.institutionId, test.institutionId), eq(children.id, test.childrenId)));
  const norms = await storedNorms(tx, test.toolsType);
  // The answers are final either way: a test the norms cannot score (no norms, a child outside
  // their ages) is closed unscored, and its report call says why.
  if (!child || !norms) {
    log.warn({ testId: test.id, toolsType: test.toolsType }, 'closed a test without scoring it: no norms or no child');
    return {};
  }
  try {
    return scoringColumns(
      computeTestScoring({ library: test.library, answers, norms, birthday: child.birthday, sex: child.gender as Gender, testDate: testDay(endedAt) }),
    );
  } catch (error) {
    if (!(error instanceof ScoringError) && !(error instanceof TestScoringError)) throw error;
    log.warn({ testId: test.id, toolsType: test.toolsType, reason: error.message }, 'closed a test without scoring it');
    return {};
  }
}

export async function endStageOrTest(ctx: AppContext, call: EndCall): Promise<EndOutcome> {
  return ctx.db.orm.transaction(async (tx) => {
    const test = await testOf(tx, call.institutionId, call.testId, true);
    call.check(test.status);
    const libraries = librariesOf(test);
    const where = and(eq(tests.institutionId, test.institutionId), eq(tests.id, test.id));
    const answers = { answer: test.answer as Record<string, unknown>, answer_parents: test.answerParents as Record<string, unknown> };

    if (test.status === 'Additional') {
      if (!libraries.additional) throw new AppError('syncOutOfStage', { key: '' });
      const missing = unansweredKeys(libraries.additional, test.answer as Record<string, never>);
      if (missing.length > 0) return { status: test.status, missing, ...answers };
      await tx.update(tests).set({ status: 'Testing' }).where(where);
      await notifyStatus(tx, test.institutionId, test.id, 'Testing');
      return { status: 'Testing', missing: [], ...answers };
    }

    const merged = mergedAnswers(test.answer, test.answerParents);
    const missing = unansweredKeys(libraries.main, merged);
    if (call.side === 'parents' && libraries.parents) missing.push(...unansweredKeys(libraries.parents, test.answerParents as Record<string, never>));
    if (missing.length > 0) return { status: test.status, missing, ...answers };

    const endedAt = new Date();
    const scored = await scoring(tx, test, merged, endedAt, call.log);
    await tx
      .update(tests)
      .set({ status: 'Close', isEnd: true, endedTime: endedAt, isShowParentsAnswer: call.side === 'parents', ...scored })
      .where(where);
    await notifyStatus(tx, test.institutionId, test.id, 'Close');
    return { status: 'Close', missing: [], ...answers };
  });
}
