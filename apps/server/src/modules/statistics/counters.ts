/**
 * The §3 counters per tool of the caller's institution and its sub-institutions, summed from the
 * `test_counter_rollup` rows (schema.ts says why it is precomputed; the triggers keep it equal to
 * a count of the stored tests and reports). bench/statistics.mjs measures it (bench/README.md).
 */
import { CLOSED_TEST_STATUSES, IN_PROGRESS_TEST_STATUSES, OPEN_TEST_STATUSES, TEST_COUNTERS, type TestCounters, type TestCountersResult } from '@portal/shared';
import type { AppContext } from '../../context';
import { requireMenu, scopeCte, SCOPE_IDS, type SessionUser } from '../auth';
import { TOOL_NAMES } from '../tools';
import { STATISTICS_MENU } from './seed-menus';

const zero = (): TestCounters => Object.fromEntries(TEST_COUNTERS.map((k) => [k, 0])) as TestCounters;

/**
 * One row per tool type. `reported_count`: the bucket's tests with any report (a report whose file
 * was deleted is gone from `reports`, so its test counts as without report again). A tool whose
 * tests were all deleted keeps rows of zero, which are left out like a tool never tested.
 */
const COUNTERS_SQL = `
  select c.tools_type,
         sum(c.test_count)::int as total,
         coalesce(sum(c.test_count) filter (where c.status = any($2)), 0)::int as completed,
         coalesce(sum(c.test_count) filter (where c.status = any($3)), 0)::int as hold,
         coalesce(sum(c.test_count) filter (where c.status = 'Failure'), 0)::int as failure,
         coalesce(sum(c.test_count) filter (where c.status = any($2) and c.result = 'passed'), 0)::int as adopted,
         coalesce(sum(c.test_count) filter (where c.status = any($2) and c.result = 'at_risk'), 0)::int as not_adopted,
         coalesce(sum(c.test_count - c.reported_count) filter (where c.status = any($2)), 0)::int as test_completion_not_report,
         coalesce(sum(c.test_count) filter (where c.status = any($4)), 0)::int as test_not_completion
    from test_counter_rollup c
   where c.institution_id = any(${SCOPE_IDS}) and ($5::text is null or c.tools_type = $5)
   group by c.tools_type
  having sum(c.test_count) > 0`;

/**
 * The tool types the institutions in scope hold, named as the caller's own tools list names them
 * (a sub-institution's name when only it holds the tool).
 */
const TOOLS_SQL = `
  select distinct on (tools_type) tools_type, name, name_en
    from institution_tools
   where institution_id = any(${SCOPE_IDS}) and ($5::text is null or tools_type = $5)
   order by tools_type, (institution_id = $1) desc, sort`;

/**
 * One statement, one connection per call: the scope ($1 and its sub-institutions), the counters,
 * the tools' names and the caller's own tools' order.
 */
const ALL_SQL = `
  with recursive ${scopeCte('$1::uuid')}
  select (select coalesce(json_agg(c), '[]') from (${COUNTERS_SQL}) c) as counted,
         (select coalesce(json_agg(n), '[]') from (${TOOLS_SQL}) n) as tools,
         (select coalesce(json_agg(o.tools_type order by o.sort, o.tools_type), '[]') from institution_tools o where o.institution_id = $1) as "order"`;

export async function testCounters(ctx: AppContext, session: SessionUser, toolsType?: string): Promise<TestCountersResult> {
  const institutionId = await requireMenu(ctx, session, STATISTICS_MENU);
  const { rows } = await ctx.db.pool.query<{ counted: (TestCounters & { tools_type: string })[]; tools: { tools_type: string; name: string; name_en: string }[]; order: string[] }>({
    name: 'statistics-counters',
    text: ALL_SQL,
    values: [institutionId, CLOSED_TEST_STATUSES, IN_PROGRESS_TEST_STATUSES, OPEN_TEST_STATUSES, toolsType ?? null],
  });
  const { counted, tools, order } = rows[0]!;
  const byType = new Map(counted.map((r) => [r.tools_type, r]));
  const named = new Map(tools.map((r) => [r.tools_type, r]));
  // The caller's own tools first, in their list's order; then the sub-institutions' other tools and any tool only tests name.
  const types = [...new Set([...order.filter((t) => named.has(t)), ...named.keys(), ...byType.keys()])];
  const total = zero();
  const list = types.map((type) => {
    const row = byType.get(type);
    const counters = zero();
    for (const key of TEST_COUNTERS) {
      counters[key] = row?.[key] ?? 0;
      total[key] += counters[key];
    }
    // A tool only a test names (the institution no longer holds it) keeps its product name.
    const names = named.get(type);
    const product = TOOL_NAMES[type];
    return { tools_type: type, name: names?.name ?? product?.name ?? type, nameEn: names?.name_en ?? product?.nameEn ?? type, ...counters };
  });
  return { list, total };
}
