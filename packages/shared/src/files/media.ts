/**
 * Phone media recognised by content: what an iPhone or an Android phone records or photographs,
 * named by its first bytes, never by its file name or the browser's claimed type. Pure and free of
 * zod, so the server's upload check and the parent's phone (before it queues a file) run the same
 * rules. The server reads more of an ISO file when its movie box lies beyond the head (files'
 * `sniffMediaFile`).
 *
 * The extension a recognised file is stored under follows from content: an ISO file with sound
 * only is `m4a` whatever its brand; a WebM with sound only is `weba`, so the extension alone tells
 * players and viewers whether to show a video or an audio element.
 */

export type MediaKind = 'video' | 'audio' | 'image';
/** The file format family: how the bytes are laid out (not which codecs are inside). */
export type MediaContainer = 'mov' | 'mp4' | 'webm' | 'ogg' | 'mp3' | 'wav' | 'png' | 'jpeg';

export interface SniffedMedia {
  kind: MediaKind;
  container: MediaContainer;
  /** The Content-Type the file is served with. */
  mime: string;
  /** The lower-case extension the file is stored under (decides Content-Type on every read). */
  extension: string;
}

/** Every extension a recognised file can be stored under, its kind and Content-Type. */
export const MEDIA_EXTENSIONS: Readonly<Record<string, { kind: MediaKind; mime: string }>> = {
  mp4: { kind: 'video', mime: 'video/mp4' },
  mov: { kind: 'video', mime: 'video/quicktime' },
  webm: { kind: 'video', mime: 'video/webm' },
  m4a: { kind: 'audio', mime: 'audio/mp4' },
  weba: { kind: 'audio', mime: 'audio/webm' },
  ogg: { kind: 'audio', mime: 'audio/ogg' },
  mp3: { kind: 'audio', mime: 'audio/mpeg' },
  wav: { kind: 'audio', mime: 'audio/wav' },
  png: { kind: 'image', mime: 'image/png' },
  jpg: { kind: 'image', mime: 'image/jpeg' },
  jpeg: { kind: 'image', mime: 'image/jpeg' },
};

/** Video, audio or image for a stored extension; null for anything else (a PDF, a zip…). */
export function mediaKindOf(extension: string): MediaKind | null {
  return MEDIA_EXTENSIONS[extension.toLowerCase()]?.kind ?? null;
}

/** What is accepted of each kind, as refusals name it (the file types people know). */
export const MEDIA_TYPE_NAMES: Readonly<Record<MediaKind, string>> = { image: 'JPG, PNG', video: 'MP4, MOV, WebM', audio: 'M4A, MP3, WAV, OGG, WebM' };
/** The accepted types of some kinds, each named once ('JPG, PNG, MP4, MOV, WebM, M4A, …'). */
export function mediaTypeNames(kinds: readonly MediaKind[]): string {
  return [...new Set(kinds.flatMap((k) => MEDIA_TYPE_NAMES[k].split(', ')))].join(', ');
}
/** Everything a phone may send, as the refusal names it. */
export const MEDIA_ACCEPTED_TYPES = mediaTypeNames(['image', 'video', 'audio']);

/**
 * The file picker's `accept` for some kinds: by type and by extension, because iOS offers its
 * camera and recordings by type while some Android file managers filter only on extensions.
 */
export function mediaAccept(kinds: readonly MediaKind[] = ['image', 'video', 'audio']): string {
  const byKind: Record<MediaKind, string[]> = {
    image: ['image/jpeg', 'image/png', '.jpg', '.jpeg', '.png'],
    video: ['video/mp4', 'video/quicktime', 'video/webm', '.mp4', '.mov', '.webm'],
    audio: ['audio/mp4', 'audio/x-m4a', 'audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/webm', '.m4a', '.mp3', '.wav', '.ogg', '.weba'],
  };
  return kinds.flatMap((k) => byKind[k]).join(',');
}

/** The largest photo, video or recording a phone sends, by default (the server's MEDIA_UPLOAD_MAX_MB). */
export const MEDIA_UPLOAD_MAX_MB = 200;

/** How much of the start of a file `sniffMedia` looks at (WebM track headers sit well inside it). */
export const MEDIA_SNIFF_BYTES = 64 * 1024;

const media = (kind: MediaKind, container: MediaContainer, extension: string): SniffedMedia => ({ kind, container, extension, mime: MEDIA_EXTENSIONS[extension]!.mime });

