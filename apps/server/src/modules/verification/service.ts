/**
 * Verification codes: six random digits, stored only as an HMAC, valid for five minutes,
 * verified once. Limits, all counted from the stored rows so every server process sees the
 * same: one send per target per minute, ten per target and thirty per client address per hour,
 * five wrong tries per code. Each send and each try runs under an advisory lock per target (and
 * per address), so parallel requests cannot slip past a limit together. A code whose delivery
 * failed is kept, dead (expires_at = created_at), so it still counts toward the hourly limits
 * but not toward the one-minute wait.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Locale } from '@portal/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { codeKey } from './secret';

export const CODE_LENGTH = 6;
/** Seconds before the same target may be sent another code (the client's countdown). */
export const RESEND_SECONDS = 60;
/** Seconds a code stays valid. */
export const CODE_LIFETIME_SECONDS = 300;
export const MAX_SENDS_PER_TARGET_PER_HOUR = 10;
export const MAX_SENDS_PER_ADDRESS_PER_HOUR = 30;
export const MAX_WRONG_ATTEMPTS = 5;

export type Channel = 'phone' | 'email';

export interface CodeRequest {
  channel: Channel;
  /** Normalised: `{area code}-{number}` or the lowercased address. */
  target: string;
  /** The client address the limit per address counts. */
  requester: string;
  institutionId: string | null;
  locale: Locale;
}

/** Delivers the code; rejects (ProviderError) when the outside service did not take it. */
export type Deliver = (code: string) => Promise<void>;

export interface SendLog {
  warn(details: object, message: string): void;
}

function hashOf(key: Buffer, id: string, code: string): string {
  return createHmac('sha256', key).update(`${id}:${code}`).digest('hex');
}

/** Advisory lock keys: one per target, one per address (taken in that order, always). */
const targetLock = (channel: string, target: string) => sql`pg_advisory_xact_lock(hashtextextended(${`verification:${channel}:${target}`}, 0))`;
const requesterLock = (requester: string) => sql`pg_advisory_xact_lock(hashtextextended(${`verification-from:${requester}`}, 0))`;

interface LimitRow extends Record<string, unknown> {
  now: Date;
  last_sent: Date | null;
  target_count: number;
  target_nth: Date | null;
  requester_count: number;
  requester_nth: Date | null;
}

const secondsUntil = (when: Date, now: Date) => Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 1000));

/** Seconds the caller must wait, or 0: the longest of the waits that apply. */
function waitSeconds(row: LimitRow): number {
  const waits: number[] = [];
  const hour = 3600_000;
  if (row.last_sent) {
    const until = new Date(row.last_sent.getTime() + RESEND_SECONDS * 1000);
    if (until > row.now) waits.push(secondsUntil(until, row.now));
  }
  if (row.target_count >= MAX_SENDS_PER_TARGET_PER_HOUR && row.target_nth) waits.push(secondsUntil(new Date(row.target_nth.getTime() + hour), row.now));
  if (row.requester_count >= MAX_SENDS_PER_ADDRESS_PER_HOUR && row.requester_nth) waits.push(secondsUntil(new Date(row.requester_nth.getTime() + hour), row.now));
  return waits.length > 0 ? Math.max(...waits) : 0;
}

