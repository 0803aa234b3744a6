import { beforeAll, describe, expect, it } from 'vitest';
import { STATISTICS_CALLS, type TestCounters } from '@portal/shared';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';
import { DEMO_SUB_INSTITUTION } from '../tools/seed-demo';
import { INSTITUTIONS } from '../institutions/seed';
import { insertTests, institutionNamed } from './test-fixtures';

const api = useApi();
const C = STATISTICS_CALLS;

const counters = (total: number, completed: number, hold: number, failure: number, adopted: number, notAdopted: number, noReport: number, notCompleted: number): TestCounters => ({
  total,
  completed,
  hold,
  failure,
  adopted,
  not_adopted: notAdopted,
  test_completion_not_report: noReport,
  test_not_completion: notCompleted,
});
const ZERO = counters(0, 0, 0, 0, 0, 0, 0, 0);
/**
 * Institution A's demo tests (testing/seed-demo.ts), counted by hand: per screening tool two Close
 * (one passed, one not), one ExpClose (passed), Testing, ParentsTesting, Active and Failure; Dream-IT
 * also one Additional. No reports in the API database.
 */
const A_SCREENING = counters(7, 3, 2, 1, 2, 1, 3, 3);
const A_DREAM_IT = counters(8, 3, 3, 1, 2, 1, 3, 4);

let doctor: string;
let branch: string;
let b: string;

async function countersOf(token: string, query?: Record<string, string>) {
  const res = await call(api.app, C.tests.path, { token, ...(query ? { query } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: (TestCounters & { tools_type: string; name: string; nameEn: string })[]; total: TestCounters };
}
const row = (data: Awaited<ReturnType<typeof countersOf>>, type: string) => {
  const { tools_type: _t, name: _n, nameEn: _e, ...rest } = data.list.find((r) => r.tools_type === type)!;
  return rest;
};

beforeAll(async () => {
  doctor = (await loginAs(api.app, 'doctor')).token;
  branch = await institutionNamed(api.db, DEMO_SUB_INSTITUTION.nameEn);
  b = await institutionNamed(api.db, INSTITUTIONS.find((i) => i.key === 'B')!.nameEn);
});

describe('statistics counters', () => {
  it("counts institution A's tests per tool as hand-counted, naming each tool as its tools list does", async () => {
    const data = await countersOf(doctor);
    expect(data.list.map((r) => r.tools_type)).toEqual(['Dream-S-2.0', 'Dream-C-2.0', 'Dream-ITS', 'Dream-IT', 'SWAM-S', 'Ment']);
    expect(data.list[0]).toMatchObject({ name: 'Dream-S 2.0 儿童语言能力筛查', nameEn: 'Dream-S 2.0 Child language screening' });
    for (const tool of ['Dream-S-2.0', 'Dream-C-2.0', 'Dream-ITS']) expect(row(data, tool), tool).toEqual(A_SCREENING);
    expect(row(data, 'Dream-IT')).toEqual(A_DREAM_IT);
    expect(row(data, 'SWAM-S')).toEqual(ZERO);
    expect(data.total).toEqual(counters(29, 12, 9, 4, 8, 4, 12, 13));
  });

  it("adds the sub-institution's tests to its parent's counters, and never another institution's", async () => {
    await insertTests(api.db, branch, [
      { status: 'Close', atRisk: false, reported: true },
      { status: 'Close', atRisk: true },
      { status: 'RecClose', atRisk: false },
      { status: 'Failure' },
      { status: 'Active' },
      { status: 'Testing' },
    ]);
    // B's tests: never in A's counters.
    await insertTests(api.db, b, [{ status: 'Close', atRisk: false }, { status: 'Testing' }]);
    const data = await countersOf(doctor);
    // total +6, completed +3 (one with a report), hold +1, failure +1, passed +2, not passed +1, not completed +2.
    expect(row(data, 'Dream-S-2.0')).toEqual(counters(13, 6, 3, 2, 4, 2, 5, 5));
    expect(row(data, 'Dream-ITS')).toEqual(A_SCREENING);
    expect((await countersOf(doctor, { tools_type: 'Dream-S-2.0' })).list).toHaveLength(1);
  });

  it("shows B's clinician only B's tests, a tool B does not hold under its product name", async () => {
    const user = await loginAs(api.app, 'doctor');
    await switchIdentity(api.app, user.token, identityOf(user, 'Clinician', 'other'));
    const data = await countersOf(user.token);
    expect(data.list.map((r) => r.tools_type)).toEqual(['Dream-ITS', 'Dream-IT', 'SPPA', 'Dream-S-2.0']);
    // CX0002's Close Dream-IT test (passed), without report.
    expect(row(data, 'Dream-IT')).toEqual(counters(1, 1, 0, 0, 1, 0, 1, 0));
    expect(row(data, 'Dream-S-2.0')).toEqual(counters(2, 1, 1, 0, 1, 0, 1, 1));
    expect(data.list.at(-1)!.name).toBe('Dream-S 2.0 儿童语言能力筛查');
    expect(row(data, 'SPPA')).toEqual(ZERO);
    // A new login supersedes the earlier session: the later tests go on with this one, back in A.
    await switchIdentity(api.app, user.token, identityOf(user, 'Clinician'));
    doctor = user.token;
  });

  it('answers zeros for a tool without tests', async () => {
    const data = await countersOf(doctor, { tools_type: 'Ment' });
    expect(data.list).toEqual([expect.objectContaining({ tools_type: 'Ment', ...ZERO })]);
    expect(data.total).toEqual(ZERO);
  });

  it('refuses a role without the statistics menu, a caller not logged in, and bad input', async () => {
    const teacher = (await loginAs(api.app, 'teacher')).token;
    await setLocale(api.app, teacher, 'en');
    const refused = await call(api.app, C.tests.path, { token: teacher });
    expect([refused.status, refused.body.message]).toEqual([403, 'The current identity has no related permission']);
    expect((await call(api.app, C.tests.path)).status).toBe(401);
    const bad = await call(api.app, C.tests.path, { token: doctor, query: { tools_type: 'x'.repeat(65) } });
    expect(bad.status).toBe(400);
  });
});
