/**
 * The tool site's parent pages (parent.html) and their offline worker: named here once for the
 * server (which entry a path is served from, how the worker script is cached), the worker itself
 * (which pages it keeps) and the start-up of both web apps (which worker to leave registered).
 */
import { EARLY_RUN_ROUTE } from './screening/paths';
import { TRAINING_PARENT_ROUTE } from './training/paths';

/** Paths of the parent entry: a test's link (Dream-IT, Dream-ITS), a training student's link and an early-screening link. */
export const PARENT_PAGE_PREFIXES = ['/dreamit/token/', '/dreamits/token/', TRAINING_PARENT_ROUTE, EARLY_RUN_ROUTE] as const;

export function isParentPagePath(pathname: string): boolean {
  return PARENT_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The tool site's service worker: one script at the site's root, never cached by HTTP. */
export const OFFLINE_WORKER_PATH = '/sw.js';
