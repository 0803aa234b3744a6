/**
 * The download's name: the page's name in the user's language and the institution's day
 * ('儿童管理-2026-11-26.xlsx'). Content-Disposition carries it twice: an ASCII `filename` for old
 * clients and the UTF-8 `filename*` (RFC 5987) that every current browser prefers.
 */
import type { ExportFormat } from '@portal/shared';

// RFC 5987 attr-char: encodeURIComponent leaves ' ( ) * ! which must be escaped too.
const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function exportFileName(pageName: string, day: string, format: ExportFormat): string {
  // Characters no file system takes, and control characters, become spaces.
  const name = [...pageName].map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? ' ' : c)).join('').trim() || 'export';
  return `${name}-${day}.${format}`;
}

export function contentDisposition(fileName: string, day: string, format: ExportFormat): string {
  const ascii = /^[\x20-\x7e]+$/.test(fileName) ? fileName.replace(/["\\]/g, '_') : `export-${day}.${format}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
