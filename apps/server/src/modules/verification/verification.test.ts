/**
 * Phone and e-mail codes through the API, with recording senders in place of the SMS and mail
 * services (the adapters have their own tests against local servers).
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@portal/shared';
import { verificationCodes } from './schema';
import type { EmailMessage } from '../../providers/email/sender';
import { ProviderError, type SmsMessage } from '../../providers/sms/sender';
import { ReviewSpeechScorer } from '../../providers/speech/review';
import { call, loginAs, setLocale, useApi, type CallOptions } from '../../../test/harness';
import { childIdOf, newTest } from '../testing/test-support';

const api = useApi({ env: { VERIFICATION_CODE_SECRET: 'test-only-verification-secret' } });
const sms: SmsMessage[] = [];
const mails: EmailMessage[] = [];
let failNext = false;
let doctor: UserInfo;
/** Messages follow a logged-in user's own language: teacher reads English. */
let english: UserInfo;

beforeAll(async () => {
  api.ctx.providers = {
    speech: new ReviewSpeechScorer(),
    sms: {
      name: 'recording',
      async send(message) {
        sms.push(message);
        if (failNext) {
          failNext = false;
          throw new ProviderError('recording', 'refused for the test');
        }
      },
    },
    email: {
      name: 'recording',
      async send(message) {
        mails.push(message);
      },
    },
  };
  doctor = await loginAs(api.app, 'doctor');
  english = await loginAs(api.app, 'teacher');
  await setLocale(api.app, english.token, 'en');
});
beforeEach(() => {
  failNext = false;
});

let address = 0;
/** Each test from its own client address, so the per-address limit of one never reaches another. */
const nextAddress = () => `10.20.${Math.floor(++address / 200)}.${address % 200}`;
const post = (url: string, body: unknown, options: CallOptions = {}) => call(api.app, url, { body, token: doctor.token, ...options });
const rowsOf = (target: string) => api.db.orm.select().from(verificationCodes).where(eq(verificationCodes.target, target)).orderBy(verificationCodes.createdAt);
const PHONE_SEND = '/api/general/phone/send';
const PHONE_CHECK = '/api/general/phone/verification';
const EMAIL_SEND = '/api/general/email/send';
const EMAIL_CHECK = '/api/general/code/verification';

