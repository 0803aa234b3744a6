/**
 * Upload bytes on disk: UPLOAD_DIR/<institution_id>/<yyyy-mm>/<random>.<ext>. A part is written
 * to a `.part` file while it is hashed and sniffed, and renamed only once it passed every check,
 * so a refused or broken upload never leaves a file behind.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_EXTENSIONS, type UploadKind } from '@portal/shared';
import { AppError } from '../../http/envelope';
import { headMatches, isJsonText, kindOfExtension, SNIFF_BYTES } from './sniff';

export interface StoredFile {
  extension: string;
  size: number;
  sha256: string;
  /** Relative to the upload directory, always with forward slashes. */
  storagePath: string;
}

export interface IncomingFile {
  extension: string;
  stream: Readable & { truncated?: boolean };
}

const month = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

export function absolutePath(uploadDir: string, storagePath: string): string {
  return path.join(uploadDir, ...storagePath.split('/'));
}

export async function removeQuietly(file: string): Promise<void> {
  await unlink(file).catch(() => undefined);
}

export async function storeUpload(uploadDir: string, institutionId: string, kind: UploadKind, maxMb: number, incoming: IncomingFile): Promise<StoredFile> {
  const stored = kindOfExtension(incoming.extension, kind);
  if (!stored) {
    incoming.stream.resume(); // let the parser move past the refused part
    throw new AppError('uploadType', { types: UPLOAD_EXTENSIONS[kind].join(', ') });
  }
  const storagePath = `${institutionId}/${month(new Date())}/${randomBytes(16).toString('hex')}.${incoming.extension}`;
  const finalPath = absolutePath(uploadDir, storagePath);
  const partPath = `${finalPath}.part`;
  await mkdir(path.dirname(finalPath), { recursive: true });
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headLength));
        headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(incoming.stream, tap, createWriteStream(partPath, { flags: 'wx', mode: 0o640 }));
    if (incoming.stream.truncated) throw new AppError('uploadTooLarge', { max: maxMb });
    const matches = size > 0 && headMatches(stored, Buffer.concat(head)) && (stored !== 'json' || isJsonText(await readFile(partPath)));
    if (!matches) throw new AppError('uploadContentMismatch', { extension: incoming.extension });
    await rename(partPath, finalPath);
  } catch (error) {
    await removeQuietly(partPath);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('uploadTooLarge', { max: maxMb });
    throw error;
  }
  return { extension: incoming.extension, size, sha256: hash.digest('hex'), storagePath };
}
