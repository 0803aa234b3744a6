/** Page geometry, colours and the small drawing helpers the PDF sections share. */
import { reportFonts } from './fonts';
import type { Light, ReportLocale } from './model';

export type Doc = PDFKit.PDFDocument;

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89, marginX: 42, top: 46, bottom: 60 } as const;
export const LEFT = PAGE.marginX;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginX;
export const BOTTOM = PAGE.height - PAGE.bottom;

export const COLOR = {
  primary: '#1d5c86',
  primarySoft: '#e8f0f6',
  ink: '#1f2933',
  muted: '#5f6b76',
  faint: '#8a96a3',
  rule: '#d5dbe1',
  panel: '#f4f6f8',
  zebra: '#f8f9fb',
  white: '#ffffff',
  red: '#b3261e',
  redSoft: '#fbe3e1',
  green: '#2e7d32',
  greenSoft: '#e4f2e6',
} as const;

export const FONT = { regular: 'report-regular', bold: 'report-bold' } as const;

export function lightColors(light: Light): { ink: string; soft: string } {
  return light === 'red' ? { ink: COLOR.red, soft: COLOR.redSoft } : { ink: COLOR.green, soft: COLOR.greenSoft };
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

export function useStyle(doc: Doc, style: TextStyle): Doc {
  return doc
    .font(style.bold ? FONT.bold : FONT.regular)
    .fontSize(style.size)
    .fillColor(style.color ?? COLOR.ink);
}

/** Height `text` takes at `width` in `style`. */
export function textHeight(doc: Doc, text: string, style: TextStyle, width: number, lineGap = 0): number {
  useStyle(doc, style);
  return doc.heightOfString(text, { width, lineGap });
}

export function textWidth(doc: Doc, text: string, style: TextStyle): number {
  useStyle(doc, style);
  return doc.widthOfString(text);
}

/**
 * Draws `text` with its top at `y`; returns the height used. `lineBreak: false` keeps it on one
 * line (nothing is ever cut: callers measure first).
 */
export function drawText(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  options: PDFKit.Mixins.TextOptions = {},
): number {
  useStyle(doc, style);
  doc.text(text, x, y, options);
  doc.x = LEFT;
  return doc.y - y;
}

/** The y that centres one line of `size` text in a box from `top` of height `height`. */
export function centredTop(top: number, height: number, size: number): number {
  // Han glyphs and digits sit between 0.28 and 1.28 em below the line's top in this font.
  return top + height / 2 - 0.78 * size;
}

/** Starts a new page when fewer than `height` points remain. Returns the y to draw at. */
export function ensureSpace(doc: Doc, height: number): number {
  if (doc.y + height > BOTTOM) doc.addPage();
  return doc.y;
}

export function rule(doc: Doc, y: number, color: string = COLOR.rule, width = 0.6, x1: number = LEFT, x2: number = LEFT + CONTENT_WIDTH): void {
  doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
}

/** A section title with a short accent bar; returns the y below it. */
export function sectionTitle(doc: Doc, title: string, keepWith: number): number {
  const y = ensureSpace(doc, 28 + keepWith) + 4;
  doc.save().rect(LEFT, y + 3, 3.5, 13).fill(COLOR.primary).restore();
  drawText(doc, title, LEFT + 10, y, { size: 12.5, bold: true, color: COLOR.ink }, { lineBreak: false });
  doc.y = y + 24;
  return doc.y;
}

/** A red/green indicator: a dot plus its text, so it reads in greyscale too. Returns its width. */
export function lightBadge(doc: Doc, label: string, light: Light, x: number, top: number, height: number, size: number, pill: boolean): number {
  const { ink, soft } = lightColors(light);
  const style = { size, bold: true, color: ink };
  const labelWidth = textWidth(doc, label, style);
  const pad = pill ? 7 : 0;
  const dot = size * 0.38;
  const width = pad * 2 + dot * 2 + 4 + labelWidth;
  if (pill) doc.save().roundedRect(x, top, width, height, height / 2).fill(soft).restore();
  const cy = top + height / 2;
  doc.save().circle(x + pad + dot, cy, dot).fill(ink).restore();
  if (light === 'red') {
    // a white bar in the red dot: a second, shape-only cue
    doc.save().rect(x + pad + dot - dot * 0.55, cy - dot * 0.16, dot * 1.1, dot * 0.32).fill(COLOR.white).restore();
  }
  drawText(doc, label, x + pad + dot * 2 + 4, centredTop(top, height, size), style, { lineBreak: false });
  return width;
}

/**
 * The demonstration notice across the page, drawn from the glyph outlines rather than as text so
 * it stays out of the text layer (copying, screen readers and pdftotext read the report, not it).
 */
export function watermark(doc: Doc, text: string, locale: ReportLocale): void {
  const { path, width } = outline(text, locale);
  const size = Math.min(46, (PAGE.height * 0.78) / (width / 1000));
  const k = size / 1000;
  doc.save();
  doc.translate(PAGE.width / 2, PAGE.height / 2);
  doc.rotate(-54);
  doc.scale(k, -k); // font units, y up
  doc.translate(-width / 2, -330);
  doc.path(path).fillColor(COLOR.red).fillOpacity(0.06).fill();
  doc.restore();
}

const outlines = new Map<string, { path: string; width: number }>();

function outline(text: string, locale: ReportLocale): { path: string; width: number } {
  const key = `${locale}:${text}`;
  let found = outlines.get(key);
  if (!found) {
    const font = reportFonts(locale).bold;
    const run = font.layout(text);
    let x = 0;
    const parts: string[] = [];
    run.glyphs.forEach((glyph, i) => {
      parts.push(glyph.path.translate(x, 0).toSVG());
      x += run.positions[i]?.xAdvance ?? glyph.advanceWidth;
    });
    found = { path: parts.join(' '), width: x };
    outlines.set(key, found);
  }
  return found;
}
