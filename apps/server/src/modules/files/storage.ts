/**
 * Where file bytes live, behind one small interface with two adapters: local disk under
 * UPLOAD_DIR (`storage-local.ts`) and an S3-compatible bucket (`storage-s3.ts`). FILE_STORAGE
 * picks one; `fileStorage(config)` hands out the process's single instance for a configuration.
 *
 * A key is a relative path with forward slashes, e.g. `<institution_id>/<yyyy-mm>/<random>.pdf`.
 * Keys come from `newStorageKey`; the adapters refuse anything that could climb out of their root.
 */
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { LocalFileStorage } from './storage-local';
import { S3FileStorage } from './storage-s3';

export { assertStorageKey, isStorageKey, newStorageKey } from './keys';

/** Inclusive byte positions, as HTTP Range counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  stream: Readable;
  /** Bytes in the object (for Content-Length). */
  size: number;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Stores `body` under `key`, replacing what was there. Readers never see a partial object. A
   * stream body needs its byte length in `size` (S3 sends Content-Length up front).
   */
  put(key: string, body: Buffer | Readable, size?: number): Promise<void>;
  /**
   * The bytes under `key` as a stream, or null when nothing is stored there. With `range`, only
   * bytes `start`..`end` (inclusive, already checked against the size by the caller) are streamed;
   * `size` stays the whole object's size.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The size of what is stored under `key`, or null when nothing is. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes what is stored under `key`; nothing stored is not an error. */
  delete(key: string): Promise<void>;
}

const instances = new WeakMap<Config, FileStorage>();

/** The storage FILE_STORAGE names, one instance per configuration object. */
export function fileStorage(config: Config): FileStorage {
  let storage = instances.get(config);
  if (!storage) {
    storage = config.fileStorage === 's3' && config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.uploadDir);
    instances.set(config, storage);
  }
  return storage;
}

/**
 * Moves a checked local file (an upload's staging copy) into the storage under `key`: a rename on
 * local disk, an upload to S3. The local file is gone afterwards either way.
 */
export async function putLocalFile(storage: FileStorage, key: string, file: string, size: number): Promise<void> {
  if (storage instanceof LocalFileStorage) return storage.adopt(key, file);
  try {
    await storage.put(key, createReadStream(file), size);
  } finally {
    await unlink(file).catch(() => undefined);
  }
}