describe('phone codes', () => {
  it('sends six random digits, tells the page the length and both waits, and stores only an HMAC of the code', async () => {
    const from = nextAddress();
    const res = await post(PHONE_SEND, { phone: '13800000001', code: '86' }, { remoteAddress: from });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ len: 6, ttl: 60, failure_ttl: 300 });
    const sent = sms.at(-1)!;
    expect(sent).toMatchObject({ phone: '13800000001', areaCode: '86', ttlMinutes: 5 });
    expect(sent.code).toMatch(/^\d{6}$/);
    const [row] = await rowsOf('86-13800000001');
    expect(row).toMatchObject({ channel: 'phone', requester: from, institutionId: doctor.institutionId, attempts: 0, verifiedAt: null });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(sent.code);
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000).toBeCloseTo(300, 0);
  });

  it('verifies the code once (area code and number joined by a hyphen); a second use is refused as expired', async () => {
    await post(PHONE_SEND, { phone: '13800000002' }, { remoteAddress: nextAddress() });
    const code = sms.at(-1)!.code;
    const res = await post(PHONE_CHECK, { phone: '13800000002', code, phone_select_code: '86-13800000002' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ verified: true });
    const [row] = await rowsOf('86-13800000002');
    expect(row!.verifiedAt).not.toBeNull();
    const again = await post(PHONE_CHECK, { phone: '13800000002', code, phone_select_code: '86-13800000002' });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: 732, message: '验证码已过期，请重新获取' });
  });

  it('counts wrong codes: 731 until the fifth, which ends the code (733), and then even the right code is refused', async () => {
    await post(PHONE_SEND, { phone: '13800000003' }, { remoteAddress: nextAddress() });
    const code = sms.at(-1)!.code;
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await post(PHONE_CHECK, { phone: '13800000003', code: wrong });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 731, message: '验证码不正确' });
    }
    const fifth = await post(PHONE_CHECK, { phone: '13800000003', code: wrong });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ code: 733, message: '验证码错误次数过多，请重新获取' });
    expect((await post(PHONE_CHECK, { phone: '13800000003', code })).body.code).toBe(733);
    const [row] = await rowsOf('86-13800000003');
    expect(row!.attempts).toBe(5);
    expect(row!.verifiedAt).toBeNull();
  });

  it('refuses an expired code with 732', async () => {
    await post(PHONE_SEND, { phone: '13800000004' }, { remoteAddress: nextAddress() });
    const code = sms.at(-1)!.code;
    await api.db.orm
      .update(verificationCodes)
      .set({ createdAt: sql`now() - interval '6 minutes'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verificationCodes.target, '86-13800000004'));
    const res = await post(PHONE_CHECK, { phone: '13800000004', code });
    expect(res.body).toMatchObject({ code: 732, message: '验证码已过期，请重新获取' });
  });

  it('checks only the newest code of the number', async () => {
    const from = nextAddress();
    await post(PHONE_SEND, { phone: '13800000005' }, { remoteAddress: from });
    const first = sms.at(-1)!.code;
    await api.db.orm.update(verificationCodes).set({ createdAt: sql`now() - interval '61 seconds'` }).where(eq(verificationCodes.target, '86-13800000005'));
    await post(PHONE_SEND, { phone: '13800000005' }, { remoteAddress: from });
    const second = sms.at(-1)!.code;
    if (first !== second) expect((await post(PHONE_CHECK, { phone: '13800000005', code: first })).body.code).toBe(731);
    expect((await post(PHONE_CHECK, { phone: '13800000005', code: second })).body.code).toBe(200);
  });

  it('answers 734 when the SMS service fails, leaves that code unusable, and lets the caller retry at once', async () => {
    const from = nextAddress();
    failNext = true;
    const failed = await post(PHONE_SEND, { phone: '13800000006' }, { remoteAddress: from, token: english.token });
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ code: 734, message: 'The verification code could not be sent; please try again later' });
    const deadCode = sms.at(-1)!.code;
    const [dead] = await rowsOf('86-13800000006');
    expect(dead!.expiresAt.getTime()).toBe(dead!.createdAt.getTime());
    expect((await post(PHONE_CHECK, { phone: '13800000006', code: deadCode })).body.code).toBe(732);
    const retry = await post(PHONE_SEND, { phone: '13800000006' }, { remoteAddress: from });
    expect(retry.status).toBe(200);
    expect((await post(PHONE_CHECK, { phone: '13800000006', code: sms.at(-1)!.code })).body.code).toBe(200);
  });

  it('keeps the area code part of the number: a code sent to +852 does not verify +86', async () => {
    await post(PHONE_SEND, { phone: '13800000007', code: '852' }, { remoteAddress: nextAddress() });
    const sent = sms.at(-1)!;
    expect(sent.areaCode).toBe('852');
    expect((await post(PHONE_CHECK, { phone: '13800000007', code: sent.code, phone_select_code: '86-13800000007' })).body.code).toBe(732);
    expect((await post(PHONE_CHECK, { phone: '13800000007', code: sent.code, phone_select_code: '852-13800000007' })).body.code).toBe(200);
  });
});

describe('e-mail codes', () => {
  it('sends the code in the caller’s language and verifies it whatever the address’s letter case', async () => {
    const en = english;
    const res = await post(EMAIL_SEND, { email: 'Parent.One@Example.com' }, { token: en.token, remoteAddress: nextAddress() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ len: 6, ttl: 60, failure_ttl: 300 });
    const mail = mails.at(-1)!;
    expect(mail.to).toBe('Parent.One@Example.com');
    expect(mail.subject).toBe('Your verification code');
    const code = /is (\d{6})\./.exec(mail.text)![1]!;
    expect(mail.html).toContain(code);
    expect((await rowsOf('parent.one@example.com')).map((r) => r.channel)).toEqual(['email']);
    const check = await post(EMAIL_CHECK, { email: 'parent.one@example.com', code }, { token: en.token });
    expect(check.body).toMatchObject({ code: 200, data: { verified: true } });
  });

  it('writes the e-mail in Chinese for a Chinese-speaking user', async () => {
    await post(EMAIL_SEND, { email: 'zh-parent@example.com' }, { remoteAddress: nextAddress() });
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('您的验证码');
    expect(mail.text).toMatch(/^您的验证码是 \d{6}，5 分钟内有效/);
  });
});

describe('who may ask', () => {
  it('refuses a caller with neither a login nor a temporary session (306), storing nothing', async () => {
    const res = await call(api.app, PHONE_SEND, { body: { phone: '13800000010' } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(306);
    const bogus = await call(api.app, PHONE_SEND, { body: { phone: '13800000010' }, headers: { temtoken: 'not-a-real-temporary-token' } });
    expect(bogus.body.code).toBe(306);
    expect(await rowsOf('86-13800000010')).toEqual([]);
  });

  it('serves a parent with a temporary session: the code belongs to the institution of the parent’s test', async () => {
    const testId = await newTest(api.app, doctor.token, 'Dream-IT', await childIdOf(api.db, doctor.institutionId, 'XY0006'));
    const link = await call(api.app, '/api/base/dreamit/v2/temporary', { token: doctor.token, query: { _id: testId } });
    const session = await call(api.app, '/api/base/temporary/verification', { query: { tem_token: link.body.data.token } });
    const tem = session.body.data.tem_token as string;
    const asParent = { token: undefined, headers: { temtoken: tem }, lang: 'en' as const };
    const res = await post(PHONE_SEND, { phone: '13800000011' }, { ...asParent, remoteAddress: nextAddress() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await rowsOf('86-13800000011');
    expect(row!.institutionId).toBe(doctor.institutionId);
    expect((await post(PHONE_CHECK, { phone: '13800000011', code: sms.at(-1)!.code }, asParent)).body.code).toBe(200);
    await post(EMAIL_SEND, { email: 'phone-parent@example.com' }, { ...asParent, remoteAddress: nextAddress() });
    expect(mails.at(-1)!.subject).toBe('Your verification code');
  });

  it('does not verify a code another institution asked for', async () => {
    await post(PHONE_SEND, { phone: '13800000012' }, { remoteAddress: nextAddress() });
    const code = sms.at(-1)!.code;
    const admin = await loginAs(api.app, 'admin');
    const other = admin.role_list.find((r) => r.institutionId !== doctor.institutionId)!;
    const switched = await call(api.app, '/api/base/user/edit', { method: 'PUT', token: admin.token, body: { institutionId: other.institutionId, roleId: other._id } });
    expect(switched.status).toBe(200);
    expect((await post(PHONE_CHECK, { phone: '13800000012', code }, { token: admin.token })).body.code).toBe(732);
    expect((await post(PHONE_CHECK, { phone: '13800000012', code })).body.code).toBe(200);
  });
});

describe('bad input', () => {
  it('answers the shared phone and e-mail messages (735, 736) in the caller’s language and stores nothing', async () => {
    const before = (await api.db.orm.select({ n: sql<number>`count(*)::int` }).from(verificationCodes))[0]!.n;
    const badPhone = await post(PHONE_SEND, { phone: '12345' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toMatchObject({ code: 735, message: '请输入正确的手机号', success: false });
    expect((await post(PHONE_SEND, { phone: '13800000020', code: '86a' }, { token: english.token })).body).toMatchObject({ code: 735, message: 'Enter a correct phone number' });
    expect((await post(PHONE_CHECK, { phone: '23800000020', code: '123456' })).body.code).toBe(735);
    expect((await post(PHONE_CHECK, { phone: '13800000020', code: '123456', phone_select_code: '86-13900000000' })).body.code).toBe(735);
    const badEmail = await post(EMAIL_SEND, { email: 'not-an-address' }, { token: english.token });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({ code: 736, message: 'Enter a correct e-mail address' });
    expect((await post(EMAIL_SEND, { email: `${'a'.repeat(250)}@x.cn` })).body.code).toBe(736);
    expect((await post(EMAIL_CHECK, { email: 'a@b', code: '123456' })).body.code).toBe(736);
    const after = (await api.db.orm.select({ n: sql<number>`count(*)::int` }).from(verificationCodes))[0]!.n;
    expect(after).toBe(before);
  });

  it('answers 731 to a malformed code without counting it as a try', async () => {
    await post(PHONE_SEND, { phone: '13800000021' }, { remoteAddress: nextAddress() });
    for (const code of ['abc', '12', '1'.repeat(9), 123456]) {
      const res = await post(PHONE_CHECK, { phone: '13800000021', code });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(731);
    }
    expect((await rowsOf('86-13800000021'))[0]!.attempts).toBe(0);
  });

  it('answers other mistakes (unknown fields, no body, wrong types) with a 400, never a 500', async () => {
    const unknown = await post(PHONE_SEND, { phone: '13800000022', extra: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(400);
    expect((await call(api.app, EMAIL_SEND, { method: 'POST', token: doctor.token })).status).toBe(400);
    expect((await post(EMAIL_CHECK, [1, 2])).status).toBe(400);
    expect((await post(PHONE_SEND, { phone: 13800000022 })).body.code).toBe(735);
    expect(await rowsOf('86-13800000022')).toEqual([]);
  });
});
