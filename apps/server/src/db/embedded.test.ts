import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketDirOf, startEmbeddedPostgres } from './embedded';

const FIXTURE = fileURLToPath(new URL('../../test/fixtures/hold-embedded.ts', import.meta.url));
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-embedded-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
  } catch {
    return false;
  }
}

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

function holdInChild(baseDir: string): Promise<{ child: ChildProcess; pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, baseDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ child, pid: (JSON.parse(out) as { pid: number }).pid });
    });
    child.on('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
  });
}

describe('embedded PostgreSQL', () => {
  it('initialises the data directory on first start, reuses it afterwards and stops cleanly', async () => {
    const first = await startEmbeddedPostgres({ baseDir: dir, fast: true, firstPort: 25433 });
    expect(first.initialised).toBe(true);
    expect(first.url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/portal$/);
    await query(first.url, "create table kept (v text); insert into kept values ('still here')");
    await first.stop();
    expect(fs.existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
    expect((fs.statSync(path.join(dir, 'pg.password')).mode & 0o777).toString(8)).toBe('600');

    const second = await startEmbeddedPostgres({ baseDir: dir, fast: true, firstPort: 25433 });
    try {
      expect(second.initialised).toBe(false);
      expect(await query(second.url, 'select v from kept')).toEqual([{ v: 'still here' }]);
      // Loopback only, and only with the password.
      expect(await query(second.adminUrl, "select current_setting('listen_addresses') as l")).toEqual([{ l: '127.0.0.1' }]);
      await expect(query(second.url.replace(/:[^:@]+@/, ':wrong@'), 'select 1')).rejects.toThrow(/password/);
    } finally {
      await second.stop();
    }
  });

  it('also listens on a Unix socket in the cluster directory, which only its owner can enter, still with the password', async () => {
    const pgDir = path.join(dir, 'pg');
    const running = await startEmbeddedPostgres({ baseDir: dir, fast: true, firstPort: 25433 });
    try {
      expect(running.socketUrl).toBe(`${running.url}?host=${encodeURIComponent(pgDir)}`);
      expect(fs.statSync(path.join(pgDir, `.s.PGSQL.${running.port}`)).isSocket()).toBe(true);
      expect((fs.statSync(pgDir).mode & 0o777).toString(8)).toBe('700');
      // No server address: the connection is the socket, not loopback TCP.
      expect(await query(running.socketUrl, 'select inet_server_addr() as a, (select v from kept) as v')).toEqual([{ a: null, v: 'still here' }]);
      expect(await query(running.url, 'select inet_server_addr()::text as a')).toEqual([{ a: '127.0.0.1/32' }]);
      await expect(query(running.socketUrl.replace(/:[^:@]+@/, ':wrong@'), 'select 1')).rejects.toThrow(/password/);
    } finally {
      await running.stop();
    }
    expect(fs.existsSync(path.join(pgDir, `.s.PGSQL.${running.port}`))).toBe(false);
  });

  it('leaves the socket out where its path would not fit the kernel\'s limit or the setting\'s list', () => {
    expect(socketDirOf('/tmp/portal-bench-abc/pg')).toBe('/tmp/portal-bench-abc/pg');
    const deep = `/srv/${'d'.repeat(90)}/pg`;
    expect(Buffer.byteLength(path.join(deep, '.s.PGSQL.65535'))).toBeGreaterThan(107);
    expect(socketDirOf(deep)).toBeNull();
    expect(socketDirOf('/srv/a,b/pg')).toBeNull();
    expect(socketDirOf('/srv/with space/pg')).toBeNull();
  });

  it('recovers from a stale postmaster.pid and pg.owner whose processes are gone', async () => {
    const gone = spawnSync('true').pid!;
    fs.writeFileSync(path.join(dir, 'pg.owner'), String(gone));
    fs.writeFileSync(path.join(dir, 'pg', 'postmaster.pid'), `${gone}\n${path.join(dir, 'pg')}\n0\n25433\n\n127.0.0.1\n0 0\nready\n`);
    const pg2 = await startEmbeddedPostgres({ baseDir: dir, fast: true, firstPort: 25433 });
    try {
      expect(await query(pg2.url, 'select count(*)::int as n from kept')).toEqual([{ n: 1 }]);
    } finally {
      await pg2.stop();
    }
  });

  it('recovers when the killed PostgreSQL is still an unreaped zombie holding its lock files', async () => {
    // `sh` forks `sleep 0` and becomes `sleep 5` without ever reaping it: a zombie, as a killed
    // postmaster stays when its parent exited before reaping it and PID 1 does not reap either.
    // Owned by the cluster's owner, as the postmaster was: PostgreSQL takes a lock whose pid it may
    // not signal (EPERM) for stale, so a zombie of another user would not show the fault.
    const { uid, gid } = fs.statSync(path.join(dir, 'pg'));
    const holder = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 5'], { uid, gid, stdio: ['ignore', 'pipe', 'ignore'] });
    const zombie = await new Promise<number>((resolve) => holder.stdout!.once('data', (c: Buffer) => resolve(Number(c.toString().trim()))));
    try {
      await expect.poll(() => fs.readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.charAt(0)).toBe('Z');
      const pgDir = path.join(dir, 'pg');
      fs.writeFileSync(path.join(pgDir, 'postmaster.pid'), `${zombie}\n${pgDir}\n0\n25433\n${pgDir}\n127.0.0.1\n0 0\nready\n`);
      fs.writeFileSync(path.join(pgDir, '.s.PGSQL.25433.lock'), `${zombie}\n${pgDir}\n0\n25433\n${pgDir}\n`);
      const pg2 = await startEmbeddedPostgres({ baseDir: dir, fast: true, firstPort: 25433 });
      try {
        expect(await query(pg2.url, 'select count(*)::int as n from kept')).toEqual([{ n: 1 }]);
      } finally {
        await pg2.stop();
      }
    } finally {
      holder.kill();
      await new Promise((resolve) => (holder.exitCode === null && holder.signalCode === null ? holder.once('exit', resolve) : resolve(null)));
    }
  });

  const postmasterPid = () => Number(fs.readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

  it('refuses a directory another live server uses, and adopts the PostgreSQL it left running when killed', async () => {
    const { child, pid } = await holdInChild(dir);
    try {
      await expect(startEmbeddedPostgres({ baseDir: dir, fast: true, firstPort: 25433 })).rejects.toThrow(/in use by process/);
      child.kill('SIGKILL'); // the owner dies without stopping PostgreSQL: an orphan remains
      await new Promise((r) => child.once('exit', r));
      expect(alive(pid)).toBe(true);
      const taken = await startEmbeddedPostgres({ baseDir: dir, fast: true, firstPort: 25433 });
      try {
        // The same binary, directory and settings, ready: kept as it is, not stopped and started again.
        expect(alive(pid)).toBe(true);
        expect(postmasterPid()).toBe(pid);
        expect(await query(taken.url, 'select v from kept')).toEqual([{ v: 'still here' }]);
      } finally {
        await taken.stop();
      }
      expect(alive(pid)).toBe(false);
      expect(fs.existsSync(path.join(dir, 'pg.owner'))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      if (alive(pid)) process.kill(pid, 'SIGQUIT');
    }
  });

  it('stops an orphaned PostgreSQL started with other settings, and starts its own', async () => {
    const { child, pid } = await holdInChild(dir); // fsync off
    try {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      const taken = await startEmbeddedPostgres({ baseDir: dir, firstPort: 25433 }); // fsync on
      try {
        expect(alive(pid)).toBe(false);
        expect(await query(taken.url, "select current_setting('fsync') as f, (select v from kept) as v")).toEqual([{ f: 'on', v: 'still here' }]);
      } finally {
        await taken.stop();
      }
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      if (alive(pid)) process.kill(pid, 'SIGQUIT');
    }
  });
});

describe('embedded PostgreSQL under root', () => {
  it.runIf(process.getuid?.() === 0)('explains a DATA_DIR the PostgreSQL user cannot reach instead of failing obscurely', async () => {
    const locked = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-locked-')); // 0700
    try {
      await expect(startEmbeddedPostgres({ baseDir: path.join(locked, 'data') })).rejects.toThrow(/cannot reach .*chmod o\+x/s);
    } finally {
      fs.rmSync(locked, { recursive: true, force: true });
    }
  });
});
