import { describe, expect, it } from 'vitest';
import type { Answers } from './answers';
import { exampleBank, exampleBankDocument, exampleQuestion } from './fixtures/example';
import { partResult } from './points';
import { answerLibrary } from './sample-answers';
import { describeBankProblem, loadQuestionBank } from './schema';
import { maxPartPoints, scoredParts } from './scoring-fields';
import { validateAnswer } from './validate';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests edit the JSON freely

function problemsAfter(edit: (doc: Doc, q: Doc) => void): string[] {
  const doc = exampleBankDocument() as Doc;
  edit(doc, doc.library.question);
  const result = loadQuestionBank(doc);
  return result.ok ? [] : describeBankProblem(result.problem);
}

describe('the scoring fields of a bank', () => {
  it('reads each part of a question: composites, pass mark, age (the expressive age defaulting to the receptive one) and target', () => {
    expect(scoredParts(exampleQuestion('q2'))).toEqual([
      { part: 'receptive', composites: ['total_language', 'receptive', 'zone_comprehension'], passScore: 1, ageMonths: 12, target: { zh: '听到“球”时能指出或拿起球', en: "Points to or picks up the ball on hearing 'ball'" } },
      { part: 'expressive', composites: ['total_language', 'expressive', 'zone_expression'], passScore: 1, ageMonths: 15, target: { zh: '能说出“球”', en: "Says 'ball'" } },
    ]);
    const doc = exampleBankDocument() as Doc;
    delete doc.library.question.q6.age_months_expressive;
    const loaded = loadQuestionBank(doc);
    if (!loaded.ok) throw new Error('the edited bank does not load');
    expect(scoredParts(loaded.value.library.question.q6!).map((p) => p.ageMonths)).toEqual([14, 14]);
    expect(scoredParts(exampleQuestion('q4'))).toEqual([]);
  });

  it.each<[string, string, number]>([
    ['a radio question: its best choice', 'q3', 2],
    ['a counting question: every item and the largest "more"', 'q5', 7],
    ['a composite question, per part: every row and that part\'s largest "more"', 'q6', 13],
  ])('the most %s', (_, key, most) => {
    expect(maxPartPoints(exampleQuestion(key), 'receptive')).toBe(most);
  });

  it.each<[string, (doc: Doc, q: Doc) => void, string]>([
    ['score on a question without composites', (_, q) => (q.q4.choices[0].score = 1), 'library.question.q4.choices.0.score: needs composites'],
    ['score on a counting item', (_, q) => (q.q5.choices[0].score = 1), 'library.question.q5.choices.0.score: not allowed here'],
    ['score on a dropdown option', (_, q) => (q.q5.choices[4].choices[0].score = 1), 'library.question.q5.choices.4.choices.0.score: not allowed here'],
    ['score on a sub-option', (_, q) => (q.q3.choices[0].choices[0].score = 1), 'library.question.q3.choices.0.choices.0.score: not allowed here'],
    ['score on a composite row', (_, q) => (q.q6.choices[0].score = 1), 'library.question.q6.choices.0.score: not allowed here'],
    ['an expressive twin on a question without that part', (_, q) => (q.q1.composites_expressive = ['expressive']), 'library.question.q1.composites_expressive: not allowed here'],
    ['an expressive age without expressive composites', (_, q) => delete q.q2.composites_expressive && delete q.q2.target_expressive, 'library.question.q2.age_months_expressive: needs composites_expressive'],
    ['an age without composites', (_, q) => (q.q4.age_months = 12), 'library.question.q4.age_months: needs composites'],
    ['a target without an age', (_, q) => delete q.q7.age_months, 'library.question.q7.target: needs age_months'],
    ['a pass mark the items cannot reach', (_, q) => (q.q5.pass_score = 8), 'library.question.q5.pass_score: the question cannot earn pass_score points (at most 7, pass_score 8)'],
    ['a scored radio question whose choices score nothing', (_, q) => delete q.q7.choices[0].score, 'library.question.q7.composites: the question cannot earn pass_score points (at most 0, pass_score 1)'],
    ['a composite named twice', (_, q) => q.q1.composites.push('receptive'), 'library.question.q1.composites.3: duplicate'],
    ['a demonstration bank without its notice', (d) => (d.demonstration = true), 'notice: demonstration banks need a notice in zh and en'],
  ])('refuses %s', (_, edit, problem) => {
    expect(problemsAfter(edit)).toEqual([problem]);
  });

  it('refuses composite keys that are no norms keys and pass marks of 0', () => {
    expect(problemsAfter((_, q) => (q.q1.composites = ['Total language']))).toHaveLength(1);
    expect(problemsAfter((_, q) => (q.q1.pass_score = 0))).toHaveLength(1);
  });

  it('accepts a demonstration bank that says so in zh and en', () => {
    expect(problemsAfter((d) => Object.assign(d, { demonstration: true, notice: { zh: '演示题目', en: 'Demonstration items' } }))).toEqual([]);
  });
});

