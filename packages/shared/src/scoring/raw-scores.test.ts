import { describe, expect, it } from 'vitest';
import type { Answers } from '../questions/answers';
import { exampleBank } from '../questions/fixtures/example';
import { answerLibrary } from '../questions/sample-answers';
import { ScoringError } from './errors';
import { TARGETS_PER_ZONE, TARGET_WINDOW_MONTHS, maxRawScores, rawScores } from './raw-scores';

const library = exampleBank().library;
const COMPOSITES = ['total_language', 'receptive', 'zone_social', 'zone_comprehension', 'expressive', 'zone_expression', 'zone_play'];
const zeros = Object.fromEntries(COMPOSITES.map((key) => [key, 0]));

/** The README's first worked example: 20 months. */
const twentyMonths: Answers = {
  q1: { value: 1 },
  q2: { value: 1, include_expressive: true },
  q2_Expressive: { value: 0, include_expressive: true },
  q3: { value: 1, radioValue: 1, otherValues: ['dog'] },
  q5: { value: 2, checkboxValues: ['eyes', 'nose'] },
  q6: { value: 2, checkboxCompositeValues: { milk: { receptive: true, expressive: true }, car: { receptive: true, expressive: false } }, receptive_value: 2, expressive_value: 1 },
};

/** The README's second worked example: 12 months. */
const twelveMonths: Answers = {
  q1: { value: 'N.A.' },
  q2: { value: 0, include_expressive: true },
  q2_Expressive: { value: 0, include_expressive: true },
  q3: { value: 0, radioValue: 0 },
  q4: { value: 1 },
  q5: { value: 0, checkboxValues: ['more'], checkboxOtherValue: { more: 'N.A.' } },
  q6: { value: 1, checkboxCompositeValues: { milk: { receptive: true, expressive: false } }, receptive_value: 1, expressive_value: 0 },
  q7: { value: 1 },
  q8: { value: 0 },
  q9: { value: 1 },
  q10: { value: 0 },
};

const target = (key: string, zone: string | null, age: number, zh: string, en: string) => ({ key, zone, age_months: age, text: { zh, en } });

