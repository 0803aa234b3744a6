/**
 * What the tool site's service worker keeps, as pure rules (the worker in worker.ts only wires
 * them to its events). The worker keeps the parent pages' shell, the calls a parent page is drawn
 * from, and the question audio — nothing a clinician's login token travels with, and no answer
 * that names a token.
 */
import { isParentPagePath, TESTING_PATHS, TRAINING_PARENT_PATHS } from '@portal/shared';

/**
 * GET calls a parent page can be shown from without the network: the test as its parent sees it
 * (questions, forms, answers the server has), the ready page's summary, and the training link's
 * day and activities. Never the link exchange (`temporary/verification`): its answer is a token.
 */
export const KEPT_CALLS: readonly string[] = [TESTING_PATHS.temporaryInfo, TESTING_PATHS.parentsInfo, TRAINING_PARENT_PATHS.today, TRAINING_PARENT_PATHS.activity];

/** The question audio and the operating guide's (public files named by the test view's `audio`). */
const AUDIO = /^\/oss\/[^/]+\/(?:questions\/[^/]+|operating-guide)\.mp3$/;

/** The query value the call client adds so no HTTP cache answers a call: not part of what is asked. */
const CACHE_BUST = '_';

export type RequestKind =
  /** A parent page opened (or reloaded): the network's parent.html, else the kept one. */
  | { kind: 'page' }
  /** A hashed build file: never changes, kept once fetched. */
  | { kind: 'asset' }
  | { kind: 'audio' }
  /** A kept call, asked with the parent link's temporary token. */
  | { kind: 'call'; temToken: string }
  /** The parent's answer sync: passed on; its answer keeps the kept test view current. */
  | { kind: 'sync'; temToken: string }
  /** Everything else goes to the network untouched. */
  | { kind: 'pass' };

export interface RequestFacts {
  method: string;
  url: URL;
  /** `navigate` for a page load. */
  mode: string;
  /** The worker's own origin: other sites' requests are never touched. */
  origin: string;
  header(name: string): string | null;
}

export function classify(request: RequestFacts): RequestKind {
  const { method, url } = request;
  if (url.origin !== request.origin || (method !== 'GET' && method !== 'POST')) return { kind: 'pass' };
  if (request.mode === 'navigate') return method === 'GET' && isParentPagePath(url.pathname) ? { kind: 'page' } : { kind: 'pass' };
  // A clinician's call: nothing of it is kept, nothing kept is answered to it.
  if (request.header('token')) return { kind: 'pass' };
  if (method === 'GET' && url.pathname.startsWith('/assets/')) return { kind: 'asset' };
  if (method === 'GET' && AUDIO.test(url.pathname)) return { kind: 'audio' };
  const temToken = request.header('temtoken');
  if (!temToken) return { kind: 'pass' };
  if (method === 'GET' && KEPT_CALLS.includes(url.pathname)) return { kind: 'call', temToken };
  if (method === 'POST' && url.pathname === TESTING_PATHS.temporarySync) return { kind: 'sync', temToken };
  return { kind: 'pass' };
}

/** The first language tag of Accept-Language ('zh-CN', 'en-US'); '*' when none. */
export function localeOf(acceptLanguage: string | null): string {
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim();
  return first || '*';
}

/**
 * Where a kept call's answer is stored: per link (a digest of its temporary token, never the
 * token itself), per language, the path and the query without the cache-buster. Two links never
 * share an entry, so one test never sees another's data.
 */
export function keptKey(origin: string, linkDigest: string, locale: string, url: URL): string {
  const query = [...url.searchParams.entries()].filter(([name]) => name !== CACHE_BUST).sort(([a], [b]) => a.localeCompare(b));
  const search = new URLSearchParams(query).toString();
  return `${origin}/__offline/${linkDigest}/${encodeURIComponent(locale)}${url.pathname}${search ? `?${search}` : ''}`;
}

/** The part of every kept key of one link: to find (or forget) all of them. */
export const linkPrefix = (origin: string, linkDigest: string): string => `${origin}/__offline/${linkDigest}/`;

export interface KeptKeyParts {
  linkDigest: string;
  locale: string;
  path: string;
  query: URLSearchParams;
}

export function parseKeptKey(key: string): KeptKeyParts | null {
  const url = new URL(key);
  const match = /^\/__offline\/([^/]+)\/([^/]+)(\/.*)$/.exec(url.pathname);
  if (!match) return null;
  return { linkDigest: match[1]!, locale: decodeURIComponent(match[2]!), path: match[3]!, query: url.searchParams };
}

const TOKEN_FIELDS = new Set(['token', 'temtoken', 'tem_token', 'temporary_token', 'auto_token', 'access_token']);

/** True when an answer carries a token anywhere (such an answer is never kept). */
export function carriesToken(value: unknown, depth = 0): boolean {
  if (depth > 12 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => carriesToken(item, depth + 1));
  for (const [name, inner] of Object.entries(value)) {
    if (TOKEN_FIELDS.has(name.toLowerCase()) && typeof inner === 'string' && inner !== '') return true;
    if (carriesToken(inner, depth + 1)) return true;
  }
  return false;
}

/** A `Range: bytes=a-b` header over a file of `size` bytes; null when absent or not satisfiable. */
export function byteRange(header: string | null, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // bytes=-N: the last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/** The test link's token as it stands in a parent page's path (`/dreamit/token/{token}/…`), or null. */
export function testLinkOf(pathname: string): string | null {
  return /^\/dreamits?\/token\/([^/]+)/.exec(pathname)?.[1] ?? null;
}

/**
 * Where the worker notes which kept test view a link's page was drawn from (keyed by a digest of
 * the link's token): a reopened link's page can then be served with that view already in it.
 */
export const landingKey = (origin: string, linkDigest: string): string => `${origin}/__offline-landing/${linkDigest}`;

/** The id of the data block holding the kept test view in a page the worker served without network. */
export const KEPT_VIEW_ID = 'parent-kept-view';

/** What that block holds: the test, the language it was asked in, and the server's answer as it was kept. */
export interface KeptView {
  testId: string;
  locale: string;
  envelope: unknown;
}

/**
 * parent.html with the kept test view in it (a JSON data block, which no Content-Security-Policy
 * runs), before `</head>`. `<` is written as `\u003c` so nothing in the view can close the block.
 */
export function withKeptView(html: string, view: KeptView): string {
  const at = html.indexOf('</head>');
  if (at === -1) return html;
  const json = JSON.stringify(view).replace(/</g, '\\u003c');
  return `${html.slice(0, at)}<script type="application/json" id="${KEPT_VIEW_ID}">${json}</script>${html.slice(at)}`;
}
