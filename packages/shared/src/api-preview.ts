/**
 * Preview, file modal and QR poster: the tool-expansion call that names a QR background, and
 * the poster geometry.
 */
import { z } from 'zod';

/** GET {tools_type} → { qr_background_path }: the background the QR poster of that tool uses. */
export const INS_TOOLS_EXPANSION_INFO_PATH = '/api/base/insToolsExpansion/info';
/** The seeded default background (1080 × 1920 PNG), public: it carries nothing of an institution. */
export const QR_BACKGROUND_DEFAULT_PATH = '/resource/qr-background/default.png';

export const toolExpansionQuery = z.object({ tools_type: z.string().trim().min(1).max(64) });
export const toolExpansionInfo = z.object({
  /** A same-origin path to a PNG/JPEG; null when the institution has no such tool (plain code then). */
  qr_background_path: z.string().nullable(),
});
export type ToolExpansionInfo = z.infer<typeof toolExpansionInfo>;

/**
 * The code is 260 px, drawn at x=75, y=1395 of the background, its id text at y=1710.
 * The coordinates are in the background's own pixels (the default background is 1080 × 1920 and
 * leaves that corner free).
 */
export const QR_POSTER = {
  codeSize: 260,
  codeX: 75,
  codeY: 1395,
  textY: 1710,
  backgroundWidth: 1080,
  backgroundHeight: 1920,
} as const;

/** File formats the preview modal knows. */
export const PREVIEW_VIDEO_EXTENSIONS = ['mp4', 'mpg4'] as const;
export const PREVIEW_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
/** The PDF page is 891 px wide, zoomed to 0.8 when the page body is narrower than 1200 px. */
export const PDF_PAGE_WIDTH = 891;
export const PDF_NARROW_BODY = 1200;
export const PDF_NARROW_ZOOM = 0.8;
/** In the mobile app's web view the preview page closes 10 s after handing the file over. */
export const MOBILE_PREVIEW_CLOSE_MS = 10_000;
/** The close message goes to the host app 1 s after it is asked for. */
export const HOST_CLOSE_DELAY_MS = 1_000;
