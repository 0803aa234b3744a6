import { describe, expect, it } from 'vitest';
import { child, type Child } from '@portal/shared';
import { CHILD_SEEDS, birthdayFor } from './seed';
import { call, loginAs, setLocale, useApi } from '../../../test/harness';

const api = useApi();
const LIST = '/api/base/children/list';

const seedsOf = (institution: 'A' | 'B') => CHILD_SEEDS.filter((c) => c.institution === institution);
const codes = (list: Child[]) => list.map((c) => c.children_code);
/** Seeds in the list's order: newest first (they were inserted in array order). */
const expected = (institution: 'A' | 'B', keep: (c: (typeof CHILD_SEEDS)[number]) => boolean = () => true) =>
  seedsOf(institution).filter(keep).map((c) => c.code).reverse();

async function list(token: string, query: Record<string, string> = {}) {
  const res = await call(api.app, LIST, { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { list: child.array().parse(res.body.data), total: res.body.total!, current: res.body.current!, pageSize: res.body.pageSize! };
}

describe('GET /api/base/children/list', () => {
  it('lists the caller’s institution only, newest first, with total, current and pageSize beside the data', async () => {
    const doctor = await loginAs(api.app, 'doctor'); // institution A
    const page = await list(doctor.token, { _: '1712345678' });
    expect(page).toMatchObject({ total: 18, current: 1, pageSize: 20 });
    expect(codes(page.list)).toEqual(expected('A'));
    const newstaff = await loginAs(api.app, 'newstaff'); // institution B
    const inB = await list(newstaff.token);
    expect(inB.total).toBe(12);
    expect(codes(inB.list)).toEqual(expected('B'));
  });

  it('pages without overlap or gaps; past the last page the list is empty and the total still right', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const seen: string[] = [];
    for (let current = 1; current <= 4; current++) {
      const page = await list(doctor.token, { current: String(current), pageSize: '5' });
      expect(page).toMatchObject({ total: 18, current, pageSize: 5 });
      expect(page.list.length).toBe(current < 4 ? 5 : 3);
      seen.push(...codes(page.list));
    }
    expect(seen).toEqual(expected('A'));
    expect(await list(doctor.token, { current: '9', pageSize: '5' })).toMatchObject({ list: [], total: 18, current: 9 });
    expect((await list(doctor.token, { pageSize: '100' })).list).toHaveLength(18);
  });

  it('filters by part of the name in any case (also rare characters), and never treats % or _ as wildcards', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const byName = async (name: string) => codes((await list(doctor.token, { name })).list);
    expect(await byName('涵')).toEqual(expected('A', (c) => c.name.includes('涵')));
    expect(await byName('刘')).toEqual(['XY0011', 'XY0004']);
    expect(await byName('䶮')).toEqual(['XY0011']);
    expect(await byName('𠮷祥')).toEqual(['XY0012']);
    expect(await byName('OLIVIA')).toEqual(['XY0017']);
    expect(await byName('via 林')).toEqual(['XY0017']);
    expect(await byName('子王')).toEqual([]); // the characters must be contiguous, in order
    // Each row reads as the info call gives it, whichever way the list found it.
    const [found] = (await list(doctor.token, { name: '䶮' })).list;
    expect(found).toEqual((await call(api.app, '/api/base/children/info', { token: doctor.token, query: { _id: found!._id } })).body.data);
    expect(await byName('%')).toEqual([]);
    expect(await byName('_')).toEqual([]);
  });

  it('gives the right total past the last page of a name search, short or long', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const short = expected('A', (c) => c.name.includes('涵')).length;
    expect(await list(doctor.token, { name: '涵', current: '9', pageSize: '5' })).toMatchObject({ list: [], total: short });
    expect(await list(doctor.token, { name: 'olivia', current: '3', pageSize: '1' })).toMatchObject({ list: [], total: 1 });
    expect(await list(doctor.token, { name: '王', gender: 'male', phone: '138', current: '50' })).toMatchObject({ list: [], total: 1 });
    expect(await list(doctor.token, { name: '不存在的名字', current: '2' })).toMatchObject({ list: [], total: 0 });
  });

  it('filters by code, gender, birthday range and phone, alone and together', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    expect(codes((await list(doctor.token, { children_code: 'XY0002' })).list)).toEqual(['XY0002']);
    expect(codes((await list(doctor.token, { children_code: 'XY000' })).list)).toEqual([]); // the whole code only
    const girls = await list(doctor.token, { gender: 'female' });
    expect(codes(girls.list)).toEqual(expected('A', (c) => c.gender === 'female'));
    expect(girls.total).toBe(girls.list.length);

    const today = new Date();
    const from = birthdayFor([6, 0], today);
    const to = birthdayFor([3, 0], today);
    const inRange = (c: (typeof CHILD_SEEDS)[number]) => birthdayFor(c.age, today) >= from && birthdayFor(c.age, today) <= to;
    expect(codes((await list(doctor.token, { birthday_from: from, birthday_to: to })).list)).toEqual(expected('A', inRange));
    expect(codes((await list(doctor.token, { birthday_from: from })).list)).toEqual(expected('A', (c) => birthdayFor(c.age, today) >= from));

    const phone = (c: (typeof CHILD_SEEDS)[number], part: string) => Boolean(c.phone?.includes(part) || c.parentPhone?.includes(part));
    expect(codes((await list(doctor.token, { phone: '1380' })).list)).toEqual(expected('A', (c) => phone(c, '1380')));
    expect(codes((await list(doctor.token, { phone: '13455557777' })).list)).toEqual(['XY0008']);

    const together = await list(doctor.token, { name: '轩', gender: 'male', birthday_to: birthdayFor([7, 0], today), pageSize: '1' });
    const match = expected('A', (c) => c.name.includes('轩') && c.gender === 'male' && birthdayFor(c.age, today) <= birthdayFor([7, 0], today));
    expect(together.total).toBe(match.length);
    expect(codes(together.list)).toEqual(match.slice(0, 1));
  });

  it('ignores empty filter values, as an untouched search field sends them', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const page = await list(doctor.token, { name: '', gender: '', children_code: '', birthday_from: '', phone: '', current: '', pageSize: '' });
    expect(page).toMatchObject({ total: 18, current: 1, pageSize: 20 });
  });

  it('leaves deleted children out', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const [first] = (await list(doctor.token, { children_code: 'XY0016' })).list;
    await call(api.app, '/api/base/children/delete', { method: 'DELETE', token: doctor.token, body: { _id: first!._id } });
    const after = await list(doctor.token);
    expect(after.total).toBe(17);
    expect(codes(after.list)).not.toContain('XY0016');
    expect((await list(doctor.token, { name: '诗涵' })).total).toBe(0);
  });

  it('refuses bad paging and filter values with translated 400s', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await setLocale(api.app, doctor.token, 'en');
    const cases: Array<[Record<string, string>, string]> = [
      [{ pageSize: '101' }, 'Invalid input: pageSize (must be at most 100)'],
      [{ pageSize: '0' }, 'Invalid input: pageSize (must be at least 1)'],
      [{ current: '0' }, 'Invalid input: current (must be at least 1)'],
      [{ current: 'abc' }, 'Invalid input: current (must be a number)'],
      [{ current: '1.5' }, 'Invalid input: current (must be an integer)'],
      [{ gender: 'x' }, 'Invalid input: gender (must be one of "male", "female")'],
      [{ birthday_from: '2020-13-01' }, 'Invalid input: birthday_from (not a real date (YYYY-MM-DD))'],
      [{ phone: 'abc' }, 'Invalid input: phone (wrong format)'],
      [{ name: 'x'.repeat(51) }, 'Invalid input: name (too long: at most 50 characters)'],
    ];
    for (const [query, message] of cases) {
      const res = await call(api.app, LIST, { token: doctor.token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    await setLocale(api.app, doctor.token, 'zh');
    expect((await call(api.app, LIST, { token: doctor.token, query: { pageSize: '101' } })).body.message).toBe('输入有误：pageSize（不能大于 100）');
    expect((await call(api.app, LIST)).body.code).toBe(306);
  });
});
