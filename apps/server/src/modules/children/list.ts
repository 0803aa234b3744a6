/**
 * The children list: filters, newest first, one page and the total. "Name contains" is served
 * by children_name_grams (one row per one- and two-character piece of each live child's name):
 *
 * - a one- or two-character search with at most the gender besides: count and page are both
 *   index-only scans of one gram's range, then 20 primary-key look-ups (the common case, and
 *   the one the benchmark measures);
 * - a longer search or other filters: that range gives the candidates in order and the child
 *   rows recheck the rest, with a window count;
 * - no name: the page walks the (institution, created_at) index, the count beside it;
 * - `sort=recent` orders by recent_at (added or last tested) instead: without a name along its
 *   own index, with one through the rechecking path.
 *
 * The two common shapes are single statements (one round trip); the first is also a named,
 * prepared statement, so it is planned once per connection.
 */
import { and, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Child, ChildrenListQuery } from '@portal/shared';
import type { AppContext } from '../../context';
import { children, childrenNameGrams as grams } from './schema';
import type { Page } from '../../http/envelope';
import { presentChild } from './presenter';

export const DEFAULT_PAGE_SIZE = 20;

export const childColumns = {
  id: children.id,
  name: children.name,
  gender: children.gender,
  birthday: children.birthday,
  childrenCode: children.childrenCode,
  phoneNumber: children.phoneNumber,
  parentPhone: children.parentPhone,
  mrnCode: children.mrnCode,
  otherContactDetails: children.otherContactDetails,
  createdAt: children.createdAt,
};

/** Filters on the child row other than name and gender. */
function rowFilters(q: ChildrenListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (q.children_code) conditions.push(eq(children.childrenCode, q.children_code));
  if (q.birthday_from) conditions.push(gte(children.birthday, q.birthday_from));
  if (q.birthday_to) conditions.push(lte(children.birthday, q.birthday_to));
  if (q.phone) {
    conditions.push(or(sql`strpos(${children.phoneNumber}, ${q.phone}::text) > 0`, sql`strpos(${children.parentPhone}, ${q.phone}::text) > 0`)!);
  }
  return conditions;
}

/**
 * A child row as a raw statement returns it: snake_case, birthday as text and the creation time
 * as epoch milliseconds (drizzle's driver setup hands timestamps back as unparsed strings).
 */
interface RawChild extends Record<string, unknown> {
  id: string;
  name: string;
  gender: string;
  birthday: string;
  children_code: string;
  phone_number: string | null;
  parent_phone: string | null;
  mrn_code: string | null;
  other_contact_details: string | null;
  created_ms: number;
}

function fromRaw(r: RawChild): Parameters<typeof presentChild>[0] {
  return {
    id: r.id,
    name: r.name,
    gender: r.gender,
    birthday: r.birthday,
    childrenCode: r.children_code,
    phoneNumber: r.phone_number,
    parentPhone: r.parent_phone,
    mrnCode: r.mrn_code,
    otherContactDetails: r.other_contact_details,
    createdAt: new Date(r.created_ms),
  };
}

interface Paging {
  limit: number;
  offset: number;
}

type Listed = { rows: Array<Parameters<typeof presentChild>[0]>; total: number };

/** The count beside the page; the lateral join keeps the count when the page is past the end. */
const BY_GRAM_SQL = `
  select t.total, c.id, c.name, c.gender, c.birthday::text as birthday, c.children_code, c.phone_number, c.parent_phone,
         c.mrn_code, c.other_contact_details, (extract(epoch from c.created_at) * 1000)::float8 as created_ms
    from (select count(*)::int as total from children_name_grams
           where institution_id = $1 and gram = substr(lower($2::text), 1, 2) and ($3::text is null or gender = $3::text)) t
    left join lateral (
      select c.*, p.created_at as at, p.child_id
        from (select child_id, created_at from children_name_grams
               where institution_id = $1 and gram = substr(lower($2::text), 1, 2) and ($3::text is null or gender = $3::text)
               order by created_at desc, child_id desc limit $4 offset $5) p
        join children c on c.institution_id = $1 and c.id = p.child_id
    ) c on true
   order by c.at desc, c.child_id desc`;

/**
 * The rechecking path's filter and order: the name's gram range (lower-cased by PostgreSQL, as the
 * grams were, so both sides agree in any locale), the child rows' other filters, and the rest of a
 * name longer than a gram. The list pages through it; the export walks all of it.
 */
