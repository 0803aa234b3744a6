// `npm start` on an existing data directory: time from launch until the portal answers.
// Target: serving in under 5 s. The first start (initdb, migrations, demo seed) is reported too.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { freePort } from './lib/server.mjs';

const root = new URL('..', import.meta.url).pathname;

async function timedStart(dataDir) {
  // Free ports: a running `npm start` (or another bench) may hold the usual ones.
  const PORT = await freePort();
  const TOOL_PORT = await freePort();
  const started = performance.now();
  const env = { ...process.env, PORT: String(PORT), TOOL_PORT: String(TOOL_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'ignore' });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/`);
      if (res.ok) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - started;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return ms;
}

export async function run() {
  buildIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
  try {
    const first = await timedStart(dataDir);
    console.log(`first start (new data directory): ${(first / 1000).toFixed(2)} s`);
    const again = [];
    for (let i = 0; i < 3; i++) again.push(await timedStart(dataDir));
    console.log(`start on existing data directory: ${again.map((ms) => (ms / 1000).toFixed(2)).join(' s, ')} s (target < 5 s)`);
    const worst = Math.max(...again) / 1000;
    return {
      name: 'start-time',
      details: { firstMs: first, againMs: again },
      results: [
        figure('npm start, new data directory', Number((first / 1000).toFixed(2)), 's'),
        figure('npm start, existing data directory (worst of 3)', Number(worst.toFixed(2)), 's', { target: '< 5', pass: worst < 5 }),
      ],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) await runAlone(run);
