/**
 * Tables of the tools domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { orderedCreatedAt } from '../../db/columns';
import { institutions } from '../institutions/schema';

export const institutionTools = pgTable(
  'institution_tools',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    toolsType: text('tools_type').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    status: text('status').notNull().default('active'),
    sort: integer('sort').notNull().default(0),
    /** Sale terms: NoLimit or Limited (test_count tests). */
    toolsSaleType: text('tools_sale_type').notNull().default('NoLimit'),
    testCount: integer('test_count').notNull().default(0),
    oldTestCount: integer('old_test_count').notNull().default(0),
    effectiveDate: date('effective_date', { mode: 'string' }),
    /** The tool is expired from the day after this date. */
    failureDate: date('failure_date', { mode: 'string' }),
    modelVersion: text('model_version'),
    reportVersion: text('report_version'),
    /** How many tests of this tool may be in progress at once (v2 begin); 0 = no cap. */
    simultaneousTestLimit: integer('simultaneous_test_limit').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    unique('institution_tools_type_key').on(t.institutionId, t.toolsType),
    check('institution_tools_status_check', sql`${t.status} in ('active', 'disabled')`),
    check('institution_tools_sale_type_check', sql`${t.toolsSaleType} in ('NoLimit', 'Limited')`),
    check('institution_tools_counts_check', sql`${t.testCount} >= 0 and ${t.oldTestCount} >= 0`),
    check('institution_tools_simultaneous_limit_check', sql`${t.simultaneousTestLimit} >= 0`),
  ],
);

/** Authorisation rows of an institution's tool: report quotas; available = report_count − use_report_count. */
export const institutionToolAuthorizations = pgTable(
  'institution_tool_authorizations',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    toolId: uuid('tool_id').notNull(),
    toolsType: text('tools_type').notNull(),
    activate: boolean('activate').notNull().default(false),
    validityDate: date('validity_date', { mode: 'string' }),
    reportCount: integer('report_count').notNull().default(0),
    useReportCount: integer('use_report_count').notNull().default(0),
    createdAt: orderedCreatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.toolId], foreignColumns: [institutionTools.institutionId, institutionTools.id] }).onDelete('cascade'),
    check('institution_tool_authorizations_counts_check', sql`${t.reportCount} >= 0 and ${t.useReportCount} >= 0 and ${t.useReportCount} <= ${t.reportCount}`),
    index('institution_tool_authorizations_tool_idx').on(t.institutionId, t.toolId),
  ],
);
