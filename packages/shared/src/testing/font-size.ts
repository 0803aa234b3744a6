/**
 * The test pages' text size (standard, large, extra large), one choice for the clinicians' test
 * screen and the parents' pages: both keep it under `drema_it_zoom` (STORAGE_KEYS.dreamItZoom) and
 * read it back with `fontSizeOf`. Each page reads storage and applies the size its own way (the
 * test screen as a root font and antd's base size, the parents' pages as a CSS variable).
 */

export const FONT_SIZES = ['standard', 'large', 'extraLarge'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export const FONT_SCALE: Record<FontSize, number> = { standard: 1, large: 1.15, extraLarge: 1.3 };

/** The size a stored value names; a number left by an older page maps to the nearest size, anything else to standard. */
export function fontSizeOf(raw: string | null | undefined): FontSize {
  if ((FONT_SIZES as readonly string[]).includes(raw ?? '')) return raw as FontSize;
  const number = Number(raw);
  if (raw && Number.isFinite(number) && number > 0) {
    return FONT_SIZES.reduce<FontSize>((best, size) => (Math.abs(FONT_SCALE[size] - number) < Math.abs(FONT_SCALE[best] - number) ? size : best), 'standard');
  }
  return 'standard';
}
