/**
 * File uploads and rich text (spec §3 File info, §5 upload types, §7.2 file info, §7.4 files).
 * An uploaded file is addressed by `file_path` = /api/system/file/raw/<_id>, which needs the
 * `token` header and only answers the uploading institution.
 */
import { z } from 'zod';

export const FILE_RAW_PREFIX = '/api/system/file/raw/';
export const UPLOAD_FILE_PATH = '/api/general/upload/file';
export const UPLOAD_EDITOR_IMAGE_PATH = '/api/general/upload/wangeditor/File';
export const RICHTEXT_SANITIZE_PATH = '/api/general/richtext/sanitize';

export const fileInfo = z.object({
  _id: z.string(),
  title: z.string(),
  createdTime: z.string(),
  file_path: z.string(),
  extension: z.string(),
  size: z.number().int(),
  /** One-time embedding link id (spec §3); not issued for uploads yet. */
  once_id: z.string().nullable(),
});
export type FileInfo = z.infer<typeof fileInfo>;

export const fileInfoQuery = z.object({
  fileId: z.string().trim().min(1).max(64),
  testId: z.string().max(64).optional(),
  toolsType: z.string().max(64).optional(),
});

/** What wangEditor's image upload expects back (errno 0 success, 1 failure with a message). */
export const editorUploadResult = z.union([
  z.object({ errno: z.literal(0), data: z.object({ url: z.string(), alt: z.string(), href: z.string() }) }),
  z.object({ errno: z.literal(1), message: z.string() }),
]);
export type EditorUploadResult = z.infer<typeof editorUploadResult>;

export const RICHTEXT_MAX_CHARS = 500_000;
export const richTextBody = z.object({ html: z.string().max(RICHTEXT_MAX_CHARS) });
export const richTextResult = z.object({ html: z.string() });
