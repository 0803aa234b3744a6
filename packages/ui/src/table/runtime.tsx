/** The table runtime travels by context so that cells rendered by antd's Table can reach it. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LovEntry } from '@portal/shared';
import { hasMenu } from '../identity/permissions';
import type { TableRuntime } from './types';

export const TableRuntimeContext = createContext<TableRuntime | null>(null);

export function useTableRuntime(): TableRuntime {
  const runtime = useContext(TableRuntimeContext);
  if (!runtime) throw new Error('Table cells render inside a TableRuntimeContext');
  return runtime;
}

/** Entries of one list from the form module's LOV cache, re-rendering when the cache fills. */
export function useTableLov(lovName: string | undefined): LovEntry[] | undefined {
  const { lovCache, identity } = useTableRuntime();
  useSyncExternalStore(lovCache.subscribe, lovCache.version, lovCache.version);
  return lovName ? lovCache.peek(identity, lovName) : undefined;
}

export function useHasMenu(menuId: string): boolean {
  return hasMenu(useTableRuntime().menuList, menuId);
}
