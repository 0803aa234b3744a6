/**
 * Readable codes numbered per institution and day: <letter><yyyymmdd><nnnn> (T202405140001 for
 * a test, D202405140001 for a child). The institution's transaction-scoped advisory lock for
 * that letter serialises the numbering, so two creations at once never compute the same next
 * number; the tables' unique indexes stay the last word.
 */
import { sql } from 'drizzle-orm';
import { institutionDay } from '@portal/shared';
import type { Tx } from './pool';

/** Takes the lock for `letter` in the institution until the transaction ends. */
export async function lockDailyCodes(tx: Tx, institutionId: string, letter: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${letter}-code:${institutionId}`}, 0))`);
}

/**
 * The day's next code; `last(prefix)` gives the highest number in use after that prefix. Call
 * with the lock held (it is taken here when not yet held: the lock is re-entrant).
 */
export async function nextDailyCode(tx: Tx, institutionId: string, letter: string, now: Date, last: (prefix: string) => Promise<string | null | undefined>): Promise<string> {
  await lockDailyCodes(tx, institutionId, letter);
  const prefix = `${letter}${institutionDay(now).replaceAll('-', '')}`;
  const n = Number(await last(prefix)) + 1;
  return `${prefix}${String(Number.isSafeInteger(n) && n > 0 ? n : 1).padStart(4, '0')}`;
}
