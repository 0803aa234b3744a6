/**
 * Portal build. `npx vite build` writes apps/portal/dist, which the server serves on port 9620.
 * Development: `npx vite` serves on http://localhost:5173 and proxies /api to the server on
 * PORT (default 9620, the same variable the server reads), so run the server alongside.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../scripts/precompress.mjs';
import { zodJitlessPlugin } from '../../scripts/zod-jitless.mjs';

const apiTarget = `http://localhost:${process.env.PORT ?? 9620}`;

export default defineConfig({
  plugins: [react(), zodJitlessPlugin(), precompressPlugin()],
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: true }, '/dataset': { target: apiTarget, changeOrigin: true } } },
  preview: { port: 4173, proxy: { '/api': { target: apiTarget, changeOrigin: true }, '/dataset': { target: apiTarget, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
