/** How an item report's parts read, shared by its PDF and HTML renderers. */
import { childDetails, formatGeneratedAt, labelsFor } from './format';
import type { ItemReportModel } from './item-model';
import type { Labels } from './labels';

/** The report's date: the day it was generated, in its time zone. */
export function itemReportDate(model: ItemReportModel): string {
  return formatGeneratedAt(model.generatedAt, model.timeZone).slice(0, 10);
}

export function itemSubtitle(model: ItemReportModel, l: Labels): string {
  const version = model.reportVersion ? [`${l.reportVersion} ${model.reportVersion}`] : [];
  return [model.toolName, ...version, itemReportDate(model)].join(' · ');
}

export function itemDetails(model: ItemReportModel, l: Labels): [string, string][][] {
  const { child } = model;
  return [
    childDetails(child, l),
    [
      [l.testCode, model.test.code],
      [l.testDate, model.test.date],
      [l.clinician, model.clinician],
      [l.institution, model.institution.name],
    ],
  ];
}

/** The summary pairs as a details panel of two columns. */
export function summaryColumns(model: ItemReportModel): [string, string][][] {
  const half = Math.ceil(model.summary.length / 2);
  return [model.summary.slice(0, half), model.summary.slice(half)].filter((column) => column.length > 0);
}

/** Every text the item report prints (to look for glyphs the font lacks, and in tests). */
export function itemPrintedText(model: ItemReportModel): string {
  const l = labelsFor(model.locale);
  return [
    model.institution.name,
    model.title,
    itemSubtitle(model, l),
    ...itemDetails(model, l).flat(2),
    model.summaryTitle,
    ...model.summary.flat(),
    model.conclusion ?? '',
    model.itemsTitle,
    ...model.columns.map((c) => c.title),
    ...model.rows.flat(),
    model.itemsNote ?? '',
    ...model.sections.flatMap((s) => [s.title, ...s.blocks.flatMap((b) => [b.label ?? '', b.text])]),
  ].join('\n');
}
