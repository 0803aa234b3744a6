/**
 * A child's code: the one typed, or, left blank, D<yyyymmdd><nnnn>, the institution day's next
 * number. Both the children page's add and a test created with a new child come through here,
 * so they share one numbering. Deleted children count too (a code once given is not given
 * again); a code typed in that form is skipped past.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/pool';
import { lockDailyCodes, nextDailyCode } from '../../db/daily-code';
import { AppError } from '../../http/envelope';
import { pgErrorOf } from '../../http/errors';
import { children } from './schema';

const LETTER = 'D';

/**
 * The code to store. The lock is taken for typed codes too, so a typed code that looks like a
 * generated one cannot slip in between another creation's numbering and its insert.
 */
export async function childCodeFor(tx: Tx, institutionId: string, typed: string | null | undefined, now: Date = new Date()): Promise<string> {
  if (typed) {
    await lockDailyCodes(tx, institutionId, LETTER);
    return typed;
  }
  return nextDailyCode(tx, institutionId, LETTER, now, async (prefix) => {
    const [row] = await tx
      .select({ last: sql<string | null>`max(substr(${children.childrenCode}, ${prefix.length + 1})::bigint)` })
      .from(children)
      .where(and(eq(children.institutionId, institutionId), sql`${children.childrenCode} ~ ${`^${prefix}[0-9]{1,12}$`}`));
    return row?.last;
  });
}

/** A unique-index clash on the code, as the catalogue's message naming the code; anything else rethrown. */
export function codeClash(error: unknown, code: string | null | undefined): never {
  const pg = pgErrorOf(error);
  if (pg?.code === '23505' && pg.constraint === 'children_code_key') throw new AppError('childrenCodeTaken', { code: code ?? '' });
  throw error;
}
