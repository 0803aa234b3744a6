/** Demo rows of the tools domain: a sub-institution of A with two tools, sale terms on A's tools, and authorisation rows. */
import { and, asc, eq } from 'drizzle-orm';
import { isoDate } from '@portal/shared';
import type { Database } from '../../db/pool';
import { institutions } from '../institutions/schema';
import { institutionToolAuthorizations, institutionTools } from './schema';
import { TOOL_NAMES } from './seed';

/** Demo: a sub-institution of A with two tools, sale terms on A's tools, and authorisation rows for them. */
export const DEMO_SUB_INSTITUTION = { name: '星语儿童发展中心（东区分部）', nameEn: 'Starlight Child Development Centre (East branch)' };

const shifted = (today: Date, days: number): string => {
  const d = new Date(today);
  d.setDate(d.getDate() + days);
  return isoDate(d);
};

export async function insertManagementDemo(
  tx: Pick<Database, 'insert' | 'update' | 'select'>,
  institutionA: string,
): Promise<void> {
  const today = new Date();
  const [sub] = await tx.insert(institutions).values({ ...DEMO_SUB_INSTITUTION, parentId: institutionA }).returning({ id: institutions.id });
  await tx.insert(institutionTools).values(
    (['Dream-S-2.0', 'Dream-ITS'] as const).map((toolsType, i) => ({
      institutionId: sub!.id,
      toolsType,
      ...TOOL_NAMES[toolsType]!,
      sort: (i + 1) * 10,
      toolsSaleType: i === 0 ? 'Limited' : 'NoLimit',
      testCount: i === 0 ? 200 : 0,
      effectiveDate: shifted(today, -30),
      failureDate: shifted(today, 335),
      modelVersion: 'v2',
      reportVersion: 'v2',
    })),
  );
  const toolsOfA = await tx.select().from(institutionTools).where(eq(institutionTools.institutionId, institutionA)).orderBy(asc(institutionTools.sort));
  for (const [i, tool] of toolsOfA.entries()) {
    // One expired tool, so the list shows both states (not SWAM-S: the demo records speech tests).
    const expired = tool.toolsType === 'Ment';
    await tx
      .update(institutionTools)
      .set({
        toolsSaleType: i % 2 === 0 ? 'NoLimit' : 'Limited',
        testCount: i % 2 === 0 ? 0 : 500,
        oldTestCount: 20 * i,
        effectiveDate: shifted(today, -400),
        failureDate: expired ? shifted(today, -10) : shifted(today, 365),
        modelVersion: 'v2',
        reportVersion: 'v1,v2',
      })
      .where(and(eq(institutionTools.institutionId, institutionA), eq(institutionTools.id, tool.id)));
    await tx.insert(institutionToolAuthorizations).values({
      institutionId: institutionA,
      toolId: tool.id,
      toolsType: tool.toolsType,
      activate: !expired,
      validityDate: expired ? shifted(today, -10) : shifted(today, 365),
      reportCount: 100,
      useReportCount: 10 * (i + 1),
    });
  }
}
