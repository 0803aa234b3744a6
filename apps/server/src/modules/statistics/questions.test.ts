import { beforeAll, describe, expect, it } from 'vitest';
import { STATISTICS_CALLS, keysInPageOrder, sampleAnswers, textIn, type QuestionLibrary, type QuestionStatisticsResult } from '@portal/shared';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';
import { storedBank } from '../content';
import { INSTITUTIONS } from '../institutions/seed';
import { insertTests, institutionNamed } from './test-fixtures';

const api = useApi();
const C = STATISTICS_CALLS;
let token: string;
let library: QuestionLibrary;
let key: string;

beforeAll(async () => {
  const user = await loginAs(api.app, 'doctor');
  // B has no Dream-S tests of its own: every count below is a fixture's.
  await switchIdentity(api.app, user.token, identityOf(user, 'Clinician', 'other'));
  token = user.token;
  library = (await storedBank(api.db.orm, 'Dream-S-2.0'))!.library;
  key = keysInPageOrder(library).find((k) => library.question[k]!.type === 'radio' && library.question[k]!.choices.length >= 2)!;
  const [first, second] = library.question[key]!.choices.map((c) => c.value);
  const chose = (value: string | number) => ({ [key]: { value } });
  const b = await institutionNamed(api.db, INSTITUTIONS.find((i) => i.key === 'B')!.nameEn);
  await insertTests(api.db, b, [
    { status: 'Close', atRisk: false, answer: chose(first!) },
    { status: 'ExpClose', atRisk: false, answer: chose(second!) },
    // The clinician's answer wins over the parent's; the parent's counts where the clinician left it.
    { status: 'Close', atRisk: true, answer: chose(first!), answerParents: chose(second!) },
    { status: 'RecClose', atRisk: false, answerParents: chose(second!) },
    // Not completed: never counted.
    { status: 'Testing', answer: chose(first!) },
    { status: 'Failure', answer: chose(first!) },
  ]);
});

describe('per-question answer distributions', () => {
  it('counts the completed tests per choice, labelled as the screen shows them', async () => {
    const res = await call<QuestionStatisticsResult>(api.app, C.sQuestions.path, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.tools_type).toBe('Dream-S-2.0');
    expect(res.body.data.tests).toBe(4);
    expect(res.body.data.list).toHaveLength(keysInPageOrder(library).length + keysInPageOrder(library).filter((k) => library.question[k]!.include_expressive).length);
    const question = library.question[key]!;
    const found = res.body.data.list.find((q) => q.key === key)!;
    expect(found.question).toBe(textIn(question.question, 'zh'));
    expect(found.answered).toBe(4);
    expect(found.choices.slice(0, 2)).toEqual([
      { value: String(question.choices[0]!.value), label: textIn(question.choices[0]!.content, 'zh'), count: 2 },
      { value: String(question.choices[1]!.value), label: textIn(question.choices[1]!.content, 'zh'), count: 2 },
    ]);
    const untouched = res.body.data.list.find((q) => q.key !== key)!;
    expect(untouched.answered).toBe(0);
  });

  it('labels in the caller’s language', async () => {
    await setLocale(api.app, token, 'en');
    const res = await call<QuestionStatisticsResult>(api.app, C.sQuestions.path, { token });
    const question = library.question[key]!;
    const found = res.body.data.list.find((q) => q.key === key)!;
    expect(found.question).toBe(textIn(question.question, 'en'));
    expect(found.choices[0]!.label).toBe(textIn(question.choices[0]!.content, 'en'));
  });

  it('counts a checkbox question by its ticked items and marked composite rows', async () => {
    const its = (await storedBank(api.db.orm, 'Dream-ITS'))!.library;
    const boxKey = keysInPageOrder(its).find((k) => its.question[k]!.type === 'checkbox');
    if (!boxKey) return;
    const answer = sampleAnswers(boxKey, its.question[boxKey]!, () => 'pass');
    const b = await institutionNamed(api.db, INSTITUTIONS.find((i) => i.key === 'B')!.nameEn);
    await insertTests(api.db, b, [{ tool: 'Dream-ITS', status: 'Close', atRisk: false, answer }]);
    const res = await call<QuestionStatisticsResult>(api.app, C.itsQuestions.path, { token });
    const found = res.body.data.list.find((q) => q.key === boxKey)!;
    const record = answer[boxKey]!;
    const ticked = [...(record.checkboxValues ?? []).map(String), ...Object.keys(record.checkboxCompositeValues ?? {})];
    expect(ticked.length).toBeGreaterThan(0);
    expect(found.choices.filter((c) => c.count === 1).map((c) => c.value).sort()).toEqual(found.choices.filter((c) => ticked.includes(c.value)).map((c) => c.value).sort());
  });

  it('lists a tool without tests with every question at zero, and refuses a role without the menu', async () => {
    const swam = await call<QuestionStatisticsResult>(api.app, C.swamQuestions.path, { token });
    expect(swam.body.data).toMatchObject({ tools_type: 'SWAM-S', tests: 0 });
    expect(swam.body.data.list).toHaveLength(6);
    expect(swam.body.data.list[0]).toMatchObject({ key: 'sw01', index_count: 1, answered: 0 });
    expect(swam.body.data.list.flatMap((q) => q.choices.map((c) => c.count)).every((n) => n === 0)).toBe(true);
    const teacher = (await loginAs(api.app, 'teacher')).token;
    expect((await call(api.app, C.itsQuestions.path, { token: teacher })).status).toBe(403);
  });
});
