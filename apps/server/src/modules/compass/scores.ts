/** A test's stored scores → the summary rows a case and a summary show (language composites). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CompositeScore, SummaryScore } from '@portal/shared';
import { tests } from '../testing/schema';
import type { Executor } from '../../db/pool';

export function summaryRows(composites: unknown): SummaryScore[] {
  if (!Array.isArray(composites)) return [];
  return (composites as CompositeScore[])
    .filter((c) => c.scored && c.kind === 'language')
    .map((c) => ({
      key: c.key,
      name: c.name,
      raw: c.raw!,
      standard: c.standard_score!,
      ci: [c.confidence_interval!.lower, c.confidence_interval!.upper] as [number, number],
      percentile: c.percentile!,
      light: c.light,
    }));
}

/**
 * Whether any of these tests was scored against demonstration content (invented norms or a
 * demonstration bank): a case or summary resting on one prints the demonstration notice, as the
 * test's own report does.
 */
export async function restsOnDemonstration(tx: Executor, institutionId: string, testIds: readonly string[]): Promise<boolean> {
  if (testIds.length === 0) return false;
  const [row] = await tx
    .select({ id: tests.id })
    .from(tests)
    .where(and(eq(tests.institutionId, institutionId), inArray(tests.id, [...testIds]), sql`(${tests.scores} ->> 'demonstration') = 'true'`))
    .limit(1);
  return row !== undefined;
}
