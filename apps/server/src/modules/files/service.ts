/**
 * Uploads and reads of files, always scoped to the caller's current institution: another
 * institution's file id behaves exactly like an unknown one (404).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileExtension, type FileInfo, type UploadKind } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { files } from '../../db/schema';
import { AppError } from '../../http/envelope';
import type { SessionUser } from '../auth/session';
import { presentFile, type FileRow } from './presenter';
import { CONTENT_TYPES, kindOfExtension } from './sniff';
import { absolutePath, removeQuietly, storeUpload, type StoredFile } from './storage';

const fileColumns = { id: files.id, title: files.title, extension: files.extension, size: files.size, createdAt: files.createdAt };

function institutionOf(session: SessionUser): string {
  if (!session.institutionId) throw new AppError('noPermission');
  return session.institutionId;
}

/** The original name, without folders or control characters, at most 200 characters. */
export function cleanTitle(filename: string | undefined, extension: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (filename ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...(base || `file.${extension}`)].slice(0, 200).join('');
}

function multipartError(error: unknown, maxMb: number): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return new AppError('uploadTooMany');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('uploadTooLarge', { max: maxMb });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('uploadMissing');
    default:
      return error;
  }
}

/** Reads the single file of a multipart request, checks and stores it, and records it. */
export async function receiveUpload(ctx: AppContext, session: SessionUser, req: FastifyRequest, kind: UploadKind): Promise<FileInfo> {
  const institutionId = institutionOf(session);
  if (!req.isMultipart()) throw new AppError('uploadMissing');
  const { uploadDir, uploadMaxMb } = ctx.config;
  let stored: StoredFile | null = null;
  let title = '';
  try {
    const parts = req.parts({ limits: { fileSize: Math.floor(uploadMaxMb * 1024 * 1024), files: 1, fields: 20, parts: 40, fieldSize: 64 * 1024 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const extension = fileExtension(part.filename ?? '');
      title = cleanTitle(part.filename, extension);
      stored = await storeUpload(uploadDir, institutionId, kind, uploadMaxMb, { extension, stream: part.file });
    }
  } catch (error) {
    if (stored) await removeQuietly(absolutePath(uploadDir, stored.storagePath));
    throw multipartError(error, uploadMaxMb);
  }
  if (!stored) throw new AppError('uploadMissing');
  try {
    const [row] = await ctx.db.orm
      .insert(files)
      .values({ institutionId, title, extension: stored.extension, size: stored.size, sha256: stored.sha256, storagePath: stored.storagePath, createdBy: session.userId })
      .returning(fileColumns);
    return presentFile(row!);
  } catch (error) {
    await removeQuietly(absolutePath(uploadDir, stored.storagePath));
    throw error;
  }
}

async function findFile(ctx: AppContext, institutionId: string, id: string): Promise<(FileRow & { storagePath: string }) | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db.orm
    .select({ ...fileColumns, storagePath: files.storagePath })
    .from(files)
    .where(and(eq(files.institutionId, institutionId), eq(files.id, id)));
  return row ?? null;
}

export async function fileInfo(ctx: AppContext, session: SessionUser, id: string): Promise<FileInfo> {
  const row = await findFile(ctx, institutionOf(session), id);
  if (!row) throw new AppError('notFound');
  return presentFile(row);
}

export interface RawFile {
  stream: NodeJS.ReadableStream;
  size: number;
  contentType: string;
  /** Images and video show in the page; anything else downloads. */
  disposition: 'inline' | 'attachment';
  title: string;
}

export async function openRaw(ctx: AppContext, session: SessionUser, id: string): Promise<RawFile> {
  const row = await findFile(ctx, institutionOf(session), id);
  if (!row) throw new AppError('notFound');
  const file = absolutePath(ctx.config.uploadDir, row.storagePath);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new AppError('notFound');
  const kind = kindOfExtension(row.extension, 'file') ?? 'zip';
  return {
    stream: createReadStream(file),
    size: info.size,
    contentType: CONTENT_TYPES[kind],
    disposition: kind === 'png' || kind === 'jpeg' || kind === 'mp4' ? 'inline' : 'attachment',
    title: row.title,
  };
}

/** RFC 6266 with an ASCII fallback and the UTF-8 name (Chinese names survive). */
export function contentDisposition(disposition: 'inline' | 'attachment', title: string): string {
  const ascii = title.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(title).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
