/**
 * The parent's flow with no account: the clinician's QR token, the exchange for a temporary
 * session, the parent's calls limited to that one test, the additional forms, sync to
 * answer_parents (704 once the test is no longer the parent's), and the irreversible close.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parentTestView, qrTokenRecord, type QuestionLibrary, temporaryVerification, type UserInfo } from '@portal/shared';
import { temporarySessions, testQrTokens, tests } from './schema';
import { call, loginAs, useApi } from '../../../test/harness';
import { allAnswers, answerFor, childIdOf, libraryOf, logRows, newTest, radioKey, testRow, verifiedPhoneAsParent } from './test-support';

const api = useApi();
let doctor: UserInfo;
let A: string;

beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
  A = doctor.institutionId;
});

const qr = (testId: string, refresh = false) => call(api.app, '/api/base/dreamit/v2/temporary', { token: doctor.token, query: { _id: testId, refresh: String(refresh) } });
const verify = (token: string) => call(api.app, '/api/base/temporary/verification', { query: { tem_token: token } });
const asParent = (temToken: string, url: string, options: { body?: unknown; query?: Record<string, string> } = {}) =>
  call(api.app, url, { ...options, headers: { temtoken: temToken } });

async function parentOf(tool = 'Dream-IT', code = 'XY0006') {
  const id = await newTest(api.app, doctor.token, tool, await childIdOf(api.db, A, code));
  const link = await qr(id);
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const session = await verify(link.body.data.token);
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  const row = await testRow(api.db, id);
  return { id, qr: link.body.data.token as string, tem: session.body.data.tem_token as string, library: libraryOf(row), parents: row.libraryParents as QuestionLibrary | null };
}

describe('the QR token', () => {
  it('is issued once, answered again, and replaced on refresh (the old one then 306)', async () => {
    const id = await newTest(api.app, doctor.token, 'Dream-IT', await childIdOf(api.db, A, 'XY0006'));
    const first = qrTokenRecord.parse((await qr(id)).body.data);
    expect(first).toMatchObject({ tools_type: 'Dream-IT', seconds: 1800, effective_time: 30, path: `/dreamit/token/${first.token}` });
    expect((await qr(id)).body.data.token).toBe(first.token);
    const second = qrTokenRecord.parse((await qr(id, true)).body.data);
    expect(second.token).not.toBe(first.token);
    const live = await api.db.orm.select().from(testQrTokens).where(eq(testQrTokens.testId, id));
    expect(live.filter((r) => r.revokedAt === null).map((r) => r.token)).toEqual([second.token]);
    expect((await verify(first.token)).body.code).toBe(306);
    const v1 = await newTest(api.app, doctor.token, 'Dream-ITS', await childIdOf(api.db, A, 'XY0006'));
    expect((await qr(v1)).body.data.path).toMatch(/^\/dreamits\/token\//);
  });

  it('refuses an expired QR token (705) and a test that has started (703)', async () => {
    const id = await newTest(api.app, doctor.token, 'Dream-IT', await childIdOf(api.db, A, 'XY0006'));
    const token = (await qr(id)).body.data.token as string;
    await api.db.orm.update(testQrTokens).set({ failureAt: new Date(Date.now() - 1000) }).where(eq(testQrTokens.token, token));
    const expired = await verify(token);
    expect([expired.status, expired.body.code, expired.body.message]).toEqual([410, 705, '当前测评二维码已过期']);
    const fresh = (await qr(id)).body.data.token as string;
    expect(fresh).not.toBe(token);
    await api.db.orm.update(tests).set({ status: 'Testing' }).where(eq(tests.id, id));
    expect((await verify(fresh)).body.code).toBe(703);
    expect((await qr(id)).body.code).toBe(703);
    expect((await verify('unknown-token-123')).body.code).toBe(306);
  });

  it('gives a parent a new temporary token of which only the hash is stored', async () => {
    const id = await newTest(api.app, doctor.token, 'Dream-IT', await childIdOf(api.db, A, 'XY0006'));
    const res = await verify((await qr(id)).body.data.token);
    const data = temporaryVerification.parse(res.body.data);
    expect(data).toMatchObject({ from_dream_it_id: id, tools_type: 'Dream-IT', userInfo: { from_institution_name: expect.any(String) } });
    const rows = await api.db.orm.select().from(temporarySessions).where(eq(temporarySessions.testId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(data.tem_token);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });
});

describe('a parent’s token reaches one test and nothing else', () => {
  it('answers 306 on another test, on clinician routes and on every other route', async () => {
    const mine = await parentOf();
    const other = await parentOf();
    expect((await asParent(mine.tem, '/api/base/dreamit/v2/temporary/info', { query: { _id: other.id } })).body.code).toBe(306);
    expect((await asParent(mine.tem, '/api/base/dreamit/v2/parents/info', { query: { _id: other.id } })).body.code).toBe(306);
    const key = radioKey(other.library);
    const cross = await asParent(mine.tem, '/api/base/dreamit/v2/temporary/sync', { body: { test_id: other.id, answer: { [key]: answerFor(other.library, key) }, change_question_key: key } });
    expect(cross.body.code).toBe(306);
    for (const [url, query] of [
      ['/api/base/dreamit/v2/info', { _id: mine.id }],
      ['/api/base/tests/detail', { _id: mine.id }],
      ['/api/base/dreamit/v2/temporary', { _id: mine.id }],
      ['/api/base/children/list', {}],
      ['/api/base/user/info', {}],
    ] as const) {
      const res = await asParent(mine.tem, url, { query });
      expect([url, res.status, res.body.code]).toEqual([url, 401, 306]);
    }
    expect((await asParent('not-a-real-temporary-token', '/api/base/dreamit/v2/temporary/info', { query: { _id: mine.id } })).body.code).toBe(306);
  });

  it('stops working once the session is ended (temporary/failure) or expired', async () => {
    const p = await parentOf();
    const key = radioKey(p.library);
    const change = (seq: number, value: unknown = answerFor(p.library, key)) =>
      asParent(p.tem, '/api/base/dreamit/v2/temporary/sync', { body: { test_id: p.id, answer: { [key]: value }, change_question_key: key, device_id: 'phone-ended1', seq } });
    expect((await change(1)).status).toBe(200); // the test's library is now cached: the one-statement path
    const ended = await call(api.app, '/api/base/temporary/failure', { body: { tem_token: p.tem, class_type: 'closed' } });
    expect(ended.status).toBe(200);
    expect((await asParent(p.tem, '/api/base/dreamit/v2/parents/info', { query: { _id: p.id } })).body.code).toBe(306);
    expect((await change(2)).body.code).toBe(306);
    // A wrong answer from a token that no longer works says nothing but 306.
    expect((await change(3, { value: 'not-a-choice' })).body.code).toBe(306);
    expect(await logRows(api.db, p.id)).toHaveLength(1);
    expect((await call(api.app, '/api/base/temporary/failure', { body: { tem_token: p.tem } })).body.code).toBe(306);
    const q = await parentOf();
    await api.db.orm.update(temporarySessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(temporarySessions.testId, q.id));
    expect((await asParent(q.tem, '/api/base/dreamit/v2/parents/info', { query: { _id: q.id } })).body.code).toBe(306);
  });
});

describe('the parent’s calls', () => {
  it('temporary/info hides the clinician’s answers and the scores, and carries forms, lists and audio', async () => {
    const p = await parentOf();
    const res = await asParent(p.tem, '/api/base/dreamit/v2/temporary/info', { query: { _id: p.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = parentTestView.parse(res.body.data);
    expect(Object.keys(data.forms).sort()).toEqual(['dream_it_info_additional_2_from', 'dream_it_info_additional_from', 'dream_it_operating_guide_from']);
    expect(Object.keys(data.lovs).sort()).toEqual(['daily_language', 'main_caregiver', 'parent_relation', 'yes_no']);
    expect(data.audio.operating_guide).toBe('/oss/Dream-IT/operating-guide.mp3');
    expect(data.audio.it01).toBe('/oss/Dream-IT/questions/IT-D-01.mp3');
    for (const hidden of ['answer', 'is_at_risk_score', 'flagged_items_list', 'comments', 'report_version']) expect(res.body.data).not.toHaveProperty(hidden);
    const ready = await asParent(p.tem, '/api/base/dreamit/v2/parents/info', { query: { _id: p.id } });
    expect(ready.body.data).toMatchObject({ _id: p.id, tools_type: 'Dream-IT', status: 'Active', from_children: { children_code: 'XY0006' } });
  });

  it('saves an additional form checked against its definition, and refuses what it does not allow', async () => {
    const p = await parentOf();
    const url = '/api/base/dreamit/v2/info/temporary/additional';
    // The demo form's phone asks for verification: its value is the verified shape.
    const phone = await verifiedPhoneAsParent(api.app, api.ctx, p.tem, '13800138000');
    const good = { _id: p.id, from_name: 'dream_it_info_additional_from', relation: 'mother', parent_phone: phone, daily_language: 'mandarin' };
    const saved = await asParent(p.tem, url, { body: good });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await testRow(api.db, p.id)).parentsAdditional).toEqual({ dream_it_info_additional_from: { relation: 'mother', parent_phone: phone, daily_language: 'mandarin' } });
    for (const bad of [{ ...good, relation: 'uncle' }, { ...good, parent_phone: '123' }, { ...good, daily_language: undefined }, { ...good, colour: 'red' }]) {
      const res = await asParent(p.tem, url, { body: bad });
      expect([res.status, res.body.code], JSON.stringify(bad)).toEqual([400, 400]);
    }
    expect(Object.keys((await testRow(api.db, p.id)).parentsAdditional as object)).toEqual(['dream_it_info_additional_from']);
  });

  it('syncs to answer_parents, moving Active to ParentsTesting, exactly once', async () => {
    const p = await parentOf();
    const key = radioKey(p.library);
    const body = { test_id: p.id, answer: { [key]: answerFor(p.library, key) }, change_question_key: key, is_parents: true, device_id: 'phone-00001', seq: 1 };
    const res = await asParent(p.tem, '/api/base/dreamit/v2/temporary/sync', { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ParentsTesting', answer: {}, ack: { applied: true }, answered_count: 1 });
    await asParent(p.tem, '/api/base/dreamit/v2/temporary/sync', { body });
    const row = await testRow(api.db, p.id);
    expect([row.status, row.answer, row.answerParents]).toEqual(['ParentsTesting', {}, { [key]: answerFor(p.library, key) }]);
    expect(await logRows(api.db, p.id)).toMatchObject([{ side: 'parents', applied: true }]);
  });

  it('answers 704 once the clinician has started (parentTestStarted) or the test ended (parentTestEnded)', async () => {
    const p = await parentOf();
    const key = radioKey(p.library);
    const body = { test_id: p.id, answer: { [key]: answerFor(p.library, key) }, change_question_key: key };
    await api.db.orm.update(tests).set({ status: 'Testing' }).where(eq(tests.id, p.id));
    const started = await asParent(p.tem, '/api/base/dreamit/v2/temporary/sync', { body });
    expect([started.status, started.body.code, started.body.message]).toEqual([409, 704, '测评已经开始']);
    await api.db.orm.update(tests).set({ status: 'Close', isEnd: true, endedTime: new Date() }).where(eq(tests.id, p.id));
    const ended = await asParent(p.tem, '/api/base/dreamit/v2/temporary/sync', { body });
    expect([ended.status, ended.body.code, ended.body.message]).toEqual([409, 704, '测评已经结束']);
    expect((await testRow(api.db, p.id)).answerParents).toEqual({});
  });

  it('closes the test on is_end with every answer, scoring the parent’s answers overlaid by the clinician’s', async () => {
    const p = await parentOf();
    const early = await asParent(p.tem, '/api/base/dreamit/v2/temporary/sync', { body: { test_id: p.id, answer: {}, is_end: true } });
    expect(early.body.data.questions_not_answer_keys).toContain('itp1');
    const answers = { ...allAnswers(p.library), ...allAnswers(p.parents!) };
    const res = await asParent(p.tem, '/api/base/dreamit/v2/temporary/sync', { body: { test_id: p.id, answer: answers, is_end: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Close', questions_not_answer_keys: [] });
    const row = await testRow(api.db, p.id);
    expect(row).toMatchObject({ status: 'Close', isEnd: true, isShowParentsAnswer: true, isAtRiskScore: false });
    expect(row.scores).not.toBeNull();
    const again = await asParent(p.tem, '/api/base/dreamit/v2/temporary/sync', { body: { test_id: p.id, answer: {}, is_end: true } });
    expect(again.body.code).toBe(704);
  });

  it('lets Dream-ITS parents use the same calls', async () => {
    const p = await parentOf('Dream-ITS', 'XY0004');
    const key = radioKey(p.library);
    const res = await asParent(p.tem, '/api/base/dreamit/v2/temporary/sync', { body: { test_id: p.id, answer: { [key]: answerFor(p.library, key) }, change_question_key: key } });
    expect(res.body.data.status).toBe('ParentsTesting');
  });
});
