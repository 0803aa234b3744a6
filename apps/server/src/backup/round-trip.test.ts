import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { createDb, type Db } from '../db/pool';
import { createDatabase, createEmptyDatabase, type TestDatabase } from '../../test/database';
import { useApi } from '../../test/harness';
import { parseArgs } from './cli';
import { createBackup, listTables } from './create';
import { qualified } from './manifest';
import { restoreBackup, RestoreRefused } from './restore';

const api = useApi();
let work: string;
let sourceFiles: string;
let archive: string;
const opened: Array<{ db: Db; database: TestDatabase }> = [];

/** Every table's row count and a hash of its rows (each row as text, sorted), and every sequence's position. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const client = await db.pool.connect();
  try {
    const out: Record<string, string> = {};
    for (const table of await listTables(client)) {
      const { rows } = await client.query<{ n: string; h: string | null }>(
        `select count(*)::text as n, md5(string_agg(t::text, E'\\n' order by t::text)) as h from ${qualified(table)} t`,
      );
      out[`${table.schema}.${table.name}`] = `${rows[0]!.n} ${rows[0]!.h ?? '-'}`;
    }
    const seqs = await client.query<{ name: string; v: string }>(
      `select schemaname || '.' || sequencename as name, coalesce(last_value::text, '-') as v from pg_sequences where schemaname in ('public', 'drizzle')`,
    );
    for (const seq of seqs.rows) out[`sequence ${seq.name}`] = seq.v;
    const indexes = await client.query<{ name: string; def: string }>(`select indexname as name, indexdef as def from pg_indexes where schemaname in ('public', 'drizzle')`);
    for (const index of indexes.rows) out[`index ${index.name}`] = index.def;
    return out;
  } finally {
    client.release();
  }
}

async function filesOf(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const e of entries.filter((x) => x.isFile())) {
    const full = path.join(e.parentPath, e.name);
    out[path.relative(dir, full)] = createHash('sha256').update(await fs.readFile(full)).digest('hex');
  }
  return out;
}

async function database(kind: 'empty' | 'demo'): Promise<Db> {
  const database = kind === 'empty' ? await createEmptyDatabase(inject('pgAdminUrl')) : await createDatabase(inject('pgAdminUrl'), inject('pgTemplates').demo);
  const db = createDb(database.url, 2);
  opened.push({ db, database });
  return db;
}

const restore = (db: Db, uploadDir: string, force: boolean, from = archive) => restoreBackup({ pool: db.pool, archive: from, uploadDir, migrationsFolder: MIGRATIONS_FOLDER, force });

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-backup-'));
  sourceFiles = path.join(work, 'source-uploads');
  await fs.mkdir(path.join(sourceFiles, 'reports', '2026', '11'), { recursive: true });
  await fs.writeFile(path.join(sourceFiles, 'reports', '2026', '11', 'r1.pdf'), randomBytes(70_000));
  await fs.writeFile(path.join(sourceFiles, 'reports', '2026', '11', 'marker.txt'), 'MARKER-OF-A-STORED-FILE '.repeat(40));
  await fs.writeFile(path.join(sourceFiles, '录音 1.m4a'), randomBytes(3_000));
  // Rows a trigger keeps (children name grams, the usage rollup) and text needing COPY escapes.
  await api.db.pool.query(`update children set name = name || E'\\t\\\\ 换行\\n尾' where id = (select id from children order by id limit 1)`);
  archive = path.join(work, 'backup.tar');
  await createBackup({ pool: api.db.pool, uploadDir: sourceFiles, out: archive });
});

afterAll(async () => {
  for (const { db, database } of opened) {
    await db.pool.end();
    await database.drop();
  }
  await fs.rm(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores into an empty database every table, row, sequence and file as it was', async () => {
    const target = await database('empty');
    const uploads = path.join(work, 'empty-uploads');
    const result = await restore(target, uploads, false);
    expect(result.files).toBe(3);
    const before = await fingerprint(api.db);
    expect(Object.keys(before).length).toBeGreaterThan(40);
    expect(before['public.children']).not.toMatch(/^0 /);
    expect(await fingerprint(target)).toEqual(before);
    expect(await filesOf(uploads)).toEqual(await filesOf(sourceFiles));
  });

  it('refuses to replace an installation that holds data without --force, and changes nothing', async () => {
    const target = await database('demo');
    const uploads = path.join(work, 'kept-uploads');
    await fs.mkdir(uploads);
    await fs.writeFile(path.join(uploads, 'own.txt'), 'the installation’s own file');
    await target.pool.query(`update institutions set name = 'Kept institution' where id = (select id from institutions order by id limit 1)`);
    const before = await fingerprint(target);
    await expect(restore(target, uploads, false)).rejects.toThrow(/already holds data.*--force/);
    expect(await fingerprint(target)).toEqual(before);
    expect(Object.keys(await filesOf(uploads))).toEqual(['own.txt']);

    await restore(target, uploads, true);
    expect(await fingerprint(target)).toEqual(await fingerprint(api.db));
    expect(await filesOf(uploads)).toEqual(await filesOf(sourceFiles));
    expect((await fs.readdir(work)).filter((name) => name.includes('before-restore') || name.startsWith('.restore-'))).toEqual([]);
  });

  it('refuses a damaged archive before touching anything', async () => {
    const bytes = await fs.readFile(archive);
    const at = bytes.indexOf('MARKER-OF-A-STORED-FILE');
    expect(at).toBeGreaterThan(0);
    bytes[at] = 'X'.charCodeAt(0);
    const damaged = path.join(work, 'damaged.tar');
    await fs.writeFile(damaged, bytes);
    const target = await database('empty');
    const uploads = path.join(work, 'damaged-uploads');
    await expect(restore(target, uploads, true, damaged)).rejects.toThrow(RestoreRefused);
    await expect(restore(target, uploads, true, damaged)).rejects.toThrow(/damaged: files\/reports\/2026\/11\/marker\.txt/);
    const { rows } = await target.pool.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
    expect(rows[0].n).toBe(0);
    await expect(restore(target, uploads, true, path.join(work, 'nope.tar'))).rejects.toThrow(/no such file/);
  });

  it('reads its command line', () => {
    expect(parseArgs(['backup'])).toEqual({ kind: 'backup', out: undefined });
    expect(parseArgs(['backup', '--out', 'x.tar'])).toEqual({ kind: 'backup', out: 'x.tar' });
    expect(parseArgs(['restore', 'x.tar', '--force'])).toEqual({ kind: 'restore', archive: 'x.tar', force: true });
    expect(parseArgs(['restore'])).toMatchObject({ kind: 'usage' });
    expect(parseArgs(['restore', 'a.tar', 'b.tar'])).toMatchObject({ kind: 'usage' });
  });
});
