/**
 * HTTP byte ranges (RFC 9110 §14) for file reads: an audio or video element seeking to a position
 * asks for `bytes=<start>-` and must get the bytes from there at once, not the whole file first.
 * One range per request (what media elements send); a list of ranges is answered with the whole
 * file, which the RFC allows.
 */
import type { ByteRange } from './storage';

export type RangeRequest = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (m[1] === '') {
    // A suffix: the last N bytes.
    const last = Number(m[2]);
    if (last === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - last), end: size - 1 } };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end } };
}
