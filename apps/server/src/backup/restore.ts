/**
 * `npm run restore -- <archive> [--force]`: puts a backup back, database and files together, or
 * nothing at all. The archive is unpacked and every checksum checked before anything is touched;
 * an installation that holds rows is replaced only with `force`. In one transaction the product's
 * schemas are dropped, rebuilt by the migrations the backup had (later ones run at the server's
 * next start, on the restored rows), loaded with COPY while triggers are off
 * (`session_replication_role = replica`: the rows are already what the triggers made; secondary
 * indexes dropped first and built after), the sequences set and every table's row count compared; the upload directory is swapped for the
 * archive's files just before the commit and swapped back if it fails. Queued jobs are not in
 * a backup: the job queue's schema is dropped and rebuilt empty at the server's next start.
 */
import fsp from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { extract } from 'tar';
import { listTables } from './create';
import { isManifest, qualified, quoteIdent, sha256OfFile, type Manifest } from './manifest';

export interface RestoreOptions {
  pool: pg.Pool;
  archive: string;
  /** The upload directory to replace; null when files live in S3. */
  uploadDir: string | null;
  migrationsFolder: string;
  /** Replace an installation that holds rows. */
  force: boolean;
}

export interface RestoreResult {
  tables: number;
  rows: number;
  files: number;
}

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

async function unpack(archive: string, staging: string): Promise<Manifest> {
  await fsp.access(archive).catch(() => {
    throw new RestoreRefused(`${archive}: no such file`);
  });
  try {
    await extract({ file: archive, cwd: staging, strict: true });
  } catch (error) {
    throw new RestoreRefused(`${archive}: not a backup archive (${(error as Error).message})`);
  }
  const text = await fsp.readFile(path.join(staging, 'manifest.json'), 'utf8').catch(() => null);
  let manifest: unknown = null;
  try {
    manifest = text === null ? null : JSON.parse(text);
  } catch {
    // reported below
  }
  if (!isManifest(manifest)) throw new RestoreRefused(`${archive}: not a backup archive (no readable manifest.json)`);
  return manifest;
}

/** Every table file and stored file is present with the checksum the manifest names. */
async function verify(manifest: Manifest, staging: string): Promise<void> {
  const damaged: string[] = [];
  for (const table of manifest.tables) {
    const sum = await sha256OfFile(path.join(staging, table.file)).catch(() => null);
    if (sum !== table.sha256) damaged.push(table.file);
  }
  for (const file of manifest.files ?? []) {
    const at = path.join(staging, 'files', ...file.path.split('/'));
    const stat = await fsp.stat(at).catch(() => null);
    if (!stat || stat.size !== file.size || (await sha256OfFile(at)) !== file.sha256) damaged.push(`files/${file.path}`);
  }
  if (damaged.length > 0) throw new RestoreRefused(`the archive is damaged: ${damaged.slice(0, 5).join(', ')}${damaged.length > 5 ? ` and ${damaged.length - 5} more` : ''} missing or not matching its checksum`);
}

/** The migrations to rebuild the backup's schema with: the first ones of this version, the same ones the backup had. */
function migrationsOf(manifest: Manifest, folder: string) {
  const known = readMigrationFiles({ migrationsFolder: folder });
  const prefix = known.slice(0, manifest.migrations.length);
  if (manifest.migrations.length > known.length || prefix.some((m, i) => m.hash !== manifest.migrations[i])) {
    throw new RestoreRefused('the backup was made by another version of the server (its migrations differ from this one’s): restore it with the version that made it');
  }
  return prefix;
}

async function holdsRows(client: pg.ClientBase): Promise<boolean> {
  for (const table of await listTables(client)) {
    if (table.schema !== 'public') continue;
    const { rows } = await client.query<{ any: boolean }>(`select exists (select 1 from ${qualified(table)}) as any`);
    if (rows[0]!.any) return true;
  }
  return false;
}

