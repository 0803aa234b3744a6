import { describe, expect, it } from 'vitest';
import { testRow, type UserInfo } from '@portal/shared';
import { call, identityOf, loginAs, switchIdentity, useApi } from '../../../test/harness';
import { TEST_SEEDS } from './seed-demo';

const api = useApi();
const LIST = '/api/base/tests/list';

const list = (user: UserInfo, query: Record<string, string> = {}) => call(api.app, LIST, { token: user.token, query });

describe('GET /api/base/tests/list', () => {
  it('lists the current institution’s tests newest first, a page at a time, with what the report chooser needs', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const all = await list(doctor, { pageSize: '100' });
    expect(all.status).toBe(200);
    const ofA = TEST_SEEDS.filter((s) => s.institution === 'A');
    expect(all.body.total).toBe(ofA.length);
    const rows = all.body.data.map((row: unknown) => testRow.parse(row));
    const times = rows.map((r: { createdTime: string }) => r.createdTime);
    expect(times).toEqual([...times].sort().reverse());
    const dreamS = rows.find((r: { tools_type: string; status: string }) => r.tools_type === 'Dream-S-2.0' && r.status === 'Close')!;
    expect(dreamS).toMatchObject({ report_versions: 'v1,v2', dream_s_report_version: 'v1,v2', report_path: '/api/base/dreams/report', report_version: null });
    expect(typeof dreamS.children_name).toBe('string');

    const page2 = await list(doctor, { pageSize: '5', current: '2' });
    expect(page2.body).toMatchObject({ total: ofA.length, current: 2, pageSize: 5 });
    expect(page2.body.data.map((r: { _id: string }) => r._id)).toEqual(rows.slice(5, 10).map((r: { _id: string }) => r._id));
  });

  it('filters by child name (contains, literally), code, tool and status', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const all = (await list(doctor, { pageSize: '100' })).body.data as Array<{ children_name: string; test_code: string; tools_type: string; status: string }>;
    const name = all[0]!.children_name;
    const byName = (await list(doctor, { name: name.slice(1) })).body.data as typeof all;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((r) => r.children_name.includes(name.slice(1)))).toBe(true);
    expect((await list(doctor, { name: '%' })).body.total).toBe(0);
    expect((await list(doctor, { test_code: all[0]!.test_code })).body.data).toHaveLength(1);
    const closed = (await list(doctor, { tools_type: 'Dream-IT', status: 'Close', pageSize: '100' })).body.data as typeof all;
    expect(closed.length).toBe(TEST_SEEDS.filter((s) => s.institution === 'A' && s.tool === 'Dream-IT' && s.status === 'Close').length);
    expect((await list(doctor, { status: 'Unknown' })).status).toBe(400);
    expect((await list(doctor, { pageSize: '101' })).status).toBe(400);
  });

  it('filters by the age selector’s date (that old or older, or younger) and by the result, refusing malformed values', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const all = (await list(doctor, { pageSize: '100' })).body.data as Array<{ _id: string; is_at_risk_score: boolean | null }>;
    const { rows } = await api.db.pool.query<{ id: string; birthday: string }>(
      `select t.id, to_char(c.birthday, 'YYYY-MM-DD') as birthday from tests t join children c on c.institution_id = t.institution_id and c.id = t.children_id where t.id = any($1)`,
      [all.map((r) => r._id)],
    );
    const birthOf = new Map(rows.map((r) => [r.id, r.birthday]));
    const births = [...new Set(rows.map((r) => r.birthday))].sort();
    // A date with children on both sides of it.
    const ageDate = births[Math.floor(births.length / 2)]!;
    const ids = async (query: Record<string, string>) => ((await list(doctor, { pageSize: '100', ...query })).body.data as Array<{ _id: string }>).map((r) => r._id).sort();
    const older = all.filter((r) => birthOf.get(r._id)! <= ageDate).map((r) => r._id).sort();
    const younger = all.filter((r) => birthOf.get(r._id)! > ageDate).map((r) => r._id).sort();
    expect(older.length).toBeGreaterThan(0);
    expect(younger.length).toBeGreaterThan(0);
    expect(await ids({ age_date: ageDate })).toEqual(older);
    expect(await ids({ age_date: ageDate, age_state: 'age' })).toEqual(older);
    expect(await ids({ age_date: ageDate, age_state: 'not_age' })).toEqual(younger);

    const failed = all.filter((r) => r.is_at_risk_score === true).map((r) => r._id).sort();
    const passed = all.filter((r) => r.is_at_risk_score === false).map((r) => r._id).sort();
    expect(failed.length + passed.length).toBeGreaterThan(0);
    expect(await ids({ pass_state: 'not_pass' })).toEqual(failed);
    expect(await ids({ pass_state: 'pass' })).toEqual(passed);
    expect(await ids({ pass_state: 'pass', age_date: ageDate, age_state: 'not_age' })).toEqual(passed.filter((id) => younger.includes(id)));

    for (const bad of <Array<Record<string, string>>>[{ age_date: '2024-13-45' }, { age_date: '2023-02-29' }, { age_date: 'yesterday' }, { age_state: 'both' }, { pass_state: 'maybe' }]) {
      const refused = await list(doctor, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.message).toBeTruthy();
    }
  });

  it('shows only the current institution’s tests and needs the tests menu', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician', 'other'));
    const ofB = await list(doctor);
    expect(ofB.body.total).toBe(TEST_SEEDS.filter((s) => s.institution === 'B').length);
    const teacher = await loginAs(api.app, 'teacher');
    expect((await list(teacher)).status).toBe(403);
    expect((await call(api.app, LIST)).body.code).toBe(306);
  });
});
