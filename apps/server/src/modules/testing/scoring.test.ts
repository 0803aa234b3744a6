import { and, eq, sql } from 'drizzle-orm';
import { answerLibrary, rawScores, scoreTest, ScoringError, testAgeMonths, type QuestionLibrary, type ToolNorms } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../../test/harness';
import { children } from '../children/schema';
import { institutions } from '../institutions/schema';
import { type TestRow, tests } from './schema';
import { TEST_SEEDS } from './seed-demo';
import { checkContent, storedBank, storedNorms, writeContent } from '../content/store';
import { computeTestScoring, scoreAndStoreTest, scoreStoredTest, testDay, TestScoringError, type StoredScores } from './scoring';

const api = useApi();

async function institutionIds() {
  const rows = await api.db.orm.select({ id: institutions.id, nameEn: institutions.nameEn }).from(institutions).orderBy(institutions.createdAt);
  return { a: rows[0]!.id, b: rows[1]!.id };
}

async function testsOf(institutionId: string, status: string, tool?: string): Promise<TestRow[]> {
  const where = and(eq(tests.institutionId, institutionId), eq(tests.status, status), tool ? eq(tests.toolsType, tool) : undefined);
  return api.db.orm.select().from(tests).where(where).orderBy(tests.createdTime);
}

async function childOf(test: TestRow) {
  const [child] = await api.db.orm.select().from(children).where(and(eq(children.institutionId, test.institutionId), eq(children.id, test.childrenId)));
  return child!;
}

describe('scoring a stored test', () => {
  it('reads the child’s birthday and sex and the day the test ended, and scores the test’s own library against the tool’s norms', async () => {
    const { a } = await institutionIds();
    const [test] = await testsOf(a, 'Close', 'Dream-IT');
    const child = await childOf(test!);
    const norms = (await storedNorms(api.db.orm, 'Dream-IT'))!;
    const ageMonths = testAgeMonths({ birthDate: child.birthday, testDate: testDay(test!.endedTime!) });
    const raw = rawScores(test!.library as QuestionLibrary, test!.answer as never, { ageMonths });
    const expected = scoreTest(norms, { ageMonths, sex: child.gender as 'male' | 'female', raw: raw.raw });

    const scoring = await scoreStoredTest(api.db.orm, test!);
    expect(scoring.scores).toEqual({ ...expected, targets: raw.targets });
    expect(scoring.flagged_items_list).toEqual(raw.flagged_items_list);
    expect(scoring.is_at_risk_score).toBe(expected.is_at_risk_score);
    // Dream-IT norms are by sex: the child's own band was used.
    expect(scoring.scores.band.sex).toBe(child.gender);
    expect(scoring.scores.age_months).toBe(ageMonths);
  });

  it('stores the result on a finished test of the institution, and only there', async () => {
    const { a, b } = await institutionIds();
    const [test] = await testsOf(a, 'Testing', 'Dream-S-2.0');
    await api.db.orm.update(tests).set({ answer: answerLibrary(test!.library as QuestionLibrary, () => 'pass') }).where(and(eq(tests.institutionId, a), eq(tests.id, test!.id)));

    await expect(scoreAndStoreTest(api.db.orm, b, test!.id)).rejects.toMatchObject({ code: 'testNotFound' });
    await expect(scoreAndStoreTest(api.db.orm, a, 'not-a-uuid')).rejects.toBeInstanceOf(TestScoringError);
    expect((await api.db.orm.select().from(tests).where(eq(tests.id, test!.id)))[0]!.scores).toBeNull();

    const scoring = await scoreAndStoreTest(api.db.orm, a, test!.id);
    expect(scoring.is_at_risk_score).toBe(false);
    expect(scoring.flagged_items_list).toEqual([]);
    const [stored] = await api.db.orm.select().from(tests).where(and(eq(tests.institutionId, a), eq(tests.id, test!.id)));
    expect(stored!.isAtRiskScore).toBe(false);
    expect(stored!.flaggedItemsList).toEqual([]);
    expect((stored!.scores as StoredScores).composites.find((c) => c.key === 'total_language')?.raw).toBe(110);
  });

  it('scores again with the norms it was first scored with; a test never scored uses the current norms', async () => {
    const { a } = await institutionIds();
    const [closed] = await testsOf(a, 'Close', 'Dream-C-2.0');
    const [active] = await testsOf(a, 'Active', 'Dream-C-2.0');
    const demo = (await storedNorms(api.db.orm, 'Dream-C-2.0'))!;
    // A later edition whose SDs are all a fifth wider becomes current.
    const later: ToolNorms = {
      ...demo,
      norms_version: 'demo-2',
      bands: demo.bands.map((band) => ({ ...band, scores: Object.fromEntries(Object.entries(band.scores).map(([k, n]) => [k, 'sd' in n ? { ...n, sd: n.sd * 1.2 } : n])) })),
    };
    const checked = checkContent({ schema_version: 1, ...later });
    if (!checked.ok) throw new Error(checked.problems.join('\n'));
    await api.db.orm.transaction((tx) => writeContent(tx, checked.content, false));
    expect((await storedNorms(api.db.orm, 'Dream-C-2.0'))!.norms_version).toBe('demo-2');

    const again = await scoreStoredTest(api.db.orm, closed!);
    expect(again.scores.norms_version).toBe('demo-1');
    expect(again.scores).toEqual(JSON.parse(JSON.stringify(closed!.scores)));
    expect((await scoreStoredTest(api.db.orm, { ...active!, endedTime: new Date() })).scores.norms_version).toBe('demo-2');
  });

  it('refuses what cannot be scored: no norms, a stored library or answers that do not load, a child too young for the norms', async () => {
    const { a } = await institutionIds();
    const [test] = await testsOf(a, 'Close', 'Dream-S-2.0');
    await expect(scoreStoredTest(api.db.orm, { ...test!, toolsType: 'SPPA' })).rejects.toMatchObject({ code: 'normsMissing' });
    await expect(scoreStoredTest(api.db.orm, { ...test!, library: { question: {} } })).rejects.toMatchObject({ code: 'invalidLibrary' });
    await expect(scoreStoredTest(api.db.orm, { ...test!, answer: { q1: { value: { nested: true } } } })).rejects.toMatchObject({ code: 'invalidAnswers' });
    // Dream-S-2.0 norms start at 36 months: a test taken when the child was two cannot be scored.
    const child = await childOf(test!);
    const twoYearsOld = new Date(Date.parse(`${child.birthday}T12:00:00+08:00`) + 2 * 365 * 86_400_000);
    const young = scoreStoredTest(api.db.orm, { ...test!, endedTime: twoYearsOld, scores: null });
    await expect(young).rejects.toBeInstanceOf(ScoringError);
    await expect(young).rejects.toMatchObject({ code: 'ageBelowNorms' });
  });

  it('scores pure inputs the same way (what the demo seed uses)', async () => {
    const bank = (await storedBank(api.db.orm, 'Dream-ITS'))!;
    const norms = (await storedNorms(api.db.orm, 'Dream-ITS'))!;
    const input = { library: bank.library, norms, birthday: '2023-01-15', sex: 'female' as const, testDate: '2024-07-14' };
    const failed = computeTestScoring({ ...input, answers: answerLibrary(bank.library, () => 'fail') });
    expect(failed.scores.age_months).toBe(17);
    expect(failed.is_at_risk_score).toBe(true);
    expect(failed.flagged_items_list.length).toBeGreaterThan(5);
    expect(failed.scores.targets.length).toBeGreaterThan(0);
    const passed = computeTestScoring({ ...input, answers: answerLibrary(bank.library, () => 'pass') });
    expect([passed.is_at_risk_score, passed.flagged_items_list, passed.scores.red_composites]).toEqual([false, [], []]);
  });

  it('gives the test day in the portal’s time zone', () => {
    expect(testDay(new Date('2024-03-01T17:30:00Z'))).toBe('2024-03-02');
    expect(testDay(new Date('2024-03-01T15:30:00Z'))).toBe('2024-03-01');
  });
});

