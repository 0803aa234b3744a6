/// <reference types="node" />
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, contentDispositionName, contentRangeTotal, createClient } from './client';
import { memoryStorage } from './memoryStorage';

let server: Server;
let baseUrl: string;
let seen: { url: URL; headers: IncomingHttpHeaders }[] = [];
let reply: { status: number; body: Buffer | string; headers: Record<string, string> } = { status: 200, body: '', headers: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: new URL(req.url ?? '/', baseUrl), headers: req.headers });
    res.writeHead(reply.status, reply.headers);
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const errors: string[] = [];
  const logouts: number[] = [];
  const client = createClient({
    fetch: (input, init) => fetch(input, init),
    storage,
    baseUrl,
    showError: (m) => errors.push(m),
    showWarning: () => undefined,
    onForcedLogout: (code) => logouts.push(code),
  });
  return { ...client, storage, errors, logouts };
}

describe('requestBlob', () => {
  it('reads a byte range with the token header: the part and the whole size from Content-Range', async () => {
    reply = { status: 206, body: Buffer.from('0123'), headers: { 'content-type': 'audio/mpeg', 'content-range': 'bytes 100-103/35000' } };
    const { requestBlob } = setup({ token: 'tok-7' });
    const part = await requestBlob('/resource/file/a1', { range: 'bytes=100-103' });
    expect(Buffer.from(await part.blob.arrayBuffer()).toString()).toBe('0123');
    expect(part.total).toBe(35000);
    expect(seen[0]!.headers.range).toBe('bytes=100-103');
    expect(seen[0]!.headers.token).toBe('tok-7');
    expect([contentRangeTotal('bytes 0-9/*'), contentRangeTotal(null)]).toEqual([undefined, undefined]);
  });

  it('reads the bytes with the token in a header, never in the URL, and names the file from Content-Disposition', async () => {
    const pdf = Buffer.from('%PDF-1.7 sample');
    reply = {
      status: 200,
      body: pdf,
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent('评估报告 v2.pdf')}` },
    };
    const { requestBlob } = setup({ token: 'tok-9', localLang: 'en' });
    const { blob, fileName } = await requestBlob('/api/system/file/download/f1');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(pdf);
    expect(blob.type).toBe('application/pdf');
    expect(fileName).toBe('评估报告 v2.pdf');
    expect(seen[0]!.headers.token).toBe('tok-9');
    expect(seen[0]!.headers['accept-language']).toBe('en');
    expect(seen[0]!.url.pathname).toBe('/api/system/file/download/f1');
    expect(seen[0]!.url.search).not.toContain('tok-9');
    expect(seen[0]!.url.searchParams.get('_')).toBeTruthy();
  });

  it('a refusal is an ApiError with the envelope message; 306 also logs out, silent skips the toast', async () => {
    reply = { status: 404, body: JSON.stringify({ code: 404, success: false, data: null, message: '未找到' }), headers: { 'content-type': 'application/json' } };
    const quiet = setup({ token: 't' });
    const notFound = await quiet.requestBlob('/resource/file/x', { silent: true }).catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(ApiError);
    expect((notFound as ApiError).message).toBe('未找到');
    expect((notFound as ApiError).httpStatus).toBe(404);
    expect(quiet.errors).toEqual([]);

    reply = { status: 401, body: JSON.stringify({ code: 306, success: false, data: null, message: 'gone' }), headers: { 'content-type': 'application/json' } };
    const loud = setup({ token: 't' });
    await expect(loud.requestBlob('/resource/file/x')).rejects.toBeInstanceOf(ApiError);
    expect(loud.errors).toEqual(['gone']);
    expect(loud.logouts).toEqual([306]);
    expect(loud.storage.getItem('token')).toBeNull();
  });

  it('a non-envelope failure is the network error of the catalogue', async () => {
    reply = { status: 502, body: '<html>bad gateway</html>', headers: { 'content-type': 'text/html' } };
    const { requestBlob, errors } = setup();
    const error = (await requestBlob('/resource/file/x').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(1005);
    expect(errors).toEqual(['网络请求错误！']);
  });
});

describe('contentDispositionName', () => {
  it('prefers the UTF-8 name, falls back to the quoted or bare name', () => {
    expect(contentDispositionName(`inline; filename="a.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`)).toBe('报告.pdf');
    expect(contentDispositionName('attachment; filename="say \\"hi\\".html"')).toBe('say "hi".html');
    expect(contentDispositionName('attachment; filename=plain.zip')).toBe('plain.zip');
    expect(contentDispositionName('inline')).toBeNull();
    expect(contentDispositionName(null)).toBeNull();
  });
});
