/**
 * The PDF report, in-process: pdfkit lays out A4 pages in the model's language with the embedded
 * CJK font (subset to the glyphs used), and the development curve goes in as vectors.
 */
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { renderCurveSvg } from './chart';
import { reportFonts } from './fonts';
import { fill, type Labels } from './labels';
import { formatCi, formatGeneratedAt, formatNumber, formatPercentile, labelsFor, lightLabel, paragraphs, pick } from './format';
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
  lightColors,
  PAGE,
  watermark,
  rule,
  sectionTitle,
  textHeight,
  textWidth,
} from './layout';
import { ReportModelSchema, type ReportModel } from './model';

interface Ctx {
  doc: Doc;
  model: ReportModel;
  l: Labels;
}

export async function renderReportPdf(input: ReportModel): Promise<Buffer> {
  const model = ReportModelSchema.parse(input);
  const l = labelsFor(model.locale);
  const fonts = reportFonts(model.locale);
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.marginX, right: PAGE.marginX },
    bufferPages: true,
    pdfVersion: '1.7', // the watermark's transparency needs 1.4+
    lang: model.locale === 'zh' ? 'zh-CN' : 'en',
    displayTitle: true,
    info: {
      Title: `${l.reportTitle} · ${model.child.name}`,
      Author: pick(model.institution.name, model.locale),
      Subject: pick(model.tool.name, model.locale),
      Creator: 'assessment portal',
      CreationDate: new Date(model.generatedAt),
    },
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

  const ctx: Ctx = { doc, model, l };
  header(ctx);
  details(ctx);
  summary(ctx);
  zones(ctx);
  curve(ctx);
  developmentalAge(ctx);
  targets(ctx);
  comments(ctx);
  closing(ctx);
  pageFurniture(ctx);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

