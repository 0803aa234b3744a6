/**
 * Two compiled server processes on one database, as behind a load balancer: whatever one process
 * knows, the other must know too, because it lives in PostgreSQL (sessions, login failures, jobs,
 * one-time links) or travels through it (live answers: LISTEN/NOTIFY).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPORT_PATHS } from '@portal/shared';
import { createDb, type Db } from './db/pool';
import { demoTest, filesOf, renderJobsOf } from './modules/reports/test-support';
import { createDatabase, type TestDatabase } from '../test/database';
import { loginBody, PASSWORDS } from '../test/harness';
import { request, spawnServer, stopServer, type ServerProcess } from '../test/processes';

let database: TestDatabase;
let db: Db;
let a: ServerProcess;
let b: ServerProcess;
/** The data directory both processes share, as two machines share their file storage. */
let dataDir: string;

beforeAll(async () => {
  database = await createDatabase(inject('pgAdminUrl'), inject('pgTemplates').demo);
  db = createDb(database.url, 2);
  // The demo's tools allow a handful of tests and reports; these tests make more.
  await db.pool.query(`update institution_tools set tools_sale_type = 'NoLimit'`);
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-processes-'));
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, PORTAL_DEMO: '1', LOGIN_MAX_FAILURES_ACCOUNT: '3', TRAINING_SCHEDULER_SECONDS: '0' };
  [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([stopServer(a), stopServer(b)]);
  await db?.pool.end();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function login(base: string, user: keyof typeof PASSWORDS, password: string = PASSWORDS[user]) {
  return request<{ token: string; institutionId: string }>(base, '/api/base/user/login', { body: loginBody(user, password, true), lang: 'en' });
}

describe('two server processes on one database', () => {
  it('a session made on one works on the other, and a login on the other supersedes it on both', async () => {
    const first = await login(a.portal, 'doctor');
    expect(first.body.code).toBe(200);
    expect((await request(b.portal, '/api/base/user/realodToken', { body: {}, token: first.body.data.token })).body.code).toBe(200);
    const second = await login(b.tool, 'doctor');
    expect(second.body.code).toBe(200);
    const superseded = await request(a.portal, '/api/base/user/realodToken', { body: {}, token: first.body.data.token, lang: 'en' });
    expect(superseded.body).toMatchObject({ code: 310, message: 'This account was logged in elsewhere; you have been logged out' });
    expect((await request(a.portal, '/api/base/user/realodToken', { body: {}, token: second.body.data.token })).body.code).toBe(200);
  });

  it('login failures count across processes: the limit reached on one holds on the other', async () => {
    for (const server of [a, b, a]) expect((await login(server.portal, 'newstaff', 'Wrong@12345')).body.code).toBe(300);
    const blocked = await login(b.portal, 'newstaff');
    expect(blocked.body.code).toBe(305);
    expect(blocked.body.message).toMatch(/Too many attempts/);
    expect((await login(a.portal, 'newstaff')).body.code).toBe(305);
  });

  it('a report job sent by one process is rendered once, whichever process works it', async () => {
    const doctor = (await login(b.portal, 'doctor')).body.data;
    const test = await demoTest(db, doctor.institutionId, 'XY0010', 'Dream-S-2.0', 'Close');
    const jobsBefore = await renderJobsOf(db, test.id);
    const filesBefore = (await filesOf(db, doctor.institutionId, test.id)).length;
    const res = await request(b.portal, `${REPORT_PATHS['Dream-S-2.0']}?_id=${test.id}&report_version=v1`, { token: doctor.token });
    expect(res.body.code, res.body.message).toBe(200);
    expect(await renderJobsOf(db, test.id)).toBe(jobsBefore + 1);
    const { rows } = await db.pool.query<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where name = 'report.render' and data->>'testId' = $1 order by created_on desc limit 1`,
      [test.id],
    );
    expect(rows[0]).toEqual({ state: 'completed', retry_count: 0 });
    // One PDF and one HTML page more, not two of each.
    expect((await filesOf(db, doctor.institutionId, test.id)).length).toBe(filesBefore + 2);
  });

  it('a one-time file link issued by one process opens once, on either', async () => {
    const doctor = (await login(a.portal, 'doctor')).body.data;
    const test = await demoTest(db, doctor.institutionId, 'XY0010', 'Dream-S-2.0', 'Close');
    const report = await request<{ pdf?: { _id: string } } & Record<string, unknown>>(a.portal, `${REPORT_PATHS['Dream-S-2.0']}?_id=${test.id}&report_version=v1`, { token: doctor.token });
    expect(report.body.code).toBe(200);
    const [file] = await filesOf(db, doctor.institutionId, test.id);
    const info = await request<{ once_id: string }>(b.portal, `/api/system/file/info?fileId=${file!.id}&once=1`, { token: doctor.token });
    expect(info.body.code).toBe(200);
    const onceId = info.body.data.once_id;
    const opened = await Promise.all([a, b].map((s) => fetch(`${s.portal}/resource/once/${onceId}`)));
    expect(opened.map((r) => r.status).sort()).toEqual([200, 410]);
    await Promise.all(opened.map((r) => r.arrayBuffer()));
    expect((await fetch(`${a.portal}/resource/once/${onceId}`)).status).not.toBe(200);
  });

  it('a parent answering through one process reaches the clinician following the test on the other', async () => {
    const doctor = (await login(a.portal, 'doctor')).body.data;
    const created = await request<{ _id: string }>(a.tool, '/api/base/tests/create', {
      token: doctor.token,
      body: { tools_type: 'Dream-IT', children: { name: '多进程', gender: 'female', birthday: '2024-06-01' } },
    });
    expect(created.body.code).toBe(200);
    const testId = created.body.data._id;
    const qr = await request<{ token: string }>(a.tool, `/api/base/dreamit/v2/temporary?_id=${testId}`, { token: doctor.token });
    const parent = await request<{ tem_token: string }>(b.tool, `/api/base/temporary/verification?tem_token=${encodeURIComponent(qr.body.data.token)}`);
    expect(parent.body.code).toBe(200);
    const { rows } = await db.pool.query<{ library: { question: Record<string, { type: string }> } }>('select library from tests where id = $1', [testId]);
    const key = Object.entries(rows[0]!.library.question).find(([, q]) => q.type === 'radio')![0];

    // The clinician follows on process B.
    const controller = new AbortController();
    const stream = await fetch(`${b.portal}/api/base/tests/events?_id=${testId}`, { headers: { token: doctor.token }, signal: controller.signal });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    let seen = '';
    const arrived = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return false;
        seen += new TextDecoder().decode(value);
        if (seen.includes(key) && /event: answer/.test(seen)) return true;
      }
    })();
    // Once B holds its LISTEN: the status event comes first.
    await expect.poll(() => seen, { timeout: 10_000 }).toContain('event:');

    const sync = await request<{ ack: { seq: number } }>(a.tool, '/api/base/dreamit/v2/temporary/sync', {
      temtoken: parent.body.data.tem_token,
      body: { test_id: testId, answer: { [key]: { value: 1 } }, change_question_key: key, is_parents: true, device_id: 'phone-multi', seq: 1 },
    });
    expect(sync.body.code).toBe(200);
    const delivered = await Promise.race([arrived, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
    controller.abort();
    expect(delivered, seen).toBe(true);
  });
});
