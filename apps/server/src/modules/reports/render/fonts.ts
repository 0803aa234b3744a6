/**
 * The report font: Source Han Sans SC (Adobe, SIL OFL 1.1) from `node-source-han-sans-sc`, the
 * full 65,535-glyph OTF: 30,285 Han characters including 2,306 outside the BMP, so names such as
 * 㛃, 䶮 and 𠮷 render. (Google Fonts' Noto Sans SC build, e.g. `@expo-google-fonts/noto-sans-sc`,
 * is the same design cut down to the SC glyph set and lacks 𠮷.) Parsed once per process; pdfkit
 * embeds a subset of the glyphs each report uses.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import type { ReportLocale } from './model';

export interface ReportFonts {
  regular: fontkit.Font;
  bold: fontkit.Font;
}

export const REPORT_FONT_FAMILY = 'Source Han Sans SC';

/**
 * Default OpenType features per report language. 'ccmp' (glyph composition) runs the font's large
 * chaining-context lookups on every run of text and made layout ten times slower; Han, Latin and
 * digits never need it. English turns on 'pwid' so curly quotes take Latin, not full, widths.
 */
const FEATURES: Record<ReportLocale, Record<string, boolean>> = {
  zh: { ccmp: false },
  en: { ccmp: false, pwid: true },
};

let parsed: ReportFonts | null = null;
const views = new Map<ReportLocale, ReportFonts>();

function fontDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('node-source-han-sans-sc/package.json'));
}

function load(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(path.join(fontDir(), file))) as fontkit.Font;
  if (!('layout' in font)) throw new Error(`${file} is a font collection, expected one font`);
  return font;
}

/** The font seen through other default features; tables and glyph caches stay shared. */
function withFeatures(font: fontkit.Font, features: Record<string, boolean>): fontkit.Font {
  const view = Object.create(font) as fontkit.Font;
  // fontkit fills in the object it is given, so each call gets a fresh copy.
  view.layout = (text, given, ...rest) => font.layout(text, given ?? { ...features }, ...rest);
  return view;
}

/** The two weights, read and parsed on first use (about 35 MB, ~150 ms), then shared. */
export function reportFonts(locale: ReportLocale = 'zh'): ReportFonts {
  parsed ??= { regular: load('SourceHanSansSC-Regular.otf'), bold: load('SourceHanSansSC-Bold.otf') };
  let fonts = views.get(locale);
  if (!fonts) {
    fonts = { regular: withFeatures(parsed.regular, FEATURES[locale]), bold: withFeatures(parsed.bold, FEATURES[locale]) };
    views.set(locale, fonts);
  }
  return fonts;
}

/** Characters of `text` the font has no glyph for (they would print as empty boxes). */
export function missingGlyphs(text: string): string[] {
  const { regular } = reportFonts();
  const missing = new Set<string>();
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || /\s/u.test(char)) continue;
    if (!regular.hasGlyphForCodePoint(code)) missing.add(char);
  }
  return [...missing];
}

/** Width in points of `text` set at `size`, for the chart's label layout. */
export function measureText(text: string, size: number, bold = false, locale: ReportLocale = 'zh'): number {
  const fonts = reportFonts(locale);
  const font = bold ? fonts.bold : fonts.regular;
  return (font.layout(text).advanceWidth / font.unitsPerEm) * size;
}
