import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { child, earliestBirthday, isoDate } from '@portal/shared';
import { children, childrenNameGrams } from './schema';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';

const api = useApi();
const INFO = '/api/base/children/info';
const ADD = '/api/base/children/add';
const UPDATE = '/api/base/children/update';
const DELETE = '/api/base/children/delete';

const allRows = () => api.db.orm.select().from(children).orderBy(asc(children.createdAt), asc(children.id));
async function childByCode(institutionId: string, code: string) {
  const [row] = await api.db.orm.select().from(children).where(and(eq(children.institutionId, institutionId), eq(children.childrenCode, code)));
  return row!;
}
async function gramsOf(childId: string): Promise<string[]> {
  const rows = await api.db.orm.select({ gram: childrenNameGrams.gram }).from(childrenNameGrams).where(eq(childrenNameGrams.childId, childId));
  return rows.map((r) => r.gram).sort();
}
const daysFromToday = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return isoDate(d);
};
const newChild = (extra: object = {}) => ({ name: '林小满', gender: 'female', birthday: daysFromToday(-800), children_code: `T${Math.random().toString(36).slice(2, 10)}`, ...extra });

describe('POST /api/base/children/add', () => {
  it('adds a child to the caller’s institution and returns it; rare characters survive', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const body = newChild({ name: '𠮷䶮 Zoë', phone_number: '13800000000', parent_phone: '86-13900000000', mrn_code: 'MRN-1', other_contact_details: '微信 zoe' });
    const res = await call(api.app, ADD, { token: doctor.token, body });
    expect(res.status).toBe(200);
    const added = child.parse(res.body.data);
    expect(added).toMatchObject({ ...body, _id: expect.any(String) });
    expect(Date.now() - Date.parse(added.createdTime)).toBeLessThan(60_000);
    const row = await childByCode(doctor.institutionId, body.children_code);
    expect(row).toMatchObject({ id: added._id, name: '𠮷䶮 Zoë', createdBy: doctor._id, deletedAt: null });
    expect(await gramsOf(added._id)).toEqual([' ', ' z', '䶮', '䶮 ', '𠮷', '𠮷䶮', 'o', 'oë', 'z', 'zo', 'ë'].sort());
    const info = await call(api.app, INFO, { token: doctor.token, query: { _id: added._id } });
    expect(info.body.data).toEqual(added);
  });

  it('stores empty optional fields as none', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const res = await call(api.app, ADD, { token: doctor.token, body: newChild({ phone_number: '', parent_phone: null, mrn_code: '' }) });
    expect(res.body.data).toMatchObject({ phone_number: null, parent_phone: null, mrn_code: null, other_contact_details: null });
  });

  it('accepts birthdays from today back to exactly 18 years ago, and nothing outside', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    for (const birthday of [isoDate(new Date()), earliestBirthday()]) {
      expect((await call(api.app, ADD, { token: doctor.token, body: newChild({ birthday }) })).status, birthday).toBe(200);
    }
    await setLocale(api.app, doctor.token, 'en');
    const before = await allRows();
    const dayBefore = new Date(`${earliestBirthday()}T12:00:00`);
    dayBefore.setDate(dayBefore.getDate() - 1);
    const cases: Array<[string, string]> = [
      [daysFromToday(1), 'Invalid input: birthday (must not be in the future)'],
      [isoDate(dayBefore), 'Invalid input: birthday (must not be more than 18 years ago)'],
      ['2020-02-30', 'Invalid input: birthday (not a real date (YYYY-MM-DD))'],
      ['2020/01/01', 'Invalid input: birthday (not a real date (YYYY-MM-DD))'],
    ];
    for (const [birthday, message] of cases) {
      const res = await call(api.app, ADD, { token: doctor.token, body: newChild({ birthday }) });
      expect(res.status, birthday).toBe(400);
      expect(res.body.message).toBe(message);
    }
    await setLocale(api.app, doctor.token, 'zh');
    expect((await call(api.app, ADD, { token: doctor.token, body: newChild({ birthday: daysFromToday(1) }) })).body.message).toBe('输入有误：birthday（不能晚于今天）');
    expect(await allRows()).toEqual(before);
  });

  it('refuses invalid fields with translated 400s naming them, storing nothing', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await setLocale(api.app, doctor.token, 'en');
    const before = await allRows();
    const cases: Array<[object, string]> = [
      [{ name: '' }, 'Invalid input: name (must be 1 to 50 characters)'],
      [{ name: '   ' }, 'Invalid input: name (must be 1 to 50 characters)'],
      [{ name: '𠮷'.repeat(51) }, 'Invalid input: name (must be 1 to 50 characters)'],
      [{ name: 'a\tb' }, 'Invalid input: name (must not contain control characters)'],
      [{ gender: 'other' }, 'Invalid input: gender (must be one of "male", "female")'],
      [{ phone_number: '12345' }, 'Invalid input: phone_number (wrong format)'],
      [{ parent_phone: '23800000000' }, 'Invalid input: parent_phone (wrong format)'],
      [{ parent_phone: '86 13800000000' }, 'Invalid input: parent_phone (wrong format)'],
      [{ children_code: 'has space' }, 'Invalid input: children_code (wrong format)'],
      [{ institution_id: doctor.institutionId }, 'Invalid input: institution_id (unknown field)'],
    ];
    for (const [extra, message] of cases) {
      const res = await call(api.app, ADD, { token: doctor.token, body: newChild(extra) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const missing = await call(api.app, ADD, { token: doctor.token, body: { name: 'x' } });
    expect(missing.body.message).toBe('Invalid input: birthday (required), gender (required)');
    // 50 rare characters are 100 UTF-16 units, and still a valid name.
    expect((await call(api.app, ADD, { token: doctor.token, body: newChild({ name: '𠮷'.repeat(50) }) })).status).toBe(200);
    expect((await allRows()).length).toBe(before.length + 1);
    await setLocale(api.app, doctor.token, 'zh');
  });

  it('refuses a code already used in the institution, but not one used in another institution or by a deleted child', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const before = await allRows();
    const clash = await call(api.app, ADD, { token: doctor.token, body: newChild({ children_code: 'XY0002' }) });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ code: 620, success: false, data: null, message: '儿童编号已被使用：XY0002' });
    expect(await allRows()).toEqual(before);
    // CX0001 belongs to institution B only.
    expect((await call(api.app, ADD, { token: doctor.token, body: newChild({ children_code: 'CX0001' }) })).status).toBe(200);
    const gone = await call(api.app, ADD, { token: doctor.token, body: newChild({ children_code: 'REUSE1' }) });
    await call(api.app, DELETE, { method: 'DELETE', token: doctor.token, body: { _id: gone.body.data._id } });
    expect((await call(api.app, ADD, { token: doctor.token, body: newChild({ children_code: 'REUSE1' }) })).status).toBe(200);
  });
});

