/**
 * The answer queue (DESIGN 'Answer changes', shared/testing/sync.ts): every change is numbered,
 * written to the store FIRST, sent one at a time in order, and deleted only when the server's
 * acknowledgement names its seq. The server makes replays harmless, so after any doubt (a reload,
 * a lost response) the queue simply sends again.
 */
import type { AnswerValue, SyncBody, SyncResult } from '@portal/shared';
import { retryDelayMs } from './backoff';
import type { ChangeStore } from './store';
import type { AnswerQueue, AnswerQueueOptions, QueueState, StoredChange } from './types';

export interface QueueDeps<V = AnswerValue> {
  store: ChangeStore<V>;
  deviceId: string;
  /** `change`: what the body was made from (a queue of other values than answers sends from it). */
  send: (body: SyncBody, change?: StoredChange<V>) => Promise<SyncResult>;
  /** Classifies a send error: a final refusal, or null (retry). */
  refusalOf: (error: unknown) => { code: number; message: string } | null;
  /** The server's Retry-After carried by a send error, in ms (null: none). */
  retryAfterOf?: (error: unknown) => number | null;
  /** [0, 1): the back-off's jitter (tests pass their own). */
  random?: () => number;
  /** Where 'online'/'offline' events arrive (window in the browser); null: none. */
  events: EventTarget | null;
  initiallyOnline: boolean;
  /** Text of the state's error when a success answer does not acknowledge the change. */
  unacknowledgedText: string;
}

