/**
 * Upload answers and rich-text helpers shared by the upload inputs and the editor, kept free of
 * React so they are unit-tested on their own.
 */
import { FILE_RAW_PREFIX, UPLOAD_EDITOR_IMAGE_PATH } from '@portal/shared';

/**
 * The path an upload answer carries: the envelope's `data.file_path` (or `data.url`, or `data`
 * itself), or wangEditor's `{errno: 0, data: {url}}`. None on a failure answer.
 */
export function uploadedPath(response: unknown): string | undefined {
  if (uploadFailure(response) !== undefined) return undefined;
  const data = (response as { data?: unknown } | null)?.data;
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object') {
    const { file_path: filePath, url } = data as { file_path?: unknown; url?: unknown };
    if (typeof filePath === 'string') return filePath;
    if (typeof url === 'string') return url;
  }
  return undefined;
}

/** The server's message of a refused upload: an error envelope or wangEditor's `{errno: 1, message}`. */
export function uploadFailure(response: unknown): string | undefined {
  if (!response || typeof response !== 'object') return undefined;
  const { success, errno, message } = response as { success?: unknown; errno?: unknown; message?: unknown };
  if (success === false || (typeof errno === 'number' && errno !== 0)) return typeof message === 'string' && message !== '' ? message : '';
  return undefined;
}

/** Whether a URL points at an uploaded file of this server (which needs the token header). */
export function isRawFilePath(src: string | null | undefined): src is string {
  return typeof src === 'string' && src.startsWith(FILE_RAW_PREFIX);
}

export interface EditorUploadOptions {
  headers: Record<string, string>;
  maxFileSizeMb?: number;
  onFailed: (message: string) => void;
}

/** wangEditor's `MENU_CONF.uploadImage`: one jpeg/png at a time to the editor upload call. */
export function editorImageUploadConfig({ headers, maxFileSizeMb = 50, onFailed }: EditorUploadOptions) {
  return {
    server: UPLOAD_EDITOR_IMAGE_PATH,
    fieldName: 'file',
    headers,
    maxFileSize: maxFileSizeMb * 1024 * 1024,
    maxNumberOfFiles: 1,
    allowedFileTypes: ['image/png', 'image/jpeg'],
    timeout: 60_000,
    onFailed: (_file: unknown, res: unknown) => onFailed(uploadFailure(res) ?? ''),
    onError: (_file: unknown, _err: unknown, res: unknown) => onFailed(uploadFailure(res) ?? ''),
  };
}

/** Elements whose content is code, never text: removed from pasted or loaded HTML whole. */
const DROPPED = 'script,style,iframe,frame,frameset,object,embed,applet,svg,math,template,noscript,link,meta,base,form,input,textarea,select,button';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'background', 'poster'];

/** Whether a URL may stay: no script-bearing schemes; images only from this server. */
export function safeUrl(attribute: string, value: string, tag: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme, so must we
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  if (tag === 'img' && attribute === 'src') return isRawFilePath(value.trim()) || compact.startsWith('blob:');
  if (/^(javascript|vbscript|data|file):/.test(compact)) return false;
  return attribute === 'href';
}

/**
 * Makes HTML inert before the editor parses it (pasted or loaded): parsed in a DOMParser document,
 * where nothing runs or loads, then stripped of script-bearing elements, event handlers and
 * unsafe URLs. The server's sanitiser remains the real defence; this keeps the browser safe while
 * editing. Without DOMParser (no browser), the HTML is escaped as text.
 */
export function inertHtml(html: string, parser: { parseFromString(s: string, t: 'text/html'): Document } | undefined = globalThis.DOMParser ? new DOMParser() : undefined): string {
  if (!parser) return html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const doc = parser.parseFromString(html, 'text/html');
  doc.querySelectorAll(DROPPED).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const { name, value } of [...el.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || lower === 'style' && /expression|url\s*\(|javascript:/i.test(value)) el.removeAttribute(name);
      else if (URL_ATTRIBUTES.includes(lower) && !safeUrl(lower, value, el.tagName.toLowerCase())) el.removeAttribute(name);
    }
    if (el.tagName === 'IMG' && !el.getAttribute('src')) el.remove();
  });
  return doc.body.innerHTML;
}

/** Fetches an uploaded file with the token header and opens it in a new tab (a plain link has no token). */
export async function openRawFile(path: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(path, { headers });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
