import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, userIdentities, users } from '../identity/schema';
import { roles } from '../roles/schema';
import { verifyDigest } from '../auth/passwords';
import { call, identityOf, loginAs, loginBody, setLocale, sha256Hex, switchIdentity, useApi } from '../../../test/harness';

const api = useApi();
const BASE = '/api/base/users';
const allUsers = () => api.db.orm.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
const allIdentities = () => api.db.orm.select().from(userIdentities).orderBy(asc(userIdentities.userId), asc(userIdentities.institutionId), asc(userIdentities.roleId));
const NOT_FOUND = { code: 404, success: false, data: null, message: '未找到' };

async function userId(username: string): Promise<string> {
  const [row] = await api.db.orm.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

async function roleOf(institutionId: string, code: string): Promise<string> {
  const [row] = await api.db.orm.select({ id: roles.id }).from(roles).where(and(eq(roles.institutionId, institutionId), eq(roles.code, code)));
  return row!.id;
}

/** admin in A (sysadmin), whatever identity an earlier test left. */
async function adminInA() {
  const admin = await loginAs(api.app, 'admin');
  const home = identityOf(admin, 'System administrator');
  await switchIdentity(api.app, admin.token, home);
  return { ...admin, ...home };
}

let serial = 0;
const newUser = (extra: object = {}) => ({ username: `u${Date.now() % 1_000_000}${serial++}`, nickname: '赵老师', password: 'Start@2024x', ...extra });

describe('GET /api/base/users/list', () => {
  it('lists users with an identity in the current institution and only their roles here', async () => {
    const admin = await adminInA();
    const res = await call(api.app, `${BASE}/list`, { token: admin.token, query: { pageSize: '50', _: '1' } });
    expect(res.status).toBe(200);
    const names = res.body.data.map((u: { username: string }) => u.username).sort();
    expect(names).toEqual(['admin', 'doctor', 'teacher']);
    const doctor = res.body.data.find((u: { username: string }) => u.username === 'doctor');
    expect(doctor).toMatchObject({ nickname: '王医生', role_names: '机构管理员, 评估师', disabled: false, deleted: false, locale_type: 'zh' });
    expect(doctor.role_ids).toHaveLength(2);
    const searched = await call(api.app, `${BASE}/list`, { token: admin.token, query: { nickname: '李' } });
    expect(searched.body.data.map((u: { username: string }) => u.username)).toEqual(['teacher']);
    await setLocale(api.app, admin.token, 'en');
    const en = await call(api.app, `${BASE}/list`, { token: admin.token, query: { username: 'doc' } });
    expect(en.body.data[0].role_names).toBe('Institution administrator, Clinician');
    await setLocale(api.app, admin.token, 'zh');
  });
});

describe('POST /api/base/users/add', () => {
  it('creates a user who must change the password at first login and can log in with it', async () => {
    const admin = await adminInA();
    const role = (await roleOf(admin.institutionId, 'teacher'));
    const body = newUser({ role_id: role });
    const res = await call(api.app, `${BASE}/add`, { token: admin.token, body });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: body.username, nickname: '赵老师', role_id: role, role_names: '教师', must_change_password: true, disabled: false });
    const [row] = await api.db.orm.select().from(users).where(eq(users.username, body.username));
    expect(row).toMatchObject({ mustChangePassword: true, institutionId: admin.institutionId, roleId: role, deletedAt: null });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyDigest(row!.passwordHash, sha256Hex(body.password))).toBe(true);
    const login = await call(api.app, '/api/base/user/login', { body: loginBody(body.username, body.password) });
    expect(login.status).toBe(200);
    const reload = await call(api.app, '/api/base/user/realodToken', { method: 'POST', token: login.body.data.token });
    expect(reload.body.warn_code).toBe(316);
  });

  it('refuses a taken username, a weak password, another institution’s role and bad fields, storing nothing', async () => {
    const admin = await adminInA();
    const role = (await roleOf(admin.institutionId, 'teacher'));
    const roleInB = identityOf(admin, 'Institution administrator', 'other').roleId;
    const before = [await allUsers(), await allIdentities()];
    const taken = await call(api.app, `${BASE}/add`, { token: admin.token, body: newUser({ username: 'teacher', role_id: role }) });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ code: 634, success: false, data: null, message: '用户名已被使用：teacher' });
    const weak = await call(api.app, `${BASE}/add`, { token: admin.token, body: newUser({ password: 'password', role_id: role }) });
    expect(weak.body.code).toBe(319);
    expect((await call(api.app, `${BASE}/add`, { token: admin.token, body: newUser({ role_id: roleInB }) })).body).toEqual(NOT_FOUND);
    await setLocale(api.app, admin.token, 'en');
    const cases: Array<[object, string]> = [
      [{ username: 'a b' }, 'Invalid input: username (wrong format)'],
      [{ nickname: '' }, 'Invalid input: nickname (must be 1 to 50 characters)'],
      [{ institution_id: admin.institutionId }, 'Invalid input: institution_id (unknown field)'],
      [{ locale_type: 'fr' }, 'Invalid input: locale_type (must be one of "zh", "en")'],
    ];
    for (const [extra, message] of cases) {
      const res = await call(api.app, `${BASE}/add`, { token: admin.token, body: newUser({ role_id: role, ...extra }) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await call(api.app, `${BASE}/add`, { token: admin.token, body: { username: 'only' } })).body.message).toBe(
      'Invalid input: nickname (required), password (required), role_id (required)',
    );
    await setLocale(api.app, admin.token, 'zh');
    expect([await allUsers(), await allIdentities()]).toEqual(before);
  });
});

