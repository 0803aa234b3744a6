/**
 * Upload checks: image uploads take jpeg, png, jpg; file uploads take those and mp4,
 * zip, json; one file each. Checked by extension because that is what the browser's picker
 * filters on and what the server sees in a stored path; a MIME type is the client's claim.
 */
import { isEmptyValue } from './conditions';
import { ruleText } from './messages';
import type { RuleResult } from './field-rules';

export type UploadKind = 'image' | 'file';

export const UPLOAD_EXTENSIONS: Readonly<Record<UploadKind, readonly string[]>> = {
  image: ['jpeg', 'png', 'jpg'],
  file: ['jpeg', 'png', 'jpg', 'mp4', 'zip', 'json'],
};

/** The `accept` attribute of the file picker: '.jpeg,.png,.jpg'. */
export function uploadAccept(kind: UploadKind): string {
  return UPLOAD_EXTENSIONS[kind].map((ext) => `.${ext}`).join(',');
}

/**
 * Lower-case extension of a file name, path or URL ('a/B.JPG?x=1' → 'jpg'); '' when there is none.
 * Query and fragment are cut first so 'x.png?v=2' is a png, and a dot in a folder name is not
 * taken for an extension.
 */
export function fileExtension(name: string): string {
  const path = name.split(/[?#]/)[0] ?? '';
  const base = path.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** A file as forms hold it: a stored path/URL, a File, or an upload-list entry ({ name, url }). */
function nameOf(file: unknown): string | null {
  if (typeof file === 'string') return file;
  if (file !== null && typeof file === 'object') {
    const { name, url } = file as { name?: unknown; url?: unknown };
    if (typeof name === 'string' && name !== '') return name;
    if (typeof url === 'string' && url !== '') return url;
  }
  return null;
}

export function validateUpload(value: unknown, kind: UploadKind): RuleResult {
  if (isEmptyValue(value)) return null;
  const files = Array.isArray(value) ? value : [value];
  if (files.length > 1) return { key: 'uploadSingle', ...ruleText('uploadSingle') };
  const name = nameOf(files[0]);
  const allowed = UPLOAD_EXTENSIONS[kind];
  if (name === null || !allowed.includes(fileExtension(name))) {
    return { key: 'uploadType', ...ruleText('uploadType', { types: allowed.join(', ') }) };
  }
  return null;
}
