/**
 * The speech-tool area's calls against the demo cases (the speech demo's SWAM-S sitting, SPPA in
 * institution B, Ment), with a real job queue and render threads: the list with oral-test statuses
 * and Ment's states, a test's info, and the report calls making real item PDFs (read back with
 * pdftotext, no internal keys printed) — with every refusal a caller can meet.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportResult, swamTestInfo, swamTestRow, type SwamTestRow, type UserInfo } from '@portal/shared';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';
import { pdfTextOf, reportJobs } from '../reports/test-support';
import { reports } from '../reports/schema';
import { insertDemoSpeech } from '../speech';
import { tests } from '../testing/schema';
import { institutionToolAuthorizations, institutionTools } from '../tools/schema';
import { insertDemoSwams } from './seed-demo';

const api = useApi({ jobs: reportJobs() });

let doctor: UserInfo;
let other: UserInfo;
let teacher: UserInfo;
let A: string;
let B: string;
let rows: SwamTestRow[];

/** Internal keys and codes no printed report may show. */
const INTERNAL = /sw0\d|sp0\d|m0\d|story_sort|SWAM-D|SPPA-D|MENT-D|Successful|NotPronounced|FullAudio|undefined|null|NaN/;

const list = async (token: string, query: Record<string, string> = {}) => call(api.app, '/api/dream/swam/test/list', { token, query: { pageSize: '100', ...query } });
const byCode = (prefix: string, tool: string, child?: string) => rows.find((r) => r.tools_type === tool && r.test_code.startsWith(prefix) && (!child || r.children_code === child))!;

