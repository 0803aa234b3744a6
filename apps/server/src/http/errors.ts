/**
 * Every failure leaves as a catalogue envelope with the catalogue's HTTP status. Client mistakes
 * (bad JSON, wrong content type, oversized body, unknown route) get a 4xx; only a genuine bug
 * reaches the internal (500) envelope, and that one is logged with its stack.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@portal/shared';
import { AppError, failure } from './envelope';
import { localeFromHeader, localeOf } from './locale';
import { RequestValidationError, describeIssues, type Texts } from './validation';

const details = {
  malformedJson: { en: 'the body is not valid JSON', zh: '请求体不是有效的 JSON' },
  contentType: { en: 'unsupported Content-Type; send application/json', zh: '不支持的 Content-Type，请使用 application/json' },
  emptyBody: { en: 'request body (required)', zh: '请求体（必填）' },
  malformedRequest: { en: 'malformed request', zh: '请求格式不正确' },
  badUrl: { en: 'malformed URL', zh: 'URL 格式不正确' },
  unstorable: { en: 'a value cannot be stored', zh: '有数据无法保存' },
} satisfies Record<string, Texts>;

/**
 * PostgreSQL "data exception" (SQLSTATE class 22: bad encoding, out-of-range number, bad text
 * representation) or "program limit exceeded" (54: an index row too large) can only come from
 * a value that validation let through: the client's input, so a 400, logged as a warning
 * because the validation deserves tightening.
 */
export function isPgDataError(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return typeof code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(code);
}

export interface PgError {
  code?: string;
  constraint?: string;
  severity?: string;
}

/** The PostgreSQL error behind `error`: drizzle wraps driver errors (DrizzleQueryError.cause). */
export function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ('severity' in current) return current as PgError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Seconds a client is asked to wait when the database is away (a restart takes one or two). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

const UNREACHABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// What node-postgres and its pool throw without a code when the server went away mid-way.
const UNREACHABLE_TEXT = /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended|terminating connection/i;

/**
 * Whether `error` means PostgreSQL cannot be reached right now (stopped, restarting, recovering
 * from a crash, out of connections) rather than a bug: the request is answered 503 with
 * Retry-After and nothing was changed. SQLSTATE classes 08 (connection exception), 57P01–57P03
 * (shutting down, crash shutdown, cannot connect now) and 53300 (too many connections).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_SOCKET.has(code) || /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code))) return true;
    if (typeof message === 'string' && UNREACHABLE_TEXT.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function send(reply: FastifyReply, locale: Locale, error: AppError): FastifyReply {
  const { status, body } = failure(error.key, locale, error.params);
  if (error.key === 'databaseUnavailable') void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return reply.code(status).send(body);
}

function badInput(detail: Texts, locale: Locale): AppError {
  return new AppError('badInput', { detail: detail[locale] });
}

/** Maps anything thrown during a request to the AppError that describes it to the caller. */
export function toAppError(error: unknown, locale: Locale): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof RequestValidationError) {
    return new AppError('badInput', { detail: describeIssues(error.issues, error.part, locale) });
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payloadTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return badInput(details.contentType, locale);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badInput(details.emptyBody, locale);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return badInput(details.malformedJson, locale);
  }
  if (error instanceof SyntaxError) return badInput(details.malformedJson, locale);
  if (isPgDataError(error)) return badInput(details.unstorable, locale);
  if (isDatabaseUnavailable(error)) return new AppError('databaseUnavailable');
  const status = fastifyError.statusCode ?? 500;
  // Other framework 4xx (bad content length, prototype poisoning, aborted body...) are the client's doing.
  if (status >= 400 && status < 500) return badInput(details.malformedRequest, locale);
  return null;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => {
    const locale = localeOf(req);
    const appError = toAppError(error, locale);
    if (isPgDataError(error)) req.log.warn({ err: error, url: req.url }, 'input rejected by PostgreSQL');
    else if (appError?.key === 'databaseUnavailable') req.log.warn({ url: req.url, reason: error instanceof Error ? error.message : String(error) }, 'database unavailable');
    if (appError) return send(reply, locale, appError);
    req.log.error({ err: error, url: req.url, method: req.method }, 'request failed');
    return send(reply, locale, new AppError('internal'));
  });
}

export function notFound(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = (req.url.split('?')[0] ?? '').slice(0, 200);
  return send(reply, localeOf(req), new AppError('routeNotFound', { path: `${req.method} ${path}` }));
}

/** Errors raised before routing (an undecodable URL) never reach the error handler. */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const locale = localeFromHeader(req.headers['accept-language']);
  if (error.code === 'FST_ERR_BAD_URL') void send(reply, locale, badInput(details.badUrl, locale));
  else void send(reply, locale, toAppError(error, locale) ?? new AppError('internal'));
}
