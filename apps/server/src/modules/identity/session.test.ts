import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userInfo } from '@portal/shared';
import { sessions } from './schema';
import { tokenHash } from '../auth/session';
import { call, loginAs, useApi } from '../../../test/harness';

const api = useApi();
const RELOAD = '/api/base/user/realodToken';
const reload = (token?: string, lang?: 'zh' | 'en', headers?: Record<string, string>) =>
  call(api.app, RELOAD, { method: 'POST', ...(token === undefined ? {} : { token }), ...(lang ? { lang } : {}), ...(headers ? { headers } : {}) });

describe('POST /api/base/user/realodToken', () => {
  it('returns the session’s login info with the token echoed and no warning', async () => {
    const login = await loginAs(api.app, 'teacher');
    const res = await reload(login.token);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('warn_code');
    const data = userInfo.parse(res.body.data);
    expect(data).toEqual(login);
  });

  it('accepts an empty JSON body, as browsers send with a JSON content type', async () => {
    const login = await loginAs(api.app, 'teacher');
    const res = await call(api.app, RELOAD, { method: 'POST', token: login.token, headers: { 'content-type': 'application/json' }, body: '' });
    expect(res.status).toBe(200);
  });

  it('warns with 316 while the user must change the password', async () => {
    const login = await loginAs(api.app, 'newstaff');
    const zh = await reload(login.token);
    expect(zh.status).toBe(200);
    expect(zh.body).toMatchObject({ code: 200, success: true, warn_code: 316, warn: '为了账号安全，请先修改密码' });
    await call(api.app, '/api/base/user/edit', { method: 'PUT', token: login.token, body: { locale_type: 'en' } });
    const en = await reload(login.token);
    expect(en.body.warn).toBe('For your account’s safety, please change your password first');
    expect(en.body.message).toBe('Operation succeeded');
  });

  it('answers 306 without a token, with an unknown token and with a malformed one', async () => {
    for (const token of [undefined, '', 'unknown-token-of-43-chars-xxxxxxxxxxxxxxxxxx', '!!', 'a'.repeat(5000)]) {
      const res = await reload(token, 'en');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 306, success: false, data: null, message: 'Not logged in or the session is no longer valid; please log in' });
    }
    expect((await reload(undefined, 'zh')).body.message).toBe('未登录或登录已失效，请重新登录');
  });

  it('answers 311 once the session has expired', async () => {
    const login = await loginAs(api.app, 'teacher');
    await api.db.orm.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.tokenHash, tokenHash(login.token)));
    const res = await reload(login.token);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 311, message: '登录已过期，请重新登录' });
  });

  it('answers 310 for a session superseded by a relogin elsewhere', async () => {
    const first = await loginAs(api.app, 'doctor');
    await loginAs(api.app, 'doctor');
    const res = await reload(first.token, 'en');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(310);
  });

  it('speaks the user’s own language over the Accept-Language header', async () => {
    const login = await loginAs(api.app, 'admin');
    await call(api.app, '/api/base/user/edit', { method: 'PUT', token: login.token, body: { locale_type: 'en' } });
    const res = await call(api.app, '/api/base/user/info', { token: login.token, query: { _id: 'nope' }, lang: 'zh' });
    expect(res.body.message).toBe('Not found');
    await call(api.app, '/api/base/user/edit', { method: 'PUT', token: login.token, body: { locale_type: 'zh' } });
  });

  it('accepts a temtoken header alongside the token without changing the answer', async () => {
    const login = await loginAs(api.app, 'teacher');
    const res = await reload(login.token, undefined, { temtoken: 'parent-temporary-token' });
    expect(res.status).toBe(200);
  });
});

describe('POST /api/base/user/loginOut', () => {
  it('ends the session: the token then answers 306, and a new login needs no relogin', async () => {
    const login = await loginAs(api.app, 'teacher');
    const out = await call(api.app, '/api/base/user/loginOut', { method: 'POST', token: login.token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ code: 200, success: true, data: null, message: '操作成功' });
    const [row] = await api.db.orm.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(login.token)));
    expect(row).toMatchObject({ endReason: 'logout' });
    expect(row?.endedAt).toBeInstanceOf(Date);
    expect((await reload(login.token)).body.code).toBe(306);
    expect((await call(api.app, '/api/base/user/loginOut', { method: 'POST', token: login.token })).body.code).toBe(306);
  });

  it('answers 306 without a token', async () => {
    const res = await call(api.app, '/api/base/user/loginOut', { method: 'POST' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(306);
  });
});
