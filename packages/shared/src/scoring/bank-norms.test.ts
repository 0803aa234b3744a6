import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exampleBankDocument } from '../questions/fixtures/example';
import { loadQuestionBank, type QuestionBank } from '../questions/schema';
import { bankNormsProblems } from './bank-norms';
import { normsOrThrow } from './norms-schema';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests edit the JSON freely

const norms = normsOrThrow(JSON.parse(readFileSync(new URL('../../../../content/norms/Dream-IT.json', import.meta.url), 'utf8')));

function bankAfter(edit: (doc: Doc, q: Doc) => void): QuestionBank {
  const doc = exampleBankDocument() as Doc;
  edit(doc, doc.library.question);
  const result = loadQuestionBank(doc);
  if (!result.ok) throw new Error(JSON.stringify(result.problem));
  return result.value;
}

describe('a bank against its norms', () => {
  it('fits: the example bank names Dream-IT composites only, within max_raw, including total language', () => {
    expect(bankNormsProblems(bankAfter(() => {}), norms)).toEqual([]);
  });

  it.each<[string, (doc: Doc, q: Doc) => void, string[]]>([
    ['another tool', (d) => (d.tools_type = 'Dream-S-2.0'), ['tools_type: the bank is for Dream-S-2.0, the norms for Dream-IT']],
    ['a composite the norms lack (Dream-IT has no semantics)', (_, q) => q.q6.composites_expressive.push('semantics'),
      ['library.question.q6.composites_expressive.3: semantics is no composite of the Dream-IT norms demo-1']],
    ['a composite the norms lack, in the parents library', (d) => (d.library_parents.question.p1 = { ...d.library_parents.question.p1, composites: ['zone_motor'], choices: [{ content: { zh: '是' }, value: 1, score: 1 }] }),
      ['library_parents.question.p1.composites.0: zone_motor is no composite of the Dream-IT norms demo-1']],
    ['nothing toward the pass/fail composite', (_, q) => {
      for (const question of Object.values(q) as Doc[]) {
        for (const field of ['composites', 'composites_expressive']) {
          if (question[field]) question[field] = question[field].filter((c: string) => c !== 'total_language');
        }
      }
    }, ['library: no question counts toward total_language, which the Dream-IT norms demo-1 need to decide pass or fail']],
    ['more points than max_raw', (_, q) => (q.q6.choices[3].choices[1].value = 60),
      ['library: receptive can reach 72 points, above max_raw 60 of the Dream-IT norms demo-1', 'library: zone_comprehension can reach 71 points, above max_raw 30 of the Dream-IT norms demo-1']],
  ])('refuses %s', (_, edit, problems) => {
    expect(bankNormsProblems(bankAfter(edit), norms)).toEqual(problems);
  });
});
