import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userInfo } from '@portal/shared';
import { loginFailures, sessions, users } from './schema';
import { PASSWORDS, call, loginBody, useApi } from '../../../test/harness';

const api = useApi();
const LOGIN = '/api/base/user/login';

async function sessionCount(username: string) {
  const [row] = await api.db.orm
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.username, username));
  return row!.n;
}

describe('POST /api/base/user/login', () => {
  it('returns the login info with a token, both institutions and every role of a multi-identity user', async () => {
    const res = await call(api.app, LOGIN, { body: loginBody('doctor', PASSWORDS.doctor) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true, message: '操作成功' });
    const data = userInfo.parse(res.body.data);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data).toMatchObject({ username: 'doctor', nickname: '王医生', locale_type: 'zh', from_institution_name: '星语儿童发展中心', from_role_mame: '评估师' });
    expect(data.institution_list.map((i) => i.nameEn)).toEqual(['Starlight Child Development Centre', 'Morning Light Speech Clinic']);
    expect(data.role_list.map((r) => r.nameEn)).toEqual(['Institution administrator', 'Clinician', 'Clinician']);
    expect(data.institution.split(',')).toEqual(data.institution_list.map((i) => i._id));
    expect(data.role.split(',')).toEqual(data.role_list.map((r) => r._id));
    expect(data.role_list.find((r) => r._id === data.roleId)?.institutionId).toBe(data.institutionId);
  });

  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const data = await call(api.app, LOGIN, { body: loginBody('teacher', PASSWORDS.teacher) }).then((r) => r.body.data as { token: string });
    const rows = await api.db.orm.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.tokenHash === data.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('answers 300 with the same message for a wrong password and for an unknown user, in zh and en', async () => {
    const wrong = await call(api.app, LOGIN, { body: loginBody('admin', 'Wrong@12345'), remoteAddress: '10.0.0.1' });
    const unknown = await call(api.app, LOGIN, { body: loginBody('nobody', 'Wrong@12345'), remoteAddress: '10.0.0.1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 300, success: false, data: null, message: '用户名或密码错误' });
    expect(unknown.body).toEqual(wrong.body);
    const en = await call(api.app, LOGIN, { body: loginBody('nobody', 'Wrong@12345'), lang: 'en', remoteAddress: '10.0.0.1' });
    expect(en.body.message).toBe('Incorrect username or password');
  });

  it('spends argon2 time on unknown users too, so timing does not reveal which usernames exist', async () => {
    const time = async (username: string) => {
      const start = performance.now();
      await call(api.app, LOGIN, { body: loginBody(username, 'Wrong@12345'), remoteAddress: '10.0.0.2' });
      return performance.now() - start;
    };
    const unknown = await time('no-such-user');
    const known = await time('teacher');
    expect(unknown).toBeGreaterThan(known / 4);
  });

  it('rejects missing and malformed fields with a 400 naming them, translated, and creates no session', async () => {
    const before = await sessionCount('admin');
    const en = await call(api.app, LOGIN, { body: { password: 'not-a-digest' }, lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.body).toEqual({ code: 400, success: false, data: null, message: 'Invalid input: password (wrong format), username (required)' });
    const zh = await call(api.app, LOGIN, { body: { password: 'not-a-digest' }, lang: 'zh' });
    expect(zh.body.message).toBe('输入有误：password（格式不正确）、username（必填）');
    const types = await call(api.app, LOGIN, { body: { username: 42, password: sha256('x'), relogin: 'yes' }, lang: 'en' });
    expect(types.body.message).toBe('Invalid input: relogin (must be true or false), username (must be text)');
    expect(await sessionCount('admin')).toBe(before);
  });

  it('answers 310 (HTTP 409) when the account already has a live session and relogin is not set', async () => {
    const first = await call(api.app, LOGIN, { body: loginBody('admin', PASSWORDS.admin, true) });
    expect(first.status).toBe(200);
    const before = await sessionCount('admin');
    const second = await call(api.app, LOGIN, { body: loginBody('admin', PASSWORDS.admin), lang: 'en' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 310, success: false, message: 'This account is logged in elsewhere. Log in again here?' });
    expect(await sessionCount('admin')).toBe(before);
    const oldToken = (first.body.data as { token: string }).token;
    expect((await call(api.app, '/api/base/user/realodToken', { method: 'POST', token: oldToken })).status).toBe(200);
  });

  it('with relogin:true ends the other live sessions as superseded and issues a new token', async () => {
    const first = (await call(api.app, LOGIN, { body: loginBody('admin', PASSWORDS.admin, true) })).body.data as { token: string };
    const second = await call(api.app, LOGIN, { body: loginBody('admin', PASSWORDS.admin, true) });
    expect(second.status).toBe(200);
    const token = (second.body.data as { token: string }).token;
    expect(token).not.toBe(first.token);
    const old = await call(api.app, '/api/base/user/realodToken', { method: 'POST', token: first.token, lang: 'en' });
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ code: 310, message: 'This account was logged in elsewhere; you have been logged out' });
    expect((await call(api.app, '/api/base/user/realodToken', { method: 'POST', token })).status).toBe(200);
  });

  it('lets only one of two simultaneous first logins through without relogin', async () => {
    const results = await Promise.all([1, 2].map(() => call(api.app, LOGIN, { body: loginBody('newstaff', PASSWORDS.newstaff) })));
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 310]);
  });

  it('refuses a disabled account with 301 after checking the password', async () => {
    await api.db.orm.update(users).set({ disabled: true }).where(eq(users.username, 'teacher'));
    try {
      const res = await call(api.app, LOGIN, { body: loginBody('teacher', PASSWORDS.teacher, true), lang: 'en' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(301);
      const wrong = await call(api.app, LOGIN, { body: loginBody('teacher', 'Wrong@12345'), remoteAddress: '10.0.0.3' });
      expect(wrong.body.code).toBe(300);
    } finally {
      await api.db.orm.update(users).set({ disabled: false }).where(eq(users.username, 'teacher'));
    }
  });
});

