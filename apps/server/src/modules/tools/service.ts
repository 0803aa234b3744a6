/** Tools an institution has (institution_tools), always those of the caller's current institution. */
import { asc, eq } from 'drizzle-orm';
import type { InstitutionTool } from '@portal/shared';
import type { AppContext } from '../../context';
import { institutionTools } from '../../db/schema';
import type { SessionUser } from '../auth/session';

export async function toolsOfInstitution(ctx: AppContext, session: SessionUser): Promise<InstitutionTool[]> {
  if (!session.institutionId) return [];
  const rows = await ctx.db.orm
    .select()
    .from(institutionTools)
    .where(eq(institutionTools.institutionId, session.institutionId))
    .orderBy(asc(institutionTools.sort), asc(institutionTools.toolsType));
  return rows.map((r) => ({
    _id: r.id,
    tools_type: r.toolsType,
    name: r.name,
    nameEn: r.nameEn,
    status: r.status === 'disabled' ? 'disabled' : 'active',
  }));
}