function byNameFilter(institutionId: string, needle: string, q: ChildrenListQuery) {
  const range = and(
    eq(grams.institutionId, institutionId),
    sql`${grams.gram} = substr(lower(${needle}::text), 1, 2)`,
    q.gender ? eq(grams.gender, q.gender) : undefined,
  );
  const exact = [...needle].length <= 2;
  const others = rowFilters(q);
  const recent = q.sort === 'recent';
  const recheck = exact ? undefined : sql`strpos(lower(${children.name}), lower(${needle}::text)) > 0`;
  return {
    exact,
    others,
    recent,
    join: and(eq(children.institutionId, grams.institutionId), eq(children.id, grams.childId)),
    where: and(range, isNull(children.deletedAt), recheck, ...others)!,
    order: recent ? [desc(children.recentAt), desc(children.id)] : [desc(grams.createdAt), desc(grams.childId)],
  };
}

/** Without a name: the child rows' own filters and order. */
function plainFilter(institutionId: string, q: ChildrenListQuery) {
  const order = q.sort === 'recent' ? children.recentAt : children.createdAt;
  const where = and(eq(children.institutionId, institutionId), isNull(children.deletedAt), q.gender ? eq(children.gender, q.gender) : undefined, ...rowFilters(q))!;
  return { order, where };
}

const RAW_COLUMNS = sql`${children.id}, ${children.name}, ${children.gender}, ${children.birthday}::text as birthday, ${children.childrenCode},
  ${children.phoneNumber}, ${children.parentPhone}, ${children.mrnCode}, ${children.otherContactDetails},
  (extract(epoch from ${children.createdAt}) * 1000)::float8 as created_ms`;

/**
 * Every child the list would show for `q`, in the list's order, as one statement (no count, no
 * page): what an export reads through a cursor. The same filters as the list's, built above.
 */
export function childrenStatement(institutionId: string, q: ChildrenListQuery): SQL {
  if (q.name) {
    const f = byNameFilter(institutionId, q.name, q);
    return sql`select ${RAW_COLUMNS} from ${grams} inner join ${children} on ${f.join} where ${f.where} order by ${sql.join(f.order, sql`, `)}`;
  }
  const f = plainFilter(institutionId, q);
  return sql`select ${RAW_COLUMNS} from ${children} where ${f.where} order by ${f.order} desc, ${children.id} desc`;
}

/** A row of `childrenStatement` as the list presents it. */
export function presentRawChild(raw: Record<string, unknown>): Child {
  return presentChild(fromRaw(raw as RawChild));
}

async function byName(ctx: AppContext, institutionId: string, needle: string, q: ChildrenListQuery, paging: Paging): Promise<Listed> {
  const { exact, others, recent, join, where, order } = byNameFilter(institutionId, needle, q);

  if (exact && others.length === 0 && !recent) {
    const result = await ctx.db.pool.query<RawChild & { total: number }>({
      name: 'children-list-by-gram',
      text: BY_GRAM_SQL,
      values: [institutionId, needle, q.gender ?? null, paging.limit, paging.offset],
    });
    return { rows: result.rows.filter((r) => r.id !== null).map(fromRaw), total: result.rows[0]?.total ?? 0 };
  }

  const page = (limit: number, offset: number) =>
    ctx.db.orm
      .select({ ...childColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(grams)
      .innerJoin(children, join)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  const rows = await page(paging.limit, paging.offset);
  // Past the last page no row carries the window count: count on its own.
  const total = rows[0]?.total ?? (paging.offset === 0 ? 0 : ((await page(1, 0))[0]?.total ?? 0));
  return { rows, total };
}

/** Without a name: the page walks the (institution, created_at or recent_at) index backwards and stops. */
async function withoutName(ctx: AppContext, institutionId: string, q: ChildrenListQuery, paging: Paging): Promise<Listed> {
  const { order, where } = plainFilter(institutionId, q);
  const result = await ctx.db.orm.execute<RawChild & { total: number }>(sql`
    select t.total, c.*
      from (select count(*)::int as total from ${children} where ${where}) t
      left join lateral (
        select ${RAW_COLUMNS}, ${order} as at
          from ${children} where ${where}
         order by ${order} desc, ${children.id} desc limit ${paging.limit} offset ${paging.offset}
      ) c on true
     order by c.at desc, c.id desc`);
  return { rows: result.rows.filter((r) => r.id !== null).map(fromRaw), total: result.rows[0]?.total ?? 0 };
}

// In both orders id breaks ties between equal timestamps, so pages never overlap or skip rows.
export async function listChildren(ctx: AppContext, institutionId: string, q: ChildrenListQuery): Promise<{ list: Child[]; page: Page }> {
  const current = q.current ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const paging = { limit: pageSize, offset: (current - 1) * pageSize };
  const { rows, total } = q.name ? await byName(ctx, institutionId, q.name, q, paging) : await withoutName(ctx, institutionId, q, paging);
  return { list: rows.map(presentChild), page: { total, current, pageSize } };
}
