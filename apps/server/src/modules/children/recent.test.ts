/**
 * GET /api/base/children/list?sort=recent, the create-test picker's first page: the children most
 * recently added or given a test first, with or without a name typed, the institution's only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { child, isoDate, type Child, type UserInfo } from '@portal/shared';
import { CHILD_SEEDS } from './seed';
import { call, loginAs, useApi } from '../../../test/harness';

const api = useApi();
const LIST = '/api/base/children/list';
let doctor: UserInfo;

beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
});

async function recent(query: Record<string, string> = {}): Promise<Child[]> {
  const res = await call(api.app, LIST, { token: doctor.token, query: { sort: 'recent', pageSize: '50', ...query } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return child.array().parse(res.body.data);
}
const codesOf = (list: Child[]) => list.map((c) => c.children_code);
const idOf = async (code: string) => (await recent()).find((c) => c.children_code === code)!._id;
const testFor = (children_id: string) => call(api.app, '/api/base/tests/create', { token: doctor.token, body: { tools_type: 'Dream-IT', children_id } });

describe('the children list, most recent first', () => {
  it('puts a child given a test first, then a child just added above it', async () => {
    const ownCodes = new Set(CHILD_SEEDS.filter((c) => c.institution === 'A').map((c) => c.code));
    const before = await recent();
    // Only the caller's institution.
    expect(codesOf(before).every((code) => ownCodes.has(code))).toBe(true);
    const oldest = codesOf(before).at(-1)!;
    expect((await testFor(await idOf(oldest))).status).toBe(200);
    expect(codesOf(await recent())[0]).toBe(oldest);
    // The default order (newest added first) is unchanged by a test.
    const plain = await call(api.app, LIST, { token: doctor.token, query: { pageSize: '50' } });
    expect(codesOf(child.array().parse(plain.body.data))[0]).not.toBe(oldest);

    const added = await call(api.app, '/api/base/children/add', { token: doctor.token, body: { name: '最新的孩子', gender: 'male', birthday: isoDate(new Date(Date.now() - 400 * 86_400_000)) } });
    expect(added.status).toBe(200);
    expect(codesOf(await recent()).slice(0, 2)).toEqual([added.body.data.children_code, oldest]);
  });

  it('orders a name search by the same rule, for one character and longer', async () => {
    const list = await recent({ name: '王' });
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((c) => c.name.includes('王'))).toBe(true);
    const last = list.at(-1)!;
    expect((await testFor(last._id)).status).toBe(200);
    expect((await recent({ name: '王' }))[0]!.children_code).toBe(last.children_code);
    expect(codesOf(await recent({ name: last.name }))[0]).toBe(last.children_code);
  });
});