export async function createAnswerQueue<V = AnswerValue>(options: AnswerQueueOptions, deps: QueueDeps<V>): Promise<AnswerQueue<V>> {
  const { testId, side } = options;
  const { store } = deps;
  let pending: StoredChange<V>[] = await store.list(testId, side);
  const marks = new Set(await store.marks(testId).catch(() => []));
  let inflight: StoredChange<V> | null = null;
  let pumping = false;
  let closed = false;
  let attempt = 0;
  let retryAfterMs: number | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  // put() calls run one after another so seqs follow call order and coalescing sees settled state.
  let writes: Promise<unknown> = Promise.resolve();
  // put() calls not yet in the store: counted as waiting at once, so the indicator never says
  // 'saved' between a tap and its change reaching the phone's storage.
  let writing = 0;
  const listeners = new Set<(state: QueueState) => void>();
  let drainWaiters: Array<() => void> = [];
  let state: QueueState = { pending: pending.length, online: deps.initiallyOnline, sending: false, error: null, status: null, storage: store.kind };

  function setState(patch: Partial<QueueState>): void {
    const next = { ...state, ...patch, pending: pending.length + writing };
    if ((Object.keys(next) as Array<keyof QueueState>).every((k) => next[k] === state[k])) return;
    state = next;
    for (const listener of [...listeners]) listener(state);
  }

  function settleDrain(): void {
    if (pending.length > 0 && !closed) return;
    const waiters = drainWaiters;
    drainWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function bodyOf(change: StoredChange<V>): SyncBody {
    return {
      test_id: change.test_id,
      // Answers for a test's sync; a queue of other values ignores the body and reads `change`.
      answer: { [change.key]: change.value as AnswerValue | null },
      change_question_key: change.key,
      device_id: change.device_id,
      seq: change.seq,
      ...(side === 'parents' ? { is_parents: true } : {}),
    };
  }

  async function forget(change: StoredChange<V>): Promise<void> {
    pending = pending.filter((c) => c !== change);
    try {
      await store.remove(change.test_id, change.seq);
    } catch {
      // Left in the store it is sent again after a reload, and the server acknowledges the replay.
    }
  }

  function scheduleRetry(): void {
    if (closed || retryTimer) return;
    const delay = retryDelayMs(attempt, deps.random, retryAfterMs);
    attempt += 1;
    retryAfterMs = null;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void pump();
    }, delay);
  }

  /** Skips the backoff wait: the network is back, or someone waits for the queue. */
  function retryNow(): void {
    if (retryTimer) {
      clearTimeout(retryTimer);
      retryTimer = null;
    }
    void pump();
  }

  async function sendOne(change: StoredChange<V>): Promise<'next' | 'stop'> {
    inflight = change;
    setState({ sending: true });
    let result: SyncResult;
    try {
      result = await deps.send(bodyOf(change), change);
    } catch (error) {
      inflight = null;
      const refused = deps.refusalOf(error);
      if (!refused) {
        retryAfterMs = deps.retryAfterOf?.(error) ?? null;
        setState({ online: false, sending: false });
        return 'stop';
      }
      await forget(change);
      attempt = 0;
      setState({ online: true, error: refused.message });
      options.onRefusal?.(refused.code, refused.message);
      return 'next';
    }
    inflight = null;
    const ack = result.ack;
    if (!ack || ack.seq !== change.seq || ack.device_id !== change.device_id) {
      setState({ online: true, sending: false, status: result.status, error: deps.unacknowledgedText });
      return 'stop';
    }
    await forget(change);
    attempt = 0;
    setState({ online: true, status: result.status });
    return 'next';
  }

  async function pump(): Promise<void> {
    if (pumping || closed) return;
    pumping = true;
    try {
      while (!closed && pending.length > 0) {
        if ((await sendOne(pending[0]!)) === 'stop') {
          scheduleRetry();
          break;
        }
      }
    } finally {
      pumping = false;
      setState({ sending: false });
      settleDrain();
    }
  }

  const onOnline = (): void => {
    attempt = 0;
    setState({ online: true });
    retryNow();
  };
  const onOffline = (): void => setState({ online: false });
  deps.events?.addEventListener('online', onOnline);
  deps.events?.addEventListener('offline', onOffline);

  async function write(key: string, value: V | null): Promise<void> {
    if (closed) throw new Error('The answer queue is closed');
    // Taken out of the queue before the await so the pump cannot pick it up meanwhile: a change
    // already in flight is never replaced, an unsent one is (only the newest value matters).
    const older = pending.find((c) => c.key === key && c !== inflight) ?? null;
    if (older) pending = pending.filter((c) => c !== older);
    let stored: StoredChange<V>;
    try {
      stored = await store.add({ test_id: testId, side, device_id: deps.deviceId, key, value }, older?.seq ?? null);
    } catch (error) {
      if (older) pending = [...pending, older].sort((a, b) => a.seq - b.seq);
      throw error;
    }
    pending = [...pending, stored];
    writing -= 1;
    setState({ error: null });
    // While a retry waits out its back-off, a new tap joins the queue instead of calling at once:
    // after a restart every phone would otherwise come back with its next tap, all together.
    if (!retryTimer) void pump();
  }

  const queue: AnswerQueue<V> = {
    put(key, value) {
      writing += 1;
      setState({});
      // write() uncounts a change once stored; one it could not store is uncounted here.
      const next = writes.then(() => write(key, value)).catch((error: unknown) => {
        writing -= 1;
        setState({});
        throw error;
      });
      writes = next.catch(() => undefined);
      return next;
    },
    overlay(serverAnswers) {
      const merged: Record<string, V> = {};
      for (const [key, value] of Object.entries(serverAnswers)) if (value) merged[key] = value;
      for (const change of pending) {
        if (change.value === null) delete merged[change.key];
        else merged[change.key] = change.value;
      }
      return merged;
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(state);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    async drain() {
      await writes;
      if (pending.length === 0) return;
      const done = new Promise<void>((resolve) => drainWaiters.push(resolve));
      attempt = 0;
      retryNow();
      await done;
    },
    async end() {
      await queue.drain();
      const result = await deps.send({ test_id: testId, answer: {}, is_end: true, ...(side === 'parents' ? { is_parents: true } : {}) });
      setState({ online: true, status: result.status });
      return result;
    },
    hasMark: (mark) => marks.has(mark),
    async addMark(mark) {
      if (marks.has(mark)) return;
      marks.add(mark);
      await store.addMark(testId, mark).catch(() => undefined);
    },
    close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      deps.events?.removeEventListener('online', onOnline);
      deps.events?.removeEventListener('offline', onOffline);
      listeners.clear();
      settleDrain();
      store.close();
    },
  };

  if (pending.length > 0) void pump();
  return queue;
}
