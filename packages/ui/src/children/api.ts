/** The picker's calls: the institution's children, most recent first or by name, and adding one. */
import { CHILDREN_CALLS, type BirthdayWindow, type Child, type ChildAddBody } from '@portal/shared';
import { useEffect, useState } from 'react';
import { callWith } from '../http/call';
import type { RequestFn } from '../http/client';
import { NET_SEARCH_DEBOUNCE_MS } from '../form/inputs/useLov';
import { inRangeFirst } from './order';

export const PICKER_PAGE_SIZE = 20;

/**
 * The first page of children: before anything is typed the most recently added or tested,
 * then those whose name contains the typed text (500 ms after the last keystroke), in the same
 * order. `revision` reloads (a child was added). Given a tool's birthday window and nothing typed,
 * the recent children born within it come first (a second call, side by side with the first),
 * then the other recent ones.
 */
export function useRecentChildren(request: RequestFn, typed: string, revision = 0, birthdays?: BirthdayWindow | null): { list: Child[]; loading: boolean } {
  const [state, setState] = useState<{ name: string; list: Child[]; loading: boolean }>({ name: '', list: [], loading: true });
  const name = typed.trim();
  const from = birthdays?.from;
  const to = birthdays?.to;
  useEffect(() => {
    let live = true;
    // A new search empties the list: the last one's children are not its results.
    setState((previous) => (previous.name === name ? { ...previous, loading: true } : { name, list: [], loading: true }));
    const timer = setTimeout(
      () => {
        const load = (born?: { birthday_from: string; birthday_to: string }) =>
          callWith(request, CHILDREN_CALLS.list, { query: { sort: 'recent', name: name || undefined, current: 1, pageSize: PICKER_PAGE_SIZE, ...born } }).then((result) => result.data ?? []);
        const loaded = !name && from && to ? Promise.all([load({ birthday_from: from, birthday_to: to }), load()]).then(([inRange, recent]) => inRangeFirst(inRange, recent)) : load();
        loaded.then(
          (list) => live && setState({ name, list, loading: false }),
          () => live && setState({ name, list: [], loading: false }),
        );
      },
      name ? NET_SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [request, name, revision, from, to]);
  return { list: state.list, loading: state.loading };
}

export async function addChild(request: RequestFn, body: ChildAddBody): Promise<Child> {
  return (await callWith(request, CHILDREN_CALLS.add, { body })).data;
}
