/** Cells that show a LOV entry's content for the value: lov, and status tags coloured by extra.colors. */
import { lovText, statusText } from '@portal/shared';
import { Tag } from 'antd';
import { useTableLov, useTableRuntime } from '../runtime';
import type { CellProps } from '../types';
import { cellText, extraOf } from './values';

export { lovText };

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
  const colors = (extraOf(column).colors ?? {}) as Record<string, unknown>;
  const text = statusText(raw, column, entries, locale);
  const color = typeof colors[raw] === 'string' ? (colors[raw] as string) : undefined;
  return (
    <Tag color={color} data-testid={`cell-status-${column.key}`}>
      {text}
    </Tag>
  );
}