beforeAll(async () => {
  [doctor, other, teacher] = [await loginAs(api.app, 'doctor'), await loginAs(api.app, 'admin'), await loginAs(api.app, 'teacher')];
  A = doctor.institutionId;
  B = identityOf(other, 'Institution administrator', 'other').institutionId;
  await switchIdentity(api.app, other.token, identityOf(other, 'Institution administrator', 'other'));
  await api.db.orm.transaction(async (tx) => {
    const ids = new Map([['A', A], ['B', B]]);
    await insertDemoSpeech(api.ctx, tx, ids);
    await insertDemoSwams(api.ctx, tx, ids);
  });
  // The demo lets A's SWAM-S tool expire; here it is in effect with reports left.
  const [tool] = await api.db.orm.update(institutionTools).set({ failureDate: '2999-12-31' }).where(and(eq(institutionTools.institutionId, A), eq(institutionTools.toolsType, 'SWAM-S'))).returning();
  await api.db.orm.update(institutionToolAuthorizations).set({ activate: true, validityDate: '2999-12-31' }).where(eq(institutionToolAuthorizations.toolId, tool!.id));
  // B bought SPPA reports.
  const [sppaTool] = await api.db.orm.select().from(institutionTools).where(and(eq(institutionTools.institutionId, B), eq(institutionTools.toolsType, 'SPPA')));
  await api.db.orm.insert(institutionToolAuthorizations).values({ institutionId: B, toolId: sppaTool!.id, toolsType: 'SPPA', activate: true, validityDate: '2999-12-31', reportCount: 10, useReportCount: 0 });
  const res = await list(doctor.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  rows = res.body.data.map((r: unknown) => swamTestRow.parse(r));
}, 120_000);

describe('the area’s test list', () => {
  it('lists the institution’s SWAM and Ment tests with their oral-test status and Ment’s state, never another institution’s', () => {
    expect(rows.map((r) => r.tools_type).sort()).toEqual(['Ment', 'Ment', 'Ment', 'SWAM-S', 'SWAM-S']);
    expect(byCode('S', 'SWAM-S', 'XY0005')).toMatchObject({ oral_status: 100, recordings: 4, ment_state: null });
    expect(byCode('S', 'SWAM-S', 'XY0007')).toMatchObject({ oral_status: 0, recordings: 0, report_file_id: null });
    expect(byCode('M', 'Ment', 'XY0002')).toMatchObject({ oral_status: 100, ment_state: 'report' });
    expect(byCode('M', 'Ment', 'XY0010')).toMatchObject({ oral_status: 1, ment_state: 'behind', report_file_id: null });
    expect(byCode('M', 'Ment', 'XY0013')).toMatchObject({ oral_status: 0, ment_state: 'none' });
  });

  it('filters by oral-test status, tool and the child', async () => {
    expect((await list(doctor.token, { oral_status: '0' })).body.data.map((r: SwamTestRow) => r.children_code).sort()).toEqual(['XY0007', 'XY0013']);
    expect((await list(doctor.token, { oral_status: '100', tools_type: 'Ment' })).body.data.map((r: SwamTestRow) => r.children_code)).toEqual(['XY0002']);
    expect((await list(doctor.token, { name: 'xy0005' })).body.total).toBe(1);
    const sppa = await list(other.token);
    expect(sppa.body.data).toEqual([expect.objectContaining({ tools_type: 'SPPA', children_code: 'CX0003', oral_status: 100, recordings: 3 })]);
  });

  it('refuses bad filters (400, translated), a role without the list (403) and no login', async () => {
    const bad = await list(doctor.token, { oral_status: '7' });
    expect(bad.status).toBe(400);
    expect((await call(api.app, '/api/dream/swam/test/list', { token: doctor.token, query: { tools_type: 'Dream-S-2.0' }, lang: 'en' })).status).toBe(400);
    const denied = await list(teacher.token);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('当前身份无相关权限');
    expect((await call(api.app, '/api/dream/swam/test/list')).status).not.toBe(200);
  });
});

describe('a test’s info', () => {
  it('answers the state and whether a report can be made', async () => {
    const res = await call(api.app, '/api/dream/swam/test/info', { token: doctor.token, query: { _id: byCode('S', 'SWAM-S', 'XY0005')._id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(swamTestInfo.parse(res.body.data)).toMatchObject({ oral_status: 100, report_possible: true });
    const fresh = await call(api.app, '/api/dream/swam/test/info', { token: doctor.token, query: { _id: byCode('S', 'SWAM-S', 'XY0007')._id } });
    expect(fresh.body.data).toMatchObject({ oral_status: 0, report_possible: false });
  });

  it('answers 404 for another institution’s test, an unknown id, a malformed id and a test of another area', async () => {
    const [dream] = await api.db.orm.select().from(tests).where(and(eq(tests.institutionId, A), eq(tests.toolsType, 'Dream-S-2.0'))).limit(1);
    const sppa = (await list(other.token)).body.data[0]._id as string;
    for (const id of [sppa, '00000000-0000-4000-8000-000000000000', 'not-a-test', dream!.id]) {
      const res = await call(api.app, '/api/dream/swam/test/info', { token: doctor.token, query: { _id: id }, lang: 'en' });
      expect(res.status, id).toBe(404);
    }
    expect((await call(api.app, '/api/dream/swam/test/info', { token: doctor.token, query: {} })).status).toBe(400);
  });
});

describe('the report calls render item reports', () => {
  it('GET /api/dream/swam/report/generated makes the SWAM-S report: every item’s target word, recording status and effective accuracy (amendments win)', async () => {
    const test = byCode('S', 'SWAM-S', 'XY0005');
    await api.db.orm.delete(reports).where(and(eq(reports.institutionId, A), eq(reports.testId, test._id)));
    const res = await call(api.app, '/api/dream/swam/report/generated', { token: doctor.token, query: { test_id: test._id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = reportResult.parse(res.body.data);
    expect(data).toMatchObject({ extension: 'pdf', test_id: test._id, tools_type: 'SWAM-S', generated: true });
    const text = await pdfTextOf(api.app, doctor.token, data._id);
    for (const expected of ['语音评估报告', test.children_name, test.test_code, '逐题结果', '苹果', '花', '兔子', '汽车', '92.00', '评估师修订', '成功发音', '替代发音', '未发音', '未录音', '待复核', '演示内容，不可用于临床']) expect(text).toContain(expected);
    expect(text).not.toMatch(INTERNAL);
    // Answered again as it is.
    const again = await call(api.app, '/api/dream/swam/report/generated', { token: doctor.token, query: { test_id: test._id, isReload: 'false' } });
    expect(again.body.data).toMatchObject({ _id: data._id, generated: false });
  });

  it('the SPPA path answers B’s report, in English when regenerated in English', async () => {
    const sppa = (await list(other.token)).body.data[0] as SwamTestRow;
    const res = await call(api.app, '/api/base/spp/a/report', { token: other.token, query: { _id: sppa._id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ tools_type: 'SPPA', generated: false, _id: sppa.report_file_id });
    const zh = await pdfTextOf(api.app, other.token, res.body.data._id);
    for (const expected of ['杯子', '大象', '西瓜', '88.00', '61.50', '74.75']) expect(zh).toContain(expected);
    expect(zh).not.toMatch(INTERNAL);
    await setLocale(api.app, other.token, 'en');
    await api.db.orm.delete(reports).where(and(eq(reports.institutionId, B), eq(reports.testId, sppa._id)));
    const en = await call(api.app, '/api/base/spp/a/report', { token: other.token, query: { _id: sppa._id } });
    expect(en.status, JSON.stringify(en.body)).toBe(200);
    const text = await pdfTextOf(api.app, other.token, en.body.data._id);
    for (const expected of ['Speechassessmentreport', 'Resultsbyitem', "Clinician'samendment", 'Notpronounced', 'Meaneffectiveaccuracy']) expect(text).toContain(expected);
    expect(text).not.toMatch(INTERNAL);
    await setLocale(api.app, other.token, 'zh');
  });

  it('soe/api/childrenTestReport/select makes a Ment report saying the child’s narrative ability is behind peers', async () => {
    const test = byCode('M', 'Ment', 'XY0010');
    // The demo lists Ment as A's expired tool: no report while it is.
    const refused = await call(api.app, '/soe/api/childrenTestReport/select', { token: doctor.token, query: { testId: test._id } });
    expect([refused.status, refused.body.code]).toEqual([403, 687]);
    await api.db.pool.query(`update institution_tools set failure_date = current_date + 365 where institution_id = $1 and tools_type = 'Ment'`, [A]);
    await api.db.pool.query(`update institution_tool_authorizations set validity_date = current_date + 365, activate = true where institution_id = $1 and tools_type = 'Ment'`, [A]);
    const res = await call(api.app, '/soe/api/childrenTestReport/select', { token: doctor.token, query: { testId: test._id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const text = await pdfTextOf(api.app, doctor.token, res.body.data._id);
    for (const expected of ['叙事能力报告', '儿童的叙事能力落后于同龄人', '把四张故事图片按顺序排好', '排序错误（未通过）', '1/5']) expect(text).toContain(expected);
    expect(text).not.toMatch(INTERNAL);
    const after = await call(api.app, '/api/dream/swam/test/info', { token: doctor.token, query: { _id: test._id } });
    expect(after.body.data).toMatchObject({ oral_status: 100, ment_state: 'report' });
  });

  it('refuses: another institution’s test 404, unknown 404, missing id 400, unfinished 682, another tool’s path 685, no login', async () => {
    const sppa = (await list(other.token)).body.data[0]._id as string;
    const generated = (query: Record<string, string>, token = doctor.token) => call(api.app, '/api/dream/swam/report/generated', { token, query, lang: 'en' });
    expect((await generated({ test_id: sppa })).status).toBe(404);
    expect((await generated({ test_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await generated({})).status).toBe(400);
    expect((await generated({ test_id: 'x'.repeat(65) })).status).toBe(400);
    const fresh = await generated({ test_id: byCode('S', 'SWAM-S', 'XY0007')._id });
    // The account's language (zh) wins over the browser's.
    expect([fresh.status, fresh.body.code, fresh.body.message]).toEqual([409, 682, '测评未完成或未生成报告']);
    const newMent = await call(api.app, '/soe/api/childrenTestReport/select', { token: doctor.token, query: { testId: byCode('M', 'Ment', 'XY0013')._id } });
    expect([newMent.status, newMent.body.message]).toEqual([409, '测评未完成或未生成报告']);
    const wrongPath = await call(api.app, '/api/dream/swam/v2/report', { token: doctor.token, query: { _id: byCode('M', 'Ment', 'XY0002')._id } });
    expect(wrongPath.body.code).toBe(685);
    const [dream] = await api.db.orm.select().from(tests).where(and(eq(tests.institutionId, A), eq(tests.toolsType, 'Dream-S-2.0'), eq(tests.status, 'Close'))).limit(1);
    expect((await call(api.app, '/soe/api/childrenTestReport/select', { token: doctor.token, query: { testId: dream!.id } })).body.code).toBe(685);
    expect((await generated({ test_id: sppa }, teacher.token)).status).toBe(403);
    expect((await call(api.app, '/api/dream/swam/report/generated', { query: { test_id: sppa } })).status).not.toBe(200);
  });
});
