/**
 * Serves a built web app (Vite output) next to the API: hashed files under /assets are cached
 * for a year, index.html never (so a deploy is picked up on reload), and any other GET for an
 * HTML page falls back to index.html so client-side routes survive a reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors';

const YEAR = 'public, max-age=31536000, immutable';

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function wantsHtml(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html');
}

function missingBuildPage(site: string, distDir: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${site}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#333}code{background:#f3f3f3;padding:.1rem .3rem}</style></head>
<body><h1>页面尚未构建 / Not built yet</h1>
<p>未找到前端构建产物 <code>${distDir}</code>。请先运行 <code>npm run build</code>，然后刷新本页。</p>
<p>The ${site} web app has not been built (<code>${distDir}</code> is missing). Run <code>npm run build</code>, then reload this page.</p>
<p>API: <a href="/api/openapi.json">/api/openapi.json</a></p></body></html>`;
}

/** Registers the files and returns the not-found handler that adds the SPA fallback. */
export async function registerSite(
  app: FastifyInstance,
  site: 'portal' | 'tool',
  distDir: string,
): Promise<(req: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) app.log.warn(`${site}: ${indexFile} is missing; run npm run build`);

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    preCompressed: true, // serves index.js.br / .gz when the build wrote them
    cacheControl: false, // set below, per file kind
    setHeaders(res, filePath) {
      const relative = path.relative(distDir, filePath).split(path.sep);
      // A precompressed file arrives as index.html.br: judge it by the file it stands for.
      const served = filePath.replace(/\.(br|gz)$/, '');
      if (relative[0] === 'assets') res.header('cache-control', YEAR);
      else if (served.endsWith('.html')) res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });

  return (req: FastifyRequest, reply: FastifyReply) => {
    if (isApi(req.url) || !wantsHtml(req)) return notFound(req, reply);
    // Checked per request: a build made while the server runs is picked up without a restart.
    if (!fs.existsSync(indexFile)) {
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(missingBuildPage(site, distDir));
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  };
}
