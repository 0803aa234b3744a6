/**
 * Per-file API test context: a fresh database cloned from the template, a temporary upload
 * folder of its own, the real app built on them (no listening; app.inject), and small helpers to
 * call routes the way the browser does.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import pino from 'pino';
import { IDENTITY_CALLS, type Envelope, type UserInfo } from '@portal/shared';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { AppContext } from '../src/context';
import { createDb, type Db } from '../src/db/pool';
import { startJobQueue, type JobQueue } from '../src/jobs/queue';
import { registerQueues } from '../src/jobs/registry';
import { sha256Hex } from '../src/modules/auth/passwords';
import { createDatabase, type TestDatabase } from './database';

export const PASSWORDS = {
  admin: 'Admin@12345',
  doctor: 'Doctor@12345',
  teacher: 'Teacher@12345',
  newstaff: 'Newstaff@12345',
} as const;
export type DemoUser = keyof typeof PASSWORDS;

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', ...env });
}

export interface ApiContext {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  database: TestDatabase;
  /**
   * The app's UPLOAD_DIR: `uploads` in a fresh temporary DATA_DIR of this file's own (which also
   * takes what the server writes there, such as the verification-code key), removed with it, so
   * that nothing lands in the checkout's data/ nor meets another file's. `env.UPLOAD_DIR` and
   * `env.DATA_DIR`, when given, each replace their own part (and are left alone).
   */
  uploadDir: string;
  /** Another app on the same database with a different configuration (closed with the file). */
  appWith(env: Record<string, string>): Promise<FastifyInstance>;
}

export interface UseApiOptions {
  template?: 'demo' | 'empty';
  env?: Record<string, string>;
  /**
   * A real job queue (pg-boss on the test database) in `ctx.jobs`, working the queues that
   * `register` declares (true: every queue of jobs/registry.ts). Without it the app has no queue,
   * as most API tests want.
   */
  jobs?: boolean | ((ctx: AppContext, jobs: JobQueue) => Promise<void>);
  /** Sees every route the app registers (test/routes.ts collects the route table with it). */
  onRoute?: BuildOptions['onRoute'];
}

export function useApi(options: UseApiOptions = {}): ApiContext {
  const context = {} as ApiContext;
  const extra: FastifyInstance[] = [];
  let jobs: JobQueue | undefined;
  let ownDataDir: string | undefined;
  beforeAll(async () => {
    const templates = inject('pgTemplates');
    context.database = await createDatabase(inject('pgAdminUrl'), templates[options.template ?? 'demo']);
    context.db = createDb(context.database.url, 5);
    // Read here, not when useApi is called: a file may fill its env in an earlier beforeAll.
    ownDataDir = await mkdtemp(path.join(tmpdir(), 'portal-api-data-'));
    await mkdir(path.join(ownDataDir, 'uploads'));
    const env = { DATA_DIR: ownDataDir, UPLOAD_DIR: path.join(ownDataDir, 'uploads'), ...options.env };
    context.ctx = { db: context.db, config: testConfig(env) };
    context.uploadDir = context.ctx.config.uploadDir;
    if (options.jobs) {
      jobs = await startJobQueue(context.database.url, pino({ level: 'silent' }), { poolSize: 2 });
      context.ctx.jobs = jobs;
      await (options.jobs === true ? registerQueues : options.jobs)(context.ctx, jobs);
    }
    context.app = await buildApp({ ctx: context.ctx, ...(options.onRoute ? { onRoute: options.onRoute } : {}) });
    await context.app.ready();
    context.appWith = async (extraEnv) => {
      const app = await buildApp({ ctx: { db: context.db, config: testConfig({ ...env, ...extraEnv }) } });
      extra.push(app);
      return app;
    };
  });
  afterAll(async () => {
    for (const app of extra) await app.close();
    await context.app?.close();
    await jobs?.stop();
    await context.db?.pool.end();
    await context.database?.drop();
    // Last, once no app or job can still write into it.
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
  });
  return context;
}

export interface CallOptions {
  method?: InjectOptions['method'];
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  lang?: 'zh' | 'en';
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T> & { data: T };
  headers: Record<string, unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response bodies structurally and assert their shape
export async function call<T = any>(app: FastifyInstance, url: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.token = options.token;
  if (options.lang) headers['accept-language'] = options.lang === 'en' ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9';
  const response = await app.inject({
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    url,
    headers,
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

export function loginBody(username: string, password: string, relogin?: boolean) {
  return { username, password: sha256Hex(password), ...(relogin === undefined ? {} : { relogin }) };
}

/** Logs a demo user in (relogin, so earlier sessions of the same user never get in the way). */
export async function loginAs(app: FastifyInstance, user: DemoUser, password: string = PASSWORDS[user]): Promise<UserInfo> {
  const result = await call(app, IDENTITY_CALLS.login.path, { body: loginBody(user, password, true) });
  if (result.status !== 200) throw new Error(`login ${user} failed: ${JSON.stringify(result.body)}`);
  return result.body.data as UserInfo;
}

export { sha256Hex };

/** Authenticated messages follow the user's own language, so tests switch it through the API. */
export async function setLocale(app: FastifyInstance, token: string, locale: 'zh' | 'en'): Promise<void> {
  const res = await call(app, IDENTITY_CALLS.edit.path, { method: IDENTITY_CALLS.edit.method, token, body: { locale_type: locale } });
  if (res.status !== 200) throw new Error(`setLocale failed: ${JSON.stringify(res.body)}`);
}

/** Switches the session to another of the user's identities (institution and role). */
export async function switchIdentity(app: FastifyInstance, token: string, identity: { institutionId: string; roleId: string }): Promise<void> {
  const res = await call(app, IDENTITY_CALLS.edit.path, { method: IDENTITY_CALLS.edit.method, token, body: identity });
  if (res.status !== 200) throw new Error(`switchIdentity failed: ${JSON.stringify(res.body)}`);
}

/** The identity of `user` whose role has this English name, in the first or the other institution. */
export function identityOf(user: UserInfo, roleNameEn: string, where: 'home' | 'other' = 'home'): { institutionId: string; roleId: string } {
  const role = user.role_list.find((r) => r.nameEn === roleNameEn && (where === 'home') === (r.institutionId === user.institution_list[0]!._id));
  if (!role) throw new Error(`${user.username} has no ${roleNameEn} role (${where})`);
  return { institutionId: role.institutionId, roleId: role._id };
}
