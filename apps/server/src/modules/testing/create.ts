/**
 * Creating a test (POST /api/base/tests/create) for an existing child of the caller's
 * institution or a new one made in the same transaction. The institution's tool must be in
 * effect (quota.ts `toolInEffect`) and, for a Limited tool, the new test within its allowance
 * (quota.ts `checkTestUsage`, run on the inserted row: a refusal rolls it back). The tool row is
 * locked so two creations cannot both take the last test. The test copies the tool's current
 * bank edition's libraries; its code is T<day><n>, like the demo's, numbered per institution, and
 * a new child given no code gets D<day><n> the same way.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CreateTestBody } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { children } from '../children/schema';
import { tests } from './schema';
import { institutionTools } from '../tools/schema';
import { AppError } from '../../http/envelope';
import { pgErrorOf } from '../../http/errors';
import { storedBank } from '../content';
import { checkTestUsage, toolInEffect } from '../tools';
import { testDay } from './scoring';
import type { Tx } from '../../db/pool';

async function childId(tx: Tx, institutionId: string, userId: string, body: CreateTestBody, now: Date): Promise<string> {
  if ('children_id' in body) {
    if (!isUuid(body.children_id)) throw new AppError('childNotFound');
    const [row] = await tx
      .select({ id: children.id })
      .from(children)
      .where(and(eq(children.institutionId, institutionId), eq(children.id, body.children_id), isNull(children.deletedAt)));
    if (!row) throw new AppError('childNotFound');
    return row.id;
  }
  const child = body.children;
  // A random suffix clashed with the day's other new children (1 in 8 for 500 a day): number them instead.
  const code = child.children_code ?? (await nextChildCode(tx, institutionId, now));
  try {
    const [row] = await tx
      .insert(children)
      .values({ institutionId, name: child.name, gender: child.gender, birthday: child.birthday, childrenCode: code, parentPhone: child.parent_phone || null, createdBy: userId })
      .returning({ id: children.id });
    return row!.id;
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === '23505' && pg.constraint === 'children_code_key') throw new AppError('childrenCodeTaken', { code });
    throw error;
  }
}

/**
 * <letter><yyyymmdd><nnnn>: the day's next number in the institution, serialised by an advisory
 * lock per institution and kind. `last` gives the highest number in use with that prefix.
 */
async function nextDailyCode(tx: Tx, institutionId: string, letter: 'T' | 'D', now: Date, last: (prefix: string) => Promise<string | null | undefined>): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${letter}-code:${institutionId}`}, 0))`);
  const prefix = `${letter}${testDay(now).replaceAll('-', '')}`;
  const n = Number(await last(prefix)) + 1;
  return `${prefix}${String(Number.isSafeInteger(n) && n > 0 ? n : 1).padStart(4, '0')}`;
}

async function nextTestCode(tx: Tx, institutionId: string, now: Date): Promise<string> {
  return nextDailyCode(tx, institutionId, 'T', now, async (prefix) => {
    const [row] = await tx
      .select({ last: sql<string | null>`max(substr(${tests.testCode}, ${prefix.length + 1})::bigint)` })
      .from(tests)
      .where(and(eq(tests.institutionId, institutionId), sql`${tests.testCode} ~ ${`^${prefix}[0-9]{1,12}$`}`));
    return row?.last;
  });
}

/** Deleted children count too: a code once given is not given again. Codes typed by hand in that form are skipped past. */
async function nextChildCode(tx: Tx, institutionId: string, now: Date): Promise<string> {
  return nextDailyCode(tx, institutionId, 'D', now, async (prefix) => {
    const [row] = await tx
      .select({ last: sql<string | null>`max(substr(${children.childrenCode}, ${prefix.length + 1})::bigint)` })
      .from(children)
      .where(and(eq(children.institutionId, institutionId), sql`${children.childrenCode} ~ ${`^${prefix}[0-9]{1,12}$`}`));
    return row?.last;
  });
}

export async function createTest(ctx: AppContext, institutionId: string, userId: string, body: CreateTestBody) {
  return ctx.db.orm.transaction(async (tx) => {
    const [tool] = await tx
      .select()
      .from(institutionTools)
      .where(and(eq(institutionTools.institutionId, institutionId), eq(institutionTools.toolsType, body.tools_type)))
      .for('update');
    if (!toolInEffect(tool)) throw new AppError('toolNotInEffect', { toolsType: body.tools_type });
    const bank = await storedBank(tx, body.tools_type);
    if (!bank) throw new AppError('noQuestions');
    if (Object.keys(bank.library.question).length === 0) throw new AppError('bankVersionNoQuestions');
    const now = new Date();
    const children_id = await childId(tx, institutionId, userId, body, now);
    const [test] = await tx
      .insert(tests)
      .values({
        institutionId,
        childrenId: children_id,
        toolsType: body.tools_type,
        status: 'Active',
        testCode: await nextTestCode(tx, institutionId, now),
        bankVersion: bank.bank_version,
        library: bank.library,
        libraryAdditional: bank.library_additional ?? null,
        libraryParents: bank.library_parents ?? null,
        createdBy: userId,
      })
      .returning();
    await checkTestUsage(tx, tool, test!);
    return { _id: test!.id, test_code: test!.testCode, status: 'Active' as const, tools_type: test!.toolsType, children_id };
  });
}
