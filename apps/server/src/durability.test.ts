/**
 * Crashes lose nothing that was acknowledged. The compiled server is killed with kill -9 while a
 * parent's answers sync, an upload streams and a report renders; after a restart every
 * acknowledged answer and file is there, whole, no half-written file is served, and the report the
 * kill interrupted is made when asked again (claims a killed job leaves: speech.test.ts). Then the embedded PostgreSQL
 * itself is killed: the server exits with status 70 and its next start recovers from the WAL.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FILE_DOWNLOAD_PREFIX, REPORT_PATHS } from '@portal/shared';
import { createDb, type Db } from './db/pool';
import { EXIT_DATABASE_LOST } from './main';
import { demoTest } from './modules/reports/test-support';
import { createDatabase, type TestDatabase } from '../test/database';
import { loginBody } from '../test/harness';
import { request, spawnServer, stopServer, type ServerProcess } from '../test/processes';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dir: string;
let database: TestDatabase;
let db: Db;
let server: ServerProcess | undefined;
let env: Record<string, string>;
// The embedded-PostgreSQL server, started beside the other one (its first start makes a cluster).
let embedded: Promise<ServerProcess>;
let embeddedEnv: Record<string, string>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-durability-'));
  fs.chmodSync(dir, 0o755); // under root, embedded PostgreSQL (another user) must traverse it
  embeddedEnv = { DATA_DIR: path.join(dir, 'embedded'), PORTAL_DEMO: '0', ADMIN_PASSWORD: 'Admin@12345', TRAINING_SCHEDULER_SECONDS: '0' };
  embedded = spawnServer(embeddedEnv);
  embedded.catch(() => undefined);
  database = await createDatabase(inject('pgAdminUrl'), inject('pgTemplates').demo);
  db = createDb(database.url, 2);
  await db.pool.query(`update institution_tools set tools_sale_type = 'NoLimit'`);
  env = { DATABASE_URL: database.url, DATA_DIR: path.join(dir, 'data'), PORTAL_DEMO: '1', TRAINING_SCHEDULER_SECONDS: '0', JOB_CLAIM_GRACE_SECONDS: '1', JOB_SWEEP_SECONDS: '1' };
  server = await spawnServer(env);
}, 120_000);

afterAll(async () => {
  await stopServer(server);
  await stopServer(await embedded.catch(() => undefined));
  await db?.pool.end();
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A phone: changes numbered by seq, each sent until acknowledged (retrying through the outage). */
class Phone {
  acked = new Set<number>();
  sent = new Map<number, unknown>();
  constructor(
    readonly testId: string,
    readonly temtoken: string,
    readonly key: string,
  ) {}

  async change(seq: number, base: () => string): Promise<void> {
    const value = { value: seq % 2 };
    this.sent.set(seq, value);
    for (;;) {
      try {
        const res = await request<{ ack?: { seq: number; device_id: string } }>(base(), '/api/base/dreamit/v2/temporary/sync', {
          temtoken: this.temtoken,
          body: { test_id: this.testId, answer: { [this.key]: value }, change_question_key: this.key, is_parents: true, device_id: 'phone-durable', seq },
        });
        if (res.body.code === 200 && res.body.data.ack?.seq === seq) {
          this.acked.add(seq);
          return;
        }
      } catch {
        // Refused connection or reset: the server is away; the change stays and is sent again.
      }
      await sleep(100 + Math.random() * 200);
    }
  }
}

/** A multipart upload whose body trickles in; resolves with the envelope, or the error when cut off. */
function slowUpload(base: string, token: string, body: Buffer, chunks: number, everyMs: number): Promise<{ code: number; data: { _id: string } } | Error> {
  const boundary = 'durability-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="answers.json"\r\nContent-Type: application/json\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const whole = Buffer.concat([head, body, tail]);
  const url = new URL('/api/general/upload/file', base);
  return new Promise((resolve) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': whole.length } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve(JSON.parse(text) as { code: number; data: { _id: string } }));
      res.on('error', resolve);
    });
    req.on('error', resolve);
    const size = Math.ceil(whole.length / chunks);
    let i = 0;
    const timer = setInterval(() => {
      if (i * size >= whole.length || req.destroyed) {
        clearInterval(timer);
        req.end();
        return;
      }
      req.write(whole.subarray(i * size, (i + 1) * size));
      i += 1;
    }, everyMs);
  });
}

