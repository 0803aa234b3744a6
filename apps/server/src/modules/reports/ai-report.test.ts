/**
 * The AI report calls against the demo installation with a real job queue: the first call writes
 * the report (built-in writer) and stores it as a text file of the test, a slow writer shows 201
 * with its progress until done, a failing writer is tried again and then answers the failure,
 * regenerate writes anew, and every refusal is the catalogue's.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AI_REPORT_PATHS, aiReport, REPORT_PATHS, type UserInfo } from '@portal/shared';
import { call, identityOf, loginAs, setLocale, useApi } from '../../../test/harness';
import { BuiltinReportWriter } from '../../providers/report-writer/builtin';
import type { ReportWriter } from '../../providers/report-writer/writer';
import { aiReports } from './schema';
import { files } from '../files/schema';
import { demoTest, filesOf, reportJobs } from './test-support';

const api = useApi({ jobs: reportJobs() });

let doctor: UserInfo;
let teacher: UserInfo;
let A: string;
let B: string;

beforeAll(async () => {
  [doctor, teacher] = [await loginAs(api.app, 'doctor'), await loginAs(api.app, 'teacher')];
  A = doctor.institutionId;
  B = identityOf(doctor, 'Clinician', 'other').institutionId;
});

const builtin = new BuiltinReportWriter();
function useWriter(writer: ReportWriter) {
  api.ctx.providers = { ...api.ctx.providers!, reportWriter: writer };
}
afterEach(() => useWriter(builtin));

const get = (testId: string, token = doctor.token) => call(api.app, AI_REPORT_PATHS.get, { token, query: { _id: testId } });
const regenerate = (testId: string, token = doctor.token) => call(api.app, AI_REPORT_PATHS.regenerate, { token, body: { _id: testId } });

/** The test's PDF report, made through its report call (the AI report explains it). */
async function reported(child: string, tool: 'Dream-S-2.0' | 'Dream-IT' | 'Dream-C-2.0' | 'Dream-ITS') {
  const test = await demoTest(api.db, A, child, tool, 'Close');
  const res = await call(api.app, REPORT_PATHS[tool], { token: doctor.token, query: { _id: test.id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return test;
}

async function untilReady(testId: string) {
  for (let i = 0; i < 200; i += 1) {
    const res = await get(testId);
    if (res.status !== 201) return res;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the AI report was never written');
}

describe('writing the AI report', () => {
  it('the first call writes it with the built-in writer in the report’s language and stores it beside the PDF', async () => {
    const test = await reported('XY0001', 'Dream-S-2.0');
    const res = await get(test.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true });
    const report = aiReport.parse(res.body.data);
    expect(report).toMatchObject({ test_id: test.id, locale: 'zh', writer: 'builtin' });
    expect(report.text).toContain(`# ${test.childName}的评估结果解读`);
    for (const label of ['## 语言总分', '## 接受性语言', '## 语言理解', '## 认知游戏']) expect(report.text).toContain(label);
    expect(report.text).not.toMatch(/total_language|zone_/);

    const stored = await filesOf(api.db, A, test.id);
    expect(stored.map((f) => f.extension).sort()).toEqual(['html', 'pdf', 'txt']);
    // The file is plain text: a browser shows what the writer wrote and never runs it.
    const raw = await api.app.inject({ method: 'GET', url: `/resource/file/${report.file_id}`, headers: { token: doctor.token } });
    expect(raw.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(raw.body).toBe(report.text);

    // Asked again: the same report, no second writing.
    const again = await get(test.id);
    expect(aiReport.parse(again.body.data)).toEqual(report);
    const jobs = await api.db.pool.query(`select count(*)::int as n from pgboss.job where name = 'report.ai' and data->>'aiReportId' = $1`, [report._id]);
    expect(jobs.rows[0].n).toBe(1);
  });

  it('an English report gets an English explanation', async () => {
    await setLocale(api.app, doctor.token, 'en');
    try {
      const test = await reported('XY0013', 'Dream-C-2.0');
      const report = aiReport.parse((await untilReady(test.id)).body.data);
      expect(report.locale).toBe('en');
      expect(report.text).toContain('## Total language');
      expect(report.text).toContain('## Social communication');
      expect(report.text.replaceAll(test.childName, "")).not.toMatch(/\p{Script=Han}/u);
    } finally {
      await setLocale(api.app, doctor.token, 'zh');
    }
  });

  it('while a slow writer works the answer is 201 with total_ttl and ttl, then the report', async () => {
    const test = await reported('XY0004', 'Dream-IT');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    useWriter({ name: 'slow', expectedSeconds: 30, write: async (input) => (await released, builtin.write(input)) });
    const first = await get(test.id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ code: 201, success: true, data: { total_ttl: 30 } });
    expect(first.body.data.ttl).toBeGreaterThan(0);
    expect(first.body.data.ttl).toBeLessThanOrEqual(30);
    expect((await get(test.id)).status).toBe(201);
    // Regenerate while it is being written answers the same progress and starts nothing.
    expect((await regenerate(test.id)).status).toBe(201);
    release();
    const done = await untilReady(test.id);
    expect(done.status).toBe(200);
    expect(aiReport.parse(done.body.data).writer).toBe('slow');
  });

  it('a failing writer is tried three times, then the call answers 689 (translated); regenerate is the retry', async () => {
    const test = await reported('XY0010', 'Dream-S-2.0');
    let calls = 0;
    useWriter({ name: 'broken', expectedSeconds: 1, write: () => ((calls += 1), Promise.reject(new Error('model unavailable'))) });
    const res = await untilReady(test.id);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 689, success: false, data: null, message: 'AI 报告生成失败，请重试' });
    expect(calls).toBe(3);
    const [row] = await api.db.orm.select().from(aiReports).where(and(eq(aiReports.institutionId, A), eq(aiReports.testId, test.id)));
    expect(row).toMatchObject({ status: 'failed', attempts: 3, error: 'model unavailable', fileId: null });

    useWriter(builtin);
    const retried = await regenerate(test.id);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(aiReport.parse(retried.body.data).writer).toBe('builtin');
  });

  it('regenerate writes a new file and removes the old one', async () => {
    const test = await demoTest(api.db, A, 'XY0001', 'Dream-S-2.0', 'Close');
    const before = aiReport.parse((await get(test.id)).body.data);
    const after = await regenerate(test.id);
    expect(after.status).toBe(200);
    const report = aiReport.parse(after.body.data);
    expect(report._id).toBe(before._id);
    expect(report.file_id).not.toBe(before.file_id);
    expect(await api.db.orm.select().from(files).where(and(eq(files.institutionId, A), eq(files.id, before.file_id)))).toHaveLength(0);
  });
});

describe('refusals', () => {
  it('a test without a report: 682, and nothing is started', async () => {
    const test = await demoTest(api.db, A, 'XY0014', 'Dream-IT', 'Close');
    for (const res of [await get(test.id), await regenerate(test.id)]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 682, message: '测评未完成或未生成报告' });
    }
    expect(await api.db.orm.select().from(aiReports).where(eq(aiReports.testId, test.id))).toHaveLength(0);
  });

  it('another institution’s test answers exactly like an unknown one (404)', async () => {
    const theirs = await demoTest(api.db, B, 'CX0002', 'Dream-IT', 'Close');
    const unknown = await get('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await get(theirs.id)).body).toEqual(unknown.body);
    expect((await regenerate(theirs.id)).body).toEqual(unknown.body);
    expect((await get('not-a-uuid')).status).toBe(404);
  });

  it('a parent’s temporary token, no token, a role without the tests menu, a bad query', async () => {
    const test = await demoTest(api.db, A, 'XY0001', 'Dream-S-2.0', 'Close');
    const parent = await call(api.app, AI_REPORT_PATHS.get, { headers: { temtoken: 'a'.repeat(32) }, query: { _id: test.id } });
    expect(parent.body).toMatchObject({ code: 306, success: false });
    expect((await call(api.app, AI_REPORT_PATHS.get, { query: { _id: test.id } })).body.code).toBe(306);
    expect((await get(test.id, teacher.token)).status).toBe(403);
    for (const query of [{}, { _id: '' }, { _id: 'x'.repeat(65) }] as Record<string, string>[]) {
      const res = await call(api.app, AI_REPORT_PATHS.get, { token: doctor.token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });

  it('without a job queue a new AI report answers 688, an existing one is still answered', async () => {
    const bare = await api.appWith({});
    const test = await reported('XY0009', 'Dream-ITS');
    const existing = await demoTest(api.db, A, 'XY0001', 'Dream-S-2.0', 'Close');
    expect((await call(bare, AI_REPORT_PATHS.get, { token: doctor.token, query: { _id: existing.id } })).status).toBe(200);
    const res = await call(bare, AI_REPORT_PATHS.get, { token: doctor.token, query: { _id: test.id } });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 688, message: '报告生成服务暂不可用，请稍后再试' });
  });
});
