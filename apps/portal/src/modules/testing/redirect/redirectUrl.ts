/**
 * Addresses on the tool site: the same path and query on the tool-site origin; the
 * pad-mode routes also carry the login token as `auto_token` so the tool site logs in with it.
 */
export function toolSiteUrl(origin: string, pathname: string, search: string): string {
  const url = new URL(pathname, origin);
  url.search = search;
  return url.toString();
}

/** Adds (or replaces) auto_token, keeping every other query value. */
export function withAutoToken(url: string, token: string): string {
  const next = new URL(url);
  next.searchParams.set('auto_token', token);
  return next.toString();
}

/** Routes that open the tool site with the token appended (pad mode). */
export const PAD_REDIRECT_ROUTES = ['/preview/dream/:fileId', '/preview/dreamits/:fileId', '/dreamits'] as const;
/** Routes that send the whole browser to the tool site as they are (reachable logged out). */
export const TOOL_REDIRECT_ROUTES = ['/early', '/dreamits/offline', '/dreamits/token/:token', '/dreamits/distributors/:order_code'] as const;
