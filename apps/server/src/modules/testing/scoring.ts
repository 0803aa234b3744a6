/**
 * Scoring a stored test on the server: the test's own library and answers → raw composite
 * scores, flagged items and intervention targets (`rawScores`), read against the tool's norms
 * with the child's age at the test and sex (`scoreTest`). The pure part (`computeTestScoring`)
 * is what the demo seed uses too, so a seeded test is scored exactly as a real one.
 *
 * Which norms: the edition the test was scored with before (its `scores.norms_version`), so
 * scoring again reproduces a report; a first scoring uses the tool's current norms.
 * The test date is the calendar day the test ended (or today) in the portal's time zone.
 */
import { and, eq } from 'drizzle-orm';
import {
  answersSchema,
  institutionDay,
  questionLibrary,
  rawScores,
  scoreTest,
  testAgeMonths,
  type Answers,
  type Gender,
  type InterventionTarget,
  type QuestionLibrary,
  type TestScores,
  type ToolNorms,
} from '@portal/shared';
import { isUuid } from '../../context';
import { children } from '../children/schema';
import { tests, type TestRow } from './schema';
import { storedNorms } from '../content';
import type { Executor } from '../../db/pool';

/** What `tests.scores` holds: the `scoreTest` result and the intervention targets. */
export interface StoredScores extends TestScores {
  targets: InterventionTarget[];
}

export interface TestScoring {
  scores: StoredScores;
  is_at_risk_score: boolean;
  flagged_items_list: string[];
}


export const TEST_SCORING_ERRORS = ['testNotFound', 'childNotFound', 'normsMissing', 'invalidLibrary', 'invalidAnswers'] as const;
export type TestScoringErrorCode = (typeof TEST_SCORING_ERRORS)[number];

/** Why a stored test cannot be scored (besides the norms' own `ScoringError`s, passed on as they are). */
export class TestScoringError extends Error {
  override readonly name = 'TestScoringError';
  constructor(
    readonly code: TestScoringErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface ScoringInput {
  /** The test's library snapshot and answers as stored: checked here, never trusted. */
  library: unknown;
  answers: unknown;
  norms: ToolNorms;
  birthday: string;
  sex: Gender;
  /** 'YYYY-MM-DD', the calendar day of the test. */
  testDate: string;
}

/** The calendar day of an instant in the institution's time zone ('YYYY-MM-DD'). */
export const testDay = (at: Date, timeZone?: string): string => institutionDay(at, timeZone);

function parsed<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, value: unknown, code: TestScoringErrorCode): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new TestScoringError(code, `the test's stored ${code === 'invalidLibrary' ? 'library' : 'answers'} do not load`);
  return result.data;
}

export function computeTestScoring(input: ScoringInput): TestScoring {
  const library = parsed<QuestionLibrary>(questionLibrary, input.library, 'invalidLibrary');
  const answers = parsed<Answers>(answersSchema, input.answers, 'invalidAnswers');
  const ageMonths = testAgeMonths({ birthDate: input.birthday, testDate: input.testDate });
  const raw = rawScores(library, answers, { ageMonths });
  const scores = scoreTest(input.norms, { ageMonths, sex: input.sex, raw: raw.raw });
  return { scores: { ...scores, targets: raw.targets }, is_at_risk_score: scores.is_at_risk_score, flagged_items_list: raw.flagged_items_list };
}

/** The columns a scoring sets, together (the table's check keeps them so). */
export function scoringColumns(scoring: TestScoring) {
  return { scores: scoring.scores, isAtRiskScore: scoring.is_at_risk_score, flaggedItemsList: scoring.flagged_items_list };
}

function recordedNormsVersion(scores: unknown): string | undefined {
  const version = (scores as { norms_version?: unknown } | null)?.norms_version;
  return typeof version === 'string' ? version : undefined;
}

/** Scores a stored test row (of its own institution's child); stores nothing. */
export async function scoreStoredTest(tx: Executor, test: TestRow): Promise<TestScoring> {
  const [child] = await tx
    .select({ birthday: children.birthday, gender: children.gender })
    .from(children)
    .where(and(eq(children.institutionId, test.institutionId), eq(children.id, test.childrenId)));
  if (!child) throw new TestScoringError('childNotFound', `the child of test ${test.id} is not in its institution`);
  const recorded = recordedNormsVersion(test.scores);
  const norms = (recorded && (await storedNorms(tx, test.toolsType, recorded))) || (await storedNorms(tx, test.toolsType));
  if (!norms) throw new TestScoringError('normsMissing', `no norms are stored for ${test.toolsType}`);
  return computeTestScoring({
    library: test.library,
    answers: test.answer,
    norms,
    birthday: child.birthday,
    sex: child.gender as Gender,
    testDate: testDay(test.endedTime ?? new Date()),
  });
}

/** Scores the institution's test and stores the result on it. */
export async function scoreAndStoreTest(tx: Executor, institutionId: string, testId: string): Promise<TestScoring> {
  const [test] = isUuid(testId) ? await tx.select().from(tests).where(and(eq(tests.institutionId, institutionId), eq(tests.id, testId))) : [];
  if (!test) throw new TestScoringError('testNotFound', `no test ${testId} in institution ${institutionId}`);
  const scoring = await scoreStoredTest(tx, test);
  await tx.update(tests).set(scoringColumns(scoring)).where(and(eq(tests.institutionId, institutionId), eq(tests.id, testId)));
  return scoring;
}
