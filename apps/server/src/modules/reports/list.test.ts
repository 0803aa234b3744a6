/**
 * GET /api/dream/report/list against the demo installation, with report rows written directly
 * (rendering is reports.test.ts's business): institution scope, every filter, paging, the remark
 * being the PDF's file remark, and bad input.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIST_PATH, reportListRow, type ReportListRow, type UserInfo } from '@portal/shared';
import { children } from '../children/schema';
import { files } from '../files/schema';
import { reports } from './schema';
import { tests } from '../testing/schema';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';

const api = useApi();

let doctor: UserInfo;
let A: string;
let B: string;

interface Made {
  reportId: string;
  fileId: string;
  testCode: string;
  childName: string;
  toolsType: string;
  createdAt: Date;
}

/** A report row and its two files for a demo test of `institutionId` (no bytes: the list never reads them). */
async function makeReport(institutionId: string, offset: number, version: string, createdAt: Date, remark = ''): Promise<Made> {
  const [test] = await api.db.orm
    .select({ id: tests.id, testCode: tests.testCode, toolsType: tests.toolsType, childName: children.name })
    .from(tests)
    .innerJoin(children, and(eq(children.institutionId, tests.institutionId), eq(children.id, tests.childrenId)))
    .where(eq(tests.institutionId, institutionId))
    .orderBy(tests.testCode)
    .offset(offset)
    .limit(1);
  if (!test) throw new Error(`no demo test #${offset} in ${institutionId}`);
  const file = (extension: string) => ({ institutionId, title: `${test.childName}-${version}.${extension}`, extension, size: 1, sha256: '0'.repeat(64), storagePath: `x/${extension}`, fromId: test.id, source: 'report', remark: extension === 'pdf' ? remark : '' });
  const [pdf] = await api.db.orm.insert(files).values(file('pdf')).returning();
  const [html] = await api.db.orm.insert(files).values(file('html')).returning();
  const [row] = await api.db.orm
    .insert(reports)
    .values({ institutionId, testId: test.id, toolsType: test.toolsType, reportVersion: version, locale: 'zh', fileId: pdf!.id, htmlFileId: html!.id, createdAt })
    .returning();
  return { reportId: row!.id, fileId: pdf!.id, testCode: test.testCode, childName: test.childName, toolsType: test.toolsType, createdAt };
}

const list = async (token: string, query: Record<string, string> = {}) => {
  const res = await call(api.app, REPORT_LIST_PATH, { token, query });
  return { status: res.status, body: res.body, rows: res.status === 200 ? (res.body.data as unknown[]).map((r) => reportListRow.parse(r)) : ([] as ReportListRow[]) };
};

const day = (iso: string) => new Date(`${iso}T10:00:00`);
let made: Made[] = [];
let ofB: Made;

beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
  A = doctor.institutionId;
  B = identityOf(doctor, 'Clinician', 'other').institutionId;
  made = [
    await makeReport(A, 0, 'v1', day('2025-03-01'), '家长已取走'),
    await makeReport(A, 1, 'v1', day('2025-03-05')),
    await makeReport(A, 1, 'v2', day('2025-03-10')),
    await makeReport(A, 2, 'v1', day('2025-04-02')),
    await makeReport(A, 3, 'v1', day('2025-04-20')),
  ];
  ofB = await makeReport(B, 0, 'v1', day('2025-03-07'));
});

describe('GET /api/dream/report/list', () => {
  it('lists the institution’s reports newest first with child, tool, code, version, created and the PDF’s remark', async () => {
    const res = await list(doctor.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true, total: 5, current: 1, pageSize: 20 });
    expect(res.rows.map((r) => r._id)).toEqual([...made].reverse().map((m) => m.reportId));
    const first = res.rows.find((r) => r._id === made[0]!.reportId)!;
    expect(first).toMatchObject({ file_id: made[0]!.fileId, children_name: made[0]!.childName, tools_type: made[0]!.toolsType, test_code: made[0]!.testCode, report_version: 'v1', remark: '家长已取走', createdTime: made[0]!.createdAt.toISOString() });
  });

  it('never lists another institution’s reports, and follows the identity', async () => {
    expect((await list(doctor.token, { pageSize: '100' })).rows.map((r) => r._id)).not.toContain(ofB.reportId);
    expect((await list(doctor.token, { test_code: ofB.testCode })).rows.map((r) => r._id)).not.toContain(ofB.reportId);
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician', 'other'));
    const inB = await list(doctor.token);
    expect(inB.rows.map((r) => r._id)).toEqual([ofB.reportId]);
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician', 'home'));
  });

  it('pages: the total on every page, the rows of the asked page, an empty page past the end', async () => {
    const page2 = await list(doctor.token, { pageSize: '2', current: '2' });
    expect(page2.body).toMatchObject({ total: 5, current: 2, pageSize: 2 });
    expect(page2.rows.map((r) => r._id)).toEqual([made[2]!.reportId, made[1]!.reportId]);
    const past = await list(doctor.token, { pageSize: '2', current: '9' });
    expect(past.body).toMatchObject({ total: 5, current: 9, data: [] });
  });

  it('filters by child name (contains, literally), test code, tool and created day range', async () => {
    const target = made[3]!;
    const byName = await list(doctor.token, { name: target.childName.slice(1) });
    expect(byName.rows.length).toBeGreaterThan(0);
    expect(byName.rows.every((r) => r.children_name.includes(target.childName.slice(1)))).toBe(true);
    expect((await list(doctor.token, { name: '%' })).body.total).toBe(0);
    expect((await list(doctor.token, { test_code: target.testCode })).rows.map((r) => r._id)).toEqual([target.reportId]);
    const byTool = await list(doctor.token, { tools_type: target.toolsType });
    expect(byTool.rows.length).toBe(made.filter((m) => m.toolsType === target.toolsType).length);
    // Whole days: the 5th and the 10th both count.
    const march = await list(doctor.token, { created_from: '2025-03-05', created_to: '2025-03-10' });
    expect(march.rows.map((r) => r._id)).toEqual([made[2]!.reportId, made[1]!.reportId]);
    expect((await list(doctor.token, { created_from: '2025-04-02' })).body.total).toBe(2);
    expect((await list(doctor.token, { created_to: '2025-03-01' })).rows.map((r) => r._id)).toEqual([made[0]!.reportId]);
    // Empty values are no filter (the search form's reset).
    expect((await list(doctor.token, { name: '', tools_type: '', created_from: '', current: '' })).body.total).toBe(5);
  });

  it('refuses bad input with a translated 400 and needs the report_list menu', async () => {
    const backwards = await list(doctor.token, { created_from: '2025-04-01', created_to: '2025-03-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ code: 785, success: false, message: '开始日期不能晚于结束日期' });
    await setLocale(api.app, doctor.token, 'en');
    expect((await list(doctor.token, { created_from: '2025-04-01', created_to: '2025-03-01' })).body.message).toBe('The start date cannot be after the end date');
    const badDate = await list(doctor.token, { created_from: '2025-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toContain('created_from');
    await setLocale(api.app, doctor.token, 'zh');
    for (const query of [{ pageSize: '101' }, { current: '0' }, { name: 'x'.repeat(51) }] as Array<Record<string, string>>) expect((await list(doctor.token, query)).status).toBe(400);
    const teacher = await loginAs(api.app, 'teacher');
    expect((await list(teacher.token)).status).toBe(403);
    expect((await call(api.app, REPORT_LIST_PATH)).body.code).toBe(306);
  });
});
