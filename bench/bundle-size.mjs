// Initial JavaScript of the portal's login page: every script and modulepreload that the built
// index.html loads before any lazy route, gzip-compressed. Target: under 350 KB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { figure, isMain, runAlone } from './lib/results.mjs';

const root = new URL('..', import.meta.url).pathname;
const TARGET_KB = 350;

export function initialJs(app = 'portal') {
  const dist = join(root, `apps/${app}/dist`);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = files.map((f) => {
    const body = readFileSync(join(dist, f.replace(/^\//, '')));
    return { file: f, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  return { files: sizes, gzip: sizes.reduce((a, s) => a + s.gzip, 0), raw: sizes.reduce((a, s) => a + s.raw, 0) };
}

export async function run() {
  buildIfStale();
  const results = [];
  const details = {};
  for (const app of ['portal', 'tool']) {
    const r = initialJs(app);
    details[app] = r;
    const kb = Number((r.gzip / 1024).toFixed(1));
    console.log(`${app}: initial JS ${kb} KB gzip (${(r.raw / 1024).toFixed(1)} KB raw) in ${r.files.length} file(s)`);
    for (const f of r.files) console.log(`  ${f.file}  ${(f.gzip / 1024).toFixed(1)} KB gzip`);
    // Only the portal's login page has a target; the tool site's figure is kept for comparison.
    results.push(app === 'portal' ? figure('portal login page initial JS (gzip)', kb, 'KB', { target: `< ${TARGET_KB}`, pass: kb < TARGET_KB }) : figure('tool site index.html initial JS (gzip)', kb, 'KB'));
  }
  return { name: 'bundle-size', results, details };
}

if (isMain(import.meta.url)) await runAlone(run);
