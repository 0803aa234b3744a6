import { PORTAL_DEFAULT_PORT, TOOL_SITE_DEV_PORT } from './constants';

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * Names of the `<meta>` tags by which the server announces the other site's origin in the pages it
 * serves, when it was told one (TOOL_SITE_ORIGIN, PORTAL_SITE_ORIGIN). The browser tests run on
 * free ports beside a running `npm start`, where the fixed-port rules below would lead to the
 * other server; without the settings the pages carry no tag and the rules apply.
 */
export const ANNOUNCED_ORIGIN_META = { tool: 'tool-site-origin', portal: 'portal-site-origin' } as const;

interface MetaDocument {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}

/** The origin the server announced in this page for `site`, or null (no page, no tag, or not an http(s) origin). */
export function announcedOrigin(site: keyof typeof ANNOUNCED_ORIGIN_META, doc: MetaDocument | undefined = (globalThis as { document?: MetaDocument }).document): string | null {
  const content = doc?.querySelector(`meta[name="${ANNOUNCED_ORIGIN_META[site]}"]`)?.getAttribute('content');
  if (!content || !/^https?:\/\/[^/?#\s]+$/.test(content)) return null;
  return content;
}

/**
 * Tool-site address rule: the current origin with 'portal' replaced by 'tool';
 * in development, or when served from localhost/loopback, the same host on port 9630. An origin
 * the server announced (TOOL_SITE_ORIGIN) comes first.
 */
export function toolSiteOrigin(
  location: { protocol: string; hostname: string; origin: string },
  development: boolean,
  announced: string | null = announcedOrigin('tool'),
): string {
  if (announced) return announced;
  if (development || isLoopback(location.hostname)) return `${location.protocol}//${location.hostname}:${TOOL_SITE_DEV_PORT}`;
  return location.origin.replace('portal', 'tool');
}

/**
 * The portal's address seen from the tool site, the inverse of the rule above: 'tool' replaced by
 * 'portal' in a deployed origin; on loopback, in development, or on the tool site's development
 * port, the same host on the portal port. An origin the server announced (PORTAL_SITE_ORIGIN) comes first.
 */
export function portalOrigin(
  location: { protocol: string; hostname: string; port: string; origin: string },
  development: boolean,
  announced: string | null = announcedOrigin('portal'),
): string {
  if (announced) return announced;
  if (development || isLoopback(location.hostname) || location.port === String(TOOL_SITE_DEV_PORT)) {
    return `${location.protocol}//${location.hostname}:${PORTAL_DEFAULT_PORT}`;
  }
  return location.origin.replace('tool', 'portal');
}

/**
 * The tool site sends a logged-out clinician to the portal's login with the page they were on as
 * this query value; after login the portal sends them back there, logged in (auto_token).
 */
export const TOOL_RETURN_PARAM = 'tool_return';

/** The tool-site page to return to: only a path on that site ('/…'), never another address. */
export function toolReturnPath(search: string): string | null {
  const value = new URLSearchParams(search).get(TOOL_RETURN_PARAM);
  if (!value || !value.startsWith('/')) return null;
  // Resolved against a stand-in origin, anything that leaves it ('//host', '/\\host', '/\t/host'…) is refused.
  const base = 'http://tool.invalid';
  const url = new URL(value, base);
  return url.origin === base ? `${url.pathname}${url.search}` : null;
}

/** The portal's login for a clinician on the tool site's `path` (path and query). */
export function portalLoginHref(portal: string, path: string): string {
  const url = new URL('/', portal);
  if (path !== '/') url.searchParams.set(TOOL_RETURN_PARAM, path);
  return url.toString();
}

/** `/qrcode/{string}`: the text is the path parameter decoded from base64, then from URI encoding. Null when undecodable. */
export function decodeQrParam(param: string): string | null {
  try {
    const normalized = param.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(normalized);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return decodeURIComponent(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}

export function encodeQrParam(text: string): string {
  const bytes = new TextEncoder().encode(encodeURIComponent(text));
  return btoa(String.fromCharCode(...bytes));
}
