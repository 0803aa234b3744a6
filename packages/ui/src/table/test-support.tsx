/// <reference types="node" />
/** Renders cells to HTML in node with a table runtime the test controls. */
import type { ColumnNode, LovEntry, MenuNode } from '@portal/shared';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createLovCache, type LovCache } from '../form/lovCache';
import { builtInCells } from './cells/index';
import { TableRuntimeContext } from './runtime';
import type { Row, TableRuntime } from './types';

export const identity = { institutionId: 'inst-1', roleId: 'role-1' };
export const TODAY = new Date(2024, 5, 15);

export async function cacheWith(lovs: Record<string, LovEntry[]>): Promise<LovCache> {
  const cache = createLovCache();
  await cache.load(identity, Object.keys(lovs), async () => lovs);
  return cache;
}

export function menu(menuId: string): MenuNode {
  return { menuId, name: menuId, nameEn: menuId, type: 'permission', icon: '', url: '', sort: 0, parentId: null, operate: null };
}

export function runtime(overrides: Partial<TableRuntime> = {}): TableRuntime {
  return { locale: 'zh', lovCache: createLovCache(), identity, menuList: [], today: () => TODAY, actions: new Set(['view', 'edit', 'delete']), ...overrides };
}

export function withRuntime(node: ReactNode, rt: TableRuntime = runtime()): string {
  return renderToString(<TableRuntimeContext.Provider value={rt}>{node}</TableRuntimeContext.Provider>);
}

export function col(key: string, extra: Partial<ColumnNode> = {}): ColumnNode {
  return { _id: key.padEnd(32, '0').slice(0, 32), key, title: `中${key}`, titleEn: `En ${key}`, dataIndex: key, ...extra };
}

/** One built-in cell for `row[column.dataIndex]`, rendered to HTML. */
export function renderCell(name: string, column: ColumnNode, row: Row, rt?: TableRuntime): string {
  const renderer = builtInCells[name];
  if (!renderer) throw new Error(`no built-in cell ${name}`);
  const Cell = renderer.Component;
  const value = typeof column.dataIndex === 'string' ? row[column.dataIndex] : undefined;
  return withRuntime(<Cell value={value} row={row} column={column} />, rt);
}
