/**
 * `npm run backup`: the database and the stored files as one tar archive, consistent with each
 * other. Every table is read with COPY inside one REPEATABLE READ transaction (one snapshot, while
 * the server goes on working), and the stored files are hard-linked (copied when on another disk)
 * into a staging folder while that snapshot is still open, so a file deleted meanwhile is kept
 * and no file a saved row names can be missing. The rows of a file written after the snapshot
 * are not in it; such a file is kept and harms nothing. Needs nothing but the server's own
 * packages (no pg_dump: the embedded PostgreSQL ships none).
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { create as createTar } from 'tar';
import { BACKED_UP_SCHEMAS, BACKUP_FORMAT, BACKUP_VERSION, qualified, quoteIdent, sha256OfFile, type FileEntry, type Manifest, type SequenceEntry, type TableEntry } from './manifest';

export interface BackupOptions {
  pool: pg.Pool;
  /** Where the stored files are; null when they live in an S3 bucket (not part of the backup). */
  uploadDir: string | null;
  /** The archive to write (replaced only once complete). */
  out: string;
  /** Where to stage (default: beside the upload directory, so files are hard-linked, not copied). */
  stagingParent?: string;
}

export interface BackupResult {
  out: string;
  bytes: number;
  tables: number;
  rows: number;
  files: number;
}

interface TableRow {
  schema: string;
  name: string;
  columns: string[];
}

/** Every ordinary table of the backed-up schemas, with its writable (not generated) columns. */
export async function listTables(client: pg.ClientBase): Promise<TableRow[]> {
  const { rows } = await client.query<TableRow>(
    `select n.nspname as schema, c.relname as name,
            array(select a.attname::text from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                   order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = any($1::text[])
      order by n.nspname, c.relname`,
    [BACKED_UP_SCHEMAS],
  );
  return rows;
}

async function listSequences(client: pg.ClientBase): Promise<SequenceEntry[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and n.nspname = any($1::text[]) order by 1, 2`,
    [BACKED_UP_SCHEMAS],
  );
  const out: SequenceEntry[] = [];
  for (const seq of rows) {
    const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${qualified(seq)}`);
    out.push({ ...seq, lastValue: state[0]!.last_value, isCalled: state[0]!.is_called });
  }
  return out;
}

/** COPY one table into a gzip file; rows are counted by their line ends (COPY text escapes those inside values). */
async function dumpTable(client: pg.ClientBase, table: TableRow, file: string): Promise<{ rows: number; sha256: string }> {
  const columns = table.columns.map(quoteIdent).join(', ');
  const source = client.query(copyTo(`COPY ${qualified(table)} (${columns}) TO STDOUT`));
  let rows = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
      done(null, chunk);
    },
  });
  const hash = createHash('sha256');
  const hasher = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(source, counter, createGzip({ level: 6 }), hasher, createWriteStream(file));
  return { rows, sha256: hash.digest('hex') };
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** Hard links (same disk) or copies every stored file into `target`, keeping its place. */
async function stageFiles(uploadDir: string, target: string): Promise<FileEntry[]> {
  const out: FileEntry[] = [];
  for (const relative of await listFiles(uploadDir)) {
    const from = path.join(uploadDir, relative);
    const to = path.join(target, relative);
    await fsp.mkdir(path.dirname(to), { recursive: true });
    try {
      await fsp.link(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue; // deleted since the listing
      if (code !== 'EXDEV' && code !== 'EPERM') throw error;
      await fsp.copyFile(from, to);
    }
    const { size } = await fsp.stat(to);
    out.push({ path: relative.split(path.sep).join('/'), size, sha256: await sha256OfFile(to) });
  }
  return out;
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const stagingParent = options.stagingParent ?? (options.uploadDir ? path.dirname(options.uploadDir) : path.dirname(path.resolve(options.out)));
  await fsp.mkdir(stagingParent, { recursive: true });
  const staging = await fsp.mkdtemp(path.join(stagingParent, '.backup-'));
  try {
    await fsp.mkdir(path.join(staging, 'db'));
    const client = await options.pool.connect();
    let manifest: Manifest;
    try {
      await client.query('begin isolation level repeatable read read only');
      try {
        const migrationsTable = await client.query<{ exists: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
        const migrations = migrationsTable.rows[0]!.exists
          ? (await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at, id')).rows.map((r) => r.hash)
          : [];
        const tables: TableEntry[] = [];
        for (const table of await listTables(client)) {
          const file = `db/${table.schema}.${table.name}.copy.gz`;
          const dumped = await dumpTable(client, table, path.join(staging, file));
          tables.push({ ...table, rows: dumped.rows, file, sha256: dumped.sha256 });
        }
        const sequences = await listSequences(client);
        // Still inside the snapshot: every file a saved row names is linked before anyone can delete it.
        const files = options.uploadDir ? await stageFiles(options.uploadDir, path.join(staging, 'files')) : null;
        manifest = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString(), migrations, tables, sequences, files };
      } finally {
        await client.query('rollback');
      }
    } finally {
      client.release();
    }
    await fsp.writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
    const entries = ['manifest.json', 'db', ...(manifest.files && manifest.files.length > 0 ? ['files'] : [])];
    const partial = `${options.out}.partial`;
    await createTar({ file: partial, cwd: staging, portable: true }, entries);
    await fsp.rename(partial, options.out);
    const { size } = await fsp.stat(options.out);
    return {
      out: options.out,
      bytes: size,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      files: manifest.files?.length ?? 0,
    };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
