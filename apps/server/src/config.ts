/**
 * Server configuration from environment variables, validated once at start-up so a typo fails
 * loudly before anything listens instead of surfacing as odd behaviour later.
 */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TRAINING_TIME_ZONE, isStrongPassword, isTimeZoneName, MEDIA_UPLOAD_MAX_MB } from '@portal/shared';
import type { SmtpSettings } from './providers/email/smtp';
import type { TencentSmsSettings } from './providers/sms/tencent';
import type { TencentSoeSettings } from './providers/speech/tencent-soe';
import type { TranscriptionSettings } from './providers/speech/transcription';
import type { OpenAiCompatibleSettings } from './providers/report-writer/openai-compatible';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().min(1);
const flag = z.enum(['0', '1']);
/** A bare origin: scheme, host and port, no path (it is written into pages as a link base). */
const origin = z.string().regex(/^https?:\/\/[^/?#\s"'<>]+$/, 'must be an origin such as http://localhost:9630 (no path)');

const envSchema = z.object({
  PORT: port.default(9620),
  TOOL_PORT: port.default(9630),
  TOOL_SITE_ORIGIN: origin.optional(),
  PORTAL_SITE_ORIGIN: origin.optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: positiveInt.max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  PORTAL_DEMO: flag.optional(),
  ADMIN_PASSWORD: z
    .string()
    .refine(isStrongPassword, 'must be 8–32 characters with upper- and lowercase letters, a digit and a special character')
    .optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().max(24 * 365).default(12),
  LOGIN_MAX_FAILURES_ACCOUNT: positiveInt.default(5),
  LOGIN_MAX_FAILURES_ADDRESS: positiveInt.default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.max(24 * 60).default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  TRUST_PROXY: z.string().optional(),
  PORTAL_DIST: z.string().min(1).default('apps/portal/dist'),
  TOOL_DIST: z.string().min(1).default('apps/tool/dist'),
  DEFINITION_EDITING: z.enum(['0', '1', 'true', 'false']).optional(),
  UPLOAD_DIR: z.string().min(1).optional(),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(10_240).default(50),
  MEDIA_UPLOAD_MAX_MB: z.coerce.number().positive().max(10_240).optional(),
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lowercase letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z.string().min(1).max(64).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
  SMS_PROVIDER: z.enum(['log', 'tencent']).default('log'),
  TENCENT_SMS_SECRET_ID: z.string().optional(),
  TENCENT_SMS_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().regex(/^\d+$/, 'must be the SmsSdkAppId, digits only').optional(),
  TENCENT_SMS_SIGN_NAME: z.string().optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().regex(/^\d+$/, 'must be the template id, digits only').optional(),
  TENCENT_SMS_REGION: z.string().regex(/^[a-z]+(-[a-z]+)+$/, 'must be a region such as ap-guangzhou').default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z
    .string()
    .regex(/^(https?:\/\/)?[A-Za-z0-9.-]+(:\d{1,5})?\/?$/, 'must be a host name or an http(s):// URL without a path')
    .default('sms.tencentcloudapi.com'),
  SPEECH_PROVIDER: z.enum(['review', 'tencent-soe', 'transcription']).default('review'),
  TENCENT_SOE_SECRET_ID: z.string().optional(),
  TENCENT_SOE_SECRET_KEY: z.string().optional(),
  TENCENT_SOE_REGION: z.string().regex(/^[a-z]+(-[a-z]+)+$/, 'must be a region such as ap-guangzhou').default('ap-guangzhou'),
  TENCENT_SOE_ENDPOINT: z
    .string()
    .regex(/^(https?:\/\/)?[A-Za-z0-9.-]+(:\d{1,5})?\/?$/, 'must be a host name or an http(s):// URL without a path')
    .default('soe.tencentcloudapi.com'),
  TENCENT_SOE_SCORE_COEFF: z.coerce.number().min(1, 'must be 1.0–4.0').max(4, 'must be 1.0–4.0').default(1),
  SPEECH_TRANSCRIPTION_BASE_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL such as http://127.0.0.1:8000/v1' }).optional(),
  SPEECH_TRANSCRIPTION_MODEL: z.string().optional(),
  SPEECH_TRANSCRIPTION_API_KEY: z.string().optional(),
  SPEECH_TRANSCRIPTION_RESPONSE_FORMAT: z.enum(['verbose_json', 'json']).default('verbose_json'),
  EMAIL_PROVIDER: z.enum(['log', 'smtp']).default('log'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: port.optional(),
  SMTP_SECURE: z.enum(['0', '1', 'true', 'false']).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  REPORT_WRITER: z.enum(['builtin', 'openai-compatible']).default('builtin'),
  REPORT_WRITER_BASE_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL, e.g. http://127.0.0.1:8000/v1' }).optional(),
  REPORT_WRITER_MODEL: z.string().min(1).max(200).optional(),
  REPORT_WRITER_API_KEY: z.string().optional(),
  REPORT_WRITER_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(120),
  VERIFICATION_CODE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  TRAINING_TIME_ZONE: z.string().refine(isTimeZoneName, 'must be an IANA time zone such as Asia/Shanghai').default(DEFAULT_TRAINING_TIME_ZONE),
  TRAINING_SCHEDULER_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  JOB_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  JOB_CLAIM_GRACE_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(1800),
});

export const DEFAULT_ADMIN_PASSWORD = 'Admin@12345';

export interface Config {
  port: number;
  toolPort: number;
  /**
   * Announced in the portal's pages as the tool site's address (TOOL_SITE_ORIGIN), and in the
   * tool site's pages as the portal's (PORTAL_SITE_ORIGIN). Unset (the default): the spec's rule,
   * 'portal'→'tool' in the current origin, port 9630 on loopback. The browser tests set them to
   * run on free ports.
   */
  toolSiteOrigin?: string;
  portalSiteOrigin?: string;
  host: string;
  /** Unset: an embedded PostgreSQL under `dataDir/pg` is started. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  demo: boolean;
  adminPassword: string;
  /** True when ADMIN_PASSWORD was not given: the fallback password is public, so force a change. */
  adminPasswordIsDefault: boolean;
  tokenTtlHours: number;
  loginMaxFailuresAccount: number;
  loginMaxFailuresAddress: number;
  loginFailureWindowMinutes: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
  /** Fastify's trustProxy: the client address (login throttling) comes from X-Forwarded-For only when set. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  portalDist: string;
  toolDist: string;
  /**
   * Development mode for definitions: holders of the developer menu may save form
   * and column definitions only while this is on. Default: on when NODE_ENV=development.
   */
  definitionEditing: boolean;
  /** Where uploaded files are stored (default `$DATA_DIR/uploads`). */
  uploadDir: string;
  /** Largest accepted upload, in MB (UPLOAD_MAX_MB, default 50). */
  uploadMaxMb: number;
  /** Largest photo, video or recording a phone may send, in MB (MEDIA_UPLOAD_MAX_MB, default 200). */
  mediaUploadMaxMb: number;
  /**
   * Where file bytes are kept (FILE_STORAGE): `local` = under uploadDir; `s3` = an S3-compatible
   * bucket (`s3` is then set), with uploadDir used only to stage uploads while they are checked.
   */
  fileStorage: 'local' | 's3';
  s3: S3Settings | undefined;
  /** Who delivers verification codes by text message (SMS_PROVIDER): the log (default) or Tencent Cloud SMS. */
  sms: { provider: 'log' } | ({ provider: 'tencent' } & TencentSmsSettings);
  /** Who delivers e-mail (EMAIL_PROVIDER): the log (default) or an SMTP server. */
  email: { provider: 'log' } | ({ provider: 'smtp' } & SmtpSettings);
  /** Who writes the AI report (REPORT_WRITER): the built-in writer (default) or an OpenAI-compatible server. */
  reportWriter: { provider: 'builtin' } | ({ provider: 'openai-compatible' } & OpenAiCompatibleSettings);
  /**
   * Who scores recorded words (SPEECH_PROVIDER): nobody, every item waiting for a clinician's
   * review (default), Tencent Cloud oral evaluation, or an OpenAI-compatible transcription server.
   */
  speech: { provider: 'review' } | ({ provider: 'tencent-soe' } & TencentSoeSettings) | ({ provider: 'transcription' } & TranscriptionSettings);
  /**
   * Key of the HMAC under which verification codes are stored (VERIFICATION_CODE_SECRET). Unset:
   * a random key kept in `$DATA_DIR/verification-code.key`, made at first use; servers that do
   * not share DATA_DIR must share this setting.
   */
  verificationSecret: string | undefined;
  /** The institution day of language training (TRAINING_TIME_ZONE, an IANA zone; default Asia/Shanghai). */
  trainingTimeZone: string;
  /**
   * How often this process asks for a training scheduler run (TRAINING_SCHEDULER_SECONDS, default
   * 60; 0: never, e.g. the benchmark, which calls it itself). Runs from several processes coalesce.
   */
  trainingSchedulerSeconds: number;
  /**
   * How often this process looks for work claimed by a job that never finished (a killed
   * process): JOB_SWEEP_SECONDS, default 60; 0: only once at start. Sweeps are idempotent
   * updates, so several processes sweeping at once do no harm.
   */
  jobSweepSeconds: number;
  /**
   * How long a claim may stand before it counts as abandoned (JOB_CLAIM_GRACE_SECONDS, default
   * 1800 = the longest a speech job may run): its rows go back to waiting (a new job is sent) or,
   * out of tries, fail visibly.
   */
  jobClaimGraceSeconds: number;
}

export interface S3Settings {
  /** Unset: AWS S3 itself. Set for MinIO, Ceph, OSS, COS and the like. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key) rather than the host name; default on with S3_ENDPOINT. */
  forcePathStyle: boolean;
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value); // trust this many proxies in front of the server
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((v) => v.trim()).filter(Boolean); // addresses or CIDR ranges
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, as they do in most shells' `FOO= cmd` idiom. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  if (e.FILE_STORAGE !== 's3') return undefined;
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('S3_BUCKET: required when FILE_STORAGE=s3');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  const pathStyle = e.S3_FORCE_PATH_STYLE;
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: pathStyle === undefined ? e.S3_ENDPOINT !== undefined : pathStyle === '1' || pathStyle === 'true',
  };
}

function smsSettings(e: z.infer<typeof envSchema>): Config['sms'] {
  if (e.SMS_PROVIDER === 'log') return { provider: 'log' };
  const required = ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'] as const;
  const missing = required.filter((name) => !e[name]);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration: ${missing.map((name) => `${name}: required when SMS_PROVIDER=tencent`).join('; ')}`);
  return {
    provider: 'tencent',
    secretId: e.TENCENT_SMS_SECRET_ID!,
    secretKey: e.TENCENT_SMS_SECRET_KEY!,
    sdkAppId: e.TENCENT_SMS_SDK_APP_ID!,
    signName: e.TENCENT_SMS_SIGN_NAME!,
    templateId: e.TENCENT_SMS_TEMPLATE_ID!,
    region: e.TENCENT_SMS_REGION,
    endpoint: e.TENCENT_SMS_ENDPOINT,
  };
}

function emailSettings(e: z.infer<typeof envSchema>): Config['email'] {
  if (e.EMAIL_PROVIDER === 'log') return { provider: 'log' };
  const problems: string[] = [];
  if (!e.SMTP_HOST) problems.push('SMTP_HOST: required when EMAIL_PROVIDER=smtp');
  if (!e.SMTP_FROM) problems.push('SMTP_FROM: required when EMAIL_PROVIDER=smtp');
  if ((e.SMTP_USER === undefined) !== (e.SMTP_PASS === undefined)) problems.push('SMTP_USER, SMTP_PASS: give both or neither');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  const secure = e.SMTP_SECURE === undefined ? e.SMTP_PORT === 465 : e.SMTP_SECURE === '1' || e.SMTP_SECURE === 'true';
  return { provider: 'smtp', host: e.SMTP_HOST!, port: e.SMTP_PORT ?? (secure ? 465 : 587), secure, user: e.SMTP_USER, pass: e.SMTP_PASS, from: e.SMTP_FROM! };
}

function speechSettings(e: z.infer<typeof envSchema>): Config['speech'] {
  if (e.SPEECH_PROVIDER === 'review') return { provider: 'review' };
  const required =
    e.SPEECH_PROVIDER === 'tencent-soe' ? (['TENCENT_SOE_SECRET_ID', 'TENCENT_SOE_SECRET_KEY'] as const) : (['SPEECH_TRANSCRIPTION_BASE_URL', 'SPEECH_TRANSCRIPTION_MODEL'] as const);
  const missing = required.filter((name) => !e[name]);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration: ${missing.map((name) => `${name}: required when SPEECH_PROVIDER=${e.SPEECH_PROVIDER}`).join('; ')}`);
  if (e.SPEECH_PROVIDER === 'tencent-soe') {
    return {
      provider: 'tencent-soe',
      secretId: e.TENCENT_SOE_SECRET_ID!,
      secretKey: e.TENCENT_SOE_SECRET_KEY!,
      region: e.TENCENT_SOE_REGION,
      endpoint: e.TENCENT_SOE_ENDPOINT,
      scoreCoeff: e.TENCENT_SOE_SCORE_COEFF,
    };
  }
  return {
    provider: 'transcription',
    baseUrl: e.SPEECH_TRANSCRIPTION_BASE_URL!,
    model: e.SPEECH_TRANSCRIPTION_MODEL!,
    apiKey: e.SPEECH_TRANSCRIPTION_API_KEY,
    responseFormat: e.SPEECH_TRANSCRIPTION_RESPONSE_FORMAT,
  };
}

