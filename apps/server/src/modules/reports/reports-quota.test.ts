/**
 * Report quota and generation under load (quota.ts, service.ts): which authorisation row a new
 * report uses, the two “used up” messages, the tool's own state, concurrent calls for the same
 * test (one render, one report used), a failed render (nothing used, nothing left behind), a test
 * scored on the way, and the clinician's comments in the PDF.
 */
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isoDate, REPORT_PATHS, type UserInfo } from '@portal/shared';
import { reports } from './schema';
import { tests } from '../testing/schema';
import { institutionToolAuthorizations, institutionTools } from '../tools/schema';
import { call, loginAs, setLocale, useApi } from '../../../test/harness';
import { testDay, type StoredScores } from '../testing/scoring';
import { buildReportModel } from './report-model';
import { demoTest, FAIL_RENDER, filesOf, pdfTextOf, renderJobsOf, reportJobs, reportsUsed, totalStandardScore } from './test-support';

const api = useApi({ jobs: reportJobs() });

let doctor: UserInfo;
let A: string;
beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
  A = doctor.institutionId;
});

const report = (tool: keyof typeof REPORT_PATHS, query: Record<string, string>) => call(api.app, REPORT_PATHS[tool], { token: doctor.token, query });
const days = (n: number) => isoDate(new Date(Date.now() + n * 86_400_000));

async function toolRow(toolsType: string) {
  const [tool] = await api.db.orm.select().from(institutionTools).where(and(eq(institutionTools.institutionId, A), eq(institutionTools.toolsType, toolsType)));
  return tool!;
}
async function authorizations(toolsType: string) {
  const tool = await toolRow(toolsType);
  return api.db.orm
    .select()
    .from(institutionToolAuthorizations)
    .where(and(eq(institutionToolAuthorizations.institutionId, A), eq(institutionToolAuthorizations.toolId, tool.id)))
    .orderBy(asc(institutionToolAuthorizations.createdAt));
}
async function setAuthorization(id: string, values: Partial<typeof institutionToolAuthorizations.$inferInsert>) {
  await api.db.orm.update(institutionToolAuthorizations).set(values).where(and(eq(institutionToolAuthorizations.institutionId, A), eq(institutionToolAuthorizations.id, id)));
}
async function setTool(toolsType: string, values: Partial<typeof institutionTools.$inferInsert>) {
  await api.db.orm.update(institutionTools).set(values).where(and(eq(institutionTools.institutionId, A), eq(institutionTools.toolsType, toolsType)));
}

