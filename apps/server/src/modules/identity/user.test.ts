import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicUserInfo, userInfo } from '@portal/shared';
import { users } from './schema';
import { call, loginAs, setLocale, useApi } from '../../../test/harness';

const api = useApi();
const EDIT = '/api/base/user/edit';
const INFO = '/api/base/user/info';

async function userRow(username: string) {
  const [row] = await api.db.orm.select().from(users).where(eq(users.username, username));
  return row!;
}

describe('PUT /api/base/user/edit', () => {
  it('changes the language; later messages and names follow it', async () => {
    const login = await loginAs(api.app, 'doctor');
    const res = await call(api.app, EDIT, { method: 'PUT', token: login.token, body: { locale_type: 'en' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Operation succeeded');
    const data = userInfo.parse(res.body.data);
    expect(data).toMatchObject({ locale_type: 'en', from_institution_name: 'Starlight Child Development Centre', from_role_mame: 'Clinician', token: login.token });
    expect((await userRow('doctor')).localeType).toBe('en');
    await call(api.app, EDIT, { method: 'PUT', token: login.token, body: { locale_type: 'zh' } });
  });

  it('switches to another of the user’s identities, in another institution', async () => {
    const login = await loginAs(api.app, 'doctor');
    const target = login.role_list.find((r) => r.institutionId !== login.institutionId)!;
    const res = await call(api.app, EDIT, { method: 'PUT', token: login.token, body: { institutionId: target.institutionId, roleId: target._id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ institutionId: target.institutionId, roleId: target._id, from_institution_name: '晨曦语言康复诊所', from_role_mame: '评估师' });
    const row = await userRow('doctor');
    expect([row.institutionId, row.roleId]).toEqual([target.institutionId, target._id]);
    await call(api.app, EDIT, { method: 'PUT', token: login.token, body: { institutionId: login.institutionId, roleId: login.roleId } });
  });

  it('refuses an identity the user does not have with 321 and changes nothing', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const admin = await loginAs(api.app, 'admin');
    await setLocale(api.app, doctor.token, 'en');
    const before = await userRow('doctor');
    const sysadminRole = admin.role_list.find((r) => r.nameEn === 'System administrator')!;
    const clinicianB = doctor.role_list.find((r) => r.institutionId !== doctor.institutionId)!;
    const attempts = [
      { institutionId: sysadminRole.institutionId, roleId: sysadminRole._id }, // a role in the right institution the user lacks
      { institutionId: doctor.institutionId, roleId: clinicianB._id }, // the user's role, paired with the wrong institution
      { institutionId: '00000000-0000-4000-8000-000000000000', roleId: doctor.roleId },
      { institutionId: 'not-a-uuid', roleId: 'also-not' },
    ];
    for (const body of attempts) {
      const res = await call(api.app, EDIT, { method: 'PUT', token: doctor.token, body, lang: 'en' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 321, success: false, data: null, message: 'That institution or role does not belong to this account' });
    }
    const mixed = await call(api.app, EDIT, { method: 'PUT', token: doctor.token, body: { locale_type: 'en', institutionId: sysadminRole.institutionId, roleId: sysadminRole._id } });
    expect(mixed.body.code).toBe(321);
    expect(await userRow('doctor')).toEqual(before);
    await setLocale(api.app, doctor.token, 'zh');
  });

  it('rejects bodies that are neither a language nor an identity pair with 400, changing nothing', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await setLocale(api.app, doctor.token, 'en');
    const before = await userRow('doctor');
    const cases: Array<[unknown, string]> = [
      [{}, 'Invalid input: locale_type, or institutionId together with roleId, is required'],
      [{ institutionId: doctor.institutionId }, 'Invalid input: locale_type, or institutionId together with roleId, is required'],
      [{ locale_type: 'fr' }, 'Invalid input: locale_type (must be one of "zh", "en")'],
      [{ locale_type: 'en', extra: 1 }, 'Invalid input: extra (unknown field)'],
      [{ locale_type: 'en', roleId: doctor.roleId }, 'Invalid input: locale_type, or institutionId together with roleId, is required'],
    ];
    for (const [body, message] of cases) {
      const res = await call(api.app, EDIT, { method: 'PUT', token: doctor.token, body, lang: 'en' });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await userRow('doctor')).toEqual(before);
    await setLocale(api.app, doctor.token, 'zh');
    const zh = await call(api.app, EDIT, { method: 'PUT', token: doctor.token, body: {}, lang: 'en' });
    expect(zh.body.message).toBe('输入有误：需要 locale_type，或同时提供 institutionId 与 roleId');
  });

  it('answers 306 without a session', async () => {
    const res = await call(api.app, EDIT, { method: 'PUT', body: { locale_type: 'en' } });
    expect(res.body.code).toBe(306);
  });
});

describe('GET /api/base/user/info', () => {
  it('returns a user who has an identity in the caller’s current institution', async () => {
    const admin = await loginAs(api.app, 'admin');
    const teacher = await loginAs(api.app, 'teacher');
    const res = await call(api.app, INFO, { token: admin.token, query: { _id: teacher._id, _: '12345' } });
    expect(res.status).toBe(200);
    expect(publicUserInfo.parse(res.body.data)).toEqual({ _id: teacher._id, username: 'teacher', nickname: '李老师', institutionId: admin.institutionId, locale_type: 'zh' });
    expect(res.body.data).not.toHaveProperty('password_hash');
  });

  it('answers 404 for a user of another institution, also for admin', async () => {
    const admin = await loginAs(api.app, 'admin');
    const newstaff = await loginAs(api.app, 'newstaff'); // only in institution B
    const res = await call(api.app, INFO, { token: admin.token, query: { _id: newstaff._id }, lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, success: false, data: null, message: '未找到' });
    // Seen from B, the same user is visible.
    const toB = admin.role_list.find((r) => r.institutionId !== admin.institutionId)!;
    await call(api.app, EDIT, { method: 'PUT', token: admin.token, body: { institutionId: toB.institutionId, roleId: toB._id } });
    expect((await call(api.app, INFO, { token: admin.token, query: { _id: newstaff._id } })).status).toBe(200);
    await call(api.app, EDIT, { method: 'PUT', token: admin.token, body: { institutionId: admin.institutionId, roleId: admin.roleId } });
  });

  it('answers 404 for unknown and malformed ids and 400 for a missing one', async () => {
    const admin = await loginAs(api.app, 'admin');
    for (const _id of ['00000000-0000-4000-8000-000000000000', 'x', "'; drop table users; --"]) {
      expect((await call(api.app, INFO, { token: admin.token, query: { _id } })).body.code).toBe(404);
    }
    const missing = await call(api.app, INFO, { token: admin.token, lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('输入有误：_id（必填）');
    await setLocale(api.app, admin.token, 'en');
    expect((await call(api.app, INFO, { token: admin.token })).body.message).toBe('Invalid input: _id (required)');
    await setLocale(api.app, admin.token, 'zh');
  });

  it('answers 306 without a session', async () => {
    expect((await call(api.app, INFO, { query: { _id: 'x' } })).body.code).toBe(306);
  });
});
