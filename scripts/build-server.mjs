// Compiles the server to JavaScript with esbuild: one ES module bundle per entry, written
// directly into apps/server/dist/ (`node scripts/build-server.mjs`; `npm run build` and
// `npm start` call it through build-if-stale.mjs).
//
// - The workspace packages (@portal/shared …) are TypeScript source, which node cannot load: they
//   are bundled in. Every real npm package stays external and loads from node_modules as it is
//   (pdfkit, fontkit, pg-boss, the PostgreSQL binaries… find their data files beside themselves).
// - All bundles sit side by side in dist/, one level below apps/server/ as src/paths.ts is below
//   it: that module is the one place that turns paths into files (content/, assets/, drizzle/,
//   thread entries). A bundle's `import.meta.url` is the bundle's own address, so a source file
//   that builds a path relative to ITSELF would point elsewhere once compiled; the build refuses
//   such a file (see `relativePathGuard`).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const SERVER_DIST = 'apps/server/dist';

/** Output name (dist/<name>.js) → source. `npm start` runs serve.js, which loads main.js. */
export const SERVER_ENTRIES = {
  serve: 'apps/server/src/serve.ts',
  main: 'apps/server/src/main.ts',
  'render-worker': 'apps/server/src/modules/reports/render-worker.ts',
  'import-content': 'apps/server/src/scripts/import-content.ts',
  backup: 'apps/server/src/backup/cli.ts',
};

/** Bare imports are npm packages, external — except the workspace's own @portal/* source. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true }));
  },
};

// `new URL('../x', import.meta.url)`, `fileURLToPath(import.meta.url)`, `import.meta.dirname`:
// a path relative to the source file. (`createRequire(import.meta.url)` is fine: dist/ finds the
// same node_modules as src/.)
const RELATIVE_TO_SELF = /new URL\(\s*['"`]\.{1,2}\/[^'"`]*['"`]\s*,\s*import\.meta\.url\s*\)|fileURLToPath\(\s*import\.meta\.url\s*\)|import\.meta\.(?:dirname|filename)/g;

/**
 * Fails the build on a path made relative to a bundled source file (other than src/paths.ts, and
 * a thread's source entry given to `threadEntry`, used only when running from source).
 */
const relativePathGuard = {
  name: 'relative-path-guard',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const contents = await readFile(args.path, 'utf8');
      if (args.path.endsWith('/apps/server/src/paths.ts')) return { contents, loader: 'ts' };
      const errors = [];
      for (const match of contents.matchAll(RELATIVE_TO_SELF)) {
        if (/threadEntry\([^)]*$/.test(contents.slice(Math.max(0, match.index - 80), match.index))) continue;
        const line = contents.slice(0, match.index).split('\n').length;
        errors.push({
          text: `${match[0]}: in the compiled server import.meta.url is the bundle's address; use SERVER_ROOT or REPO_ROOT from apps/server/src/paths.ts`,
          location: { file: args.path, line, column: 0, lineText: contents.split('\n')[line - 1] },
        });
      }
      return errors.length > 0 ? { errors } : { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * dist/build.json lists the files of the last build and of the one before. It is written last, so
 * its time is the build's time (build-if-stale.mjs compares sources with it). Files of older builds
 * are removed; those of the previous one stay, so a server started from it still finds the
 * chunks it loads late (the report renderer) until it is restarted.
 */
const MANIFEST = join(root, SERVER_DIST, 'build.json');
export const serverManifest = MANIFEST;

export async function buildServer() {
  const { build } = await import('esbuild');
  const started = performance.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Names as written (errors, classes, log lines), and stack traces that map back to src/.
    keepNames: true,
    sourcemap: 'linked',
    // Shared code and lazily imported parts (the report renderer with pdfkit, fontkit and ECharts,
    // which only the render threads and the first seed need) go to chunk files beside the
    // entries (dist/*.js, the same depth), so the server does not load them at start.
    splitting: true,
    chunkNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages, relativePathGuard],
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => relative(SERVER_DIST, file));
  const previous = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')).outputs : [];
  const keep = new Set([...outputs, ...previous, 'build.json']);
  for (const file of readdirSync(join(root, SERVER_DIST))) if (!keep.has(file)) rmSync(join(root, SERVER_DIST, file), { force: true });
  writeFileSync(MANIFEST, `${JSON.stringify({ outputs, previous }, null, 2)}\n`);
  return performance.now() - started;
}

/** The files `npm start` needs from the server build. */
export const serverOutputs = () => [MANIFEST, ...Object.keys(SERVER_ENTRIES).map((name) => join(root, SERVER_DIST, `${name}.js`))];

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const ms = await buildServer();
    console.log(`built the server in ${Math.round(ms)} ms (${SERVER_DIST})`);
  } catch (error) {
    if (!Array.isArray(error?.errors)) console.error(error); // else esbuild has printed them
    process.exit(1);
  }
}
