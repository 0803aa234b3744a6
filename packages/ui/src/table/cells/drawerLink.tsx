/**
 * A link that opens a drawer through the dialog layer: `extra.component` (a registered dialog
 * component; default the row details), `extra.props` with `{field}` placeholders from the row,
 * `extra.title` (text or `{ zh, en }`, `{field}` filled), `extra.key` (default the component and
 * the row id, so the same row cannot be opened twice), `extra.width` (default 95%).
 */
import { fillTemplate, type Locale } from '@portal/shared';
import { Typography } from 'antd';
import { ROW_DETAILS_DIALOG } from '../../dialogs/components';
import { useTableRuntime } from '../runtime';
import type { CellProps, Row } from '../types';
import { cellText, extraOf, templateText } from './values';

/** `extra.title`: one text or `{ zh, en }`, either with `{field}` placeholders; else the link's text. */
export function drawerTitle(raw: unknown, row: Row, locale: Locale, fallback: string): string {
  const local = raw && typeof raw === 'object' ? cellText((raw as Record<string, unknown>)[locale] ?? (raw as Record<string, unknown>).zh) : raw;
  return typeof local === 'string' && local ? templateText(local, row) : fallback;
}

export function DrawerLinkCell({ value, row, column }: CellProps) {
  const { openDialog, locale } = useTableRuntime();
  const extra = extraOf(column);
  const text = column.templateString ? templateText(column.templateString, row) : cellText(value);
  if (!text) return null;
  if (!openDialog) return <>{text}</>;
  const component = typeof extra.component === 'string' ? extra.component : ROW_DETAILS_DIALOG;
  const props = (fillTemplate(extra.props ?? {}, row) ?? {}) as Record<string, unknown>;
  const title = drawerTitle(extra.title, row, locale, text);
  const key = typeof extra.key === 'string' ? templateText(extra.key, row) : `${component}:${cellText(row._id ?? text)}`;
  const width = typeof extra.width === 'number' || typeof extra.width === 'string' ? extra.width : undefined;
  const open = () => void openDialog({ kind: 'drawer', component, props: { ...props, title }, data: row, key, ...(width !== undefined ? { width } : {}) });
  return (
    <Typography.Link onClick={open} data-testid={`cell-drawer-${column.key}`}>
      {text}
    </Typography.Link>
  );
}
