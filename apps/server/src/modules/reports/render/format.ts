/** How values read on the page, shared by the PDF and the HTML renderers. */
import { DEFAULT_INSTITUTION_TIME_ZONE } from '@portal/shared';
import { REPORT_LABELS, type Labels } from './labels';
import type { Light, LocalizedText, ReportComposite, ReportLocale, ReportModel } from './model';

export function labelsFor(locale: ReportLocale): Labels {
  return REPORT_LABELS[locale];
}

/** The child's column of a report's details panel, the same on every kind of report. */
export function childDetails(child: { name: string; gender: 'male' | 'female'; birthDate: string; ageAtTest: string }, l: Labels): [string, string][] {
  return [
    [l.childName, child.name],
    [l.gender, child.gender === 'male' ? l.male : l.female],
    [l.birthDate, child.birthDate],
    [l.ageAtTest, child.ageAtTest],
  ];
}

export function pick(text: LocalizedText, locale: ReportLocale): string {
  return text[locale];
}

/** The tool type as a reader knows it (its list-of-values label); the bare code only when no label came with the model. */
export function toolLabel(model: Pick<ReportModel, 'tool' | 'locale'>): string {
  return model.tool.label ? pick(model.tool.label, model.locale) : model.tool.type;
}

export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export function formatCi([low, high]: readonly [number, number]): string {
  return `${formatNumber(low)}–${formatNumber(high)}`;
}

export function formatPercentile(percentile: ReportComposite['percentile']): string {
  return typeof percentile === 'number' ? formatNumber(percentile) : percentile;
}

/** 红灯 / Red, and the longer 红灯 · 需关注 / Red · needs attention: never colour alone. */
export function lightLabel(light: Light, locale: ReportLocale, long = false): string {
  const l = labelsFor(locale);
  const name = light === 'red' ? l.lightRed : l.lightGreen;
  if (!long) return name;
  return `${name} · ${light === 'red' ? l.lightRedMeaning : l.lightGreenMeaning}`;
}

/** YYYY-MM-DD HH:mm in the report's time zone. */
export function formatGeneratedAt(iso: string, timeZone = DEFAULT_INSTITUTION_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** Paragraphs of free text: a line break starts a new one, blank lines are dropped. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Every text the report prints for `model` (to look for glyphs the font lacks). */
export function printedText(model: ReportModel): string {
  const { locale } = model;
  const texts = [
    ...Object.values(labelsFor(locale)),
    model.institution.name[locale],
    model.tool.name[locale],
    toolLabel(model),
    model.reportVersion,
    model.child.name,
    model.child.ageAtTest,
    model.test.code,
    model.test.clinician,
    ...model.composites.flatMap((c) => [c.name[locale], c.ageEquivalent]),
    ...model.zones.flatMap((z) => [z.name[locale], z.description[locale]]),
    model.curve.seriesName[locale],
    model.developmentalAge.age[locale],
    model.developmentalAge.summary[locale],
    ...model.interventionTargets.map((t) => t[locale]),
    model.clinicianComments,
  ];
  return texts.join('\n');
}
