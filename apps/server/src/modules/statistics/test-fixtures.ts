/** Hand-made tests for the statistics API tests: rows written directly, so every count is known. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Answers } from '@portal/shared';
import type { Db } from '../../db/pool';
import { children } from '../children/schema';
import { storedBank } from '../content';
import { files } from '../files/schema';
import { institutions } from '../institutions/schema';
import { reports } from '../reports/schema';
import { tests } from '../testing/schema';
import { institutionTools } from '../tools/schema';

export interface FixtureTest {
  status: 'Active' | 'Additional' | 'ParentsTesting' | 'Testing' | 'Close' | 'RecClose' | 'ExpClose' | 'Failure';
  tool?: string;
  /** Ended tests: scored as passed (false) or not passed (true). */
  atRisk?: boolean;
  created?: Date;
  answer?: Answers;
  answerParents?: Answers;
  /** Give the test a report. */
  reported?: boolean;
}

const ENDED = ['Close', 'RecClose', 'ExpClose'];
let sequence = 0;

export async function institutionNamed(db: Db, nameEn: string): Promise<string> {
  const [row] = await db.orm.select({ id: institutions.id }).from(institutions).where(and(eq(institutions.nameEn, nameEn), isNull(institutions.deletedAt)));
  if (!row) throw new Error(`no institution ${nameEn}`);
  return row.id;
}

export async function toolIdOf(db: Db, institutionId: string, toolsType: string): Promise<string> {
  const [row] = await db.orm.select({ id: institutionTools.id }).from(institutionTools).where(and(eq(institutionTools.institutionId, institutionId), eq(institutionTools.toolsType, toolsType)));
  if (!row) throw new Error(`no ${toolsType} in ${institutionId}`);
  return row.id;
}

/** One child per institution for the fixtures. */
async function fixtureChild(db: Db, institutionId: string): Promise<string> {
  const [found] = await db.orm.select({ id: children.id }).from(children).where(and(eq(children.institutionId, institutionId), eq(children.childrenCode, 'STAT-FIX')));
  if (found) return found.id;
  const [row] = await db.orm.insert(children).values({ institutionId, name: '统计样例', gender: 'female', birthday: '2023-01-01', childrenCode: 'STAT-FIX' }).returning({ id: children.id });
  return row!.id;
}

export async function insertTests(db: Db, institutionId: string, fixtures: FixtureTest[]): Promise<string[]> {
  const childId = await fixtureChild(db, institutionId);
  const ids: string[] = [];
  for (const f of fixtures) {
    const tool = f.tool ?? 'Dream-S-2.0';
    const bank = await storedBank(db.orm, tool);
    if (!bank) throw new Error(`no bank for ${tool}`);
    const ended = ENDED.includes(f.status);
    const created = f.created ?? new Date();
    const [row] = await db.orm
      .insert(tests)
      .values({
        institutionId,
        childrenId: childId,
        toolsType: tool,
        status: f.status,
        testCode: `STAT${++sequence}`,
        bankVersion: bank.bank_version,
        library: bank.library,
        answer: f.answer ?? {},
        answerParents: f.answerParents ?? {},
        isEnd: ended,
        createdTime: created,
        endedTime: ended ? created : null,
        ...(ended && f.atRisk !== undefined ? { scores: {}, isAtRiskScore: f.atRisk, flaggedItemsList: [] } : {}),
      })
      .returning({ id: tests.id });
    if (f.reported) await insertReport(db, institutionId, row!.id, tool);
    ids.push(row!.id);
  }
  return ids;
}

async function insertReport(db: Db, institutionId: string, testId: string, toolsType: string): Promise<void> {
  const file = async (extension: string) => {
    const [row] = await db.orm
      .insert(files)
      .values({ institutionId, title: 'report', extension, size: 1, sha256: '0'.repeat(64), storagePath: `stat/${testId}.${extension}`, fromId: testId, source: 'report' })
      .returning({ id: files.id });
    return row!.id;
  };
  await db.orm.insert(reports).values({ institutionId, testId, toolsType, reportVersion: 'v2', locale: 'zh', fileId: await file('pdf'), htmlFileId: await file('html') });
}
