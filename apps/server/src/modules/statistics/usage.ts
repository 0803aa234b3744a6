/**
 * The monthly usage chart (`flow/used_count_under_institution`): one tool's tests per month of a
 * year for the tool's institution (with its sub-institutions), against the average of all
 * institutions holding that tool type. Read from the `test_usage_monthly` rollup (schema.ts says
 * why it is precomputed). Months are those of the institution time zone, like a test's day. The
 * current year lists only the months up to this one: the months to come have no count yet (the
 * chart leaves them a gap), not a count of 0.
 */
import { averageOf, institutionDay, type UsageResult } from '@portal/shared';
import type { AppContext } from '../../context';
import { isUuid } from '../../context';
import { AppError } from '../../http/envelope';
import { requireAnyMenu, scopeCte, SCOPE_IDS, type SessionUser } from '../auth';
import { USAGE_MENUS } from './seed-menus';

export interface UsageQuery {
  tool_id: string;
  selected_year: number;
  tools_type: string;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The institution day of `now`, formatted once a minute: formatting a date in a time zone is the
 * costliest part of the call in JavaScript, and no zone's day turns between two whole minutes.
 */
let lastDay = { minute: Number.NaN, day: '' };
function dayOf(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: institutionDay(now) };
  return lastDay.day;
}

/** This year in the institution time zone. */
export const currentYear = (now: Date = new Date()): number => Number(dayOf(now).slice(0, 4));

const MONTH_COUNTS = `coalesce(json_agg(json_build_object('month', month, 'n', n)), '[]')`;
const OWN_SQL = `
  select ${MONTH_COUNTS} as own from (
    select month, sum(test_count)::int as n from test_usage_monthly
     where institution_id = any(${SCOPE_IDS}) and tools_type = $2 and year = $3
     group by month) o`;
/** A sub-institution's tool: its months over that institution ($1) and its own sub-institutions. */
const SUB_OWN_SQL = `with recursive ${scopeCte('$1::uuid')} ${OWN_SQL}`;

/**
 * One statement, one connection per call: the caller's scope ($1 and its sub-institutions), the
 * tool's institution (only a tool of the type asked in that scope is found), this year's months
 * of the scope, every institution's months, and how many live institutions hold the tool type
 * (the average's divisor).
 */
const USAGE_SQL = `
  with recursive ${scopeCte('$1::uuid')}
  select (select institution_id from institution_tools where id = $4 and institution_id = any(${SCOPE_IDS}) and tools_type = $2) as owner,
         (${OWN_SQL}) as own,
         (select ${MONTH_COUNTS} from (
            select month, sum(test_count)::int as n from test_usage_monthly where tools_type = $2 and year = $3 group by month) a) as everyone,
         (select count(*)::int from institution_tools it join institutions i on i.id = it.institution_id
           where it.tools_type = $2 and i.deleted_at is null) as holders`;

type MonthCounts = { month: number; n: number }[];

export async function usageUnderInstitution(ctx: AppContext, session: SessionUser, query: UsageQuery, now: Date = new Date()): Promise<UsageResult> {
  const institutionId = await requireAnyMenu(ctx, session, USAGE_MENUS);
  const today = dayOf(now);
  const thisYear = currentYear(now);
  if (query.selected_year > thisYear) throw new AppError('statisticsFutureYear', { year: query.selected_year });
  if (!isUuid(query.tool_id)) throw new AppError('notFound');
  const year = query.selected_year;
  const { rows } = await ctx.db.pool.query<{ owner: string | null; own: MonthCounts; everyone: MonthCounts; holders: number }>({
    name: 'statistics-usage',
    text: USAGE_SQL,
    values: [institutionId, query.tools_type, year, query.tool_id],
  });
  const { owner, everyone, holders } = rows[0]!;
  if (!owner) throw new AppError('notFound');
  let own = rows[0]!.own;
  // A sub-institution's tool: counted over that institution and its own sub-institutions.
  if (owner !== institutionId) {
    const { rows: sub } = await ctx.db.pool.query<{ own: MonthCounts }>({ name: 'statistics-usage-own', text: SUB_OWN_SQL, values: [owner, query.tools_type, year] });
    own = sub[0]!.own;
  }
  const ownBy = new Map(own.map((r) => [Number(r.month), r.n]));
  const allBy = new Map(everyone.map((r) => [Number(r.month), r.n]));
  const months = year === thisYear ? MONTHS.slice(0, Number(today.slice(5, 7))) : MONTHS;
  return {
    list: months.map((month) => ({ _id: { year, month }, tool_used_count: ownBy.get(month) ?? 0 })),
    a_list: months.map((month) => ({ year, month, average_count: averageOf(allBy.get(month) ?? 0, holders) })),
  };
}
