import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceId, DEVICE_ID_KEY } from './device';
import { openAnswerQueue } from './index';
import { LOCAL_STORE_PREFIX, localStore, memoryStore } from './store';

class MapStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
}

const change = { test_id: 't1', side: 'parents' as const, device_id: 'phone-abcdef', key: 'q1', value: { value: 1 } };

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
  vi.unstubAllGlobals();
});

describe('localStorage fallback store', () => {
  it('numbers changes past deleted ones and replaces in one write', async () => {
    const storage = new MapStorage();
    const store = localStore(storage);
    const a = await store.add(change, null);
    const b = await store.add({ ...change, key: 'q2' }, null);
    await store.remove('t1', a.seq);
    await store.remove('t1', b.seq);
    const c = await store.add(change, null);
    const d = await store.add({ ...change, value: { value: 2 } }, c.seq);
    expect([a.seq, b.seq, c.seq, d.seq]).toEqual([1, 2, 3, 4]);
    expect((await localStore(storage).list('t1', 'parents')).map((x) => [x.seq, x.value?.value])).toEqual([[4, 2]]);
    expect(await store.list('t1', 'clinician')).toEqual([]);
  });

  it('treats a damaged entry as empty instead of failing', async () => {
    const storage = new MapStorage();
    storage.setItem(`${LOCAL_STORE_PREFIX}t1`, '{not json');
    expect(await localStore(storage).list('t1', 'parents')).toEqual([]);
  });

  it('is what openAnswerQueue uses without IndexedDB, and keeps the device id', async () => {
    // Another file of the project may have installed fake-indexeddb on the shared global.
    vi.stubGlobal('indexedDB', undefined);
    const storage = new MapStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(storage.getItem(DEVICE_ID_KEY)).toBe(id);
    expect(deviceId()).toBe(id);
    const queue = await openAnswerQueue({ testId: 't1', path: '/x', side: 'parents', send: () => new Promise(() => undefined) });
    expect(queue.getState().storage).toBe('localstorage');
    await queue.put('q1', { value: 'kept' });
    queue.close();
    expect(JSON.parse(storage.getItem(`${LOCAL_STORE_PREFIX}t1`)!)).toMatchObject({ last: 1, changes: [{ key: 'q1', device_id: id, seq: 1 }] });
  });

  it('keeps a test\'s marks beside its changes, each once, across reopening', async () => {
    const storage = new MapStorage();
    const store = localStore(storage);
    await store.addMark('t1', 'audio-played:0');
    const a = await store.add(change, null);
    await store.addMark('t1', 'audio-played:0');
    await store.remove('t1', a.seq);
    await store.addMark('t1', 'audio-played:2');
    expect(await localStore(storage).marks('t1')).toEqual(['audio-played:0', 'audio-played:2']);
    expect(await store.marks('t2')).toEqual([]);
    const memory = memoryStore();
    await memory.addMark('t1', 'x');
    await memory.addMark('t1', 'x');
    expect(await memory.marks('t1')).toEqual(['x']);
  });

  it('gives the queue the marks it was opened with', async () => {
    const storage = new MapStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    const first = await openAnswerQueue({ testId: 't1', path: '/x', side: 'parents', send: () => new Promise(() => undefined) });
    expect(first.hasMark('audio-played:1')).toBe(false);
    await first.addMark('audio-played:1');
    expect(first.hasMark('audio-played:1')).toBe(true);
    first.close();
    const reopened = await openAnswerQueue({ testId: 't1', path: '/x', side: 'parents', send: () => new Promise(() => undefined) });
    expect(reopened.hasMark('audio-played:1')).toBe(true);
    expect(reopened.hasMark('audio-played:2')).toBe(false);
    reopened.close();
  });
});
