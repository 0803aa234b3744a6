/**
 * The item report as PDF, with the parts, fonts and look of the other reports (pdf-parts.ts):
 * header, child and test details, the summary panel and its conclusion, the items table (its
 * head repeated on each page), the text sections, the signature block and the page furniture.
 */
import { labelsFor, paragraphs } from './format';
import { itemDetails, itemReportDate, itemSubtitle, summaryColumns } from './item-format';
import { ItemReportModelSchema, type ItemReportModel } from './item-model';
import { COLOR, CONTENT_WIDTH, drawText, ensureSpace, LEFT, sectionTitle, textHeight } from './layout';
import { drawClosing, drawDetails, drawHeader, drawNone, drawNote, drawPageFurniture, drawParagraphs, drawScoreTable, openDocument, paragraphHeight } from './pdf-parts';

export async function renderItemPdf(input: ItemReportModel): Promise<Buffer> {
  const model = ItemReportModelSchema.parse(input);
  const { locale } = model;
  const l = labelsFor(locale);
  const { doc, finish } = openDocument({ locale, title: `${model.title} · ${model.child.name}`, author: model.institution.name, subject: model.toolName, createdAt: model.generatedAt });
  drawHeader(doc, l, {
    institution: model.institution.name,
    tag: `${l.testCode} ${model.test.code}`,
    title: model.title,
    subtitle: itemSubtitle(model, l),
    demonstration: model.demonstration,
  });
  sectionTitle(doc, l.sectionDetails, 90);
  drawDetails(doc, itemDetails(model, l));

  sectionTitle(doc, model.summaryTitle, 60);
  const summary = summaryColumns(model);
  if (summary.length > 0) drawDetails(doc, summary);
  if (model.conclusion) {
    const style = { size: 11, bold: true, color: COLOR.primary };
    const top = ensureSpace(doc, textHeight(doc, model.conclusion, style, CONTENT_WIDTH) + 8) + 4;
    doc.y = top + drawText(doc, model.conclusion, LEFT, top, style, { width: CONTENT_WIDTH }) + 4;
  }

  if (model.rows.length === 0) {
    sectionTitle(doc, model.itemsTitle, 14);
    drawNone(doc, l);
  } else {
    drawScoreTable(doc, {
      locale,
      columns: model.columns,
      rows: model.rows.map((cells) => ({ cells })),
      boldColumns: [1],
      heading: (keepWith) => sectionTitle(doc, model.itemsTitle, keepWith),
    });
  }
  if (model.itemsNote) drawNote(doc, model.itemsNote);

  model.sections.forEach((section, s) => {
    const last = s === model.sections.length - 1;
    const blocks = section.blocks.filter((b) => b.text.trim() !== '');
    sectionTitle(doc, section.title, paragraphHeight(doc, paragraphs(blocks[0]?.text ?? '')[0]));
    if (blocks.length === 0) drawNone(doc, l);
    blocks.forEach((block, b) => drawParagraphs(doc, paragraphs(block.text), last && b === blocks.length - 1));
  });

  drawClosing(doc, l, { signer: model.clinician, date: itemReportDate(model) });
  drawPageFurniture(doc, l, {
    locale,
    demonstration: model.demonstration,
    source: [model.institution.name, model.toolName, model.test.code].join(' · '),
    runningHead: `${model.child.name} · ${model.title}`,
    runningCode: model.test.code,
    generatedAt: model.generatedAt,
    timeZone: model.timeZone,
  });
  return finish();
}