describe('report quota', () => {
  it('uses the authorisation row that expires first among those activated, valid and not used up', async () => {
    const [seeded] = await authorizations('Dream-ITS');
    const tool = await toolRow('Dream-ITS');
    const add = (values: Partial<typeof institutionToolAuthorizations.$inferInsert>) =>
      api.db.orm
        .insert(institutionToolAuthorizations)
        .values({ institutionId: A, toolId: tool.id, toolsType: 'Dream-ITS', activate: true, reportCount: 5, useReportCount: 0, ...values })
        .returning()
        .then((rows) => rows[0]!);
    const inactive = await add({ activate: false, validityDate: days(1) });
    const expired = await add({ validityDate: days(-1) });
    const usedUp = await add({ validityDate: days(2), reportCount: 3, useReportCount: 3 });
    const soonest = await add({ validityDate: days(3) });
    const test = await demoTest(api.db, A, 'XY0006', 'Dream-ITS', 'Close');
    const res = await report('Dream-ITS', { _id: test.id, report_version: 'v1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = new Map((await authorizations('Dream-ITS')).map((row) => [row.id, row.useReportCount]));
    expect(after.get(soonest.id)).toBe(1);
    expect([after.get(inactive.id), after.get(expired.id), after.get(usedUp.id), after.get(seeded!.id)]).toEqual([0, 0, 3, seeded!.useReportCount]);
    const [row] = await api.db.orm.select().from(reports).where(and(eq(reports.institutionId, A), eq(reports.testId, test.id)));
    expect(row?.authorizationId).toBe(soonest.id);
  });

  it('none left: 683 “Report running out (contact provider to renew)”, in zh and en, and no render', async () => {
    const rows = await authorizations('Dream-ITS');
    for (const row of rows) await setAuthorization(row.id, { useReportCount: row.reportCount });
    const test = await demoTest(api.db, A, 'XY0006', 'Dream-ITS', 'Close');
    const zh = await report('Dream-ITS', { _id: test.id, report_version: 'v2' });
    expect(zh.status).toBe(403);
    expect(zh.body).toMatchObject({ code: 683, message: '报告次数已用完（请联系供应商续费）' });
    await setLocale(api.app, doctor.token, 'en');
    expect((await report('Dream-ITS', { _id: test.id, report_version: 'v2' })).body.message).toBe('Report running out (contact provider to renew)');
    await setLocale(api.app, doctor.token, 'zh');
    expect(await renderJobsOf(api.db, test.id)).toBe(1); // the v1 report of the previous case only
    // An existing report needs no quota.
    expect((await report('Dream-ITS', { _id: test.id, report_version: 'v1' })).body.data.generated).toBe(false);
    for (const row of rows) await setAuthorization(row.id, { useReportCount: row.useReportCount });
  });

  it('a Limited tool past its tests: 684 “Tool usage count exhausted”, in zh and en', async () => {
    const tool = await toolRow('Dream-IT');
    // Institution A's Dream-IT tests, oldest first: XY0014 (Close, 60 days ago) is the first.
    const test = await demoTest(api.db, A, 'XY0014', 'Dream-IT', 'Close');
    await setTool('Dream-IT', { toolsSaleType: 'Limited', testCount: 10, oldTestCount: 10 });
    const zh = await report('Dream-IT', { _id: test.id, report_version: 'v1' });
    expect(zh.status).toBe(403);
    expect(zh.body).toMatchObject({ code: 684, message: '工具使用次数已用完' });
    await setLocale(api.app, doctor.token, 'en');
    expect((await report('Dream-IT', { _id: test.id, report_version: 'v1' })).body.message).toBe('Tool usage count exhausted');
    await setLocale(api.app, doctor.token, 'zh');
    // One test left: the first test is within it, the second (XY0004, 30 days ago) is not.
    await setTool('Dream-IT', { testCount: 11 });
    expect((await report('Dream-IT', { _id: test.id, report_version: 'v1' })).status).toBe(200);
    const second = await demoTest(api.db, A, 'XY0004', 'Dream-IT', 'Close');
    expect((await report('Dream-IT', { _id: second.id, report_version: 'v1' })).body.code).toBe(684);
    // Invalidated tests do not count.
    await api.db.orm.update(tests).set({ status: 'Failure' }).where(and(eq(tests.institutionId, A), eq(tests.id, test.id)));
    expect((await report('Dream-IT', { _id: second.id, report_version: 'v1' })).status).toBe(200);
    await api.db.orm.update(tests).set({ status: 'Close' }).where(and(eq(tests.institutionId, A), eq(tests.id, test.id)));
    await setTool('Dream-IT', { toolsSaleType: tool.toolsSaleType, testCount: tool.testCount, oldTestCount: tool.oldTestCount });
  });

  it('an expired or disabled tool makes no new report (687)', async () => {
    const test = await demoTest(api.db, A, 'XY0002', 'Dream-C-2.0', 'Close');
    const tool = await toolRow('Dream-C-2.0');
    await setTool('Dream-C-2.0', { failureDate: days(-1) });
    expect((await report('Dream-C-2.0', { _id: test.id })).body).toMatchObject({ code: 687, message: '本机构的工具 Dream-C 2.0 普通话听力理解和表达能力标准化评估 未生效（已过期、已停用或未开通）' });
    await setTool('Dream-C-2.0', { failureDate: tool.failureDate, status: 'disabled' });
    expect((await report('Dream-C-2.0', { _id: test.id })).body.code).toBe(687);
    await setTool('Dream-C-2.0', { status: tool.status });
  });
});

describe('generation', () => {
  it('two calls at once for the same test and version: one render, one report used, the same file for both', async () => {
    const test = await demoTest(api.db, A, 'XY0002', 'Dream-C-2.0', 'Close');
    const used = await reportsUsed(api.db, A, 'Dream-C-2.0');
    const [a, b] = await Promise.all([report('Dream-C-2.0', { _id: test.id, report_version: 'v1' }), report('Dream-C-2.0', { _id: test.id, report_version: 'v1' })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data._id).toBe(b.body.data._id);
    expect([a.body.data.generated, b.body.data.generated].sort()).toEqual([false, true]);
    expect(await reportsUsed(api.db, A, 'Dream-C-2.0')).toBe(used + 1);
    expect(await renderJobsOf(api.db, test.id)).toBe(1);
    expect(await filesOf(api.db, A, test.id)).toHaveLength(2);
  });

  it('a failed render answers 681 “report generation failed”, uses no quota and leaves no file or report', async () => {
    const test = await demoTest(api.db, A, 'XY0010', 'Dream-S-2.0', 'Close');
    await api.db.orm.update(tests).set({ comments: `整体配合良好。${FAIL_RENDER}` }).where(and(eq(tests.institutionId, A), eq(tests.id, test.id)));
    const used = await reportsUsed(api.db, A, 'Dream-S-2.0');
    const res = await report('Dream-S-2.0', { _id: test.id, report_version: 'v1' });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ code: 681, success: false, message: '报告生成失败' });
    expect(await reportsUsed(api.db, A, 'Dream-S-2.0')).toBe(used);
    expect(await filesOf(api.db, A, test.id)).toHaveLength(0);
    const [row] = await api.db.orm.select({ reportVersion: tests.reportVersion }).from(tests).where(and(eq(tests.institutionId, A), eq(tests.id, test.id)));
    expect(row?.reportVersion).toBeNull();
  });

  it('prints the clinician’s comments, and scores a finished test that has no scores yet (storing them)', async () => {
    const test = await demoTest(api.db, A, 'XY0010', 'Dream-S-2.0', 'Close');
    const comments = '孩子在测评中配合良好，建议三个月后复评。';
    await api.db.orm
      .update(tests)
      .set({ comments, scores: null, isAtRiskScore: null, flaggedItemsList: null })
      .where(and(eq(tests.institutionId, A), eq(tests.id, test.id)));
    const res = await report('Dream-S-2.0', { _id: test.id, report_version: 'v1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const text = await pdfTextOf(api.app, doctor.token, res.body.data._id);
    expect(text).toContain(comments);
    const [row] = await api.db.orm.select().from(tests).where(and(eq(tests.institutionId, A), eq(tests.id, test.id)));
    expect(row?.scores).toEqual(test.scores);
    expect(row?.isAtRiskScore).toBe(test.isAtRiskScore);
  });

  it('the curve of a child’s second test of a tool plots both tests, oldest first', async () => {
    const { childName: _name, ...first } = await demoTest(api.db, A, 'XY0001', 'Dream-S-2.0', 'Close');
    const later = (ms: number) => new Date(first.createdTime.getTime() + 30 * 86_400_000 + ms);
    const [second] = await api.db.orm
      .insert(tests)
      .values({ ...first, id: undefined, testCode: `${first.testCode}-R`, createdTime: later(0), endedTime: later(60_000), reportVersion: null })
      .returning();
    const model = await buildReportModel(api.db.orm, { test: second!, scores: second!.scores as StoredScores, tool: { name: '工具', nameEn: 'Tool' }, version: 'v1', locale: 'zh' });
    expect(model.curve.points.map((p) => p.date)).toEqual([testDay(first.endedTime!), testDay(second!.endedTime!)]);
    expect(model.curve.points.every((p) => p.standard === totalStandardScore(first))).toBe(true);
    const res = await report('Dream-S-2.0', { _id: second!.id, report_version: 'v1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
