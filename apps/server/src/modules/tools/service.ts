/** Tools an institution has (institution_tools), always those of the caller's current institution. */
import { and, asc, eq } from 'drizzle-orm';
import { QR_BACKGROUND_DEFAULT_PATH, type InstitutionTool, type ToolExpansionInfo } from '@portal/shared';
import type { AppContext } from '../../context';
import { institutionTools } from './schema';
import type { SessionUser } from '../auth';

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

/**
 * The QR poster background of one of the caller's institution's tools. Every tool
 * the institution has uses the seeded default background; a tool it does not have answers null,
 * and the browser then offers the plain code.
 */
export async function toolExpansion(ctx: AppContext, session: SessionUser, toolsType: string): Promise<ToolExpansionInfo> {
  if (!session.institutionId) return { qr_background_path: null };
  const [row] = await ctx.db.orm
    .select({ id: institutionTools.id })
    .from(institutionTools)
    .where(and(eq(institutionTools.institutionId, session.institutionId), eq(institutionTools.toolsType, toolsType)));
  return { qr_background_path: row ? QR_BACKGROUND_DEFAULT_PATH : null };
}
