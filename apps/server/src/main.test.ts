import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './main';
import { loginBody } from '../test/harness';

let dir: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
  fs.chmodSync(dir, 0o755); // under root, PostgreSQL (another user) must traverse it
  const portalDist = path.join(dir, 'portal-dist');
  fs.mkdirSync(portalDist);
  fs.writeFileSync(path.join(portalDist, 'index.html'), '<!doctype html><title>portal</title>');
  // DATABASE_URL deliberately absent (CI sets one): this test is about the embedded database.
  env = {
    DATA_DIR: path.join(dir, 'data'),
    PORT: '0',
    TOOL_PORT: '0',
    HOST: '127.0.0.1',
    PORTAL_DIST: portalDist,
    TOOL_DIST: path.join(dir, 'tool-dist-missing'),
    NODE_ENV: 'test',
  };
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const logger = pino({ level: 'warn' });

async function post(base: string, url: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method: url.endsWith('edit') ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; data: { token: string; locale_type: string } } };
}

describe('startServer', () => {
  it('boots on an empty DATA_DIR, serves both ports, and after a restart on the same dir still has the data', async () => {
    let server: RunningServer | undefined = await startServer({ env, logger });
    let token: string;
    try {
      expect(server.embedded?.initialised).toBe(true);
      expect(server.portalUrl).not.toBe(server.toolUrl);
      const login = await post(server.portalUrl, '/api/base/user/login', loginBody('admin', 'Admin@12345'));
      expect(login.body.code).toBe(200);
      token = login.body.data.token;
      expect((await post(server.toolUrl, '/api/base/user/edit', { locale_type: 'en' }, token)).body.code).toBe(200);
      const page = await fetch(`${server.portalUrl}/module/home`, { headers: { accept: 'text/html' } });
      expect(await page.text()).toContain('<title>portal</title>');
      expect((await fetch(`${server.toolUrl}/`, { headers: { accept: 'text/html' } })).status).toBe(503);
    } finally {
      await server.close();
    }
    const pidFile = path.join(env.DATA_DIR!, 'pg', 'postmaster.pid');
    expect(fs.existsSync(pidFile)).toBe(false);

    const started = performance.now();
    server = await startServer({ env, logger });
    try {
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(server.embedded?.initialised).toBe(false);
      const reload = await post(server.portalUrl, '/api/base/user/realodToken', {}, token);
      expect(reload.body.code).toBe(200);
      expect(reload.body.data.locale_type).toBe('en');
    } finally {
      await server.close();
    }
  });

  it('refuses an invalid configuration before starting anything', async () => {
    await expect(startServer({ env: { ...env, PORT: 'x' }, logger })).rejects.toThrow(/PORT/);
  });

  it('stops the database it started when the HTTP port is taken', async () => {
    const blocker = await startServer({ env, logger }).catch((e: unknown) => e);
    expect(blocker).not.toBeInstanceOf(Error);
    const running = blocker as RunningServer;
    try {
      const port = new URL(running.portalUrl).port;
      // Same data dir is in use by `running`, so use another one for the second server.
      const second = startServer({ env: { ...env, DATA_DIR: path.join(dir, 'data2'), PORT: port }, logger });
      await expect(second).rejects.toThrow(/EADDRINUSE/);
      expect(fs.existsSync(path.join(dir, 'data2', 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      await running.close();
    }
  });
});
