/**
 * Wjx questionnaires (and their detail modal): the institution's
 * content and parameters. An update merges the parameters given (null removes one).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { WjxConfig } from '@portal/shared';
import type { AppContext } from '../../context';
import { wjxConfigs } from './schema';
import { AppError } from '../../http/envelope';

type Row = typeof wjxConfigs.$inferSelect;
const present = (row: Row): WjxConfig => ({ wjx_id: row.wjxId, wjx_content: row.wjxContent, from_params: (row.fromParams as Record<string, string>) ?? {}, updatedTime: row.updatedAt.toISOString() });

export async function wjxInfo(ctx: AppContext, institutionId: string, wjxId: string): Promise<WjxConfig> {
  const [row] = await ctx.db.orm.select().from(wjxConfigs).where(and(eq(wjxConfigs.institutionId, institutionId), eq(wjxConfigs.wjxId, wjxId)));
  if (!row) throw new AppError('wjxNotFound', { wjxId });
  return present(row);
}

export async function updateWjx(ctx: AppContext, institutionId: string, userId: string, wjxId: string, params: Record<string, string | null>): Promise<WjxConfig> {
  const patch = JSON.stringify(params);
  const [row] = await ctx.db.orm
    .update(wjxConfigs)
    .set({ fromParams: sql`jsonb_strip_nulls(${wjxConfigs.fromParams} || ${patch}::jsonb)`, updatedAt: sql`now()`, updatedBy: userId })
    .where(and(eq(wjxConfigs.institutionId, institutionId), eq(wjxConfigs.wjxId, wjxId)))
    .returning();
  if (!row) throw new AppError('wjxNotFound', { wjxId });
  return present(row);
}
