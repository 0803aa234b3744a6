/**
 * Parent links. A test open to parents has at most one live QR token (plain: it is printed on
 * the code and shown again when the modal reopens; valid QR_TOKEN_SECONDS); refreshing revokes
 * it and issues another in one transaction. A parent's phone exchanges the QR token for a
 * temporary session (`temporary/verification`): a new random tem_token of which only the
 * SHA-256 is stored, valid 24 hours, reaching that one test.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isParentOpenStatus, parentLinkPath, QR_TOKEN_SECONDS, type Locale, type QrTokenRecord, type TemporaryVerification } from '@portal/shared';
import type { AppContext } from '../../context';
import { children } from '../children/schema';
import { institutions } from '../institutions/schema';
import { temporarySessions, testQrTokens, tests } from './schema';
import { AppError } from '../../http/envelope';
import { newToken, tokenHash } from '../auth';
import { testOf } from './access';

export const TEMPORARY_SESSION_MS = 24 * 3_600_000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type QrRow = typeof testQrTokens.$inferSelect;

export function newQrToken(): { token: string; code: string } {
  const code = Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return { token: randomBytes(24).toString('base64url'), code };
}

function present(row: QrRow, toolsType: string, qrName: string, now: Date): QrTokenRecord {
  return {
    token: row.token,
    code: row.code,
    createdTime: row.createdAt.toISOString(),
    failure_time: row.failureAt.toISOString(),
    effective_time: Math.max(0, Math.ceil((row.failureAt.getTime() - now.getTime()) / 60_000)),
    qr_name: qrName,
    tools_type: toolsType,
    seconds: row.seconds,
    path: parentLinkPath(toolsType, row.token),
  };
}

/** The live token of an open test (issued when there is none, or `refresh`). */
export async function qrTokenOf(ctx: AppContext, institutionId: string, testId: string, refresh: boolean, seconds: number = QR_TOKEN_SECONDS): Promise<QrTokenRecord> {
  return ctx.db.orm.transaction(async (tx) => {
    const test = await testOf(tx, institutionId, testId, true);
    if (!isParentOpenStatus(test.status)) throw new AppError('testAlreadyStarted');
    const [child] = await tx.select({ name: children.name }).from(children).where(and(eq(children.institutionId, institutionId), eq(children.id, test.childrenId)));
    const qrName = `${child?.name ?? ''} ${test.testCode}`.trim();
    const now = new Date();
    const liveWhere = and(eq(testQrTokens.institutionId, institutionId), eq(testQrTokens.testId, test.id), isNull(testQrTokens.revokedAt));
    const [live] = await tx.select().from(testQrTokens).where(liveWhere);
    if (live && !refresh && live.failureAt > now) return present(live, test.toolsType, qrName, now);
    if (live) await tx.update(testQrTokens).set({ revokedAt: sql`clock_timestamp()` }).where(liveWhere);
    const [row] = await tx
      .insert(testQrTokens)
      .values({ institutionId, testId: test.id, ...newQrToken(), seconds, failureAt: new Date(now.getTime() + seconds * 1000) })
      .returning();
    return present(row!, test.toolsType, qrName, now);
  });
}

/** The QR token of a link, for a parent: unknown or revoked 306, expired 705, test started 703. */
export async function verifyQrToken(ctx: AppContext, qrToken: string, locale: Locale): Promise<TemporaryVerification> {
  return ctx.db.orm.transaction(async (tx) => {
    const [found] = await tx
      .select({ qr: testQrTokens, status: tests.status, toolsType: tests.toolsType, name: institutions.name, nameEn: institutions.nameEn })
      .from(testQrTokens)
      .innerJoin(tests, and(eq(tests.institutionId, testQrTokens.institutionId), eq(tests.id, testQrTokens.testId)))
      .innerJoin(institutions, eq(institutions.id, testQrTokens.institutionId))
      .where(eq(testQrTokens.token, qrToken));
    if (!found || found.qr.revokedAt) throw new AppError('notLoggedIn');
    if (found.qr.failureAt <= new Date()) throw new AppError('qrCodeExpired');
    if (!isParentOpenStatus(found.status)) throw new AppError('testAlreadyStarted');
    const temToken = newToken();
    await tx.insert(temporarySessions).values({
      tokenHash: tokenHash(temToken),
      institutionId: found.qr.institutionId,
      testId: found.qr.testId,
      qrTokenId: found.qr.id,
      expiresAt: new Date(Date.now() + TEMPORARY_SESSION_MS),
    });
    return {
      tem_token: temToken,
      userInfo: { from_institution_name: locale === 'en' && found.nameEn ? found.nameEn : found.name },
      from_dream_it_id: found.qr.testId,
      tools_type: found.toolsType,
    };
  });
}

/** Ends a parent's temporary session (the tem_token itself is the credential); unknown or ended: 306. */
export async function endTemporarySession(ctx: AppContext, temToken: string, classType: string | undefined): Promise<void> {
  const ended = await ctx.db.orm
    .update(temporarySessions)
    .set({ endedAt: sql`clock_timestamp()`, classType: classType ?? null })
    .where(and(eq(temporarySessions.tokenHash, tokenHash(temToken)), isNull(temporarySessions.endedAt), gt(temporarySessions.expiresAt, sql`now()`)))
    .returning({ testId: temporarySessions.testId });
  if (ended.length === 0) throw new AppError('notLoggedIn');
}

