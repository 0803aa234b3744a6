/**
 * Demo tests (first demo seed only), taken with the shipped demonstration banks: for children of
 * institution A, each of the four tools in every status a test can reach — Close and ExpClose
 * (answered, ended, scored exactly as the server scores a real test), Testing (partly answered by
 * the clinician), ParentsTesting (partly answered by a parent), Additional (Dream-IT, the only
 * bank with an additional stage), Failure (invalidated part-way) and Active (not started) — and
 * one Close test in institution B, so cross-institution checks have something to aim at. Every
 * test still open to parents gets a live QR token valid for 30 days, so the demo's parent links
 * work (real tokens last 30 minutes).
 *
 * A Close test's answers follow the child: a part is passed when its `age_months` is within the
 * child's age plus a per-test lead (negative: behind), give or take two months per item (a
 * fixed hash of the key, so every seed gives the same answers). One Close test per tool is well
 * behind, so the demo shows at-risk results, flagged items and intervention targets.
 */
import { and, eq } from 'drizzle-orm';
import { answerLibrary, testAgeMonths, type Answers, type Decide, type Gender, type QuestionLibrary, type ToolType } from '@portal/shared';
import { storedBank, storedNorms } from '../content';
import { newQrToken } from './qr';
import { computeTestScoring, scoringColumns, testDay } from './scoring';
import type { TestStatus } from './statuses';
import type { Tx } from '../../db/pool';
import { children } from '../children/schema';
import { users } from '../identity/schema';
import { testQrTokens, tests } from './schema';


export interface TestSeed {
  /** The demo institution's key (institutions/seed.ts). */
  institution: string;
  /** The child's code (children/seed.ts); inside the tool's ages on the test's day (checked by statistics/seed-demo.test.ts). */
  child: string;
  tool: ToolType;
  status: Extract<TestStatus, 'Close' | 'ExpClose' | 'Testing' | 'ParentsTesting' | 'Additional' | 'Failure' | 'Active'>;
  daysAgo: number;
  /** Close: months ahead of (+) or behind (−) the child's age. */
  lead?: number;
  /** Testing, ParentsTesting, Additional, Failure: how many questions are answered so far. */
  answered?: number;
  /** Close: this many parts expected exactly at the child's age plus the lead are failed anyway (finer steps than the lead). */
  marginalFails?: number;
}