describe('the tests table', () => {
  it('keeps a test to its own institution’s child, its statuses, and its scoring fields together', async () => {
    const { a, b } = await institutionIds();
    const [test] = await testsOf(a, 'Active');
    const copy = (changes: string) =>
      api.db.pool.query(
        `insert into tests (institution_id, children_id, tools_type, status, test_code, bank_version, library, is_end, ended_time, scores, is_at_risk_score, flagged_items_list)
         select institution_id, children_id, tools_type, status, 'X' || test_code, bank_version, library, is_end, ended_time, scores, is_at_risk_score, flagged_items_list
         from tests where institution_id = $1 and id = $2`.replace('select institution_id, children_id, tools_type, status', `select ${changes}`),
        [a, test!.id],
      );
    await expect(copy(`'${b}', children_id, tools_type, status`)).rejects.toThrow(/tests_institution_id_children_id_children_institution_id_id_fk/);
    await expect(copy(`institution_id, children_id, tools_type, 'Closed'`)).rejects.toThrow(/tests_status_check/);
    await expect(copy(`institution_id, children_id, 'SWAM-T', status`)).rejects.toThrow(/question_banks/);
    await expect(api.db.pool.query(`update tests set is_end = true where id = $1`, [test!.id])).rejects.toThrow(/tests_ended_check/);
    await expect(api.db.pool.query(`update tests set is_at_risk_score = true where id = $1`, [test!.id])).rejects.toThrow(/tests_scored_check/);
    await expect(api.db.pool.query(`update tests set test_code = (select test_code from tests t where t.institution_id = $2 and t.id <> $1 limit 1) where id = $1`, [test!.id, a])).rejects.toThrow(/tests_code_key/);
    expect((await copy('institution_id, children_id, tools_type, status')).rowCount).toBe(1);
    expect((await api.db.orm.select({ n: sql<number>`count(*)::int` }).from(tests).where(eq(tests.institutionId, a)))[0]!.n).toBe(TEST_SEEDS.filter((t) => t.institution === 'A').length + 1);
  });
});
