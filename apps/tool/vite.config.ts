/**
 * Tool-site build. `npx vite build` writes apps/tool/dist, which the server serves on port 9630.
 * Development: `npx vite` serves on http://localhost:5174 and proxies /api to the server's tool
 * port TOOL_PORT (default 9630, the same variable the server reads).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHintsPlugin } from '../../scripts/compile-hints.mjs';
import { precompressPlugin } from '../../scripts/precompress.mjs';
import { zodJitlessPlugin } from '../../scripts/zod-jitless.mjs';
import { serviceWorkerPlugin } from '../../scripts/service-worker.mjs';

const apiTarget = `http://localhost:${process.env.TOOL_PORT ?? 9630}`;

export default defineConfig({
  plugins: [
    react(),
    zodJitlessPlugin(),
    // /sw.js: keeps the parent pages (parent.html and what it loads) for a phone without network.
    // A reopened link's kept page preloads nothing beyond the entry: preloading the questions' scripts
    // was measured to put their compile before the entry's and the first question later (bench/README.md).
    serviceWorkerPlugin({ source: fileURLToPath(new URL('./src/modules/offline/worker.ts', import.meta.url)), extraFiles: ['/favicon.svg'] }),
    // The parent entry's first scripts and the questions page's, compiled while they stream in.
    compileHintsPlugin({ entryHtml: 'parent.html', pages: ['/testing/parent/pages/QuestionsPage.tsx'] }),
    precompressPlugin(),
  ],
  server: { port: 5174, proxy: { '/api': { target: apiTarget, changeOrigin: true }, '/dataset': { target: apiTarget, changeOrigin: true } } },
  preview: { port: 4174, proxy: { '/api': { target: apiTarget, changeOrigin: true }, '/dataset': { target: apiTarget, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The home screen is one chunk; the preview page (and pdf.js, its worker) load lazily.
    chunkSizeWarningLimit: 1000,
    // Two entries: the clinicians' app (antd) and the parents' light phone pages (parent.html,
    // served by the server for /dreamit/token/… and /dreamits/token/…). What both use (React)
    // lands in a shared chunk; nothing of antd reaches parent.html's first load.
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        parent: fileURLToPath(new URL('./parent.html', import.meta.url)),
      },
    },
  },
});
