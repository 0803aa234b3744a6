import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../http/client';
import { verificationApi } from './api';
import { createVerificationController, type VerificationApi } from './controller';
import { sendLabel, statusLine } from './texts';

function fakeApi(options: { ttl?: number; len?: number; goodCode?: string; sendError?: Error } = {}) {
  const calls: string[] = [];
  const api: VerificationApi = {
    async send(kind, target) {
      calls.push(`send ${kind} ${target}`);
      if (options.sendError) throw options.sendError;
      return { len: options.len ?? 6, ttl: options.ttl ?? 60 };
    },
    async verify(kind, target, code) {
      calls.push(`verify ${kind} ${target} ${code}`);
      if (code !== (options.goodCode ?? '123456')) throw new Error('验证码不正确');
    },
  };
  return { api, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('verification code flow', () => {
  it('keeps send disabled until the phone is 11 digits starting 1[3-9]', async () => {
    const { api, calls } = fakeApi();
    const c = createVerificationController('phone', api);
    for (const bad of ['', '1381234567', '12812345678', '138123456789', '1381234567a']) {
      c.setTarget(bad);
      expect(c.canSend()).toBe(false);
      await c.send();
    }
    expect(calls).toEqual([]);
    expect(statusLine(c.getState(), 'en')).toEqual({ tone: 'error', text: 'Enter a correct phone number' });
    c.setTarget('13812345678');
    expect(c.canSend()).toBe(true);
    expect(statusLine(c.getState(), 'zh')).toBeNull();
  });

  it('checks e-mail addresses with the e-mail pattern', () => {
    const c = createVerificationController('email', fakeApi().api);
    c.setTarget('a@b');
    expect(c.canSend()).toBe(false);
    expect(statusLine(c.getState(), 'zh')?.text).toBe('请输入正确的邮箱地址');
    c.setTarget('parent@example.com');
    expect(c.canSend()).toBe(true);
  });

  it('counts the resend wait down from ttl each second, send disabled meanwhile', async () => {
    const { api, calls } = fakeApi({ ttl: 3 });
    const c = createVerificationController('phone', api, '13812345678');
    await c.send();
    expect(c.getState()).toMatchObject({ status: 'sent', countdown: 3, len: 6 });
    expect(sendLabel(c.getState(), 'zh')).toBe('3 秒后重发');
    expect(c.canSend()).toBe(false);
    await c.send();
    vi.advanceTimersByTime(1000);
    expect(sendLabel(c.getState(), 'en')).toBe('Resend in 2 s');
    vi.advanceTimersByTime(2000);
    expect(c.getState().countdown).toBe(0);
    expect(sendLabel(c.getState(), 'en')).toBe('Get code');
    expect(c.canSend()).toBe(true);
    expect(calls).toEqual(['send phone 13812345678']);
  });

  it('verifies by itself once the typed code reaches the returned length: warning, then cleared', async () => {
    const { api, calls } = fakeApi({ len: 4, goodCode: '4321' });
    const c = createVerificationController('phone', api, '13812345678');
    await c.send();
    c.setCode('43');
    expect(calls).toHaveLength(1);
    c.setCode('4-3 2 1 9');
    expect(c.getState().code).toBe('4321');
    expect(c.getState().status).toBe('verifying');
    expect(statusLine(c.getState(), 'zh')).toEqual({ tone: 'warning', text: '验证中…' });
    await vi.waitFor(() => expect(c.getState().status).toBe('verified'));
    expect(calls.at(-1)).toBe('verify phone 13812345678 4321');
    expect(statusLine(c.getState(), 'en')).toEqual({ tone: 'success', text: 'Verified' });
  });

  it('shows the server message on a wrong code, and a new number starts over', async () => {
    const { api } = fakeApi({ len: 6 });
    const c = createVerificationController('phone', api, '13812345678');
    await c.send();
    c.setCode('000000');
    await vi.waitFor(() => expect(c.getState().status).toBe('error'));
    expect(statusLine(c.getState(), 'zh')).toEqual({ tone: 'error', text: '验证码不正确' });
    c.setTarget('13912345678');
    expect(c.getState()).toMatchObject({ status: 'idle', code: '', len: null, error: null });
    c.setCode('123456');
    expect(c.getState().status).toBe('idle');
  });

  it('a refused send shows the message and leaves send enabled', async () => {
    const c = createVerificationController('email', fakeApi({ sendError: new Error('Sent too often; please try again in 30 seconds') }).api, 'p@example.com');
    await c.send();
    expect(c.getState()).toMatchObject({ status: 'error', countdown: 0 });
    expect(statusLine(c.getState(), 'en')?.text).toBe('Sent too often; please try again in 30 seconds');
    expect(c.canSend()).toBe(true);
  });

  it('calls the contract paths with the area code and the hyphen-joined phone', async () => {
    vi.useRealTimers();
    const seen: Array<{ url: string; body: unknown }> = [];
    const client = createClient({
      fetch: async (url, init) => {
        seen.push({ url: new URL(url).pathname, body: JSON.parse(String(init.body)) });
        const data = url.includes('/send') ? { len: 6, ttl: 60, failure_ttl: 300 } : { verified: true };
        return new Response(JSON.stringify({ code: 200, success: true, data }));
      },
      storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
      showError: () => undefined,
      showWarning: () => undefined,
      onForcedLogout: () => undefined,
      baseUrl: 'http://tool.test',
    });
    const api = verificationApi(client.request);
    expect(await api.send('phone', '13812345678')).toMatchObject({ len: 6, ttl: 60 });
    await api.verify('phone', '13812345678', '123456');
    await api.send('email', 'p@example.com');
    await api.verify('email', 'p@example.com', '654321');
    expect(seen).toEqual([
      { url: '/api/general/phone/send', body: { phone: '13812345678', code: '86' } },
      { url: '/api/general/phone/verification', body: { phone: '13812345678', code: '123456', phone_select_code: '86-13812345678' } },
      { url: '/api/general/email/send', body: { email: 'p@example.com' } },
      { url: '/api/general/code/verification', body: { email: 'p@example.com', code: '654321' } },
    ]);
  });
});
