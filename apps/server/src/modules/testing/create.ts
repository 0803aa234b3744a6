/**
 * Creating a test (POST /api/base/tests/create) for an existing child of the caller's
 * institution or a new one made in the same transaction. The institution's tool must be in
 * effect (quota.ts `toolInEffect`) and, for a Limited tool, the new test within its allowance
 * (quota.ts `checkTestUsage`, run on the inserted row: a refusal rolls it back). The tool row is
 * locked so two creations cannot both take the last test. The test copies the tool's current
 * bank edition's libraries; its code is T<day><n>, like the demo's, numbered per institution, and
 * a new child given no code gets D<day><n> from the children module, as on the children page.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isSpeechTestTool, TOOL_AGE_MONTHS, toolAgeFit, type CreateTestBody } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { children } from '../children/schema';
import { tests } from './schema';
import { institutionTools } from '../tools/schema';
import { AppError } from '../../http/envelope';
import { storedBank } from '../content';
import { checkTestUsage, toolInEffect } from '../tools';
import { childCodeFor, codeClash } from '../children';
import { nextDailyCode } from '../../db/daily-code';
import type { Tx } from '../../db/pool';

/**
 * A speech test's items are chosen for its ages: a child outside them is refused. (The other
 * tools' pickers only warn: their norms cap at the edges, and existing workflows rely on that.)
 */
function checkAge(toolsType: CreateTestBody['tools_type'], birthday: string, now: Date): void {
  if (!isSpeechTestTool(toolsType) || toolAgeFit(toolsType, birthday, now).fits) return;
  const span = TOOL_AGE_MONTHS[toolsType];
  throw new AppError('testChildAge', { from: span.minMonths, to: span.maxMonths });
}

async function childId(tx: Tx, institutionId: string, userId: string, body: CreateTestBody, now: Date): Promise<string> {
  if ('children_id' in body) {
    if (!isUuid(body.children_id)) throw new AppError('childNotFound');
    const [row] = await tx
      .select({ id: children.id, birthday: children.birthday })
      .from(children)
      .where(and(eq(children.institutionId, institutionId), eq(children.id, body.children_id), isNull(children.deletedAt)));
    if (!row) throw new AppError('childNotFound');
    checkAge(body.tools_type, row.birthday, now);
    return row.id;
  }
  const child = body.children;
  checkAge(body.tools_type, child.birthday, now);
  const code = await childCodeFor(tx, institutionId, child.children_code, now);
  try {
    const [row] = await tx
      .insert(children)
      .values({ institutionId, name: child.name, gender: child.gender, birthday: child.birthday, childrenCode: code, parentPhone: child.parent_phone || null, createdBy: userId })
      .returning({ id: children.id });
    return row!.id;
  } catch (error) {
    codeClash(error, code);
  }
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

export async function createTest(ctx: AppContext, institutionId: string, userId: string, body: CreateTestBody) {
  return ctx.db.orm.transaction((tx) => createTestIn(tx, institutionId, userId, body));
}

/** The same inside the caller's transaction (early screening links the new test in the same one). */
export async function createTestIn(tx: Tx, institutionId: string, userId: string, body: CreateTestBody) {
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
}
