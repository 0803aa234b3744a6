import { describe, expect, it } from 'vitest';
import { IDENTITY_CALLS, STAFF_CALLS } from '@portal/shared';
import { call, loginAs, useApi } from '../../../test/harness';
import { users } from './schema';

const api = useApi();

/** Every string anywhere in an answer body. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push(key);
      stringsOf(item, out);
    }
  }
  return out;
}

describe('answers about users carry no password hash', () => {
  it('login, user info, token reload and the users list show no stored hash and no password field', async () => {
    const hashes = (await api.db.orm.select({ hash: users.passwordHash }).from(users)).map((row) => row.hash);
    expect(hashes.length).toBeGreaterThan(3);
    const admin = await loginAs(api.app, 'admin');
    const answers = [
      await call(api.app, IDENTITY_CALLS.info.path, { token: admin.token, query: { _id: admin._id } }),
      await call(api.app, IDENTITY_CALLS.reloadToken.path, { method: 'POST', token: admin.token }),
      await call(api.app, STAFF_CALLS.list.path, { token: admin.token, query: { pageSize: '100' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const strings = [...stringsOf(admin), ...answers.flatMap((a) => stringsOf(a.body))];
    expect(strings.length).toBeGreaterThan(20);
    for (const hash of hashes) expect(strings).not.toContain(hash);
    expect(strings.filter((s) => s.startsWith('$argon2') || /^password(_?hash)?$/i.test(s))).toEqual([]);
  });
});
