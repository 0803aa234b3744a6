/**
 * What an upload really is: the extension names the claimed type, the first bytes (or, for JSON,
 * the whole text) must agree. A MIME type sent by the client is never trusted.
 */
import { UPLOAD_EXTENSIONS, type UploadKind } from '@portal/shared';

export type StoredKind = 'png' | 'jpeg' | 'mp4' | 'zip' | 'json' | 'mp3';

// m4a is an ISO media file like mp4 (its `ftyp` brand says audio); mp3 is the parents' audio (training).
const KIND_OF_EXTENSION: Record<string, StoredKind> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', mp4: 'mp4', m4a: 'mp4', mp3: 'mp3', zip: 'zip', json: 'json' };

/** Bytes the sniffer needs from the start of a file. */
export const SNIFF_BYTES = 16;

/** `allowed`: an upload kind of the files module, or another caller's own list (the training parent's upload). */
export function kindOfExtension(extension: string, allowed: UploadKind | readonly string[]): StoredKind | null {
  if (!(typeof allowed === 'string' ? UPLOAD_EXTENSIONS[allowed] : allowed).includes(extension)) return null;
  return KIND_OF_EXTENSION[extension] ?? null;
}

const startsWith = (head: Buffer, bytes: number[], at = 0) => head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

/** Whether the first bytes of a file are those of `kind` (JSON is checked by `isJsonText`). */
export function headMatches(kind: StoredKind, head: Buffer): boolean {
  switch (kind) {
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'mp4':
      // ISO base media: a box size, then 'ftyp'.
      return startsWith(head, [0x66, 0x74, 0x79, 0x70], 4);
    case 'zip':
      // Local file header, or the end record of an empty archive.
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]);
    case 'mp3':
      // An ID3 tag, or straight into an MPEG audio frame (11 sync bits).
      return startsWith(head, [0x49, 0x44, 0x33]) || (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0);
    case 'json':
      return true;
  }
}

/** Strict UTF-8 (a BOM allowed) that parses as JSON. */
export function isJsonText(bytes: Buffer): boolean {
  try {
    JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return true;
  } catch {
    return false;
  }
}
