/**
 * The test pages' text size on the parents' pages. The sizes and how a stored value reads are
 * shared with the clinicians' test screen (`@portal/shared` testing/font-size), kept under the
 * same storage key; here the size is applied as a CSS variable (no reload needed).
 */
import { FONT_SCALE, fontSizeOf, STORAGE_KEYS, type FontSize } from '@portal/shared';

export { FONT_SIZES, type FontSize } from '@portal/shared';

/** The stored size; standard when there is none or storage refuses. */
export function storedFontSize(): FontSize {
  try {
    return fontSizeOf(globalThis.localStorage?.getItem(STORAGE_KEYS.dreamItZoom));
  } catch {
    return 'standard';
  }
}

export function applyFontSize(size: FontSize): void {
  document.documentElement.style.setProperty('--p-scale', String(FONT_SCALE[size]));
}

export function setFontSize(size: FontSize): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.dreamItZoom, size);
  } catch {
    // Not kept: applies to this page only.
  }
  applyFontSize(size);
}
