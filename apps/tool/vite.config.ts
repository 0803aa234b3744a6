/**
 * Tool-site build. `npx vite build` writes apps/tool/dist, which the server serves on port 9630.
 * Development: `npx vite` serves on http://localhost:5174 and proxies /api to the server's tool
 * port TOOL_PORT (default 9630, the same variable the server reads).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.TOOL_PORT ?? 9630}`;

export default defineConfig({
  plugins: [react()],
  server: { port: 5174, proxy: { '/api': { target: apiTarget, changeOrigin: true }, '/dataset': { target: apiTarget, changeOrigin: true } } },
  preview: { port: 4174, proxy: { '/api': { target: apiTarget, changeOrigin: true }, '/dataset': { target: apiTarget, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The home screen is one chunk; the preview page (and pdf.js, its worker) load lazily.
    chunkSizeWarningLimit: 1000,
  },
});