export async function sendCode(ctx: AppContext, request: CodeRequest, deliver: Deliver, log: SendLog): Promise<{ len: number; ttl: number; failure_ttl: number }> {
  const key = await codeKey(ctx.config);
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const { channel, target, requester } = request;

  const wait = await ctx.db.orm.transaction(async (tx) => {
    await tx.execute(sql`select ${targetLock(channel, target)}, ${requesterLock(requester)}`);
    // The nth newest row of the hour: once it is an hour old, the count drops below the limit.
    const { rows } = await tx.execute<LimitRow>(sql`
      with t as (
        select created_at, expires_at > created_at as delivered from verification_codes
         where channel = ${channel} and target = ${target} and created_at > now() - interval '1 hour'
      ), r as (
        select created_at from verification_codes where requester = ${requester} and created_at > now() - interval '1 hour'
      )
      select now() as now,
             (select max(created_at) from t where delivered) as last_sent,
             (select count(*)::int from t) as target_count,
             (select created_at from t order by created_at desc offset ${MAX_SENDS_PER_TARGET_PER_HOUR - 1} limit 1) as target_nth,
             (select count(*)::int from r) as requester_count,
             (select created_at from r order by created_at desc offset ${MAX_SENDS_PER_ADDRESS_PER_HOUR - 1} limit 1) as requester_nth`);
    const row = rows[0]!;
    const seconds = waitSeconds({ ...row, now: new Date(row.now), last_sent: row.last_sent && new Date(row.last_sent), target_nth: row.target_nth && new Date(row.target_nth), requester_nth: row.requester_nth && new Date(row.requester_nth) });
    if (seconds > 0) return seconds;
    await tx.execute(sql`
      insert into verification_codes (id, channel, target, code_hash, expires_at, requester, institution_id)
      values (${id}, ${channel}, ${target}, ${hashOf(key, id, code)}, now() + make_interval(secs => ${CODE_LIFETIME_SECONDS}), ${requester}, ${request.institutionId}::uuid)`);
    return 0;
  });
  if (wait > 0) throw new AppError('codeSendTooOften', { seconds: wait });

  try {
    await deliver(code);
  } catch (error) {
    await ctx.db.orm.execute(sql`update verification_codes set expires_at = created_at where id = ${id}`);
    log.warn({ err: error, channel }, 'verification code not delivered');
    throw new AppError('codeSendFailed');
  }
  return { len: CODE_LENGTH, ttl: RESEND_SECONDS, failure_ttl: CODE_LIFETIME_SECONDS };
}

interface CodeRow extends Record<string, unknown> {
  id: string;
  code_hash: string;
  expired: boolean;
  used: boolean;
  attempts: number;
}

type Outcome = 'verified' | 'expired' | 'tooMany' | 'wrong';

/**
 * Checks `code` against the newest delivered code of the target that the caller's institution
 * asked for. A wrong code counts (and that count is committed before the answer leaves); the
 * fifth wrong one ends the code.
 */
export async function verifyCode(ctx: AppContext, check: { channel: Channel; target: string; institutionId: string | null; code: string }): Promise<{ verified: true }> {
  const key = await codeKey(ctx.config);
  const { channel, target } = check;
  const outcome = await ctx.db.orm.transaction(async (tx): Promise<Outcome> => {
    await tx.execute(sql`select ${targetLock(channel, target)}`);
    const { rows } = await tx.execute<CodeRow>(sql`
      select id, code_hash, expires_at <= now() as expired, verified_at is not null as used, attempts from verification_codes
       where channel = ${channel} and target = ${target} and institution_id is not distinct from ${check.institutionId}::uuid and expires_at > created_at
       order by created_at desc limit 1`);
    const row = rows[0];
    if (!row || row.used || row.expired) return 'expired';
    if (row.attempts >= MAX_WRONG_ATTEMPTS) return 'tooMany';
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(hashOf(key, row.id, check.code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await tx.execute(sql`update verification_codes set attempts = attempts + 1 where id = ${row.id}`);
      return row.attempts + 1 >= MAX_WRONG_ATTEMPTS ? 'tooMany' : 'wrong';
    }
    await tx.execute(sql`update verification_codes set verified_at = now(), consumed_at = now() where id = ${row.id}`);
    return 'verified';
  });
  if (outcome === 'verified') return { verified: true };
  throw new AppError(outcome === 'expired' ? 'codeExpired' : outcome === 'tooMany' ? 'codeTooManyAttempts' : 'codeWrong');
}

/** How long a verified code vouches for its phone or address in a form submitted afterwards. */
export const VERIFIED_FOR_SECONDS = 1800;

/**
 * Whether `code` verified `target` for this institution within VERIFIED_FOR_SECONDS: what a form
 * field asking for verification (rules/verified.ts) is checked against before it is stored.
 */
export async function wasVerified(ctx: AppContext, check: { channel: Channel; target: string; institutionId: string | null; code: string }): Promise<boolean> {
  const key = await codeKey(ctx.config);
  const { rows } = await ctx.db.orm.execute<{ id: string; code_hash: string }>(sql`
    select id, code_hash from verification_codes
     where channel = ${check.channel} and target = ${check.target} and institution_id is not distinct from ${check.institutionId}::uuid
       and verified_at > now() - make_interval(secs => ${VERIFIED_FOR_SECONDS})
     order by verified_at desc limit 5`);
  return rows.some((row) => timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(hashOf(key, row.id, check.code), 'hex')));
}
