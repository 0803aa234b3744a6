/**
 * The parts every PDF the renderer makes shares (test reports and case reports): the document
 * with its fonts, the header with the demonstration banner, the details panel, the score table,
 * flowing paragraphs, the signature block and the page furniture (footer, page n of N, running
 * head, watermark). One look for every document a family is handed.
 */
import PDFDocument from 'pdfkit';
import { reportFonts } from './fonts';
import { fill, type Labels } from './labels';
import { formatGeneratedAt, lightLabel } from './format';
import {
  BOTTOM,
  centredTop,
  COLOR,
  CONTENT_WIDTH,
  type Doc,
  drawText,
  ensureSpace,
  FONT,
  LEFT,
  lightBadge,
  PAGE,
  rule,
  textHeight,
  textWidth,
  watermark,
} from './layout';
import type { Light, ReportLocale } from './model';

export interface OpenedDocument {
  doc: Doc;
  /** Ends the document and resolves with its bytes. */
  finish(): Promise<Buffer>;
}

export function openDocument(meta: { locale: ReportLocale; title: string; author: string; subject: string; createdAt: string }): OpenedDocument {
  const fonts = reportFonts(meta.locale);
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.marginX, right: PAGE.marginX },
    bufferPages: true,
    pdfVersion: '1.7', // the watermark's transparency needs 1.4+
    lang: meta.locale === 'zh' ? 'zh-CN' : 'en',
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, Subject: meta.subject, Creator: 'assessment portal', CreationDate: new Date(meta.createdAt) },
  });
  // pdfkit takes an already parsed fontkit font; its typings only list file sources.
  doc.registerFont(FONT.regular, fonts.regular as never);
  doc.registerFont(FONT.bold, fonts.bold as never);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  return {
    doc,
    async finish() {
      doc.end();
      await done;
      return Buffer.concat(chunks);
    },
  };
}

export interface HeaderSpec {
  institution: string;
  /** Small text at the top right (tool type and version, child code…). */
  tag: string;
  title: string;
  subtitle: string;
  demonstration: boolean;
}

