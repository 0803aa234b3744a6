// V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+; other browsers read a
// comment) on the scripts a parent page runs before its first question: V8 then compiles their
// functions while it streams the file, off the page's thread, instead of one by one on the
// page's thread the first time each is called. A trace of a reopened link (bench/README.md) had
// that lazy compiling at about a fifth of the page's thread. Only these files: compiling every
// function of a file whose functions mostly never run would cost more than it saves.
import { chunkGraph, entryChunk } from './service-worker.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * `entryHtml`'s first scripts and the static graphs of the pages it loads on demand whose source
 * ends with one of `pages` (e.g. the questions page a reopened link lands on).
 */
export function hintedFiles(bundle, entryHtml, pages) {
  const files = chunkGraph(bundle, entryChunk(bundle, entryHtml).fileName);
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && chunk.isDynamicEntry && pages.some((page) => (chunk.facadeModuleId ?? '').endsWith(page))) chunkGraph(bundle, chunk.fileName, {}, files);
  }
  return files;
}

export function compileHintsPlugin({ entryHtml, pages }) {
  return {
    name: 'portal-compile-hints',
    apply: 'build',
    enforce: 'post',
    // Last, so the hint is the files' first line (Vite writes its preload map in front of an entry's code).
    // File names keep their hash: the same sources always get the same hint.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of hintedFiles(bundle, entryHtml, pages)) bundle[file].code = COMPILE_HINT + bundle[file].code;
      },
    },
  };
}
