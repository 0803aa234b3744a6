/** The response envelope as sent by this server, plus its zod form for the OpenAPI document. */
import { z } from 'zod';
import { errorCatalogue, errorText, type ErrorKey, type ErrorParams, type Locale } from '@portal/shared';

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    success: z.boolean(),
    data,
    message: z.string(),
    warn: z.string().optional(),
    warn_code: z.number().int().optional(),
  });
}

/** A page of a list: the rows in `data`, the paging beside them in the envelope. */
export function pageEnvelopeOf<T extends z.ZodType>(item: T) {
  return pagedEnvelopeOf(z.array(item));
}

/** A banner above a table page (the portal's TablePage): its title already in the caller's language. */
const statistic = z.object({ key: z.string(), title: z.string(), value: z.union([z.number(), z.string()]) });
export type Statistic = z.infer<typeof statistic>;

/** The same, given the schema of the rows' array (a call contract's `result`). */
export function pagedEnvelopeOf<T extends z.ZodType>(rows: T) {
  return envelopeOf(rows).extend({ total: z.number().int(), current: z.number().int(), pageSize: z.number().int(), statistics: z.array(statistic).optional() });
}

export interface Page {
  total: number;
  current: number;
  pageSize: number;
}

export interface SuccessEnvelope<T> {
  code: number;
  success: true;
  data: T;
  message: string;
  warn?: string;
  warn_code?: number;
}

export function ok<T>(locale: Locale, data: T, warn?: ErrorKey): SuccessEnvelope<T> {
  const envelope: SuccessEnvelope<T> = { code: errorCatalogue.ok.code, success: true, data, message: errorText('ok', locale) };
  if (warn) {
    envelope.warn = errorText(warn, locale);
    envelope.warn_code = errorCatalogue[warn].code;
  }
  return envelope;
}

export function okPage<T>(locale: Locale, data: T[], page: Page, statistics?: Statistic[]): SuccessEnvelope<T[]> & Page & { statistics?: Statistic[] } {
  return { ...ok(locale, data), ...page, ...(statistics ? { statistics } : {}) };
}

export interface ErrorEnvelope {
  code: number;
  success: false;
  data: null;
  message: string;
}

export function failure(key: ErrorKey, locale: Locale, params?: ErrorParams): { status: number; body: ErrorEnvelope } {
  const entry = errorCatalogue[key];
  return { status: entry.status, body: { code: entry.code, success: false, data: null, message: errorText(key, locale, params) } };
}

/** Thrown anywhere in a request; the error handler turns it into the catalogue's envelope. */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params?: ErrorParams,
  ) {
    super(key);
    this.name = 'AppError';
  }
}
