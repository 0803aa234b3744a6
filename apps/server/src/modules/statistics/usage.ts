/**
 * The monthly usage chart (`flow/used_count_under_institution`): one tool's tests per month of a
 * year for the tool's institution (with its sub-institutions), against the average of all
 * institutions holding that tool type. Read from the `test_usage_monthly` rollup (schema.ts says
 * why it is precomputed). Months are those of the institution time zone, like a test's day.
 */
import { averageOf, institutionDay, type UsageResult } from '@portal/shared';
import type { AppContext } from '../../context';
import { isUuid } from '../../context';
import { AppError } from '../../http/envelope';
import { requireAnyMenu, scopeOf, type SessionUser } from '../auth';
import { USAGE_MENUS } from './seed-menus';

export interface UsageQuery {
  tool_id: string;
  selected_year: number;
  tools_type: string;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** This year in the institution time zone. */
export const currentYear = (now: Date = new Date()): number => Number(institutionDay(now).slice(0, 4));

const OWN_SQL = `
  select month, sum(test_count)::int as n from test_usage_monthly
   where institution_id = any($1::uuid[]) and tools_type = $2 and year = $3
   group by month`;

// Every institution's tests of the tool type that year, per month.
const ALL_SQL = `
  select month, sum(test_count)::int as n from test_usage_monthly
   where tools_type = $1 and year = $2
   group by month`;

// The institutions holding the tool type (live ones): the average's divisor.
const HOLDERS_SQL = `select count(*)::int as holders from institution_tools it join institutions i on i.id = it.institution_id where it.tools_type = $1 and i.deleted_at is null`;

export async function usageUnderInstitution(ctx: AppContext, session: SessionUser, query: UsageQuery, now: Date = new Date()): Promise<UsageResult> {
  const institutionId = await requireAnyMenu(ctx, session, USAGE_MENUS);
  if (query.selected_year > currentYear(now)) throw new AppError('statisticsFutureYear', { year: query.selected_year });
  if (!isUuid(query.tool_id)) throw new AppError('notFound');
  const scope = await scopeOf(ctx, institutionId);
  // The tool must belong to an institution in the caller's scope and be of the type asked: else it is not found.
  const tool = await ctx.db.pool.query<{ institution_id: string }>({
    name: 'statistics-usage-tool',
    text: 'select institution_id from institution_tools where id = $1 and institution_id = any($2::uuid[]) and tools_type = $3',
    values: [query.tool_id, scope, query.tools_type],
  });
  const owner = tool.rows[0]?.institution_id;
  if (!owner) throw new AppError('notFound');
  const counted = owner === institutionId ? scope : await scopeOf(ctx, owner);
  const year = query.selected_year;
  const [own, all, holders] = await Promise.all([
    ctx.db.pool.query<{ month: number; n: number }>({ name: 'statistics-usage-own', text: OWN_SQL, values: [counted, query.tools_type, year] }),
    ctx.db.pool.query<{ month: number; n: number }>({ name: 'statistics-usage-all', text: ALL_SQL, values: [query.tools_type, year] }),
    ctx.db.pool.query<{ holders: number }>({ name: 'statistics-usage-holders', text: HOLDERS_SQL, values: [query.tools_type] }),
  ]);
  const ownBy = new Map(own.rows.map((r) => [Number(r.month), r.n]));
  const allBy = new Map(all.rows.map((r) => [Number(r.month), r.n]));
  const institutions = holders.rows[0]?.holders ?? 0;
  return {
    list: MONTHS.map((month) => ({ _id: { year, month }, tool_used_count: ownBy.get(month) ?? 0 })),
    a_list: MONTHS.map((month) => ({ year, month, average_count: averageOf(allBy.get(month) ?? 0, institutions) })),
  };
}
