/// <reference types="node" />
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createClient, type ClientDeps } from './client';
import { memoryStorage } from './memoryStorage';

interface Seen {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}
interface Reply {
  status: number;
  body: string;
  contentType?: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let reply: Reply = { status: 200, body: '{}' };

const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ code: 200, success: true, data, message: 'ok', ...extra });
const fail = (code: number, message: string) => JSON.stringify({ code, success: false, data: null, message });

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: new URL(req.url ?? '/', baseUrl), headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function setup(initial: Record<string, string> = {}, overrides: Partial<ClientDeps> = {}) {
  const storage = memoryStorage(initial);
  const errors: string[] = [];
  const warnings: string[] = [];
  const logouts: number[] = [];
  const { request } = createClient({
    fetch: (input, init) => fetch(input, init),
    storage,
    baseUrl,
    showError: (m) => errors.push(m),
    showWarning: (m) => warnings.push(m),
    onForcedLogout: (code) => logouts.push(code),
    ...overrides,
  });
  return { request, storage, errors, warnings, logouts };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  seen = [];
  reply = { status: 200, body: ok(null) };
});

describe('request headers', () => {
  it('sends token, temtoken and Accept-Language from storage', async () => {
    const { request } = setup({ token: 'tok-1', temporary_token: 'tem-1', localLang: 'en' });
    await request('POST', '/api/x');
    expect(seen[0]!.headers.token).toBe('tok-1');
    expect(seen[0]!.headers.temtoken).toBe('tem-1');
    expect(seen[0]!.headers['accept-language']).toBe('en');
  });

  it('omits absent tokens and asks for zh-CN by default', async () => {
    const { request } = setup();
    await request('POST', '/api/x');
    expect(seen[0]!.headers.token).toBeUndefined();
    expect(seen[0]!.headers.temtoken).toBeUndefined();
    expect(seen[0]!.headers['accept-language']).toBe('zh-CN');
  });

  it('asks fetch for credentials and no caching', async () => {
    const inits: RequestInit[] = [];
    const { request } = setup({}, { fetch: (input, init) => (inits.push(init), fetch(input, init)) });
    await request('GET', '/api/x');
    expect(inits[0]).toMatchObject({ credentials: 'include', cache: 'no-store', method: 'GET' });
  });
});

describe('query and body', () => {
  it('appends a fresh random _ to every GET, after the given params', async () => {
    const { request } = setup();
    await request('GET', '/api/list', { params: { page: 2, name: '小明', skip: undefined, ids: ['a', 'b'] } });
    await request('GET', '/api/list');
    const [first, second] = seen;
    expect(first!.url.searchParams.get('page')).toBe('2');
    expect(first!.url.searchParams.get('name')).toBe('小明');
    expect(first!.url.searchParams.has('skip')).toBe(false);
    expect(first!.url.searchParams.getAll('ids')).toEqual(['a', 'b']);
    expect(first!.url.searchParams.get('_')).toMatch(/\S+/);
    expect(second!.url.searchParams.get('_')).not.toBe(first!.url.searchParams.get('_'));
  });

  it('does not add _ to POST, PUT or DELETE and sends JSON bodies', async () => {
    const { request } = setup();
    await request('POST', '/api/a', { data: { x: 1 } });
    await request('PUT', '/api/b', { data: { y: '二' } });
    await request('DELETE', '/api/c', { params: { id: '9' } });
    expect(seen.map((s) => s.url.searchParams.has('_'))).toEqual([false, false, false]);
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[1]!.body)).toEqual({ y: '二' });
    expect(seen[2]!.url.searchParams.get('id')).toBe('9');
  });
});

describe('envelope parsing', () => {
  it('returns data and message of a success envelope', async () => {
    reply = { status: 200, body: ok({ id: 7 }, { total: 3 }) };
    const { request, errors } = setup();
    const result = await request<{ id: number }>('GET', '/api/x');
    expect(result.data).toEqual({ id: 7 });
    expect(result.message).toBe('ok');
    expect(result.total).toBe(3);
    expect(errors).toEqual([]);
  });

  it('folds datas and msg into data and message', async () => {
    reply = { status: 200, body: JSON.stringify({ code: 200, success: true, datas: [1, 2], msg: 'fine' }) };
    const { request } = setup();
    const result = await request<number[]>('GET', '/api/x');
    expect(result.data).toEqual([1, 2]);
    expect(result.message).toBe('fine');
  });

  it('reads the envelope of a 4xx response and passes its message through', async () => {
    reply = { status: 401, body: fail(300, 'Incorrect username or password') };
    const { request, errors } = setup();
    const error = await rejection(request('POST', '/api/base/user/login'));
    expect(error.code).toBe(300);
    expect(error.message).toBe('Incorrect username or password');
    expect(error.httpStatus).toBe(401);
    expect(errors).toEqual(['Incorrect username or password']);
  });

  it('passes through a non-success envelope even with HTTP 200', async () => {
    reply = { status: 200, body: fail(400, '输入有误：name') };
    const { request, errors } = setup();
    const error = await rejection(request('PUT', '/api/x'));
    expect(error.code).toBe(400);
    expect(errors).toEqual(['输入有误：name']);
  });
});

