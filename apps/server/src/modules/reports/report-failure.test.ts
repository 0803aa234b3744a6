/**
 * A report that cannot be made fails where the clinician looks (render-status.ts): a render job
 * failing past its retries answers 681 and leaves the attempt 'failed', which the tests list
 * shows; an attempt a killed server left 'generating' reads as failed past the caller's wait and
 * the sweep stores that; asking again starts a new job and makes the report. A render that fails
 * once is retried while the caller waits.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_PATHS, TESTS_LIST_PATH, type UserInfo } from '@portal/shared';
import { reportRenders, tests } from '../testing/schema';
import { call, loginAs, useApi } from '../../../test/harness';
import { RENDER_RETRY_LIMIT } from './jobs';
import { sweepLostRenders } from './render-status';
import { demoTest, FAIL_RENDER, FAIL_RENDER_ONCE, filesOf, reportJobs, reportsUsed } from './test-support';

const api = useApi({ jobs: reportJobs() });

let doctor: UserInfo;
let A: string;
beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
  A = doctor.institutionId;
});

/** A finished Dream-S test of its own (a copy of a demo one, without a report). */
async function finishedTest(suffix: string) {
  const { childName: _name, ...demo } = await demoTest(api.db, A, 'XY0010', 'Dream-S-2.0', 'Close');
  const [test] = await api.db.orm
    .insert(tests)
    .values({ ...demo, id: undefined, testCode: `${demo.testCode}-${suffix}`, reportVersion: null })
    .returning();
  return test!;
}

const report = (testId: string) => call(api.app, REPORT_PATHS['Dream-S-2.0'], { token: doctor.token, query: { _id: testId, report_version: 'v1' } });
const setComments = (testId: string, comments: string) => api.db.orm.update(tests).set({ comments }).where(and(eq(tests.institutionId, A), eq(tests.id, testId)));
const renderRow = async (testId: string) => (await api.db.orm.select().from(reportRenders).where(and(eq(reportRenders.institutionId, A), eq(reportRenders.testId, testId))))[0];

/** The test's row in the tests list, as the portal reads it. */
async function listed(testCode: string) {
  const res = await call(api.app, TESTS_LIST_PATH, { token: doctor.token, query: { test_code: testCode } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = (res.body.data as Array<Record<string, unknown>>).find((r) => r.test_code === testCode);
  expect(row).toBeDefined();
  return row!;
}

/** Attempts pg-boss made of the test's render jobs, and their final states. */
async function renderJobs(testId: string) {
  const result = await api.db.pool.query<{ state: string; retry_count: number }>(
    `select state, retry_count from pgboss.job where name = 'report.render' and data->>'testId' = $1 order by created_on`,
    [testId],
  );
  return result.rows;
}

describe('a report that cannot be made', () => {
  it('fails past its retries with 681, shows as failed in the tests list, and asking again makes the report', async () => {
    const test = await finishedTest('F1');
    await setComments(test.id, `配合良好。${FAIL_RENDER}`);
    const used = await reportsUsed(api.db, A, 'Dream-S-2.0');

    const failed = await report(test.id);
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ code: 681, success: false, message: '报告生成失败' });
    expect(await renderJobs(test.id)).toEqual([{ state: 'failed', retry_count: RENDER_RETRY_LIMIT }]);
    expect(await renderRow(test.id)).toMatchObject({ status: 'failed', reportVersion: 'v1', detail: expect.stringContaining('rendering failed on purpose') });
    expect(await reportsUsed(api.db, A, 'Dream-S-2.0')).toBe(used);
    expect(await filesOf(api.db, A, test.id)).toHaveLength(0);
    expect(await listed(test.testCode)).toMatchObject({ report_version: null, report_states: { v1: 'failed' } });

    // Fixed (here: the render no longer breaks): asking again starts a new job and makes the report.
    await setComments(test.id, '配合良好。');
    const made = await report(test.id);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ generated: true, version: 'v1' });
    expect((await renderJobs(test.id)).map((j) => j.state)).toEqual(['failed', 'completed']);
    expect(await renderRow(test.id)).toBeUndefined();
    expect(await reportsUsed(api.db, A, 'Dream-S-2.0')).toBe(used + 1);
    const row = await listed(test.testCode);
    expect(row.report_version).toBe('v1');
    expect(row).not.toHaveProperty('report_states');
    // The file's first real render starts the render threads (seconds on a loaded machine).
  }, 120_000);

  it('a render that fails once is retried while the caller waits: one job, one report', async () => {
    const test = await finishedTest('F2');
    await setComments(test.id, `配合良好。${FAIL_RENDER_ONCE}`);
    const res = await report(test.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.generated).toBe(true);
    expect(await renderJobs(test.id)).toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(await renderRow(test.id)).toBeUndefined();
  });

  it('an attempt a killed server left generating reads as failed past the caller’s wait, the sweep stores it, and asking again makes the report', async () => {
    const lost = await finishedTest('F3');
    const running = await finishedTest('F4');
    await api.db.orm.insert(reportRenders).values([
      { institutionId: A, testId: lost.id, reportVersion: 'v1', startedAt: sql`clock_timestamp() - interval '61 seconds'` },
      { institutionId: A, testId: running.id, reportVersion: 'v1' },
    ]);
    expect((await listed(lost.testCode)).report_states).toEqual({ v1: 'failed' });
    expect((await listed(running.testCode)).report_states).toEqual({ v1: 'generating' });

    expect(await sweepLostRenders(api.ctx)).toBe(1);
    expect(await renderRow(lost.id)).toMatchObject({ status: 'failed', detail: 'interrupted' });
    expect(await renderRow(running.id)).toMatchObject({ status: 'generating' });
    expect(await sweepLostRenders(api.ctx)).toBe(0);

    const res = await report(lost.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await renderRow(lost.id)).toBeUndefined();
    expect((await listed(lost.testCode)).report_version).toBe('v1');
    await api.db.orm.delete(reportRenders).where(and(eq(reportRenders.institutionId, A), eq(reportRenders.testId, running.id)));
  });
});
