/**
 * Serves a built web app (Vite output) next to the API: hashed files under /assets are cached
 * for a year, index.html never (so a deploy is picked up on reload), and any other GET for an
 * HTML page falls back to index.html so client-side routes survive a reload. The tool site has a
 * second, light entry for parents' phones: its links (/dreamit/token/…, /dreamits/token/…, and a
 * training student's /training/token/…) fall back to parent.html instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANNOUNCED_ORIGIN_META, isParentPagePath, OFFLINE_WORKER_PATH } from '@portal/shared';
import type { Config } from '../config';
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

/** The HTML file a client-side route of `site` is served from. */
export function entryPageFor(site: 'portal' | 'tool', url: string): 'index.html' | 'parent.html' {
  if (site !== 'tool') return 'index.html';
  const pathname = url.split(/[?#]/, 1)[0]!;
  return isParentPagePath(pathname) ? 'parent.html' : 'index.html';
}

/** A `<meta>` written into every page of a site: the other site's origin, when configured. */
export interface Announcement {
  name: string;
  content: string;
}

/** The portal's pages announce TOOL_SITE_ORIGIN, the tool site's PORTAL_SITE_ORIGIN; unset: nothing. */
export function announcementFor(site: 'portal' | 'tool', config: Pick<Config, 'toolSiteOrigin' | 'portalSiteOrigin'>): Announcement | undefined {
  const content = site === 'portal' ? config.toolSiteOrigin : config.portalSiteOrigin;
  return content ? { name: ANNOUNCED_ORIGIN_META[site === 'portal' ? 'tool' : 'portal'], content } : undefined;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function withAnnouncement(html: string, a: Announcement): string {
  const tag = `<meta name="${escapeAttribute(a.name)}" content="${escapeAttribute(a.content)}">`;
  const head = html.match(/<head[^>]*>/i);
  if (head) return html.replace(head[0], `${head[0]}${tag}`);
  return tag + html;
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
  announcement?: Announcement,
): Promise<(req: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) app.log.warn(`${site}: ${indexFile} is missing; run npm run build`);

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    preCompressed: true, // serves index.js.br / .gz when the build wrote them
    // With an announcement every page goes through the fallback below, which writes it in.
    ...(announcement ? { allowedPath: (pathName: string) => !pathName.endsWith('.html') && !pathName.endsWith('/') } : {}),
    cacheControl: false, // set below, per file kind
    setHeaders(res, filePath) {
      const relative = path.relative(distDir, filePath).split(path.sep);
      // A precompressed file arrives as index.html.br: judge it by the file it stands for.
      const served = filePath.replace(/\.(br|gz)$/, '');
      if (relative[0] === 'assets') res.header('cache-control', YEAR);
      // The service worker too: its bytes name the build, so a deploy reaches phones on their next visit.
      else if (served.endsWith('.html') || `/${path.relative(distDir, served).split(path.sep).join('/')}` === OFFLINE_WORKER_PATH) res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });

  return (req: FastifyRequest, reply: FastifyReply) => {
    if (isApi(req.url) || !wantsHtml(req)) return notFound(req, reply);
    const named = /^\/(index|parent)\.html$/.exec(req.url.split(/[?#]/, 1)[0]!)?.[0].slice(1);
    const page = named && fs.existsSync(path.join(distDir, named)) ? named : entryPageFor(site, req.url);
    // Checked per request: a build made while the server runs is picked up without a restart.
    if (!fs.existsSync(path.join(distDir, page))) {
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(missingBuildPage(site, distDir));
    }
    if (announcement) {
      const html = withAnnouncement(fs.readFileSync(path.join(distDir, page), 'utf8'), announcement);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.type('text/html; charset=utf-8').sendFile(page);
  };
}
