/**
 * The compass calls against the demo installation with a real job queue: create, the three update
 * shapes, binding (own child only), lock, the case PDF read back with pdftotext, the list, delete,
 * institution scope, bad input; the link dialog's reads; the summary report; wjx.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPASS_PATHS as P, compassInfo, compassReportResult, FILE_UPDATE_PATH, REPORT_PATHS, type UserInfo } from '@portal/shared';
import { children } from '../children/schema';
import { compassCases, wjxConfigs } from './schema';
import { files } from '../files/schema';
import { DEMO_WJX_ID } from './seed';
import { call, identityOf, loginAs, setLocale, useApi } from '../../../test/harness';
import { demoTest, pdfTextOf, reportJobs } from '../reports/test-support';

const api = useApi({ jobs: reportJobs() });

let doctor: UserInfo;
let A: string;
let B: string;
let childId: string;
let ownReport: string;
let otherChildReport: string;

const put = (url: string, body: unknown, token = doctor.token) => call(api.app, url, { method: 'PUT', token, body });
const post = (url: string, body: unknown, token = doctor.token) => call(api.app, url, { method: 'POST', token, body });
const get = (url: string, query: Record<string, string>, token = doctor.token) => call(api.app, url, { token, query });

async function testReport(child: string, tool: keyof typeof REPORT_PATHS): Promise<{ reportId: string; testId: string; childId: string }> {
  const test = await demoTest(api.db, A, child, tool, 'Close');
  const res = await get(REPORT_PATHS[tool], { _id: test.id, report_version: 'v1' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const found = await get(P.testSearch, { test_id: test.id });
  return { reportId: found.body.data[0].reports[0]._id, testId: test.id, childId: test.childrenId };
}

async function newCase(version: 'v1' | 'v2', child = childId): Promise<string> {
  const res = await post(P.add, { children_id: child, version });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data._id;
}
const caseRow = async (id: string) => (await api.db.orm.select().from(compassCases).where(eq(compassCases.id, id)))[0]!;

beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
  A = doctor.institutionId;
  B = identityOf(doctor, 'Clinician', 'other').institutionId;
  await setLocale(api.app, doctor.token, 'zh');
  const own = await testReport('XY0001', 'Dream-S-2.0');
  childId = own.childId;
  ownReport = own.reportId;
  otherChildReport = (await testReport('XY0013', 'Dream-C-2.0')).reportId;
}, 120_000);

describe('a v1 case from creation to its PDF', () => {
  it('is created in Edit, written section by section, bound, locked, then printed', async () => {
    const id = await newCase('v1');
    let info = compassInfo.parse((await get(P.info, { _id: id })).body.data);
    expect(info).toMatchObject({ status: 'Edit', version: 'v1', children_id: childId, link_report_ids: [], report_version: '', report_file_id: null });
    expect(info.from_info.map((s) => s.key)).toEqual(['basic_info', 'chief_complaint', 'assessment_tools', 'assessment_recommendations', 'intervention_plan', 'parental_advice']);

    const write = await put(P.update, { _id: id, edit_from_info: { chief_complaint: { complaint: '说话两三个字一句，讲不清幼儿园的事' } } });
    expect(write.status, JSON.stringify(write.body)).toBe(200);
    await put(P.update, { _id: id, edit_from_info: { parental_advice: { advice: '每天共读二十分钟' } } });
    const bind = await put(P.update, { _id: id, link_report_ids: [ownReport] });
    expect(bind.status, JSON.stringify(bind.body)).toBe(200);
    info = compassInfo.parse((await get(P.info, { _id: id })).body.data);
    // Sections given replace only themselves.
    expect(info.edit_info.edit_from_info).toEqual({ chief_complaint: { complaint: '说话两三个字一句，讲不清幼儿园的事' }, parental_advice: { advice: '每天共读二十分钟' } });
    expect(info.link_report_ids).toEqual([ownReport]);
    expect(info.reports[0]).toMatchObject({ _id: ownReport, tools_type: 'Dream-S-2.0', report_version: 'v1' });
    expect(info.reports[0]!.summary.length).toBeGreaterThan(0);
    expect(info.reports[0]!.summary[0]).toHaveProperty('ci');

    const early = await post(P.report, { _id: id });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('请先锁定病例，再生成报告');

    const closed = await put(P.close, { _id: id });
    expect(closed.body.data.status).toBe('Close');
    const pdf = await post(P.report, { _id: id });
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    const data = compassReportResult.parse(pdf.body.data);
    expect(data).toMatchObject({ extension: 'pdf', source: 'case', from_id: id, status: 'Custom', version: '1', report_version: '1', generated: true });
    const text = await pdfTextOf(api.app, doctor.token, data._id);
    expect(text).toContain('家长主诉');
    expect(text).toContain('说话两三个字一句，讲不清幼儿园的事');
    expect(text).toContain('每天共读二十分钟');
    expect(text).toContain(info.reports[0]!.from_test.test_code);

    // Asked again: the same PDF; reload: a new version.
    expect((await post(P.report, { _id: id })).body.data).toMatchObject({ _id: data._id, generated: false });
    const again = await post(P.report, { _id: id, reload: true });
    expect(again.body.data).toMatchObject({ version: '2', report_version: '1,2', generated: true });
    expect((await get(P.info, { _id: id })).body.data).toMatchObject({ status: 'Custom', report_version: '1,2', report_file_id: again.body.data._id });
  }, 120_000);
});

describe('bound reports keep their remark', () => {
  it('a version switch carries the bound report’s remark to the new version when it has none, never over its own', async () => {
    const first = await testReport('XY0010', 'Dream-S-2.0');
    const second = await get(REPORT_PATHS['Dream-S-2.0'], { _id: first.testId, report_version: 'v2' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const versions = (await get(P.testSearch, { test_id: first.testId })).body.data[0].reports as { _id: string; report_version: string; file_id: string }[];
    const v1 = versions.find((r) => r.report_version === 'v1')!;
    const v2 = versions.find((r) => r.report_version === 'v2')!;
    const remarkOf = async (caseId: string) => compassInfo.parse((await get(P.info, { _id: caseId })).body.data).reports.map((r) => [r.report_version, r.remark]);

    const id = await newCase('v1', first.childId);
    expect((await put(P.update, { _id: id, link_report_ids: [v1._id] })).status).toBe(200);
    expect((await put(FILE_UPDATE_PATH, { _id: v1.file_id, remark: '初评：表达落后' })).status).toBe(200);
    // Switched to v2 in the link dialog: v2 is bound with v1's remark; v1 keeps its own.
    expect((await put(P.update, { _id: id, link_report_ids: [v2._id] })).status).toBe(200);
    expect(await remarkOf(id)).toEqual([['v2', '初评：表达落后']]);
    const [v1File] = await api.db.orm.select().from(files).where(eq(files.id, v1.file_id));
    expect(v1File!.remark).toBe('初评：表达落后');
    // A version with a remark of its own keeps it when switched back to.
    expect((await put(FILE_UPDATE_PATH, { _id: v1.file_id, remark: '旧版' })).status).toBe(200);
    expect((await put(P.update, { _id: id, link_report_ids: [v1._id] })).status).toBe(200);
    expect(await remarkOf(id)).toEqual([['v1', '旧版']]);
  }, 60_000);
});

describe('a locked case refuses every change and keeps what it had', () => {
  it('refuses each update shape, close and delete with 750', async () => {
    const id = await newCase('v2');
    await put(P.update, { _id: id, link_report_ids: [ownReport] });
    await put(P.close, { _id: id });
    const before = await caseRow(id);
    await setLocale(api.app, doctor.token, 'en');
    for (const body of [
      { _id: id, link_report_ids: [] },
      { _id: id, edit_complaint_info: { background_information: [{ key: 'x', type: 'text', text: 'changed' }] } },
      { _id: id, open_type: { report: true } },
      { _id: id, dynamic_state: { values: { a: 1 } } },
    ]) {
      const res = await put(P.update, body);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 750, message: 'This case is locked and can no longer be changed' });
    }
    expect((await put(P.close, { _id: id })).body.code).toBe(750);
    expect((await post(P.remove, { _id: id })).body.code).toBe(750);
    expect(await caseRow(id)).toEqual(before);
    expect((await get(P.info, { _id: id })).body.data.link_report_ids).toEqual([ownReport]);
    await setLocale(api.app, doctor.token, 'zh');
  });

  it('a v1 case refuses v2 changes and the reverse', async () => {
    const v1 = await newCase('v1');
    expect((await put(P.update, { _id: v1, open_type: { report: true } })).body.code).toBe(753);
    const v2 = await newCase('v2');
    expect((await put(P.update, { _id: v2, edit_from_info: { basic_info: {} } })).body.code).toBe(753);
    const ok = await put(P.update, { _id: v2, open_type: { report: true, dynamic_state: true }, dynamic_state: { values: { note: 'ok' } } });
    expect(ok.body.data.edit_info.open_type).toEqual({ basic_data: false, clinical_observation: false, report: true, dynamic_state: true });
  });

  it('the form-builder table needs from_name and each row keyName and input', async () => {
    const v2 = await newCase('v2');
    expect((await put(P.update, { _id: v2, dynamic_state: { values: {}, form: { from_name: '', fromItem: [] } } })).body.code).toBe(601);
    const res = await put(P.update, { _id: v2, dynamic_state: { values: {}, form: { from_name: 'mine', fromItem: [{ keyName: 'a' }] } } });
    expect(res.body).toMatchObject({ code: 602, message: '字段内容不能为空' });
  });
});

describe('binding and scope', () => {
  it('refuses another child’s report (751) and an unknown report (404), binding nothing', async () => {
    const id = await newCase('v1');
    const other = await put(P.update, { _id: id, link_report_ids: [ownReport, otherChildReport] });
    expect(other.status).toBe(400);
    expect(other.body.code).toBe(751);
    const unknown = await put(P.update, { _id: id, link_report_ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.status).toBe(404);
    expect((await get(P.info, { _id: id })).body.data.link_report_ids).toEqual([]);
  });

  it('another institution’s case answers 404 to every call, like an unknown id', async () => {
    const [theirChild] = await api.db.orm.select().from(children).where(eq(children.institutionId, B)).limit(1);
    const [theirs] = await api.db.orm.insert(compassCases).values({ institutionId: B, childrenId: theirChild!.id, version: 'v1' }).returning();
    for (const res of [
      await get(P.info, { _id: theirs!.id }),
      await put(P.update, { _id: theirs!.id, edit_from_info: { basic_info: { a: 1 } } }),
      await put(P.close, { _id: theirs!.id }),
      await post(P.report, { _id: theirs!.id }),
      await post(P.remove, { _id: theirs!.id }),
    ]) expect(res.status).toBe(404);
    expect(await caseRow(theirs!.id)).toMatchObject({ status: 'Edit', editFromInfo: {} });
    expect((await post(P.add, { children_id: theirChild!.id, version: 'v1' })).status).toBe(404);
  });

  it('bad input is a translated 4xx and changes nothing', async () => {
    const id = await newCase('v1');
    const before = await caseRow(id);
    for (const [body, status] of [
      [{ _id: id }, 400],
      [{ _id: id, link_report_ids: 'x', edit_from_info: {} }, 400],
      [{ _id: id, edit_from_info: { nonsense: {} } }, 400],
      [{ _id: 42, link_report_ids: [] }, 400],
      [{ _id: 'not-a-uuid', link_report_ids: [] }, 404],
      [{ _id: id, open_type: { report: 'yes' } }, 400],
      [{ _id: id, edit_from_info: { basic_info: { big: 'x'.repeat(1024 * 1024) } } }, 413],
    ] as const) {
      const res = await put(P.update, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body.success).toBe(false);
    }
    expect(await caseRow(id)).toEqual(before);
    expect((await post(P.add, { children_id: childId, version: 'v3' })).status).toBe(400);
    expect((await get(P.info, {})).status).toBe(400);
  });
});

describe('the cases list and delete', () => {
  it('searches by child name and status, pages, and deletes an Edit case', async () => {
    const id = await newCase('v2');
    const all = await get(P.list, { pageSize: '2', current: '1' });
    expect(all.body).toMatchObject({ current: 1, pageSize: 2 });
    expect(all.body.data).toHaveLength(2);
    expect(all.body.total).toBeGreaterThan(2);
    const page2 = await get(P.list, { pageSize: '2', current: '2' });
    expect(page2.body.data[0]._id).not.toBe(all.body.data[0]._id);
    const [child] = await api.db.orm.select().from(children).where(eq(children.id, childId));
    const byName = await get(P.list, { name: child!.name.slice(0, 1), status: 'Edit', version: 'v2' });
    expect(byName.body.data.every((r: { status: string; version: string }) => r.status === 'Edit' && r.version === 'v2')).toBe(true);
    expect(byName.body.data.map((r: { _id: string }) => r._id)).toContain(id);
    expect((await get(P.list, { name: 'no-such-child-%' })).body.data).toEqual([]);

    expect((await post(P.remove, { _id: id })).status).toBe(200);
    expect((await get(P.info, { _id: id })).status).toBe(404);
  });
});

describe('the link dialog’s reads', () => {
  it('test/search by child lists its tests with their reports; report/info keeps the order asked', async () => {
    const byChild = await get(P.testSearch, { children_id: childId });
    expect(byChild.status).toBe(200);
    expect(byChild.body.data.every((t: { children_id: string }) => t.children_id === childId)).toBe(true);
    expect(byChild.body.data.flatMap((t: { reports: { _id: string }[] }) => t.reports.map((r) => r._id))).toContain(ownReport);
    expect((await get(P.testSearch, {})).status).toBe(400);
    expect((await get(P.testSearch, { test_ids: 'x,y' })).body.data).toEqual([]);

    const info = await post(P.reportInfo, { report_ids: [otherChildReport, ownReport] });
    expect(info.body.data.map((r: { _id: string }) => r._id)).toEqual([otherChildReport, ownReport]);
    expect(info.body.data[0]).toHaveProperty('remark', '');
  });
});

describe('the summary report', () => {
  it('is Edit with the child’s tests, then Close when generated, and stays as it was', async () => {
    const first = await get(P.summaryReport, { _id: childId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'Edit', children_id: childId, file: null });
    expect(first.body.data.tests.length).toBeGreaterThan(0);
    const generated = await get(P.summaryReport, { _id: childId, generate: '1' });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    expect(generated.body.data).toMatchObject({ status: 'Close', _id: first.body.data._id });
    const text = await pdfTextOf(api.app, doctor.token, generated.body.data.file._id);
    expect(text).toContain(first.body.data.tests[0].test_code);
    const later = await get(P.summaryReport, { _id: childId, generate: '1' });
    expect(later.body.data.file._id).toBe(generated.body.data.file._id);
    expect((await get(P.summaryReport, { _id: 'nope' })).status).toBe(404);
  }, 60_000);
});

describe('wjx questionnaires', () => {
  it('reads and merges parameters; another institution’s is unknown', async () => {
    await api.db.orm.insert(wjxConfigs).values([
      { institutionId: A, wjxId: 'q-test', wjxContent: '家长问卷', fromParams: { a: '1' } },
      { institutionId: B, wjxId: 'q-theirs', wjxContent: 'x' },
    ]);
    expect((await get(P.wjxInfo, { wjx_id: 'q-test' })).body.data).toMatchObject({ wjx_content: '家长问卷', from_params: { a: '1' } });
    const res = await post(P.wjxUpdate, { wjx_id: 'q-test', params: { a: null, b: '2' } });
    expect(res.body.data.from_params).toEqual({ b: '2' });
    expect((await get(P.wjxInfo, { wjx_id: 'q-theirs' })).status).toBe(404);
    expect((await post(P.wjxUpdate, { wjx_id: 'q-theirs', params: { a: '1' } })).status).toBe(404);
    const [theirs] = await api.db.orm.select().from(wjxConfigs).where(and(eq(wjxConfigs.institutionId, B), eq(wjxConfigs.wjxId, 'q-theirs')));
    expect(theirs!.fromParams).toEqual({});
  });

  it('the demo installation has the parents’ follow-up questionnaire the compass page opens', async () => {
    const res = await get(P.wjxInfo, { wjx_id: DEMO_WJX_ID });
    expect(res.status).toBe(200);
    expect(res.body.data.wjx_content).toContain('家长随访问卷');
    expect(res.body.data.from_params).toMatchObject({ follow_up_days: '30' });
  });
});
