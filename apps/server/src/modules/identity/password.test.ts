import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from './schema';
import { newToken, tokenHash } from '../auth/session';
import { PASSWORDS, call, loginAs, loginBody, setLocale, sha256Hex, useApi } from '../../../test/harness';

const api = useApi();
const CHANGE = '/api/base/user/change/pwd';

async function row(username: string) {
  const [r] = await api.db.orm.select().from(users).where(eq(users.username, username));
  return r!;
}

const body = (oldPassword: string, newPassword: string, confirm = newPassword) => ({
  old_password: sha256Hex(oldPassword),
  new_password: newPassword,
  confirm_password: confirm,
});

describe('POST /api/base/user/change/pwd', () => {
  it('refuses a wrong current password (317), a weak new one (319), a mismatch (320) and the same one (318), changing nothing', async () => {
    const login = await loginAs(api.app, 'teacher');
    const before = await row('teacher');
    const cases: Array<[ReturnType<typeof body>, number, string, string]> = [
      [body('Wrong@12345', 'Better@12345'), 317, 'The current password is incorrect', '当前密码不正确'],
      [body(PASSWORDS.teacher, 'weakpass'), 319, 'The password must be 8 to 32 characters with an uppercase letter, a lowercase letter, a digit and a special character', '密码须为8至32位，且包含大写字母、小写字母、数字和特殊字符'],
      [body(PASSWORDS.teacher, 'Better@12345', 'Better@123456'), 320, 'The two passwords do not match', '两次输入的密码不一致'],
      [body(PASSWORDS.teacher, PASSWORDS.teacher), 318, 'The new password must differ from the current one', '新密码不能与当前密码相同'],
    ];
    for (const [payload, code, en, zh] of cases) {
      const resZh = await call(api.app, CHANGE, { token: login.token, body: payload });
      expect(resZh.status).toBe(400);
      expect(resZh.body).toEqual({ code, success: false, data: null, message: zh });
      await setLocale(api.app, login.token, 'en');
      expect((await call(api.app, CHANGE, { token: login.token, body: payload })).body.message).toBe(en);
      await setLocale(api.app, login.token, 'zh');
    }
    expect(await row('teacher')).toEqual(before);
  });

  it.each([
    ['too short', 'Ab@1234'],
    ['too long', `Ab@1${'x'.repeat(29)}`],
    ['no uppercase', 'better@12345'],
    ['no lowercase', 'BETTER@12345'],
    ['no digit', 'Better@abcde'],
    ['no special character', 'Better12345'],
    ['a space', 'Better@ 12345'],
  ])('applies the password rule: %s is refused', async (_label, weak) => {
    const login = await loginAs(api.app, 'teacher');
    const res = await call(api.app, CHANGE, { token: login.token, body: body(PASSWORDS.teacher, weak) });
    expect(res.body.code).toBe(319);
  });

  it('validates the shape: a plain-text old password and missing fields are 400s', async () => {
    const login = await loginAs(api.app, 'teacher');
    const payload = { old_password: PASSWORDS.teacher, new_password: '' };
    const res = await call(api.app, CHANGE, { token: login.token, body: payload });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('输入有误：confirm_password（必填）、new_password（不能为空）、old_password（格式不正确）');
    await setLocale(api.app, login.token, 'en');
    const en = await call(api.app, CHANGE, { token: login.token, body: payload });
    expect(en.body.message).toBe('Invalid input: confirm_password (required), new_password (must not be empty), old_password (wrong format)');
    await setLocale(api.app, login.token, 'zh');
  });

  it('stores the new password, clears the 316 warning, keeps this session and ends the others', async () => {
    const current = await loginAs(api.app, 'newstaff');
    // A second live session (another device) cannot come from login, which keeps one per account.
    const other = { token: newToken() };
    await api.db.orm.insert(sessions).values({ tokenHash: tokenHash(other.token), userId: current._id, expiresAt: new Date(Date.now() + 3600_000) });
    expect((await call(api.app, '/api/base/user/realodToken', { method: 'POST', token: other.token })).status).toBe(200);
    expect((await call(api.app, '/api/base/user/realodToken', { method: 'POST', token: current.token })).body.warn_code).toBe(316);

    const res = await call(api.app, CHANGE, { token: current.token, body: body(PASSWORDS.newstaff, 'Fresh#Start2024') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, success: true, data: null, message: '操作成功' });

    const after = await row('newstaff');
    expect(after.mustChangePassword).toBe(false);
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    const reload = await call(api.app, '/api/base/user/realodToken', { method: 'POST', token: current.token });
    expect(reload.status).toBe(200);
    expect(reload.body).not.toHaveProperty('warn_code');
    expect((await call(api.app, '/api/base/user/realodToken', { method: 'POST', token: other.token })).body.code).toBe(306);

    expect((await call(api.app, '/api/base/user/login', { body: loginBody('newstaff', PASSWORDS.newstaff, true), remoteAddress: '10.9.0.1' })).body.code).toBe(300);
    expect((await call(api.app, '/api/base/user/login', { body: loginBody('newstaff', 'Fresh#Start2024', true) })).body.code).toBe(200);
  });

  it('answers 306 without a session', async () => {
    expect((await call(api.app, CHANGE, { body: body('a', 'b') })).body.code).toBe(306);
  });
});
