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
import { MEDIA_ACCEPTED_TYPES, UPLOAD_EXTENSIONS, type SniffedMedia, type UploadKind } from '@portal/shared';
import { AppError } from '../../http/envelope';
import { sniffMediaFile } from './media';
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
  return stageChecked(uploadDir, maxMb, incoming.stream, async ({ file, head, size }) => {
    const matches = size > 0 && headMatches(stored, head) && (stored !== 'json' || isJsonText(await readFile(file)));
    if (!matches) throw new AppError('uploadContentMismatch', { extension: incoming.extension });
    return incoming.extension;
  });
}

/**
 * A photo, video or recording from a phone, recognised by its content alone (`sniffMediaFile`):
 * the file name and the browser's type are ignored, and the extension it is stored under is the
 * one its content names (an iPhone's `IMG_0001.MOV` is `mov`, a renamed WebM stays `webm`).
 */
export async function stageMedia(uploadDir: string, maxMb: number, stream: IncomingFile['stream']): Promise<StagedUpload & { media: SniffedMedia }> {
  let media: SniffedMedia | null = null;
  const staged = await stageChecked(uploadDir, maxMb, stream, async ({ file }) => {
    media = await sniffMediaFile(file);
    if (!media) throw new AppError('uploadType', { types: MEDIA_ACCEPTED_TYPES });
    return media.extension;
  });
  return { ...staged, media: media! };
}

/** Writes the part to a staging file while hashing it, then lets `check` name its extension or refuse it (the file is removed). */
async function stageChecked(uploadDir: string, maxMb: number, stream: IncomingFile['stream'], check: (staged: { file: string; head: Buffer; size: number }) => Promise<string>): Promise<StagedUpload> {
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
  let extension: string;
  try {
    await pipeline(stream, tap, createWriteStream(file, { flags: 'wx', mode: 0o640 }));
    if (stream.truncated) throw new AppError('uploadTooLarge', { max: maxMb });
    extension = await check({ file, head: Buffer.concat(head), size });
  } catch (error) {
    await removeQuietly(file);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('uploadTooLarge', { max: maxMb });
    throw error;
  }
  return { file, extension, size, sha256: hash.digest('hex') };
}
