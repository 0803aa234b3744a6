import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roleMenus, roles } from './schema';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';

const api = useApi();
const BASE = '/api/base/role';
const allRoles = () => api.db.orm.select().from(roles).orderBy(asc(roles.createdAt), asc(roles.id));
const NOT_FOUND = { code: 404, success: false, data: null, message: '未找到' };

async function roleOf(institutionId: string, code: string): Promise<string> {
  const [row] = await api.db.orm.select({ id: roles.id }).from(roles).where(and(eq(roles.institutionId, institutionId), eq(roles.code, code)));
  return row!.id;
}

async function adminInA() {
  const admin = await loginAs(api.app, 'admin');
  const home = identityOf(admin, 'System administrator');
  await switchIdentity(api.app, admin.token, home);
  return { ...admin, ...home };
}

describe('role list and options', () => {
  it('lists the current institution’s roles with their user counts, and offers them as options', async () => {
    const admin = await adminInA();
    const res = await call(api.app, `${BASE}/list`, { token: admin.token, query: { _: '1' } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { code: string; user_count: number }) => [r.code, r.user_count])).toEqual([
      ['sysadmin', 1],
      ['inst_admin', 1],
      ['clinician', 1],
      ['teacher', 1],
    ]);
    expect(res.body.total).toBe(4);
    expect((await call(api.app, `${BASE}/list`, { token: admin.token, query: { name: 'teach' } })).body.data.map((r: { code: string }) => r.code)).toEqual(['teacher']);
    const options = await call(api.app, `${BASE}/options`, { token: admin.token });
    expect(options.body.data).toHaveLength(4);
    expect(options.body.data[3]).toEqual({ value: await roleOf(admin.institutionId, 'teacher'), content: '教师', contentEn: 'Teacher' });
  });
});

describe('role add, update, delete', () => {
  it('adds a bilingual role, renames it, and deletes it while unused (its menus go with it)', async () => {
    const admin = await adminInA();
    const added = await call(api.app, `${BASE}/add`, { token: admin.token, body: { code: 'speech_therapist', name: '言语治疗师', name_en: 'Speech therapist' } });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ code: 'speech_therapist', name: '言语治疗师', name_en: 'Speech therapist', user_count: 0 });
    const id = added.body.data._id;
    expect((await call(api.app, '/dataset/isAuth', { token: admin.token, query: { action: 'role_mgmt.edit', id } })).body.data.allowed).toBe(true);
    const updated = await call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: id, code: 'slp', name: '言语治疗师', name_en: 'SLP' } });
    expect(updated.body.data).toMatchObject({ code: 'slp', name_en: 'SLP' });
    await api.db.orm.insert(roleMenus).values({ institutionId: admin.institutionId, roleId: id, menuId: 'home' });
    expect((await call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, body: { _id: id } })).body.data).toEqual({ deleted: 1 });
    expect(await api.db.orm.select().from(roleMenus).where(eq(roleMenus.roleId, id))).toEqual([]);
    expect((await call(api.app, `${BASE}/info`, { token: admin.token, query: { _id: id } })).body).toEqual(NOT_FOUND);
  });

  it('refuses deleting a role in use, naming how many users hold it; nothing changes', async () => {
    const admin = await adminInA();
    const before = await allRoles();
    const res = await call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, body: { _id: await roleOf(admin.institutionId, 'clinician') } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 638, success: false, data: null, message: '该角色正被 1 个用户使用，不能删除' });
    await setLocale(api.app, admin.token, 'en');
    const en = await call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, query: { _id: await roleOf(admin.institutionId, 'teacher') } });
    expect(en.body.message).toBe('This role is used by 1 user(s) and cannot be deleted');
    await setLocale(api.app, admin.token, 'zh');
    expect(await allRoles()).toEqual(before);
  });

  it('refuses a code in use and bad input with translated 4xx, storing nothing; the same code in another institution is fine', async () => {
    const admin = await adminInA();
    const before = await allRoles();
    const taken = await call(api.app, `${BASE}/add`, { token: admin.token, body: { code: 'teacher', name: '老师', name_en: 'Teacher 2' } });
    expect(taken.body).toEqual({ code: 637, success: false, data: null, message: '角色编码已被使用：teacher' });
    const clash = await call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: await roleOf(admin.institutionId, 'teacher'), code: 'clinician' } });
    expect(clash.body.code).toBe(637);
    await setLocale(api.app, admin.token, 'en');
    const cases: Array<[object, string]> = [
      [{ code: '1abc', name: 'x', name_en: 'x' }, 'Invalid input: code (wrong format)'],
      [{ code: 'abc', name: '', name_en: 'x' }, 'Invalid input: name (must be 1 to 50 characters)'],
      [{ code: 'abc', name: 'x' }, 'Invalid input: name_en (required)'],
      [{ code: 'abc', name: 'x', name_en: 'x', menus: [] }, 'Invalid input: menus (unknown field)'],
    ];
    for (const [body, message] of cases) {
      const res = await call(api.app, `${BASE}/add`, { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    await setLocale(api.app, admin.token, 'zh');
    expect(await allRoles()).toEqual(before);
    // sysadmin exists only in A: B may add it.
    const inB = identityOf(admin, 'Institution administrator', 'other');
    await switchIdentity(api.app, admin.token, inB);
    expect((await call(api.app, `${BASE}/add`, { token: admin.token, body: { code: 'sysadmin', name: '系统管理员', name_en: 'System administrator' } })).status).toBe(200);
  });
});

describe('institution scoping and permissions', () => {
  it('treats another institution’s role like an unknown one: 404, nothing changed', async () => {
    const admin = await adminInA();
    const inB = identityOf(admin, 'Institution administrator', 'other');
    const roleInB = await roleOf(inB.institutionId, 'clinician');
    const before = await allRoles();
    const attempts = [
      call(api.app, `${BASE}/info`, { token: admin.token, query: { _id: roleInB } }),
      call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: roleInB, name: '改' } }),
      call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, body: { _id: roleInB } }),
      call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, body: { _id: 'x' } }),
      call(api.app, '/dataset/isAuth', { token: admin.token, query: { action: 'role_mgmt.delete', id: roleInB } }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.body).toEqual(NOT_FOUND);
    expect(await allRoles()).toEqual(before);
  });

  it('needs the role_mgmt menu: a teacher gets 403 for every call; no session is 306', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const calls = [
      call(api.app, `${BASE}/list`, { token: teacher.token }),
      call(api.app, `${BASE}/info`, { token: teacher.token, query: { _id: teacher.roleId } }),
      call(api.app, `${BASE}/add`, { token: teacher.token, body: { code: 'abc', name: 'x', name_en: 'x' } }),
      call(api.app, `${BASE}/update`, { method: 'PUT', token: teacher.token, body: { _id: teacher.roleId, name: 'x' } }),
      call(api.app, `${BASE}/delete`, { method: 'DELETE', token: teacher.token, body: { _id: teacher.roleId } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.body).toEqual({ code: 403, success: false, data: null, message: '当前身份无相关权限' });
    expect((await call(api.app, `${BASE}/list`)).body.code).toBe(306);
  });
});
