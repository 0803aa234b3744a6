/**
 * The tool site's service worker (built on its own to /sw.js by the tool's Vite build, which
 * writes in the build's version and the parent entry's files). Hand-written: a few rules, each
 * decided by policy.ts, where a library would need as much configuration and still a custom
 * plugin to keep tokens out and to key a test's data per link.
 *
 * - Parent pages: the network's parent.html when there is a network (so a new build shows at
 *   once), else the kept one. The parent entry's files are kept when the worker installs.
 * - Hashed build files: from the cache, else the network (they never change).
 * - The calls a parent page is drawn from: the network first; its answer is kept per link and
 *   served when the network is gone. An answer sync refreshes the kept test view's answers.
 * - Question audio: kept when first heard, and all of a test's when its view is kept.
 * - A link reopened without network: the kept parent.html with the link's kept test view in it, so
 *   its first question waits on no second request.
 * - A new build: a new /sw.js (no HTTP cache), installed at the next visit; it takes over at once
 *   and drops the old build's files.
 */
import { TESTING_PATHS } from '@portal/shared';
import { byteRange, carriesToken, classify, keptKey, landingKey, linkPrefix, localeOf, parseKeptKey, testLinkOf, withKeptView, type KeptView } from './policy';

declare const __OFFLINE_VERSION__: string;
declare const __OFFLINE_SHELL__: readonly string[];

// The service-worker scope's types, as far as this file uses them (the app compiles with DOM types).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Promise<Response> | Response): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void>; get(id: string): Promise<{ url: string } | undefined> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

const SHELL_CACHE = `parent-shell-${__OFFLINE_VERSION__}`;
const DATA_CACHE = 'parent-data-v1';
const MEDIA_CACHE = 'parent-media-v1';
/** The one parent.html every parent page is drawn from (kept under this name, never a link's). */
const SHELL_PAGE = '/parent.html';
/** A parent page waits this long for a network that answers slowly, then opens from the cache. */
const PAGE_NETWORK_MS = 4000;
const origin = scope.location.origin;

scope.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll([...__OFFLINE_SHELL__]);
      const page = await fetch(SHELL_PAGE, { headers: { accept: 'text/html' }, cache: 'no-store' });
      if (page.ok) await cache.put(SHELL_PAGE, page);
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('parent-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name)));
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  const kind = classify({ method: request.method, url: new URL(request.url), mode: request.mode, origin, header: (name) => request.headers.get(name) });
  switch (kind.kind) {
    case 'page':
      return event.respondWith(parentPage(request));
    case 'asset':
      return event.respondWith(asset(request));
    case 'audio':
      return event.respondWith(audio(request));
    case 'call':
      return event.respondWith(keptCall(event, kind.temToken));
    case 'sync':
      return event.respondWith(sync(event, kind.temToken));
    case 'pass':
      return;
  }
});

async function parentPage(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const network = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(SHELL_PAGE, response.clone());
    return response;
  });
  network.catch(() => undefined); // a late failure is answered from the cache below, or was already
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), PAGE_NETWORK_MS));
  try {
    const first = await Promise.race([network, late]);
    if (first) return first;
    return (await cache.match(SHELL_PAGE)) ?? (await network);
  } catch (error) {
    const kept = await cache.match(SHELL_PAGE);
    if (kept) return withLanding(kept, new URL(request.url).pathname);
    throw error;
  }
}

/**
 * Without network, a link whose test view is kept gets its page with that view in it: the page
 * draws its questions without asking the worker again (the same kept answer it would be given).
 */
