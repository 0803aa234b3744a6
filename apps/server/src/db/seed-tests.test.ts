import { validateAnswer, unansweredKeys, type Answers, type QuestionLibrary } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../test/harness';
import { storedBank } from '../modules/content/store';
import { scoreStoredTest, type StoredScores, type TestRow } from '../modules/tests/scoring';
import { tests } from './schema';
import { INSTITUTIONS } from './seed-data';
import { TEST_SEEDS } from './seed-tests';

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
  it('gives institution A each of the four tools as Close, Testing and Active tests, and B one Close test', async () => {
    const all = await seededTests();
    const tally = (rows: typeof all) => {
      const counts: Record<string, number> = {};
      for (const { row } of rows) counts[`${row.toolsType} ${row.status}`] = (counts[`${row.toolsType} ${row.status}`] ?? 0) + 1;
      return counts;
    };
    const nameOf = (key: 'A' | 'B') => INSTITUTIONS.find((i) => i.key === key)!.nameEn;
    const [a, b] = [all.filter((t) => t.institution === nameOf('A')), all.filter((t) => t.institution === nameOf('B'))];
    expect(tally(a)).toEqual(Object.fromEntries(['Dream-ITS', 'Dream-IT', 'Dream-S-2.0', 'Dream-C-2.0'].flatMap((tool) => [[`${tool} Close`, 2], [`${tool} Testing`, 1], [`${tool} Active`, 1]])));
    expect(tally(b)).toEqual({ 'Dream-IT Close': 1 });
    expect(all).toHaveLength(TEST_SEEDS.length);
    expect(new Set(all.map((t) => `${t.row.institutionId}/${t.row.testCode}`)).size).toBe(all.length);
  });

  it('copies the current bank into each test and stores only valid answers', async () => {
    for (const { row } of await seededTests()) {
      const bank = await storedBank(api.db.orm, row.toolsType);
      expect(row.bankVersion).toBe(bank!.bank_version);
      expect(row.library).toEqual(bank!.library);
      for (const [key, answer] of Object.entries(row.answer as Answers)) expect(validateAnswer(row.library as QuestionLibrary, key, answer), key).toBeNull();
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

  it('leaves Testing tests partly answered and Active tests unanswered, both unscored', async () => {
    for (const { row } of (await seededTests()).filter((t) => t.row.status !== 'Close')) {
      expect([row.isEnd, row.endedTime, row.scores, row.isAtRiskScore, row.flaggedItemsList]).toEqual([false, null, null, null, null]);
      const answered = Object.keys(row.answer as Answers).length;
      if (row.status === 'Active') expect(answered).toBe(0);
      else {
        expect(answered).toBeGreaterThan(5);
        expect(unansweredKeys(row.library as QuestionLibrary, row.answer as Answers).length).toBeGreaterThan(0);
      }
    }
  });
});
