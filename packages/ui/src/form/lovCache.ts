/**
 * LOV entries cached per institution and role: one POST /api/system/lov/multiple for
 * the names a form needs that are not cached yet; concurrent forms share the pending call.
 */
import { DEFINITION_CALLS, type LovEntry } from '@portal/shared';
import { callWith } from '../http/call';
import type { RequestFn } from '../http/client';
import type { FormIdentity } from './types';

export type FetchLovs = (names: string[]) => Promise<Record<string, LovEntry[]>>;

/** The lov/multiple call through `request`: what a cache's `load` fetches the missing names with. */
export function fetchLovs(request: RequestFn): FetchLovs {
  return async (names) => (await callWith(request, DEFINITION_CALLS.lovMultiple, { body: { lovNames: names } })).data;
}

export function lovCacheKey(identity: FormIdentity | null | undefined, lovName: string): string {
  return `${identity?.institutionId ?? '-'}|${identity?.roleId ?? '-'}|${lovName}`;
}

export interface LovCache {
  /** Loads the missing names in one call; resolves to every requested name's entries. */
  load(identity: FormIdentity | null | undefined, names: readonly string[], fetch: FetchLovs): Promise<Record<string, LovEntry[]>>;
  peek(identity: FormIdentity | null | undefined, lovName: string): LovEntry[] | undefined;
  /** Forget a list (after a self-created entry) so the next load asks again. */
  invalidate(identity: FormIdentity | null | undefined, lovName: string): void;
  subscribe(listener: () => void): () => void;
  version(): number;
  clear(): void;
}

export function createLovCache(): LovCache {
  const entries = new Map<string, LovEntry[]>();
  const pending = new Map<string, Promise<LovEntry[]>>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };

  return {
    async load(identity, names, fetch) {
      const missing = names.filter((name) => !entries.has(lovCacheKey(identity, name)) && !pending.has(lovCacheKey(identity, name)));
      if (missing.length > 0) {
        const call = fetch(missing);
        for (const name of missing) {
          const key = lovCacheKey(identity, name);
          const one = call.then((all) => {
            const list = all[name] ?? [];
            entries.set(key, list);
            return list;
          });
          pending.set(key, one);
          void one.then(
            () => pending.delete(key),
            () => pending.delete(key),
          );
        }
        await call; // a failed call rejects this load and caches nothing
        changed();
      }
      const out: Record<string, LovEntry[]> = {};
      for (const name of names) {
        const key = lovCacheKey(identity, name);
        out[name] = entries.get(key) ?? (await (pending.get(key) ?? Promise.resolve([])));
      }
      return out;
    },
    peek: (identity, name) => entries.get(lovCacheKey(identity, name)),
    invalidate(identity, name) {
      entries.delete(lovCacheKey(identity, name));
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    clear() {
      entries.clear();
      pending.clear();
      changed();
    },
  };
}

/** The browser's shared cache (a page reload on identity switch clears it too). */
export const lovCache = createLovCache();