const ascii = (b: Uint8Array, at: number, length: number) => (at + length <= b.length ? String.fromCharCode(...b.subarray(at, at + length)) : '');
const startsWith = (b: Uint8Array, bytes: readonly number[], at = 0) => b.length >= at + bytes.length && bytes.every((x, i) => b[at + i] === x);
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

/** What a file starts with: the media it is, or null when it is none of the accepted kinds. */
export function sniffMedia(bytes: Uint8Array): SniffedMedia | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return media('image', 'png', 'png');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return media('image', 'jpeg', 'jpg');
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return media('audio', 'wav', 'wav');
  if (ascii(bytes, 0, 4) === 'OggS') return sniffOgg(bytes);
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return sniffWebm(bytes);
  const iso = sniffIso(bytes);
  if (iso) return iso;
  return sniffMp3(bytes);
}

// ---- ISO base media (mp4, m4a, QuickTime mov) ----

/** Top-level boxes that start a QuickTime movie written without a file-type box. */
const QUICKTIME_FIRST_BOXES = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);

export interface IsoBox {
  type: string;
  /** Offset of the box's header in the bytes looked at. */
  start: number;
  /** Size of the whole box (header included); may reach past the bytes looked at. */
  size: number;
  header: number;
}

/** The boxes laid one after another from `start` to `end` (stops at the first malformed size). */
export function isoBoxes(bytes: Uint8Array, start = 0, end = bytes.length): IsoBox[] {
  const boxes: IsoBox[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = u32(bytes, at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = u32(bytes, at + 8) * 2 ** 32 + u32(bytes, at + 12);
      header = 16;
    } else if (size === 0) size = end - at;
    const type = ascii(bytes, at + 4, 4);
    if (size < header || !/^[\x20-\x7e]{4}$/.test(type)) break;
    boxes.push({ type, start: at, size, header });
    at += size;
  }
  return boxes;
}

/** The handler types of the tracks in a complete movie box ('vide', 'soun', …). */
function trackHandlers(bytes: Uint8Array, moov: IsoBox): string[] {
  const handlers: string[] = [];
  const inside = (box: IsoBox) => isoBoxes(bytes, box.start + box.header, Math.min(bytes.length, box.start + box.size));
  for (const trak of inside(moov).filter((b) => b.type === 'trak')) {
    for (const mdia of inside(trak).filter((b) => b.type === 'mdia')) {
      const hdlr = inside(mdia).find((b) => b.type === 'hdlr');
      // hdlr: version and flags (4), pre_defined (4), then the handler type.
      if (hdlr) handlers.push(ascii(bytes, hdlr.start + hdlr.header + 8, 4));
    }
  }
  return handlers;
}

function sniffIso(bytes: Uint8Array): SniffedMedia | null {
  const boxes = isoBoxes(bytes);
  const first = boxes[0];
  if (!first) return null;
  let quickTime: boolean;
  let audioBrand = false;
  if (first.type === 'ftyp') {
    const brand = ascii(bytes, first.start + 8, 4);
    quickTime = brand === 'qt  ';
    audioBrand = AUDIO_BRANDS.has(brand);
  } else if (QUICKTIME_FIRST_BOXES.has(first.type)) {
    quickTime = true;
  } else return null;
  const moov = boxes.find((b) => b.type === 'moov' && b.start + b.size <= bytes.length);
  // Without the movie box in view, the brand decides; the server reads the box where it lies.
  const handlers = moov ? trackHandlers(bytes, moov) : null;
  const video = handlers ? handlers.includes('vide') : !audioBrand;
  if (handlers && !video && !handlers.includes('soun')) return null;
  if (!video) return media('audio', quickTime ? 'mov' : 'mp4', 'm4a');
  return quickTime ? media('video', 'mov', 'mov') : media('video', 'mp4', 'mp4');
}

// ---- WebM (Matroska's EBML), as Chrome's MediaRecorder writes it ----

const EBML = { header: 0x1a45dfa3, docType: 0x4282, segment: 0x18538067, tracks: 0x1654ae6b, trackEntry: 0xae, trackType: 0x83, cluster: 0x1f43b675 };

interface EbmlElement {
  id: number;
  /** Where the element's data starts. */
  data: number;
  /** null: unknown size (a live recording's segment and clusters). */
  size: number | null;
}

