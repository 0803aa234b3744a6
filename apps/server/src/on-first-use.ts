/**
 * A package loaded on its first call instead of when the server starts. A restarted server must
 * answer within 1.5 s, and exceljs (with the zip libraries it brings) and pinyin-pro took 230 of
 * the 580 ms of loading the server's code, for an export, a data download and speech scoring,
 * which few requests need. The load is synchronous (require), so the callers stay as they are and
 * the first call pays it once (~200 ms for exceljs).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
