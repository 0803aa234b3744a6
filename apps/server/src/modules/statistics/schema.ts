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
