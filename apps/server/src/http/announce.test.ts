import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { useApi } from '../../test/harness';
import { announcementFor, withAnnouncement } from './static';

const api = useApi();
let dir: string;
let portal: FastifyInstance;
let tool: FastifyInstance;
let plain: FastifyInstance;
const INDEX = '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>';
const PARENT = '<!doctype html><html><head></head><body><div id="parent"></div></body></html>';
const html = { accept: 'text/html' };

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-announce-'));
  await fs.writeFile(path.join(dir, 'index.html'), INDEX);
  await fs.writeFile(path.join(dir, 'parent.html'), PARENT);
  const config = { ...api.ctx.config, toolSiteOrigin: 'http://localhost:41235', portalSiteOrigin: 'http://localhost:41234' };
  portal = await buildApp({ ctx: { ...api.ctx, config }, site: { name: 'portal', distDir: dir } });
  tool = await buildApp({ ctx: { ...api.ctx, config }, site: { name: 'tool', distDir: dir } });
  plain = await buildApp({ ctx: api.ctx, site: { name: 'portal', distDir: dir } });
});

afterAll(async () => {
  await Promise.all([portal?.close(), tool?.close(), plain?.close()]);
  await fs.rm(dir, { recursive: true, force: true });
});

describe('the other site’s origin announced in the pages (TOOL_SITE_ORIGIN, PORTAL_SITE_ORIGIN)', () => {
  it('writes the tool-site origin into every portal page: /, /index.html and client-side routes', async () => {
    for (const url of ['/', '/index.html', '/module/test_list?x=1']) {
      const res = await portal.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX.replace('<head>', '<head><meta name="tool-site-origin" content="http://localhost:41235">'));
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('writes the portal origin into the tool site’s pages, the parent entry included', async () => {
    const res = await tool.inject({ url: '/dreamit/token/abc', headers: html });
    expect(res.body).toContain('<div id="parent">');
    expect(res.body).toContain('<meta name="portal-site-origin" content="http://localhost:41234">');
  });

  it('leaves the pages untouched without the settings (the spec’s address rule applies)', async () => {
    const res = await plain.inject({ url: '/', headers: html });
    expect(res.body).toBe(INDEX);
    expect(announcementFor('portal', {})).toBeUndefined();
  });

  it('escapes the attribute and copes with a page without <head>', () => {
    expect(withAnnouncement('<p>x</p>', { name: 'n', content: 'a"<b' })).toBe('<meta name="n" content="a&quot;&lt;b"><p>x</p>');
  });
});
