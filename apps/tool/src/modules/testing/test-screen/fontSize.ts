/**
 * The test pages' text size (standard, large, extra large), kept under the storage key
 * `drema_it_zoom` with the values the parents' pages store, so one choice holds on both. Changing
 * it reloads the page; at start-up the size becomes a root font scale: the html font size
 * (rem-sized text) and antd's base font size (everything antd draws).
 */
import { STORAGE_KEYS } from '@portal/shared';
import type { KeyValueStorage } from '@portal/ui';

export const FONT_SIZES = ['standard', 'large', 'extraLarge'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export const FONT_SCALE: Record<FontSize, number> = { standard: 1, large: 1.15, extraLarge: 1.3 };
/** antd's default base size, scaled. */
export const BASE_FONT_PX = 14;

/** The stored size; a number left by an older page maps to the nearest size, anything else to standard. */
export function storedFontSize(storage: Pick<KeyValueStorage, 'getItem'>): FontSize {
  let raw: string | null = null;
  try {
    raw = storage.getItem(STORAGE_KEYS.dreamItZoom);
  } catch {
    return 'standard';
  }
  if ((FONT_SIZES as readonly string[]).includes(raw ?? '')) return raw as FontSize;
  const number = Number(raw);
  if (raw && Number.isFinite(number) && number > 0) {
    return FONT_SIZES.reduce<FontSize>((best, size) => (Math.abs(FONT_SCALE[size] - number) < Math.abs(FONT_SCALE[best] - number) ? size : best), 'standard');
  }
  return 'standard';
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