describe('PUT /api/base/users/update', () => {
  it('changes nickname, role here (identities elsewhere untouched) and disabled; disabling ends sessions', async () => {
    const admin = await adminInA();
    const teacherRole = (await roleOf(admin.institutionId, 'teacher'));
    const clinician = (await roleOf(admin.institutionId, 'clinician'));
    const doctorId = await userId('doctor');
    const inB = (await allIdentities()).filter((i) => i.userId === doctorId && i.institutionId !== admin.institutionId);
    // As the edit form sends it: every field, the role shown (one already held) changes nothing.
    const res = await call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: doctorId, username: 'doctor', nickname: '王主任', role_id: clinician, disabled: false, password: '' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nickname: '王主任', role_names: '机构管理员, 评估师' });
    const moved = await call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: doctorId, role_id: teacherRole } });
    expect(moved.body.data).toMatchObject({ role_ids: [teacherRole], role_names: '教师' });
    expect((await allIdentities()).filter((i) => i.userId === doctorId && i.institutionId !== admin.institutionId)).toEqual(inB);

    const created = await call(api.app, `${BASE}/add`, { token: admin.token, body: newUser({ role_id: teacherRole }) });
    const login = await call(api.app, '/api/base/user/login', { body: loginBody(created.body.data.username, 'Start@2024x') });
    const disabled = await call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: created.body.data._id, disabled: true } });
    expect(disabled.body.data.disabled).toBe(true);
    expect((await call(api.app, '/api/base/user/realodToken', { method: 'POST', token: login.body.data.token })).body.code).toBe(306);
    expect((await call(api.app, '/api/base/user/login', { body: loginBody(created.body.data.username, 'Start@2024x') })).body.code).toBe(301);

    const reset = await call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: created.body.data._id, disabled: false, password: 'Second@2024y' } });
    expect(reset.body.data).toMatchObject({ disabled: false, must_change_password: true });
    expect((await call(api.app, '/api/base/user/login', { body: loginBody(created.body.data.username, 'Second@2024y') })).status).toBe(200);
  });

  it('refuses changing the username, disabling a user of other institutions or oneself, and bad input, changing nothing', async () => {
    const admin = await adminInA();
    const doctorId = await userId('doctor');
    const before = [await allUsers(), await allIdentities()];
    const rename = await call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: doctorId, username: 'doc2' } });
    expect(rename.status).toBe(400);
    expect(rename.body.message).toBe('输入有误：username (cannot be changed)');
    const shared = await call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: doctorId, disabled: true } });
    expect(shared.body).toMatchObject({ code: 635, message: '该用户还属于其他机构，不能在此停用或删除' });
    expect((await call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: doctorId, password: 'Other@2024z' } })).body.code).toBe(635);
    expect((await call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: admin._id, disabled: true } })).body.code).toBe(636);
    expect((await call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: doctorId, nickname: ' ' } })).status).toBe(400);
    expect((await call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: doctorId, disabled: 'yes' } })).status).toBe(400);
    expect([await allUsers(), await allIdentities()]).toEqual(before);
  });
});

