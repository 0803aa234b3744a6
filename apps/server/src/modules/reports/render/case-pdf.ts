/**
 * The case report as PDF: the same document parts, fonts and look as the test report
 * (pdf-parts.ts): header, child details, the bound reports' score tables, the case's sections
 * in order, the clinician's signature block, and the footer on every page.
 */
import { boundReportMeta, boundReportTable, caseDate, caseDetails, caseKindLabel, caseTitle } from './case-format';
import { CaseReportModelSchema, type CaseBlock, type CaseReportModel } from './case-model';
import { labelsFor, paragraphs } from './format';
import type { Labels } from './labels';
import { COLOR, CONTENT_WIDTH, type Doc, drawText, ensureSpace, LEFT, sectionTitle, textHeight } from './layout';
import {
  drawClosing,
  drawDetails,
  drawHeader,
  drawNone,
  drawNote,
  drawPageFurniture,
  drawParagraphs,
  drawScoreTable,
  openDocument,
  paragraphHeight,
  type ScoreColumn,
} from './pdf-parts';

interface Ctx {
  doc: Doc;
  model: CaseReportModel;
  l: Labels;
}

export async function renderCasePdf(input: CaseReportModel): Promise<Buffer> {
  const model = CaseReportModelSchema.parse(input);
  const { locale } = model;
  const l = labelsFor(locale);
  const title = caseTitle(model, l);
  const { doc, finish } = openDocument({ locale, title: `${title} · ${model.child.name}`, author: model.institution.name, subject: caseKindLabel(model, l), createdAt: model.generatedAt });
  const ctx: Ctx = { doc, model, l };
  drawHeader(doc, l, {
    institution: model.institution.name,
    tag: `${l.childCode} ${model.child.code}`,
    title,
    subtitle: [caseKindLabel(model, l), `${l.clinician} ${model.clinician}`, caseDate(model)].filter(Boolean).join(' · '),
    demonstration: model.demonstration,
  });
  sectionTitle(doc, l.sectionCaseDetails, 90);
  drawDetails(doc, caseDetails(model, l));
  results(ctx);
  sections(ctx);
  drawClosing(doc, l, { signer: model.clinician, date: caseDate(model) });
  drawPageFurniture(doc, l, {
    locale,
    demonstration: model.demonstration,
    source: [model.institution.name, title, model.child.code].join(' · '),
    runningHead: `${model.child.name} · ${title}`,
    runningCode: model.child.code,
    generatedAt: model.generatedAt,
    timeZone: model.timeZone,
  });
  return finish();
}

const WITH_AGE = [0.25, 0.1, 0.12, 0.14, 0.11, 0.14];
const WITHOUT_AGE = [0.33, 0.11, 0.13, 0.16, 0.13];

function results({ doc, model, l }: Ctx): void {
  const first = model.reports[0];
  sectionTitle(doc, l.sectionResults, first ? 60 : 14);
  if (!first) {
    drawNone(doc, l);
    return;
  }
  model.reports.forEach((report) => {
    const table = boundReportTable(report, l);
    const widths = table.withAge ? WITH_AGE : WITHOUT_AGE;
    const columns: ScoreColumn[] = table.titles.map((title, i) => ({ title, width: widths[i] ?? 0.1, align: i === 0 ? 'left' : 'center' }));
    const heading = (keepWith: number) => {
      const nameStyle = { size: 10.5, bold: true };
      const metaStyle = { size: 8.5, color: COLOR.muted };
      const meta = boundReportMeta(report, l);
      const height = textHeight(doc, report.toolName, nameStyle, CONTENT_WIDTH) + textHeight(doc, meta, metaStyle, CONTENT_WIDTH) + 8;
      const top = ensureSpace(doc, height + keepWith) + 2;
      let y = top + drawText(doc, report.toolName, LEFT, top, nameStyle, { width: CONTENT_WIDTH });
      y += drawText(doc, meta, LEFT, y + 1, metaStyle, { width: CONTENT_WIDTH });
      doc.y = y + 5;
    };
    if (report.rows.length === 0) {
      heading(14);
      drawNone(doc, l);
    } else {
      drawScoreTable(doc, {
        locale: model.locale,
        columns,
        lightTitle: l.colLight,
        lightWidth: 0.14,
        rows: report.rows.map((row, r) => ({ cells: table.rows[r] ?? [], light: row.light })),
        boldColumns: [0, 2],
        heading,
      });
    }
    doc.y += 10;
  });
  drawNote(doc, `${l.resultsNote} ${l.summaryNote}`, -4);
}

function sections({ doc, model, l }: Ctx): void {
  model.sections.forEach((section, s) => {
    const lastSection = s === model.sections.length - 1;
    const blocks = section.blocks.filter((b) => b.text.trim() !== '' || b.label);
    const firstText = paragraphs(blocks[0]?.text ?? '')[0];
    sectionTitle(doc, section.title, paragraphHeight(doc, firstText) + (blocks[0]?.label ? 18 : 0));
    if (blocks.length === 0) {
      drawNone(doc, l);
      return;
    }
    blocks.forEach((block, b) => drawBlock(doc, l, block, lastSection && b === blocks.length - 1));
    doc.y += 4;
  });
}

function drawBlock(doc: Doc, l: Labels, block: CaseBlock, keepWithClosing: boolean): void {
  const parts = paragraphs(block.text);
  if (block.label) {
    const labelStyle = { size: 10, bold: true, color: COLOR.primary };
    const h = textHeight(doc, block.label, labelStyle, CONTENT_WIDTH);
    const top = ensureSpace(doc, h + paragraphHeight(doc, parts[0], 30));
    doc.y = top + drawText(doc, block.label, LEFT, top, labelStyle, { width: CONTENT_WIDTH }) + 2;
  }
  if (parts.length === 0) drawNone(doc, l);
  else drawParagraphs(doc, parts, keepWithClosing);
  doc.y += 2;
}
