import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults, with paths relative to the working directory', () => {
    const config = loadConfig({}, '/srv/portal');
    expect(config).toMatchObject({
      port: 9620,
      toolPort: 9630,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.resolve('/srv/portal/data'),
      demo: true,
      adminPassword: 'Admin@12345',
      adminPasswordIsDefault: true,
      tokenTtlHours: 12,
      loginMaxFailuresAccount: 5,
      loginMaxFailuresAddress: 30,
      loginFailureWindowMinutes: 15,
      logLevel: 'info',
      portalDist: path.resolve('/srv/portal/apps/portal/dist'),
      toolDist: path.resolve('/srv/portal/apps/tool/dist'),
    });
  });

  it('reads and coerces the environment; empty values count as unset', () => {
    const config = loadConfig({ PORT: '8080', PORTAL_DEMO: '0', ADMIN_PASSWORD: 'Strong#Pass1', TOKEN_TTL_HOURS: '0.5', DATA_DIR: '/var/lib/portal', HOST: '' }, '/x');
    expect(config).toMatchObject({ port: 8080, demo: false, adminPassword: 'Strong#Pass1', adminPasswordIsDefault: false, tokenTtlHours: 0.5, dataDir: '/var/lib/portal', host: '0.0.0.0' });
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1), hops('10.0.0.1', 2)]).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('turns definition editing on by default only in development; DEFINITION_EDITING overrides', () => {
    expect(loadConfig({}).definitionEditing).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).definitionEditing).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).definitionEditing).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEFINITION_EDITING: '1' }).definitionEditing).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEFINITION_EDITING: 'true' }).definitionEditing).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEFINITION_EDITING: '0' }).definitionEditing).toBe(false);
    expect(() => loadConfig({ DEFINITION_EDITING: 'yes' })).toThrow(/DEFINITION_EDITING/);
  });

  it('refuses invalid values, naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'weak' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ PORTAL_DEMO: 'yes' })).toThrow(/PORTAL_DEMO/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
