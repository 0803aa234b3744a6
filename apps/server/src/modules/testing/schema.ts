/**
 * Tables of the testing domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TEST_STATUSES } from '@portal/shared';
import { createdAt, orderedCreatedAt } from '../../db/columns';
import { children } from '../children/schema';
import { questionBanks } from '../content/schema';
import { users } from '../identity/schema';
import { institutions } from '../institutions/schema';

/**
 * A test of one child with one tool. `library` is the test's own
 * copy of the bank's main library (`question`, `question_total`, `question_page_sort`) taken
 * when the test was created, so a later edition of the bank never changes what a test asked;
 * `bank_version` says which edition it was. `answer` / `answer_parents` map answer keys to
 * answer records. Scoring fills `scores` (the `scoreTest` result plus the intervention
 * `targets`), `is_at_risk_score` (true means fail) and `flagged_items_list` together: all three
 * are null until the test is scored. `report_version` is the spec's comma list.
 */
export const tests = pgTable(
  'tests',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    childrenId: uuid('children_id').notNull(),
    toolsType: text('tools_type').notNull(),
    status: text('status').notNull().default('Active'),
    testCode: text('test_code').notNull(),
    bankVersion: text('bank_version').notNull(),
    library: jsonb('library').notNull(),
    answer: jsonb('answer').notNull().default({}),
    answerParents: jsonb('answer_parents').notNull().default({}),
    isEnd: boolean('is_end').notNull().default(false),
    reportVersion: text('report_version'),
    isAtRiskScore: boolean('is_at_risk_score'),
    flaggedItemsList: jsonb('flagged_items_list'),
    scores: jsonb('scores'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    endedTime: timestamp('ended_time', { withTimezone: true }),
    /** The clinician's comments at the end of the test (≤ 1000 characters); printed in the report. */
    comments: text('comments'),
    /** The bank's additional (v2 'Additional' stage) and parents' libraries, copied at creation like `library`; null when the bank has none. */
    libraryAdditional: jsonb('library_additional'),
    libraryParents: jsonb('library_parents'),
    /** The parent's additional forms (parent chain): form name → submitted values. */
    parentsAdditional: jsonb('parents_additional').notNull().default({}),
    /** Set when a parent closed the test: the scores were computed on the parent's answers. */
    isShowParentsAnswer: boolean('is_show_parents_answer').notNull().default(false),
    /** When the test left Active (first begin or first answer). */
    startedTime: timestamp('started_time', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    // A child with tests is soft-deleted, never removed (the institution's own deletion cascades to both).
    foreignKey({ columns: [t.institutionId, t.childrenId], foreignColumns: [children.institutionId, children.id] }),
    // The bank edition stays while a test names it (replacing its document in place is allowed).
    foreignKey({ columns: [t.toolsType, t.bankVersion], foreignColumns: [questionBanks.toolsType, questionBanks.bankVersion] }),
    uniqueIndex('tests_code_key').on(t.institutionId, t.testCode),
    check('tests_status_check', sql.raw(`"status" in (${TEST_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('tests_ended_check', sql`not ${t.isEnd} or ${t.endedTime} is not null`),
    check('tests_scored_check', sql`(${t.scores} is null) = (${t.isAtRiskScore} is null) and (${t.scores} is null) = (${t.flaggedItemsList} is null)`),
    index('tests_list_idx').on(t.institutionId, t.createdTime, t.id),
    index('tests_child_idx').on(t.institutionId, t.childrenId, t.createdTime),
    check('tests_comments_check', sql`char_length(${t.comments}) <= 1000`),
    // The simultaneous-test limit counts a tool's tests in progress (IN_PROGRESS_TEST_STATUSES).
    // The statistics counters (modules/statistics): one institution's tests by tool, status and result, read from the index alone.
    index('tests_statistics_idx').on(t.institutionId, t.toolsType, t.status, t.isAtRiskScore),
    index('tests_in_progress_idx').on(t.institutionId, t.toolsType).where(sql.raw(`"status" in ('Additional', 'ParentsTesting', 'Testing')`)),
  ],
);

/** A test as stored. */
export type TestRow = typeof tests.$inferSelect;

const ANSWER_SIDES = `'clinician', 'parents'`;

/**
 * The newest change stored per answer key and side (DESIGN "Answer changes", shared `supersedes`):
 * a change from the same device with a lower seq arrived out of order and is not applied. Changes
 * without device_id/seq (other clients) store device_id '' and seq 0 and always apply.
 */
export const testAnswerVersions = pgTable(
  'test_answer_versions',
  {
    institutionId: uuid('institution_id').notNull(),
    testId: uuid('test_id').notNull(),
    side: text('side').notNull(),
    key: text('key').notNull(),
    deviceId: text('device_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.testId, t.side, t.key] }),
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    check('test_answer_versions_side_check', sql.raw(`"side" in (${ANSWER_SIDES})`)),
  ],
);

/**
 * Exactly once: every (test, device, seq) the server received, written in the transaction that
 * applied it (or found it superseded). A replay hits the key and is acknowledged unchanged.
 * Written only by the SQL function test_apply_change (migration 0009), with the versions above.
 */
export const testAnswerLog = pgTable(
  'test_answer_log',
  {
    institutionId: uuid('institution_id').notNull(),
    testId: uuid('test_id').notNull(),
    deviceId: text('device_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    side: text('side').notNull(),
    key: text('key').notNull(),
    applied: boolean('applied').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.testId, t.deviceId, t.seq] }),
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    check('test_answer_log_side_check', sql.raw(`"side" in (${ANSWER_SIDES})`)),
  ],
);

/**
 * The tests someone is watching live (the portal's answer stream, events.ts): one row per test and
 * server process, kept alive by the process's heartbeat. test_apply_change notifies only for a test
 * with a live row: the notification takes a database-wide lock held through commit, so notifying
 * for every parent's change would serialise all of their commits (bench/README.md, sync-load).
 */
export const testWatchers = pgTable(
  'test_watchers',
  {
    institutionId: uuid('institution_id').notNull(),
    testId: uuid('test_id').notNull(),
    relayId: uuid('relay_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.testId, t.relayId] }),
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    index('test_watchers_relay_idx').on(t.relayId),
  ],
);

/**
 * A test's parent link (QR code). The token is stored plain: it is
 * printed on the code and shown again when the modal reopens. One live token per test (a partial
 * unique index): refreshing revokes the old one in the same transaction.
 */
export const testQrTokens = pgTable(
  'test_qr_tokens',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    testId: uuid('test_id').notNull(),
    token: text('token').notNull().unique(),
    /** Short code a person can type instead of scanning. */
    code: text('code').notNull(),
    createdAt: orderedCreatedAt(),
    failureAt: timestamp('failure_at', { withTimezone: true }).notNull(),
    seconds: integer('seconds').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    uniqueIndex('test_qr_tokens_live_key').on(t.institutionId, t.testId).where(sql`${t.revokedAt} is null`),
    check('test_qr_tokens_seconds_check', sql`${t.seconds} > 0`),
  ],
);

/**
 * A parent's session opened from a QR token (the `temtoken` header): only the SHA-256 of
 * the tem_token is stored, as for login sessions. It reaches its one test and nothing else.
 */
export const temporarySessions = pgTable(
  'temporary_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    institutionId: uuid('institution_id').notNull(),
    testId: uuid('test_id').notNull(),
    qrTokenId: uuid('qr_token_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    classType: text('class_type'),
  },
  (t) => [
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.qrTokenId], foreignColumns: [testQrTokens.institutionId, testQrTokens.id] }).onDelete('cascade'),
    index('temporary_sessions_test_idx').on(t.institutionId, t.testId),
    index('temporary_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A report being made, or the last attempt that failed, per test and version (written by
 * modules/reports, here because the tests list shows it beside the report buttons): written (committed)
 * before the `report.render` job is sent, removed in the transaction that writes the report, set
 * 'failed' when the job fails past its retries or times out. A server killed mid-render leaves it
 * 'generating'; past the caller's wait it reads as failed and the sweep stores that. The tests list
 * shows a failed one as 'please try again'; asking again starts a new job on the same row.
 */
export const reportRenders = pgTable(
  'report_renders',
  {
    institutionId: uuid('institution_id').notNull(),
    testId: uuid('test_id').notNull(),
    reportVersion: text('report_version').notNull(),
    status: text('status').notNull().default('generating'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /** Why it failed, for the log and support (never shown to users). */
    detail: text('detail'),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.testId, t.reportVersion] }),
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    check('report_renders_status_check', sql`${t.status} in ('generating', 'failed')`),
  ],
);