async function loadTable(client: pg.ClientBase, table: Manifest['tables'][number], staging: string): Promise<void> {
  const target = client.query(copyFrom(`COPY ${qualified(table)} (${table.columns.map(quoteIdent).join(', ')}) FROM STDIN`));
  await pipeline(createReadStream(path.join(staging, table.file)), createGunzip(), target);
}

async function exists(p: string): Promise<boolean> {
  return fsp.access(p).then(
    () => true,
    () => false,
  );
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const stagingParent = options.uploadDir ? path.dirname(options.uploadDir) : path.dirname(path.resolve(options.archive));
  await fsp.mkdir(stagingParent, { recursive: true });
  const staging = await fsp.mkdtemp(path.join(stagingParent, '.restore-'));
  const aside = options.uploadDir ? `${options.uploadDir}.before-restore-${process.pid}` : null;
  let swapped = false;
  try {
    const manifest = await unpack(options.archive, staging);
    await verify(manifest, staging);
    const migrations = migrationsOf(manifest, options.migrationsFolder);
    if (manifest.files && !options.uploadDir) throw new RestoreRefused('the backup holds stored files but this installation keeps its files in S3');

    const client = await options.pool.connect();
    try {
      if (!options.force && (await holdsRows(client))) {
        throw new RestoreRefused('this installation already holds data: stop the server and run the restore again with --force to replace it');
      }
      await client.query('begin');
      try {
        await client.query('drop schema if exists pgboss cascade');
        await client.query('drop schema if exists drizzle cascade');
        await client.query('drop schema if exists public cascade');
        await client.query('create schema public');
        for (const migration of migrations) for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
        await client.query('create schema drizzle');
        await client.query('create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)');
        await client.query('set local session_replication_role = replica');
        const present = new Set((await listTables(client)).map((t) => `${t.schema}.${t.name}`));
        const missing = manifest.tables.filter((t) => !present.has(`${t.schema}.${t.name}`));
        if (missing.length > 0) throw new RestoreRefused(`the migrations did not make the tables ${missing.map((t) => t.name).join(', ')}`);
        // Secondary indexes are built once after the load rather than row by row during it.
        await client.query(`set local maintenance_work_mem = '256MB'`);
        const { rows: indexes } = await client.query<{ name: string; definition: string }>(
          `select format('%I.%I', n.nspname, ci.relname) as name, pg_get_indexdef(i.indexrelid) as definition
             from pg_index i join pg_class ci on ci.oid = i.indexrelid join pg_namespace n on n.oid = ci.relnamespace
            where n.nspname = 'public' and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
        );
        for (const index of indexes) await client.query(`drop index ${index.name}`);
        for (const table of manifest.tables) await loadTable(client, table, staging);
        for (const index of indexes) await client.query(index.definition);
        for (const seq of manifest.sequences) {
          await client.query('select setval($1::regclass, $2::bigint, $3)', [qualified(seq), seq.lastValue, seq.isCalled]);
        }
        for (const table of manifest.tables) {
          const { rows } = await client.query<{ n: string }>(`select count(*)::text as n from ${qualified(table)}`);
          if (Number(rows[0]!.n) !== table.rows) throw new Error(`${table.name}: ${rows[0]!.n} rows loaded, the backup has ${table.rows}`);
        }
        if (options.uploadDir && aside) {
          const restoredFiles = path.join(staging, 'files');
          if (!(await exists(restoredFiles))) await fsp.mkdir(restoredFiles);
          if (await exists(options.uploadDir)) await fsp.rename(options.uploadDir, aside);
          await fsp.rename(restoredFiles, options.uploadDir);
          swapped = true;
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        if (swapped && options.uploadDir && aside) {
          await fsp.rm(options.uploadDir, { recursive: true, force: true });
          if (await exists(aside)) await fsp.rename(aside, options.uploadDir);
          swapped = false;
        }
        throw error;
      }
    } finally {
      client.release();
    }
    if (aside) await fsp.rm(aside, { recursive: true, force: true });
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      files: manifest.files?.length ?? 0,
    };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
