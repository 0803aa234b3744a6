/**
 * The sync hot path's two database calls, each one prepared statement: the test's status (with
 * its libraries only when this process has not cached them yet) and the change itself, applied by
 * the SQL function test_apply_change (migration 0009): one statement, one short transaction,
 * which locks the test row, logs the change exactly once, keeps the newest version per key (the
 * shared `supersedes` rule, in SQL), writes the answer map only while the status allows it (so a
 * concurrent Close wins), writes the change's audit row itself (migration 0028: the generic
 * trigger's whole-row diff of a test costs several ms) and announces the change with pg_notify,
 * delivered at commit, when a portal stream watches the test (test_watchers, migration 0024).
 */
import type pg from 'pg';
import type { AnswerValue } from '@portal/shared';
import { isUuid } from '../../context';
import { actorInStatement, actorSetting } from '../../db/audit-actor';
import { libraryCache, librariesOf, type TestLibraries } from './libraries';

export type Side = 'clinician' | 'parents';

export interface TestState {
  status: string;
  libraries: TestLibraries;
}

const STATE_SQL = `
select status, tools_type,
       case when $3 then library end as library,
       case when $3 then library_additional end as library_additional,
       case when $3 then library_parents end as library_parents
  from tests where institution_id = $1 and id = $2`;

interface StateRow {
  status: string;
  tools_type: string;
  library: unknown;
  library_additional: unknown;
  library_parents: unknown;
}

/** The test's status and libraries, or null when the institution has no such test. */
export async function loadTestState(pool: pg.Pool, institutionId: string, testId: string): Promise<TestState | null> {
  if (!isUuid(testId)) return null;
  const cached = libraryCache.get(institutionId, testId);
  const result = await pool.query<StateRow>({ name: 'testing-state', text: STATE_SQL, values: [institutionId, testId, cached === undefined] });
  const row = result.rows[0];
  if (!row) return null;
  if (cached) return { status: row.status, libraries: cached };
  const libraries = librariesOf({ toolsType: row.tools_type, library: row.library, libraryAdditional: row.library_additional, libraryParents: row.library_parents });
  libraryCache.set(institutionId, testId, libraries);
  return { status: row.status, libraries };
}

export interface Change {
  institutionId: string;
  testId: string;
  side: Side;
  /** '' with seq 0: a client without the protocol (applied in arrival order, not logged). */
  deviceId: string;
  seq: number;
  changeKey: string;
  /** The finalized values per key (null clears). */
  values: Record<string, AnswerValue | null>;
  /** The statuses in which this change may be written. */
  allowed: readonly string[];
  /** A first applied change moves the test from → to (or no move). */
  move: { from: string; to: string } | null;
}

export interface ChangeOutcome {
  status: string;
  applied: boolean;
  replayed: boolean;
  answer: Record<string, AnswerValue>;
  answer_parents: Record<string, AnswerValue>;
}

/**
 * The change itself, in the order both SQL functions take it after the test (and, for the
 * clinician, the side): device, seq, change key, keys, values, allowed statuses, move from, to.
 */
function changeParams(change: Omit<Change, 'institutionId' | 'side'>): unknown[] {
  return [change.deviceId, change.seq, change.changeKey, Object.keys(change.values), JSON.stringify(change.values), change.allowed, change.move?.from ?? '', change.move?.to ?? ''];
}

const APPLY_SQL = 'select status, applied, replayed, answer, answer_parents from test_apply_change($1, $2, $3, $4, $5, $6, $7::text[], $8::jsonb, $9::text[], $10, $11)';

/** Null: the test is gone. Otherwise the outcome (`status` outside `allowed`: nothing was written). */
export async function applyChange(pool: pg.Pool, change: Change): Promise<ChangeOutcome | null> {
  const result = await pool.query<ChangeOutcome>({
    name: 'testing-apply-change',
    text: APPLY_SQL,
    values: [change.institutionId, change.testId, change.side, ...changeParams(change)],
  });
  return result.rows[0] ?? null;
}

const APPLY_PARENT_SQL =
  'select session_ok, institution_id, status, applied, replayed, answer, answer_parents from test_apply_parent_change($1, $2, $3, $4, $5, $6::text[], $7::jsonb, $8::text[], $9, $10, $11)';

/**
 * A parent's change with the session check in the same statement (test_apply_parent_change,
 * migrations 0010 and 0028: it checks the token's live session for this test, sets the audit
 * actor for its own transaction, then calls test_apply_change with side 'parents', so both sides
 * write through one SQL function). One round trip: the actor travels as a parameter instead of a
 * set_config on checkout (actorInStatement). `answer` comes back null: a parent never sees it.
 */
export async function applyParentChange(pool: pg.Pool, tokenHash: string, change: Omit<Change, 'institutionId' | 'side'>): Promise<(ChangeOutcome & { session_ok: boolean; institution_id: string | null }) | null> {
  const values = [tokenHash, change.testId, ...changeParams(change), actorSetting()];
  const result = await actorInStatement(() =>
    pool.query<ChangeOutcome & { session_ok: boolean; institution_id: string | null }>({ name: 'testing-apply-parent-change', text: APPLY_PARENT_SQL, values }),
  );
  return result.rows[0] ?? null;
}