export const TEST_SEEDS: TestSeed[] = [
  { institution: 'A', child: 'XY0009', tool: 'Dream-ITS', status: 'Close', daysAgo: 20, lead: 2 },
  { institution: 'A', child: 'XY0006', tool: 'Dream-ITS', status: 'Close', daysAgo: 45, lead: -8 },
  { institution: 'A', child: 'XY0014', tool: 'Dream-ITS', status: 'Testing', daysAgo: 2, answered: 12 },
  { institution: 'A', child: 'XY0004', tool: 'Dream-ITS', status: 'Active', daysAgo: 0 },
  { institution: 'A', child: 'XY0014', tool: 'Dream-IT', status: 'Close', daysAgo: 60, lead: 1 },
  { institution: 'A', child: 'XY0004', tool: 'Dream-IT', status: 'Close', daysAgo: 30, lead: -10 },
  { institution: 'A', child: 'XY0006', tool: 'Dream-IT', status: 'Testing', daysAgo: 1, answered: 15 },
  { institution: 'A', child: 'XY0009', tool: 'Dream-IT', status: 'Active', daysAgo: 0 },
  { institution: 'A', child: 'XY0001', tool: 'Dream-S-2.0', status: 'Close', daysAgo: 90, lead: 3 },
  { institution: 'A', child: 'XY0010', tool: 'Dream-S-2.0', status: 'Close', daysAgo: 15, lead: -15 },
  { institution: 'A', child: 'XY0005', tool: 'Dream-S-2.0', status: 'Testing', daysAgo: 3, answered: 10 },
  { institution: 'A', child: 'XY0003', tool: 'Dream-S-2.0', status: 'Active', daysAgo: 0 },
  { institution: 'A', child: 'XY0013', tool: 'Dream-C-2.0', status: 'Close', daysAgo: 40, lead: 0 },
  { institution: 'A', child: 'XY0002', tool: 'Dream-C-2.0', status: 'Close', daysAgo: 10, lead: -10 },
  { institution: 'A', child: 'XY0012', tool: 'Dream-C-2.0', status: 'Testing', daysAgo: 4, answered: 12 },
  { institution: 'A', child: 'XY0007', tool: 'Dream-C-2.0', status: 'Active', daysAgo: 0 },
  { institution: 'B', child: 'CX0002', tool: 'Dream-IT', status: 'Close', daysAgo: 25, lead: 0 },
  { institution: 'A', child: 'XY0004', tool: 'Dream-IT', status: 'Additional', daysAgo: 0, answered: 1 },
  ...(['Dream-ITS', 'Dream-IT', 'Dream-S-2.0', 'Dream-C-2.0'] as const).flatMap((tool, i): TestSeed[] => [
    { institution: 'A', child: ['XY0004', 'XY0009', 'XY0017', 'XY0005'][i]!, tool, status: 'ParentsTesting', daysAgo: 0, answered: 6 },
    { institution: 'A', child: ['XY0009', 'XY0014', 'XY0001', 'XY0013'][i]!, tool, status: 'ExpClose', daysAgo: 5 + i, lead: 1 },
    { institution: 'A', child: ['XY0014', 'XY0006', 'XY0012', 'XY0003'][i]!, tool, status: 'Failure', daysAgo: 50 + i, answered: 4 },
  ]),
];

/** Seeded QR tokens last this long (the demo's parent links keep working for a while). */
export const DEMO_QR_SECONDS = 30 * 86_400;

/** −2…+2 months, fixed per answer part. */
function jitter(key: string): number {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return (h % 5) - 2;
}

/** Passed when expected by the child's age plus the lead; unscored questions answered plainly, optional ones left. */
function byAge(ageMonths: number, lead: number, marginalFails = 0): Decide {
  let failed = 0;
  return (key, question, part) => {
    const expected = part === 'expressive' ? (question.age_months_expressive ?? question.age_months) : question.age_months;
    if (expected === undefined) return question.required === false ? 'skip' : 'pass';
    const threshold = ageMonths + lead + jitter(`${key}/${part}`);
    if (expected > threshold) return 'fail';
    if (expected > threshold - 1 && failed < marginalFails) {
      failed += 1;
      return 'fail';
    }
    return 'pass';
  };
}

/** The first `count` questions shown, then nothing. */
function firstQuestions(decide: Decide, count: number): Decide {
  const seen = new Set<string>();
  return (key, question, part) => {
    if (!seen.has(key)) {
      if (seen.size >= count) return 'skip';
      seen.add(key);
    }
    return decide(key, question, part);
  };
}

const daysBefore = (now: Date, days: number, minutes = 0) => new Date(now.getTime() - days * 86_400_000 - minutes * 60_000);

function answersOf(seed: TestSeed, library: QuestionLibrary, additional: QuestionLibrary | undefined, ageMonths: number): { answer: Answers; answerParents: Answers } {
  const none: Answers = {};
  switch (seed.status) {
    case 'Close':
    case 'ExpClose':
      return { answer: answerLibrary(library, byAge(ageMonths, seed.lead ?? 0, seed.marginalFails)), answerParents: none };
    case 'Testing':
    case 'Failure':
      return { answer: answerLibrary(library, firstQuestions(byAge(ageMonths, 0), seed.answered ?? 5)), answerParents: none };
    case 'ParentsTesting':
      return { answer: none, answerParents: answerLibrary(library, firstQuestions(byAge(ageMonths, 0), seed.answered ?? 5)) };
    case 'Additional':
      return { answer: additional ? answerLibrary(additional, firstQuestions(() => 'pass', seed.answered ?? 1)) : none, answerParents: none };
    case 'Active':
      return { answer: none, answerParents: none };
  }
}

