import { validateAnswer, unansweredKeys, type Answers, type QuestionLibrary } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../../test/harness';
import { storedBank } from '../content/store';
import { scoreStoredTest, type StoredScores } from './scoring';
import { testQrTokens, type TestRow, tests } from './schema';
import { INSTITUTIONS } from '../institutions/seed';
import { TEST_SEEDS } from './seed-demo';

const api = useApi();

async function seededTests() {
  const rows = await api.db.orm.select().from(tests);
  const { rows: meta } = await api.db.pool.query<{ id: string; inst: string; code: string }>(
    `select t.id, i.name_en as inst, c.children_code as code from tests t join institutions i on i.id = t.institution_id
     join children c on c.institution_id = t.institution_id and c.id = t.children_id`,
  );
  const byId = new Map(meta.map((m) => [m.id, m]));
  return rows.map((row) => ({ row, institution: byId.get(row.id)!.inst, child: byId.get(row.id)!.code }));
}

describe('demo tests', () => {
  it('gives institution A each of the four tools in every status it can reach, and B one Close test', async () => {
    const all = await seededTests();
    const tally = (rows: typeof all) => {
      const counts: Record<string, number> = {};
      for (const { row } of rows) counts[`${row.toolsType} ${row.status}`] = (counts[`${row.toolsType} ${row.status}`] ?? 0) + 1;
      return counts;
    };
    const nameOf = (key: 'A' | 'B') => INSTITUTIONS.find((i) => i.key === key)!.nameEn;
    const [a, b] = [all.filter((t) => t.institution === nameOf('A')), all.filter((t) => t.institution === nameOf('B'))];
    const each = ['Close', 'Close', 'Testing', 'Active', 'ParentsTesting', 'ExpClose', 'Failure'];
    const expected: Record<string, number> = { 'Dream-IT Additional': 1 };
    for (const tool of ['Dream-ITS', 'Dream-IT', 'Dream-S-2.0', 'Dream-C-2.0']) for (const status of each) expected[`${tool} ${status}`] = (expected[`${tool} ${status}`] ?? 0) + 1;
    expect(tally(a)).toEqual(expected);
    expect(tally(b)).toEqual({ 'Dream-IT Close': 1 });
    expect(all).toHaveLength(TEST_SEEDS.length);
    expect(new Set(all.map((t) => `${t.row.institutionId}/${t.row.testCode}`)).size).toBe(all.length);
  });

  it('copies the current bank into each test and stores only valid answers', async () => {
    for (const { row } of await seededTests()) {
      const bank = await storedBank(api.db.orm, row.toolsType);
      expect(row.bankVersion).toBe(bank!.bank_version);
      expect(row.library).toEqual(bank!.library);
      expect(row.libraryAdditional).toEqual(bank!.library_additional ?? null);
      expect(row.libraryParents).toEqual(bank!.library_parents ?? null);
      const answered = row.status === 'Additional' ? (row.libraryAdditional as QuestionLibrary) : (row.library as QuestionLibrary);
      for (const [key, answer] of Object.entries(row.answer as Answers)) expect(validateAnswer(answered, key, answer), key).toBeNull();
      for (const [key, answer] of Object.entries(row.answerParents as Answers)) expect(validateAnswer(row.library as QuestionLibrary, key, answer), key).toBeNull();
    }
  });

  it('ends and scores Close tests exactly as the server scores them: typical children pass, the ones behind are at risk', async () => {
    const closed = (await seededTests()).filter((t) => t.row.status === 'Close');
    expect(closed).toHaveLength(9);
    for (const { row, child } of closed) {
      const seed = TEST_SEEDS.find((s) => s.child === child && s.tool === row.toolsType && s.status === 'Close')!;
      expect(row.isEnd).toBe(true);
      expect(row.endedTime).not.toBeNull();
      expect(unansweredKeys(row.library as QuestionLibrary, row.answer as Answers)).toEqual([]);
      const again = await scoreStoredTest(api.db.orm, row as TestRow);
      expect(row.scores).toEqual(JSON.parse(JSON.stringify(again.scores)));
      expect(row.isAtRiskScore).toBe(again.is_at_risk_score);
      expect(row.flaggedItemsList).toEqual(again.flagged_items_list);
      const scores = row.scores as StoredScores;
      expect(scores.demonstration).toBe(true);
      expect(row.isAtRiskScore, `${row.toolsType} lead ${seed.lead}`).toBe(seed.lead! < 0);
      if (seed.lead! < 0) {
        expect((row.flaggedItemsList as string[]).length).toBeGreaterThan(0);
        expect(scores.targets.length).toBeGreaterThan(0);
      }
    }
  });

  it('ends and scores ExpClose tests like Close ones', async () => {
    const expired = (await seededTests()).filter((t) => t.row.status === 'ExpClose');
    expect(expired).toHaveLength(4);
    for (const { row } of expired) {
      expect([row.isEnd, row.endedTime === null, row.scores === null]).toEqual([true, false, false]);
      expect(unansweredKeys(row.library as QuestionLibrary, row.answer as Answers)).toEqual([]);
    }
  });

  it('leaves open and invalidated tests partly answered on their side (Active: not at all), unscored', async () => {
    for (const { row } of (await seededTests()).filter((t) => !['Close', 'ExpClose'].includes(t.row.status))) {
      expect([row.isEnd, row.endedTime, row.scores, row.isAtRiskScore, row.flaggedItemsList]).toEqual([false, null, null, null, null]);
      const side = (row.status === 'ParentsTesting' ? row.answerParents : row.answer) as Answers;
      const answered = Object.keys(side).length;
      if (row.status === 'Active') expect([answered, Object.keys(row.answerParents as Answers).length]).toEqual([0, 0]);
      else if (row.status === 'Additional') expect(answered).toBe(1);
      else {
        expect(answered, `${row.toolsType} ${row.status}`).toBeGreaterThan(3);
        expect(unansweredKeys(row.library as QuestionLibrary, side).length).toBeGreaterThan(0);
      }
    }
  });

  it('gives every test open to parents a live QR token, valid for days', async () => {
    const open = (await seededTests()).filter((t) => ['Active', 'ParentsTesting'].includes(t.row.status));
    const tokens = await api.db.orm.select().from(testQrTokens);
    expect(tokens).toHaveLength(open.length);
    for (const { row } of open) {
      const token = tokens.find((t) => t.testId === row.id)!;
      expect([token.revokedAt, token.failureAt.getTime() > Date.now() + 7 * 86_400_000]).toEqual([null, true]);
    }
  });
});
