/** Types shared by the column renderer, the cell renderers and the table page. */
import type { ColumnNode, Locale, MenuNode } from '@portal/shared';
import type { ComponentType } from 'react';
import type { MenuAction } from '../actions/menuActions';
import type { OpenDialogRequest } from '../flow/types';
import type { FormIdentity } from '../form/types';
import type { LovCache } from '../form/lovCache';

export type Row = Record<string, unknown>;

/** What a cell asks the page to do: a row action, or a renderer's own event (a report version). */
export type CellEvent =
  | { type: 'view' | 'edit' | 'delete'; row: Row }
  | { type: 'report'; row: Row; version: string | undefined; reload: boolean };

export interface CellProps {
  /** The value at the column's dataIndex. */
  value: unknown;
  row: Row;
  column: ColumnNode;
}

export interface CellRenderer {
  Component: ComponentType<CellProps>;
}

/** Everything cells need from around them; the page provides it, tests build one directly. */
export interface TableRuntime {
  locale: Locale;
  lovCache: LovCache;
  identity: FormIdentity | null;
  menuList: readonly MenuNode[];
  /** Ages are computed against this day (tests fix it). */
  today: () => Date;
  /** Row actions the page supports; an operations column shows only these. */
  actions: ReadonlySet<'view' | 'edit' | 'delete'>;
  /** Resolves when the page has handled the event (the delete confirmation waits for it). */
  emit?: (event: CellEvent) => Promise<void> | void;
  /** Opens a modal or drawer through the dialog layer (absent outside a DialogProvider). */
  openDialog?: (request: OpenDialogRequest) => Promise<unknown>;
  /** Menu actions shown on each row (placement 'row' or 'both'); the operations cell lists them after its own. */
  rowMenuActions?: readonly MenuAction[];
  /** Runs a menu action with `row` as its rows (g.rows). */
  runAction?: (action: MenuAction, row: Row) => void;
}