describe('client-side error codes', () => {
  it('1004 when an OK response is not readable JSON', async () => {
    reply = { status: 200, body: '<html>oops</html>', contentType: 'text/html' };
    const { request, errors } = setup();
    const error = await rejection(request('GET', '/api/x'));
    expect(error.code).toBe(1004);
    expect(errors).toEqual(['操作失败']);
  });

  it('1005 when a non-OK response has no readable envelope', async () => {
    reply = { status: 502, body: 'Bad gateway', contentType: 'text/plain' };
    const { request, errors } = setup({ localLang: 'en' });
    const error = await rejection(request('GET', '/api/x'));
    expect(error.code).toBe(1005);
    expect(error.httpStatus).toBe(502);
    expect(errors).toEqual(['Network request error!']);
  });

  it('1005 also when a non-OK response carries JSON that is not an envelope', async () => {
    reply = { status: 500, body: '{"error":"boom"}' };
    const { request } = setup();
    expect((await rejection(request('GET', '/api/x'))).code).toBe(1005);
  });

  it('1006 when fetch itself throws', async () => {
    const { request, errors } = setup({}, { baseUrl: 'http://127.0.0.1:1' });
    const error = await rejection(request('GET', '/api/x'));
    expect(error.code).toBe(1006);
    expect(errors).toEqual(['网络请求错误！']);
  });

  it('1007 when an OK response parses but is not an envelope', async () => {
    reply = { status: 200, body: '[1,2,3]' };
    const { request, errors } = setup({ localLang: 'en' });
    const error = await rejection(request('GET', '/api/x'));
    expect(error.code).toBe(1007);
    expect(errors).toEqual(['Unknown data format']);
  });
});

describe('warnings and silent mode', () => {
  it('shows warn as a notice and still returns the data', async () => {
    reply = { status: 200, body: ok({ u: 1 }, { warn: 'Please change your password', warn_code: 316 }) };
    const { request, warnings } = setup();
    const result = await request('POST', '/api/base/user/realodToken');
    expect(warnings).toEqual(['Please change your password']);
    expect(result.warn_code).toBe(316);
    expect(result.data).toEqual({ u: 1 });
  });

  it('silent suppresses the error toast but still rejects with the server message', async () => {
    reply = { status: 400, body: fail(317, 'The current password is incorrect') };
    const { request, errors } = setup();
    const error = await rejection(request('POST', '/api/x', { silent: true }));
    expect(error.message).toBe('The current password is incorrect');
    expect(errors).toEqual([]);
  });

  it('silent also covers the client-side codes', async () => {
    reply = { status: 200, body: 'not json' };
    const { request, errors } = setup();
    expect((await rejection(request('GET', '/api/x', { silent: true }))).code).toBe(1004);
    expect(errors).toEqual([]);
  });

  it('falls back to the catalogue text when an error envelope has no message', async () => {
    reply = { status: 401, body: JSON.stringify({ code: 311, success: false }) };
    const { request, errors } = setup({ token: 't', localLang: 'en' });
    await rejection(request('GET', '/api/x'));
    expect(errors).toEqual(['Your session has expired; please log in again']);
  });
});

describe('forced logout', () => {
  it.each([306, 310, 311])('code %i clears the token and raises the logout hook', async (code) => {
    reply = { status: 401, body: fail(code, 'logged out') };
    const { request, storage, logouts, errors } = setup({ token: 'tok', localLang: 'zh' });
    const error = await rejection(request('GET', '/api/x'));
    expect(error.code).toBe(code);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('localLang')).toBe('zh');
    expect(logouts).toEqual([code]);
    expect(errors).toEqual(['logged out']);
  });

  it('other error codes keep the token', async () => {
    reply = { status: 403, body: fail(403, 'no permission') };
    const { request, storage, logouts } = setup({ token: 'tok' });
    await rejection(request('GET', '/api/x'));
    expect(storage.getItem('token')).toBe('tok');
    expect(logouts).toEqual([]);
  });

  it('skipForcedLogout lets login handle 310 itself', async () => {
    reply = { status: 409, body: fail(310, 'logged in elsewhere') };
    const { request, logouts } = setup();
    const error = await rejection(request('POST', '/api/base/user/login', { silent: true, skipForcedLogout: true }));
    expect(error.code).toBe(310);
    expect(logouts).toEqual([]);
  });
});