describe('login rate limiting', () => {
  it('blocks an account with 305 (HTTP 429) after the failure limit, without checking the password', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call(api.app, LOGIN, { body: loginBody('Doctor', 'Wrong@12345'), remoteAddress: `10.1.0.${i}` });
      expect(res.body.code).toBe(300);
    }
    const blocked = await call(api.app, LOGIN, { body: loginBody('doctor', PASSWORDS.doctor, true), remoteAddress: '10.1.1.1', lang: 'en' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 305, success: false });
    expect(blocked.body.message).toMatch(/^Too many attempts; please try again in (1[0-5]|[1-9]) minutes$/);
    const zh = await call(api.app, LOGIN, { body: loginBody('doctor', PASSWORDS.doctor, true), remoteAddress: '10.1.1.1' });
    expect(zh.body.message).toMatch(/^尝试次数过多，请 \d+ 分钟后再试$/);
    // Other accounts are unaffected.
    expect((await call(api.app, LOGIN, { body: loginBody('teacher', PASSWORDS.teacher, true), remoteAddress: '10.1.1.1' })).body.code).toBe(200);
  });

  it('lets the account in again once its failures leave the window', async () => {
    await api.db.orm.update(loginFailures).set({ createdAt: sql`now() - interval '16 minutes'` }).where(eq(loginFailures.username, 'doctor'));
    const res = await call(api.app, LOGIN, { body: loginBody('doctor', PASSWORDS.doctor, true), remoteAddress: '10.1.1.2' });
    expect(res.body.code).toBe(200);
  });

  it('clears the account’s failures on a successful login', async () => {
    for (let i = 0; i < 4; i++) await call(api.app, LOGIN, { body: loginBody('teacher', 'Wrong@12345'), remoteAddress: '10.2.0.1' });
    expect((await call(api.app, LOGIN, { body: loginBody('teacher', PASSWORDS.teacher, true), remoteAddress: '10.2.0.2' })).body.code).toBe(200);
    const rows = await api.db.orm.select().from(loginFailures).where(eq(loginFailures.username, 'teacher'));
    expect(rows).toEqual([]);
    for (let i = 0; i < 4; i++) await call(api.app, LOGIN, { body: loginBody('teacher', 'Wrong@12345'), remoteAddress: '10.2.0.3' });
    expect((await call(api.app, LOGIN, { body: loginBody('teacher', PASSWORDS.teacher, true), remoteAddress: '10.2.0.4' })).body.code).toBe(200);
  });

  it('blocks a client address after its failure limit across many usernames', async () => {
    const app = await api.appWith({ LOGIN_MAX_FAILURES_ADDRESS: '3' });
    for (const name of ['u1', 'u2', 'u3']) {
      expect((await call(app, LOGIN, { body: loginBody(name, 'Wrong@12345'), remoteAddress: '10.3.0.9' })).body.code).toBe(300);
    }
    const blocked = await call(app, LOGIN, { body: loginBody('admin', PASSWORDS.admin, true), remoteAddress: '10.3.0.9' });
    expect(blocked.body.code).toBe(305);
    const elsewhere = await call(app, LOGIN, { body: loginBody('admin', PASSWORDS.admin, true), remoteAddress: '10.3.0.10' });
    expect(elsewhere.body.code).toBe(200);
  });

  it('takes the client address from X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const proxied = await api.appWith({ TRUST_PROXY: 'true', LOGIN_MAX_FAILURES_ADDRESS: '2' });
    const direct = await api.appWith({ LOGIN_MAX_FAILURES_ADDRESS: '2' });
    const attempt = (app: typeof proxied, forwarded: string, password = 'Wrong@12345') =>
      call(app, LOGIN, { body: loginBody('teacher', password, true), remoteAddress: '10.4.0.1', headers: { 'x-forwarded-for': forwarded } });
    await attempt(proxied, '203.0.113.5');
    await attempt(proxied, '203.0.113.5');
    expect((await attempt(proxied, '203.0.113.5', PASSWORDS.teacher)).body.code).toBe(305);
    expect((await attempt(proxied, '203.0.113.6', PASSWORDS.teacher)).body.code).toBe(200);
    // Without TRUST_PROXY the header is ignored: every attempt counts against the proxy's address.
    await attempt(direct, '198.51.100.1');
    await attempt(direct, '198.51.100.2');
    expect((await attempt(direct, '198.51.100.3', PASSWORDS.teacher)).body.code).toBe(305);
  });
});

function sha256(text: string) {
  return loginBody('x', text).password;
}
