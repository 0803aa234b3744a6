/**
 * Institution scoping for management: a user of institution A manages A and every live
 * sub-institution below it (parent_id, any depth), nothing else. Another institution's id is
 * treated exactly like an unknown one (404).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isUuid, type AppContext } from '../../context';
import { institutionToolAuthorizations, institutionTools } from '../tools/schema';
import { AppError } from '../../http/envelope';

/**
 * The recursive CTE `scope(id, depth)`: the institution `param` (a placeholder such as `$1`) and
 * its live descendants. For a statement that reads within the scope itself (after `with
 * recursive`) instead of asking `scopeOf` first: one round-trip fewer.
 */
export function scopeCte(param: string): string {
  return `scope(id, depth) as (
             select id, 0 from institutions where id = ${param} and deleted_at is null
             union all
             select i.id, s.depth + 1 from institutions i join scope s on i.parent_id = s.id
              where i.deleted_at is null and s.depth < 32)`;
}

/** The ids of `scopeCte`'s institutions as an array, for `= any(…)` in the statement that holds the CTE. */
export const SCOPE_IDS = 'array(select id from scope)';

/** A and its live descendants, A first. */
export async function scopeOf(ctx: AppContext, institutionId: string): Promise<string[]> {
  const result = await ctx.db.pool.query<{ id: string }>({
    name: 'institutions-scope',
    text: `with recursive ${scopeCte('$1')} select id from scope order by depth`,
    values: [institutionId],
  });
  return result.rows.map((r) => r.id);
}

/** `id` when it is in the caller's scope; otherwise 404 notFound. */
export async function requireInScope(ctx: AppContext, institutionId: string, id: string): Promise<string[]> {
  if (!isUuid(id)) throw new AppError('notFound');
  const scope = await scopeOf(ctx, institutionId);
  if (!scope.includes(id)) throw new AppError('notFound');
  return scope;
}

export async function inScope(ctx: AppContext, institutionId: string, id: string): Promise<boolean> {
  return isUuid(id) && (await scopeOf(ctx, institutionId)).includes(id);
}

/** A tool of an institution in the caller's scope (the tools sub-table's dataset actions). */
export async function toolInScope(ctx: AppContext, institutionId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const scope = await scopeOf(ctx, institutionId);
  const rows = await ctx.db.orm
    .select({ one: sql<number>`1` })
    .from(institutionTools)
    .where(and(inArray(institutionTools.institutionId, scope), eq(institutionTools.id, id)))
    .limit(1);
  return rows.length > 0;
}

/** An authorisation row of an institution in the caller's scope. */
export async function authorizationInScope(ctx: AppContext, institutionId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const scope = await scopeOf(ctx, institutionId);
  const rows = await ctx.db.orm
    .select({ one: sql<number>`1` })
    .from(institutionToolAuthorizations)
    .where(and(inArray(institutionToolAuthorizations.institutionId, scope), eq(institutionToolAuthorizations.id, id)))
    .limit(1);
  return rows.length > 0;
}
