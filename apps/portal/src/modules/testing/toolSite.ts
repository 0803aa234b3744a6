/**
 * Opening a test on the tool site: the tool-site origin rule of
 * @portal/shared, the path, and the login handed over as `auto_token` exactly as the portal's
 * tool-site redirects do, in a new tab so the list stays where it was.
 */
import { STORAGE_KEYS, toolSiteOrigin } from '@portal/shared';
import { toolSiteUrl, withAutoToken } from './redirect/redirectUrl';

export interface Where {
  protocol: string;
  hostname: string;
  origin: string;
}

/** The tool-site address of `path`; with a token, logged in. */
export function toolSiteHref(path: string, token: string | null, where: Where, development: boolean): string {
  const [pathname, search = ''] = path.split('?', 2) as [string, string?];
  const url = toolSiteUrl(toolSiteOrigin(where, development), pathname, search ? `?${search}` : '');
  return token ? withAutoToken(url, token) : url;
}

/** The parent's link as the QR code carries it: no login, only the test's QR token in the path. */
export function parentLinkHref(path: string, where: Where, development: boolean): string {
  return toolSiteHref(path, null, where, development);
}

/** Back to the tool site's `path` in this tab, logged in (after a login the tool site asked for). */
export function returnToToolSite(path: string): void {
  window.location.replace(toolSiteHref(path, localStorage.getItem(STORAGE_KEYS.token), window.location, import.meta.env.DEV));
}

export function openToolSite(path: string): void {
  const href = toolSiteHref(path, localStorage.getItem(STORAGE_KEYS.token), window.location, import.meta.env.DEV);
  window.open(href, '_blank', 'noopener');
}
