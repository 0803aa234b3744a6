import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { institutionDay, STATISTICS_CALLS, type UsageResult } from '@portal/shared';
import { call, loginAs, setLocale, useApi } from '../../../test/harness';
import { tests } from '../testing/schema';
import { DEMO_SUB_INSTITUTION } from '../tools/seed-demo';
import { INSTITUTIONS } from '../institutions/seed';
import { insertTests, institutionNamed, toolIdOf } from './test-fixtures';
import { currentYear } from './usage';

const api = useApi();
const C = STATISTICS_CALLS;
const YEAR = 2024;

let doctor: string;
let a: string;
let branch: string;
let b: string;
let removable: string;

async function usage(query: Record<string, string>, token = doctor) {
  return call<UsageResult>(api.app, C.usage.path, { token, query });
}
const months = (data: UsageResult) => data.list.map((m) => m.tool_used_count);
const averages = (data: UsageResult) => data.a_list.map((m) => m.average_count);

beforeAll(async () => {
  doctor = (await loginAs(api.app, 'doctor')).token;
  a = await institutionNamed(api.db, INSTITUTIONS.find((i) => i.key === 'A')!.nameEn);
  branch = await institutionNamed(api.db, DEMO_SUB_INSTITUTION.nameEn);
  b = await institutionNamed(api.db, INSTITUTIONS.find((i) => i.key === 'B')!.nameEn);
  const tool = 'Dream-ITS';
  // March 2024: A two, its branch one, B four. 2024-12-31 17:30 UTC is already 1 January 2025 in the institution's zone.
  removable = (await insertTests(api.db, a, [
    { tool, status: 'Close', atRisk: false, created: new Date('2024-03-05T02:00:00Z') },
    { tool, status: 'Failure', created: new Date('2024-03-20T02:00:00Z') },
    { tool, status: 'Close', atRisk: false, created: new Date('2024-12-31T17:30:00Z') },
    { tool, status: 'Active', created: new Date('2024-11-30T15:59:00Z') },
  ]))[0]!;
  await insertTests(api.db, branch, [{ tool, status: 'Testing', created: new Date('2024-03-10T02:00:00Z') }]);
  await insertTests(api.db, b, Array.from({ length: 4 }, () => ({ tool, status: 'Close' as const, atRisk: true, created: new Date('2024-03-15T02:00:00Z') })));
});

describe('monthly usage chart (flow/used_count_under_institution)', () => {
  it("gives twelve months of the tool's institution with its sub-institutions, against the average of every institution holding the tool", async () => {
    const res = await usage({ tool_id: await toolIdOf(api.db, a, 'Dream-ITS'), selected_year: String(YEAR), tools_type: 'Dream-ITS' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.list[0]).toEqual({ _id: { year: YEAR, month: 1 }, tool_used_count: 0 });
    // March: A 2 + branch 1; November: the test at 23:59 Shanghai time; December: none (its test is January's).
    expect(months(res.body.data)).toEqual([0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
    expect(res.body.data.a_list[2]).toEqual({ year: YEAR, month: 3, average_count: 2.3 });
    // A, its branch and B hold Dream-ITS: March (2 + 1 + 4) / 3, November 1 / 3.
    expect(averages(res.body.data)).toEqual([0, 0, 2.3, 0, 0, 0, 0, 0, 0, 0, 0.3, 0]);
    const next = await usage({ tool_id: await toolIdOf(api.db, a, 'Dream-ITS'), selected_year: String(YEAR + 1), tools_type: 'Dream-ITS' });
    expect(months(next.body.data)[0]).toBe(1);
  });

  it("counts only the branch for the branch's tool", async () => {
    const res = await usage({ tool_id: await toolIdOf(api.db, branch, 'Dream-ITS'), selected_year: String(YEAR), tools_type: 'Dream-ITS' });
    expect(months(res.body.data)).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('follows a deleted test in the same transaction', async () => {
    await api.db.orm.delete(tests).where(eq(tests.id, removable));
    const res = await usage({ tool_id: await toolIdOf(api.db, a, 'Dream-ITS'), selected_year: String(YEAR), tools_type: 'Dream-ITS' });
    expect(months(res.body.data)[2]).toBe(2);
    expect(averages(res.body.data)[2]).toBe(2);
  });

  it('shows zeros, never NaN, for a tool with no tests', async () => {
    const res = await usage({ tool_id: await toolIdOf(api.db, a, 'Ment'), selected_year: String(YEAR), tools_type: 'Ment' });
    expect(months(res.body.data)).toEqual(Array(12).fill(0));
    expect(averages(res.body.data)).toEqual(Array(12).fill(0));
  });

  it('refuses a future year with a translated error, and changes nothing', async () => {
    const tool_id = await toolIdOf(api.db, a, 'Dream-ITS');
    const future = String(currentYear() + 1);
    const zh = await usage({ tool_id, selected_year: future, tools_type: 'Dream-ITS' });
    expect([zh.status, zh.body.code, zh.body.message]).toEqual([400, 850, `不能选择未来的年份：${future}`]);
    const user = await loginAs(api.app, 'doctor');
    doctor = user.token;
    await setLocale(api.app, doctor, 'en');
    const en = await usage({ tool_id, selected_year: future, tools_type: 'Dream-ITS' });
    expect(en.body.message).toBe(`A future year cannot be chosen: ${future}`);
    const current = await usage({ tool_id, selected_year: String(currentYear()), tools_type: 'Dream-ITS' });
    expect(current.status).toBe(200);
    // This year: the months up to this one (institution time zone), none still to come.
    const thisMonth = Number(institutionDay(new Date()).slice(5, 7));
    expect(current.body.data.list.map((m) => m._id.month)).toEqual(Array.from({ length: thisMonth }, (_, i) => i + 1));
    expect(current.body.data.a_list).toHaveLength(thisMonth);
  });

  it("answers 404 for another institution's tool or a tool of another type, 400 for a year that is not one", async () => {
    const ofB = await usage({ tool_id: await toolIdOf(api.db, b, 'Dream-ITS'), selected_year: String(YEAR), tools_type: 'Dream-ITS' });
    expect(ofB.status).toBe(404);
    const mismatched = await usage({ tool_id: await toolIdOf(api.db, a, 'Dream-ITS'), selected_year: String(YEAR), tools_type: 'Dream-IT' });
    expect(mismatched.status).toBe(404);
    expect((await usage({ tool_id: 'not-a-uuid', selected_year: String(YEAR), tools_type: 'Dream-ITS' })).status).toBe(404);
    for (const year of ['abc', '2014', '']) {
      const bad = await usage({ tool_id: await toolIdOf(api.db, a, 'Dream-ITS'), selected_year: year, tools_type: 'Dream-ITS' });
      expect(bad.status, year).toBe(400);
    }
  });

  it("lets the dashboard's roles see it (teacher: home menu), nobody logged out", async () => {
    const teacher = (await loginAs(api.app, 'teacher')).token;
    const res = await usage({ tool_id: await toolIdOf(api.db, a, 'Dream-ITS'), selected_year: String(YEAR), tools_type: 'Dream-ITS' }, teacher);
    expect(months(res.body.data)[2]).toBe(2);
    expect((await call(api.app, C.usage.path, { query: { tool_id: 'x', selected_year: '2024', tools_type: 'Dream-ITS' } })).status).toBe(401);
  });
});
