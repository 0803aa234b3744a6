// Builds the server (esbuild, scripts/build-server.mjs) and the two web apps (Vite) only when their
// sources are newer than the last build, so `npm start` on an unchanged checkout goes straight to
// serving. `node scripts/build-if-stale.mjs --force` (`npm run build`) builds all three.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverManifest, serverOutputs } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const shared = ['packages/shared/src', 'package-lock.json'];
/** Each build's sources besides `shared`. */
export const apps = {
  server: ['apps/server/src', 'scripts/build-server.mjs'],
  portal: ['packages/ui/src', 'apps/portal/src', 'apps/portal/index.html', 'apps/portal/vite.config.ts', 'apps/portal/public'],
  tool: ['packages/ui/src', 'apps/tool/src', 'apps/tool/index.html', 'apps/tool/parent.html', 'apps/tool/vite.config.ts', 'apps/tool/public', 'scripts/compile-hints.mjs', 'scripts/service-worker.mjs'],
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

/**
 * What each build writes: all must exist; the first is written last, and must be newer than
 * every source (the web apps' HTML entries, the server's dist/build.json).
 */
const outputs = {
  server: serverOutputs,
  portal: () => ['index.html'].map((page) => join(root, `apps/portal/dist/${page}`)),
  tool: () => ['index.html', 'parent.html'].map((page) => join(root, `apps/tool/dist/${page}`)),
};
const stamps = { server: () => [serverManifest], portal: outputs.portal, tool: outputs.tool };

/** Builds whose output is missing (checked without looking at sources: what a production start needs). */
export function missingBuilds() {
  return Object.keys(apps).filter((app) => !outputs[app]().every((file) => existsSync(file)));
}

export function isStale(app) {
  if (!outputs[app]().every((file) => existsSync(file))) return true;
  const sourceTime = Math.max(...[...shared, ...apps[app]].map(newestMtime));
  return stamps[app]().some((file) => sourceTime > statSync(file).mtimeMs);
}

/** `only`: some of 'server', 'portal', 'tool' (default all). */
export function buildIfStale({ force = false, only = Object.keys(apps) } = {}) {
  for (const app of only) {
    if (!force && !isStale(app)) continue;
    console.log(`building ${app}…`);
    // The build itself writes the web apps' .br/.gz files (scripts/precompress.mjs, a Vite plugin of both apps).
    const result =
      app === 'server'
        ? spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' })
        : // Built as shipped, whoever asks: under vitest NODE_ENV is 'test', which Vite would keep,
          // giving a development build (antd's ids all 'test-id') that `npm start` would then serve.
          spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(root, `apps/${app}`), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) throw new Error(`building ${app} failed (exit ${result.status})`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale({ force: process.argv.includes('--force') });
