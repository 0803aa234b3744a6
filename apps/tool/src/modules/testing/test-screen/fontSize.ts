/**
 * The test pages' text size on the clinicians' test screen. The sizes and how a stored value reads
 * are shared with the parents' pages (`@portal/shared` testing/font-size), kept under the same
 * storage key so one choice holds on both. Changing it reloads the page; at start-up the size
 * becomes a root font scale: the html font size (rem-sized text) and antd's base font size
 * (everything antd draws).
 */
import { FONT_SCALE, fontSizeOf, STORAGE_KEYS, type FontSize } from '@portal/shared';
import type { KeyValueStorage } from '@portal/ui';

export { FONT_SIZES, type FontSize } from '@portal/shared';

/** antd's default base size, scaled. */
export const BASE_FONT_PX = 14;

/** The stored size; standard when there is none or storage refuses. */
export function storedFontSize(storage: Pick<KeyValueStorage, 'getItem'>): FontSize {
  try {
    return fontSizeOf(storage.getItem(STORAGE_KEYS.dreamItZoom));
  } catch {
    return 'standard';
  }
}

export function fontPx(size: FontSize): number {
  return Math.round(BASE_FONT_PX * FONT_SCALE[size]);
}

/** Stores the size and reloads: every page then starts at the new size. */
export function chooseFontSize(size: FontSize, env: { storage: KeyValueStorage; reload: () => void }): void {
  try {
    env.storage.setItem(STORAGE_KEYS.dreamItZoom, size);
  } catch {
    return; // storage refused: a reload would only come back at the old size
  }
  env.reload();
}

/** The html element's font size for a size (the browser default 16 px is 100 %). */
export function rootFontSize(size: FontSize): string {
  return `${Math.round(FONT_SCALE[size] * 100)}%`;
}
