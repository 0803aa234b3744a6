/**
 * The v2 clinician flow (Dream-IT, with an Additional stage; Dream-S 2.0 without): begin, the
 * stages of sync, the simultaneous-test limit and its race, allowed_testing in v2/info.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionLibrary, UserInfo } from '@portal/shared';
import { tests } from './schema';
import { institutionTools } from '../tools/schema';
import { call, loginAs, useApi } from '../../../test/harness';
import { allAnswers, answerFor, childIdOf, libraryOf, newTest, radioKey, testRow } from './test-support';

const api = useApi();
let doctor: UserInfo;
let A: string;

beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
  A = doctor.institutionId;
});

const begin = (testId: string) => call(api.app, '/api/base/dreamit/v2/begin/test', { token: doctor.token, body: { test_id: testId } });
const sync = (body: object) => call(api.app, '/api/base/dreamit/v2/sync', { token: doctor.token, body });
const info = (testId: string) => call(api.app, '/api/base/dreamit/v2/info', { token: doctor.token, query: { _id: testId } });

async function fresh(tool = 'Dream-IT', code = 'XY0009') {
  const id = await newTest(api.app, doctor.token, tool, await childIdOf(api.db, A, code));
  const row = await testRow(api.db, id);
  return { id, library: libraryOf(row), additional: row.libraryAdditional as QuestionLibrary | null };
}

async function setLimit(tool: string, limit: number) {
  await api.db.orm.update(institutionTools).set({ simultaneousTestLimit: limit }).where(and(eq(institutionTools.institutionId, A), eq(institutionTools.toolsType, tool)));
}

/** Other tests of the tool leave the in-progress count (so each case starts from zero). */
async function parkInProgress(tool: string) {
  await api.db.orm.update(tests).set({ status: 'Failure' }).where(and(eq(tests.institutionId, A), eq(tests.toolsType, tool), eq(tests.status, 'Testing')));
  await api.db.orm.update(tests).set({ status: 'Failure' }).where(and(eq(tests.institutionId, A), eq(tests.toolsType, tool), eq(tests.status, 'Additional')));
  await api.db.orm.update(tests).set({ status: 'Failure' }).where(and(eq(tests.institutionId, A), eq(tests.toolsType, tool), eq(tests.status, 'ParentsTesting')));
}

