/**
 * The shipped demonstration banks (content/banks/*.json): each loads, says plainly that it is not
 * clinical, scores against its tool's demonstration norms, and scores sensibly: a fully passed
 * test is green everywhere, a fully failed one is at risk.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerLibrary } from '../questions/sample-answers';
import { describeBankProblem, loadQuestionBank, type QuestionBank } from '../questions/schema';
import { validateAnswer } from '../questions/validate';
import { bankNormsProblems } from './bank-norms';
import { describeNormsProblem, loadNorms, type ToolNorms } from './norms-schema';
import { maxRawScores, rawScores, TARGETS_PER_ZONE } from './raw-scores';
import { scoreTest } from './score-test';

const CONTENT = new URL('../../../../content/', import.meta.url);
const TOOLS = ['Dream-ITS', 'Dream-IT', 'Dream-S-2.0', 'Dream-C-2.0'] as const;
const read = (path: string): unknown => JSON.parse(readFileSync(new URL(path, CONTENT), 'utf8'));

function bankOf(tool: string): QuestionBank {
  const result = loadQuestionBank(read(`banks/${tool}.json`));
  if (!result.ok) throw new Error(describeBankProblem(result.problem).join('\n'));
  return result.value;
}
function normsOf(tool: string): ToolNorms {
  const result = loadNorms(read(`norms/${tool}.json`));
  if (!result.ok) throw new Error(describeNormsProblem(result.problem).join('\n'));
  return result.value;
}

describe.each(TOOLS)('demo bank %s', (tool) => {
  const bank = bankOf(tool);
  const norms = normsOf(tool);
  const sexes = norms.bands.some((b) => b.sex) ? (['male', 'female'] as const) : ([null] as const);
  const ages = [...new Set(norms.bands.map((b) => b.from_month)), norms.max_norm_age_months];

  it('loads through the schema as this tool, labelled as invented demonstration items in zh and en', () => {
    expect(bank.tools_type).toBe(tool);
    expect(bank.demonstration).toBe(true);
    expect(bank.notice?.zh).toContain('不是临床量表');
    expect(bank.notice?.en).toContain('NOT a clinical instrument');
  });

  it('has 20 to 40 questions over several pages, every text in zh and en', () => {
    const questions = Object.values(bank.library.question);
    expect(questions.length).toBeGreaterThanOrEqual(20);
    expect(questions.length).toBeLessThanOrEqual(40);
    expect(bank.library.question_page_sort.length).toBeGreaterThan(3);
    const texts = JSON.stringify(bank).match(/\{"zh":"[^"]*"(,"en":"[^"]*")?\}/g) ?? [];
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((t) => !t.includes('"en":"'))).toEqual([]);
  });

  it("names only its norms' composites, all of them, and never more than max_raw", () => {
    expect(bankNormsProblems(bank, norms)).toEqual([]);
    expect(Object.keys(maxRawScores(bank.library)).sort()).toEqual(norms.composites.map((c) => c.key).sort());
  });

  it('gives every scored question an age, and a target to every one that has an age', () => {
    for (const [key, q] of Object.entries(bank.library.question)) {
      if (!q.composites) continue;
      expect(q.age_months, key).toBeDefined();
      expect(q.target, key).toBeDefined();
    }
  });

  it('answers validly, passed or failed', () => {
    for (const outcome of ['pass', 'fail'] as const) {
      for (const [key, answer] of Object.entries(answerLibrary(bank.library, () => outcome))) {
        expect(validateAnswer(bank.library, key, answer), `${outcome} ${key}`).toBeNull();
      }
    }
  });

  it('scores a fully passed test green in every composite at every age, with nothing flagged', () => {
    const answers = answerLibrary(bank.library, () => 'pass');
    for (const ageMonths of ages) {
      const result = rawScores(bank.library, answers, { ageMonths });
      expect(result.flagged_items_list).toEqual([]);
      for (const sex of sexes) {
        const scores = scoreTest(norms, { ageMonths, sex, raw: result.raw });
        expect(scores.red_composites, `${ageMonths} months`).toEqual([]);
        expect(scores.is_at_risk_score).toBe(false);
      }
    }
  });

  it('scores a fully failed test at risk from the middle of its ages on, flagging items and choosing targets', () => {
    const answers = answerLibrary(bank.library, () => 'fail');
    const middle = ages[Math.floor(ages.length / 2)]!;
    for (const ageMonths of ages.filter((a) => a >= middle)) {
      const result = rawScores(bank.library, answers, { ageMonths });
      for (const sex of sexes) expect(scoreTest(norms, { ageMonths, sex, raw: result.raw }).is_at_risk_score, `${ageMonths} months`).toBe(true);
      expect(result.flagged_items_list.length).toBeGreaterThan(0);
      const perZone = new Map<string | null, number>();
      for (const t of result.targets) perZone.set(t.zone, (perZone.get(t.zone) ?? 0) + 1);
      expect(Math.max(...perZone.values())).toBeLessThanOrEqual(TARGETS_PER_ZONE);
      expect(result.targets.length).toBeGreaterThan(0);
    }
    expect(rawScores(bank.library, answers, { ageMonths: middle }).raw.total_language).toBeLessThanOrEqual(3);
  });
});
