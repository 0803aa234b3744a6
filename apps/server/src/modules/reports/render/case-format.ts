/** How a case report's values read, shared by its PDF and HTML renderers. */
import type { CaseBoundReport, CaseReportModel } from './case-model';
import { childDetails, formatCi, formatGeneratedAt, formatNumber, formatPercentile, labelsFor } from './format';
import type { Labels } from './labels';

export function caseTitle(model: CaseReportModel, l: Labels = labelsFor(model.locale)): string {
  return model.kind === 'summary' ? l.summaryTitle : l.caseTitle;
}

export function caseKindLabel(model: CaseReportModel, l: Labels = labelsFor(model.locale)): string {
  return { v1: l.caseKindV1, v2: l.caseKindV2, summary: l.caseKindSummary }[model.kind];
}

/** The report's date: the day it was generated, in its time zone. */
export function caseDate(model: CaseReportModel): string {
  return formatGeneratedAt(model.generatedAt, model.timeZone).slice(0, 10);
}

export function caseDetails(model: CaseReportModel, l: Labels): [string, string][][] {
  const { child } = model;
  return [
    childDetails(child, l),
    [
      [l.childCode, child.code],
      [l.clinician, model.clinician],
      [l.caseDate, caseDate(model)],
      [l.institution, model.institution.name],
    ],
  ];
}

/** The one line under a bound report's tool name (which already says the tool: its type code is never printed). */
export function boundReportMeta(report: CaseBoundReport, l: Labels): string {
  const version = report.reportVersion ? [`${l.reportVersion} ${report.reportVersion}`] : [];
  return [...version, `${l.testCode} ${report.testCode}`, `${l.testedAt} ${report.testedAt}`].join(' · ');
}

/** A bound report's table: the age-equivalent column only when one of its rows has one. */
export function boundReportTable(report: CaseBoundReport, l: Labels): { titles: string[]; withAge: boolean; rows: string[][] } {
  const withAge = report.rows.some((row) => row.ageEquivalent !== undefined && row.ageEquivalent !== '');
  const titles = [l.colComposite, l.colRaw, l.colStandard, l.colCi, l.colPercentile, ...(withAge ? [l.colAgeEquivalent] : [])];
  const rows = report.rows.map((row) => [
    row.name,
    formatNumber(row.raw),
    formatNumber(row.standard),
    formatCi([row.ciLow, row.ciHigh]),
    formatPercentile(row.percentile),
    ...(withAge ? [row.ageEquivalent ?? ''] : []),
  ]);
  return { titles, withAge, rows };
}

/** Every text the case report prints (to look for glyphs the font lacks). */
export function casePrintedText(model: CaseReportModel): string {
  const l = labelsFor(model.locale);
  return [
    ...Object.values(l),
    model.institution.name,
    model.clinician,
    ...caseDetails(model, l).flat(2),
    ...model.sections.flatMap((s) => [s.title, ...s.blocks.flatMap((b) => [b.label ?? '', b.text])]),
    ...model.reports.flatMap((r) => [r.toolName, boundReportMeta(r, l), ...boundReportTable(r, l).rows.flat()]),
  ].join('\n');
}
