import { TOOL_SITE_DEV_PORT } from './constants';

/**
 * Tool-site address rule (spec §2.1): the current origin with 'portal' replaced by 'tool';
 * in development, or when served from localhost/loopback, the same host on port 9630.
 */
export function toolSiteOrigin(location: { protocol: string; hostname: string; origin: string }, development: boolean): string {
  const local = location.hostname === 'localhost' || location.hostname === '127.0.0.1' || location.hostname === '[::1]';
  if (development || local) return `${location.protocol}//${location.hostname}:${TOOL_SITE_DEV_PORT}`;
  return location.origin.replace('portal', 'tool');
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