function readEbml(b: Uint8Array, at: number): EbmlElement | null {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  const idLength = Math.clz32(first) - 23; // 1…4 bytes, marked by the first set bit
  if (idLength > 4 || at + idLength >= b.length) return null;
  let id = 0;
  for (let i = 0; i < idLength; i += 1) id = id * 256 + b[at + i]!;
  const lead = b[at + idLength]!;
  if (lead === 0) return null;
  const sizeLength = Math.clz32(lead) - 23;
  if (at + idLength + sizeLength > b.length) return null;
  let size = lead & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i += 1) {
    const byte = b[at + idLength + i]!;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { id, data: at + idLength + sizeLength, size: allOnes ? null : size };
}

function sniffWebm(b: Uint8Array): SniffedMedia | null {
  const header = readEbml(b, 0);
  if (!header || header.id !== EBML.header || header.size === null) return null;
  let docType = '';
  for (let at = header.data; at < header.data + header.size; ) {
    const el = readEbml(b, at);
    if (!el || el.size === null) return null;
    if (el.id === EBML.docType) docType = ascii(b, el.data, el.size);
    at = el.data + el.size;
  }
  if (docType !== 'webm') return null;
  const segment = readEbml(b, header.data + header.size);
  if (!segment || segment.id !== EBML.segment) return null;
  const types: number[] = [];
  // Children of the segment up to the first cluster; the tracks are described before any frame.
  for (let at = segment.data; at < b.length; ) {
    const el = readEbml(b, at);
    if (!el || el.size === null || el.id === EBML.cluster) break;
    if (el.id === EBML.tracks) {
      for (let t = el.data; t < Math.min(b.length, el.data + el.size); ) {
        const entry = readEbml(b, t);
        if (!entry || entry.size === null) break;
        if (entry.id === EBML.trackEntry) {
          for (let f = entry.data; f < Math.min(b.length, entry.data + entry.size); ) {
            const field = readEbml(b, f);
            if (!field || field.size === null) break;
            if (field.id === EBML.trackType && field.size === 1) types.push(b[field.data]!);
            f = field.data + field.size;
          }
        }
        t = entry.data + entry.size;
      }
      break;
    }
    at = el.data + el.size;
  }
  // TrackType 1 is video, 2 audio.
  if (types.includes(1)) return media('video', 'webm', 'webm');
  if (types.includes(2)) return media('audio', 'webm', 'weba');
  return null;
}

// ---- Ogg (Opus or Vorbis sound), as Firefox's and some Android recorders write it ----

function sniffOgg(b: Uint8Array): SniffedMedia | null {
  // The first page: a 27-byte header, its segment table, then the codec's identification packet.
  const segments = b[26];
  if (segments === undefined) return null;
  const packet = 27 + segments;
  if (ascii(b, packet, 8) === 'OpusHead' || (b[packet] === 1 && ascii(b, packet + 1, 6) === 'vorbis')) return media('audio', 'ogg', 'ogg');
  return null;
}

// ---- MP3: an ID3 tag, or straight into an MPEG audio frame ----

/** An MPEG-1/2/2.5 Layer III frame header (ADTS AAC has layer bits 00 and is not one). */
function isMp3Frame(b: Uint8Array, at: number): boolean {
  if (at + 4 > b.length || b[at] !== 0xff || (b[at + 1]! & 0xe0) !== 0xe0) return false;
  const version = (b[at + 1]! >> 3) & 3;
  const layer = (b[at + 1]! >> 1) & 3;
  const bitrate = b[at + 2]! >> 4;
  const rate = (b[at + 2]! >> 2) & 3;
  return version !== 1 && layer === 1 && bitrate !== 0 && bitrate !== 15 && rate !== 3;
}

function sniffMp3(b: Uint8Array): SniffedMedia | null {
  if (ascii(b, 0, 3) === 'ID3' && b.length >= 10) {
    // The tag's size is 4 × 7 bits; the first frame follows it (checked when it is in view).
    const size = ((b[6]! & 0x7f) << 21) | ((b[7]! & 0x7f) << 14) | ((b[8]! & 0x7f) << 7) | (b[9]! & 0x7f);
    const frame = 10 + size + ((b[5]! & 0x10) !== 0 ? 10 : 0);
    if (frame + 4 > b.length || isMp3Frame(b, frame)) return media('audio', 'mp3', 'mp3');
    return null;
  }
  return isMp3Frame(b, 0) ? media('audio', 'mp3', 'mp3') : null;
}
