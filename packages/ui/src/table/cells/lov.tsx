/** Cells that show a LOV entry's content for the value: lov, and status tags coloured by extra.colors. */
import type { Locale, LovEntry } from '@portal/shared';
import { Tag } from 'antd';
import { buildLovOptions, findLovOption } from '../../form/lovOptions';
import { useTableLov, useTableRuntime } from '../runtime';
import type { CellProps } from '../types';
import { cellText, extraOf, listOf } from './values';

/** Content of the entry for each value (a comma list gives several), else the value itself. */
export function lovText(value: unknown, entries: readonly LovEntry[] | undefined, locale: Locale): string {
  const values = listOf(value);
  if (values.length === 0) return '';
  const options = buildLovOptions(entries ?? [], {}, locale);
  return values.map((v) => findLovOption(options, v)?.label ?? v).join(locale === 'en' ? ', ' : '、');
}

/** `extra.itemKey`: the value is a list of records and this field of each is the LOV value (a student's lock_list). */
export function LovCell({ value, column }: CellProps) {
  const { locale } = useTableRuntime();
  const entries = useTableLov(column.lovName);
  const itemKey = extraOf(column).itemKey;
  const values = typeof itemKey === 'string' && Array.isArray(value) ? value.map((item: unknown) => (item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[itemKey] : item)) : value;
  return <>{lovText(values, entries, locale)}</>;
}

/** A tag coloured by `extra.colors[value]`; its text from the column's LOV, else `extra.labels`, else the value. */
export function StatusCell({ value, column }: CellProps) {
  const { locale } = useTableRuntime();
  const entries = useTableLov(column.lovName);
  const raw = cellText(value);
  if (!raw) return null;
  const extra = extraOf(column);
  const colors = (extra.colors ?? {}) as Record<string, unknown>;
  const labels = (extra.labels ?? {}) as Record<string, unknown>;
  const label = labels[raw];
  const labelText = label && typeof label === 'object' ? cellText((label as Record<string, unknown>)[locale] ?? (label as Record<string, unknown>).zh) : label !== undefined ? cellText(label) : undefined;
  const text = column.lovName ? lovText(raw, entries, locale) : (labelText ?? raw);
  const color = typeof colors[raw] === 'string' ? (colors[raw] as string) : undefined;
  return (
    <Tag color={color} data-testid={`cell-status-${column.key}`}>
      {text}
    </Tag>
  );
}
