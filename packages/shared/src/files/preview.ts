/**
 * Preview, file modal and QR poster: the poster geometry and the formats the preview shows (the
 * call that names a tool's QR background is in tools/).
 */

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