function reportWriterSettings(e: z.infer<typeof envSchema>): Config['reportWriter'] {
  if (e.REPORT_WRITER === 'builtin') return { provider: 'builtin' };
  const problems: string[] = [];
  if (!e.REPORT_WRITER_BASE_URL) problems.push('REPORT_WRITER_BASE_URL: required when REPORT_WRITER=openai-compatible');
  if (!e.REPORT_WRITER_MODEL) problems.push('REPORT_WRITER_MODEL: required when REPORT_WRITER=openai-compatible');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return {
    provider: 'openai-compatible',
    baseUrl: e.REPORT_WRITER_BASE_URL!,
    model: e.REPORT_WRITER_MODEL!,
    // Local servers usually ignore the key, yet the client must send one.
    apiKey: e.REPORT_WRITER_API_KEY ?? 'none',
    timeoutSeconds: e.REPORT_WRITER_TIMEOUT_SECONDS,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    toolPort: e.TOOL_PORT,
    toolSiteOrigin: e.TOOL_SITE_ORIGIN,
    portalSiteOrigin: e.PORTAL_SITE_ORIGIN,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jobSweepSeconds: e.JOB_SWEEP_SECONDS,
    jobClaimGraceSeconds: e.JOB_CLAIM_GRACE_SECONDS,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    // A production installation never gets the demo's accounts and children unless asked.
    demo: e.PORTAL_DEMO === undefined ? e.NODE_ENV !== 'production' : e.PORTAL_DEMO === '1',
    adminPassword: e.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    adminPasswordIsDefault: e.ADMIN_PASSWORD === undefined,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    loginMaxFailuresAccount: e.LOGIN_MAX_FAILURES_ACCOUNT,
    loginMaxFailuresAddress: e.LOGIN_MAX_FAILURES_ADDRESS,
    loginFailureWindowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    portalDist: path.resolve(cwd, e.PORTAL_DIST),
    toolDist: path.resolve(cwd, e.TOOL_DIST),
    definitionEditing: e.DEFINITION_EDITING === undefined ? e.NODE_ENV === 'development' : e.DEFINITION_EDITING === '1' || e.DEFINITION_EDITING === 'true',
    uploadDir: e.UPLOAD_DIR ? path.resolve(cwd, e.UPLOAD_DIR) : path.join(path.resolve(cwd, e.DATA_DIR), 'uploads'),
    uploadMaxMb: e.UPLOAD_MAX_MB,
    mediaUploadMaxMb: e.MEDIA_UPLOAD_MAX_MB ?? MEDIA_UPLOAD_MAX_MB,
    fileStorage: e.FILE_STORAGE,
    s3: s3Settings(e),
    sms: smsSettings(e),
    email: emailSettings(e),
    speech: speechSettings(e),
    reportWriter: reportWriterSettings(e),
    verificationSecret: e.VERIFICATION_CODE_SECRET,
    trainingTimeZone: e.TRAINING_TIME_ZONE,
    trainingSchedulerSeconds: e.TRAINING_SCHEDULER_SECONDS,
  };
}
