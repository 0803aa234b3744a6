/**
 * The QR poster: the tool's background, the code drawn 260 px at
 * x=75, y=1395 and its id text at y=1710, saved as PNG. These coordinates are in the pixels
 * of a 1080 px wide background (the seeded default is 1080 × 1920); a background of another width
 * gets them scaled by its width, so the code keeps its place and share of the picture.
 */
import { QR_POSTER } from '@portal/shared';

/**
 * QR images are saved at quality 0.95. Browsers apply a quality only
 * to lossy types, so for PNG it is passed for the record and the image stays lossless.
 */
export const QR_IMAGE_QUALITY = 0.95;

export interface PosterLayout {
  codeX: number;
  codeY: number;
  codeSize: number;
  /** Centre of the id text (under the code) and its baseline. */
  textX: number;
  textY: number;
  fontSize: number;
  /** The id text is shrunk (and then cut) to fit this width. */
  textMaxWidth: number;
}

export function posterLayout(backgroundWidth: number): PosterLayout {
  const k = backgroundWidth / QR_POSTER.backgroundWidth;
  const codeSize = QR_POSTER.codeSize * k;
  return {
    codeX: QR_POSTER.codeX * k,
    codeY: QR_POSTER.codeY * k,
    codeSize,
    textX: (QR_POSTER.codeX + QR_POSTER.codeSize / 2) * k,
    textY: QR_POSTER.textY * k,
    fontSize: 34 * k,
    textMaxWidth: (QR_POSTER.codeSize + 40) * k,
  };
}

/** The longest start of `text` (plus an ellipsis) that `measure` says fits in `maxWidth`. */
export function fitText(text: string, maxWidth: number, measure: (s: string) => number): string {
  if (measure(text) <= maxWidth) return text;
  const chars = [...text];
  let n = chars.length;
  while (n > 1 && measure(`${chars.slice(0, n).join('')}…`) > maxWidth) n--;
  return `${chars.slice(0, n).join('')}…`;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // Same-origin in practice; a background elsewhere must allow CORS or the canvas cannot be saved.
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`image failed to load: ${src}`));
    image.src = src;
  });
}

const FONT = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", sans-serif';

/** Draws the poster; resolves to a PNG data URL. Rejects when the background cannot be used. */
export async function composePoster(backgroundSrc: string, codeDataUrl: string, codeText: string): Promise<string> {
  const [background, code] = await Promise.all([loadImage(backgroundSrc), loadImage(codeDataUrl)]);
  const canvas = document.createElement('canvas');
  canvas.width = background.naturalWidth;
  canvas.height = background.naturalHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx || canvas.width === 0 || canvas.height === 0) throw new Error('canvas unavailable');
  const layout = posterLayout(canvas.width);
  ctx.drawImage(background, 0, 0);
  ctx.imageSmoothingEnabled = false; // keep the modules sharp when the code is scaled
  ctx.drawImage(code, layout.codeX, layout.codeY, layout.codeSize, layout.codeSize);
  if (codeText) {
    let size = layout.fontSize;
    ctx.font = `600 ${size}px ${FONT}`;
    // Shrink a long id to two thirds of the size before cutting it.
    while (size > layout.fontSize * 0.67 && ctx.measureText(codeText).width > layout.textMaxWidth) {
      size -= 1;
      ctx.font = `600 ${size}px ${FONT}`;
    }
    ctx.fillStyle = '#1f3f45';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(fitText(codeText, layout.textMaxWidth, (s) => ctx.measureText(s).width), layout.textX, layout.textY);
  }
  return canvas.toDataURL('image/png', QR_IMAGE_QUALITY); // throws on a tainted canvas: the caller falls back
}
