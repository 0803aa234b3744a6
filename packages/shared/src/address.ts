import { PORTAL_DEFAULT_PORT, TOOL_SITE_DEV_PORT } from './constants';

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * Tool-site address rule (spec §2.1): the current origin with 'portal' replaced by 'tool';
 * in development, or when served from localhost/loopback, the same host on port 9630.
 */
export function toolSiteOrigin(location: { protocol: string; hostname: string; origin: string }, development: boolean): string {
  if (development || isLoopback(location.hostname)) return `${location.protocol}//${location.hostname}:${TOOL_SITE_DEV_PORT}`;
  return location.origin.replace('portal', 'tool');
}

/**
 * The portal's address seen from the tool site, the inverse of the rule above: 'tool' replaced by
 * 'portal' in a deployed origin; on loopback, in development, or on the tool site's development
 * port, the same host on the portal port.
 */
export function portalOrigin(location: { protocol: string; hostname: string; port: string; origin: string }, development: boolean): string {
  if (development || isLoopback(location.hostname) || location.port === String(TOOL_SITE_DEV_PORT)) {
    return `${location.protocol}//${location.hostname}:${PORTAL_DEFAULT_PORT}`;
  }
  return location.origin.replace('tool', 'portal');
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
