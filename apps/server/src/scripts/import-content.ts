/**
 * `npm run import-content -- [--replace] <file…>`: stores question banks, norms, activity
 * catalogues and courses (JSON files in the formats of packages/shared questions/README.md,
 * scoring/README.md and training/README.md), telling them apart by shape. Every file is checked
 * first (banks against their tool's norms, courses against their catalogue); on any problem
 * nothing is stored, the problems are printed one per line and the exit code is 1. An edition
 * already stored with other content is refused unless --replace. The database is the server's:
 * DATABASE_URL, else the embedded one under DATA_DIR (stop the server first: it holds that one).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded';
import { runMigrations, withSetupLock } from '../db/migrate';
import { createDb, type Database } from '../db/pool';
import { checkContent, importContent, type ImportItem } from '../modules/content';

export const USAGE = 'usage: npm run import-content -- [--replace] <file.json> [more files…]';

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

export type Parsed = { ok: true; replace: boolean; files: string[] } | { ok: false; message: string };

export function parseArgs(argv: readonly string[]): Parsed {
  const files: string[] = [];
  let replace = false;
  for (const arg of argv) {
    if (arg === '--replace') replace = true;
    else if (arg === '--help' || arg === '-h') return { ok: false, message: USAGE };
    else if (arg.startsWith('-')) return { ok: false, message: `unknown option ${arg}\n${USAGE}` };
    else files.push(arg);
  }
  return files.length > 0 ? { ok: true, replace, files } : { ok: false, message: USAGE };
}

/** Reads and parses the files; a missing file or broken JSON is a problem naming the file. */
export async function readItems(files: readonly string[], cwd: string): Promise<{ items: ImportItem[]; problems: string[] }> {
  const items: ImportItem[] = [];
  const problems: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(path.resolve(cwd, file), 'utf8');
    } catch (error) {
      problems.push(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
      continue;
    }
    try {
      items.push({ name: file, document: JSON.parse(text) as unknown });
    } catch (error) {
      problems.push(`${file}: not JSON (${(error as Error).message})`);
    }
  }
  return { items, problems };
}

/** Checks that need no database, so a bad file fails before anything starts. */
export function precheck(items: readonly ImportItem[]): string[] {
  return items.flatMap((item) => {
    const checked = checkContent(item.document);
    return checked.ok ? [] : checked.problems.map((p) => `${item.name}: ${p}`);
  });
}

function printProblems(io: Io, problems: readonly string[]): number {
  io.err(`import-content: nothing stored, ${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const problem of problems) io.err(`  ${problem}`);
  return 1;
}

/** The whole command against an open database; returns the exit code. */
export async function runImport(orm: Database, items: ImportItem[], replace: boolean, io: Io): Promise<number> {
  const result = await importContent(orm, items, { replace });
  if (!result.ok) return printProblems(io, result.problems);
  for (const o of result.outcomes) io.out(`${o.action.padEnd(9)} ${o.label} (${o.summary}) from ${o.name}`);
  return 0;
}

/** Where the data goes, without credentials. */
function describeTarget(url: string, embedded: boolean): string {
  const parsed = new URL(url);
  return `${embedded ? 'embedded PostgreSQL' : parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    io.err(parsed.message);
    return 2;
  }
  // npm runs scripts from the repository root; files are named relative to where the person is.
  const { items, problems } = await readItems(parsed.files, env.INIT_CWD ?? process.cwd());
  problems.push(...precheck(items));
  if (problems.length > 0) return printProblems(io, problems);

  const config = loadConfig(env, process.cwd());
  let embedded: EmbeddedPostgres | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ baseDir: config.dataDir });
    url = embedded.url;
  }
  const db = createDb(url, 2);
  try {
    io.out(`import-content: into ${describeTarget(url, embedded !== null)}`);
    await withSetupLock(db.pool, runMigrations);
    return await runImport(db.orm, items, parsed.replace, io);
  } finally {
    await db.pool.end();
    await embedded?.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2), process.env, { out: (l) => console.log(l), err: (l) => console.error(l) }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
