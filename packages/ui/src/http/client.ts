/**
 * The common call client (token headers, the response envelope, its own error codes). Every side
 * effect (fetch, storage, toasts, the forced logout hook) comes in through `ClientDeps`, so the
 * same code runs in the browser and, against a real HTTP server, in unit tests.
 */
import {
  errorCatalogue,
  errorText,
  isEnvelope,
  LOGOUT_CODES,
  normalizeLocale,
  STORAGE_KEYS,
  type Envelope,
  type ErrorKey,
  type Locale,
} from '@portal/shared';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  /** Sent as the query string (arrays repeat the key). */
  params?: QueryParams;
  /** Request body for non-GET calls: JSON unless it is FormData, Blob or URLSearchParams. */
  data?: unknown;
  /** The caller shows its own message: no error toast (warnings are still shown). */
  silent?: boolean;
  /** Login answers 310 with a re-login offer instead of the forced local logout. */
  skipForcedLogout?: boolean;
  signal?: AbortSignal;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ClientDeps {
  fetch: FetchLike;
  storage: KeyValueStorage;
  showError(message: string): void;
  showWarning(message: string): void;
  /** Called after the token was removed because a call answered 306, 310 or 311. */
  onForcedLogout(code: number, message: string): void;
  /** Origin the relative API paths resolve against (tests point it at their server). */
  baseUrl: string;
  /** Cache-busting value for the `_` query parameter. */
  random?: () => string;
}

