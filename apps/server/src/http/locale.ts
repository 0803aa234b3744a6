/** Which language a message is written in: the user's own setting, else the browser's. */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@portal/shared';

export function localeFromHeader(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header[0] : header;
  // Only the first (preferred) tag matters: zh is the default for everything but English.
  return value?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function localeOf(req: FastifyRequest): Locale {
  return req.auth?.localeType ?? localeFromHeader(req.headers['accept-language']);
}