describe('v2 begin and stages', () => {
  it('copies the bank’s additional library; begin moves Active to Additional, a second begin keeps it', async () => {
    const { id, additional } = await fresh();
    expect(Object.keys(additional!.question)).toEqual(['ita1', 'ita2', 'ita3']);
    const first = await begin(id);
    expect([first.status, first.body.data]).toEqual([200, { status: 'Additional' }]);
    expect((await begin(id)).body.data).toEqual({ status: 'Additional' });
    expect((await testRow(api.db, id)).startedTime).toBeInstanceOf(Date);
  });

  it('begins a test without an additional library straight into Testing', async () => {
    const { id } = await fresh('Dream-S-2.0', 'XY0003');
    expect((await begin(id)).body.data).toEqual({ status: 'Testing' });
  });

  it('refuses sync before begin (710), and v2 calls on a v1 test (706)', async () => {
    const { id, library } = await fresh();
    const key = radioKey(library);
    const res = await sync({ test_id: id, answer: { [key]: answerFor(library, key) }, change_question_key: key });
    expect([res.status, res.body.code]).toEqual([409, 710]);
    const v1 = await newTest(api.app, doctor.token, 'Dream-ITS', await childIdOf(api.db, A, 'XY0009'));
    expect((await begin(v1)).body.code).toBe(706);
    expect((await info(v1)).body.code).toBe(706);
  });

  it('while Additional takes only additional keys (713 otherwise); ending the stage moves to Testing', async () => {
    const { id, library, additional } = await fresh();
    await begin(id);
    const main = radioKey(library);
    const out = await sync({ test_id: id, answer: { [main]: answerFor(library, main) }, change_question_key: main, device_id: 'tablet-0001', seq: 1 });
    expect([out.status, out.body.code]).toEqual([409, 713]);
    const early = await sync({ test_id: id, answer: {}, is_end: true });
    expect(early.body.data).toMatchObject({ status: 'Additional', questions_not_answer_keys: ['ita1', 'ita2', 'ita3'] });
    for (const [i, key] of ['ita1', 'ita2', 'ita3'].entries()) {
      const res = await sync({ test_id: id, answer: { [key]: answerFor(additional!, key) }, change_question_key: key, device_id: 'tablet-0001', seq: i + 2 });
      expect(res.body.data.ack.applied, JSON.stringify(res.body)).toBe(true);
    }
    const ended = await sync({ test_id: id, answer: {}, is_end: true });
    expect(ended.body.data).toMatchObject({ status: 'Testing', questions_not_answer_keys: [] });
    const back = await sync({ test_id: id, answer: { ita1: answerFor(additional!, 'ita1') }, change_question_key: 'ita1' });
    expect(back.body.code).toBe(713);
    // itp1 is a question of the parents' library: never the clinician's to answer.
    const parentOnly = await sync({ test_id: id, answer: { itp1: { value: 1 } }, change_question_key: 'itp1' });
    expect(parentOnly.body.code).toBe(713);
  });

  it.each(['Dream-S-2.0', 'Dream-C-2.0', 'Dream-IT'])('while Testing takes main keys; is_end closes and scores the test (%s, its own bank)', async (tool) => {
    const { id, library, additional } = await fresh(tool, 'XY0003');
    await begin(id);
    if (additional) expect((await sync({ test_id: id, answer: allAnswers(additional), is_end: true })).body.data).toMatchObject({ status: 'Testing' });
    const res = await sync({ test_id: id, answer: allAnswers(library), is_end: true });
    expect(res.body.data).toMatchObject({ status: 'Close', questions_not_answer_keys: [] });
    const row = await testRow(api.db, id);
    expect([row.status, row.isEnd, row.scores === null]).toEqual(['Close', true, false]);
    expect((await begin(id)).body.code).toBe(701);
  });

  it('closes a test its norms cannot score (a child below their ages) unscored rather than failing', async () => {
    const { id, library } = await fresh('Dream-S-2.0', 'XY0006');
    await begin(id);
    const res = await sync({ test_id: id, answer: allAnswers(library), is_end: true });
    expect([res.status, res.body.data?.status]).toEqual([200, 'Close']);
    const row = await testRow(api.db, id);
    expect([row.status, row.isEnd, row.scores, row.isAtRiskScore]).toEqual(['Close', true, null, null]);
  });
});

describe('the simultaneous-test limit', () => {
  it('refuses a begin beyond the limit (709) and reports allowed_testing false; 0 means no cap', async () => {
    await parkInProgress('Dream-C-2.0');
    await setLimit('Dream-C-2.0', 1);
    try {
      const first = await fresh('Dream-C-2.0', 'XY0007');
      const second = await fresh('Dream-C-2.0', 'XY0002');
      expect((await info(second.id)).body.data).toMatchObject({ allowed_testing: true, simultaneous_test_limit: 1 });
      expect((await begin(first.id)).body.data).toEqual({ status: 'Testing' });
      expect((await info(second.id)).body.data.allowed_testing).toBe(false);
      expect((await info(first.id)).body.data.allowed_testing).toBe(true);
      const refused = await begin(second.id);
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 709, '当前评估进行中']);
      expect((await testRow(api.db, second.id)).status).toBe('Active');
      await setLimit('Dream-C-2.0', 0);
      expect((await begin(second.id)).body.data).toEqual({ status: 'Testing' });
    } finally {
      await setLimit('Dream-C-2.0', 0);
    }
  });

  it('lets only one of two concurrent begins through with limit 1', async () => {
    await parkInProgress('Dream-S-2.0');
    await setLimit('Dream-S-2.0', 1);
    try {
      const [a, b] = [await fresh('Dream-S-2.0', 'XY0001'), await fresh('Dream-S-2.0', 'XY0010')];
      const results = await Promise.all([begin(a.id), begin(b.id)]);
      expect(results.map((r) => r.body.code).sort()).toEqual([200, 709]);
      const statuses = [(await testRow(api.db, a.id)).status, (await testRow(api.db, b.id)).status].sort();
      expect(statuses).toEqual(['Active', 'Testing']);
    } finally {
      await setLimit('Dream-S-2.0', 0);
    }
  });
});
