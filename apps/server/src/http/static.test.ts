import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { useApi } from '../../test/harness';

const api = useApi();
let dir: string;
let site: FastifyInstance;
let missing: FastifyInstance;
let tool: FastifyInstance;
const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/assets/index-Ab12Cd.js"></script></body></html>';
const SCRIPT = 'console.log("portal");'.repeat(50);
const TOOL_INDEX = '<!doctype html><html><body><div id="root"></div><script src="/assets/index-Tt11.js"></script></body></html>';
const WORKER = 'self.addEventListener("fetch", () => undefined);'.repeat(40);
const PARENT = '<!doctype html><html><body><div id="parent"></div><script src="/assets/parent-Pp22.js"></script></body></html>';

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-dist-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), INDEX);
  await fs.writeFile(path.join(dir, 'index.html.br'), brotliCompressSync(INDEX));
  await fs.writeFile(path.join(dir, 'assets', 'index-Ab12Cd.js'), SCRIPT);
  await fs.writeFile(path.join(dir, 'assets', 'index-Ab12Cd.js.br'), brotliCompressSync(SCRIPT));
  await fs.writeFile(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  site = await buildApp({ ctx: api.ctx, site: { name: 'portal', distDir: dir } });
  missing = await buildApp({ ctx: api.ctx, site: { name: 'tool', distDir: path.join(dir, 'does-not-exist') } });
  const toolDir = path.join(dir, 'tool');
  await fs.mkdir(toolDir);
  await fs.writeFile(path.join(toolDir, 'index.html'), TOOL_INDEX);
  await fs.writeFile(path.join(toolDir, 'parent.html'), PARENT);
  await fs.writeFile(path.join(toolDir, 'parent.html.br'), brotliCompressSync(PARENT));
  await fs.writeFile(path.join(toolDir, 'sw.js'), WORKER);
  await fs.writeFile(path.join(toolDir, 'sw.js.br'), brotliCompressSync(WORKER));
  tool = await buildApp({ ctx: api.ctx, site: { name: 'tool', distDir: toolDir } });
});

afterAll(async () => {
  await site?.close();
  await missing?.close();
  await tool?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('static files and SPA fallback', () => {
  it('serves index.html at / without caching', async () => {
    const res = await site.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('keeps index.html uncached when it is sent precompressed, at / and on client-side routes', async () => {
    for (const url of ['/', '/module/test_list']) {
      const res = await site.inject({ url, headers: { ...html, 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year-long immutable cache, precompressed when the client accepts br', async () => {
    const plain = await site.inject({ url: '/assets/index-Ab12Cd.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await site.inject({ url: '/assets/index-Ab12Cd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length);
  });

  it('serves other root files with a short cache', async () => {
    const res = await site.inject({ url: '/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('falls back to index.html for client-side routes requested as pages', async () => {
    for (const url of ['/module/home', '/preview/dream/abc?x=1', '/qrcode/aGVsbG8=']) {
      const res = await site.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not fall back for API paths, missing assets or non-page requests', async () => {
    const api404 = await site.inject({ url: '/api/nothing', headers: html });
    expect(api404.statusCode).toBe(404);
    expect(api404.json()).toMatchObject({ code: 404, success: false });
    expect((await site.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    expect((await site.inject({ url: '/module/home', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    expect((await site.inject({ method: 'POST', url: '/module/home', headers: html })).statusCode).toBe(404);
  });

  it('still answers the API next to the files', async () => {
    const res = await site.inject({ method: 'POST', url: '/api/base/user/realodToken' });
    expect(res.json()).toMatchObject({ code: 306 });
  });

  it('does not serve files outside the dist folder', async () => {
    for (const url of ['/../package.json', '/assets/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await site.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toContain('root:');
    }
  });

  it('answers a bilingual "run npm run build" page when the build is missing', async () => {
    const res = await missing.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('npm run build');
    expect(res.body).toContain('页面尚未构建');
    expect(res.body).toContain('Not built yet');
    expect((await missing.inject({ url: '/api/nope' })).json()).toMatchObject({ code: 404 });
  });

  it('serves the parent entry (parent.html) for parent links on the tool site, index.html elsewhere', async () => {
    for (const url of ['/dreamit/token/AbC-123_x', '/dreamit/token/AbC/view/dream_it_info_additional_from', '/dreamit/token/AbC/questions?x=1', '/dreamits/token/ZZ/end', '/training/token/AbC-123_x', '/training/token/AbC/activity/1?x=1']) {
      const res = await tool.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(PARENT);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const br = await tool.inject({ url: '/dreamit/token/AbC', headers: { ...html, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    for (const url of ['/', '/dreamit/ready/test/1', '/dreamits/dreamits_testing/test/1', '/dreamit/tokens/x', '/x/dreamit/token/y', '/training/tokens/x', '/training/token']) {
      const res = await tool.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(TOOL_INDEX);
    }
    // Not a page request: no fallback at all.
    expect((await tool.inject({ url: '/dreamit/token/AbC', headers: { accept: 'application/json' } })).statusCode).toBe(404);
  });

  it('serves the offline worker uncached, so a new build reaches phones at their next visit', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const res = await tool.inject({ url: '/sw.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('never serves parent.html on the portal, whose /dreamit/token/ route is its own', async () => {
    const res = await site.inject({ url: '/dreamit/token/AbC', headers: html });
    expect(res.body).toBe(INDEX);
  });
});
