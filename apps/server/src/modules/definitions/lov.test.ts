import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lovEntry } from '@portal/shared';
import { lovSelfEntries } from './schema';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';

const api = useApi();
const MULTIPLE = '/api/system/lov/multiple';
const INFO = '/api/system/lov/netInfo';
const CREATE = '/api/system/lov/selfcreate';

const selfRows = () => api.db.orm.select().from(lovSelfEntries).orderBy(asc(lovSelfEntries.createdAt));
const contents = (entries: Array<{ content: string }>) => entries.map((e) => e.content);

describe('GET /api/system/lov/netInfo and POST /api/system/lov/multiple', () => {
  it('serves a stored list with both languages', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const res = await call(api.app, INFO, { token: teacher.token, query: { lovName: 'gender', _: '1' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { value: 'male', content: '男', contentEn: 'Male' },
      { value: 'female', content: '女', contentEn: 'Female' },
    ]);
  });

  it('serves several lists at once, keyed by name, including the built-in countries and cities', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const res = await call(api.app, MULTIPLE, { token: teacher.token, body: { lovNames: ['gender', 'country', 'city', 'gender'] } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['gender', 'country', 'city']);
    const { country, city } = res.body.data;
    expect(country.length).toBeGreaterThan(200);
    expect(country).toContainEqual({ value: 'CN', content: '中国', contentEn: 'China', params: { codeKey: '86' } });
    expect(city.length).toBeGreaterThan(600);
    expect(city).toContainEqual(expect.objectContaining({ value: '北京市', content: '北京市', contentEn: 'Beijing' }));
    for (const entry of [...country, ...city]) lovEntry.parse(entry);
  });

  it('refuses an unknown list by name (404), with nothing partial, and bad bodies with 400', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const res = await call(api.app, MULTIPLE, { token: teacher.token, body: { lovNames: ['gender', 'no_such_list'] } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 611, success: false, data: null, message: '值列表不存在：no_such_list' });
    expect((await call(api.app, INFO, { token: teacher.token, query: { lovName: 'nope' } })).body.code).toBe(611);
    await setLocale(api.app, teacher.token, 'en');
    expect((await call(api.app, MULTIPLE, { token: teacher.token, body: { lovNames: [] } })).body.message).toBe('Invalid input: lovNames (at least 1 items)');
    expect((await call(api.app, MULTIPLE, { token: teacher.token, body: { lovNames: 'gender' } })).body.message).toBe('Invalid input: lovNames (must be a list)');
    await setLocale(api.app, teacher.token, 'zh');
    expect((await call(api.app, MULTIPLE, { body: { lovNames: ['gender'] } })).body.code).toBe(306);
  });

  it('reports a stored list of an unknown schema version by name (422)', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    await api.db.pool.query(`insert into lov_definitions (lov_name, schema_version, document) values ('future_list', 3, '{"entries": []}')`);
    const res = await call(api.app, MULTIPLE, { token: teacher.token, body: { lovNames: ['gender', 'future_list'] } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('定义 future_list 的格式版本 3 不受支持（支持的版本：1）');
  });
});

describe('POST /api/system/lov/selfcreate', () => {
  it('adds an entry that only the adding institution sees, after the stored entries, keeping other form fields', async () => {
    const doctor = await loginAs(api.app, 'doctor'); // clinician in institution A
    const res = await call(api.app, CREATE, { token: doctor.token, body: { lovName: 'kindergarten', content: '蓝天幼儿园', contentEn: 'Blue Sky Kindergarten', district: '海淀区' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ value: '蓝天幼儿园', content: '蓝天幼儿园', contentEn: 'Blue Sky Kindergarten', params: { district: '海淀区' } });
    const inA = await call(api.app, INFO, { token: doctor.token, query: { lovName: 'kindergarten' } });
    expect(contents(inA.body.data)).toEqual(['阳光幼儿园', '启明星幼儿园', '小天鹅幼儿园', '蓝天幼儿园']);
    const [row] = await selfRows();
    expect(row).toMatchObject({ institutionId: doctor.institutionId, createdBy: doctor._id, lovName: 'kindergarten' });

    const newstaff = await loginAs(api.app, 'newstaff'); // institution B
    const inB = await call(api.app, MULTIPLE, { token: newstaff.token, body: { lovNames: ['kindergarten'] } });
    expect(contents(inB.body.data.kindergarten)).toEqual(['阳光幼儿园', '启明星幼儿园', '小天鹅幼儿园']);
    // B may add the same name for itself.
    expect((await call(api.app, CREATE, { token: newstaff.token, body: { lovName: 'kindergarten', content: '蓝天幼儿园' } })).status).toBe(200);
    // The same user, switched to B, sees B's entries only.
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician', 'other'));
    const switched = await call(api.app, INFO, { token: doctor.token, query: { lovName: 'kindergarten' } });
    expect(switched.body.data.at(-1)).toEqual({ value: '蓝天幼儿园', content: '蓝天幼儿园' });
  });

  it('refuses an entry the list already has, by value or label, stored or self-made', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    await call(api.app, CREATE, { token: teacher.token, body: { lovName: 'kindergarten', content: 'Rainbow School', value: 'rainbow' } });
    const before = await selfRows();
    const cases = [
      { content: '阳光幼儿园' },
      { content: '新名字', value: 'sunshine' },
      { content: 'rainbow school' },
      { content: '另一个', value: 'RAINBOW' },
    ];
    for (const fields of cases) {
      const res = await call(api.app, CREATE, { token: teacher.token, body: { lovName: 'kindergarten', ...fields } });
      expect(res.status, JSON.stringify(fields)).toBe(409);
      expect(res.body).toEqual({ code: 613, success: false, data: null, message: `选项已存在：${fields.content}` });
    }
    expect(await selfRows()).toEqual(before);
  });

  it('refuses lists that do not allow it, built-in and unknown lists, and bad bodies, storing nothing', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const before = await selfRows();
    const gender = await call(api.app, CREATE, { token: teacher.token, body: { lovName: 'gender', content: '其他' } });
    expect(gender.status).toBe(403);
    expect(gender.body).toEqual({ code: 612, success: false, data: null, message: '该值列表不允许自行添加选项：gender' });
    expect((await call(api.app, CREATE, { token: teacher.token, body: { lovName: 'city', content: '新城市' } })).body.code).toBe(612);
    expect((await call(api.app, CREATE, { token: teacher.token, body: { lovName: 'ghost', content: 'x' } })).body.code).toBe(611);
    await setLocale(api.app, teacher.token, 'en');
    const bad: Array<[object, string]> = [
      [{ lovName: 'kindergarten' }, 'Invalid input: content (required)'],
      [{ lovName: 'kindergarten', content: '   ' }, 'Invalid input: content (must not be empty)'],
      [{ lovName: 'kindergarten', content: 'x', nested: { a: 1 } }, 'Invalid input: nested (invalid)'],
      [{ lovName: 'kindergarten', content: 'x', ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, i])) }, 'Invalid input: request body (too many fields)'],
    ];
    for (const [body, message] of bad) {
      const res = await call(api.app, CREATE, { token: teacher.token, body });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    await setLocale(api.app, teacher.token, 'zh');
    expect(await selfRows()).toEqual(before);
  });
});
