/**
 * Stored files: uploads, generated reports, their rows and reads. Every read and write is scoped
 * to one institution: another institution's file id behaves exactly like an unknown one (404).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { FILE_LIST_MAX, FILE_REMARK_MAX_CHARS, fileExtension, type FileInfo, type FileSource, type UploadKind } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import type { Database, Executor, Tx } from '../../db/pool';
import { files } from './schema';
import { AppError } from '../../http/envelope';
import { recordAuditEvent } from '../audit';
import type { SessionUser } from '../auth';
import { issueOnceId } from './once';
import { presentFile, type FileRow } from './presenter';
import type { OpenedFile } from './serve';
import { fileStorage, newStorageKey, putLocalFile } from './storage';
import { parseRange } from './range';
import { removeQuietly, stageUpload, type StagedUpload } from './upload';

const fileColumns = {
  id: files.id,
  title: files.title,
  extension: files.extension,
  size: files.size,
  createdAt: files.createdAt,
  fromId: files.fromId,
  remark: files.remark,
  source: files.source,
};

export function institutionOf(session: SessionUser): string {
  if (!session.institutionId) throw new AppError('noPermission');
  return session.institutionId;
}

/** The original name, without folders or control characters, at most 200 characters. */
export function cleanTitle(filename: string | undefined, extension: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (filename ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...(base || `file.${extension}`)].slice(0, 200).join('');
}

