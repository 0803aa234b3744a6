import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETED_INSTITUTION, isoDate } from '@portal/shared';
import { institutions } from './schema';
import { institutionToolAuthorizations, institutionTools } from '../tools/schema';
import { DEMO_SUB_INSTITUTION } from '../tools/seed-demo';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';
import { presentInstitution, toolStatus } from './presenter';

const api = useApi();
const BASE = '/api/base/institution';
const allInstitutions = () => api.db.orm.select().from(institutions).orderBy(asc(institutions.createdAt), asc(institutions.id));
const allTools = () => api.db.orm.select().from(institutionTools).orderBy(asc(institutionTools.institutionId), asc(institutionTools.id));
const allAuths = () => api.db.orm.select().from(institutionToolAuthorizations).orderBy(asc(institutionToolAuthorizations.id));
const NOT_FOUND = { code: 404, success: false, data: null, message: '未找到' };
const days = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return isoDate(d);
};

async function subOfA(): Promise<string> {
  const [row] = await api.db.orm.select({ id: institutions.id }).from(institutions).where(eq(institutions.name, DEMO_SUB_INSTITUTION.name));
  return row!.id;
}

/** admin's session in institution B (inst_admin there); the identity sticks, so adminInA switches back. */
async function adminInB() {
  const admin = await loginAs(api.app, 'admin');
  await switchIdentity(api.app, admin.token, identityOf(admin, 'Institution administrator', 'other'));
  return { ...admin, institutionId: identityOf(admin, 'Institution administrator', 'other').institutionId };
}
async function adminInA() {
  const admin = await loginAs(api.app, 'admin');
  const home = identityOf(admin, 'System administrator');
  await switchIdentity(api.app, admin.token, home);
  return { ...admin, institutionId: home.institutionId };
}

describe('institution list and info', () => {
  it('lists the current institution first and its sub-institution with parent and status', async () => {
    const admin = await adminInA();
    const res = await call(api.app, `${BASE}/list`, { token: admin.token, query: { _: '1' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, current: 1, pageSize: 20 });
    const [own, sub] = res.body.data;
    expect(own).toMatchObject({ _id: admin.institutionId, is_current: true, parent_id: null, parent_name: null, tools_count: 6, status: 'effective' });
    expect(sub).toMatchObject({ name: DEMO_SUB_INSTITUTION.name, parent_id: admin.institutionId, parent_name: '星语儿童发展中心', is_current: false, tools_count: 2, status: 'effective' });
    await setLocale(api.app, admin.token, 'en');
    expect((await call(api.app, `${BASE}/info`, { token: admin.token, query: { _id: sub._id } })).body.data.parent_name).toBe('Starlight Child Development Centre');
    await setLocale(api.app, admin.token, 'zh');
    const searched = await call(api.app, `${BASE}/list`, { token: admin.token, query: { name: '东区' } });
    expect(searched.body.data.map((r: { _id: string }) => r._id)).toEqual([sub._id]);
  });

  it('shows an institution as expired when none of its tools is effective, and a deleted parent as a placeholder', () => {
    const base = { id: 'x', name: 'n', nameEn: 'n', parentId: 'p', parentName: 'P', parentNameEn: 'P', parentDeleted: true, createdAt: new Date() };
    expect(presentInstitution({ ...base, toolFailureDates: [days(-1)] }, 'c', 'zh')).toMatchObject({ status: 'expired', parent_name: DELETED_INSTITUTION.zh });
    expect(presentInstitution({ ...base, toolFailureDates: [] }, 'c', 'en')).toMatchObject({ status: 'expired', parent_name: 'Deleted institution' });
    expect(presentInstitution({ ...base, toolFailureDates: [days(-1), null] }, 'c', 'zh').status).toBe('effective');
    expect(toolStatus(isoDate(new Date()))).toBe('effective');
    expect(toolStatus(days(-1))).toBe('expired');
  });

  it('from institution B sees only B: A and its sub-institution are 404 everywhere, nothing changed', async () => {
    const admin = await adminInB();
    const sub = await subOfA();
    const listed = await call(api.app, `${BASE}/list`, { token: admin.token });
    expect(listed.body.data.map((r: { name: string }) => r.name)).toEqual(['晨曦语言康复诊所']);
    const before = [await allInstitutions(), await allTools(), await allAuths()];
    const [aTool] = await api.db.orm.select().from(institutionTools).where(eq(institutionTools.institutionId, sub));
    const attempts = [
      call(api.app, `${BASE}/info`, { token: admin.token, query: { _id: sub } }),
      call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: sub, name: '改名' } }),
      call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, body: { _id: sub } }),
      call(api.app, `${BASE}/add`, { token: admin.token, body: { name: '子', name_en: 'Sub', parent_id: sub } }),
      call(api.app, `${BASE}/tools/list`, { token: admin.token, query: { institution_id: sub } }),
      call(api.app, `${BASE}/tools/update`, { method: 'PUT', token: admin.token, body: { _id: aTool!.id, institution_id: sub, test_count: 1 } }),
      call(api.app, `${BASE}/tools/update`, { method: 'PUT', token: admin.token, body: { _id: aTool!.id, institution_id: admin.institutionId, test_count: 1 } }),
      call(api.app, `${BASE}/tools/add`, { token: admin.token, body: { institution_id: sub, tools_type: 'SPPA', name: 'x', name_en: 'x' } }),
      call(api.app, `${BASE}/authorization/list`, { token: admin.token, query: { institution_id: sub } }),
      call(api.app, `${BASE}/authorization/add`, { token: admin.token, body: { institution_id: sub, tool_id: aTool!.id, report_count: 5 } }),
      call(api.app, '/dataset/isAuth', { token: admin.token, query: { action: 'institution_mgmt.edit', id: sub } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    expect([await allInstitutions(), await allTools(), await allAuths()]).toEqual(before);
  });
});

