/**
 * The PDF report, in-process: pdfkit lays out A4 pages in the model's language with the embedded
 * CJK font (subset to the glyphs used), and the development curve goes in as vectors.
 */
import SVGtoPDF from 'svg-to-pdfkit';
import { renderCurveSvg } from './chart';
import { fill, type Labels } from './labels';
import { childDetails, formatCi, formatNumber, formatPercentile, labelsFor, lightLabel, paragraphs, pick, toolLabel } from './format';
import { COLOR, CONTENT_WIDTH, type Doc, drawText, ensureSpace, FONT, LEFT, lightBadge, lightColors, sectionTitle, textHeight, textWidth } from './layout';
import { ReportModelSchema, type ReportModel } from './model';
import { drawClosing, drawDetails, drawHeader, drawNone, drawNote, drawPageFurniture, drawParagraphs, drawScoreTable, openDocument, paragraphHeight } from './pdf-parts';

interface Ctx {
  doc: Doc;
  model: ReportModel;
  l: Labels;
}

export async function renderReportPdf(input: ReportModel): Promise<Buffer> {
  const model = ReportModelSchema.parse(input);
  const { locale } = model;
  const l = labelsFor(locale);
  const { doc, finish } = openDocument({
    locale,
    title: `${l.reportTitle} · ${model.child.name}`,
    author: pick(model.institution.name, locale),
    subject: pick(model.tool.name, locale),
    createdAt: model.generatedAt,
  });
  const ctx: Ctx = { doc, model, l };
  drawHeader(doc, l, {
    institution: pick(model.institution.name, locale),
    tag: `${toolLabel(model)} · ${l.reportVersion} ${model.reportVersion}`,
    title: l.reportTitle,
    subtitle: pick(model.tool.name, locale),
    demonstration: model.demonstration,
  });
  details(ctx);
  summary(ctx);
  zones(ctx);
  curve(ctx);
  developmentalAge(ctx);
  targets(ctx);
  comments(ctx);
  drawClosing(doc, l);
  drawPageFurniture(doc, l, {
    locale,
    demonstration: model.demonstration,
    source: [pick(model.institution.name, locale), toolLabel(model), model.test.code].join(' · '),
    runningHead: `${model.child.name} · ${l.reportTitle}`,
    runningCode: model.test.code,
    generatedAt: model.generatedAt,
    timeZone: model.timeZone,
  });
  return finish();
}

function details({ doc, model, l }: Ctx): void {
  const { child, test } = model;
  drawDetails(doc, [
    childDetails(child, l),
    [
      [l.testCode, test.code],
      [l.testDate, test.date],
      [l.clinician, test.clinician],
      [l.tool, toolLabel(model)],
    ],
  ]);
}

function summary({ doc, model, l }: Ctx): void {
  const { locale } = model;
  drawScoreTable(doc, {
    locale,
    columns: [
      { title: l.colComposite, width: 0.25, align: 'left' },
      { title: l.colRaw, width: 0.1, align: 'center' },
      { title: l.colStandard, width: 0.12, align: 'center' },
      { title: l.colCi, width: 0.14, align: 'center' },
      { title: l.colPercentile, width: 0.11, align: 'center' },
      { title: l.colAgeEquivalent, width: 0.14, align: 'center' },
    ],
    lightTitle: l.colLight,
    lightWidth: 0.14,
    rows: model.composites.map((c) => ({
      cells: [pick(c.name, locale), formatNumber(c.raw), formatNumber(c.standard), formatCi(c.ci), formatPercentile(c.percentile), c.ageEquivalent],
      light: c.light,
    })),
    boldColumns: [0, 2],
    heading: (keepWith) => sectionTitle(doc, l.sectionSummary, keepWith),
  });
  drawNote(doc, l.summaryNote);
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

function comments({ doc, model, l }: Ctx): void {
  const parts = paragraphs(model.clinicianComments);
  sectionTitle(doc, l.sectionComments, paragraphHeight(doc, parts[0]));
  if (parts.length === 0) drawNone(doc, l);
  else drawParagraphs(doc, parts, true);
}