describe('DELETE /api/base/users/delete', () => {
  it('deletes softly: disabled, sessions ended, shown with the placeholder', async () => {
    const admin = await adminInA();
    const created = await call(api.app, `${BASE}/add`, { token: admin.token, body: newUser({ nickname: '临时工', role_id: (await roleOf(admin.institutionId, 'teacher')) }) });
    const id = created.body.data._id;
    const login = await call(api.app, '/api/base/user/login', { body: loginBody(created.body.data.username, 'Start@2024x') });
    expect((await call(api.app, '/dataset/isAuth', { token: admin.token, query: { action: 'user_mgmt.delete', id } })).body.data.allowed).toBe(true);
    const res = await call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, body: { _id: id } });
    expect(res.body.data).toEqual({ deleted: 1 });
    const [row] = await api.db.orm.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ disabled: true });
    expect(row!.deletedAt).not.toBeNull();
    const live = await api.db.orm.select().from(sessions).where(and(eq(sessions.userId, id)));
    expect(live.every((s) => s.endedAt !== null)).toBe(true);
    expect((await call(api.app, '/api/base/user/realodToken', { method: 'POST', token: login.body.data.token })).body.code).toBe(306);
    const listed = await call(api.app, `${BASE}/list`, { token: admin.token, query: { pageSize: '100' } });
    expect(listed.body.data.find((u: { _id: string }) => u._id === id)).toMatchObject({ nickname: '已删除用户', deleted: true, disabled: true });
    await setLocale(api.app, admin.token, 'en');
    expect((await call(api.app, `${BASE}/info`, { token: admin.token, query: { _id: id } })).body.data.nickname).toBe('Deleted user');
    await setLocale(api.app, admin.token, 'zh');
    expect((await call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, body: { _id: id } })).body).toEqual(NOT_FOUND);
    expect((await call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: id, nickname: 'x' } })).body).toEqual(NOT_FOUND);
    expect((await call(api.app, '/dataset/isAuth', { token: admin.token, query: { action: 'user_mgmt.edit', id } })).status).toBe(404);
  });

  it('refuses deleting oneself or a user of other institutions', async () => {
    const admin = await adminInA();
    const before = await allUsers();
    expect((await call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, body: { _id: admin._id } })).body.code).toBe(636);
    expect((await call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, query: { _id: await userId('doctor') } })).body.code).toBe(635);
    expect(await allUsers()).toEqual(before);
  });
});

describe('institution scoping and permissions', () => {
  it('treats a user of another institution like an unknown one: 404, nothing changed', async () => {
    const admin = await adminInA();
    const newstaff = await userId('newstaff'); // only in B
    const before = [await allUsers(), await allIdentities()];
    const attempts = [
      call(api.app, `${BASE}/info`, { token: admin.token, query: { _id: newstaff } }),
      call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: newstaff, nickname: '改' } }),
      call(api.app, `${BASE}/update`, { method: 'PUT', token: admin.token, body: { _id: newstaff, role_id: (await roleOf(admin.institutionId, 'teacher')) } }),
      call(api.app, `${BASE}/delete`, { method: 'DELETE', token: admin.token, body: { _id: newstaff } }),
      call(api.app, `${BASE}/info`, { token: admin.token, query: { _id: 'not-a-uuid' } }),
      call(api.app, '/dataset/isAuth', { token: admin.token, query: { action: 'user_mgmt.edit', id: newstaff } }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.body).toEqual(NOT_FOUND);
    expect([await allUsers(), await allIdentities()]).toEqual(before);
    expect((await call(api.app, `${BASE}/list`, { token: admin.token, query: { username: 'newstaff' } })).body.total).toBe(0);
  });

  it('needs the user_mgmt menu: a teacher gets 403 for every call', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const calls = [
      call(api.app, `${BASE}/list`, { token: teacher.token }),
      call(api.app, `${BASE}/info`, { token: teacher.token, query: { _id: teacher._id } }),
      call(api.app, `${BASE}/add`, { token: teacher.token, body: newUser({ role_id: teacher.roleId }) }),
      call(api.app, `${BASE}/update`, { method: 'PUT', token: teacher.token, body: { _id: teacher._id, nickname: 'x' } }),
      call(api.app, `${BASE}/delete`, { method: 'DELETE', token: teacher.token, body: { _id: teacher._id } }),
      call(api.app, '/api/base/role/options', { token: teacher.token }),
    ];
    for (const res of await Promise.all(calls)) expect(res.body).toEqual({ code: 403, success: false, data: null, message: '当前身份无相关权限' });
    expect((await call(api.app, `${BASE}/list`)).body.code).toBe(306);
  });
});
