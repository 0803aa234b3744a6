import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig, useApi } from '../../test/harness';
import { HSTS } from './security-headers';

const api = useApi();
let dir: string;
const sites: FastifyInstance[] = [];

async function site(name: 'portal' | 'tool', env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ ctx: { ...api.ctx, config: testConfig(env) }, site: { name, distDir: dir } });
  sites.push(app);
  return app;
}

function directives(policy: unknown): Map<string, string> {
  return new Map(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-headers-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body><script type="module" src="/assets/app.js"></script></body></html>');
  await fs.writeFile(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
});

afterAll(async () => {
  for (const app of sites) await app.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('every answer of a site (page, client route, static file, API answer, API error) carries the policy, nosniff and no-referrer', async () => {
    const portal = await site('portal');
    const answers = await Promise.all([
      portal.inject({ url: '/', headers: { accept: 'text/html' } }),
      portal.inject({ url: '/children/list', headers: { accept: 'text/html' } }),
      portal.inject({ url: '/assets/app.js' }),
      portal.inject({ url: '/api/version' }),
      portal.inject({ url: '/api/base/user/info' }),
      portal.inject({ url: '/api/nothing-here' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 401, 404]);
    for (const answer of answers) {
      const policy = directives(answer.headers['content-security-policy']);
      expect(policy.get('script-src')).toBe("'self'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('frame-ancestors')).toBe("'self'");
      expect(String(answer.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets the other site frame a page only when its origin is configured', async () => {
    const tool = await site('tool', { PORTAL_SITE_ORIGIN: 'https://portal.example.cn' });
    const portal = await site('portal', { TOOL_SITE_ORIGIN: 'https://tool.example.cn' });
    const toolPage = await tool.inject({ url: '/', headers: { accept: 'text/html' } });
    const portalPage = await portal.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(directives(toolPage.headers['content-security-policy']).get('frame-ancestors')).toBe("'self' https://portal.example.cn");
    expect(directives(portalPage.headers['content-security-policy']).get('frame-ancestors')).toBe("'self' https://tool.example.cn");
  });

  it('sends HSTS only when the request came over TLS, read from X-Forwarded-Proto only behind a trusted proxy', async () => {
    const trusting = await site('portal', { TRUST_PROXY: '1' });
    const direct = await site('portal');
    const viaTls = await trusting.inject({ url: '/api/version', headers: { 'x-forwarded-proto': 'https' } });
    const viaPlain = await trusting.inject({ url: '/api/version', headers: { 'x-forwarded-proto': 'http' } });
    const forged = await direct.inject({ url: '/api/version', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaTls.headers['strict-transport-security']).toBe(HSTS);
    expect(viaPlain.headers['strict-transport-security']).toBeUndefined();
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
