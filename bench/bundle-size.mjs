// Initial JavaScript of the portal's login page: every script and modulepreload that the built
// index.html loads before any lazy route, gzip-compressed. Target: under 350 KB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from '../scripts/build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;

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

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale();
  for (const app of ['portal', 'tool']) {
    const r = initialJs(app);
    console.log(`${app}: initial JS ${(r.gzip / 1024).toFixed(1)} KB gzip (${(r.raw / 1024).toFixed(1)} KB raw) in ${r.files.length} file(s)`);
    for (const f of r.files) console.log(`  ${f.file}  ${(f.gzip / 1024).toFixed(1)} KB gzip`);
  }
}
