import 'fake-indexeddb/auto';
import { LOGOUT_CODES, type SyncBody, type SyncResult } from '@portal/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/ui/http/client';
import { openAnswerQueue } from './index';
import { createAnswerQueue, type QueueDeps } from './queue';
import { refusalOf } from './send';
import { memoryStore, type ChangeStore } from './store';
import { idbStore } from './store-idb';
import type { AnswerQueue, AnswerQueueOptions } from './types';

const TEST = 'test-0001';
const OPTIONS: AnswerQueueOptions = { testId: TEST, path: '/api/base/dreamit/v2/temporary/sync', side: 'parents' };

function result(body: SyncBody, patch: Partial<SyncResult> = {}): SyncResult {
  return {
    status: 'ParentsTesting',
    answer: {},
    answer_parents: {},
    questions_not_answer_keys: [],
    ack: body.device_id && body.seq ? { device_id: body.device_id, seq: body.seq, applied: true } : null,
    answered_count: 0,
    question_count: 10,
    ...patch,
  };
}

const networkDown = (): ApiError => new ApiError(1001, 'Network request failed');
const refusal = (code: number, status = 409): ApiError => new ApiError(code, `refused ${code}`, { code, success: false, message: `refused ${code}` } as never, status);

/** A server stand-in: records bodies, answers each with `answer` (default: acknowledge). */
function fakeServer(answer: (body: SyncBody, n: number) => Promise<SyncResult> = (body) => Promise.resolve(result(body))) {
  const bodies: SyncBody[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const send = async (body: SyncBody): Promise<SyncResult> => {
    bodies.push(body);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      return await answer(body, bodies.length);
    } finally {
      inFlight -= 1;
    }
  };
  return { bodies, send, maxInFlight: () => maxInFlight };
}

const queues: AnswerQueue[] = [];
async function open(store: ChangeStore, send: QueueDeps['send'], extra: Partial<QueueDeps> & { options?: Partial<AnswerQueueOptions> } = {}): Promise<AnswerQueue> {
  const { options, ...deps } = extra;
  const queue = await createAnswerQueue(
    { ...OPTIONS, ...options },
    { store, deviceId: 'phone-abcdef', send, refusalOf: (e) => refusalOf(e, LOGOUT_CODES), events: null, initiallyOnline: true, unacknowledgedText: 'not acknowledged', ...deps },
  );
  queues.push(queue);
  return queue;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  for (const q of queues.splice(0)) q.close();
  vi.useRealTimers();
  indexedDB.deleteDatabase('answer-queue');
});

