/**
 * Forms not yet sent, kept in IndexedDB with their picked files as Blobs: a reload (or the browser
 * dropping the tab on a poor network) gives the parent back what was filled in and picked. Best
 * effort: without IndexedDB the form simply starts empty after a reload.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { useEffect, useRef, useState } from 'react';

const DB_NAME = 'training-drafts';
let opened: Promise<IDBPDatabase> | null = null;

function db(): Promise<IDBPDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB unavailable'));
  opened ??= openDB(DB_NAME, 1, { upgrade: (database) => void database.createObjectStore('drafts') });
  return opened;
}

export async function loadDraft<T>(key: string): Promise<T | null> {
  try {
    return ((await (await db()).get('drafts', key)) as T | undefined) ?? null;
  } catch {
    return null;
  }
}

export async function saveDraft(key: string, value: unknown): Promise<void> {
  try {
    await (await db()).put('drafts', value, key);
  } catch {
    // Not kept: the form works, a reload starts it empty.
  }
}

export async function dropDraft(key: string): Promise<void> {
  try {
    await (await db()).delete('drafts', key);
  } catch {
    // A stale draft only pre-fills a form the parent can change.
  }
}

/**
 * A form's state that survives a reload: restored once (unless the parent already started typing),
 * saved on every change. `accept` checks a stored draft still fits the form (questions may differ).
 */
export function useDraft<T>(key: string, initial: () => T, accept: (stored: T) => T | null): [T, (update: (current: T) => T) => void] {
  const [value, setValue] = useState<T>(initial);
  const touched = useRef(false);
  useEffect(() => {
    let live = true;
    void loadDraft<T>(key).then((stored) => {
      const usable = stored === null ? null : accept(stored);
      if (live && usable !== null && !touched.current) setValue(usable);
    });
    return () => {
      live = false;
    };
    // Restored once per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const update = (change: (current: T) => T) => {
    touched.current = true;
    setValue((current) => {
      const next = change(current);
      void saveDraft(key, next);
      return next;
    });
  };
  return [value, update];
}
