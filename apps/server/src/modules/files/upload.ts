/**
 * An upload is first written to a staging file under UPLOAD_DIR/_staging while it is hashed and
 * sniffed, and reaches the file storage only once it passed every check (a rename on local disk,
 * an upload to S3), so a refused or broken upload never leaves a stored file behind.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_EXTENSIONS, type UploadKind } from '@portal/shared';
import { AppError } from '../../http/envelope';
import { headMatches, isJsonText, kindOfExtension, SNIFF_BYTES } from './sniff';

export interface StagedUpload {
  /** The checked bytes, on local disk until they are moved into the storage. */
  file: string;
  extension: string;
  size: number;
  sha256: string;
}

export interface IncomingFile {
  extension: string;
  stream: Readable & { truncated?: boolean };
}

/** Beside the stored files, so moving a checked upload into local storage is a rename. */
export const stagingDir = (uploadDir: string) => path.join(uploadDir, '_staging');

export async function removeQuietly(file: string): Promise<void> {
  await unlink(file).catch(() => undefined);
}

export async function stageUpload(uploadDir: string, kind: UploadKind | readonly string[], maxMb: number, incoming: IncomingFile): Promise<StagedUpload> {
  const stored = kindOfExtension(incoming.extension, kind);
  if (!stored) {
    incoming.stream.resume(); // let the parser move past the refused part
    throw new AppError('uploadType', { types: (typeof kind === 'string' ? UPLOAD_EXTENSIONS[kind] : kind).join(', ') });
  }
  const dir = stagingDir(uploadDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(16).toString('hex')}.part`);
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
    await pipeline(incoming.stream, tap, createWriteStream(file, { flags: 'wx', mode: 0o640 }));
    if (incoming.stream.truncated) throw new AppError('uploadTooLarge', { max: maxMb });
    const matches = size > 0 && headMatches(stored, Buffer.concat(head)) && (stored !== 'json' || isJsonText(await readFile(file)));
    if (!matches) throw new AppError('uploadContentMismatch', { extension: incoming.extension });
  } catch (error) {
    await removeQuietly(file);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('uploadTooLarge', { max: maxMb });
    throw error;
  }
  return { file, extension: incoming.extension, size, sha256: hash.digest('hex') };
}
