import net from 'node:net';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT, buildApp } from '../app';
import { createDb } from '../db/pool';
import { CHILD_REASONS, REASONS } from '@portal/shared';
import { toAppError } from './errors';
import { describeIssues } from './validation';
import { call, loginBody, testConfig, useApi } from '../../test/harness';

const api = useApi();

async function raw(options: InjectOptions) {
  const res = await api.app.inject(options);
  return { status: res.statusCode, body: res.json() };
}

describe('request errors become clean 4xx envelopes', () => {
  it('answers malformed JSON with 400, in zh by default and en on request', async () => {
    const base = { method: 'POST' as const, url: '/api/base/user/login', headers: { 'content-type': 'application/json' }, payload: '{"username": "admin",' };
    expect(await raw(base)).toEqual({ status: 400, body: { code: 400, success: false, data: null, message: '输入有误：请求体不是有效的 JSON' } });
    const en = await raw({ ...base, headers: { ...base.headers, 'accept-language': 'en-GB' } });
    expect(en.body.message).toBe('Invalid input: the body is not valid JSON');
  });

  it('refuses a JSON body that tries prototype poisoning', async () => {
    const res = await raw({ method: 'POST', url: '/api/base/user/login', headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"admin": true}, "username": "a"}' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });

  it('answers a non-JSON content type with 400', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']) {
      const res = await raw({ method: 'POST', url: '/api/base/user/login', headers: { 'content-type': type, 'accept-language': 'en' }, payload: 'username=admin' });
      expect(res.status, type).toBe(400);
      expect(res.body.message).toBe('Invalid input: unsupported Content-Type; send application/json');
    }
  });

  it('answers a missing body where one is required with a 400 naming it', async () => {
    const res = await call(api.app, '/api/base/user/login', { method: 'POST', lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid input: request body (required)');
    const empty = await raw({ method: 'POST', url: '/api/base/user/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.body.message).toBe('输入有误：请求体（必填）');
    const notObject = await call(api.app, '/api/base/user/login', { body: [1, 2], lang: 'en' });
    expect(notObject.body.message).toBe('Invalid input: request body (must be an object)');
  });

  it('answers an oversized body with 413', async () => {
    const payload = JSON.stringify({ username: 'a'.repeat(BODY_LIMIT), password: 'x' });
    const res = await raw({ method: 'POST', url: '/api/base/user/login', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, payload });
    expect(res).toEqual({ status: 413, body: { code: 413, success: false, data: null, message: 'The submitted data is too large' } });
  });

  it('answers an unknown route and a method mismatch with 404 naming them', async () => {
    const unknown = await call(api.app, '/api/no/such/thing?x=1', { lang: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, success: false, data: null, message: 'No such endpoint: GET /api/no/such/thing' });
    const wrongMethod = await call(api.app, '/api/base/user/login', { method: 'GET' });
    expect(wrongMethod.body.message).toBe('接口不存在：GET /api/base/user/login');
    const del = await call(api.app, '/api/base/user/realodToken', { method: 'DELETE' });
    expect(del.status).toBe(404);
  });

  it('answers an undecodable URL with 400', async () => {
    const res = await raw({ method: 'GET', url: '/api/base/user/info?_id=%E0%A4%A' });
    expect(res.status).toBeLessThan(500);
    const path = await raw({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(path.status).toBe(400);
    expect(path.body.code).toBe(400);
  });

  it('refuses NUL characters, which PostgreSQL text cannot hold, naming the field', async () => {
    const res = await call(api.app, '/api/base/user/login', { body: { username: 'ad\u0000min', password: loginBody('a', 'b').password }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid input: username (contains a NUL character)');
    const zh = await call(api.app, '/api/base/user/login', { body: { username: 'ad\u0000min', password: loginBody('a', 'b').password } });
    expect(zh.body.message).toBe('输入有误：username（包含空字符）');
  });

  it('turns a PostgreSQL data exception into a 400, as a last line of defence', () => {
    expect(toAppError(Object.assign(new Error('invalid byte sequence'), { code: '22021', severity: 'ERROR' }), 'en')?.key).toBe('badInput');
    expect(toAppError(Object.assign(new Error('deadlock'), { code: '40P01', severity: 'ERROR' }), 'en')).toBeNull();
  });

  it('answers a request the HTTP parser rejects with a 400 envelope on the socket', async () => {
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const response = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('GET /api HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(response).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 400, success: false });
  });

  it('translates every reason the shared schemas give their custom issues, after the field name', () => {
    for (const reason of [...Object.values(REASONS), ...Object.values(CHILD_REASONS)]) {
      const issue = [{ code: 'custom' as const, path: ['field'], message: reason, input: 1 }];
      expect(describeIssues(issue, 'body', 'en'), reason).toBe(`field (${reason})`);
      expect(describeIssues(issue, 'body', 'zh'), reason).toMatch(/^field（[^a-z]+/);
    }
  });

  it('treats an en-* Accept-Language as English and anything else as Chinese', async () => {
    for (const [header, expected] of [
      ['en', 'Incorrect username or password'],
      ['en-US,en;q=0.9', 'Incorrect username or password'],
      ['zh-CN', '用户名或密码错误'],
      ['fr-FR,en;q=0.5', '用户名或密码错误'],
      ['', '用户名或密码错误'],
    ]) {
      const res = await call(api.app, '/api/base/user/login', { body: loginBody('ghost', 'Wrong@12345'), headers: { 'accept-language': header! }, remoteAddress: '10.7.0.1' });
      expect(res.body.message, header).toBe(expected);
    }
  });
});

describe('the database out of reach', () => {
  it('answers 503 with Retry-After and the translated envelope, never 500, and a phone’s sync is refused the same way', async () => {
    // A port where nothing listens: what the pool meets while PostgreSQL restarts.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const db = createDb(`postgres://postgres:x@127.0.0.1:${port}/portal`, 2);
    const app = await buildApp({ ctx: { db, config: testConfig() } });
    try {
      const zh = await app.inject({ method: 'POST', url: '/api/base/user/login', payload: loginBody('admin', 'Admin@12345') });
      expect(zh.statusCode).toBe(503);
      expect(zh.headers['retry-after']).toBe('2');
      expect(zh.json()).toEqual({ code: 503, success: false, data: null, message: '服务正在恢复，请稍后再试' });
      const sync = await app.inject({
        method: 'POST',
        url: '/api/base/dreamit/v2/temporary/sync',
        headers: { 'accept-language': 'en', temtoken: 'some-parent-link-token' },
        payload: { test_id: '00000000-0000-4000-8000-000000000001', answer: { q1: { value: 1 } }, change_question_key: 'q1', is_parents: true, device_id: 'phone-abcdef', seq: 1 },
      });
      expect(sync.statusCode).toBe(503);
      expect(sync.headers['retry-after']).toBe('2');
      expect(sync.json().message).toBe('The service is recovering; please try again shortly');
    } finally {
      await app.close();
      await db.pool.end();
    }
  });

  it('tells connection failures from bugs and bad input', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('query failed'), { cause: Object.assign(new Error('the database system is starting up'), { code: '57P03', severity: 'FATAL' }) }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(toAppError(error, 'en')?.key, error.message).toBe('databaseUnavailable');
    }
    expect(toAppError(new TypeError('x is undefined'), 'en')).toBeNull();
    expect(toAppError(Object.assign(new Error('bad'), { code: '22P02', severity: 'ERROR' }), 'en')?.key).toBe('badInput');
  });
});
