/**
 * The `case.render` job against real PostgreSQL, pg-boss and render threads: the helper the
 * compass calls stores a PDF and an HTML file of the case (read back through the preview path),
 * and a failed render or a bad payload stores nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_LIST_PATH, type UserInfo } from '@portal/shared';
import { files } from '../files/schema';
import { AppError } from '../../http/envelope';
import { call, loginAs, useApi } from '../../../test/harness';
import { CASE_RENDER_QUEUE, renderCaseFiles } from './case-jobs';
import { sampleCaseModel } from './render/case-model';
import { FAIL_RENDER, pdfTextOf, reportJobs } from './test-support';

const api = useApi({ jobs: reportJobs() });

let doctor: UserInfo;
beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
});

const filesFrom = (fromId: string) => api.db.orm.select().from(files).where(and(eq(files.institutionId, doctor.institutionId), eq(files.fromId, fromId)));
const jobsFor = async (fromId: string) =>
  Number((await api.db.pool.query<{ n: string }>(`select count(*) as n from pgboss.job where name = $1 and data->>'fromId' = $2`, [CASE_RENDER_QUEUE, fromId])).rows[0]?.n ?? 0);

describe('case.render', () => {
  it('stores the case PDF and HTML as files of the case, readable through the preview path', async () => {
    const fromId = randomUUID();
    const out = await renderCaseFiles(api.ctx, { institutionId: doctor.institutionId, fromId, title: '林㛃𠮷-个案报告-1', model: sampleCaseModel('zh', 'v1'), createdBy: doctor._id });
    const rows = await filesFrom(fromId);
    expect(rows.map((r) => [r.id, r.title, r.extension, r.source, r.createdBy]).sort()).toEqual(
      [
        [out.fileId, '林㛃𠮷-个案报告-1.pdf', 'pdf', 'case', doctor._id],
        [out.htmlFileId, '林㛃𠮷-个案报告-1.html', 'html', 'case', doctor._id],
      ].sort(),
    );
    expect(out.pdf).toMatchObject({ _id: out.fileId, source: 'case', from_id: fromId });

    const text = await pdfTextOf(api.app, doctor.token, out.fileId);
    for (const t of ['儿童语言个案报告', '林㛃𠮷', '家长主诉', '干预计划', '88–100', '红灯', '王晓雯', '星河儿童发展中心']) expect(text, t).toContain(t);
    const html = await api.app.inject({ method: 'GET', url: `/resource/file/${out.htmlFileId}`, headers: { token: doctor.token } });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('林㛃𠮷');

    // the case's file list shows both, as for a test's report
    const list = await call(api.app, FILE_LIST_PATH, { token: doctor.token, query: { from_id: fromId } });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body.data)).toContain(out.fileId);
  });

  it('a render that fails stores nothing and answers “report generation failed”', async () => {
    const fromId = randomUUID();
    const model = { ...sampleCaseModel('en', 'v2'), clinician: `Wang ${FAIL_RENDER}` };
    const error = await renderCaseFiles(api.ctx, { institutionId: doctor.institutionId, fromId, title: 'case', model }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).key).toBe('reportGenerationFailed');
    expect(await jobsFor(fromId)).toBe(1);
    expect(await filesFrom(fromId)).toEqual([]);
  });

  it('a payload that is not a case model fails the job and stores nothing', async () => {
    const fromId = randomUUID();
    const bad = { institutionId: doctor.institutionId, fromId, title: 'case', model: { ...sampleCaseModel('zh'), sections: 'none' } };
    await expect(api.ctx.jobs!.run(CASE_RENDER_QUEUE, bad, 30_000)).rejects.toThrow(/failed/);
    expect(await filesFrom(fromId)).toEqual([]);
    // the helper checks before sending: nothing goes to the queue
    const other = randomUUID();
    await expect(renderCaseFiles(api.ctx, { ...bad, fromId: other } as never)).rejects.toThrow();
    expect(await jobsFor(other)).toBe(0);
  });

  it('without a job queue answers “service unavailable” and sends nothing', async () => {
    const error = await renderCaseFiles({ ...api.ctx, jobs: undefined }, { institutionId: doctor.institutionId, fromId: randomUUID(), title: 'case', model: sampleCaseModel('zh') }).catch((e: unknown) => e);
    expect((error as AppError).key).toBe('reportServiceUnavailable');
  });
});
