/**
 * A student's parent link (`POST students/link`, parent-api.ts): the live one, made when missing;
 * `refresh` revokes it and makes another in the same transaction. The student row is locked first,
 * so two staff asking at once get the same link (or one renewal after the other), and the partial
 * unique index `training_parent_links_live_key` keeps one live link per student in any case.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { TRAINING_PARENT_ROUTE, type TrainingLinkAnswer } from '@portal/shared';
import type { AppContext } from '../../context';
import { trainingParentLinks } from './schema';
import { newToken } from '../auth';
import { lockStudent } from './timeline';

type LinkRow = typeof trainingParentLinks.$inferSelect;

function present(row: Pick<LinkRow, 'token' | 'createdAt'>): TrainingLinkAnswer {
  return { token: row.token, path: `${TRAINING_PARENT_ROUTE}${row.token}`, createdTime: row.createdAt.toISOString() };
}

export async function parentLink(ctx: AppContext, institutionId: string, userId: string, body: { students_id: string; refresh?: boolean | undefined }): Promise<TrainingLinkAnswer> {
  return ctx.db.orm.transaction(async (tx) => {
    const student = await lockStudent(tx, institutionId, body.students_id);
    const ofStudent = and(eq(trainingParentLinks.institutionId, institutionId), eq(trainingParentLinks.studentId, student.id), isNull(trainingParentLinks.revokedAt));
    const [live] = await tx.select().from(trainingParentLinks).where(ofStudent);
    if (live && body.refresh !== true) return present(live);
    if (live) await tx.update(trainingParentLinks).set({ revokedAt: sql`now()` }).where(and(eq(trainingParentLinks.institutionId, institutionId), eq(trainingParentLinks.id, live.id)));
    // 32 random bytes, base64url (43 characters), like every other token this server issues.
    const [row] = await tx.insert(trainingParentLinks).values({ institutionId, studentId: student.id, token: newToken(), createdBy: userId }).returning();
    return present(row!);
  });
}