async function withLanding(page: Response, pathname: string): Promise<Response> {
  try {
    const link = testLinkOf(pathname);
    if (!link) return page;
    const data = await caches.open(DATA_CACHE);
    const landing = (await (await data.match(landingKey(origin, await linkDigest(link))))?.json().catch(() => null)) as { key?: string; testId?: string } | null;
    if (!landing?.key || !landing.testId) return page;
    const view = await data.match(landing.key);
    if (!view) return page;
    const kept: KeptView = { testId: landing.testId, locale: parseKeptKey(landing.key)?.locale ?? '*', envelope: await view.json() };
    const headers = new Headers(page.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(withKeptView(await page.clone().text(), kept), { status: page.status, statusText: page.statusText, headers });
  } catch {
    return page;
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.status === 200) void cache.put(request, response.clone());
  return response;
}

async function audio(request: Request): Promise<Response> {
  const cache = await caches.open(MEDIA_CACHE);
  let full = await cache.match(request.url);
  if (!full) {
    // The whole file (a media element asks for ranges): kept once, ranges cut from it.
    const response = await fetch(request.url, { credentials: 'same-origin' });
    if (!response.ok || response.status !== 200) return response;
    await cache.put(request.url, response.clone());
    full = response;
  }
  const range = request.headers.get('range');
  if (!range) return full;
  const body = await full.blob();
  const bytes = byteRange(range, body.size);
  if (!bytes) return new Response(null, { status: 416, headers: { 'content-range': `bytes */${body.size}` } });
  return new Response(body.slice(bytes.start, bytes.end + 1), {
    status: 206,
    headers: {
      'content-type': full.headers.get('content-type') ?? 'audio/mpeg',
      'content-range': `bytes ${bytes.start}-${bytes.end}/${body.size}`,
      'content-length': String(bytes.end - bytes.start + 1),
    },
  });
}

/** A digest of a link's temporary token names its kept answers; the token itself is never stored. */
async function linkDigest(temToken: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(temToken));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

interface EnvelopeLike {
  success?: boolean;
  code?: number;
  data?: unknown;
}

async function keptCall(event: FetchEvent, temToken: string): Promise<Response> {
  const request = event.request;
  const url = new URL(request.url);
  const link = await linkDigest(temToken);
  const key = keptKey(origin, link, localeOf(request.headers.get('accept-language')), url);
  // The other language's copy still shows the questions (the server names a few things per language).
  const anyLanguage = keptKey(origin, link, '*', url);
  try {
    const response = await fetch(request);
    const testView = url.pathname === TESTING_PATHS.temporaryInfo;
    if (response.ok) event.waitUntil(keep(response.clone(), [key, anyLanguage], testView).then((kept) => (kept && testView ? noteLanding(event.clientId, key, url) : undefined)));
    return response;
  } catch (error) {
    const cache = await caches.open(DATA_CACHE);
    const kept = (await cache.match(key)) ?? (await cache.match(anyLanguage));
    if (kept) return kept;
    throw error;
  }
}

async function keep(response: Response, keys: readonly string[], testView: boolean): Promise<boolean> {
  const text = await response.text();
  let envelope: EnvelopeLike;
  try {
    envelope = JSON.parse(text) as EnvelopeLike;
  } catch {
    return false;
  }
  if (!envelope.success || carriesToken(envelope)) return false;
  const cache = await caches.open(DATA_CACHE);
  for (const key of keys) await cache.put(key, new Response(text, { headers: { 'content-type': 'application/json; charset=utf-8' } }));
  if (testView) await keepAudio((envelope.data as { audio?: Record<string, unknown> } | undefined)?.audio);
  return true;
}

/** The page that asked for a test view: its link (a digest of the token in its path) now lands on that view. */
async function noteLanding(clientId: string, key: string, url: URL): Promise<void> {
  const testId = url.searchParams.get('_id');
  const client = clientId ? await scope.clients.get(clientId) : undefined;
  const link = client ? testLinkOf(new URL(client.url).pathname) : null;
  if (!link || !testId) return;
  const cache = await caches.open(DATA_CACHE);
  await cache.put(landingKey(origin, await linkDigest(link)), new Response(JSON.stringify({ key, testId }), { headers: { 'content-type': 'application/json; charset=utf-8' } }));
}

/** Every audio file a test names, fetched two at a time (a slow phone still has room for the page). */
async function keepAudio(audioPaths: Record<string, unknown> | undefined): Promise<void> {
  const paths = [...new Set(Object.values(audioPaths ?? {}).filter((p): p is string => typeof p === 'string' && p.startsWith('/oss/')))];
  const cache = await caches.open(MEDIA_CACHE);
  const next = async (): Promise<void> => {
    for (let path = paths.shift(); path !== undefined; path = paths.shift()) {
      const url = new URL(path, origin).href;
      if (await cache.match(url)) continue;
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (response.ok && response.status === 200) await cache.put(url, response);
      } catch {
        return; // the network went: what is kept stays, the rest comes when played
      }
    }
  };
  await Promise.all([next(), next()]);
}

interface SyncAnswer {
  status?: string;
  answer_parents?: unknown;
  questions_not_answer_keys?: unknown[];
}

async function sync(event: FetchEvent, temToken: string): Promise<Response> {
  const request = event.request;
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { test_id?: unknown; is_end?: unknown } | null;
  const response = await fetch(request);
  if (response.ok && body && typeof body.test_id === 'string') event.waitUntil(follow(response.clone(), body.test_id, body.is_end === true, temToken));
  return response;
}

/** The server's answers after a sync become the kept test view's; a finished test's kept data is dropped. */
async function follow(response: Response, testId: string, ended: boolean, temToken: string): Promise<void> {
  const envelope = (await response.json().catch(() => null)) as (EnvelopeLike & { data?: SyncAnswer }) | null;
  if (!envelope?.success || !envelope.data) return;
  const answer = envelope.data;
  const cache = await caches.open(DATA_CACHE);
  const prefix = linkPrefix(origin, await linkDigest(temToken));
  const keys = (await cache.keys()).filter((request) => request.url.startsWith(prefix));
  if (ended && (answer.questions_not_answer_keys ?? []).length === 0) {
    await Promise.all(keys.map((request) => cache.delete(request)));
    return;
  }
  for (const request of keys) {
    const parts = parseKeptKey(request.url);
    if (parts?.path !== TESTING_PATHS.temporaryInfo || parts.query.get('_id') !== testId) continue;
    const kept = (await (await cache.match(request))?.json().catch(() => null)) as (EnvelopeLike & { data?: Record<string, unknown> }) | null;
    if (!kept?.data) continue;
    kept.data.answer_parents = answer.answer_parents;
    if (answer.status) kept.data.status = answer.status;
    await cache.put(request, new Response(JSON.stringify(kept), { headers: { 'content-type': 'application/json; charset=utf-8' } }));
  }
}
