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

  it('keeps files on local disk under $DATA_DIR/uploads unless told otherwise', () => {
    const config = loadConfig({}, '/srv/portal');
    expect(config).toMatchObject({ fileStorage: 'local', s3: undefined, uploadDir: path.resolve('/srv/portal/data/uploads'), uploadMaxMb: 50 });
    // S3 settings alone do not switch the storage.
    expect(loadConfig({ S3_BUCKET: 'reports' }).s3).toBeUndefined();
  });

  it('reads the S3-compatible storage settings; path style defaults on with a custom endpoint', () => {
    const minio = loadConfig({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'portal-files',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(minio.fileStorage).toBe('s3');
    expect(minio.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'portal-files',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
    const aws = loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'portal.files', S3_REGION: 'cn-north-1' });
    expect(aws.s3).toEqual({ endpoint: undefined, bucket: 'portal.files', region: 'cn-north-1', credentials: undefined, forcePathStyle: false });
    expect(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b-1', S3_ENDPOINT: 'https://oss.example.com', S3_FORCE_PATH_STYLE: '0' }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });

  it('refuses incomplete or malformed S3 settings, naming them', () => {
    expect(() => loadConfig({ FILE_STORAGE: 'S3' })).toThrow(/FILE_STORAGE/);
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'ok-bucket', S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow(/give both or neither/);
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'ok-bucket', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('refuses invalid values, naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'weak' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ PORTAL_DEMO: 'yes' })).toThrow(/PORTAL_DEMO/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
