/**
 * Live answers across server processes: two app instances, each with its own pool, on one
 * database. A change synced through the first reaches a stream opened on the second through
 * PostgreSQL LISTEN/NOTIFY; the stream starts with the test's status, and the listening
 * connection goes away with the last stream.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEvent, type TestEvent, type UserInfo } from '@portal/shared';
import { buildApp } from '../../app';
import { createDb, type Db } from '../../db/pool';
import { call, loginAs, testConfig, useApi } from '../../../test/harness';
import { CHANNEL, HEARTBEAT_MS, relayOf } from './events';
import { allAnswers, answerFor, childIdOf, libraryOf, newTest, radioKey, testRow } from './test-support';

const api = useApi();
let doctor: UserInfo;
let second: { db: Db; app: FastifyInstance; url: string };

beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
  const db = createDb(api.database.url, 3);
  const app = await buildApp({ ctx: { db, config: testConfig() } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  second = { db, app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
});
afterAll(async () => {
  await second?.app.close();
  await second?.db.pool.end();
});

/** Reads server-sent events from a fetch stream, as the portal does. */
async function openStream(testId: string) {
  const controller = new AbortController();
  const res = await fetch(`${second.url}/api/base/tests/events?_id=${testId}`, { headers: { token: doctor.token }, signal: controller.signal });
  const events: TestEvent[] = [];
  /** Comment lines (': …'), which keep proxies from closing an idle stream. */
  const comments: string[] = [];
  const waiters: Array<() => void> = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(testEvent.parse(JSON.parse(data.slice(6))));
          else if (block.startsWith(':')) comments.push(block);
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted
    }
  })();
  async function next(count: number, timeoutMs = 5_000): Promise<TestEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (events.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${events.length} events: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return events.slice(0, count);
  }
  return { res, events, comments, next, close: () => controller.abort() };
}

describe('GET /api/base/tests/events', () => {
  it('relays a change synced on one instance to a stream on another, with the counts', async () => {
    const id = await newTest(api.app, doctor.token, 'Dream-ITS', await childIdOf(api.db, doctor.institutionId, 'XY0010'));
    const library = libraryOf(await testRow(api.db, id));
    const stream = await openStream(id);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await stream.next(1)).toEqual([{ type: 'status', test_id: id, status: 'Active' }]);

    const key = radioKey(library);
    const value = answerFor(library, key);
    const synced = await call(api.app, '/api/base/dreamits/sync', { token: doctor.token, body: { test_id: id, answer: { [key]: value }, change_question_key: key, device_id: 'tablet-live1', seq: 1 } });
    expect(synced.status).toBe(200);
    const [, event] = await stream.next(2);
    expect(event).toEqual({ type: 'answer', test_id: id, side: 'clinician', key, value, status: 'Testing', answered_count: 1, question_count: synced.body.data.question_count });

    await call(api.app, '/api/base/dreamits/sync', { token: doctor.token, body: { test_id: id, answer: allAnswers(library), is_end: true } });
    // One event per applied key (a whole map without device_id applies every key), then the close.
    const events = await stream.next(3 + Object.keys(allAnswers(library)).length);
    expect(events.at(-1)).toEqual({ type: 'status', test_id: id, status: 'Close' });
    expect(relayOf(second.db, second.app.log).listening).toBe(true);
    stream.close();
    for (let i = 0; i < 50 && relayOf(second.db, second.app.log).listening; i++) await new Promise((r) => setTimeout(r, 20));
    expect(relayOf(second.db, second.app.log).listening).toBe(false);
  });

  it('writes a comment line every 15 s while nothing happens, so proxies keep the stream open', async () => {
    const id = await newTest(api.app, doctor.token, 'Dream-ITS', await childIdOf(api.db, doctor.institutionId, 'XY0010'));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openStream(id);
      await stream.next(1);
      expect(stream.comments).toEqual([]);
      vi.advanceTimersByTime(HEARTBEAT_MS * 2);
      await expect.poll(() => stream.comments.length).toBe(2);
      expect(stream.comments).toEqual([': heartbeat', ': heartbeat']);
      stream.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('announces a change only while someone watches its test, so unwatched commits skip the notification lock', async () => {
    const id = await newTest(api.app, doctor.token, 'Dream-ITS', await childIdOf(api.db, doctor.institutionId, 'XY0010'));
    const library = libraryOf(await testRow(api.db, id));
    const key = radioKey(library);
    const listener = new pg.Client({ connectionString: api.database.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => {
      if (message.payload?.includes(id)) heard.push(message.payload);
    });
    await listener.query(`LISTEN ${CHANNEL}`);
    let seq = 0;
    const change = async () => {
      const synced = await call(api.app, '/api/base/dreamits/sync', { token: doctor.token, body: { test_id: id, answer: { [key]: answerFor(library, key) }, change_question_key: key, device_id: 'tablet-watch', seq: ++seq } });
      expect(synced.status).toBe(200);
      await listener.query('select 1'); // a round trip: a notification sent at that commit has arrived
    };
    const watchers = async () => (await api.db.pool.query<{ n: number }>('select count(*)::int as n from test_watchers where test_id = $1', [id])).rows[0]!.n;
    try {
      await change();
      expect(heard).toEqual([]);

      const stream = await openStream(id);
      await stream.next(1);
      expect(await watchers()).toBe(1);
      await change();
      expect(heard).toHaveLength(1);
      await stream.next(2);

      // A row its process stopped refreshing no longer counts.
      await api.db.pool.query(`update test_watchers set expires_at = now() - interval '1 second' where test_id = $1`, [id]);
      await change();
      expect(heard).toHaveLength(1);

      stream.close();
      await expect.poll(watchers).toBe(0);
      await change();
      expect(heard).toHaveLength(1);
    } finally {
      await listener.end();
    }
  });

  it('answers 404 for another institution’s test and 306 without a token, before streaming', async () => {
    const res = await fetch(`${second.url}/api/base/tests/events?_id=00000000-0000-0000-0000-000000000000`, { headers: { token: doctor.token } });
    expect([res.status, ((await res.json()) as { code: number }).code]).toEqual([404, 404]);
    const anonymous = await fetch(`${second.url}/api/base/tests/events?_id=00000000-0000-0000-0000-000000000000`);
    expect(((await anonymous.json()) as { code: number }).code).toBe(306);
  });
});
