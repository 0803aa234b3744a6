/**
 * Tables of the reports domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { files } from '../files/schema';
import { users } from '../identity/schema';
import { tests } from '../testing/schema';

/**
 * Generated reports (modules/reports): one row per test and version, naming
 * its PDF (what the report call answers and the browser previews) and the same report as one HTML
 * page. Both files belong to the test (`files.from_id` = test id, source 'report'). Regenerating
 * (reload) replaces the row's files. The test's `report_version` comma list is kept equal to the
 * versions listed here, in the same transaction that uses the report quota.
 */
export const reports = pgTable(
  'reports',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    testId: uuid('test_id').notNull(),
    toolsType: text('tools_type').notNull(),
    reportVersion: text('report_version').notNull(),
    /** The language the report is written in (the requesting user's). */
    locale: text('locale').notNull(),
    fileId: uuid('file_id').notNull(),
    htmlFileId: uuid('html_file_id').notNull(),
    /** The authorisation row whose quota this report used. */
    authorizationId: uuid('authorization_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    unique('reports_test_version_key').on(t.institutionId, t.testId, t.reportVersion),
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    // Deleting a report's file removes the report: the next call generates it again.
    foreignKey({ columns: [t.institutionId, t.fileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.htmlFileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    check('reports_locale_check', sql`${t.locale} in ('zh', 'en')`),
    // Deleting a file looks up the reports that name it.
    index('reports_file_idx').on(t.institutionId, t.fileId),
    index('reports_html_file_idx').on(t.institutionId, t.htmlFileId),
    // The Reports page lists an institution's reports newest first, a page at a time.
    index('reports_created_idx').on(t.institutionId, t.createdAt, t.id),
  ],
);

/**
 * The AI report of a test (one per test): a plain-language explanation of its newest report for
 * parents, written by the configured writer in a `report.ai` job and stored as a text file of the
 * test. `status` generating → done (file_id set) or failed (error kept for the log). A
 * regeneration starts over on the same row with a new `started_at`, which a job of the earlier
 * start sees and then stores nothing.
 */
export const aiReports = pgTable(
  'ai_reports',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    testId: uuid('test_id').notNull(),
    reportId: uuid('report_id').notNull(),
    status: text('status').notNull().default('generating'),
    /** The report's language, which the text is written in. */
    locale: text('locale').notNull(),
    writer: text('writer').notNull(),
    /** What the writer expects one report to take: the progress is measured against it. */
    expectedSeconds: integer('expected_seconds').notNull(),
    fileId: uuid('file_id'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's detail, for the server log and support; never shown to a user. */
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    unique('ai_reports_test_key').on(t.institutionId, t.testId),
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.reportId], foreignColumns: [reports.institutionId, reports.id] }).onDelete('cascade'),
    // Deleting the text file removes the AI report: the next call writes it again.
    foreignKey({ columns: [t.institutionId, t.fileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    check('ai_reports_status_check', sql`${t.status} in ('generating', 'done', 'failed')`),
    check('ai_reports_locale_check', sql`${t.locale} in ('zh', 'en')`),
    check('ai_reports_done_check', sql`${t.status} <> 'done' or ${t.fileId} is not null`),
    index('ai_reports_file_idx').on(t.institutionId, t.fileId),
    index('ai_reports_report_idx').on(t.institutionId, t.reportId),
  ],
);
