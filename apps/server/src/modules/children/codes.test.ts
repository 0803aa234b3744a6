/**
 * Child codes given by the server: a blank code on POST children/add becomes D<day><nnnn>, the
 * institution day's next number, never shared by two creations at once (nor with a test's new
 * child); a typed code is kept, and a taken one is refused in the caller's language.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { child, institutionDay, isoDate, type UserInfo } from '@portal/shared';
import { children } from './schema';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';

const api = useApi();
const ADD = '/api/base/children/add';
let doctor: UserInfo;

beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
});

const birthday = isoDate(new Date(Date.now() - 700 * 86_400_000));
const body = (extra: object = {}) => ({ name: '林小满', gender: 'female', birthday, ...extra });
const add = (extra: object = {}, token = doctor.token) => call(api.app, ADD, { token, body: body(extra) });
const today = () => `D${institutionDay(new Date()).replaceAll('-', '')}`;
const numberOf = (code: string) => Number(code.slice(-4));
const codesOf = async (institutionId: string) =>
  (await api.db.orm.select({ code: children.childrenCode }).from(children).where(eq(children.institutionId, institutionId))).map((r) => r.code);

describe('the child code of POST /api/base/children/add', () => {
  it('is given by the server when left blank (absent, empty or null): the day’s next number, readable', async () => {
    const first = child.parse((await add()).body.data);
    expect(first.children_code).toMatch(new RegExp(`^${today()}\\d{4}$`));
    const second = child.parse((await add({ children_code: '' })).body.data);
    const third = child.parse((await add({ children_code: null })).body.data);
    expect([numberOf(second.children_code), numberOf(third.children_code)]).toEqual([numberOf(first.children_code) + 1, numberOf(first.children_code) + 2]);
    // Stored as shown.
    const [row] = await api.db.orm.select().from(children).where(and(eq(children.institutionId, doctor.institutionId), eq(children.id, third._id)));
    expect(row!.childrenCode).toBe(third.children_code);
  });

  it('never gives one code twice to creations at the same moment, from the children page or a new test', async () => {
    const before = new Set(await codesOf(doctor.institutionId));
    const adds = Array.from({ length: 12 }, (_, i) => add({ name: `并发${i}` }));
    const tests = Array.from({ length: 4 }, (_, i) =>
      call(api.app, '/api/base/tests/create', { token: doctor.token, body: { tools_type: 'Dream-IT', children: { name: `测评${i}`, gender: 'male', birthday } } }),
    );
    const results = await Promise.all([...adds, ...tests]);
    for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = (await codesOf(doctor.institutionId)).filter((code) => !before.has(code));
    expect(added).toHaveLength(16);
    expect(new Set(added).size).toBe(16);
    for (const code of added) expect(code).toMatch(new RegExp(`^${today()}\\d{4}$`));
    // One run of numbers: none skipped, none repeated.
    const numbers = added.map(numberOf).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]!).toBe(15);
  });

  it('numbers each institution on its own', async () => {
    const otherInstitution = identityOf(doctor, 'Clinician', 'other').institutionId;
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician', 'other'));
    const hadToday = (await codesOf(otherInstitution)).filter((code) => code.startsWith(today())).length;
    const res = await add();
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(numberOf(res.body.data.children_code)).toBe(hadToday + 1);
  });

  it('keeps a typed code, and skips past a typed one that looks like the next given code', async () => {
    const typed = child.parse((await add({ children_code: 'ABC-7' })).body.data);
    expect(typed.children_code).toBe('ABC-7');
    const next = child.parse((await add()).body.data).children_code;
    const ahead = `${today()}${String(numberOf(next) + 1).padStart(4, '0')}`;
    expect((await add({ children_code: ahead })).status).toBe(200);
    expect(numberOf(child.parse((await add()).body.data).children_code)).toBe(numberOf(ahead) + 1);
  });

  it('refuses a typed code already in use with a translated message, storing nothing', async () => {
    const taken = child.parse((await add()).body.data).children_code;
    const before = await codesOf(doctor.institutionId);
    const zh = await add({ children_code: taken });
    expect([zh.status, zh.body]).toEqual([409, { code: 620, success: false, data: null, message: `儿童编号已被使用：${taken}` }]);
    await setLocale(api.app, doctor.token, 'en');
    const en = await add({ children_code: ` ${taken} ` });
    expect([en.status, en.body.message]).toEqual([409, `The child code is already in use: ${taken}`]);
    await setLocale(api.app, doctor.token, 'zh');
    expect((await codesOf(doctor.institutionId)).sort()).toEqual(before.sort());
  });
});
