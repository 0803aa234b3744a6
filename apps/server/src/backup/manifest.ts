/**
 * What a backup archive holds, written as `manifest.json` at its root: the migrations the database
 * had, every table (columns, rows, the file of its rows and their SHA-256), every sequence's
 * position, and every stored file (path under the upload directory, size, SHA-256).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

export const BACKUP_FORMAT = 'portal-backup';
export const BACKUP_VERSION = 1;
/** The schemas a backup holds: the product's tables and drizzle's record of the migrations applied. */
export const BACKED_UP_SCHEMAS = ['public', 'drizzle'] as const;

export interface TableEntry {
  schema: string;
  name: string;
  columns: string[];
  rows: number;
  /** Path in the archive of the rows: PostgreSQL COPY text format, gzip-compressed. */
  file: string;
  sha256: string;
}

export interface SequenceEntry {
  schema: string;
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface FileEntry {
  /** Relative to the upload directory, '/'-separated; stored in the archive under `files/`. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** drizzle's migration hashes, in the order they were applied. */
  migrations: string[];
  tables: TableEntry[];
  sequences: SequenceEntry[];
  /** null: files are kept in an S3 bucket, outside the backup. */
  files: FileEntry[] | null;
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(entry: { schema: string; name: string }): string {
  return `${quoteIdent(entry.schema)}.${quoteIdent(entry.name)}`;
}

export function isManifest(value: unknown): value is Manifest {
  const m = value as Partial<Manifest> | null;
  return !!m && m.format === BACKUP_FORMAT && m.version === BACKUP_VERSION && Array.isArray(m.tables) && Array.isArray(m.migrations) && Array.isArray(m.sequences);
}
