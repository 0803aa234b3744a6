/** Pure rules of the preview screen and the file modal. */
import {
  FILE_ONCE_PREFIX,
  PDF_NARROW_BODY,
  PDF_NARROW_ZOOM,
  PDF_PAGE_WIDTH,
  PREVIEW_IMAGE_EXTENSIONS,
  PREVIEW_VIDEO_EXTENSIONS,
} from '@portal/shared';

/** What a file needs to be shown: its id, its name and (ideally) its extension. */
export interface PreviewFile {
  _id: string;
  title: string;
  extension?: string | null;
}

/** The extension in lower case, without the dot; taken from the title when the file has none. */
export function extensionOf(file: Pick<PreviewFile, 'title' | 'extension'>): string {
  const own = (file.extension ?? '').trim().replace(/^\./, '').toLowerCase();
  if (own) return own;
  const dot = file.title.lastIndexOf('.');
  return dot > 0 ? file.title.slice(dot + 1).trim().toLowerCase() : '';
}

export type ModalKind = 'video' | 'image' | 'unknown';

/** File preview modal: mp4/mpg4 play, png/jpg/jpeg show, anything else is 'unknown format'. */
export function modalKind(extension: string): ModalKind {
  if ((PREVIEW_VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return 'video';
  if ((PREVIEW_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  return 'unknown';
}

export type ScreenKind = 'pdf' | 'html' | 'unknown';

/** Preview screen: a PDF, or an HTML report in a sandboxed frame (by its extension, pdf or html). */
export function screenKind(extension: string): ScreenKind {
  if (extension === 'pdf') return 'pdf';
  if (extension === 'html' || extension === 'htm') return 'html';
  return 'unknown';
}

/** Zoom 0.8 when the page body is narrower than 1200 px. */
export function pdfZoom(bodyWidth: number): number {
  return bodyWidth < PDF_NARROW_BODY ? PDF_NARROW_ZOOM : 1;
}

/**
 * CSS width of one PDF page: 891 px at the spec's zoom, and never wider than the room there is,
 * so a phone shows whole pages scaled down instead of a sideways scroll.
 */
export function pdfPageWidth(bodyWidth: number, available: number): number {
  const wanted = PDF_PAGE_WIDTH * pdfZoom(bodyWidth);
  return Math.max(120, Math.floor(Math.min(wanted, available)));
}

/** The download name: the file's title, with its extension added when the title lacks it. */
export function downloadName(title: string, extension: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim() || 'file';
  if (!extension || clean.toLowerCase().endsWith(`.${extension}`)) return clean;
  return `${clean}.${extension}`;
}

/** The absolute one-time link of a file (what the mobile app opens; no token in it). */
export function onceLink(origin: string, onceId: string): string {
  return new URL(`${FILE_ONCE_PREFIX}${encodeURIComponent(onceId)}`, origin).href;
}