describe('institution add, update, delete', () => {
  it('adds sub-institutions (nested too), renames and deletes them softly; the parent of a sub cannot go first', async () => {
    const admin = await adminInA();
    const added = await call(api.app, `${BASE}/add`, { token: admin.token, body: { name: '西区分部', name_en: 'West branch' } });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ name: '西区分部', parent_id: admin.institutionId, status: 'expired', tools_count: 0 });
    const nested = await call(api.app, `${BASE}/add`, { token: admin.token, body: { name: '西区一部', name_en: 'West 1', parent_id: added.body.data._id } });
    expect(nested.body.data).toMatchObject({ parent_id: added.body.data._id, parent_name: '西区分部' });
    expect((await call(api.app, `${BASE}/list`, { token: admin.token })).body.total).toBe(4);
    const renamed = await call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: nested.body.data._id, name: '西区第一部' } });
    expect(renamed.body.data).toMatchObject({ name: '西区第一部', name_en: 'West 1' });
    expect((await call(api.app, '/dataset/isAuth', { token: admin.token, query: { action: 'institution_mgmt.delete', id: nested.body.data._id } })).body.data.allowed).toBe(true);

    const refused = await call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, body: { _id: added.body.data._id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('该机构下还有子机构，请先删除子机构');
    const own = await call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, body: { _id: admin.institutionId }, lang: 'en' });
    expect(own.body).toMatchObject({ code: 630, message: '不能删除当前所在的机构' });

    expect((await call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, query: { _id: nested.body.data._id } })).body.data).toEqual({ deleted: 1 });
    expect((await call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, body: { _id: added.body.data._id } })).body.data).toEqual({ deleted: 1 });
    const [row] = await api.db.orm.select().from(institutions).where(eq(institutions.id, added.body.data._id));
    expect(row!.deletedAt).not.toBeNull();
    expect((await call(api.app, `${BASE}/info`, { token: admin.token, query: { _id: added.body.data._id } })).status).toBe(404);
    expect((await call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, body: { _id: added.body.data._id } })).status).toBe(404);
    expect((await call(api.app, `${BASE}/list`, { token: admin.token })).body.total).toBe(2);
  });

  it('refuses bad input with translated 400s, storing nothing', async () => {
    const admin = await adminInA();
    await setLocale(api.app, admin.token, 'en');
    const before = await allInstitutions();
    const cases: Array<[string, object, string, string?]> = [
      ['add', { name: '', name_en: 'x' }, 'Invalid input: name (must be 1 to 50 characters)'],
      ['add', { name: 'x' }, 'Invalid input: name_en (required)'],
      ['add', { name: 'x', name_en: 'x', institution_id: admin.institutionId }, 'Invalid input: institution_id (unknown field)'],
      ['update', { _id: admin.institutionId, name: 'a\u0007b' }, 'Invalid input: name (must not contain control characters)', 'PUT'],
    ];
    for (const [path, body, message, method] of cases) {
      const res = await call(api.app, `${BASE}/${path}`, { method: (method ?? 'POST') as 'POST', token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await call(api.app, `${BASE}/add`, { token: admin.token, body: { name: 'x', name_en: 'x', parent_id: 'nope' } })).status).toBe(404);
    expect(await allInstitutions()).toEqual(before);
    await setLocale(api.app, admin.token, 'zh');
  });
});

