import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loginBody, useApi } from '../../test/harness';
import { createLogger, REDACTED, redactUrl } from './log-redaction';

const api = useApi();
let app: FastifyInstance | undefined;

afterAll(async () => {
  await app?.close();
});

/** A logger at debug (each request gets its line) whose output the test reads. */
function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger('debug', sink), lines };
}

describe('log redaction', () => {
  it('logs requests with their tokens, passwords and authorization headers cut out', async () => {
    const { logger, lines } = capture();
    app = await buildApp({ ctx: api.ctx, logger });
    await app.inject({ url: '/dreamit/token/PARENT-SECRET-1/question?tem_token=TEM-SECRET-2&lang=en', headers: { temtoken: 'HEADER-SECRET-3' } });
    await app.inject({ url: '/api/base/user/info?auto_token=AUTO-SECRET-4', headers: { token: 'LOGIN-SECRET-5', authorization: 'Bearer BEARER-SECRET-6' } });
    await app.inject({ method: 'POST', url: '/api/base/user/login', payload: loginBody('admin', 'Wrong#Pass-SECRET-7') });
    logger.info({ user: { username: 'admin', password_hash: '$argon2id$v=19$SECRET-8', passwordHash: '$argon2id$SECRET-9' }, headers: { authorization: 'Basic SECRET-10', cookie: 'sid=SECRET-11' } }, 'something about a user');
    logger.warn({ url: '/training/token/SECRET-12?password=SECRET-13&page=2' }, 'odd request');
    await new Promise((resolve) => setImmediate(resolve));

    const output = lines.join('\n');
    expect(output).toContain('/dreamit/token/[redacted]/question?tem_token=[redacted]&lang=en');
    expect(output).toContain('/api/base/user/info?auto_token=[redacted]');
    expect(output).toContain('"username":"admin"');
    expect(output).toContain('/training/token/[redacted]?password=[redacted]&page=2');
    expect(lines.filter((line) => line.includes('"msg":"request"'))).toHaveLength(3);
    expect(output).not.toMatch(/SECRET/);
    expect(output).not.toContain('$argon2');
  });

  it('cuts only secrets out of a URL', () => {
    expect(redactUrl('/api/children/list?page=1&name=%E5%BC%A0')).toBe('/api/children/list?page=1&name=%E5%BC%A0');
    expect(redactUrl('/dreamits/token/abc#x')).toBe(`/dreamits/token/${REDACTED}`);
    expect(redactUrl('/x?%74oken=abc&flag')).toBe(`/x?%74oken=${REDACTED}&flag`);
  });
});
