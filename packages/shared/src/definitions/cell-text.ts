/**
 * Cell values as text: how null, lists and objects read, a LOV value's label, a status label and a
 * `{zh, en}` text. The portal's table cells and the server's export both read values through here,
 * so a spreadsheet says what the screen says.
 */
import type { Locale } from '../errors';
import { getPath } from '../rules/conditions';
import { fillTemplate } from '../rules/template';
import type { ColumnNode } from './columns';
import type { FormInput } from './form';
import type { LovEntry } from './lov';

export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `{field}` placeholders filled from the row; missing fields read as ''. */
export function templateText(template: string, row: unknown): string {
  return cellText(fillTemplate(template, row));
}

/** The value at a dataIndex: a dotted path, or a list of path parts. */
export function valueAt(row: unknown, dataIndex: string | string[] | undefined): unknown {
  if (dataIndex === undefined) return undefined;
  return getPath(row, Array.isArray(dataIndex) ? dataIndex.join('.') : dataIndex);
}

/** A comma list or an array as trimmed, non-empty parts. */
export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => cellText(v).trim()).filter(Boolean);
  if (value === undefined || value === null) return [];
  return String(value)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function columnTitle(column: Pick<ColumnNode, 'title' | 'titleEn'>, locale: Locale): string {
  return locale === 'en' ? column.titleEn?.trim() || column.title : column.title;
}

/**
 * The menu a column needs, or null: `extra.menuId` names it; `extra.menuId: true` means the
 * column's own key.
 */
export function columnMenu(column: Pick<ColumnNode, 'key' | 'extra'>): string | null {
  const menuId = column.extra?.menuId;
  if (typeof menuId === 'string' && menuId.trim()) return menuId.trim();
  if (menuId === true) return column.key;
  return null;
}

export function rendererName(column: Pick<ColumnNode, 'renderName' | 'templateString'>): string {
  return column.renderName?.trim() || (column.templateString ? 'template' : 'text');
}

type LovKeys = Pick<FormInput, 'lov_value_name' | 'lov_content_name' | 'lov_description_name' | 'lov_content_format'>;

function text(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
}

/** The label in the current language: `<key>En` for English when present, else `<key>`. */
export function lovLabel(record: Record<string, unknown>, input: LovKeys, locale: Locale): string {
  const key = input.lov_content_name || 'content';
  const plain = text(record[key]);
  const english = text(record[`${key}En`]);
  const content = (locale === 'en' ? (english ?? plain) : (plain ?? english)) ?? text(record[input.lov_value_name || 'value']) ?? '';
  if (!input.lov_content_format) return content;
  const description = text(record[input.lov_description_name || 'description']) ?? '';
  return String(fillTemplate(input.lov_content_format, { ...record, content, [key]: content, description }, (t) => t) ?? '');
}

function findEntry(entries: readonly LovEntry[], value: string): LovEntry | undefined {
  for (const entry of entries) {
    if (String(entry.value) === value) return entry;
    const inChild = entry.children && findEntry(entry.children, value);
    if (inChild) return inChild;
  }
  return undefined;
}

/** Content of the entry for each value (a comma list or a multi-select gives several, joined), else the value itself. */
export function lovText(value: unknown, entries: readonly LovEntry[] | undefined, locale: Locale): string {
  const values = listOf(value);
  if (values.length === 0) return '';
  return values
    .map((v) => {
      const entry = findEntry(entries ?? [], v);
      return entry ? lovLabel(entry as unknown as Record<string, unknown>, {}, locale) : v;
    })
    .join(locale === 'en' ? ', ' : '、');
}

/** A status cell's text: the column's LOV, else `extra.labels[value]` (text or `{zh, en}`), else the value. */
export function statusText(value: unknown, column: Pick<ColumnNode, 'lovName' | 'extra'>, entries: readonly LovEntry[] | undefined, locale: Locale): string {
  const raw = cellText(value);
  if (!raw) return '';
  if (column.lovName) return lovText(raw, entries, locale);
  const label = ((column.extra?.labels ?? {}) as Record<string, unknown>)[raw];
  if (label && typeof label === 'object') return cellText((label as Record<string, unknown>)[locale] ?? (label as Record<string, unknown>).zh);
  return label !== undefined ? cellText(label) : raw;
}

/** A `{ zh, en }` text (course content) in the current language, `zh` when `en` is missing; plain text as is. */
export function localizedCellText(value: unknown, locale: Locale): string {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const texts = value as Record<string, unknown>;
    return cellText(texts[locale] ?? texts.zh);
  }
  return cellText(value);
}
