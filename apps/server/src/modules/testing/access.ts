/**
 * Who may take tests, and the refusals a test's status and version give. Every read is scoped by
 * the caller's institution: another institution's test answers 404 like an unknown id.
 */
import { and, eq } from 'drizzle-orm';
import { DREAMITS_KEYS, isClosedStatus, isV2Tool, type ErrorKey, type TestStatus } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { type TestRow, tests } from './schema';
import { AppError } from '../../http/envelope';
import { requireAnyMenu, type SessionUser } from '../auth';
import { TESTS_MENU } from './list';
import type { Executor } from '../../db/pool';

/** Holding any of these menus lets a role create and take tests. */
export const TESTING_MENUS: readonly string[] = [TESTS_MENU, DREAMITS_KEYS.testing, DREAMITS_KEYS.testing3];

/** The caller's institution when its role may test; otherwise 403. */
export const requireTesting = (ctx: AppContext, session: SessionUser): Promise<string> => requireAnyMenu(ctx, session, TESTING_MENUS);

/** The institution's test, or 404 (an id of another shape, or of another institution, included). */
export async function testOf(tx: Executor, institutionId: string, testId: string, lock = false): Promise<TestRow> {
  if (!isUuid(testId)) throw new AppError('notFound');
  const query = tx.select().from(tests).where(and(eq(tests.institutionId, institutionId), eq(tests.id, testId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('notFound');
  return row;
}

export type TestFlow = 'v1' | 'v2';
export const flowOfTool = (toolsType: string): TestFlow => (isV2Tool(toolsType) ? 'v2' : 'v1');

/** A v1 call on a v2 test or the reverse: 706. */
export function requireFlow(toolsType: string, flow: TestFlow): void {
  if (flowOfTool(toolsType) !== flow) throw new AppError('testVersionIncorrect');
}

/** Why a clinician cannot work on a test in this status (null: they can). */
export function clinicianRefusal(status: string, allowed: readonly string[]): ErrorKey | null {
  if (allowed.includes(status)) return null;
  if (status === 'Failure') return 'testClosed';
  if (status === 'Active') return 'testNotStarted';
  if (isClosedStatus(status)) return 'testEnded';
  return 'testEnded';
}

/** A parent's sync on a test no longer open to parents: 704 with the matching message. */
export function parentSyncRefusal(status: string): ErrorKey | null {
  if (status === 'Active' || status === 'ParentsTesting') return null;
  return isClosedStatus(status) || status === 'Failure' ? 'parentTestEnded' : 'parentTestStarted';
}

export const V1_OPEN: readonly TestStatus[] = ['Active', 'ParentsTesting', 'Testing'];
export const V2_STARTED: readonly TestStatus[] = ['Additional', 'Testing', 'ParentsTesting'];
