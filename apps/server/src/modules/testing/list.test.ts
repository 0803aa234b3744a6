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