describe('answer queue', () => {
  it('sends changes one at a time in the order they were put, numbered 1, 2, 3 with the device id', async () => {
    const server = fakeServer(async (body) => {
      await new Promise((r) => setTimeout(r, 5));
      return result(body);
    });
    const queue = await open(await idbStore(), server.send);
    await queue.put('q1', { value: 'a' });
    await queue.put('q2', { value: 'b' });
    await queue.put('q3', null);
    await queue.drain();
    expect(server.bodies.map((b) => [b.change_question_key, b.seq, b.device_id, b.is_parents])).toEqual([
      ['q1', 1, 'phone-abcdef', true],
      ['q2', 2, 'phone-abcdef', true],
      ['q3', 3, 'phone-abcdef', true],
    ]);
    expect(server.bodies[2]!.answer).toEqual({ q3: null });
    expect(server.maxInFlight()).toBe(1);
    expect(queue.getState()).toMatchObject({ pending: 0, sending: false, status: 'ParentsTesting', storage: 'indexeddb' });
  });

  it('counts a change as waiting from the moment it is put, before the phone has stored it', async () => {
    const server = fakeServer();
    const queue = await open(await idbStore(), server.send);
    const seen: number[] = [];
    queue.subscribe((state) => seen.push(state.pending));
    const put = queue.put('q1', { value: 'a' });
    expect(queue.getState().pending).toBe(1);
    await put;
    await queue.drain();
    await vi.waitFor(() => expect(queue.getState().pending).toBe(0));
    // 1 from the tap until the acknowledgement, then 0: never 'saved' in between.
    const afterTap = seen.slice(1);
    expect(afterTap[0]).toBe(1);
    expect(afterTap).toEqual([...afterTap].sort((a, b) => b - a));
  });

  it('uncounts a change the phone could not store', async () => {
    const store = await idbStore();
    const queue = await open({ ...store, add: () => Promise.reject(new Error('quota exceeded')) }, fakeServer().send);
    await expect(queue.put('q1', { value: 'a' })).rejects.toThrow('quota exceeded');
    expect(queue.getState().pending).toBe(0);
  });

  it('deletes a change from IndexedDB only when the acknowledgement names its seq', async () => {
    const store = await idbStore();
    const server = fakeServer((body, n) => Promise.resolve(n === 1 ? result(body, { ack: { device_id: 'phone-abcdef', seq: 99, applied: true } }) : result(body)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = await open(store, server.send);
    await queue.put('q1', { value: 1 });
    await vi.waitFor(() => expect(queue.getState().error).toBe('not acknowledged'));
    expect(await store.list(TEST, 'parents')).toHaveLength(1);
    // The first retry's window: 0–2 s.
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(queue.getState().pending).toBe(0));
    expect(await store.list(TEST, 'parents')).toEqual([]);
    expect(server.bodies.map((b) => b.seq)).toEqual([1, 1]);
  });

  it('keeps a change through network failures and retries on the back-off schedule (half the ceiling with this jitter: 1 s, 2 s, 4 s… up to 15 s)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeServer((body, n) => (n <= 7 ? Promise.reject(networkDown()) : Promise.resolve(result(body))));
    const queue = await open(memoryStore(), server.send, { random: () => 0.5 });
    await queue.put('q1', { value: 1 });
    // Let the first call fail without moving the clock (vi.waitFor would advance it by its interval).
    await vi.advanceTimersByTimeAsync(0);
    expect(server.bodies).toHaveLength(1);
    expect(queue.getState()).toMatchObject({ online: false, pending: 1, error: null });
    const waits = [1000, 2000, 4000, 8000, 15000, 15000, 15000];
    for (const [i, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(server.bodies).toHaveLength(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.bodies).toHaveLength(i + 2);
    }
    expect(queue.getState()).toMatchObject({ online: true, pending: 0 });
  });

  it('a server recovering (503 with Retry-After) is not called again before the time it named', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const recovering = Object.assign(new Error('recovering'), { code: 503, httpStatus: 503, envelope: { code: 503, success: false }, retryAfterMs: 2000 });
    const server = fakeServer((body, n) => (n === 1 ? Promise.reject(recovering) : Promise.resolve(result(body))));
    const queue = await open(memoryStore(), server.send, { random: () => 0.5, retryAfterOf: (e) => (e as { retryAfterMs?: number }).retryAfterMs ?? null });
    await queue.put('q1', { value: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getState()).toMatchObject({ pending: 1, error: null });
    // 2 s asked, plus the first retry's jitter (half of 2 s).
    await vi.advanceTimersByTimeAsync(2999);
    expect(server.bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.bodies).toHaveLength(2);
    expect(queue.getState()).toMatchObject({ online: true, pending: 0 });
  });

  it('retries at once when the browser says it is online again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let down = true;
    const server = fakeServer((body) => (down ? Promise.reject(networkDown()) : Promise.resolve(result(body))));
    const events = new EventTarget();
    const queue = await open(memoryStore(), server.send, { events });
    for (let i = 0; i < 4; i += 1) await vi.advanceTimersByTimeAsync(i === 0 ? 0 : 2000 * 2 ** i);
    events.dispatchEvent(new Event('offline'));
    await queue.put('q1', { value: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getState().online).toBe(false);
    down = false;
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getState()).toMatchObject({ online: true, pending: 0 });
  });

  it('replays what a reload left in IndexedDB with the same seq, and numbers new changes after it', async () => {
    const hang = fakeServer(() => new Promise(() => undefined));
    const first = await open(await idbStore(), hang.send);
    await first.put('q1', { value: 'yes' });
    await first.put('q2', { value: 'no' });
    first.close();

    const gate = deferred<void>();
    const server = fakeServer(async (body) => {
      await gate.promise;
      return result(body);
    });
    const second = await open(await idbStore(), server.send);
    expect(second.getState().pending).toBe(2);
    expect(second.overlay({ q1: { value: 'old' }, q9: { value: 'kept' } })).toEqual({ q1: { value: 'yes' }, q2: { value: 'no' }, q9: { value: 'kept' } });
    await second.put('q3', { value: 3 });
    gate.resolve();
    await second.drain();
    expect(server.bodies.map((b) => [b.change_question_key, b.seq])).toEqual([
      ['q1', 1],
      ['q2', 2],
      ['q3', 3],
    ]);
    // The seq counter outlives the deleted changes: a later page never reuses 1..3.
    second.close();
    const third = await open(await idbStore(), server.send);
    await third.put('q1', { value: 'again' });
    await third.drain();
    expect(server.bodies.at(-1)).toMatchObject({ change_question_key: 'q1', seq: 4 });
  });

  it('replaces an unsent change of the same key, never the one in flight', async () => {
    const gate = deferred<void>();
    const server = fakeServer(async (body, n) => {
      if (n === 1) await gate.promise;
      return result(body);
    });
    const store = await idbStore();
    const queue = await open(store, server.send);
    await queue.put('q1', { value: 1 });
    await queue.put('q1', { value: 2 });
    await queue.put('q2', { value: 'x' });
    await queue.put('q1', { value: 3 });
    expect((await store.list(TEST, 'parents')).map((c) => [c.key, c.value?.value])).toEqual([
      ['q1', 1],
      ['q2', 'x'],
      ['q1', 3],
    ]);
    expect(queue.overlay({})).toEqual({ q1: { value: 3 }, q2: { value: 'x' } });
    gate.resolve();
    await queue.drain();
    expect(server.bodies.map((b) => [b.change_question_key, b.answer[b.change_question_key!]?.value, b.seq])).toEqual([
      ['q1', 1, 1],
      ['q2', 'x', 3],
      ['q1', 3, 4],
    ]);
  });

  it('drops a refused change, reports it and goes on with the next one', async () => {
    const refusals: Array<[number, string]> = [];
    const server = fakeServer((body, n) => (n === 1 ? Promise.reject(refusal(712, 400)) : n === 2 ? Promise.reject(refusal(704)) : Promise.resolve(result(body))));
    const store = await idbStore();
    const queue = await open(store, server.send, { options: { onRefusal: (code, message) => refusals.push([code, message]) } });
    const states: Array<string | null> = [];
    queue.subscribe((s) => states.push(s.error));
    await queue.put('q1', { value: 'bad' });
    await queue.put('q2', { value: 'late' });
    await queue.put('q3', { value: 'ok' });
    await queue.drain();
    expect(refusals).toEqual([
      [712, 'refused 712'],
      [704, 'refused 704'],
    ]);
    expect(states).toContain('refused 704');
    expect(server.bodies.map((b) => b.change_question_key)).toEqual(['q1', 'q2', 'q3']);
    expect(await store.list(TEST, 'parents')).toEqual([]);
  });

  it('retries server errors, rate limits and logouts instead of dropping the change', () => {
    const codes = LOGOUT_CODES;
    expect(refusalOf(networkDown(), codes)).toBeNull();
    expect(refusalOf(refusal(500, 503), codes)).toBeNull();
    expect(refusalOf(refusal(730, 429), codes)).toBeNull();
    expect(refusalOf(refusal(310, 401), codes)).toBeNull();
    expect(refusalOf(new ApiError(1003, 'HTTP error', undefined, 502), codes)).toBeNull();
    expect(refusalOf(refusal(701), codes)).toEqual({ code: 701, message: 'refused 701' });
  });

  it('end() waits for the queue, then sends is_end and answers the unanswered keys', async () => {
    const server = fakeServer((body) => Promise.resolve(body.is_end ? result(body, { questions_not_answer_keys: ['q7'] }) : result(body)));
    const queue = await open(memoryStore(), server.send);
    await queue.put('q1', { value: 1 });
    const ended = await queue.end();
    expect(ended.questions_not_answer_keys).toEqual(['q7']);
    expect(server.bodies.at(-1)).toEqual({ test_id: TEST, answer: {}, is_end: true, is_parents: true });
    expect(server.bodies).toHaveLength(2);
  });

  it('keeps the clinician and parent changes of one test apart but numbers them from one counter', async () => {
    const store = await idbStore();
    const hang = fakeServer(() => new Promise(() => undefined));
    const parent = await open(store, hang.send);
    const clinician = await open(store, hang.send, { options: { side: 'clinician', path: '/api/base/dreamit/v2/sync' } });
    await parent.put('p1', { value: 1 });
    await clinician.put('c1', { value: 2 });
    expect((await store.list(TEST, 'clinician')).map((c) => [c.key, c.seq])).toEqual([['c1', 2]]);
    expect(clinician.overlay({})).toEqual({ c1: { value: 2 } });
    expect(hang.bodies.find((b) => b.change_question_key === 'c1')?.is_parents).toBeUndefined();
  });

  it('opens on memory when neither IndexedDB nor localStorage is there, and still sends', async () => {
    const saved = globalThis.indexedDB;
    try {
      Reflect.deleteProperty(globalThis, 'indexedDB');
      const server = fakeServer();
      const queue = await openAnswerQueue({ ...OPTIONS, send: server.send });
      queues.push(queue);
      expect(queue.getState().storage).toBe('memory');
      await queue.put('q1', { value: 1 });
      await queue.drain();
      expect(server.bodies[0]).toMatchObject({ seq: 1, device_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});