export function drawHeader(doc: Doc, l: Labels, spec: HeaderSpec): void {
  const top = 34;
  drawText(doc, spec.institution, LEFT, top, { size: 10.5, bold: true, color: COLOR.primary }, { lineBreak: false });
  const tagWidth = textWidth(doc, spec.tag, { size: 8.5 });
  drawText(doc, spec.tag, LEFT + CONTENT_WIDTH - tagWidth, top + 2, { size: 8.5, color: COLOR.muted }, { lineBreak: false });
  let y = top + 24;
  y += drawText(doc, spec.title, LEFT, y, { size: 20, bold: true, color: COLOR.ink }, { width: CONTENT_WIDTH });
  y += drawText(doc, spec.subtitle, LEFT, y + 1, { size: 10.5, color: COLOR.muted }, { width: CONTENT_WIDTH }) + 8;
  rule(doc, y, COLOR.primary, 1.6);
  y += 12;
  if (spec.demonstration) {
    const height = 40;
    doc.save().roundedRect(LEFT, y, CONTENT_WIDTH, height, 4).fillAndStroke(COLOR.redSoft, COLOR.red).restore();
    drawText(doc, l.demoBanner, LEFT, y + 6, { size: 12, bold: true, color: COLOR.red }, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    drawText(doc, l.demoBannerNote, LEFT, y + 23, { size: 8, color: COLOR.red }, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    y += height + 12;
  }
  doc.y = y;
}

/** Two columns of label/value rows on a grey panel; the first value of the first column stands out. */
export function drawDetails(doc: Doc, columns: [string, string][][]): void {
  const pad = 12;
  const columnWidth = (CONTENT_WIDTH - pad * 2) / columns.length;
  const labelWidth = Math.max(...columns.flat().map(([label]) => textWidth(doc, label, { size: 8.5 }))) + 12;
  const valueWidth = columnWidth - labelWidth - 8;
  const rowCount = Math.max(...columns.map((col) => col.length));
  const rowHeights = Array.from({ length: rowCount }, (_, row) =>
    Math.max(20, ...columns.map((col) => (col[row] ? textHeight(doc, col[row][1], { size: row === 0 ? 11 : 10, bold: row === 0 }, valueWidth) + 6 : 0))),
  );
  const height = rowHeights.reduce((a, b) => a + b, 0) + pad;
  const top = ensureSpace(doc, height + 10);
  doc.save().roundedRect(LEFT, top, CONTENT_WIDTH, height, 5).fill(COLOR.panel).restore();
  columns.forEach((col, c) => {
    const x = LEFT + pad + c * columnWidth;
    let y = top + pad / 2;
    col.forEach(([label, value], row) => {
      const h = rowHeights[row]!;
      const size = row === 0 && c === 0 ? 11 : 10;
      drawText(doc, label, x, centredTop(y, Math.min(h, 20), 8.5), { size: 8.5, color: COLOR.muted }, { lineBreak: false });
      drawText(doc, value, x + labelWidth, centredTop(y, Math.min(h, 20), size), { size, bold: row === 0 && c === 0 }, { width: valueWidth });
      y += h;
    });
  });
  doc.y = top + height + 4;
}

export interface ScoreColumn {
  title: string;
  /** Share of the content width. */
  width: number;
  align: 'left' | 'center';
}

export interface ScoreTable {
  locale: ReportLocale;
  /** The data columns; the light column is added at the end when `lightTitle` is given. */
  columns: ScoreColumn[];
  lightTitle?: string;
  lightWidth?: number;
  rows: { cells: string[]; light?: Light }[];
  /** Cells in bold (the name, the standard score). */
  boldColumns: number[];
  /** Draws what precedes the table (a title), given the height it must stay with. */
  heading(keepWith: number): void;
}

/** A score table (or any table of texts) with a repeated head on each page; lights read as a dot plus text. */
export function drawScoreTable(doc: Doc, table: ScoreTable): void {
  const lightColumn = table.lightTitle === undefined ? [] : [{ title: table.lightTitle, width: table.lightWidth ?? 0.14, align: 'left' as const }];
  const columns = [...table.columns, ...lightColumn].map((c) => ({ ...c, width: c.width * CONTENT_WIDTH }));
  const cellPad = 6;
  const headStyle = { size: 8.5, bold: true, color: COLOR.white };
  const headHeight = Math.max(...columns.map((c) => textHeight(doc, c.title, headStyle, c.width - cellPad * 2))) + 10;
  const cellStyle = (i: number) => ({ size: 9.5, bold: table.boldColumns.includes(i) });
  const rowHeights = table.rows.map(({ cells }) => Math.max(22, ...cells.map((text, i) => textHeight(doc, text, cellStyle(i), columns[i]!.width - cellPad * 2) + 10)));

  table.heading(headHeight + (rowHeights[0] ?? 22));
  const drawHead = (top: number) => {
    doc.save().rect(LEFT, top, CONTENT_WIDTH, headHeight).fill(COLOR.primary).restore();
    let x = LEFT;
    for (const c of columns) {
      const h = textHeight(doc, c.title, headStyle, c.width - cellPad * 2);
      drawText(doc, c.title, x + cellPad, top + (headHeight - h) / 2, headStyle, { width: c.width - cellPad * 2, align: c.align });
      x += c.width;
    }
    return top + headHeight;
  };
  let y = drawHead(doc.y);
  table.rows.forEach(({ cells, light }, r) => {
    const h = rowHeights[r]!;
    if (y + h > BOTTOM) {
      doc.addPage();
      y = drawHead(doc.y);
    }
    if (r % 2 === 1) doc.save().rect(LEFT, y, CONTENT_WIDTH, h).fill(COLOR.zebra).restore();
    let x = LEFT;
    cells.forEach((text, i) => {
      const c = columns[i]!;
      const style = cellStyle(i);
      const oneLine = textHeight(doc, text, style, c.width - cellPad * 2) < 1.6 * style.size;
      const top = oneLine ? centredTop(y, h, style.size) : y + 5;
      drawText(doc, text, x + cellPad, top, style, { width: c.width - cellPad * 2, align: c.align });
      x += c.width;
    });
    if (light && lightColumn.length > 0) lightBadge(doc, lightLabel(light, table.locale), light, x + cellPad, y, h, 9, false);
    rule(doc, y + h, COLOR.rule, 0.5);
    y += h;
  });
  doc.y = y;
}

/** A small muted note under a table or chart. */
export function drawNote(doc: Doc, text: string, gapBefore = 6): void {
  const top = doc.y + gapBefore;
  const h = drawText(doc, text, LEFT, top, { size: 7.8, color: COLOR.muted }, { width: CONTENT_WIDTH, lineGap: 1 });
  doc.y = top + h + 6;
}

/** Height of the signature block and disclaimer, which a document's last paragraph stays with. */
export const CLOSING_HEIGHT = 58;
const PARAGRAPH = { style: { size: 9.8 }, options: { width: CONTENT_WIDTH, lineGap: 2.6, align: 'justify' as const } };

/**
 * Free-text paragraphs. Long ones flow on to the next page (pdfkit breaks lines at the bottom
 * margin); with `keepLastWithClosing` the last stays with the signature so that never stands
 * alone on a page.
 */
export function drawParagraphs(doc: Doc, parts: string[], keepLastWithClosing: boolean, x = LEFT): void {
  const width = LEFT + CONTENT_WIDTH - x;
  parts.forEach((text, i) => {
    const last = keepLastWithClosing && i === parts.length - 1;
    const height = textHeight(doc, text, PARAGRAPH.style, width, PARAGRAPH.options.lineGap);
    const top = ensureSpace(doc, last && height < 200 ? height + CLOSING_HEIGHT : 30);
    drawText(doc, text, x, top, PARAGRAPH.style, { ...PARAGRAPH.options, width });
    doc.y += 6;
  });
}

/** Height of the first lines of `text`, for a title to stay with (at most `cap`). */
export function paragraphHeight(doc: Doc, text: string | undefined, cap = 60): number {
  return text ? Math.min(textHeight(doc, text, PARAGRAPH.style, CONTENT_WIDTH, PARAGRAPH.options.lineGap), cap) : 14;
}

/** "None" under a title whose content is empty. */
export function drawNone(doc: Doc, l: Labels): void {
  drawText(doc, l.none, LEFT, doc.y, { size: 10, color: COLOR.muted });
  doc.y += 6;
}

/**
 * The signature and date lines and the disclaimer. A signer's name and a date, when given, are
 * printed on their lines (the case report names its clinician; the test report leaves them blank).
 */
export function drawClosing(doc: Doc, l: Labels, filled: { signer?: string; date?: string } = {}): void {
  const top = ensureSpace(doc, CLOSING_HEIGHT) + 8;
  const lineWidth = 120;
  const signX = LEFT + CONTENT_WIDTH - (lineWidth + 10) * 2 - textWidth(doc, l.signature, { size: 9 }) - textWidth(doc, l.signDate, { size: 9 });
  let x = signX;
  for (const [label, value] of [[l.signature, filled.signer], [l.signDate, filled.date]] as const) {
    drawText(doc, label, x, top, { size: 9, color: COLOR.muted }, { lineBreak: false });
    x += textWidth(doc, label, { size: 9 }) + 6;
    if (value) drawText(doc, value, x + 4, top - 1, { size: 9.5 }, { width: lineWidth - 14, lineBreak: false, ellipsis: true });
    rule(doc, top + 13, COLOR.faint, 0.6, x, x + lineWidth - 6);
    x += lineWidth + 4;
  }
  const noteTop = top + 30;
  rule(doc, noteTop - 7);
  const h = drawText(doc, l.disclaimer, LEFT, noteTop, { size: 7.8, color: COLOR.muted }, { width: CONTENT_WIDTH });
  doc.y = noteTop + h;
}

export interface FurnitureSpec {
  locale: ReportLocale;
  demonstration: boolean;
  /** Footer, left: where the document comes from (institution · tool · code). */
  source: string;
  /** From page 2: the running head (left) and a code (right). */
  runningHead: string;
  runningCode: string;
  generatedAt: string;
  timeZone?: string | undefined;
}

/** Footer on every page (and a running head from page 2), drawn once the page count is known. */
export function drawPageFurniture(doc: Doc, l: Labels, spec: FurnitureSpec): void {
  const range = doc.bufferedPageRange();
  const total = range.count;
  const generated = `${l.generatedAt} ${formatGeneratedAt(spec.generatedAt, spec.timeZone)}`;
  for (let i = range.start; i < range.start + total; i += 1) {
    doc.switchToPage(i);
    const margins = doc.page.margins;
    const saved = margins.bottom;
    margins.bottom = 0; // text below the bottom margin would otherwise open a new page
    if (spec.demonstration) watermark(doc, l.demoBanner, spec.locale);
    if (i > range.start) {
      drawText(doc, spec.runningHead, LEFT, 22, { size: 8, color: COLOR.faint }, { width: CONTENT_WIDTH - 120, lineBreak: false, ellipsis: true });
      const code = spec.runningCode;
      drawText(doc, code, LEFT + CONTENT_WIDTH - textWidth(doc, code, { size: 8 }), 22, { size: 8, color: COLOR.faint }, { lineBreak: false });
      rule(doc, 36, COLOR.rule, 0.5);
    }
    const y = PAGE.height - 44;
    rule(doc, y, COLOR.rule, 0.5);
    const page = fill(l.page, { n: i - range.start + 1, total });
    drawText(doc, spec.source, LEFT, y + 6, { size: 7.5, color: COLOR.muted }, { width: CONTENT_WIDTH - 90, lineBreak: false, ellipsis: true });
    drawText(doc, page, LEFT + CONTENT_WIDTH - textWidth(doc, page, { size: 7.5 }), y + 6, { size: 7.5, color: COLOR.muted }, { lineBreak: false });
    drawText(doc, generated, LEFT, y + 18, { size: 7.5, color: COLOR.faint }, { lineBreak: false });
    if (spec.demonstration) {
      const w = textWidth(doc, l.demoBanner, { size: 7.5, bold: true });
      drawText(doc, l.demoBanner, LEFT + CONTENT_WIDTH - w, y + 18, { size: 7.5, bold: true, color: COLOR.red }, { lineBreak: false });
    }
    margins.bottom = saved;
  }
}
