/**
 * Where the server finds the files it ships beside its code: the repository's content/ folder,
 * the server package's assets/ and drizzle/ migrations, and the compiled thread entries.
 *
 * Why one module: `npm run build` (scripts/build-if-stale.mjs) bundles each entry (main, the render
 * thread, the content import) into ONE file, and in bundled code `import.meta.url` is the bundle's
 * address, not the source file's, so a path written relative to a source file deep in src/ would
 * point elsewhere once compiled. Every bundle is written directly into apps/server/dist/, one level
 * below the server package just as this file sits in apps/server/src/: so `..` from here is the
 * server package both from source (tests, `npm run dev`) and from the build, and every other path
 * is taken from these constants instead of from the file that uses it.
 */

/** apps/server/ (as a directory URL, ending in '/'). */
export const SERVER_ROOT = new URL('../', import.meta.url);

/** The repository root: the folder holding content/ and apps/. */
export const REPO_ROOT = new URL('../../', SERVER_ROOT);

/** Whether this code runs from the build (apps/server/dist/*.js) rather than from TypeScript source. */
export const COMPILED = !import.meta.url.endsWith('.ts');

/**
 * The entry of a worker thread: from the build, its own bundle `dist/<name>.js`; from source,
 * `source` (a small .mjs that loads the TypeScript through tsx, which only development has).
 */
export function threadEntry(name: string, source: URL): URL {
  return COMPILED ? new URL(`dist/${name}.js`, SERVER_ROOT) : source;
}
