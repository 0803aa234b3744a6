/**
 * One-time links (`once_id`) for embedding a file where no token header can be sent
 * (an iframe, a PDF viewer, a host app's web view). An id is 32 random bytes (base64url, 43
 * characters); only its SHA-256 is stored. It works for one request within FILE_ONCE_TTL_SECONDS
 * of being issued: spending it is a single UPDATE … RETURNING guarded by `used_at IS NULL AND
 * expires_at > now()`, so of two racing requests exactly one gets the file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { FILE_ONCE_TTL_SECONDS } from '@portal/shared';
import type { AppContext } from '../../context';
import { fileOnceLinks } from './schema';
import { AppError } from '../../http/envelope';

const ONCE_ID = /^[A-Za-z0-9_-]{43}$/;
/** Spent and expired rows are kept this long so a late second use still hears "used"/"expired". */
const KEEP_AFTER_EXPIRY = sql`interval '1 day'`;

export function hashOnceId(onceId: string): string {
  return createHash('sha256').update(onceId, 'utf8').digest('hex');
}

/** Issues a fresh one-time id for a file the caller has already been allowed to read. */
export async function issueOnceId(ctx: AppContext, institutionId: string, fileId: string, createdBy: string | null): Promise<string> {
  const onceId = randomBytes(32).toString('base64url');
  await ctx.db.orm.delete(fileOnceLinks).where(lt(fileOnceLinks.expiresAt, sql`now() - ${KEEP_AFTER_EXPIRY}`));
  await ctx.db.orm.insert(fileOnceLinks).values({
    institutionId,
    tokenHash: hashOnceId(onceId),
    fileId,
    createdBy,
    expiresAt: sql`now() + make_interval(secs => ${FILE_ONCE_TTL_SECONDS})`,
  });
  return onceId;
}

/**
 * Spends a one-time id and answers the file it opens. A used id is 410 onceLinkUsed, an expired
 * one 410 onceLinkExpired, anything else (unknown, malformed) 404.
 */
export async function redeemOnceId(ctx: AppContext, onceId: string): Promise<{ institutionId: string; fileId: string }> {
  if (!ONCE_ID.test(onceId)) throw new AppError('notFound');
  const tokenHash = hashOnceId(onceId);
  const [spent] = await ctx.db.orm
    .update(fileOnceLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(fileOnceLinks.tokenHash, tokenHash), isNull(fileOnceLinks.usedAt), sql`${fileOnceLinks.expiresAt} > now()`))
    .returning({ institutionId: fileOnceLinks.institutionId, fileId: fileOnceLinks.fileId });
  if (spent) return spent;
  const [known] = await ctx.db.orm
    .select({ used: sql<boolean>`${fileOnceLinks.usedAt} is not null` })
    .from(fileOnceLinks)
    .where(eq(fileOnceLinks.tokenHash, tokenHash));
  if (!known) throw new AppError('notFound');
  throw new AppError(known.used ? 'onceLinkUsed' : 'onceLinkExpired');
}
