// The tool site's offline worker (/sw.js), built with the site: a Vite plugin that bundles
// apps/tool/src/modules/offline/worker.ts on its own with Vite (a classic script: every phone browser runs
// it) with the list of files the parent entry (parent.html) can load — its first scripts and
// styles and every page it loads on demand — and a version named after those bytes, so each build
// that changes anything is a new worker that phones install on their next visit.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The entry chunk of the page `entryHtml` (Vite's HTML entry). */
export function entryChunk(bundle, entryHtml) {
  const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry && (item.facadeModuleId ?? '').endsWith(`/${entryHtml}`));
  if (!entry) throw new Error(`no entry chunk for ${entryHtml}`);
  return entry;
}

/**
 * The chunk `fileName` and every chunk it imports, file names: statically only (what runs when it
 * runs), or with `dynamic` also what it may load later (what a phone without network may need).
 */
export function chunkGraph(bundle, fileName, { dynamic = false } = {}, files = new Set()) {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return files;
  files.add(fileName);
  for (const next of dynamic ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) chunkGraph(bundle, next, { dynamic }, files);
  return files;
}

/** Files of the bundle reachable from the entry chunk whose page is `entryHtml` (public paths). */
export function filesOfEntry(bundle, entryHtml) {
  const files = new Set();
  for (const fileName of chunkGraph(bundle, entryChunk(bundle, entryHtml).fileName, { dynamic: true })) {
    const chunk = bundle[fileName];
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
  }
  return [...files].sort().map((file) => `/${file}`);
}

export function serviceWorkerPlugin({ source, entryHtml = 'parent.html', fileName = 'sw.js', extraFiles = [] }) {
  let publicDir = '';
  return {
    name: 'portal-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const publicFiles = extraFiles.filter((file) => publicDir && existsSync(resolve(publicDir, file.replace(/^\//, ''))));
      const shell = [...filesOfEntry(bundle, entryHtml), ...publicFiles];
      // Built by Vite's own bundler, which drops what the worker does not use (zod, the schemas).
      const { build } = await import('vite');
      const compile = async (version) => {
        const result = await build({
          configFile: false,
          logLevel: 'silent',
          publicDir: false,
          define: { __OFFLINE_VERSION__: JSON.stringify(version), __OFFLINE_SHELL__: JSON.stringify(shell) },
          build: {
            write: false,
            minify: true,
            target: 'es2020',
            lib: { entry: source, formats: ['iife'], name: 'offlineWorker', fileName: () => 'sw.js' },
          },
        });
        const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
        return outputs.find((item) => item.type === 'chunk').code;
      };
      // The version is the digest of the worker built without one: the same build gives the same bytes.
      const version = createHash('sha256')
        .update(await compile(''))
        .digest('hex')
        .slice(0, 12);
      this.emitFile({ type: 'asset', fileName, source: await compile(version) });
    },
  };
}
