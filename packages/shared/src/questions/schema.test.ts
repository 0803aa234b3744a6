import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exampleBankDocument } from './fixtures/example';
import { describeBankProblem, loadQuestionBank, textIn } from './schema';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests edit the JSON freely

/** The problems of the example bank after one edit, as 'path: reason' lines. */
function problemsAfter(edit: (doc: Doc, q: Doc) => void): string[] {
  const doc = exampleBankDocument() as Doc;
  edit(doc, doc.library.question);
  const result = loadQuestionBank(doc);
  return result.ok ? [] : describeBankProblem(result.problem);
}

describe('the question bank format', () => {
  it('loads the example bank, filling the default question type', () => {
    const result = loadQuestionBank(exampleBankDocument());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.version).toBe(1);
    expect(result.value.tools_type).toBe('Dream-IT');
    expect(result.value.library.question.q1!.type).toBe('radio');
    expect(result.value.library.question.q3!.type).toBe('ConditionsChoose');
    expect(Object.keys(result.value.library_parents!.question)).toEqual(['p1', 'p2']);
  });

  it('is the same bank as the README example', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const block = /<!-- example-bank -->\s*```json\n([\s\S]*?)\n```/.exec(readme);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual(exampleBankDocument());
  });

  it('refuses an unknown or missing schema_version instead of guessing', () => {
    for (const [version, shown] of [[2, '2'], ['1', '1'], [undefined, 'missing']] as const) {
      const result = loadQuestionBank({ ...exampleBankDocument(), schema_version: version });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(describeBankProblem(result.problem)).toEqual([`unknown schema_version ${shown} (supported: 1)`]);
    }
    const notObject = loadQuestionBank([]);
    expect(!notObject.ok && describeBankProblem(notObject.problem)).toEqual(['(bank): expected an object']);
  });

  it.each<[string, (doc: Doc, q: Doc) => void, string]>([
    ['a duplicate choice value (1 and "1" are one value)', (_, q) => (q.q1.choices[2].value = '1'), 'library.question.q1.choices.2.value: duplicate'],
    ['a question without questionId or item_id', (_, q) => delete q.q1.questionId, 'library.question.q1.questionId: questionId or item_id is required'],
    ['a page naming an unknown question', (d) => d.library.question_page_sort[0].push('zz'), 'library.question_page_sort.0.2: unknown question'],
    ['a question on two pages', (d) => d.library.question_page_sort[5].push('q1'), 'library.question_page_sort.5.1: duplicate'],
    ['a question on no page', (d) => d.library.question_page_sort.splice(4, 1), 'library.question.q9: not on any page'],
    ['a wrong question_total', (d) => (d.library.question_total = 9), 'library.question_total: must equal the number of questions (10)'],
    ['a trigger on a later question', (_, q) => (q.q1.triggered_away_by = 'q2'), 'library.question.q1.triggered_away_by: must come earlier in question_page_sort'],
    ['a trigger on the question itself', (_, q) => (q.q4.triggered_away_by = 'q4'), 'library.question.q4.triggered_away_by: must come earlier in question_page_sort'],
    ['a trigger on an unknown question', (_, q) => (q.q4.triggered_away_by = 'q99'), 'library.question.q4.triggered_away_by: unknown question'],
    ['a trigger on a missing expressive part', (_, q) => (q.q8.triggered_aways_by = ['q2', 'q1_Expressive']), 'library.question.q8.triggered_aways_by.1: that question has no expressive part'],
    ['a source listed twice', (_, q) => (q.q8.triggered_aways_by = ['q1', 'q1']), 'library.question.q8.triggered_aways_by.1: duplicate'],
    ['both trigger sources', (_, q) => (q.q9.triggered_aways_by = ['q1']), 'library.question.q9.triggered_aways_by: cannot be combined with triggered_away_by'],
    ['trigger values without a source', (_, q) => (q.q10.triggered_values = [1]), 'library.question.q10.triggered_values: needs triggered_away_by or triggered_aways_by'],
    ['a count bound without a source', (_, q) => (q.q10.triggered_max_count_value = 1), 'library.question.q10.triggered_max_count_value: needs triggered_away_by or triggered_aways_by'],
    ['a maximum count below the minimum', (_, q) => (q.q7.triggered_max_count_value = 2), 'library.question.q7.triggered_max_count_value: less than triggered_min_count_value'],
    ['a select choice without dropdown options', (_, q) => delete q.q5.choices[4].choices, 'library.question.q5.choices.4.choices: a select choice needs its dropdown options in choices'],
    ['a counted dropdown option that is no number and not special', (_, q) => delete q.q5.choices[4].specialValues, 'library.question.q5.choices.4.choices.3.value: must be a number or listed in specialValues'],
    ['a special value that is no dropdown option', (_, q) => (q.q5.choices[4].specialValues = ['N.A.', 'x']), 'library.question.q5.choices.4.specialValues.1: not one of the dropdown options'],
    ['specialValues on a plain tick box', (_, q) => (q.q5.choices[0].specialValues = ['N.A.']), 'library.question.q5.choices.0.specialValues: not allowed here'],
    ['a composite select choice without its part', (_, q) => delete q.q6.choices[3].part, 'library.question.q6.choices.3.part: required on a select choice of a composite question'],
    ['plain and composite items mixed', (_, q) => delete q.q6.choices[0].type, 'library.question.q6.choices.0.type: checkbox and composite_checkbox choices cannot be mixed'],
    ['counting on some choices only', (_, q) => delete q.q5.choices[0].valueType, 'library.question.q5.choices.0.valueType: valueType must be the same on every choice'],
    ['sub-options on a radio choice', (_, q) => (q.q1.choices[0].choices = [{ content: { zh: '甲' }, value: 'a' }]), 'library.question.q1.choices.0.choices: not allowed here'],
    ['a composite row in an additional select', (_, q) => (q.q3.choices[0].choices[0].type = 'composite_checkbox'), 'library.question.q3.choices.0.choices.0.type: not allowed here'],
    ['include_expressive on a checkbox question', (_, q) => (q.q5.include_expressive = true), 'library.question.q5.include_expressive: not allowed here'],
    [
      'a key that another library of the bank already uses',
      (d) => {
        const parents = d.library_parents;
        parents.question.q1 = parents.question.p1;
        delete parents.question.p1;
        parents.question_page_sort = parents.question_page_sort.map((page: string[]) => page.map((k) => (k === 'p1' ? 'q1' : k)));
      },
      'library_parents.question.q1: the key is already used in another library of the bank (library)',
    ],
  ])('refuses %s, naming the path', (_, edit, problem) => {
    expect(problemsAfter(edit)).toEqual([problem]);
  });

  it.each<[string, (doc: Doc, q: Doc) => void, string]>([
    ['an unknown tool type', (d) => (d.tools_type = 'Dream-X'), 'tools_type: '],
    ['an unknown question type', (_, q) => (q.q1.type = 'slider'), 'library.question.q1.type: '],
    ['an unknown choice type', (_, q) => (q.q5.choices[0].type = 'switch'), 'library.question.q5.choices.0.type: '],
    ['a question text that is not bilingual', (_, q) => (q.q1.question = 'text'), 'library.question.q1.question: '],
    ['an unknown field', (_, q) => (q.q1.colour = 'red'), 'library.question.q1: '],
    ['a key ending in _Expressive', (_, q) => (q.a_Expressive = q.q10), 'library.question.a_Expressive: '],
    ['a page without questions', (d) => d.library.question_page_sort.push([]), 'library.question_page_sort.6: '],
  ])('refuses %s (a shape error), naming the path', (_, edit, prefix) => {
    const problems = problemsAfter(edit);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.startsWith(prefix)).toBe(true);
  });
});

describe('bilingual text', () => {
  it('falls back to zh when en is missing or empty', () => {
    expect(textIn({ zh: '球', en: 'Ball' }, 'en')).toBe('Ball');
    expect(textIn({ zh: '球', en: 'Ball' }, 'zh')).toBe('球');
    expect(textIn({ zh: '球' }, 'en')).toBe('球');
    expect(textIn({ zh: '球', en: '' }, 'en')).toBe('球');
    expect(textIn(undefined, 'zh')).toBe('');
  });
});
