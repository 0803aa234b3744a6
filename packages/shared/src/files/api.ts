/**
 * Files (file info, list and remark update, upload types, download and preview). A file is
 * addressed by `file_path` = /api/system/file/raw/<_id>, which needs the `token` header and only
 * answers the file's institution; reports are also read at the resource path, and embedded through
 * a one-time link `/resource/once/<once_id>` (no token).
 */
import { z } from 'zod';
import { FILE_REMARK_MAX_CHARS } from '../constants';

export const FILE_RAW_PREFIX = '/api/system/file/raw/';
/** The bytes as an attachment (token header): the browser's "download" blob. */
export const FILE_DOWNLOAD_PREFIX = '/api/system/file/download/';
/** PDF/HTML (and any stored file) shown inline (token header), e.g. for the preview screen. */
export const FILE_RESOURCE_PREFIX = '/resource/file/';
/** One-time link for embedding (no token): `${FILE_ONCE_PREFIX}${once_id}`, usable once, briefly. */
export const FILE_ONCE_PREFIX = '/resource/once/';
/**
 * The rich-text editor's image upload: multipart in, wangEditor's own answer out (no envelope), so
 * not a call contract.
 */
export const UPLOAD_EDITOR_IMAGE_PATH = '/api/general/upload/wangeditor/File';

/** Where a file came from: a user's upload, a report the server generated, a transcoded video, or a case's or summary's PDF. */
export const FILE_SOURCES = ['upload', 'report', 'transcode', 'case'] as const;
export type FileSource = (typeof FILE_SOURCES)[number];

export const fileInfo = z.object({
  _id: z.string(),
  title: z.string(),
  createdTime: z.string(),
  file_path: z.string(),
  extension: z.string(),
  size: z.number().int(),
  /**
   * One-time embedding link id: only in the answer of GET /api/system/file/info with
   * `once=1`, otherwise null. Open it at `${FILE_ONCE_PREFIX}${once_id}`.
   */
  once_id: z.string().nullable(),
  /** What the file belongs to (a test id, a report id…); null for plain uploads. */
  from_id: z.string().nullable(),
  remark: z.string(),
  source: z.enum(FILE_SOURCES),
});
export type FileInfo = z.infer<typeof fileInfo>;

const yes = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

export const fileInfoQuery = z.object({
  fileId: z.string().trim().min(1).max(64),
  testId: z.string().max(64).optional(),
  toolsType: z.string().max(64).optional(),
  /** `1`: also issue a fresh one-time link id in `once_id`. */
  once: yes.optional(),
});

/** Owner ids are the ids of other records (uuid or the spec's string ids). */
export const fileOwnerId = z.string().trim().min(1).max(64);

export const fileListQuery = z.object({ from_id: fileOwnerId });
/** Newest first; at most this many (an owner has a handful: report versions, attachments). */
export const FILE_LIST_MAX = 500;

export const fileUpdateBody = z.object({
  _id: z.string().trim().min(1).max(64),
  /** Trimmed; null or missing clears it. */
  remark: z.string().trim().max(FILE_REMARK_MAX_CHARS).nullish().transform((v) => v ?? ''),
});
export type FileUpdateBody = z.input<typeof fileUpdateBody>;

/** What wangEditor's image upload expects back (errno 0 success, 1 failure with a message). */
export const editorUploadResult = z.union([
  z.object({ errno: z.literal(0), data: z.object({ url: z.string(), alt: z.string(), href: z.string() }) }),
  z.object({ errno: z.literal(1), message: z.string() }),
]);
export type EditorUploadResult = z.infer<typeof editorUploadResult>;

export const RICHTEXT_MAX_CHARS = 500_000;
export const richTextBody = z.object({ html: z.string().max(RICHTEXT_MAX_CHARS) });
export const richTextResult = z.object({ html: z.string() });
