/** The normal store: IndexedDB through `idb`, one database for every test on this browser. */
import type { AnswerValue } from '@portal/shared';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { withMark, type ChangeStore } from './store';
import type { StoredChange } from './types';

interface QueueDb extends DBSchema {
  // Values are structured clones: a training submission's Blobs are kept as they are.
  changes: { key: [string, number]; value: StoredChange<unknown> };
  /**
   * The last seq given out per test, kept after its changes are deleted; with the test's marks
   * (optional: records written before marks existed have none, so no schema upgrade is needed).
   */
  seqs: { key: string; value: { test_id: string; last: number; marks?: string[] } };
}

export const QUEUE_DB_NAME = 'answer-queue';
/** Opening can hang (a blocked upgrade, some embedded browsers): fall back rather than wait. */
const OPEN_TIMEOUT_MS = 3000;

// 'strict' asks the browser to flush to disk before the write counts as done: put() resolves only then.
const STRICT = { durability: 'strict' } as const;

function range(testId: string): IDBKeyRange {
  return IDBKeyRange.bound([testId, 0], [testId, Number.MAX_SAFE_INTEGER]);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('IndexedDB open timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Rejects when IndexedDB is missing or refuses to open (private modes). */
export async function idbStore<V = AnswerValue>(): Promise<ChangeStore<V>> {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB unavailable');
  const db: IDBPDatabase<QueueDb> = await withTimeout(
    openDB<QueueDb>(QUEUE_DB_NAME, 1, {
      upgrade(database) {
        database.createObjectStore('changes', { keyPath: ['test_id', 'seq'] });
        database.createObjectStore('seqs', { keyPath: 'test_id' });
      },
    }),
    OPEN_TIMEOUT_MS,
  );
  return {
    kind: 'indexeddb',
    async list(testId, side) {
      // Keys sort by [test_id, seq]: the range comes back oldest first.
      const all = (await db.getAll('changes', range(testId))) as StoredChange<V>[];
      return all.filter((c) => c.side === side);
    },
    async add(change, replaces) {
      const tx = db.transaction(['changes', 'seqs'], 'readwrite', STRICT);
      const seqs = tx.objectStore('seqs');
      const entry = await seqs.get(change.test_id);
      const stored: StoredChange<V> = { ...change, seq: (entry?.last ?? 0) + 1 };
      const changes = tx.objectStore('changes');
      await Promise.all([
        seqs.put({ ...entry, test_id: change.test_id, last: stored.seq }),
        replaces === null ? null : changes.delete([change.test_id, replaces]),
        changes.put(stored),
        tx.done,
      ]);
      return stored;
    },
    async remove(testId, seq) {
      const tx = db.transaction('changes', 'readwrite', STRICT);
      await Promise.all([tx.store.delete([testId, seq]), tx.done]);
    },
    async marks(testId) {
      return (await db.get('seqs', testId))?.marks ?? [];
    },
    async addMark(testId, mark) {
      const tx = db.transaction('seqs', 'readwrite');
      const entry = await tx.store.get(testId);
      await Promise.all([tx.store.put({ last: 0, ...entry, test_id: testId, marks: withMark(entry?.marks, mark) }), tx.done]);
    },
    close: () => db.close(),
  };
}
