/**
 * Where queued answer changes live until acknowledged. Each store allocates the test's next seq
 * and writes the change in ONE step, so a seq is never reused after a reload (the server treats a
 * reused (device, seq) as a replay and would silently keep the old answer).
 */
import type { AnswerValue } from '@portal/shared';
import type { QueueStorageKind, StoredChange } from './types';

export type NewChange<V = AnswerValue> = Omit<StoredChange<V>, 'seq'>;

export interface ChangeStore<V = AnswerValue> {
  readonly kind: QueueStorageKind;
  /** The test's queued changes of one side, oldest first. */
  list(testId: string, side: StoredChange['side']): Promise<StoredChange<V>[]>;
  /** Numbers the change (last seq of the test + 1), stores it and deletes `replaces` (a queued seq) in the same step. */
  add(change: NewChange<V>, replaces: number | null): Promise<StoredChange<V>>;
  remove(testId: string, seq: number): Promise<void>;
  /**
   * Small facts about the test kept with its answers on this device (which pages' question audio
   * was already played), as names; kept after the test's changes are sent.
   */
  marks(testId: string): Promise<string[]>;
  addMark(testId: string, mark: string): Promise<void>;
  close(): void;
}

const bySeq = (a: StoredChange<unknown>, b: StoredChange<unknown>): number => a.seq - b.seq;

/** Lost on reload: the last resort when the browser keeps nothing (some private modes). */
export function memoryStore<V = AnswerValue>(): ChangeStore<V> {
  const changes = new Map<string, StoredChange<V>[]>();
  const last = new Map<string, number>();
  const marks = new Map<string, string[]>();
  return {
    kind: 'memory',
    list: (testId, side) => Promise.resolve((changes.get(testId) ?? []).filter((c) => c.side === side).sort(bySeq)),
    add(change, replaces) {
      const seq = (last.get(change.test_id) ?? 0) + 1;
      last.set(change.test_id, seq);
      const stored = { ...change, seq };
      const kept = (changes.get(change.test_id) ?? []).filter((c) => c.seq !== replaces);
      changes.set(change.test_id, [...kept, stored]);
      return Promise.resolve(stored);
    },
    remove(testId, seq) {
      changes.set(testId, (changes.get(testId) ?? []).filter((c) => c.seq !== seq));
      return Promise.resolve();
    },
    marks: (testId) => Promise.resolve([...(marks.get(testId) ?? [])]),
    addMark(testId, mark) {
      marks.set(testId, withMark(marks.get(testId), mark));
      return Promise.resolve();
    },
    close: () => undefined,
  };
}

/** The marks with one more, each once. */
export function withMark(marks: readonly string[] | undefined, mark: string): string[] {
  return marks?.includes(mark) ? [...marks] : [...(marks ?? []), mark];
}

interface StoredTest {
  last: number;
  changes: StoredChange[];
  marks?: string[];
}

export const LOCAL_STORE_PREFIX = 'answer_queue:';

/** One localStorage entry per test; synchronous writes make every step atomic. */
export function localStore(storage: Storage): ChangeStore {
  const read = (testId: string): StoredTest => {
    try {
      const parsed = JSON.parse(storage.getItem(LOCAL_STORE_PREFIX + testId) ?? 'null') as StoredTest | null;
      if (parsed && typeof parsed.last === 'number' && Array.isArray(parsed.changes)) return parsed;
    } catch {
      // A damaged entry holds nothing we could send safely.
    }
    return { last: 0, changes: [] };
  };
  const write = (testId: string, entry: StoredTest): void => storage.setItem(LOCAL_STORE_PREFIX + testId, JSON.stringify(entry));
  return {
    kind: 'localstorage',
    list: async (testId, side) => read(testId).changes.filter((c) => c.side === side).sort(bySeq),
    async add(change, replaces) {
      const entry = read(change.test_id);
      const stored = { ...change, seq: entry.last + 1 };
      write(change.test_id, { ...entry, last: stored.seq, changes: [...entry.changes.filter((c) => c.seq !== replaces), stored] });
      return stored;
    },
    async remove(testId, seq) {
      const entry = read(testId);
      write(testId, { ...entry, changes: entry.changes.filter((c) => c.seq !== seq) });
    },
    marks: async (testId) => read(testId).marks ?? [],
    async addMark(testId, mark) {
      const entry = read(testId);
      write(testId, { ...entry, marks: withMark(entry.marks, mark) });
    },
    close: () => undefined,
  };
}

/** localStorage when it accepts a write (Safari's old private mode throws on setItem). */
export function usableLocalStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    storage.setItem('answer_queue_probe', '1');
    storage.removeItem('answer_queue_probe');
    return storage;
  } catch {
    return null;
  }
}