function header({ doc, model, l }: Ctx): void {
  const { locale } = model;
  const top = 34;
  drawText(doc, pick(model.institution.name, locale), LEFT, top, { size: 10.5, bold: true, color: COLOR.primary }, { lineBreak: false });
  const tag = `${model.tool.type} · ${l.reportVersion} ${model.reportVersion}`;
  const tagWidth = textWidth(doc, tag, { size: 8.5 });
  drawText(doc, tag, LEFT + CONTENT_WIDTH - tagWidth, top + 2, { size: 8.5, color: COLOR.muted }, { lineBreak: false });
  let y = top + 24;
  y += drawText(doc, l.reportTitle, LEFT, y, { size: 20, bold: true, color: COLOR.ink }, { width: CONTENT_WIDTH });
  y += drawText(doc, pick(model.tool.name, locale), LEFT, y + 1, { size: 10.5, color: COLOR.muted }, { width: CONTENT_WIDTH }) + 8;
  rule(doc, y, COLOR.primary, 1.6);
  y += 12;
  if (model.demonstration) {
    const height = 40;
    doc.save().roundedRect(LEFT, y, CONTENT_WIDTH, height, 4).fillAndStroke(COLOR.redSoft, COLOR.red).restore();
    drawText(doc, l.demoBanner, LEFT, y + 6, { size: 12, bold: true, color: COLOR.red }, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    drawText(doc, l.demoBannerNote, LEFT, y + 23, { size: 8, color: COLOR.red }, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    y += height + 12;
  }
  doc.y = y;
}

function details({ doc, model, l }: Ctx): void {
  const { child, test } = model;
  const columns: [string, string][][] = [
    [
      [l.childName, child.name],
      [l.gender, child.gender === 'male' ? l.male : l.female],
      [l.birthDate, child.birthDate],
      [l.ageAtTest, child.ageAtTest],
    ],
    [
      [l.testCode, test.code],
      [l.testDate, test.date],
      [l.clinician, test.clinician],
      [l.tool, model.tool.type],
    ],
  ];
  const pad = 12;
  const columnWidth = (CONTENT_WIDTH - pad * 2) / 2;
  const labelWidth = Math.max(...columns.flat().map(([label]) => textWidth(doc, label, { size: 8.5 }))) + 12;
  const valueWidth = columnWidth - labelWidth - 8;
  const rowHeights = columns[0]!.map((_, row) =>
    Math.max(20, ...columns.map((col) => textHeight(doc, col[row]![1], { size: row === 0 ? 11 : 10, bold: row === 0 }, valueWidth) + 6)),
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

function summary({ doc, model, l }: Ctx): void {
  const { locale } = model;
  const columns = [
    { title: l.colComposite, width: 0.25, align: 'left' as const },
    { title: l.colRaw, width: 0.1, align: 'center' as const },
    { title: l.colStandard, width: 0.12, align: 'center' as const },
    { title: l.colCi, width: 0.14, align: 'center' as const },
    { title: l.colPercentile, width: 0.11, align: 'center' as const },
    { title: l.colAgeEquivalent, width: 0.14, align: 'center' as const },
    { title: l.colLight, width: 0.14, align: 'left' as const },
  ].map((c) => ({ ...c, width: c.width * CONTENT_WIDTH }));
  const cellPad = 6;
  const headStyle = { size: 8.5, bold: true, color: COLOR.white };
  const headHeight = Math.max(...columns.map((c) => textHeight(doc, c.title, headStyle, c.width - cellPad * 2))) + 10;
  const rows = model.composites.map((c) => [pick(c.name, locale), formatNumber(c.raw), formatNumber(c.standard), formatCi(c.ci), formatPercentile(c.percentile), c.ageEquivalent]);
  const cellStyle = (i: number) => ({ size: 9.5, bold: i === 0 || i === 2 });
  const rowHeights = rows.map((cells) => Math.max(22, ...cells.map((text, i) => textHeight(doc, text, cellStyle(i), columns[i]!.width - cellPad * 2) + 10)));

  sectionTitle(doc, l.sectionSummary, headHeight + (rowHeights[0] ?? 22));
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
  model.composites.forEach((composite, r) => {
    const h = rowHeights[r]!;
    if (y + h > BOTTOM) {
      doc.addPage();
      y = drawHead(doc.y);
    }
    if (r % 2 === 1) doc.save().rect(LEFT, y, CONTENT_WIDTH, h).fill(COLOR.zebra).restore();
    let x = LEFT;
    rows[r]!.forEach((text, i) => {
      const c = columns[i]!;
      const style = cellStyle(i);
      const oneLine = textHeight(doc, text, style, c.width - cellPad * 2) < 1.6 * style.size;
      const top = oneLine ? centredTop(y, h, style.size) : y + 5;
      drawText(doc, text, x + cellPad, top, style, { width: c.width - cellPad * 2, align: c.align });
      x += c.width;
    });
    lightBadge(doc, lightLabel(composite.light, locale), composite.light, x + cellPad, y, h, 9, false);
    rule(doc, y + h, COLOR.rule, 0.5);
    y += h;
  });
  const noteTop = y + 6;
  const noteHeight = drawText(doc, l.summaryNote, LEFT, noteTop, { size: 7.8, color: COLOR.muted }, { width: CONTENT_WIDTH, lineGap: 1 });
  doc.y = noteTop + noteHeight + 6;
}

function zones({ doc, model, l }: Ctx): void {
  const { locale } = model;
  const gap = 10;
  const width = (CONTENT_WIDTH - gap) / 2;
  const pad = 14;
  const inner = width - pad * 2 - 4;
  const nameStyle = { size: 11, bold: true };
  const descStyle = { size: 8.8, color: COLOR.muted };
  const cards = model.zones.map((zone) => {
    const nameHeight = textHeight(doc, pick(zone.name, locale), nameStyle, inner);
    const descHeight = textHeight(doc, pick(zone.description, locale), descStyle, inner, 1.5);
    return { zone, nameHeight, descHeight };
  });
  // Cards in a row share their height and the position of each part.
  const rows = [0, 2].map((i) => {
    const pair = [cards[i]!, cards[i + 1]!];
    const nameHeight = Math.max(...pair.map((c) => c.nameHeight));
    const descHeight = Math.max(...pair.map((c) => c.descHeight));
    return { pair, nameHeight, height: 10 + nameHeight + 38 + descHeight + 12 };
  });
  sectionTitle(doc, l.sectionZones, rows[0]!.height);
  for (const row of rows) {
    const top = ensureSpace(doc, row.height);
    row.pair.forEach(({ zone }, col) => {
      const x = LEFT + col * (width + gap);
      const { ink } = lightColors(zone.light);
      doc.save().roundedRect(x, top, width, row.height, 5).lineWidth(0.8).strokeColor(COLOR.rule).stroke().restore();
      doc.save().roundedRect(x, top, 5, row.height, 2.5).fill(ink).restore();
      const left = x + pad + 4;
      drawText(doc, pick(zone.name, locale), left, top + 10, nameStyle, { width: inner });
      const scoreTop = top + 10 + row.nameHeight + 2;
      const score = formatNumber(zone.standard);
      drawText(doc, score, left, scoreTop, { size: 20, bold: true }, { lineBreak: false });
      const scoreWidth = textWidth(doc, score, { size: 20, bold: true });
      // same baseline as the score: the tops differ by the ascent (1.16 em) of the size difference
      drawText(doc, l.standardScore, left + scoreWidth + 5, scoreTop + 1.16 * (20 - 8.5), { size: 8.5, color: COLOR.muted }, { lineBreak: false });
      const badge = lightLabel(zone.light, locale, true);
      const badgeWidth = textWidth(doc, badge, { size: 8, bold: true }) + 14 + 8 * 0.76 + 4;
      lightBadge(doc, badge, zone.light, x + width - pad - badgeWidth, scoreTop + 8, 17, 8, true);
      drawText(doc, pick(zone.description, locale), left, scoreTop + 36, descStyle, { width: inner, lineGap: 1.5 });
    });
    doc.y = top + row.height + gap;
  }
}

function curve({ doc, model, l }: Ctx): void {
  const chartHeight = 188;
  const series = pick(model.curve.seriesName, model.locale);
  sectionTitle(doc, l.sectionCurve, chartHeight + 24);
  const top = doc.y;
  if (model.curve.points.length === 0) {
    drawText(doc, l.curveEmpty, LEFT, top, { size: 9.5, color: COLOR.muted }, { width: CONTENT_WIDTH });
    doc.y += 8;
    return;
  }
  const svg = renderCurveSvg(model, { width: CONTENT_WIDTH, height: chartHeight });
  SVGtoPDF(doc, svg, LEFT, top, {
    width: CONTENT_WIDTH,
    height: chartHeight,
    assumePt: true,
    fontCallback: (_family: string, bold: boolean) => (bold ? FONT.bold : FONT.regular),
  });
  const noteTop = top + chartHeight + 2;
  const h = drawText(doc, fill(l.curveNote, { series }), LEFT, noteTop, { size: 7.8, color: COLOR.muted }, { width: CONTENT_WIDTH, lineGap: 1 });
  doc.y = noteTop + h + 8;
}

function developmentalAge({ doc, model, l }: Ctx): void {
  const { locale } = model;
  const pad = 14;
  const summaryText = pick(model.developmentalAge.summary, locale);
  const summaryHeight = textHeight(doc, summaryText, { size: 9.5 }, CONTENT_WIDTH - pad * 2, 2);
  const height = 54 + summaryHeight + pad;
  sectionTitle(doc, l.sectionDevAge, height);
  const top = ensureSpace(doc, height);
  doc.save().roundedRect(LEFT, top, CONTENT_WIDTH, height, 5).fill(COLOR.primarySoft).restore();
  const half = (CONTENT_WIDTH - pad * 2) / 2;
  const stats: [string, string, string][] = [
    [l.chronologicalAge, model.child.ageAtTest, COLOR.ink],
    [l.developmentalAge, pick(model.developmentalAge.age, locale), COLOR.primary],
  ];
  stats.forEach(([label, value, color], i) => {
    const x = LEFT + pad + i * half;
    drawText(doc, label, x, top + 10, { size: 8.5, color: COLOR.muted }, { lineBreak: false });
    drawText(doc, value, x, top + 23, { size: 15, bold: true, color }, { width: half - 10, lineBreak: false, ellipsis: true });
  });
  drawText(doc, summaryText, LEFT + pad, top + 54, { size: 9.5 }, { width: CONTENT_WIDTH - pad * 2, lineGap: 2 });
  doc.y = top + height + 6;
}

function targets({ doc, model, l }: Ctx): void {
  const items = model.interventionTargets.map((t) => pick(t, model.locale));
  const indent = 22;
  const style = { size: 10 };
  const first = items[0] ? textHeight(doc, items[0], style, CONTENT_WIDTH - indent, 2) : 14;
  sectionTitle(doc, l.sectionTargets, first);
  if (items.length === 0) {
    drawText(doc, l.none, LEFT, doc.y, { size: 10, color: COLOR.muted });
    doc.y += 6;
    return;
  }
  items.forEach((text, i) => {
    const h = textHeight(doc, text, style, CONTENT_WIDTH - indent, 2);
    const top = ensureSpace(doc, h);
    const n = String(i + 1);
    doc.save().circle(LEFT + 7.5, top + 7.6, 7.5).fill(COLOR.primarySoft).restore();
    drawText(doc, n, LEFT, top + 1.1, { size: 8.5, bold: true, color: COLOR.primary }, { width: 15, align: 'center', lineBreak: false });
    drawText(doc, text, LEFT + indent, top, style, { width: CONTENT_WIDTH - indent, lineGap: 2 });
    doc.y = top + h + 4;
  });
  doc.y += 4;
}

const CLOSING_HEIGHT = 58;

function comments({ doc, model, l }: Ctx): void {
  const parts = paragraphs(model.clinicianComments);
  const style = { size: 9.8 };
  const options = { width: CONTENT_WIDTH, lineGap: 2.6, align: 'justify' as const };
  const first = parts[0] ? Math.min(textHeight(doc, parts[0], style, CONTENT_WIDTH, options.lineGap), 60) : 14;
  sectionTitle(doc, l.sectionComments, first);
  if (parts.length === 0) {
    drawText(doc, l.none, LEFT, doc.y, { size: 10, color: COLOR.muted });
    doc.y += 6;
    return;
  }
  parts.forEach((text, i) => {
    // Long comments flow on to the next page (pdfkit breaks lines at the bottom margin), but the
    // last paragraph stays with the signature so that never stands alone on a page.
    const last = i === parts.length - 1;
    const height = textHeight(doc, text, style, CONTENT_WIDTH, options.lineGap);
    const top = ensureSpace(doc, last && height < 200 ? height + CLOSING_HEIGHT : 30);
    drawText(doc, text, LEFT, top, style, options);
    doc.y += 6;
  });
}

function closing({ doc, l }: Ctx): void {
  const top = ensureSpace(doc, CLOSING_HEIGHT) + 8;
  const lineWidth = 120;
  const signX = LEFT + CONTENT_WIDTH - (lineWidth + 10) * 2 - textWidth(doc, l.signature, { size: 9 }) - textWidth(doc, l.signDate, { size: 9 });
  let x = signX;
  for (const label of [l.signature, l.signDate]) {
    drawText(doc, label, x, top, { size: 9, color: COLOR.muted }, { lineBreak: false });
    x += textWidth(doc, label, { size: 9 }) + 6;
    rule(doc, top + 13, COLOR.faint, 0.6, x, x + lineWidth - 6);
    x += lineWidth + 4;
  }
  const noteTop = top + 30;
  rule(doc, noteTop - 7);
  const h = drawText(doc, l.disclaimer, LEFT, noteTop, { size: 7.8, color: COLOR.muted }, { width: CONTENT_WIDTH });
  doc.y = noteTop + h;
}

/** Footer on every page (and a running head from page 2), drawn once the page count is known. */
function pageFurniture({ doc, model, l }: Ctx): void {
  const { locale } = model;
  const range = doc.bufferedPageRange();
  const total = range.count;
  const generated = `${l.generatedAt} ${formatGeneratedAt(model.generatedAt, model.timeZone)}`;
  const source = [pick(model.institution.name, locale), model.tool.type, model.test.code].join(' · ');
  for (let i = range.start; i < range.start + total; i += 1) {
    doc.switchToPage(i);
    const margins = doc.page.margins;
    const saved = margins.bottom;
    margins.bottom = 0; // text below the bottom margin would otherwise open a new page
    if (model.demonstration) watermark(doc, l.demoBanner, locale);
    if (i > range.start) {
      const head = `${model.child.name} · ${l.reportTitle}`;
      drawText(doc, head, LEFT, 22, { size: 8, color: COLOR.faint }, { lineBreak: false });
      const code = model.test.code;
      drawText(doc, code, LEFT + CONTENT_WIDTH - textWidth(doc, code, { size: 8 }), 22, { size: 8, color: COLOR.faint }, { lineBreak: false });
      rule(doc, 36, COLOR.rule, 0.5);
    }
    const y = PAGE.height - 44;
    rule(doc, y, COLOR.rule, 0.5);
    const page = fill(l.page, { n: i - range.start + 1, total });
    drawText(doc, source, LEFT, y + 6, { size: 7.5, color: COLOR.muted }, { width: CONTENT_WIDTH - 90, lineBreak: false, ellipsis: true });
    drawText(doc, page, LEFT + CONTENT_WIDTH - textWidth(doc, page, { size: 7.5 }), y + 6, { size: 7.5, color: COLOR.muted }, { lineBreak: false });
    drawText(doc, generated, LEFT, y + 18, { size: 7.5, color: COLOR.faint }, { lineBreak: false });
    if (model.demonstration) {
      const w = textWidth(doc, l.demoBanner, { size: 7.5, bold: true });
      drawText(doc, l.demoBanner, LEFT + CONTENT_WIDTH - w, y + 18, { size: 7.5, bold: true, color: COLOR.red }, { lineBreak: false });
    }
    margins.bottom = saved;
  }
}
