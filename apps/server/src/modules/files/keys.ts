/**
 * Storage keys: relative paths with forward slashes, `<institution_id>/<yyyy-mm>/<random>.<ext>`
 * when made here. Both adapters check every key, so none can climb out of their root.
 */
import { randomBytes } from 'node:crypto';

/**
 * 1–8 segments of letters, digits, dot, dash and underscore, each starting with a letter or digit
 * (so no `..`, no hidden files, and nothing can collide with the local `_staging` folder).
 */
const KEY = /^(?:[A-Za-z0-9][A-Za-z0-9._-]{0,127}\/){0,7}[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
}

const month = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** A fresh, unguessable key: `<institution_id>/<yyyy-mm>/<32 hex>.<extension>`. */
export function newStorageKey(institutionId: string, extension: string, now: Date = new Date()): string {
  const key = `${institutionId}/${month(now)}/${randomBytes(16).toString('hex')}.${extension}`;
  assertStorageKey(key);
  return key;
}

