/** The picker's calls: the institution's children, most recent first or by name, and adding one. */
import { CHILDREN_CALLS, type Child, type ChildAddBody } from '@portal/shared';
import { useEffect, useState } from 'react';
import { callWith } from '../http/call';
import type { RequestFn } from '../http/client';
import { NET_SEARCH_DEBOUNCE_MS } from '../form/inputs/useLov';

export const PICKER_PAGE_SIZE = 20;

/**
 * The first page of children: before anything is typed the most recently added or tested,
 * then those whose name contains the typed text (500 ms after the last keystroke), in the same
 * order. `revision` reloads (a child was added).
 */
export function useRecentChildren(request: RequestFn, typed: string, revision = 0): { list: Child[]; loading: boolean } {
  const [state, setState] = useState<{ name: string; list: Child[]; loading: boolean }>({ name: '', list: [], loading: true });
  const name = typed.trim();
  useEffect(() => {
    let live = true;
    // A new search empties the list: the last one's children are not its results.
    setState((previous) => (previous.name === name ? { ...previous, loading: true } : { name, list: [], loading: true }));
    const timer = setTimeout(
      () => {
        callWith(request, CHILDREN_CALLS.list, { query: { sort: 'recent', name: name || undefined, current: 1, pageSize: PICKER_PAGE_SIZE } }).then(
          (result) => live && setState({ name, list: result.data ?? [], loading: false }),
          () => live && setState({ name, list: [], loading: false }),
        );
      },
      name ? NET_SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [request, name, revision]);
  return { list: state.list, loading: state.loading };
}

export async function addChild(request: RequestFn, body: ChildAddBody): Promise<Child> {
  return (await callWith(request, CHILDREN_CALLS.add, { body })).data;
}
