/**
 * File storage on local disk: `<root>/<key>`. Writes go to a `.part` file beside the target and
 * are renamed into place, so a reader never sees half a file and a failed write leaves nothing.
 * The bytes are fsync'ed before the rename and the directory after it: once `put` resolves (and
 * the row naming the file commits) a power cut or kill -9 cannot leave an empty or short file
 * under the key, which a rename alone allows on ext4/xfs.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey } from './keys';
import type { ByteRange, FileStorage, StoredObject } from './storage';

/** fsync of a file or a directory (a directory's entry for a renamed file lives in the directory). */
export async function syncPath(target: string): Promise<void> {
  let handle: FileHandle | null = null;
  try {
    handle = await open(target, 'r');
    await handle.sync();
  } catch (error) {
    // Some file systems refuse fsync on a directory (EINVAL/EISDIR); the rename is all there is then.
    const code = (error as { code?: string }).code ?? '';
    if (!['EINVAL', 'EISDIR', 'EPERM', 'ENOTSUP'].includes(code)) throw error;
  } finally {
    await handle?.close();
  }
}

/** Moves a complete, synced file into place and makes the move itself durable. */
async function renameDurably(from: string, to: string): Promise<void> {
  await syncPath(from);
  await rename(from, to);
  await syncPath(path.dirname(to));
}

/** The largest read of a stored file at once: a report fits, and a long video still streams with a bounded buffer per reader. */
const READ_CHUNK = 256 * 1024;

const missing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as { code?: string }).code ?? '');

export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  /** The absolute path of `key` under the root. */
  pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer | Readable, size?: number): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const part = `${target}.${randomBytes(6).toString('hex')}.part`;
    const sink = createWriteStream(part, { flags: 'wx', mode: 0o640 });
    try {
      let written = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          written += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, count, sink);
      if (size !== undefined && written !== size) throw new Error(`stored ${written} bytes under ${key}, expected ${size}`);
      await renameDurably(part, target);
    } catch (error) {
      // A source that fails at once can fail before the part file is even opened: wait for the
      // write stream to close, or the file would appear after the unlink and stay behind.
      if (!sink.closed) await once(sink, 'close').catch(() => undefined);
      await unlink(part).catch(() => undefined);
      throw error;
    }
  }

  /** Takes over a file already on this disk (renamed, not copied). */
  async adopt(key: string, file: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await renameDurably(file, target);
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const handle = await open(this.pathOf(key), 'r').catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      // The stream owns the handle from here and closes it when done or destroyed. Chunks up to
      // READ_CHUNK instead of the default 64 KB: a report PDF (about 180 KB) leaves in one read and socket
      // write rather than three, each a trip through the thread pool and the event loop.
      const bytes = range ? range.end - range.start + 1 : info.size;
      const highWaterMark = Math.max(1, Math.min(bytes, READ_CHUNK));
      return { stream: handle.createReadStream(range ? { start: range.start, end: range.end, highWaterMark } : { highWaterMark }), size: info.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const info = await stat(this.pathOf(key)).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });
    return info?.isFile() ? { size: info.size } : null;
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: unknown) => {
      if (!missing(error)) throw error;
    });
  }
}
