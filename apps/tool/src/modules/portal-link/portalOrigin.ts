import { PORTAL_DEFAULT_PORT, TOOL_SITE_DEV_PORT } from '@portal/shared';

/**
 * The portal's address seen from the tool site: the inverse of the portal's tool-site rule
 * (spec §2.1) — 'tool' replaced by 'portal' in a deployed origin; on localhost, or when the tool
 * site runs on its development port, the same host on the portal port.
 */
export function portalOrigin(location: { protocol: string; hostname: string; port: string; origin: string }, development: boolean): string {
  const local = location.hostname === 'localhost' || location.hostname === '127.0.0.1' || location.hostname === '[::1]';
  if (development || local || location.port === String(TOOL_SITE_DEV_PORT)) {
    return `${location.protocol}//${location.hostname}:${PORTAL_DEFAULT_PORT}`;
  }
  return location.origin.replace('tool', 'portal');
}
