import type { KeyValueStorage } from './client';

/** In-memory storage with localStorage's contract (tests; also handy where storage is blocked). */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { readonly length: number; key(index: number): string | null; dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}
