/**
 * How stored bytes leave the server: Content-Type from the stored extension (never sniffed by the
 * browser), the file name in Content-Disposition, and a Content-Security-Policy per kind so that
 * nothing a file contains can run as a page of the portal's origin.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { MEDIA_EXTENSIONS } from '@portal/shared';
import type { ByteRange } from './storage';

/** The ways a file is read: raw (file_path, forms/rich text), download, inline resource, once link. */
export type ServeMode = 'raw' | 'download' | 'resource' | 'once';

const CONTENT_TYPES: Record<string, string> = {
  // Photos, videos and recordings: the extension their content named when they were taken (files/media in shared).
  ...Object.fromEntries(Object.entries(MEDIA_EXTENSIONS).map(([extension, { mime }]) => [extension, mime])),
  zip: 'application/zip',
  json: 'application/json; charset=utf-8',
  pdf: 'application/pdf',
  html: 'text/html; charset=utf-8',
  // The AI report's text: plain text, so a browser never runs what a writer returned.
  txt: 'text/plain; charset=utf-8',
};

export function contentTypeOf(extension: string): string {
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

const MEDIA = new Set(Object.keys(MEDIA_EXTENSIONS));
const DOCUMENTS = new Set(['pdf', 'html']);

/** Images and video show in the page everywhere; reports show at the resource paths; the rest downloads. */
export function dispositionOf(extension: string, mode: ServeMode): 'inline' | 'attachment' {
  if (mode === 'download') return 'attachment';
  if (MEDIA.has(extension)) return 'inline';
  return mode !== 'raw' && DOCUMENTS.has(extension) ? 'inline' : 'attachment';
}

/**
 * HTML (a report) renders in a CSP sandbox: an opaque origin with no script, so it can neither run
 * code nor read the portal's storage; inline styles, data: images and fonts are what the report
 * generator uses. PDFs get no `sandbox` (some browsers' viewers refuse sandboxed PDFs) but no
 * fetches either; a PDF viewer never runs as the portal's origin.
 */
export function securityPolicyOf(extension: string, mode: ServeMode): string {
  if (mode !== 'raw' && mode !== 'download') {
    if (extension === 'html') return "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";
    if (extension === 'pdf') return "default-src 'none'";
  }
  return "default-src 'none'; sandbox";
}

/** RFC 6266 with an ASCII fallback and the UTF-8 name (Chinese names survive). */
export function contentDisposition(disposition: 'inline' | 'attachment', title: string): string {
  const ascii = title.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(title).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface OpenedFile {
  stream: Readable;
  /** The whole file's size. */
  size: number;
  title: string;
  extension: string;
  /** Set when a Range header asked for part of the file: `stream` carries only that part. */
  range?: ByteRange | 'unsatisfiable';
  /** What made the file (upload, report…): a child's report read is an audit event. */
  source?: string;
}

export function sendFile(reply: FastifyReply, file: OpenedFile, mode: ServeMode): FastifyReply {
  if (file.range === 'unsatisfiable') {
    file.stream.destroy();
    return reply.code(416).header('content-range', `bytes */${file.size}`).header('accept-ranges', 'bytes').send(Readable.from([]));
  }
  const part = file.range;
  if (part) reply.code(206).header('content-range', `bytes ${part.start}-${part.end}/${file.size}`);
  reply
    .header('content-type', contentTypeOf(file.extension))
    .header('content-length', part ? part.end - part.start + 1 : file.size)
    // A one-time link is spent by its first request: a second (ranged) one could not follow.
    .header('accept-ranges', mode === 'once' ? 'none' : 'bytes')
    .header('content-disposition', contentDisposition(dispositionOf(file.extension, mode), file.title))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', securityPolicyOf(file.extension, mode))
    .header('cache-control', mode === 'once' ? 'no-store' : 'private, no-cache')
    .header('referrer-policy', 'no-referrer');
  if (reply.request.method === 'HEAD') {
    // Fastify's HEAD route would read the whole file and drop it; an empty stream keeps our length.
    file.stream.destroy();
    return reply.send(Readable.from([]));
  }
  return reply.send(file.stream);
}
