import { describe, expect, it } from 'vitest';
import { institutionTool } from '@portal/shared';
import { call, loginAs, useApi } from '../../../test/harness';

const api = useApi();
const LIST = '/api/base/insTools/user/list';

describe('GET /api/base/insTools/user/list', () => {
  it('lists the current institution’s tools in order, with bilingual names', async () => {
    const admin = await loginAs(api.app, 'admin');
    const res = await call(api.app, LIST, { token: admin.token });
    expect(res.status).toBe(200);
    const tools = institutionTool.array().parse(res.body.data);
    expect(tools.map((t) => t.tools_type)).toEqual(['Dream-S-2.0', 'Dream-C-2.0', 'Dream-ITS', 'Dream-IT', 'SWAM-S', 'Ment']);
    expect(tools[0]).toMatchObject({ name: 'Dream-S 2.0 儿童语言能力筛查', nameEn: 'Dream-S 2.0 Child language screening', status: 'active' });
  });

  it('follows an institution switch: institution B has its own tools', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const inB = doctor.role_list.find((r) => r.institutionId !== doctor.institutionId)!;
    await call(api.app, '/api/base/user/edit', { method: 'PUT', token: doctor.token, body: { institutionId: inB.institutionId, roleId: inB._id } });
    const res = await call(api.app, LIST, { token: doctor.token });
    expect(res.body.data.map((t: { tools_type: string }) => t.tools_type)).toEqual(['Dream-ITS', 'Dream-IT', 'SPPA']);
    const newstaff = await loginAs(api.app, 'newstaff');
    expect((await call(api.app, LIST, { token: newstaff.token })).body.data).toHaveLength(3);
  });

  it('answers 306 without a session', async () => {
    const res = await call(api.app, LIST);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(306);
  });
});
