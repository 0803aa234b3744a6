// Initial JavaScript of the portal's login page: every script and modulepreload that the built
// index.html loads before any lazy route, gzip-compressed. Target: under 350 KB. And the tool site's
// parent phone page (parent.html, first scripts and modulepreloads): under 100 KB brotli.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { figure, isMain, runAlone } from './lib/results.mjs';

const root = new URL('..', import.meta.url).pathname;
const TARGET_KB = 350;
const PARENT_TARGET_BROTLI_KB = 100;

/** The scripts and modulepreloads a built page loads before any lazy route (paths as in the HTML). */
export function initialFiles(app = 'portal', page = 'index.html') {
  const html = readFileSync(join(root, `apps/${app}/dist`, page), 'utf8');
  return [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((m) => m[1]);
}

export function initialJs(app = 'portal', page = 'index.html') {
  const dist = join(root, `apps/${app}/dist`);
  const files = initialFiles(app, page);
  const sizes = files.map((f) => {
    const body = readFileSync(join(dist, f.replace(/^\//, '')));
    return { file: f, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length };
  });
  const sum = (key) => sizes.reduce((a, s) => a + s[key], 0);
  return { files: sizes, gzip: sum('gzip'), brotli: sum('brotli'), raw: sum('raw') };
}

/**
 * A lazily loaded page's code: the chunk whose name starts with `prefix` and every chunk it imports
 * statically, transitively (the entry's chunks included: what must be executed before it draws).
 */
export function chunkGraph(app, prefix) {
  const assets = join(root, `apps/${app}/dist/assets`);
  const start = readdirSync(assets).find((f) => f.startsWith(prefix) && f.endsWith('.js'));
  if (!start) throw new Error(`no chunk ${prefix}* in apps/${app}/dist/assets`);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(join(assets, file), 'utf8').matchAll(/\bfrom\s*"\.\/([^"]+\.js)"/g)) visit(m[1]);
  };
  visit(start);
  return [...seen].map((file) => {
    const body = readFileSync(join(assets, file));
    return { file, text: body.toString('utf8'), brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length };
  });
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
  const parent = initialJs('tool', 'parent.html');
  details.parent = parent;
  const parentKb = Number((parent.brotli / 1024).toFixed(1));
  console.log(`tool parent.html: initial JS ${parentKb} KB brotli (${(parent.gzip / 1024).toFixed(1)} KB gzip) in ${parent.files.length} file(s)`);
  results.push(figure('tool site parent.html initial JS (brotli)', parentKb, 'KB', { target: `< ${PARENT_TARGET_BROTLI_KB}`, pass: parentKb < PARENT_TARGET_BROTLI_KB }));
  return { name: 'bundle-size', results, details };
}

if (isMain(import.meta.url)) await runAlone(run);
