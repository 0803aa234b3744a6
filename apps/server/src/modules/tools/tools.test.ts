import { describe, expect, it } from 'vitest';
import { institutionTool, QR_BACKGROUND_DEFAULT_PATH, QR_POSTER, toolExpansionInfo } from '@portal/shared';
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

describe('GET /api/base/insToolsExpansion/info', () => {
  const INFO = '/api/base/insToolsExpansion/info';

  it('gives a tool of the caller’s institution the default QR background, which is served as a 1080 × 1920 PNG', async () => {
    const admin = await loginAs(api.app, 'admin');
    const res = await call(api.app, INFO, { token: admin.token, query: { tools_type: 'Dream-ITS' } });
    expect(res.status).toBe(200);
    expect(toolExpansionInfo.parse(res.body.data)).toEqual({ qr_background_path: QR_BACKGROUND_DEFAULT_PATH });

    const image = await api.app.inject({ method: 'GET', url: QR_BACKGROUND_DEFAULT_PATH });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const png = image.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([QR_POSTER.backgroundWidth, QR_POSTER.backgroundHeight]);
  });

  it('answers null for a tool the institution does not have: SPPA is only institution B’s', async () => {
    const teacher = await loginAs(api.app, 'teacher'); // institution A
    expect((await call(api.app, INFO, { token: teacher.token, query: { tools_type: 'SPPA' } })).body.data).toEqual({ qr_background_path: null });
    expect((await call(api.app, INFO, { token: teacher.token, query: { tools_type: 'Dream-S-2.0' } })).body.data).toEqual({ qr_background_path: QR_BACKGROUND_DEFAULT_PATH });
    const newstaff = await loginAs(api.app, 'newstaff'); // institution B
    expect((await call(api.app, INFO, { token: newstaff.token, query: { tools_type: 'SPPA' } })).body.data).toEqual({ qr_background_path: QR_BACKGROUND_DEFAULT_PATH });
    expect((await call(api.app, INFO, { token: newstaff.token, query: { tools_type: 'Dream-S-2.0' } })).body.data).toEqual({ qr_background_path: null });
  });

  it('checks its input and needs a session', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const missing = await call(api.app, INFO, { token: teacher.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/tools_type/);
    expect((await call(api.app, INFO, { token: teacher.token, query: { tools_type: 'x'.repeat(65) } })).status).toBe(400);
    const anonymous = await call(api.app, INFO, { query: { tools_type: 'Dream-ITS' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(306);
  });
});
