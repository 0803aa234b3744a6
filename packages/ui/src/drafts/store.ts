/**
 * Text typed and not yet saved, kept on the device (localStorage) so that a superseded or expired
 * session loses nothing: one entry per user, institution, kind of thing edited and its id. Keys
 * carry the user and institution, so another user on the same device never reads them. Entries
 * older than the age limit are dropped whenever the store is read, and a successful save clears
 * its entry.
 */
import type { KeyValueStorage } from '../http/client';

/** Whose draft: the logged-in user in the institution they work in. */
export interface DraftOwner {
  userId: string;
  institutionId: string;
}

/** What is edited: a kind (e.g. 'test-comments', 'form:compass_referral') and the record's id. */
export interface DraftTarget {
  kind: string;
  id: string;
}

export interface Draft<T = unknown> {
  value: T;
  /** When it was last typed (ms since the epoch). */
  savedAt: number;
}

/** localStorage, or anything that can also list its keys (old entries are swept then). */
export interface DraftStorage extends KeyValueStorage {
  readonly length?: number;
  key?(index: number): string | null;
}

/** A week: long enough for a weekend between typing and logging in again, short enough not to linger. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const DRAFT_KEY_PREFIX = 'draft:';

export function draftKey(owner: DraftOwner, target: DraftTarget): string {
  return DRAFT_KEY_PREFIX + [owner.userId, owner.institutionId, target.kind, target.id].map(encodeURIComponent).join('|');
}

function parse(raw: string | null): Draft | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Draft>;
    if (typeof parsed.savedAt !== 'number' || !('value' in parsed)) return null;
    return { value: parsed.value, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export interface DraftStoreOptions {
  storage: DraftStorage;
  now?: () => number;
  maxAgeMs?: number;
}

export function createDraftStore({ storage, now = Date.now, maxAgeMs = DRAFT_MAX_AGE_MS }: DraftStoreOptions) {
  const fresh = (draft: Draft) => now() - draft.savedAt <= maxAgeMs;

  /** Removes every expired or unreadable draft (of any user: none may linger past the limit). */
  function sweep(): number {
    if (typeof storage.key !== 'function' || typeof storage.length !== 'number') return 0;
    const stale: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(DRAFT_KEY_PREFIX)) continue;
      const draft = parse(storage.getItem(key));
      if (!draft || !fresh(draft)) stale.push(key);
    }
    for (const key of stale) storage.removeItem(key);
    return stale.length;
  }

  return {
    sweep,
    /** Whether the device keeps any draft still within the age limit (of whichever user). */
    any(): boolean {
      sweep();
      if (typeof storage.key !== 'function' || typeof storage.length !== 'number') return false;
      for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(DRAFT_KEY_PREFIX)) return true;
      return false;
    },
    /** Keeps `value`; false when the device refused it (storage full or blocked). */
    save(owner: DraftOwner, target: DraftTarget, value: unknown): boolean {
      try {
        storage.setItem(draftKey(owner, target), JSON.stringify({ value, savedAt: now() }));
        return true;
      } catch {
        return false;
      }
    },
    /** The owner's draft of the target; null when none, expired (then removed) or unreadable. */
    load<T = unknown>(owner: DraftOwner, target: DraftTarget): Draft<T> | null {
      sweep();
      const key = draftKey(owner, target);
      const draft = parse(storage.getItem(key));
      if (draft && fresh(draft)) return draft as Draft<T>;
      storage.removeItem(key);
      return null;
    },
    clear(owner: DraftOwner, target: DraftTarget): void {
      storage.removeItem(draftKey(owner, target));
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;
