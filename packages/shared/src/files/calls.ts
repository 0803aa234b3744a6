/**
 * The file calls: info, list and remark of stored files (/api/system/file/*), the upload
 * (/api/general/upload/file, multipart: no body schema), the rich-text sanitiser, and the state of
 * a video's transcode. The file reads (raw, download, resource, once) answer bytes, not an
 * envelope: their prefixes are in api.ts.
 */
import { z } from 'zod';
import { defineCall } from '../contract';
import { fileInfo, fileInfoQuery, fileListQuery, fileUpdateBody, richTextBody, richTextResult } from './api';
import { videoTranscodeStatus, videoTranscodeStatusBody } from './videos';

export const FILE_CALLS = {
  /** `once=1` also issues a one-time link id in `once_id`. */
  info: defineCall({ method: 'GET', path: '/api/system/file/info', query: fileInfoQuery, result: fileInfo }),
  list: defineCall({ method: 'GET', path: '/api/system/file/list', query: fileListQuery, result: z.array(fileInfo) }),
  update: defineCall({ method: 'PUT', path: '/api/system/file/update', body: fileUpdateBody, result: fileInfo }),
  /** multipart/form-data with one file part: the form's upload inputs post here (their `action`). */
  upload: defineCall({ method: 'POST', path: '/api/general/upload/file', result: fileInfo }),
  richTextSanitize: defineCall({ method: 'POST', path: '/api/general/richtext/sanitize', body: richTextBody, result: richTextResult }),
  videoTranscodeStatus: defineCall({ method: 'POST', path: '/api/language/video_transcode_status', body: videoTranscodeStatusBody, result: videoTranscodeStatus }),
};

/** The remark update's path, as the reports' seeded remark form and the compass page name it. */
export const FILE_UPDATE_PATH = FILE_CALLS.update.path;
/** The list's path, as the reports' tests call it. */
export const FILE_LIST_PATH = FILE_CALLS.list.path;