describe('tools and authorisation rows', () => {
  it('lists a tool’s sale terms with status; editing the failure date changes the status', async () => {
    const admin = await adminInA();
    const res = await call(api.app, `${BASE}/tools/list`, { token: admin.token, query: { institution_id: admin.institutionId } });
    expect(res.body.total).toBe(6);
    const ment = res.body.data.find((t: { tools_type: string }) => t.tools_type === 'Ment');
    expect(ment).toMatchObject({ status: 'expired', failure_date: days(-10), model_version: 'v2', report_version: 'v1,v2' });
    const dream = res.body.data.find((t: { tools_type: string }) => t.tools_type === 'Dream-S-2.0');
    expect(dream).toMatchObject({ status: 'effective', tools_sale_type: 'NoLimit' });
    const updated = await call(api.app, `${BASE}/tools/update`, {
      method: 'PUT',
      token: admin.token,
      body: { _id: ment._id, institution_id: admin.institutionId, failure_date: days(30), tools_sale_type: 'Limited', test_count: 40, model_version: '' },
    });
    expect(updated.body.data).toMatchObject({ status: 'effective', tools_sale_type: 'Limited', test_count: 40, model_version: null });
    const before = await allTools();
    for (const body of [
      { _id: ment._id, institution_id: admin.institutionId, failure_date: days(-1000) },
      { _id: ment._id, institution_id: admin.institutionId, tools_sale_type: 'Forever' },
      { _id: ment._id, institution_id: admin.institutionId, test_count: -1 },
      { _id: ment._id, institution_id: admin.institutionId, effective_date: '2024-02-30' },
    ]) {
      const bad = await call(api.app, `${BASE}/tools/update`, { method: 'PUT', token: admin.token, body, lang: 'en' });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.message).toMatch(/^输入有误：/);
    }
    expect(await allTools()).toEqual(before);
  });

  it('adds a tool to the sub-institution; the same tool twice is refused', async () => {
    const admin = await adminInA();
    const sub = await subOfA();
    const body = { institution_id: sub, tools_type: 'SPPA', name: 'SPPA 普通话语音评估', name_en: 'SPPA', failure_date: days(10) };
    const added = await call(api.app, `${BASE}/tools/add`, { token: admin.token, body });
    expect(added.body.data).toMatchObject({ institution_id: sub, tools_type: 'SPPA', tools_sale_type: 'NoLimit', test_count: 0, status: 'effective' });
    const again = await call(api.app, `${BASE}/tools/add`, { token: admin.token, body });
    expect(again.body).toMatchObject({ code: 632, message: '该机构已有此工具：SPPA' });
    expect((await call(api.app, `${BASE}/tools/list`, { token: admin.token, query: { institution_id: sub } })).body.total).toBe(3);
  });

  it('lists, adds and edits authorisation rows; available = report_count − use_report_count', async () => {
    const admin = await adminInA();
    const list = await call(api.app, `${BASE}/authorization/list`, { token: admin.token, query: { institution_id: admin.institutionId } });
    expect(list.body.total).toBe(6);
    for (const row of list.body.data) expect(row.available_report_count).toBe(row.report_count - row.use_report_count);
    const first = list.body.data[0];
    const byTool = await call(api.app, `${BASE}/authorization/list`, { token: admin.token, query: { institution_id: admin.institutionId, tool_id: first.tool_id } });
    expect(byTool.body.data).toEqual([first]);

    const edited = await call(api.app, `${BASE}/authorization/update`, { method: 'PUT', token: admin.token, body: { _id: first._id, institution_id: admin.institutionId, report_count: 50, use_report_count: 20, activate: false } });
    expect(edited.body.data).toMatchObject({ report_count: 50, use_report_count: 20, available_report_count: 30, activate: false });
    const before = await allAuths();
    const below = await call(api.app, `${BASE}/authorization/update`, { method: 'PUT', token: admin.token, body: { _id: first._id, institution_id: admin.institutionId, report_count: 10 } });
    expect(below.body).toMatchObject({ code: 633, message: '报告总数不能少于已使用数' });
    const bad = await call(api.app, `${BASE}/authorization/update`, { method: 'PUT', token: admin.token, body: { _id: first._id, institution_id: admin.institutionId, activate: 'yes' } });
    expect(bad.status).toBe(400);
    expect(await allAuths()).toEqual(before);

    const added = await call(api.app, `${BASE}/authorization/add`, { token: admin.token, body: { institution_id: admin.institutionId, tool_id: first.tool_id, report_count: 30, activate: true, validity_date: days(90) } });
    expect(added.body.data).toMatchObject({ tools_type: first.tools_type, report_count: 30, use_report_count: 0, available_report_count: 30, activate: true, validity_date: days(90) });
  });
});

describe('permissions', () => {
  it('needs the institution_mgmt menu: a teacher gets 403 for every call; no session is 306', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const sub = await subOfA();
    const calls = [
      call(api.app, `${BASE}/list`, { token: teacher.token }),
      call(api.app, `${BASE}/info`, { token: teacher.token, query: { _id: sub } }),
      call(api.app, `${BASE}/add`, { token: teacher.token, body: { name: 'x', name_en: 'x' } }),
      call(api.app, `${BASE}/update`, { method: 'PUT', token: teacher.token, body: { _id: sub, name: 'x' } }),
      call(api.app, `${BASE}/delete`, { method: 'DELETE', token: teacher.token, body: { _id: sub } }),
      call(api.app, `${BASE}/tools/list`, { token: teacher.token, query: { institution_id: sub } }),
      call(api.app, `${BASE}/authorization/list`, { token: teacher.token, query: { institution_id: sub } }),
      call(api.app, '/dataset/isAuth', { token: teacher.token, query: { action: 'institution_mgmt.view', id: sub } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.body).toEqual({ code: 403, success: false, data: null, message: '当前身份无相关权限' });
    expect((await call(api.app, `${BASE}/list`)).body.code).toBe(306);
  });
});