describe('kill -9 of the server while it works', () => {
  it('loses no acknowledged answer or file, serves no half-written file, and makes the interrupted report when asked again', async () => {
    const base = () => server!.tool;
    const login = await request<{ token: string; institutionId: string }>(base(), '/api/base/user/login', { body: loginBody('doctor', 'Doctor@12345', true) });
    const { token, institutionId } = login.body.data;
    const created = await request<{ _id: string }>(base(), '/api/base/tests/create', { token, body: { tools_type: 'Dream-IT', children: { name: '断电', gender: 'male', birthday: '2024-06-01' } } });
    const testId = created.body.data._id;
    const qr = await request<{ token: string }>(base(), `/api/base/dreamit/v2/temporary?_id=${testId}`, { token });
    const parent = await request<{ tem_token: string }>(base(), `/api/base/temporary/verification?tem_token=${encodeURIComponent(qr.body.data.token)}`);
    const { rows: lib } = await db.pool.query<{ library: { question: Record<string, { type: string }> } }>('select library from tests where id = $1', [testId]);
    const key = Object.entries(lib[0]!.library.question).find(([, q]) => q.type === 'radio')![0];
    const phone = new Phone(testId, parent.body.data.tem_token, key);
    const startedAt = new Date();

    // An upload acknowledged before the kill.
    const kept = Buffer.from(JSON.stringify({ kept: Array.from({ length: 2000 }, (_, i) => i) }));
    const keptUpload = await slowUpload(base(), token, kept, 1, 0);
    expect(keptUpload).toMatchObject({ code: 200 });
    const keptId = (keptUpload as { data: { _id: string } }).data._id;

    // Answers syncing, an upload streaming and a report rendering when the kill comes.
    let seq = 0;
    let stop = false;
    const syncing = (async () => {
      while (!stop) await phone.change(++seq, base);
    })();
    const test = await demoTest(db, institutionId, 'XY0010', 'Dream-S-2.0', 'Close');
    const rendering = request(base(), `${REPORT_PATHS['Dream-S-2.0']}?_id=${test.id}&report_version=v1`, { token }).catch((e: unknown) => e);
    const streaming = slowUpload(base(), token, Buffer.from(JSON.stringify({ cut: 'x'.repeat(200_000) })), 40, 50);
    await expect.poll(() => phone.acked.size, { timeout: 20_000 }).toBeGreaterThan(5);
    server!.child.kill('SIGKILL');
    expect(await server!.exited).toBe('SIGKILL');
    const ackedAtKill = new Set(phone.acked);
    expect(await streaming).toBeInstanceOf(Error);
    await rendering;

    server = await spawnServer(env);
    await expect.poll(() => phone.acked.size, { timeout: 20_000 }).toBeGreaterThan(ackedAtKill.size + 5);
    stop = true;
    await syncing;

    // Every acknowledged change is stored once, and the answer is the last one sent.
    const { rows: log } = await db.pool.query<{ seq: number }>(`select seq::int as seq from test_answer_log where test_id = $1 and device_id = 'phone-durable'`, [testId]);
    const stored = log.map((r) => r.seq);
    expect(new Set(stored).size).toBe(stored.length);
    for (const acked of phone.acked) expect(stored).toContain(acked);
    expect([...ackedAtKill].filter((s) => !stored.includes(s))).toEqual([]);
    const { rows: answers } = await db.pool.query<{ answer_parents: Record<string, unknown> }>('select answer_parents from tests where id = $1', [testId]);
    expect(answers[0]!.answer_parents[key]).toEqual(phone.sent.get(seq));

    // Every file row made since the start names a whole file on disk; the acknowledged upload is served whole.
    const { rows: files } = await db.pool.query<{ id: string; size: string; sha256: string; storage_path: string }>('select id, size, sha256, storage_path from files where created_at >= $1', [startedAt]);
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(env.DATA_DIR!, 'uploads', file.storage_path));
      expect({ id: file.id, size: bytes.length, sha256: sha256(bytes) }).toEqual({ id: file.id, size: Number(file.size), sha256: file.sha256 });
    }
    const served = await fetch(`${base()}${FILE_DOWNLOAD_PREFIX}${keptId}`, { headers: { token } });
    expect(served.status).toBe(200);
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(kept));

    // The report the kill interrupted is made when asked again.
    expect((await request(base(), `${REPORT_PATHS['Dream-S-2.0']}?_id=${test.id}&report_version=v1`, { token })).body.code).toBe(200);
  }, 120_000);
});

describe('kill -9 of the embedded PostgreSQL', () => {
  it('the server exits with status 70, and the next start recovers every committed write', async () => {
    let pgServer = await embedded;
    const login = await request<{ token: string }>(pgServer.portal, '/api/base/user/login', { body: loginBody('admin', 'Admin@12345', true) });
    const token = login.body.data.token;
    expect((await request(pgServer.portal, '/api/base/user/edit', { method: 'PUT', token, body: { locale_type: 'en' } })).body.code).toBe(200);
    const pid = Number(fs.readFileSync(path.join(embeddedEnv.DATA_DIR!, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    expect(await pgServer.exited).toBe(EXIT_DATABASE_LOST);
    expect(pgServer.output()).toContain('stopped unexpectedly');

    pgServer = await spawnServer(embeddedEnv);
    embedded = Promise.resolve(pgServer);
    const me = await request<{ locale_type: string }>(pgServer.portal, '/api/base/user/realodToken', { body: {}, token });
    expect(me.body.code).toBe(200);
    expect(me.body.data.locale_type).toBe('en');
    expect(fs.readFileSync(path.join(embeddedEnv.DATA_DIR!, 'pg.log'), 'utf8')).toMatch(/not properly shut down|automatic recovery/);
  }, 150_000);
});