export function multipartError(error: unknown, maxMb: number): unknown {
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
  let staged: StagedUpload | null = null;
  let title = '';
  try {
    const parts = req.parts({ limits: { fileSize: Math.floor(uploadMaxMb * 1024 * 1024), files: 1, fields: 20, parts: 40, fieldSize: 64 * 1024 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const extension = fileExtension(part.filename ?? '');
      title = cleanTitle(part.filename, extension);
      staged = await stageUpload(uploadDir, kind, uploadMaxMb, { extension, stream: part.file });
    }
  } catch (error) {
    if (staged) await removeQuietly(staged.file);
    throw multipartError(error, uploadMaxMb);
  }
  if (!staged) throw new AppError('uploadMissing');
  const storage = fileStorage(ctx.config);
  const key = newStorageKey(institutionId, staged.extension);
  try {
    await putLocalFile(storage, key, staged.file, staged.size);
  } catch (error) {
    await removeQuietly(staged.file);
    throw error;
  }
  return insertRow(ctx.db.orm, storage, key, {
    institutionId,
    title,
    extension: staged.extension,
    size: staged.size,
    sha256: staged.sha256,
    createdBy: session.userId,
    source: 'upload',
  });
}

async function insertRow(orm: Database, storage: ReturnType<typeof fileStorage>, key: string, row: Omit<typeof files.$inferInsert, 'storagePath'>): Promise<FileInfo> {
  try {
    const [inserted] = await orm
      .insert(files)
      .values({ ...row, storagePath: key })
      .returning(fileColumns);
    return presentFile(inserted!);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** What the report generator (or any server code) hands to `storeFile`. */
export interface NewFile {
  institutionId: string;
  /** The name shown and offered on download, extension included ('报告 v2.pdf'). */
  title: string;
  /** Lower case, without the dot: 'pdf', 'html', … (decides Content-Type and how it is shown). */
  extension: string;
  /** The bytes; a stream needs `size`. */
  body: Buffer | Readable;
  size?: number;
  /** What the file belongs to (test id, report id…): GET /api/system/file/list {from_id}. */
  fromId?: string | null;
  source?: FileSource;
  remark?: string;
  createdBy?: string | null;
}

const EXTENSION = /^[a-z0-9]{1,10}$/;

async function* hashing(source: Readable, hash: ReturnType<typeof createHash>): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    hash.update(bytes);
    yield bytes;
  }
}

/**
 * Stores bytes and records them as a file of `institutionId`; answers the file info (`_id` is the
 * file id). `orm` may be a transaction; if it rolls back, the stored bytes stay behind unreachable.
 */
export async function storeFile(ctx: AppContext, input: NewFile, orm: Database = ctx.db.orm): Promise<FileInfo> {
  if (!isUuid(input.institutionId)) throw new Error('storeFile: institutionId must be a uuid');
  if (!EXTENSION.test(input.extension)) throw new Error(`storeFile: bad extension ${JSON.stringify(input.extension)}`);
  const storage = fileStorage(ctx.config);
  const key = newStorageKey(input.institutionId, input.extension);
  const hash = createHash('sha256');
  let size: number;
  if (Buffer.isBuffer(input.body)) {
    hash.update(input.body);
    size = input.body.length;
    await storage.put(key, input.body);
  } else {
    if (input.size === undefined) throw new Error('storeFile: a stream body needs its size');
    size = input.size;
    await storage.put(key, Readable.from(hashing(input.body, hash)), size);
  }
  return insertRow(orm, storage, key, {
    institutionId: input.institutionId,
    title: cleanTitle(input.title, input.extension),
    extension: input.extension,
    size,
    sha256: hash.digest('hex'),
    createdBy: input.createdBy ?? null,
    fromId: input.fromId ?? null,
    remark: [...(input.remark?.trim() ?? '')].slice(0, FILE_REMARK_MAX_CHARS).join(''),
    source: input.source ?? 'report',
  });
}

/** Removes a file (row first, then bytes); false when the institution has no such file. */
export async function deleteFile(ctx: AppContext, institutionId: string, id: string): Promise<boolean> {
  const storagePath = await deleteFileRow(ctx.db.orm, institutionId, id);
  if (storagePath === null) return false;
  await fileStorage(ctx.config).delete(storagePath);
  return true;
}

/**
 * A file's row deleted inside the caller's transaction; its stored bytes' path is returned for
 * `removeStoredFile` once that transaction has committed (null when there was no such file).
 */
export async function deleteFileRow(orm: Database | Tx, institutionId: string, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await orm
    .delete(files)
    .where(and(eq(files.institutionId, institutionId), eq(files.id, id)))
    .returning({ storagePath: files.storagePath });
  return row?.storagePath ?? null;
}

/** The whole stored bytes of a file (a child's data export), or null when they are gone. */
export async function readStoredFile(ctx: AppContext, storagePath: string): Promise<Buffer | null> {
  const stored = await fileStorage(ctx.config).get(storagePath);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Removes stored bytes whose row is already gone (a child's erasure deletes the rows in its transaction). */
export async function removeStoredFile(ctx: AppContext, storagePath: string): Promise<void> {
  await fileStorage(ctx.config).delete(storagePath);
}

async function findFile(ctx: AppContext, institutionId: string, id: string): Promise<(FileRow & { storagePath: string }) | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db.orm
    .select({ ...fileColumns, storagePath: files.storagePath })
    .from(files)
    .where(and(eq(files.institutionId, institutionId), eq(files.id, id)));
  return row ?? null;
}

/** File info; with `once`, also a fresh one-time link id (see once.ts). */
export async function fileInfo(ctx: AppContext, session: SessionUser, id: string, options: { once?: boolean } = {}): Promise<FileInfo> {
  const institutionId = institutionOf(session);
  const row = await findFile(ctx, institutionId, id);
  if (!row) throw new AppError('notFound');
  const info = presentFile(row);
  if (options.once) info.once_id = await issueOnceId(ctx, institutionId, row.id, session.userId);
  return info;
}

/** The institution's files of one owner, newest first. */
export async function listFiles(ctx: AppContext, session: SessionUser, fromId: string): Promise<FileInfo[]> {
  const rows = await ctx.db.orm
    .select(fileColumns)
    .from(files)
    .where(and(eq(files.institutionId, institutionOf(session)), eq(files.fromId, fromId)))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(FILE_LIST_MAX);
  return rows.map(presentFile);
}

/**
 * Gives a file the remark `remark` only where it has none yet (another version of the same report
 * taking over a bound report's place keeps what the clinician wrote). `db` may be the caller's transaction.
 */
export async function fillEmptyRemark(db: Executor, institutionId: string, fileId: string, remark: string): Promise<void> {
  const text = [...remark.trim()].slice(0, FILE_REMARK_MAX_CHARS).join('');
  if (!text) return;
  await db.update(files).set({ remark: text }).where(and(eq(files.institutionId, institutionId), eq(files.id, fileId), eq(files.remark, '')));
}

export async function updateRemark(ctx: AppContext, session: SessionUser, id: string, remark: string): Promise<FileInfo> {
  const institutionId = institutionOf(session);
  if (!isUuid(id)) throw new AppError('notFound');
  const [row] = await ctx.db.orm
    .update(files)
    .set({ remark })
    .where(and(eq(files.institutionId, institutionId), eq(files.id, id)))
    .returning(fileColumns);
  if (!row) throw new AppError('notFound');
  return presentFile(row);
}

/**
 * The bytes of one file of `institutionId`; 404 when there is no such file or its bytes are gone.
 * With a Range header (`rangeHeader`), only that part is read from the storage (see range.ts).
 */
export async function openFile(ctx: AppContext, institutionId: string, id: string, rangeHeader?: string): Promise<OpenedFile> {
  const row = await findFile(ctx, institutionId, id);
  if (!row) throw new AppError('notFound');
  const request = parseRange(rangeHeader, row.size);
  if (request.kind === 'unsatisfiable') return { stream: Readable.from([]), size: row.size, title: row.title, extension: row.extension, range: 'unsatisfiable', source: row.source };
  const range = request.kind === 'part' ? request.range : undefined;
  const stored = await fileStorage(ctx.config).get(row.storagePath, range);
  if (!stored) throw new AppError('notFound');
  return { stream: stored.stream, size: stored.size, title: row.title, extension: row.extension, source: row.source, ...(range ? { range } : {}) };
}

export async function openForSession(ctx: AppContext, session: SessionUser, id: string, rangeHeader?: string): Promise<OpenedFile> {
  const institutionId = institutionOf(session);
  return auditedRead(ctx, institutionId, id, await openFile(ctx, institutionId, id, rangeHeader));
}

/** A child's report (a test's or a case's) read from its start is an audit event; later ranges of the same read are not. */
export async function auditedRead(ctx: AppContext, institutionId: string, id: string, opened: OpenedFile): Promise<OpenedFile> {
  if (opened.source !== 'report' && opened.source !== 'case') return opened;
  if (opened.range === 'unsatisfiable' || (opened.range && opened.range.start > 0)) return opened;
  // The report's child is found inside the event's insert: one statement, not a read and a write.
  const child = sql`(
    select t.children_id from reports r join tests t on t.institution_id = r.institution_id and t.id = r.test_id
     where r.institution_id = ${institutionId} and (r.file_id = ${id} or r.html_file_id = ${id})
    union all
    select c.children_id from case_reports cr join compass_cases c on c.institution_id = cr.institution_id and c.id = cr.case_id
     where cr.institution_id = ${institutionId} and (cr.file_id = ${id} or cr.html_file_id = ${id})
    limit 1)`;
  await recordAuditEvent(ctx.db.orm, { action: 'report_download', institutionId, tableName: 'files', rowId: id, childId: child, detail: { title: opened.title } });
  return opened;
}