describe('PUT /api/base/children/update', () => {
  it('changes only the fields sent; null or an empty string clears an optional field', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const row = await childByCode(doctor.institutionId, 'XY0003');
    const res = await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: row.id, name: '张浩宇宇', phone_number: null, mrn_code: '' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: '张浩宇宇', gender: row.gender, birthday: row.birthday, children_code: 'XY0003', phone_number: null, parent_phone: row.parentPhone, mrn_code: null });
    const after = await childByCode(doctor.institutionId, 'XY0003');
    expect(after.updatedAt).not.toBeNull();
  });

  it('keeps the name search index in step with names, genders and deletions', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const { id } = await childByCode(doctor.institutionId, 'XY0013');
    const search = async (query: Record<string, string>) => (await call(api.app, '/api/base/children/list', { token: doctor.token, query })).body.data.map((c: { _id: string }) => c._id);
    expect(await gramsOf(id)).toEqual(['孙', '孙铭', '轩', '铭', '铭轩'].sort());
    await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: id, name: '孙悦', gender: 'female' } });
    expect(await gramsOf(id)).toEqual(['孙', '孙悦', '悦'].sort());
    expect(await search({ name: '铭轩' })).not.toContain(id);
    expect(await search({ name: '悦', gender: 'female' })).toEqual([id]);
    expect(await search({ name: '悦', gender: 'male' })).toEqual([]);
    // Other fields leave the index alone.
    await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: id, mrn_code: 'M-1' } });
    expect(await gramsOf(id)).toEqual(['孙', '孙悦', '悦'].sort());
    await call(api.app, DELETE, { method: 'DELETE', token: doctor.token, body: { _id: id } });
    expect(await gramsOf(id)).toEqual([]);
    expect(await search({ name: '悦' })).toEqual([]);
  });

  it('refuses a code clash and invalid fields, changing nothing', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const row = await childByCode(doctor.institutionId, 'XY0004');
    const clash = await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: row.id, children_code: 'XY0005' } });
    expect(clash.body.code).toBe(620);
    const bad = await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: row.id, name: 'x', birthday: daysFromToday(2) }, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(await childByCode(doctor.institutionId, 'XY0004')).toEqual(row);
  });
});

