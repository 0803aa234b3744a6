/**
 * The report calls against the demo installation, with a real job queue and render
 * threads: each tool's path makes a real PDF (read back with pdftotext), an existing report is
 * answered without using quota, reload needs its menu, and every refusal is the catalogue's.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_PATHS, reportResult, TEST_STATUS_VALUES, type UserInfo } from '@portal/shared';
import { reports } from './schema';
import { auditLog } from '../audit/schema';
import { roleMenus } from '../roles/schema';
import { tests } from '../testing/schema';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';
import { TEST_STATUSES } from '../testing/statuses';
import { demoTest, filesOf, pdfTextOf, reportJobs, reportsUsed, totalStandardScore, type DemoTest } from './test-support';

const api = useApi({ jobs: reportJobs() });

let admin: UserInfo;
let doctor: UserInfo;
let teacher: UserInfo;
let A: string;
let B: string;

beforeAll(async () => {
  [admin, doctor, teacher] = [await loginAs(api.app, 'admin'), await loginAs(api.app, 'doctor'), await loginAs(api.app, 'teacher')];
  A = doctor.institutionId;
  B = identityOf(doctor, 'Clinician', 'other').institutionId;
});

const report = (path: string, token: string, query: Record<string, string>) => call(api.app, path, { token, query });

describe('each report path makes the tool’s report, in the user’s language', () => {
  const cases = [
    { tool: 'Dream-S-2.0', child: 'XY0001', path: '/api/base/dreams/report', lang: 'zh' as const },
    { tool: 'Dream-C-2.0', child: 'XY0013', path: '/api/base/dreamc/v2/report', lang: 'en' as const },
    { tool: 'Dream-ITS', child: 'XY0009', path: '/api/base/dreamits/report', lang: 'zh' as const },
    { tool: 'Dream-IT', child: 'XY0014', path: '/api/base/dreamit/v2/report', lang: 'en' as const },
  ];
  for (const c of cases) {
    it(`${c.path}: a ${c.tool} test, ${c.lang}`, async () => {
      const test = await demoTest(api.db, A, c.child, c.tool, 'Close');
      await setLocale(api.app, doctor.token, c.lang);
      const before = await reportsUsed(api.db, A, c.tool);
      const res = await report(c.path, doctor.token, { _id: test.id, report_version: 'v1', reload: 'false' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const data = reportResult.parse(res.body.data);
      expect(data).toMatchObject({ extension: 'pdf', source: 'report', from_id: test.id, test_id: test.id, tools_type: c.tool, version: 'v1', report_version: 'v1', generated: true });
      expect(data.title).toBe(c.lang === 'zh' ? `${test.childName}-${c.tool}-评估报告-v1.pdf` : `${test.childName} ${c.tool} report v1.pdf`);

      const text = await pdfTextOf(api.app, doctor.token, data._id);
      expect(text).toContain(test.childName);
      expect(text).toContain(test.testCode);
      expect(text).toContain(c.lang === 'zh' ? '标准分' : 'Standardscore');
      expect(text).toContain(c.lang === 'zh' ? '语言总分' : 'Totallanguage');
      expect(text).toContain(String(totalStandardScore(test)));
      // The demonstration norms and banks mark every report made with them.
      expect(text).toContain(c.lang === 'zh' ? '演示内容' : 'Demonstrationcontent');

      expect(await reportsUsed(api.db, A, c.tool)).toBe(before + 1);
      const [row] = await api.db.orm.select({ reportVersion: tests.reportVersion }).from(tests).where(and(eq(tests.institutionId, A), eq(tests.id, test.id)));
      expect(row?.reportVersion).toBe('v1');
      const stored = await filesOf(api.db, A, test.id);
      expect(stored.map((f) => f.extension).sort()).toEqual(['html', 'pdf']);
      expect(stored.find((f) => f.extension === 'html')?.id).toBe(data.html_file_id);
    });
  }
  afterAll(() => setLocale(api.app, doctor.token, 'zh'));
});

describe('an existing report, another version, regenerating', () => {
  let test: DemoTest;
  beforeAll(async () => {
    test = await demoTest(api.db, A, 'XY0010', 'Dream-S-2.0', 'Close');
  });

  it('answers an existing report as it is: same file, no quota used, no render', async () => {
    const first = await report(REPORT_PATHS['Dream-S-2.0'], doctor.token, { _id: test.id, report_version: 'v1' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const used = await reportsUsed(api.db, A, 'Dream-S-2.0');
    const again = await report(REPORT_PATHS['Dream-S-2.0'], doctor.token, { _id: test.id, report_version: 'v1', reload: '0' });
    expect(again.body.data).toMatchObject({ _id: first.body.data._id, generated: false, report_version: 'v1' });
    expect(again.body.data).toEqual({ ...first.body.data, generated: false });
    expect(await reportsUsed(api.db, A, 'Dream-S-2.0')).toBe(used);
    expect(await filesOf(api.db, A, test.id)).toHaveLength(2);
  });

  it('a read of the report’s PDF from its start is an audit event naming the file and the test’s child', async () => {
    const made = await report(REPORT_PATHS['Dream-S-2.0'], doctor.token, { _id: test.id, report_version: 'v1' });
    const fileId = made.body.data._id as string;
    const events = () => api.db.orm.select().from(auditLog).where(and(eq(auditLog.action, 'report_download'), eq(auditLog.rowId, fileId)));
    const before = (await events()).length;
    expect((await api.app.inject({ url: `/resource/file/${fileId}`, headers: { token: doctor.token } })).statusCode).toBe(200);
    const after = await events();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ tableName: 'files', institutionId: A, actorId: doctor._id, childId: test.childrenId });
    // A later range of the same read is not another event.
    expect((await api.app.inject({ url: `/resource/file/${fileId}`, headers: { token: doctor.token, range: 'bytes=10-' } })).statusCode).toBe(206);
    expect(await events()).toHaveLength(before + 1);
  });

  it('without report_version makes the newest version the tool offers; the list grows in the tool’s order', async () => {
    const res = await report(REPORT_PATHS['Dream-S-2.0'], doctor.token, { _id: test.id });
    expect(res.body.data).toMatchObject({ version: 'v2', report_version: 'v1,v2', generated: true });
    const listed = await call(api.app, '/api/base/tests/list', { token: doctor.token, query: { test_code: test.testCode } });
    expect(listed.body.data[0]).toMatchObject({ report_version: 'v1,v2', report_versions: 'v1,v2', dream_s_report_version: 'v1,v2' });
  });

  it('reload without dream_reload_report (a clinician) is refused in the user’s language, and changes nothing', async () => {
    const used = await reportsUsed(api.db, A, 'Dream-S-2.0');
    const zh = await report(REPORT_PATHS['Dream-S-2.0'], doctor.token, { _id: test.id, report_version: 'v1', reload: 'true' });
    expect(zh.status).toBe(403);
    expect(zh.body).toMatchObject({ code: 403, success: false, message: '当前身份无相关权限' });
    await setLocale(api.app, doctor.token, 'en');
    const en = await report(REPORT_PATHS['Dream-S-2.0'], doctor.token, { _id: test.id, report_version: 'v1', reload: '1' });
    expect(en.body.message).toBe('The current identity has no related permission');
    await setLocale(api.app, doctor.token, 'zh');
    expect(await reportsUsed(api.db, A, 'Dream-S-2.0')).toBe(used);
  });

  it('reload with the menu (admin) makes a new file, uses one report and removes the old files', async () => {
    const old = await report(REPORT_PATHS['Dream-S-2.0'], admin.token, { _id: test.id, report_version: 'v1' });
    const used = await reportsUsed(api.db, A, 'Dream-S-2.0');
    const res = await report(REPORT_PATHS['Dream-S-2.0'], admin.token, { _id: test.id, report_version: 'v1', reload: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ generated: true, version: 'v1', report_version: 'v1,v2' });
    expect(res.body.data._id).not.toBe(old.body.data._id);
    expect(await reportsUsed(api.db, A, 'Dream-S-2.0')).toBe(used + 1);
    const ids = (await filesOf(api.db, A, test.id)).map((f) => f.id);
    expect(ids).toHaveLength(4); // v1 and v2, each PDF and HTML
    expect(ids).not.toContain(old.body.data._id);
    expect((await call(api.app, `/api/system/file/info`, { token: admin.token, query: { fileId: old.body.data._id } })).status).toBe(404);
  });

  it('a tool-specific reload menu allows regenerating that tool’s reports only', async () => {
    const clinician = identityOf(doctor, 'Clinician');
    await api.db.orm.insert(roleMenus).values({ institutionId: clinician.institutionId, roleId: clinician.roleId, menuId: 'dream_s_reload_report' });
    const s = await report(REPORT_PATHS['Dream-S-2.0'], doctor.token, { _id: test.id, report_version: 'v2', reload: 'true' });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.body.data.generated).toBe(true);
    const other = await demoTest(api.db, A, 'XY0013', 'Dream-C-2.0', 'Close'); // has v1 from the first block
    const c = await report(REPORT_PATHS['Dream-C-2.0'], doctor.token, { _id: other.id, report_version: 'v1', reload: 'true' });
    expect(c.status).toBe(403);
    await api.db.orm.delete(roleMenus).where(and(eq(roleMenus.institutionId, clinician.institutionId), eq(roleMenus.roleId, clinician.roleId), eq(roleMenus.menuId, 'dream_s_reload_report')));
  });
});

describe('refusals', () => {
  it('a test not finished: 682 “Test not finished or no report generated”', async () => {
    for (const status of ['Testing', 'Active'] as const) {
      const test = await demoTest(api.db, A, status === 'Testing' ? 'XY0005' : 'XY0003', 'Dream-S-2.0', status);
      const res = await report(REPORT_PATHS['Dream-S-2.0'], doctor.token, { _id: test.id, report_version: 'v1' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 682, message: '测评未完成或未生成报告' });
    }
    await setLocale(api.app, doctor.token, 'en');
    const test = await demoTest(api.db, A, 'XY0005', 'Dream-S-2.0', 'Testing');
    expect((await report(REPORT_PATHS['Dream-S-2.0'], doctor.token, { _id: test.id })).body.message).toBe('Test not finished or no report generated');
    await setLocale(api.app, doctor.token, 'zh');
  });

  it('another institution’s test is a 404 exactly like an unknown id, and makes nothing', async () => {
    const theirs = await demoTest(api.db, B, 'CX0002', 'Dream-IT', 'Close');
    const foreign = await report(REPORT_PATHS['Dream-IT'], doctor.token, { _id: theirs.id, report_version: 'v1' });
    const unknown = await report(REPORT_PATHS['Dream-IT'], doctor.token, { _id: '00000000-0000-4000-8000-000000000000', report_version: 'v1' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(await api.db.orm.select().from(reports).where(eq(reports.testId, theirs.id))).toHaveLength(0);
  });

  it('the path must be the test’s tool’s: 685 names the tool', async () => {
    const test = await demoTest(api.db, A, 'XY0001', 'Dream-S-2.0', 'Close');
    const res = await report(REPORT_PATHS['Dream-C-2.0'], doctor.token, { _id: test.id, report_version: 'v1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 685, message: '该测评属于工具 Dream-S 2.0 儿童语言能力筛查，请使用其报告地址' });
  });

  it('a version the tool does not offer: 686 lists the offered ones', async () => {
    const test = await demoTest(api.db, A, 'XY0001', 'Dream-S-2.0', 'Close');
    const res = await report(REPORT_PATHS['Dream-S-2.0'], doctor.token, { _id: test.id, report_version: 'v9' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 686, message: '报告版本 v9 不可用，可选：v1, v2' });
  });

  it('the speech tools’ paths (SPPA, SWAM-*, served by the speech-tool area) refuse a Dream test as another tool’s (685), never a 500', async () => {
    const test = await demoTest(api.db, A, 'XY0001', 'Dream-S-2.0', 'Close');
    for (const tool of ['SPPA', 'SWAM-T', 'SWAM-S', 'SWAM-S-S', 'SWAM-C-AI'] as const) {
      const res = await report(REPORT_PATHS[tool], doctor.token, { _id: test.id, report_version: 'v1' });
      expect(res.status, tool).toBe(400);
      expect(res.body, tool).toMatchObject({ code: 685, success: false });
    }
  });

  it('needs a session, the tests menu (a teacher has none) and a well-formed query', async () => {
    const test = await demoTest(api.db, A, 'XY0001', 'Dream-S-2.0', 'Close');
    expect((await call(api.app, REPORT_PATHS['Dream-S-2.0'], { query: { _id: test.id } })).body.code).toBe(306);
    expect((await report(REPORT_PATHS['Dream-S-2.0'], teacher.token, { _id: test.id })).status).toBe(403);
    // The paths without an engine check the menu first too: a role without it learns nothing of the set-up.
    expect((await report(REPORT_PATHS.SPPA, teacher.token, { _id: test.id })).body).toMatchObject({ code: 403, success: false });
    const queries: Array<Record<string, string>> = [{}, { _id: '' }, { _id: test.id, report_version: 'v 1' }, { _id: test.id, reload: 'maybe' }, { _id: 'x'.repeat(65) }];
    for (const query of queries) {
      const res = await report(REPORT_PATHS['Dream-S-2.0'], doctor.token, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe(400);
    }
  });

  it('after switching institution the other institution’s tests are the ones reachable', async () => {
    const theirs = await demoTest(api.db, B, 'CX0002', 'Dream-IT', 'Close');
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician', 'other'));
    // Institution B has no authorisation rows: its first report finds no quota.
    const res = await report(REPORT_PATHS['Dream-IT'], doctor.token, { _id: theirs.id, report_version: 'v1' });
    expect(res.body).toMatchObject({ code: 683, message: '报告次数已用完（请联系供应商续费）' });
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician'));
  });
});

describe('without a job queue', () => {
  it('a new report answers 688 (service unavailable, translated) while existing reports are still answered', async () => {
    const bare = await api.appWith({});
    const fresh = await demoTest(api.db, A, 'XY0004', 'Dream-IT', 'Close');
    const res = await call(bare, REPORT_PATHS['Dream-IT'], { token: doctor.token, query: { _id: fresh.id, report_version: 'v1' } });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 688, success: false, message: '报告生成服务暂不可用，请稍后再试' });
    const made = await demoTest(api.db, A, 'XY0001', 'Dream-S-2.0', 'Close');
    const existing = await call(bare, REPORT_PATHS['Dream-S-2.0'], { token: doctor.token, query: { _id: made.id, report_version: 'v1' } });
    expect(existing.status).toBe(200);
    expect(existing.body.data.generated).toBe(false);
  });
});

it('the shared test statuses are the server’s', () => {
  expect([...TEST_STATUS_VALUES]).toEqual([...TEST_STATUSES]);
});
