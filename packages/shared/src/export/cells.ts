/**
 * What a configured column becomes in a spreadsheet: one titled column per leaf of the column tree
 * the user may see (a grouped header's title goes before its children's: 'Phone / Parent'), and
 * each cell as the text the table shows (labels for lists of values, dates in the institution's
 * time zone, ages, templates). Controls (operations, QR codes, report buttons, pictures) are not data
 * and are left out.
 */
import { formatAge } from '../rules/age';
import { matchesConditionSet } from '../rules/conditions';
import type { ConditionSet } from '../definitions/conditions';
import type { Locale } from '../errors';
import { institutionDateTime, institutionDay } from '../time-zone';
import { cellText, columnMenu, columnTitle, listOf, localizedCellText, lovText, rendererName, statusText, templateText, valueAt } from '../definitions/cell-text';
import type { ColumnNode } from '../definitions/columns';
import type { LovEntry } from '../definitions/lov';

/** Renderers that draw controls rather than show a value. */
export const NOT_EXPORTED_RENDERERS: ReadonlySet<string> = new Set(['operations', 'qrcode', 'reportVersion', 'image']);

export interface ExportColumn {
  key: string;
  title: string;
  column: ColumnNode;
}

/** The leaves the user sees (`holds` says which column menus the role holds), titled in `locale`. */
export function exportColumns(tree: readonly ColumnNode[], holds: (menuId: string) => boolean, locale: Locale, parents: string[] = []): ExportColumn[] {
  const out: ExportColumn[] = [];
  for (const column of tree) {
    const menu = columnMenu(column);
    if (menu && !holds(menu)) continue;
    const title = columnTitle(column, locale);
    if (column.children && column.children.length > 0) {
      out.push(...exportColumns(column.children, holds, locale, [...parents, title]));
      continue;
    }
    if (NOT_EXPORTED_RENDERERS.has(rendererName(column))) continue;
    out.push({ key: column.key, title: [...parents, title].join(' / '), column });
  }
  return out;
}

/** Every column menu a tree names (to ask the role once for each). */
export function columnMenus(tree: readonly ColumnNode[]): string[] {
  const out = new Set<string>();
  const visit = (nodes: readonly ColumnNode[]) => {
    for (const node of nodes) {
      const menu = columnMenu(node);
      if (menu) out.add(menu);
      if (node.children) visit(node.children);
    }
  };
  visit(tree);
  return [...out];
}

export interface CellEnvironment {
  locale: Locale;
  timeZone: string;
  /** The institution's today (ages). */
  today: string;
  lovs: ReadonlyMap<string, readonly LovEntry[]>;
  /** Ages by birthday, filled as rows go: thousands of children share a birthday. */
  ages?: Map<string, string>;
}

function ageText(value: string, env: CellEnvironment): string {
  const known = env.ages?.get(value);
  if (known !== undefined) return known;
  const age = formatAge(value, env.today, env.locale);
  env.ages?.set(value, age);
  return age;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day stays as written; an instant becomes the institution's day or wall-clock time. */
function dateText(value: unknown, timeZone: string, withTime: boolean): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string' && DAY.test(value)) return value;
  const at = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
  if (Number.isNaN(at.getTime())) return cellText(value);
  return withTime ? institutionDateTime(at, timeZone) : institutionDay(at, timeZone);
}

export function exportCellText(column: ColumnNode, row: Record<string, unknown>, env: CellEnvironment): string {
  const extra = column.extra ?? {};
  if (extra.showWhen && !matchesConditionSet(row, extra.showWhen as ConditionSet)) return '';
  const value = valueAt(row, column.dataIndex);
  const entries = column.lovName ? env.lovs.get(column.lovName) : undefined;
  switch (rendererName(column)) {
    case 'lov': {
      const itemKey = extra.itemKey;
      const values = typeof itemKey === 'string' && Array.isArray(value) ? value.map((item: unknown) => (item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[itemKey] : item)) : value;
      return lovText(values, entries, env.locale);
    }
    case 'status':
      return statusText(value, column, entries, env.locale);
    case 'date':
      return dateText(value, env.timeZone, false);
    case 'dateTime':
      return dateText(value, env.timeZone, true);
    case 'age':
      return typeof value === 'string' ? ageText(value, env) : value instanceof Date ? formatAge(value, env.today, env.locale) : '';
    case 'localized':
      return localizedCellText(value, env.locale);
    case 'template':
    case 'drawerLink':
      return column.templateString ? templateText(column.templateString, row) : cellText(value);
    default:
      // text, popoverText (the whole text), stayDays (the number) and renderers added later: the
      // value as the text cell shows it; a multi-select with a list of values reads as its labels.
      return entries ? lovText(value, entries, env.locale) : Array.isArray(value) ? listOf(value).join(', ') : cellText(value);
  }
}
