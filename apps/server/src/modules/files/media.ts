/**
 * Phone media recognised by content, for a file on local disk (a staged upload, a recording).
 * The rules are shared (`sniffMedia` in @portal/shared, which the parent's phone runs too); this
 * adds what only the whole file shows: an ISO movie (mp4, m4a, mov) must hold a complete movie box
 * — a cut-off upload has none and is refused — and when that box lies beyond the first bytes (an
 * iPhone writes it last) it is read where it is, so the tracks, not the brand, decide video or audio.
 */
import { open } from 'node:fs/promises';
import { isoBoxes, MEDIA_SNIFF_BYTES, sniffMedia, type SniffedMedia } from '@portal/shared';

/** A movie box larger than this is not a phone's recording (a 2-hour 4K file's is a few MB). */
const MOOV_MAX_BYTES = 64 * 1024 * 1024;

export async function sniffMediaFile(file: string): Promise<SniffedMedia | null> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, MEDIA_SNIFF_BYTES));
    await handle.read(head, 0, head.length, 0);
    const media = sniffMedia(head);
    if (!media || (media.container !== 'mp4' && media.container !== 'mov')) return media;

    // Walk the top-level box headers through the whole file: every box must fit, one must be the movie.
    const header = Buffer.alloc(16);
    let moov: { start: number; size: number } | null = null;
    const ftyp = isoBoxes(head).find((b) => b.type === 'ftyp' && b.start === 0 && b.size <= head.length);
    for (let at = 0; at + 8 <= size; ) {
      const { bytesRead } = await handle.read(header, 0, 16, at);
      const [box] = isoBoxes(header.subarray(0, bytesRead), 0, Math.min(bytesRead, size - at));
      // isoBoxes reads a size-0 box ("to the end") as the bytes given: here that is the rest of the file.
      const boxSize = box && header.readUInt32BE(0) === 0 ? size - at : box?.size;
      if (!box || boxSize === undefined || at + boxSize > size) return null;
      if (box.type === 'moov') moov = { start: at, size: boxSize };
      at += boxSize;
    }
    if (!moov || moov.size > MOOV_MAX_BYTES) return null;
    if (moov.start + moov.size <= head.length) return media;
    // The file-type box (it carries the brand) and the movie box, read as one small file.
    const bytes = Buffer.alloc((ftyp?.size ?? 0) + moov.size);
    if (ftyp) head.copy(bytes, 0, 0, ftyp.size);
    await handle.read(bytes, ftyp?.size ?? 0, moov.size, moov.start);
    return sniffMedia(bytes);
  } finally {
    await handle.close();
  }
}
