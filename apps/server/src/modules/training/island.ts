/** `students/island_configurations/{id}`: the island configuration copied into a student at enrolment. */
import { and, eq, sql } from 'drizzle-orm';
import { isUuid, type AppContext } from '../../context';
import { trainingStudents } from './schema';
import { AppError } from '../../http/envelope';

export async function islandConfiguration(ctx: AppContext, institutionId: string, studentId: string): Promise<{ configuration: { backend: unknown; islands: unknown[] } }> {
  if (!isUuid(studentId)) throw new AppError('notFound');
  const [row] = await ctx.db.orm
    .select({ config: sql`${trainingStudents.timelineInfo}->'island_config'` })
    .from(trainingStudents)
    .where(and(eq(trainingStudents.institutionId, institutionId), eq(trainingStudents.id, studentId)));
  if (!row) throw new AppError('notFound');
  const config = row.config as { backend: unknown; islands: unknown[] } | null;
  // A Ment course has none (the spec's island configuration is an Island course's).
  if (!config) throw new AppError('trainingNoIslandConfig');
  return { configuration: { backend: config.backend, islands: config.islands } };
}
