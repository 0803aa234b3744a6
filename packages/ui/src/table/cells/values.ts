/** Turning cell values into text: the one place that decides how null, lists and objects read. */
import { DATE_FORMAT, fillTemplate, getPath } from '@portal/shared';
import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = `${DATE_FORMAT} HH:mm:ss`;

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

export function formatDate(value: unknown, format: string): string {
  if (value === undefined || value === null || value === '') return '';
  const parsed = dayjs(value as string | number | Date);
  return parsed.isValid() ? parsed.format(format) : cellText(value);
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

export function extraOf(column: { extra?: Record<string, unknown> | undefined }): Record<string, unknown> {
  return column.extra ?? {};
}
