/**
 * Column definition tree → antd columns: titles by language, width, grouped
 * headers from children, `extra.fixed`/`extra.align`, and only the columns whose permission menu
 * the user holds. Cells are looked up in the renderer registry by renderName; a column with a
 * templateString and no renderName uses 'template', any other plain column 'text'.
 */
import { columnMenu, columnTitle, matchesConditionSet, rendererName, type ColumnNode, type ConditionSet, type Locale, type MenuNode } from '@portal/shared';
import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { hasMenu } from '../identity/permissions';
import { cellRegistry as defaultRegistry } from './cells/index';
import { UnknownCell } from './cells/UnknownCell';
import { valueAt } from './cells/values';
import type { CellRegistry } from './registry';
import type { Row } from './types';

// Shared with the server's export: the same titles, and the same columns hidden without their menu.
export { columnMenu, columnTitle, rendererName };

/** The tree without the columns the user may not see; a group left with no children goes too. */
export function visibleColumns(columns: readonly ColumnNode[], menuList: readonly MenuNode[]): ColumnNode[] {
  const out: ColumnNode[] = [];
  for (const column of columns) {
    const menu = columnMenu(column);
    if (menu && !hasMenu(menuList, menu)) continue;
    if (column.children && column.children.length > 0) {
      const children = visibleColumns(column.children, menuList);
      if (children.length > 0) out.push({ ...column, children });
      continue;
    }
    out.push(column);
  }
  return out;
}

/** Every LOV a tree's cells show (for one lov/multiple call before the rows arrive). */
export function columnLovNames(columns: readonly ColumnNode[]): string[] {
  const names = new Set<string>();
  const visit = (nodes: readonly ColumnNode[]) => {
    for (const node of nodes) {
      if (node.lovName) names.add(node.lovName);
      if (node.children) visit(node.children);
    }
  };
  visit(columns);
  return [...names];
}

const FIXED = new Set(['left', 'right']);
const ALIGN = new Set(['left', 'right', 'center']);

export interface BuildColumnsOptions {
  locale: Locale;
  menuList: readonly MenuNode[];
  registry?: CellRegistry;
}

export function buildColumns(columns: readonly ColumnNode[], options: BuildColumnsOptions): TableColumnsType<Row> {
  const registry = options.registry ?? defaultRegistry;
  const map = (nodes: readonly ColumnNode[]): TableColumnsType<Row> =>
    nodes.map((column) => {
      const extra = column.extra ?? {};
      const base = {
        key: column.key,
        title: columnTitle(column, options.locale),
        ...(column.width !== undefined ? { width: column.width } : {}),
        ...(typeof extra.fixed === 'string' && FIXED.has(extra.fixed) ? { fixed: extra.fixed as 'left' | 'right' } : {}),
        ...(typeof extra.align === 'string' && ALIGN.has(extra.align) ? { align: extra.align as 'left' | 'right' | 'center' } : {}),
        onHeaderCell: () => ({ 'data-testid': `table-header-${column.key}` }) as HTMLAttributes<HTMLElement>,
      };
      if (column.children && column.children.length > 0) return { ...base, children: map(column.children) };
      const name = rendererName(column);
      const renderer = registry.get(name);
      return {
        ...base,
        dataIndex: column.dataIndex,
        render: (_: unknown, row: Row) => {
          // `extra.showWhen`: a condition set on the row; the cell stays empty when it fails
          // (e.g. report buttons only for ended tests).
          if (extra.showWhen && !matchesConditionSet(row, extra.showWhen as ConditionSet)) return null;
          if (!renderer) return <UnknownCell name={name} />;
          const Cell = renderer.Component;
          return <Cell value={valueAt(row, column.dataIndex)} row={row} column={column} />;
        },
      };
    });
  return map(visibleColumns(columns, options.menuList));
}
