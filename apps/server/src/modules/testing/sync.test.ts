/**
 * Dream-ITS (v1) clinician flow against the demo installation: info, sync with the exactly-once
 * protocol, refusals, ending with unanswered keys, closing and scoring.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncResult, testView, type UserInfo } from '@portal/shared';
import { testAnswerVersions, tests } from './schema';
import { call, identityOf, loginAs, setLocale, useApi } from '../../../test/harness';
import { allAnswers, answerFor, childIdOf, libraryOf, logRows, newTest, radioKey, testRow } from './test-support';

const api = useApi();
let doctor: UserInfo;
let teacher: UserInfo;
let A: string;
let B: string;

beforeAll(async () => {
  [doctor, teacher] = [await loginAs(api.app, 'doctor'), await loginAs(api.app, 'teacher')];
  A = doctor.institutionId;
  B = identityOf(doctor, 'Clinician', 'other').institutionId;
});

const sync = (body: object, token = doctor.token) => call(api.app, '/api/base/dreamits/sync', { token, body });

async function freshTest(code = 'XY0004') {
  const id = await newTest(api.app, doctor.token, 'Dream-ITS', await childIdOf(api.db, A, code));
  return { id, library: libraryOf(await testRow(api.db, id)) };
}

describe('dreamits/info', () => {
  it('answers the test with its questions, without scoring fields', async () => {
    const { id } = await freshTest();
    const res = await call(api.app, '/api/base/dreamits/info', { token: doctor.token, query: { _id: id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = testView.parse(res.body.data);
    expect(data).toMatchObject({ _id: id, status: 'Active', tools_type: 'Dream-ITS', test_type: 'v1', allowed_testing: true });
    expect(res.body.data.questions.question_page_sort).toEqual(data.library.question_page_sort);
    expect(JSON.stringify(res.body.data.questions)).not.toMatch(/"(composites|age_months|score|target)"/);
    expect(data.notice?.en).toMatch(/demonstrat/i);
  });

  it('sends each flagged part’s intervention target apart from the library, which stays without scoring fields', async () => {
    const { rows } = await api.db.pool.query<{ id: string; flagged: string[]; library: { question: Record<string, { target?: object; target_expressive?: object }> } }>(
      `select id, flagged_items_list as flagged, library from tests
        where institution_id = $1 and tools_type = 'Dream-ITS' and status = 'Close' and jsonb_array_length(flagged_items_list) > 0`,
      [A],
    );
    expect(rows.length).toBeGreaterThan(0);
    const row = rows[0]!;
    const res = await call(api.app, '/api/base/dreamits/info', { token: doctor.token, query: { _id: row.id } });
    const data = testView.parse(res.body.data);
    expect(data.flagged_items_list).toEqual(row.flagged);
    const expected = Object.fromEntries(
      row.flagged.flatMap((key) => {
        const question = row.library.question[key.replace(/_Expressive$/, '')]!;
        const target = key.endsWith('_Expressive') ? question.target_expressive : question.target;
        return target ? [[key, target]] : [];
      }),
    );
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(data.flagged_targets).toEqual(expected);
    expect(JSON.stringify(res.body.data.questions)).not.toMatch(/"(target|target_expressive)"/);
    // An open test has nothing flagged yet.
    const { id } = await freshTest();
    const open = await call(api.app, '/api/base/dreamits/info', { token: doctor.token, query: { _id: id } });
    expect(open.body.data.flagged_targets).toBeNull();
  });

  it('answers 404 for another institution’s test like an unknown one, and 706 for a v2 test', async () => {
    const [other] = await api.db.orm.select({ id: tests.id }).from(tests).where(eq(tests.institutionId, B));
    for (const _id of [other!.id, '00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const res = await call(api.app, '/api/base/dreamits/info', { token: doctor.token, query: { _id } });
      expect([res.status, res.body.code]).toEqual([404, 404]);
    }
    const v2 = await newTest(api.app, doctor.token, 'Dream-IT', await childIdOf(api.db, A, 'XY0004'));
    const res = await call(api.app, '/api/base/dreamits/info', { token: doctor.token, query: { _id: v2 } });
    expect([res.status, res.body.code]).toEqual([409, 706]);
    const synced = await sync({ test_id: v2, answer: {} });
    expect(synced.body.code).toBe(706);
  });

  it('refuses a role without the tests menu (403)', async () => {
    const { id } = await freshTest();
    const res = await call(api.app, '/api/base/dreamits/info', { token: teacher.token, query: { _id: id } });
    expect([res.status, res.body.code]).toEqual([403, 403]);
  });
});

describe('dreamits/sync', () => {
  it('stores a change, moves Active to Testing and acknowledges it after commit', async () => {
    const { id, library } = await freshTest();
    const key = radioKey(library);
    const value = answerFor(library, key);
    const res = await sync({ test_id: id, answer: { [key]: value }, change_question_key: key, device_id: 'device-aaaa', seq: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = syncResult.parse(res.body.data);
    expect(data).toMatchObject({ status: 'Testing', ack: { device_id: 'device-aaaa', seq: 1, applied: true }, questions_not_answer_keys: [], answered_count: 1 });
    expect(data.answer[key]).toEqual(value);
    const row = await testRow(api.db, id);
    expect([row.status, (row.answer as Record<string, unknown>)[key], row.startedTime]).toEqual(['Testing', value, expect.any(Date)]);
    expect(await logRows(api.db, id)).toMatchObject([{ deviceId: 'device-aaaa', seq: 1, key, side: 'clinician', applied: true }]);
  });

  it('acknowledges a replay again without applying it: one log row, the answer unchanged', async () => {
    const { id, library } = await freshTest();
    const key = radioKey(library);
    const [pass, fail] = [answerFor(library, key, 'pass'), answerFor(library, key, 'fail')];
    await sync({ test_id: id, answer: { [key]: pass }, change_question_key: key, device_id: 'device-bbbb', seq: 1 });
    const replay = await sync({ test_id: id, answer: { [key]: fail }, change_question_key: key, device_id: 'device-bbbb', seq: 1 });
    expect(replay.body.data.ack).toEqual({ device_id: 'device-bbbb', seq: 1, applied: false });
    expect(replay.body.data.answer[key]).toEqual(pass);
    expect(await logRows(api.db, id)).toHaveLength(1);
  });

  it('stores a change sent several times at once exactly once', async () => {
    const { id, library } = await freshTest();
    const key = radioKey(library);
    const body = { test_id: id, answer: { [key]: answerFor(library, key) }, change_question_key: key, device_id: 'device-race', seq: 7 };
    const results = await Promise.all(Array.from({ length: 6 }, () => sync(body)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(results.filter((r) => r.body.data.ack.applied)).toHaveLength(1);
    expect(await logRows(api.db, id)).toHaveLength(1);
  });

  it('keeps the newest change per key when changes arrive out of order', async () => {
    const { id, library } = await freshTest();
    const key = radioKey(library);
    const [pass, fail] = [answerFor(library, key, 'pass'), answerFor(library, key, 'fail')];
    const newer = await sync({ test_id: id, answer: { [key]: fail }, change_question_key: key, device_id: 'device-cccc', seq: 5 });
    expect(newer.body.data.ack.applied).toBe(true);
    const older = await sync({ test_id: id, answer: { [key]: pass }, change_question_key: key, device_id: 'device-cccc', seq: 4 });
    expect(older.body.data.ack).toEqual({ device_id: 'device-cccc', seq: 4, applied: false });
    expect((await testRow(api.db, id)).answer).toEqual({ [key]: fail });
    const log = await logRows(api.db, id);
    expect(log.map((r) => [r.seq, r.applied]).sort()).toEqual([[4, false], [5, true]]);
    // Another device is a later hand: it wins whatever its seq.
    const other = await sync({ test_id: id, answer: { [key]: pass }, change_question_key: key, device_id: 'device-dddd', seq: 1 });
    expect(other.body.data.ack.applied).toBe(true);
    const [version] = await api.db.orm.select().from(testAnswerVersions).where(eq(testAnswerVersions.testId, id));
    expect(version).toMatchObject({ key, deviceId: 'device-dddd', seq: 1, side: 'clinician' });
  });

  it('applies changes without device_id and seq in arrival order, and null clears an answer', async () => {
    const { id, library } = await freshTest();
    const key = radioKey(library);
    await sync({ test_id: id, answer: { [key]: answerFor(library, key, 'fail') } });
    await sync({ test_id: id, answer: { [key]: answerFor(library, key, 'pass') } });
    expect((await testRow(api.db, id)).answer).toEqual({ [key]: answerFor(library, key, 'pass') });
    await sync({ test_id: id, answer: { [key]: null }, change_question_key: key });
    expect((await testRow(api.db, id)).answer).toEqual({});
    expect(await logRows(api.db, id)).toHaveLength(0);
  });

  it('recomputes derived fields instead of trusting them', async () => {
    const { id, library } = await freshTest();
    const key = radioKey(library);
    const value = answerFor(library, key);
    const res = await sync({ test_id: id, answer: { [key]: { ...value, include_expressive: true, receptive_value: 99 } }, change_question_key: key });
    expect(res.body.data.answer[key]).toEqual(value);
  });

  it('refuses an unknown key (711), a value that is not a choice (712, translated) and a half protocol (400), storing nothing', async () => {
    const { id, library } = await freshTest();
    const key = radioKey(library);
    const unknown = await sync({ test_id: id, answer: { zz99: { value: 1 } }, change_question_key: 'zz99', device_id: 'device-eeee', seq: 1 });
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([400, 711, '不存在的题目配置：zz99']);
    await setLocale(api.app, doctor.token, 'en');
    try {
      const invalid = await sync({ test_id: id, answer: { [key]: { value: 'not-a-choice' } }, change_question_key: key, device_id: 'device-eeee', seq: 2 });
      expect([invalid.status, invalid.body.code]).toEqual([400, 712]);
      expect(invalid.body.message).toBe(`The answer does not fit the question (${key}): The selected content is not one of this question’s choices`);
      const half = await sync({ test_id: id, answer: { [key]: answerFor(library, key) }, change_question_key: key, device_id: 'device-eeee' });
      expect([half.status, half.body.code]).toEqual([400, 400]);
    } finally {
      await setLocale(api.app, doctor.token, 'zh');
    }
    const row = await testRow(api.db, id);
    expect([row.status, row.answer]).toEqual(['Active', {}]);
    expect(await logRows(api.db, id)).toHaveLength(0);
  });

  it('refuses a 1 MB answer with 413 and stores nothing', async () => {
    const { id, library } = await freshTest();
    const key = radioKey(library);
    const body = JSON.stringify({ test_id: id, answer: { [key]: { value: 'x'.repeat(1024 * 1024) } }, change_question_key: key });
    const res = await api.app.inject({ method: 'POST', url: '/api/base/dreamits/sync', headers: { token: doctor.token, 'content-type': 'application/json' }, payload: body });
    expect([res.statusCode, res.json().code]).toEqual([413, 413]);
    expect((await testRow(api.db, id)).answer).toEqual({});
  });

  it('is_end with unanswered keys answers them and keeps the test open', async () => {
    const { id, library } = await freshTest();
    const key = radioKey(library);
    await sync({ test_id: id, answer: { [key]: answerFor(library, key) }, change_question_key: key });
    const res = await sync({ test_id: id, answer: {}, is_end: true });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('Testing');
    expect(res.body.data.questions_not_answer_keys.length).toBeGreaterThan(5);
    expect(res.body.data.questions_not_answer_keys).not.toContain(key);
    expect((await testRow(api.db, id)).status).toBe('Testing');
  });

  it('is_end with every answer closes and scores the test in the same transaction; then 701', async () => {
    const { id, library } = await freshTest();
    const res = await sync({ test_id: id, answer: allAnswers(library), is_end: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Close', questions_not_answer_keys: [] });
    const row = await testRow(api.db, id);
    expect(row).toMatchObject({ status: 'Close', isEnd: true, isAtRiskScore: false, isShowParentsAnswer: false });
    expect(row.endedTime).toBeInstanceOf(Date);
    expect((row.scores as { composites: unknown[] }).composites.length).toBeGreaterThan(0);
    const after = await sync({ test_id: id, answer: {}, is_end: true });
    expect([after.status, after.body.code, after.body.message]).toEqual([409, 701, '测评已结束']);
  });

  it('dreamits/reload/report goes through the report service: an open test is not finished (682), a v2 test 706', async () => {
    const { id } = await freshTest();
    const open = await call(api.app, '/api/base/dreamits/reload/report', { token: doctor.token, body: { test_id: id, is_reload: true } });
    expect([open.status, open.body.code]).toEqual([409, 682]);
    const v2 = await newTest(api.app, doctor.token, 'Dream-IT', await childIdOf(api.db, A, 'XY0004'));
    expect((await call(api.app, '/api/base/dreamits/reload/report', { token: doctor.token, body: { test_id: v2 } })).body.code).toBe(706);
    const [foreign] = await api.db.orm.select({ id: tests.id }).from(tests).where(eq(tests.institutionId, B));
    expect((await call(api.app, '/api/base/dreamits/reload/report', { token: doctor.token, body: { test_id: foreign!.id } })).status).toBe(404);
  });

  it('answers 404 for a sync of another institution’s test, storing nothing there', async () => {
    const [foreign] = await api.db.orm.select().from(tests).where(eq(tests.institutionId, B));
    const res = await sync({ test_id: foreign!.id, answer: {}, is_end: true });
    expect([res.status, res.body.code]).toEqual([404, 404]);
    const v2 = await call(api.app, '/api/base/dreamit/v2/sync', { token: doctor.token, body: { test_id: foreign!.id, answer: {}, is_end: true } });
    expect(v2.status).toBe(404);
    for (const url of ['/api/base/dreamit/v2/info', '/api/base/dreamit/v2/temporary', '/api/base/tests/detail']) {
      expect((await call(api.app, url, { token: doctor.token, query: { _id: foreign!.id } })).status, url).toBe(404);
    }
    expect((await testRow(api.db, foreign!.id)).status).toBe(foreign!.status);
  });

  it('refuses a Failure test with 702', async () => {
    const { id, library } = await freshTest();
    await api.db.orm.update(tests).set({ status: 'Failure' }).where(eq(tests.id, id));
    const key = radioKey(library);
    const res = await sync({ test_id: id, answer: { [key]: answerFor(library, key) }, change_question_key: key });
    expect([res.status, res.body.code]).toEqual([409, 702]);
  });
});
