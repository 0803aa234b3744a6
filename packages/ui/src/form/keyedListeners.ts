/** Listeners per item key: the form's per-item stores notify only the items a change reaches. */
export interface KeyedListeners {
  subscribe(key: string, listener: () => void): () => void;
  notify(key: string): void;
}

export function createKeyedListeners(): KeyedListeners {
  const listeners = new Map<string, Set<() => void>>();
  return {
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    notify: (key) => listeners.get(key)?.forEach((listener) => listener()),
  };
}