describe('the points of one part', () => {
  const library = exampleBank().library;
  const result = (key: string, part: 'receptive' | 'expressive', answers: Answers) => partResult(key, library.question[key]!, part, answers);

  it.each<[string, string, 'receptive' | 'expressive', Answers, unknown]>([
    ['a chosen choice earns its score', 'q3', 'receptive', { q3: { value: 1, radioValue: 1, otherValues: ['cat'] } }, { status: 'answered', points: 2 }],
    ['a choice without score earns 0', 'q1', 'receptive', { q1: { value: 0 } }, { status: 'answered', points: 0 }],
    ['N.A. is not judged', 'q1', 'receptive', { q1: { value: 'N.A.' } }, { status: 'notApplicable', points: 0 }],
    ['no answer', 'q1', 'receptive', {}, { status: 'unanswered', points: 0 }],
    ['an invalid answer is no answer', 'q3', 'receptive', { q3: { value: 1, radioValue: 1 } }, { status: 'unanswered', points: 0 }],
    ['the expressive part reads the _Expressive answer', 'q2', 'expressive', { q2: { value: 0 }, q2_Expressive: { value: 1 } }, { status: 'answered', points: 1 }],
    ['a counting question earns its count', 'q5', 'receptive', { q5: { checkboxValues: ['eyes', 'more'], checkboxOtherValue: { more: 2 } } }, { status: 'answered', points: 3 }],
    ['a composite question\'s expressive tally', 'q6', 'expressive', { q6: { checkboxCompositeValues: { milk: { receptive: true, expressive: true } }, checkboxValues: ['more_expressive'], checkboxOtherValue: { more_expressive: 5 } } }, { status: 'answered', points: 6 }],
  ])('%s', (_, key, part, answers, expected) => {
    expect(result(key, part, answers)).toEqual(expected);
  });
});

describe('sample answers', () => {
  const library = exampleBank().library;

  it.each(['pass', 'fail'] as const)('answers every shown question validly (%s)', (outcome) => {
    const answers = answerLibrary(library, () => outcome);
    for (const [key, answer] of Object.entries(answers)) expect(validateAnswer(library, key, answer), key).toBeNull();
    expect(Object.keys(answers)).toEqual(
      outcome === 'pass'
        ? ['q1', 'q2', 'q2_Expressive', 'q3', 'q5', 'q6', 'q7', 'q10']
        : ['q1', 'q2', 'q2_Expressive', 'q3', 'q4', 'q5', 'q6', 'q8', 'q9', 'q10'],
    );
  });

  it('leaves a skipped question unanswered and passes or fails each part as told', () => {
    const answers = answerLibrary(library, (key, _, part) => (key === 'q1' ? 'skip' : part === 'expressive' ? 'fail' : 'pass'));
    expect(answers.q1).toBeUndefined();
    expect(answers.q2).toMatchObject({ value: 1 });
    expect(answers.q2_Expressive).toMatchObject({ value: 0 });
    expect(answers.q6).toMatchObject({ receptive_value: 13, expressive_value: 0 });
  });
});
