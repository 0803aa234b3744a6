/**
 * Start-up, shared by both apps: read `mode`, `auto_token` and `from` from the
 * query, reset cached data and drop any service worker. The environment is passed in so the
 * sequence is testable without a browser.
 */
import { OFFLINE_WORKER_PATH, STORAGE_KEYS } from '@portal/shared';
import type { KeyValueStorage } from '../http/client';

export interface StartupQuery {
  mode: string | null;
  autoToken: string | null;
  from: string | null;
}

export interface StartupEnv {
  location: { href: string; search: string };
  history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void };
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  serviceWorker?: { getRegistrations(): Promise<readonly WorkerRegistration[]> };
}

export interface WorkerRegistration {
  active?: { scriptURL: string } | null;
  installing?: { scriptURL: string } | null;
  waiting?: { scriptURL: string } | null;
  unregister(): Promise<boolean>;
}

/** The tool site's own offline worker (parent pages), which updates itself with each build. */
export function isOwnWorker(registration: WorkerRegistration): boolean {
  const script = (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL;
  try {
    return script !== undefined && new URL(script).pathname === OFFLINE_WORKER_PATH;
  } catch {
    return false;
  }
}

export interface StartupResult {
  query: StartupQuery;
  /** False when the page was opened with `from`: it must not load login info. */
  loadLoginInfo: boolean;
}

export const PAD_MODE = 'pad';

export function readStartupQuery(search: string): StartupQuery {
  const q = new URLSearchParams(search);
  return { mode: q.get('mode'), autoToken: q.get('auto_token'), from: q.get('from') };
}

/** The same address without the given query values, as a path for history.replaceState. */
export function withoutQueryParams(href: string, names: readonly string[]): string {
  const url = new URL(href);
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function isPadMode(storage: Pick<KeyValueStorage, 'getItem'>): boolean {
  return storage.getItem(STORAGE_KEYS.mode) === PAD_MODE;
}

export function runStartup(env: StartupEnv): StartupResult {
  const query = readStartupQuery(env.location.search);
  if (query.mode) env.localStorage.setItem(STORAGE_KEYS.mode, query.mode);
  if (query.autoToken) {
    env.localStorage.setItem(STORAGE_KEYS.token, query.autoToken);
    // A token must not linger in the address bar, history or anything the user copies.
    env.history.replaceState(env.history.state, '', withoutQueryParams(env.location.href, ['auto_token']));
  }
  // Cached store data from an earlier visit may belong to another identity.
  env.localStorage.removeItem(STORAGE_KEYS.store);
  env.sessionStorage.removeItem(STORAGE_KEYS.store);
  // An old service worker could keep serving a stale build. The tool site's own one stays: it
  // never serves a stale build (pages come from the network first) and keeps the parent pages
  // working offline on a device a clinician also uses.
  void env.serviceWorker
    ?.getRegistrations()
    .then((registrations) => Promise.all(registrations.filter((r) => !isOwnWorker(r)).map((r) => r.unregister())))
    .catch(() => undefined);
  return { query, loadLoginInfo: query.from === null };
}

export function browserStartupEnv(): StartupEnv {
  return {
    location: window.location,
    history: window.history,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  };
}
