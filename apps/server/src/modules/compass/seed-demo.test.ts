/**
 * The demo installation's compass data, seeded as the server's first start seeds it (with a place
 * for file bytes) on an empty database: reports of demo tests, cases in every state and version
 * in both institutions bound to them, the Custom cases' PDFs, one summary per state; read back
 * through the API as the demo clinician sees them; nothing added on the next start.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPASS_PATHS as P, compassInfo, REPORT_ENGINE_TOOLS, type UserInfo } from '@portal/shared';
import { call, identityOf, loginAs, switchIdentity, useApi } from '../../../test/harness';
import { prepareDatabase } from '../../main';
import { pdfTextOf } from '../reports/test-support';
import { children } from '../children/schema';
import { caseReports, compassCases, summaryReports } from './schema';
import { files } from '../files/schema';
import { reports } from '../reports/schema';
import { tests } from '../testing/schema';
import { CASE_SEEDS, REPORTED_TEST_SEEDS } from './seed-demo';
import { V1_TEXTS } from './seed-demo-texts';

const api = useApi({ template: 'empty' });
const demo = { demo: true, adminPassword: 'Admin@12345', adminPasswordIsDefault: true };

let doctor: UserInfo;
const get = (url: string, query: Record<string, string>) => call(api.app, url, { token: doctor.token, query, lang: 'zh' });

async function caseRows() {
  return api.db.orm
    .select({ c: compassCases, code: children.childrenCode, inst: sql<string>`(select name_en from institutions i where i.id = ${compassCases.institutionId})` })
    .from(compassCases)
    .innerJoin(children, and(eq(children.institutionId, compassCases.institutionId), eq(children.id, compassCases.childrenId)));
}

beforeAll(async () => {
  expect(await prepareDatabase(api.db, demo, api.ctx.config)).toBe('seeded');
  doctor = await loginAs(api.app, 'doctor');
}, 180_000);

describe('demo compass data', () => {
  it('gives both institutions cases, and every state in each version across them', async () => {
    const rows = await caseRows();
    expect(rows).toHaveLength(CASE_SEEDS.length);
    const kinds = new Set(rows.map((r) => `${r.c.version} ${r.c.status}`));
    for (const version of ['v1', 'v2']) for (const status of ['Edit', 'Close', 'Custom']) expect(kinds.has(`${version} ${status}`), `${version} ${status}`).toBe(true);
    expect(new Set(rows.map((r) => r.inst)).size).toBe(2);
    for (const { c } of rows) expect(c.closedAt === null).toBe(c.status === 'Edit');
  });

  it('makes a real report of each chosen demo test, its PDF and page stored, with its remark', async () => {
    const rows = await api.db.orm
      .select({ report: reports, test: tests, pdf: files })
      .from(reports)
      .innerJoin(tests, and(eq(tests.institutionId, reports.institutionId), eq(tests.id, reports.testId)))
      .innerJoin(files, and(eq(files.institutionId, reports.institutionId), eq(files.id, reports.fileId)))
      // The speech-tool area's item reports are seeded (and tested) by swams.
      .where(inArray(tests.toolsType, [...REPORT_ENGINE_TOOLS]));
    expect(rows).toHaveLength(REPORTED_TEST_SEEDS.length);
    expect(rows.map((r) => r.pdf.remark).sort()).toEqual(REPORTED_TEST_SEEDS.map((s) => s.remark).sort());
    // The browser tests need a finished Dream-ITS test of institution A without a report.
    const [unreported] = await api.db.pool.query(`select count(*)::int as n from tests t where t.tools_type = 'Dream-ITS' and t.status = 'Close'
      and not exists (select 1 from reports r where r.institution_id = t.institution_id and r.test_id = t.id)`).then((r) => r.rows);
    expect(unreported.n).toBeGreaterThan(0);
    for (const { report, test } of rows) {
      expect(['Close', 'ExpClose']).toContain(test.status);
      expect(test.reportVersion).toBe(report.reportVersion);
      expect(report.createdAt.getTime()).toBeGreaterThan(test.endedTime!.getTime());
    }
  });

  it('opens the locked v1 case with its bound reports and their scores, and the Custom one with its PDF', async () => {
    const list = await get(P.list, { pageSize: '50' });
    expect(list.status).toBe(200);
    const mine = CASE_SEEDS.filter((s) => s.institution === 'A');
    expect([list.body.total, list.body.data.filter((r: { status: string }) => r.status === 'Custom').length]).toEqual([mine.length, 2]);

    const rows = await caseRows();
    const closed = rows.find((r) => r.code === 'XY0004' && r.c.version === 'v1')!;
    const info = compassInfo.parse((await get(P.info, { _id: closed.c.id })).body.data);
    expect([info.status, info.reports.length, info.report_file_id]).toEqual(['Close', 1, null]);
    expect(info.reports[0]!.remark).toBe('初评，表达落后');
    expect(info.reports[0]!.summary.length).toBeGreaterThan(0);
    expect(info.edit_info.edit_from_info.chief_complaint).toEqual(V1_TEXTS.it_behind_locked.chief_complaint);

    const custom = rows.find((r) => r.code === 'XY0009')!;
    const reported = compassInfo.parse((await get(P.info, { _id: custom.c.id })).body.data);
    expect([reported.status, reported.reports.length, reported.report_version]).toEqual(['Custom', 1, '1']);
    const again = await call(api.app, P.report, { method: 'POST', token: doctor.token, body: { _id: custom.c.id } });
    expect([again.status, again.body.data.generated, again.body.data._id]).toEqual([200, false, reported.report_file_id]);
    const text = await pdfTextOf(api.app, doctor.token, reported.report_file_id!);
    expect(text).toContain('周思琪');
    expect(text).toContain('【演示】早期发展随访');
    expect(text).toContain('家长建议');
    for (const r of reported.reports) expect(text).toContain(r.from_test.test_code);
  });

  it('prints the v2 Custom case with its paragraphs filled in and its dynamic assessment', async () => {
    const v2 = (await caseRows()).find((r) => r.code === 'XY0014')!;
    const [pdf] = await api.db.orm.select().from(caseReports).where(eq(caseReports.caseId, v2.c.id));
    const text = await pdfTextOf(api.app, doctor.token, pdf!.fileId);
    expect(text).toContain('孩子由母亲陪同前来评估');
    expect(text).toContain('目前能说【演示】约300个词，常用句长两三个词');
    expect(text).toContain('动态评估');
    expect(text).toContain('言语提示');
    expect(text).not.toContain('____');
    const bound = compassInfo.parse((await get(P.info, { _id: v2.c.id })).body.data).reports;
    expect(bound.map((r) => r.remark)).toEqual(['', '家长补充问卷']);
    for (const r of bound) expect(text).toContain(r.from_test.test_code);
  });

  it('binds only reports of the case child, in its own institution', async () => {
    const { rows } = await api.db.pool.query<{ bad: number }>(
      `select count(*)::int as bad from compass_case_reports l join compass_cases c on c.institution_id = l.institution_id and c.id = l.case_id
       join reports r on r.institution_id = l.institution_id and r.id = l.report_id join tests t on t.institution_id = r.institution_id and t.id = r.test_id
       where t.children_id <> c.children_id`,
    );
    expect(rows[0]!.bad).toBe(0);
    const { rows: bound } = await api.db.pool.query<{ n: number }>('select count(*)::int as n from compass_case_reports');
    expect(bound[0]!.n).toBe(CASE_SEEDS.reduce((n, s) => n + s.reports.length, 0));
  });

  it('shows the other institution its own cases once the clinician switches to it', async () => {
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician', 'other'));
    try {
      const list = await get(P.list, { pageSize: '50' });
      expect(list.body.total).toBe(CASE_SEEDS.filter((s) => s.institution === 'B').length);
      const custom = (list.body.data as { status: string; _id: string }[]).find((c) => c.status === 'Custom')!;
      const info = compassInfo.parse((await get(P.info, { _id: custom._id })).body.data);
      expect(await pdfTextOf(api.app, doctor.token, info.report_file_id!)).toContain('郭子墨');
    } finally {
      await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician'));
    }
  });

  it('has one summary in Edit (live tests) and one in Close with its PDF', async () => {
    const [edit, close] = await Promise.all(
      ['XY0001', 'XY0013'].map(async (code) => {
        const [child] = await api.db.orm.select().from(children).where(eq(children.childrenCode, code));
        return (await get(P.summaryReport, { _id: child!.id })).body.data;
      }),
    );
    // Edit reads the child's scored, closed tests as they are now (the demo's year of history adds some).
    // Close froze them when the seed closed it, after the history was in.
    const scoredOf = async (code: string) =>
      (
        await api.db.orm
          .select({ n: sql<number>`count(*)::int` })
          .from(tests)
          .innerJoin(children, eq(children.id, tests.childrenId))
          .where(and(eq(children.childrenCode, code), inArray(tests.status, ['Close', 'RecClose', 'ExpClose']), isNotNull(tests.scores)))
      )[0]!.n;
    const [liveEdit, liveClose] = [await scoredOf('XY0001'), await scoredOf('XY0013')];
    expect(Math.min(liveEdit, liveClose)).toBeGreaterThanOrEqual(2);
    expect([edit.status, edit.tests.length, edit.file]).toEqual(['Edit', liveEdit, null]);
    expect([close.status, close.tests.length]).toEqual(['Close', liveClose]);
    const text = await pdfTextOf(api.app, doctor.token, close.file._id);
    expect(text).toContain('孙铭轩');
    for (const t of close.tests) expect(text).toContain(t.test_code);
    expect(await api.db.orm.select().from(summaryReports)).toHaveLength(2);
  });

  it('adds nothing on the next start', async () => {
    const before = (await caseRows()).length;
    expect(await prepareDatabase(api.db, demo, api.ctx.config)).toBe('skipped');
    expect(await caseRows()).toHaveLength(before);
    expect(await api.db.orm.select({ id: reports.id }).from(reports).innerJoin(tests, eq(tests.id, reports.testId)).where(inArray(tests.toolsType, [...REPORT_ENGINE_TOOLS]))).toHaveLength(REPORTED_TEST_SEEDS.length);
  });
});
