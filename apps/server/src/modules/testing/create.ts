/**
 * Creating a test (POST /api/base/tests/create) for an existing child of the caller's
 * institution or a new one made in the same transaction. The institution's tool must be in
 * effect (quota.ts `toolInEffect`) and, for a Limited tool, the new test within its allowance
 * (quota.ts `checkTestUsage`, run on the inserted row: a refusal rolls it back). The tool row is
 * locked so two creations cannot both take the last test. The test copies the tool's current
 * bank edition's libraries; its code is T<day><n>, like the demo's, numbered per institution.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { isoDate, type CreateTestBody } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { children, institutionTools, tests } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { pgErrorOf } from '../../http/errors';
import { storedBank } from '../content/store';
import { checkTestUsage, toolInEffect } from '../reports/quota';
import { testDay } from '../tests/scoring';
import type { Tx } from './close';

async function childId(tx: Tx, institutionId: string, userId: string, body: CreateTestBody): Promise<string> {
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
  const code = child.children_code ?? `D${isoDate(new Date()).replaceAll('-', '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
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

/** T<yyyymmdd><nnnn>: the day's next number in the institution (serialised by an advisory lock). */
async function nextTestCode(tx: Tx, institutionId: string, now: Date): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`test-code:${institutionId}`}, 0))`);
  const prefix = `T${testDay(now).replaceAll('-', '')}`;
  const [row] = await tx
    .select({ last: sql<string | null>`max(${tests.testCode})` })
    .from(tests)
    .where(and(eq(tests.institutionId, institutionId), like(tests.testCode, `${prefix}%`)));
  const n = row?.last ? Number.parseInt(row.last.slice(prefix.length), 10) + 1 : 1;
  return `${prefix}${String(Number.isFinite(n) ? n : 1).padStart(4, '0')}`;
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
    const children_id = await childId(tx, institutionId, userId, body);
    const now = new Date();
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
