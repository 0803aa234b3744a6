/**
 * The security headers of every answer of both sites (pages, static files, API answers, errors),
 * set when the request arrives so a route that knows better (a stored file's own policy in
 * `files/serve.ts`) can still replace them.
 *
 * The policy is what the built apps need and nothing more: scripts only from the site itself (no
 * inline script, no eval: the apps run zod jitless and pdf.js without eval), styles inline too
 * (antd writes its CSS-in-JS into <style> tags), images, sound and video also as data:/blob: (QR
 * codes, recordings, previews), pdf.js's worker from the site or a blob, frames of the site, of
 * blobs (PDF previews) and of the links a news article names (sandboxed by the portal). Pages are
 * framed only by the site itself (pad-mode and report pages) and the other site when its origin
 * is configured.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export type SiteName = 'portal' | 'tool';

/** HSTS for a year: sent only on an answer that went out over TLS (directly or behind a trusted proxy). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The other site's configured origin, which may frame this one's pages. */
export function framingOrigin(site: SiteName | undefined, config: Pick<Config, 'toolSiteOrigin' | 'portalSiteOrigin'>): string | undefined {
  if (site === 'portal') return config.toolSiteOrigin;
  if (site === 'tool') return config.portalSiteOrigin;
  return undefined;
}

export function contentSecurityPolicy(framedBy?: string): string {
  const ancestors = ["'self'", ...(framedBy ? [framedBy] : [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self' blob: https: http:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** Whether the request reached us over TLS: Fastify reads X-Forwarded-Proto only when the proxy is trusted (TRUST_PROXY). */
function overTls(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}

export function registerSecurityHeaders(app: FastifyInstance, site: SiteName | undefined, config: Pick<Config, 'toolSiteOrigin' | 'portalSiteOrigin'>): void {
  const policy = contentSecurityPolicy(framingOrigin(site, config));
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    // Parents' links carry their token in the path: no page tells another site where it came from.
    reply.header('referrer-policy', 'no-referrer');
    if (overTls(req)) reply.header('strict-transport-security', HSTS);
    done();
  });
}
