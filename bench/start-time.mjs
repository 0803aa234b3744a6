// `npm start` on an existing data directory: time from launch until the portal answers.
// Target: serving in under 5 s. The first start (initdb, migrations, demo seed) is reported too.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from '../scripts/build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;
const PORT = 9820;
const TOOL_PORT = 9830;

async function timedStart(dataDir) {
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

buildIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
try {
  const first = await timedStart(dataDir);
  console.log(`first start (new data directory): ${(first / 1000).toFixed(2)} s`);
  const again = [];
  for (let i = 0; i < 3; i++) again.push(await timedStart(dataDir));
  console.log(`start on existing data directory: ${again.map((ms) => (ms / 1000).toFixed(2)).join(' s, ')} s (target < 5 s)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
