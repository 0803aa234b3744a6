// Builds the two web apps only when their sources are newer than the last build, so `npm start`
// on an unchanged checkout goes straight to serving.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const shared = ['packages/shared/src', 'packages/ui/src', 'package-lock.json'];
export const apps = {
  portal: ['apps/portal/src', 'apps/portal/index.html', 'apps/portal/vite.config.ts', 'apps/portal/public'],
  tool: ['apps/tool/src', 'apps/tool/index.html', 'apps/tool/parent.html', 'apps/tool/vite.config.ts', 'apps/tool/public'],
};

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The HTML entries each build writes: all must exist and be newer than every source. */
const entries = { portal: ['index.html'], tool: ['index.html', 'parent.html'] };

export function isStale(app) {
  const built = entries[app].map((page) => join(root, `apps/${app}/dist/${page}`));
  if (!built.every((file) => existsSync(file))) return true;
  const sourceTime = Math.max(...[...shared, ...apps[app]].map(newestMtime));
  return built.some((file) => sourceTime > statSync(file).mtimeMs);
}

export function buildIfStale({ force = false } = {}) {
  for (const app of Object.keys(apps)) {
    if (!force && !isStale(app)) continue;
    console.log(`building ${app}…`);
    const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: join(root, `apps/${app}`),
      stdio: 'inherit',
    });
    // The build itself writes the .br/.gz files (scripts/precompress.mjs, a Vite plugin of both apps).
    if (result.status !== 0) throw new Error(`building ${app} failed (exit ${result.status})`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale({ force: process.argv.includes('--force') });
