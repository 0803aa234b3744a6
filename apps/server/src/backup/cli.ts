/**
 * The command line of `npm run backup -- [--out <file.tar>]` and `npm run restore -- <file.tar>
 * [--force]` (compiled to dist/backup.js). The database is the server's: DATABASE_URL, else the
 * embedded one under DATA_DIR — the backup reads the one a running server holds, or starts it
 * itself; the restore starts it itself, so a running server must be stopped first (it says so).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../config';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { createDb } from '../db/pool';
import { createBackup } from './create';
import { restoreBackup, RestoreRefused } from './restore';

export const USAGE = 'usage: npm run backup -- [--out <file.tar>]\n       npm run restore -- <file.tar> [--force]';

export type Command = { kind: 'backup'; out: string | undefined } | { kind: 'restore'; archive: string; force: boolean } | { kind: 'usage'; message: string };

export function parseArgs(argv: readonly string[]): Command {
  const [command, ...rest] = argv;
  if (command === 'backup') {
    if (rest.length === 0) return { kind: 'backup', out: undefined };
    if (rest.length === 2 && rest[0] === '--out' && rest[1] && !rest[1].startsWith('-')) return { kind: 'backup', out: rest[1] };
    return { kind: 'usage', message: USAGE };
  }
  if (command === 'restore') {
    const force = rest.includes('--force');
    const others = rest.filter((a) => a !== '--force');
    if (others.length === 1 && !others[0]!.startsWith('-')) return { kind: 'restore', archive: others[0]!, force };
  }
  return { kind: 'usage', message: USAGE };
}

/** backup-20261127-031500.tar, in the working directory. */
export function defaultArchiveName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `backup-${stamp}.tar`;
}

async function database(config: Config, command: 'backup' | 'restore'): Promise<{ url: string; embedded: EmbeddedPostgres | null }> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: null };
  if (command === 'backup') {
    const running = await runningEmbeddedUrl(config.dataDir);
    if (running) return { url: running, embedded: null };
  }
  // Refuses ("in use by process …") while a server holds this DATA_DIR.
  const embedded = await startEmbeddedPostgres({ baseDir: config.dataDir });
  return { url: embedded.url, embedded };
}

export async function run(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Promise<number> {
  const command = parseArgs(argv);
  if (command.kind === 'usage') {
    console.error(command.message);
    return 2;
  }
  const config = loadConfig(env, cwd);
  const uploadDir = config.fileStorage === 'local' ? config.uploadDir : null;
  const { url, embedded } = await database(config, command.kind);
  const db = createDb(url, 2);
  const started = performance.now();
  try {
    if (command.kind === 'backup') {
      const out = path.resolve(cwd, command.out ?? defaultArchiveName());
      const result = await createBackup({ pool: db.pool, uploadDir, out });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`backup written: ${result.out} (${(result.bytes / 1024 / 1024).toFixed(1)} MB; ${result.tables} tables, ${result.rows} rows, ${result.files} files; ${seconds} s)`);
      if (!uploadDir) console.log('stored files are in the S3 bucket and not in this backup: back the bucket up with its own tools');
    } else {
      const result = await restoreBackup({ pool: db.pool, archive: path.resolve(cwd, command.archive), uploadDir, migrationsFolder: MIGRATIONS_FOLDER, force: command.force });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`restored: ${result.tables} tables, ${result.rows} rows, ${result.files} files (${seconds} s); start the server to bring the database to this version`);
    }
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(`restore refused, nothing was changed: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db.pool.end();
    await embedded?.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
