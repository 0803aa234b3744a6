/**
 * Video transcoding for the video transcode viewer: an uploaded mp4 is transcoded once, in the
 * background, into a copy every browser plays (H.264 + AAC, at most 720p, faststart); the viewer
 * asks for its state until it is Completed and then plays `transcoded_url`.
 */
import { z } from 'zod';

/** Any state but Completed shows 'video transcoding'; Failed also carries `reason`. */
export const VIDEO_STATES = ['Pending', 'Transcoding', 'Completed', 'Failed'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];

/** How often the viewer asks again while the state is not final. */
export const VIDEO_POLL_MS = 3000;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/**
 * `origin_path` names an uploaded file of the caller's institution: its `file_path`
 * (`/api/system/file/raw/<id>`), its resource path (`/resource/file/<id>`), either of those as an
 * absolute http(s) URL, or the bare file id. A query string or fragment after the path is ignored.
 */
export const VIDEO_ORIGIN_PATH = new RegExp(`^(?:(?:https?://[^/?#\\s]+)?/(?:api/system/file/raw|resource/file)/)?(${UUID})(?:[?#][^\\s]*)?$`);

/** The file id an `origin_path` names, lower case; null when it names none. */
export function videoOriginFileId(originPath: string): string | null {
  const match = VIDEO_ORIGIN_PATH.exec(originPath.trim());
  return match ? match[1]!.toLowerCase() : null;
}

export const videoTranscodeStatusBody = z.object({
  origin_path: z.string().trim().max(600).regex(VIDEO_ORIGIN_PATH),
  /** After Failed: start over (a new attempt). Ignored in any other state. */
  retry: z.boolean().optional(),
});
export type VideoTranscodeStatusBody = z.input<typeof videoTranscodeStatusBody>;

export const videoTranscodeStatus = z.object({
  /**
   * Completed only: the resource path of the transcoded mp4 (`/resource/file/<id>`), read with the
   * `token` header like every file; null in every other state.
   */
  transcoded_url: z.string().nullable(),
  video_state: z.enum(VIDEO_STATES),
  /** Failed only: why, in the caller's language; null otherwise. */
  reason: z.string().nullable(),
});
export type VideoTranscodeStatus = z.infer<typeof videoTranscodeStatus>;
