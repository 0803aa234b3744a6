/**
 * Ages as a clinician reads them ('2 岁 6 个月', '15 岁', '0–3 岁') and the reason a child
 * cannot take a tool ('年龄 15 岁，超出本工具 0–3 岁范围').
 */
import type { AgeSpan, ToolAgeFit } from '@portal/shared';
import type { TFunction } from 'i18next';

/** Months under a year; whole years from six on (a school child's months do not matter here). */
export function ageText(months: number, t: TFunction): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const monthsText = t(rest === 1 ? 'children.age.month' : 'children.age.months', { n: rest });
  if (years === 0) return monthsText;
  const yearsText = t(years === 1 ? 'children.age.year' : 'children.age.years', { n: years });
  return rest === 0 || years >= 6 ? yearsText : t('children.age.yearsMonths', { years: yearsText, months: monthsText });
}

/** A tool's span: '0–3 岁' when both ends are whole years (the upper one through its last month). */
export function spanText(span: AgeSpan, t: TFunction): string {
  const top = span.maxMonths % 12 === 11 ? span.maxMonths - 11 : span.maxMonths;
  if (span.minMonths % 12 === 0 && top % 12 === 0) return t('children.age.span', { from: span.minMonths / 12, to: top / 12 });
  return t('children.age.spanMixed', { from: ageText(span.minMonths, t), to: ageText(top, t) });
}

/** Why a child does not fit the tool, or null when it does. */
export function outOfRangeReason(fit: ToolAgeFit, t: TFunction): string | null {
  if (fit.fits) return null;
  if (fit.ageMonths === null) return t('children.picker.unknownAge');
  return t('children.picker.outOfRange', { age: ageText(fit.ageMonths, t), range: spanText(fit.span, t) });
}