const ENDED: readonly TestSeed['status'][] = ['Close', 'ExpClose'];
const PARENT_OPEN: readonly TestSeed['status'][] = ['Active', 'ParentsTesting'];

/**
 * The row of one demo test (not inserted): answers by the child's age and the seed's lead, and for
 * an ended test the scores exactly as the server computes them. `code` is its test code's sequence
 * number. Early screening's demo uses it too, to find a lead whose scores land where it needs.
 */
export async function demoTestValues(tx: Tx, institutionId: string, seed: Omit<TestSeed, 'institution'>, n: number, createdBy: string | null, now: Date = new Date()): Promise<typeof tests.$inferInsert> {
  const [child] = await tx
    .select({ id: children.id, birthday: children.birthday, gender: children.gender })
    .from(children)
    .where(and(eq(children.institutionId, institutionId), eq(children.childrenCode, seed.child)));
  const [bank, norms] = [await storedBank(tx, seed.tool), await storedNorms(tx, seed.tool)];
  if (!child || !bank || !norms) throw new Error(`seed: test of ${seed.child} with ${seed.tool} lacks its child, bank or norms`);

  // Started two hours before this time of that day, ended 35 minutes later.
  const createdTime = daysBefore(now, seed.daysAgo, 120);
  const ended = ENDED.includes(seed.status);
  const endedTime = ended ? new Date(createdTime.getTime() + 35 * 60_000) : null;
  const day = testDay(endedTime ?? createdTime);
  const ageMonths = testAgeMonths({ birthDate: child.birthday, testDate: day });
  const library: QuestionLibrary = bank.library;
  const { answer, answerParents } = answersOf({ ...seed, institution: 'A' }, library, bank.library_additional, ageMonths);
  const scored = ended
    ? scoringColumns(computeTestScoring({ library, answers: answer, norms, birthday: child.birthday, sex: child.gender as Gender, testDate: day }))
    : {};
  return {
    institutionId,
    childrenId: child.id,
    toolsType: seed.tool,
    status: seed.status,
    testCode: `T${day.replaceAll('-', '')}${String(n).padStart(4, '0')}`,
    bankVersion: bank.bank_version,
    library,
    libraryAdditional: bank.library_additional ?? null,
    libraryParents: bank.library_parents ?? null,
    answer,
    answerParents,
    isEnd: ended,
    createdBy,
    createdTime,
    startedTime: seed.status === 'Active' ? null : new Date(createdTime.getTime() + 60_000),
    endedTime,
    ...scored,
  };
}

/** Inserts `seeds` (the demo's own by default; the statistics domain adds a year of history the same way). */
export async function insertDemoTests(tx: Tx, institutionIds: Map<string, string>, now: Date = new Date(), seeds: readonly TestSeed[] = TEST_SEEDS): Promise<void> {
  const [doctor] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'doctor'));
  const sequence = new Map<string, number>();
  for (const seed of seeds) {
    const institutionId = institutionIds.get(seed.institution)!;
    // Numbered after the institution's tests already there, so a second batch never repeats a code.
    if (!sequence.has(institutionId)) sequence.set(institutionId, await tx.$count(tests, eq(tests.institutionId, institutionId)));
    const n = sequence.get(institutionId)! + 1;
    sequence.set(institutionId, n);
    const [test] = await tx
      .insert(tests)
      .values(await demoTestValues(tx, institutionId, seed, n, doctor?.id ?? null, now))
      .returning({ id: tests.id });
    if (PARENT_OPEN.includes(seed.status)) {
      await tx.insert(testQrTokens).values({ institutionId, testId: test!.id, ...newQrToken(), seconds: DEMO_QR_SECONDS, failureAt: new Date(now.getTime() + DEMO_QR_SECONDS * 1000) });
    }
  }
}
