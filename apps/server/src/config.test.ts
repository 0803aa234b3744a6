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

  it('seeds the demo by default except in production, where PORTAL_DEMO=1 must ask for it', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PORTAL_DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', PORTAL_DEMO: '0' }).demo).toBe(false);
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

describe('configuration of the code delivery services', () => {
  it('writes codes to the log unless a provider is configured', () => {
    const config = loadConfig({});
    expect(config.sms).toEqual({ provider: 'log' });
    expect(config.email).toEqual({ provider: 'log' });
    expect(config.verificationSecret).toBeUndefined();
  });

  it('reads Tencent Cloud SMS settings with the region and endpoint defaults', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: 'AKIDx',
      TENCENT_SMS_SECRET_KEY: 'key',
      TENCENT_SMS_SDK_APP_ID: '1400000001',
      TENCENT_SMS_SIGN_NAME: '评估平台',
      TENCENT_SMS_TEMPLATE_ID: '2000001',
    });
    expect(config.sms).toEqual({
      provider: 'tencent',
      secretId: 'AKIDx',
      secretKey: 'key',
      sdkAppId: '1400000001',
      signName: '评估平台',
      templateId: '2000001',
      region: 'ap-guangzhou',
      endpoint: 'sms.tencentcloudapi.com',
    });
  });

  it('refuses incomplete or malformed SMS settings, naming them', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'AKIDx' })).toThrow(/TENCENT_SMS_SECRET_KEY: required when SMS_PROVIDER=tencent/);
    expect(() => loadConfig({ TENCENT_SMS_SDK_APP_ID: 'app' })).toThrow(/TENCENT_SMS_SDK_APP_ID/);
    expect(() => loadConfig({ TENCENT_SMS_ENDPOINT: 'http://host/path' })).toThrow(/TENCENT_SMS_ENDPOINT/);
  });

  it('reads SMTP settings: port 587 with STARTTLS by default, 465 means TLS', () => {
    expect(loadConfig({ EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'mail.example.com', SMTP_FROM: 'no-reply@example.com', SMTP_USER: 'u', SMTP_PASS: 'p' }).email).toEqual({
      provider: 'smtp',
      host: 'mail.example.com',
      port: 587,
      secure: false,
      user: 'u',
      pass: 'p',
      from: 'no-reply@example.com',
    });
    expect(loadConfig({ EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'mail.example.com', SMTP_FROM: 'a@b.c', SMTP_PORT: '465' }).email).toMatchObject({ port: 465, secure: true });
    expect(loadConfig({ EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'mail.example.com', SMTP_FROM: 'a@b.c', SMTP_SECURE: '1' }).email).toMatchObject({ port: 465, secure: true });
  });

  it('refuses incomplete SMTP settings and a short code secret, naming them', () => {
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_HOST: required.*SMTP_FROM: required/);
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'h', SMTP_FROM: 'a@b.c', SMTP_USER: 'only-user' })).toThrow(/SMTP_USER, SMTP_PASS: give both or neither/);
    expect(() => loadConfig({ SMTP_PORT: 'smtp' })).toThrow(/SMTP_PORT/);
    expect(() => loadConfig({ VERIFICATION_CODE_SECRET: 'short' })).toThrow(/VERIFICATION_CODE_SECRET/);
  });
});

describe('configuration of the speech scorer', () => {
  it('leaves speech for the clinicians’ review unless a provider is configured', () => {
    expect(loadConfig({}).speech).toEqual({ provider: 'review' });
  });

  it('reads Tencent Cloud oral evaluation settings with the region, endpoint and a children’s ScoreCoeff by default', () => {
    expect(loadConfig({ SPEECH_PROVIDER: 'tencent-soe', TENCENT_SOE_SECRET_ID: 'AKIDs', TENCENT_SOE_SECRET_KEY: 'k' }).speech).toEqual({
      provider: 'tencent-soe',
      secretId: 'AKIDs',
      secretKey: 'k',
      region: 'ap-guangzhou',
      endpoint: 'soe.tencentcloudapi.com',
      scoreCoeff: 1,
    });
    expect(loadConfig({ SPEECH_PROVIDER: 'tencent-soe', TENCENT_SOE_SECRET_ID: 'AKIDs', TENCENT_SOE_SECRET_KEY: 'k', TENCENT_SOE_SCORE_COEFF: '2.5' }).speech).toMatchObject({ scoreCoeff: 2.5 });
  });

  it('reads the transcription server settings; the key is optional and verbose_json the default', () => {
    expect(loadConfig({ SPEECH_PROVIDER: 'transcription', SPEECH_TRANSCRIPTION_BASE_URL: 'http://127.0.0.1:10095/v1', SPEECH_TRANSCRIPTION_MODEL: 'paraformer-zh' }).speech).toEqual({
      provider: 'transcription',
      baseUrl: 'http://127.0.0.1:10095/v1',
      model: 'paraformer-zh',
      apiKey: undefined,
      responseFormat: 'verbose_json',
    });
  });

  it('refuses incomplete or malformed speech settings at start, naming them', () => {
    expect(() => loadConfig({ SPEECH_PROVIDER: 'iflytek' })).toThrow(/SPEECH_PROVIDER/);
    expect(() => loadConfig({ SPEECH_PROVIDER: 'tencent-soe', TENCENT_SOE_SECRET_ID: 'AKIDs' })).toThrow(/TENCENT_SOE_SECRET_KEY: required when SPEECH_PROVIDER=tencent-soe/);
    expect(() => loadConfig({ SPEECH_PROVIDER: 'transcription' })).toThrow(/SPEECH_TRANSCRIPTION_BASE_URL: required when SPEECH_PROVIDER=transcription; SPEECH_TRANSCRIPTION_MODEL: required/);
    expect(() => loadConfig({ TENCENT_SOE_SCORE_COEFF: '5' })).toThrow(/TENCENT_SOE_SCORE_COEFF: must be 1.0–4.0/);
    expect(() => loadConfig({ SPEECH_TRANSCRIPTION_BASE_URL: 'ftp://asr.local/v1' })).toThrow(/SPEECH_TRANSCRIPTION_BASE_URL/);
    expect(() => loadConfig({ SPEECH_TRANSCRIPTION_RESPONSE_FORMAT: 'srt' })).toThrow(/SPEECH_TRANSCRIPTION_RESPONSE_FORMAT/);
  });
});