describe('institution scoping', () => {
  it('treats another institution’s child like an unknown one: 404 for info, update and delete, nothing changed', async () => {
    const doctor = await loginAs(api.app, 'doctor'); // in A
    const newstaff = await loginAs(api.app, 'newstaff'); // in B
    const inB = await childByCode(newstaff.institutionId, 'CX0002');
    const before = await allRows();
    const attempts = [
      call(api.app, INFO, { token: doctor.token, query: { _id: inB.id } }),
      call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: inB.id, name: '被改了' } }),
      call(api.app, DELETE, { method: 'DELETE', token: doctor.token, body: { _id: inB.id } }),
      call(api.app, DELETE, { method: 'DELETE', token: doctor.token, body: { ids: [(await childByCode(doctor.institutionId, 'XY0006')).id, inB.id] } }),
      call(api.app, DELETE, { method: 'DELETE', token: doctor.token, query: { _id: inB.id } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, success: false, data: null, message: '未找到' });
    }
    expect(await allRows()).toEqual(before);
    // The same user in institution B reaches the child.
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician', 'other'));
    expect((await call(api.app, INFO, { token: doctor.token, query: { _id: inB.id } })).body.data.name).toBe('郭子墨');
    await switchIdentity(api.app, doctor.token, { institutionId: doctor.institutionId, roleId: doctor.roleId });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    for (const _id of ['00000000-0000-4000-8000-000000000000', 'x', "1' or '1'='1"]) {
      expect((await call(api.app, INFO, { token: teacher.token, query: { _id } })).status, _id).toBe(404);
      expect((await call(api.app, UPDATE, { method: 'PUT', token: teacher.token, body: { _id, name: 'x' } })).status, _id).toBe(404);
    }
  });

  it('needs the children menu: a role without it gets 403 for every call', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const known = await childByCode(teacher.institutionId, 'XY0001');
    await api.db.pool.query(`delete from role_menus where role_id = $1 and menu_id = 'children'`, [teacher.roleId]);
    try {
      const before = await allRows();
      const calls = [
        call(api.app, '/api/base/children/list', { token: teacher.token }),
        call(api.app, INFO, { token: teacher.token, query: { _id: known.id } }),
        call(api.app, ADD, { token: teacher.token, body: newChild() }),
        call(api.app, UPDATE, { method: 'PUT', token: teacher.token, body: { _id: known.id, name: 'x' } }),
        call(api.app, DELETE, { method: 'DELETE', token: teacher.token, body: { _id: known.id } }),
      ];
      for (const res of await Promise.all(calls)) expect(res.body).toEqual({ code: 403, success: false, data: null, message: '当前身份无相关权限' });
      expect(await allRows()).toEqual(before);
    } finally {
      await api.db.pool.query(`insert into role_menus (institution_id, role_id, menu_id) values ($1, $2, 'children')`, [teacher.institutionId, teacher.roleId]);
    }
  });

  it('answers 306 without a session', async () => {
    expect((await call(api.app, ADD, { body: newChild() })).body.code).toBe(306);
    expect((await call(api.app, DELETE, { method: 'DELETE', body: { _id: 'x' } })).body.code).toBe(306);
  });
});

describe('DELETE /api/base/children/delete', () => {
  it('deletes softly, by _id in the body or the query, or several by ids; deleted children disappear from reads', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const ids = await Promise.all(['XY0007', 'XY0008', 'XY0009', 'XY0010'].map(async (code) => (await childByCode(doctor.institutionId, code)).id));
    const one = await call(api.app, DELETE, { method: 'DELETE', token: doctor.token, body: { _id: ids[0] } });
    expect(one.body).toMatchObject({ code: 200, data: { deleted: 1 } });
    expect((await call(api.app, DELETE, { method: 'DELETE', token: doctor.token, query: { _id: ids[1]! } })).body.data).toEqual({ deleted: 1 });
    expect((await call(api.app, DELETE, { method: 'DELETE', token: doctor.token, body: { ids: [ids[2], ids[3], ids[3]] } })).body.data).toEqual({ deleted: 2 });
    for (const id of ids) {
      const [row] = await api.db.orm.select().from(children).where(eq(children.id, id!));
      expect(row!.deletedAt).not.toBeNull();
      expect((await call(api.app, INFO, { token: doctor.token, query: { _id: id! } })).status).toBe(404);
    }
    // Deleting again: the child is gone.
    expect((await call(api.app, DELETE, { method: 'DELETE', token: doctor.token, body: { _id: ids[0] } })).status).toBe(404);
  });

  it('refuses a body without an id with 400', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await setLocale(api.app, doctor.token, 'en');
    expect((await call(api.app, DELETE, { method: 'DELETE', token: doctor.token, body: {} })).body.message).toBe('Invalid input: _id or ids is required');
    expect((await call(api.app, DELETE, { method: 'DELETE', token: doctor.token })).body.message).toBe('Invalid input: _id or ids is required');
    expect((await call(api.app, DELETE, { method: 'DELETE', token: doctor.token, body: { ids: [] } })).body.message).toBe('Invalid input: ids (at least 1 items)');
    await setLocale(api.app, doctor.token, 'zh');
  });
});
