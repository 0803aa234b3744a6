/**
 * Tables of the compass domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orderedCreatedAt } from '../../db/columns';
import { children } from '../children/schema';
import { files } from '../files/schema';
import { users } from '../identity/schema';
import { institutions } from '../institutions/schema';
import { reports } from '../reports/schema';

const COMPASS_STATUS_SQL = `'Edit', 'Close', 'Custom'`;

/**
 * Compass (assessment-plan) cases (modules/compass). A v1 case
 * keeps the section forms it was made with (`from_info`) and their values (`edit_from_info`); a
 * v2 case its paragraphs' template (`complaint_info`) and the clinician's version, the four
 * toggles and the dynamic-state form. Edit → Close (locked) → Custom (PDF generated); a locked
 * case is never edited again (the service refuses, under the row's lock).
 */
export const compassCases = pgTable(
  'compass_cases',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    childrenId: uuid('children_id').notNull(),
    version: text('version').notNull(),
    status: text('status').notNull().default('Edit'),
    fromInfo: jsonb('from_info').notNull().default([]),
    complaintInfo: jsonb('complaint_info'),
    editFromInfo: jsonb('edit_from_info').notNull().default({}),
    editComplaintInfo: jsonb('edit_complaint_info'),
    openType: jsonb('open_type').notNull().default({}),
    dynamicState: jsonb('dynamic_state').notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: orderedCreatedAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.childrenId], foreignColumns: [children.institutionId, children.id] }).onDelete('cascade'),
    check('compass_cases_status_check', sql.raw(`"status" in (${COMPASS_STATUS_SQL})`)),
    check('compass_cases_version_check', sql`${t.version} in ('v1', 'v2')`),
    check('compass_cases_closed_check', sql`(${t.status} = 'Edit') = (${t.closedAt} is null)`),
    index('compass_cases_list_idx').on(t.institutionId, t.createdAt, t.id),
    index('compass_cases_children_idx').on(t.institutionId, t.childrenId),
  ],
);

/** The test reports a case is bound to (`link_report_ids`, in order). A deleted report unbinds itself. */
export const compassCaseReports = pgTable(
  'compass_case_reports',
  {
    institutionId: uuid('institution_id').notNull(),
    caseId: uuid('case_id').notNull(),
    reportId: uuid('report_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.caseId, t.reportId] }),
    foreignKey({ columns: [t.institutionId, t.caseId], foreignColumns: [compassCases.institutionId, compassCases.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.reportId], foreignColumns: [reports.institutionId, reports.id] }).onDelete('cascade'),
    index('compass_case_reports_report_idx').on(t.institutionId, t.reportId),
  ],
);

/**
 * The PDFs of a case (and of a summary report: `case_id` is then the summary's id, kind
 * 'summary'), one row per version ('1', '2'…) like `reports` keeps a test's. Files cascade.
 */
export const caseReports = pgTable(
  'case_reports',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    caseId: uuid('case_id').notNull(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    locale: text('locale').notNull(),
    fileId: uuid('file_id').notNull(),
    htmlFileId: uuid('html_file_id').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: orderedCreatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    unique('case_reports_version_key').on(t.institutionId, t.caseId, t.version),
    foreignKey({ columns: [t.institutionId, t.fileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.htmlFileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    check('case_reports_kind_check', sql`${t.kind} in ('v1', 'v2', 'summary')`),
    check('case_reports_locale_check', sql`${t.locale} in ('zh', 'en')`),
    check('case_reports_version_check', sql`${t.version} >= 1`),
    index('case_reports_file_idx').on(t.institutionId, t.fileId),
    index('case_reports_html_file_idx').on(t.institutionId, t.htmlFileId),
  ],
);

/**
 * A child's summary report: one per child, Edit until its PDF is
 * generated, then Close with the tests it showed frozen in `content`.
 */
export const summaryReports = pgTable(
  'summary_reports',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    childrenId: uuid('children_id').notNull(),
    status: text('status').notNull().default('Edit'),
    content: jsonb('content'),
    createdAt: orderedCreatedAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    unique('summary_reports_children_key').on(t.institutionId, t.childrenId),
    foreignKey({ columns: [t.institutionId, t.childrenId], foreignColumns: [children.institutionId, children.id] }).onDelete('cascade'),
    check('summary_reports_status_check', sql`${t.status} in ('Edit', 'Close')`),
    check('summary_reports_closed_check', sql`(${t.status} = 'Close') = (${t.closedAt} is not null and ${t.content} is not null)`),
  ],
);

/** Wjx questionnaires: content and parameters per institution. */
export const wjxConfigs = pgTable(
  'wjx_configs',
  {
    institutionId: uuid('institution_id').notNull(),
    wjxId: text('wjx_id').notNull(),
    wjxContent: text('wjx_content').notNull().default(''),
    fromParams: jsonb('from_params').notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.wjxId] }),
    foreignKey({ columns: [t.institutionId], foreignColumns: [institutions.id] }).onDelete('cascade'),
  ],
);
