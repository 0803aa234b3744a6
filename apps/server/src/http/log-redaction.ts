/**
 * The server's logger, which never writes a secret: login tokens (the `token` and parents'
 * `temtoken` headers, `authorization`, cookies), passwords and their hashes, and the tokens that
 * ride in URLs (`tem_token`, `auto_token`… query values, the parent's `/…/token/<token>` pages)
 * become `[redacted]` in every field of every log line, at any depth.
 */
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export const REDACTED = '[redacted]';

/** A field (or header, or query parameter) whose value is a secret by its name. */
const SECRET_NAME = /token|password|passwd|pwd|secret|authorization|cookie|api[-_]?key/i;
/** Fields that hold a URL or path, whose token parts are cut out. */
const URL_NAME = /^(url|path|originalUrl|location|referer|referrer|href|link)$/i;
const MAX_DEPTH = 6;

/** A URL or path with its secret query values and the token of a parent's page replaced. */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = withoutHash.indexOf('?');
  const pathPart = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const query = queryAt >= 0 ? withoutHash.slice(queryAt + 1) : undefined;
  const safePath = pathPart.replace(/(\/token\/)[^/?#]+/gi, `$1${REDACTED}`);
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // a malformed name is judged as written
      }
      return SECRET_NAME.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A copy of a logged value with secrets replaced; errors and other class instances are left to their serializers. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_NAME.test(key) && item !== undefined && item !== null && !isPlain(item) && !Array.isArray(item)) out[key] = REDACTED;
    else if (typeof item === 'string' && URL_NAME.test(key)) out[key] = redactUrl(item);
    else out[key] = redactValue(item, depth + 1);
  }
  return out;
}

/** Fastify's request as a log field: what it was, never its headers or secrets. */
function requestField(req: { method?: string; url?: string; id?: unknown }): Record<string, unknown> {
  return { method: req.method, url: typeof req.url === 'string' ? redactUrl(req.url) : req.url, id: req.id };
}

export const LOG_REDACTION: LoggerOptions = {
  formatters: { log: (object) => redactValue(object) as Record<string, unknown> },
  serializers: { req: requestField, err: pino.stdSerializers.err },
};

/** The process's logger (main.ts and serve.ts); `destination` lets a test read what is written. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = { level, ...LOG_REDACTION };
  return destination ? pino(options, destination) : pino(options);
}
