/**
 * Tables of the statistics domain (PostgreSQL, drizzle pg-core). Every institution-owned table
 * carries `institution_id` as the first column of its primary key (see docs/architecture.md).
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { institutions } from '../institutions/schema';

/**
 * Tests created per institution, tool and month (institution time zone): the usage chart's
 * rollup. Precomputed rather than counted on demand because the chart sets one institution against
 * the average of ALL institutions, which would read every test of the year (a million rows at
 * scale) on each call; here it reads twelve rows per institution. Kept by the trigger
 * `tests_usage_rollup` (migration) in the same transaction as the test's insert or delete, so it
 * is never stale; a test's creation time, tool and institution never change afterwards.
 */
export const testUsageMonthly = pgTable(
  'test_usage_monthly',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    toolsType: text('tools_type').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    testCount: integer('test_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.toolsType, t.year, t.month] }),
    // The average of all institutions: one tool type's months of one year.
    index('test_usage_monthly_tool_year_idx').on(t.toolsType, t.year, t.month),
    check('test_usage_monthly_month_check', sql`${t.month} between 1 and 12`),
    check('test_usage_monthly_count_check', sql`${t.testCount} >= 0`),
  ],
);

/**
 * Tests per institution, tool, status and result (`unscored`, `passed`, `at_risk`, from
 * `is_at_risk_score`), and how many of them have at least one report: the §3 counters' rollup.
 * Precomputed because at a million tests an institution with its sub-institutions holds tens of
 * thousands of them, and counting those rows on each call missed the 50 ms target at 20
 * connections (bench/README.md); here the counters sum a few dozen rows. Kept exact by triggers in
 * the same transaction (migration `test_counter_rollup`): a statement-level one for inserts (one
 * grouped upsert per bulk insert), a row-level one for the changes of status, result, institution
 * or tool (fired only when one of them changes, so an answer sync costs nothing), a row-level one
 * before a test's deletion (its reports still exist then, so the right bucket is known), and
 * statement-level ones on `reports` for a test's first report and its last report's removal.
 */
export const testCounterRollup = pgTable(
  'test_counter_rollup',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    toolsType: text('tools_type').notNull(),
    status: text('status').notNull(),
    result: text('result').notNull(),
    testCount: integer('test_count').notNull().default(0),
    reportedCount: integer('reported_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.toolsType, t.status, t.result] }),
    check('test_counter_rollup_result_check', sql`${t.result} in ('unscored', 'passed', 'at_risk')`),
    check('test_counter_rollup_count_check', sql`${t.testCount} >= 0 and ${t.reportedCount} between 0 and ${t.testCount}`),
  ],
);