describe('raw scores, flagged items and targets of the example bank', () => {
  it('20 months: points of shown questions only, three failed parts all flagged and all targets', () => {
    expect(rawScores(library, twentyMonths, { ageMonths: 20 })).toEqual({
      raw: { total_language: 9, receptive: 6, zone_social: 1, zone_comprehension: 5, expressive: 3, zone_expression: 3, zone_play: 0 },
      flagged_items_list: ['q2_Expressive', 'q5', 'q6_Expressive'],
      targets: [
        target('q2_Expressive', 'zone_expression', 15, '能说出“球”', "Says 'ball'"),
        target('q5', 'zone_comprehension', 20, '能指出至少 3 个身体部位', 'Points to at least 3 body parts'),
        target('q6_Expressive', 'zone_expression', 18, '主动说出日常生活中的常见词语', 'Says common everyday words'),
      ],
    });
  });

  it('12 months: N.A. and hidden stale answers earn nothing; only due items are flagged; targets within the window, two per zone', () => {
    const result = rawScores(library, twelveMonths, { ageMonths: 12 });
    expect(result.raw).toEqual({ ...zeros, total_language: 1, receptive: 1, zone_comprehension: 1 });
    expect(result.flagged_items_list).toEqual(['q2']);
    expect(result.targets.map((t) => t.key)).toEqual(['q2', 'q2_Expressive', 'q3', 'q6']);
    expect(result.targets[3]).toEqual(target('q6', 'zone_comprehension', 14, '理解日常生活中的常见词语', 'Understands common everyday words'));
  });

  it('the same answers a year later flag every failed part whose age has come', () => {
    const result = rawScores(library, twelveMonths, { ageMonths: 24 });
    expect(result.flagged_items_list).toEqual(['q2', 'q2_Expressive', 'q3', 'q5', 'q6', 'q6_Expressive']);
    // Nearest 24 months: q5 (20) and q6 (14) beat q2 (12); q3 and q6_Expressive (18) beat q2_Expressive (15).
    expect(result.targets.map((t) => t.key)).toEqual(['q3', 'q5', 'q6', 'q6_Expressive']);
  });

  it('an unanswered test: every composite the library names, all 0, nothing flagged', () => {
    expect(rawScores(library, {}, { ageMonths: 30 })).toEqual({ raw: zeros, flagged_items_list: [], targets: [] });
    expect(Object.keys(rawScores(library, {}, { ageMonths: 30 }).raw)).toEqual(COMPOSITES);
  });

  it('fully passed: the most every shown question earns, nothing flagged', () => {
    const answers = answerLibrary(library, () => 'pass');
    expect(answers.q4).toBeUndefined(); // q3 passed, so its follow-up stays hidden
    const result = rawScores(library, answers, { ageMonths: 30 });
    // q1 1, q2 1 + 1, q3 2, q5 4 + 3, q6 3 + 10 twice, q7 1, q10 1.
    expect(result.raw).toEqual({ total_language: 39, receptive: 22, zone_social: 1, zone_comprehension: 21, expressive: 17, zone_expression: 17, zone_play: 1 });
    expect(result).toMatchObject({ flagged_items_list: [], targets: [] });
    expect(maxRawScores(library)).toEqual(result.raw);
  });

  it('fully failed at 36 months: every scored part with an age is flagged; two targets per zone, nearest the age', () => {
    const result = rawScores(library, answerLibrary(library, () => 'fail'), { ageMonths: 36 });
    // A composite answer needs one mark: the least is one word understood.
    expect(result.raw).toEqual({ ...zeros, total_language: 1, receptive: 1, zone_comprehension: 1 });
    // q7 stays hidden (q5 counts 0); q10 has no age.
    expect(result.flagged_items_list).toEqual(['q1', 'q2', 'q2_Expressive', 'q3', 'q5', 'q6', 'q6_Expressive']);
    // zone_comprehension: q5 (20) and q6 (14) before q2 (12); zone_expression: q3 and q6_Expressive (18) before q2_Expressive (15).
    expect(TARGETS_PER_ZONE).toBe(2);
    expect(result.targets.map((t) => t.key)).toEqual(['q1', 'q3', 'q5', 'q6', 'q6_Expressive']);
  });

  it('targets every failed part at most 6 months ahead, however far behind', () => {
    const result = rawScores(library, answerLibrary(library, () => 'fail'), { ageMonths: 8 });
    // Within 8 + 6 = 14 months: q1 (9), q2 (12) and q6 (14); q2_Expressive at 15 is out.
    expect(TARGET_WINDOW_MONTHS).toBe(6);
    expect(result.targets.map((t) => t.key)).toEqual(['q1', 'q2', 'q6']);
    expect(result.flagged_items_list).toEqual([]);
  });

  it('never trusts a record: a forged count, an unknown choice and a record of the wrong shape earn nothing extra', () => {
    const result = rawScores(library, {
      q1: { value: 7 }, // no such choice: unanswered
      q5: { value: 99, checkboxValues: ['eyes'] }, // counts 1
      q6: { value: 50, receptive_value: 50, expressive_value: 50, checkboxCompositeValues: { milk: { receptive: true, expressive: false } } },
    }, { ageMonths: 20 });
    expect(result.raw).toMatchObject({ total_language: 2, receptive: 2, zone_social: 0, expressive: 0 });
    expect(result.flagged_items_list).toEqual(['q5', 'q6', 'q6_Expressive']);
  });

  it('refuses an age that is not whole months', () => {
    for (const age of [-1, 1.5, Number.NaN]) {
      expect(() => rawScores(library, {}, { ageMonths: age })).toThrow(ScoringError);
    }
  });
});
