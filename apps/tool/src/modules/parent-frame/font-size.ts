/**
 * The test pages' text size (standard, large, extra large), stored under
 * `drema_it_zoom` like the clinicians' test screen, applied here as a CSS variable (no reload needed).
 */
import { STORAGE_KEYS } from '@portal/shared';

export const FONT_SIZES = ['standard', 'large', 'extraLarge'] as const;
export type FontSize = (typeof FONT_SIZES)[number];
const SCALE: Record<FontSize, number> = { standard: 1, large: 1.15, extraLarge: 1.3 };

/** Reads the stored size; a numeric scale written by another page is mapped to the nearest size. */
export function storedFontSize(): FontSize {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(STORAGE_KEYS.dreamItZoom) ?? null;
  } catch {
    raw = null;
  }
  if ((FONT_SIZES as readonly string[]).includes(raw ?? '')) return raw as FontSize;
  const number = Number(raw);
  if (raw && Number.isFinite(number) && number > 0) {
    return FONT_SIZES.reduce((best, size) => (Math.abs(SCALE[size] - number) < Math.abs(SCALE[best] - number) ? size : best), 'standard' as FontSize);
  }
  return 'standard';
}

export function applyFontSize(size: FontSize): void {
  document.documentElement.style.setProperty('--p-scale', String(SCALE[size]));
}

export function setFontSize(size: FontSize): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.dreamItZoom, size);
  } catch {
    // Not kept: applies to this page only.
  }
  applyFontSize(size);
}