/** A normalised envelope: `data`/`datas` and `message`/`msg` folded into one field each. */
export interface ApiResult<T> extends Omit<Envelope<T>, 'data' | 'message'> {
  data: T;
  message: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly envelope?: Envelope,
    readonly httpStatus?: number,
    /** The server's Retry-After (503 while it recovers, 429), in ms; null when it named none. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

export type RequestFn = <T = unknown>(method: HttpMethod, url: string, options?: RequestOptions) => Promise<ApiResult<T>>;

/** A file read with the token header: the bytes, and the name from Content-Disposition. */
export interface BlobResult {
  blob: Blob;
  /** The server's name for the file (UTF-8 `filename*` preferred), null when it sent none. */
  fileName: string | null;
  /** A part (206) of a ranged read: the whole file's size from Content-Range. */
  total?: number;
}

export interface BlobOptions extends Pick<RequestOptions, 'params' | 'silent' | 'signal'> {
  /** A byte range (`bytes=100-199`): the server answers 206 with that part (a player seeking in a long recording). */
  range?: string;
}

export type RequestBlobFn = (url: string, options?: BlobOptions) => Promise<BlobResult>;

/** The whole size of a 206's `Content-Range: bytes 0-99/1234` (undefined when unknown, `*`). */
export function contentRangeTotal(header: string | null): number | undefined {
  const match = header ? /\/(\d+)\s*$/.exec(header) : null;
  return match ? Number(match[1]) : undefined;
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, then `filename="…"`. */
export function contentDispositionName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  if (!plain) return null;
  return (plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1') || null;
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

function defaultRandom(): string {
  return `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
}

function currentLocale(storage: KeyValueStorage): Locale {
  return normalizeLocale(storage.getItem(STORAGE_KEYS.localLang));
}

/** zh is sent as zh-CN: the server (and any proxy in between) understands the regional tag. */
export function acceptLanguage(locale: Locale): string {
  return locale === 'en' ? 'en' : 'zh-CN';
}

export function buildUrl(baseUrl: string, path: string, params: QueryParams | undefined, cacheBust: string | null): string {
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(params ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) url.searchParams.append(key, String(v));
  }
  if (cacheBust !== null) url.searchParams.set('_', cacheBust);
  return url.toString();
}

function buildBody(data: unknown): { body?: BodyInit; json: boolean } {
  if (data === undefined) return { json: false };
  if (data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams) return { body: data, json: false };
  return { body: JSON.stringify(data), json: true };
}

/** The envelope's own text, else the catalogue's text for its code, else 'operation failed'. */
function envelopeMessage(env: Envelope, locale: Locale): string {
  const own = env.message ?? env.msg;
  if (own) return own;
  const entry = (Object.keys(errorCatalogue) as ErrorKey[]).find((k) => errorCatalogue[k].code === env.code);
  return errorText(entry ?? 'unreadableResponse', locale);
}

export function createClient(deps: ClientDeps): { request: RequestFn; requestBlob: RequestBlobFn } {
  const random = deps.random ?? defaultRandom;

  function fail(key: ErrorKey, silent: boolean | undefined, httpStatus?: number, retryAfterMs: number | null = null): never {
    const message = errorText(key, currentLocale(deps.storage));
    if (!silent) deps.showError(message);
    throw new ApiError(errorCatalogue[key].code, message, undefined, httpStatus, retryAfterMs);
  }

  function baseHeaders(locale: Locale, accept: string): Record<string, string> {
    const headers: Record<string, string> = { Accept: accept, 'Accept-Language': acceptLanguage(locale) };
    const token = deps.storage.getItem(STORAGE_KEYS.token);
    if (token) headers.token = token;
    const temToken = deps.storage.getItem(STORAGE_KEYS.temporaryToken);
    if (temToken) headers.temtoken = temToken;
    return headers;
  }

  /** A non-success envelope: forced logout for 306/310/311, the toast, the error to throw. */
  function envelopeFailure(env: Envelope, locale: Locale, status: number, silent?: boolean, skipForcedLogout?: boolean, retryAfterMs: number | null = null): never {
    const message = envelopeMessage(env, locale);
    if (LOGOUT_CODES.includes(env.code) && !skipForcedLogout) {
      deps.storage.removeItem(STORAGE_KEYS.token);
      deps.onForcedLogout(env.code, message);
    }
    if (!silent) deps.showError(message);
    throw new ApiError(env.code, message, env, status, retryAfterMs);
  }

  async function request<T = unknown>(method: HttpMethod, url: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
    const { params, data, silent, skipForcedLogout, signal } = options;
    const locale = currentLocale(deps.storage);
    const headers = baseHeaders(locale, 'application/json');

    const { body, json } = method === 'GET' ? { body: undefined, json: false } : buildBody(data);
    if (json) headers['Content-Type'] = 'application/json';
    const target = buildUrl(deps.baseUrl, url, params, method === 'GET' ? random() : null);

    let response: Response;
    try {
      response = await deps.fetch(target, { method, headers, body, credentials: 'include', cache: 'no-store', signal });
    } catch (error) {
      // A call the caller cancelled is not a network failure worth a toast.
      if (signal?.aborted) throw error;
      return fail('fetchFailed', silent);
    }

    let parsed: unknown;
    let readable = true;
    try {
      parsed = JSON.parse(await response.text());
    } catch {
      readable = false;
    }

    const retryAfterMs = response.ok ? null : parseRetryAfter(response.headers?.get('retry-after'));
    // Errors arrive with 4xx statuses but still carry an envelope: read it before judging the status.
    if (!readable || !isEnvelope(parsed)) {
      if (!response.ok) return fail('httpError', silent, response.status, retryAfterMs);
      return fail(readable ? 'unknownFormat' : 'unreadableResponse', silent, response.status);
    }

    const env = parsed as Envelope<T>;
    if (env.warn) deps.showWarning(env.warn);

    if (env.success) {
      const { data: d, datas, message, msg, ...rest } = env;
      return { ...rest, datas, data: (d ?? datas) as T, message: message ?? msg ?? '' };
    }

    return envelopeFailure(env, locale, response.status, silent, skipForcedLogout, retryAfterMs);
  }

  /**
   * GET of a file's bytes with the same headers as every call (token, temtoken, language), so no
   * token ever travels in a URL. A refusal arrives as an envelope and is handled like one.
   */
  async function requestBlob(url: string, options: BlobOptions = {}): Promise<BlobResult> {
    const { params, silent, signal, range } = options;
    const locale = currentLocale(deps.storage);
    const target = buildUrl(deps.baseUrl, url, params, random());
    const headers = baseHeaders(locale, '*/*');
    if (range) headers.Range = range;
    let response: Response;
    try {
      response = await deps.fetch(target, { method: 'GET', headers, credentials: 'include', cache: 'no-store', signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      return fail('fetchFailed', silent);
    }
    if (response.ok) {
      try {
        const total = response.status === 206 ? contentRangeTotal(response.headers.get('content-range')) : undefined;
        return { blob: await response.blob(), fileName: contentDispositionName(response.headers.get('content-disposition')), ...(total === undefined ? {} : { total }) };
      } catch (error) {
        if (signal?.aborted) throw error;
        return fail('fetchFailed', silent);
      }
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await response.text());
    } catch {
      parsed = undefined;
    }
    if (isEnvelope(parsed)) return envelopeFailure(parsed, locale, response.status, silent);
    return fail('httpError', silent, response.status);
  }

  return { request, requestBlob };
}

/** The feedback a page gives for a call: how it shows errors and warnings, and what a forced logout does. */
export type PageFeedback = Pick<ClientDeps, 'showError' | 'showWarning' | 'onForcedLogout'>;

/**
 * A page's client: the browser's fetch and localStorage, calls to the page's own origin. Each
 * page keeps one, built on first use so that importing a module never touches window.
 */
export function lazyBrowserClient(feedback: () => PageFeedback): () => ReturnType<typeof createClient> {
  let client: ReturnType<typeof createClient> | undefined;
  return () =>
    (client ??= createClient({ fetch: (input, init) => fetch(input, init), storage: window.localStorage, baseUrl: window.location.origin, ...feedback() }));
}
