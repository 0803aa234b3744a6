/**
 * The open modals and drawers of menu actions as a small external store: no React here, a
 * later layer renders `getSnapshot()` through `useSyncExternalStore`. Dialogs are keyed; opening
 * a key that is open is refused ('already opened the same dialog'), which is what stops a double
 * click from stacking two copies of the same drawer.
 */
import { FlowMessageError } from './errors';
import type { DialogKind, OpenDialogRequest } from './types';

export const DRAWER_DEFAULT_WIDTH = '95%';
/** A hidden drawer stays mounted this long so its closing animation can play. */
export const DRAWER_REMOVE_DELAY_MS = 400;

export interface DialogEntry {
  key: string;
  kind: DialogKind;
  component: string;
  props: Record<string, unknown>;
  data: unknown;
  width: string | number | undefined;
  /** false while a hidden drawer waits out its removal delay. */
  open: boolean;
}

export interface DialogTimer {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimer: DialogTimer = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface DialogStore {
  getSnapshot(): readonly DialogEntry[];
  subscribe(listener: () => void): () => void;
  /** Resolves with the finish result once the dialog is finished or closed (undefined). */
  open(request: OpenDialogRequest): Promise<unknown>;
  /** The component is done: hide it and hand `result` to whoever opened it. */
  finish(key: string, result?: unknown): void;
  /** Closed without a result (close button, mask click): the flow that opened it stops. */
  cancel(key: string): void;
  /** The open dialog changed what the page under it shows: tells whoever opened it (`onChanged`). */
  changed(key: string): void;
  isOpen(key: string): boolean;
}

export function createDialogStore(options: { timer?: DialogTimer } = {}): DialogStore {
  const timer = options.timer ?? realTimer;
  let entries: readonly DialogEntry[] = [];
  const listeners = new Set<() => void>();
  const waiting = new Map<string, (result: unknown) => void>();
  const changeListeners = new Map<string, () => void>();
  const removals = new Map<string, unknown>();
  let counter = 0;

  function set(next: readonly DialogEntry[]): void {
    entries = next;
    for (const listener of listeners) listener();
  }

  function remove(key: string): void {
    const pending = removals.get(key);
    if (pending !== undefined) timer.clear(pending);
    removals.delete(key);
    set(entries.filter((entry) => entry.key !== key));
  }

  function hide(key: string, result: unknown): void {
    const entry = entries.find((e) => e.key === key && e.open);
    if (!entry) return;
    const resolve = waiting.get(key);
    waiting.delete(key);
    changeListeners.delete(key);
    if (entry.kind === 'modal') {
      remove(key);
    } else {
      set(entries.map((e) => (e.key === key ? { ...e, open: false } : e)));
      removals.set(key, timer.set(() => remove(key), DRAWER_REMOVE_DELAY_MS));
    }
    resolve?.(result);
  }

  return {
    getSnapshot: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(request) {
      // A drawer is "the same dialog" when it shows the same component; modals are distinct
      // unless the definition names a key.
      const key = request.key ?? (request.kind === 'drawer' ? request.component : `modal-${++counter}`);
      const existing = entries.find((entry) => entry.key === key);
      if (existing?.open) return Promise.reject(new FlowMessageError({ key: 'alreadyOpened' }));
      // Reopening a drawer that is still animating out replaces it at once.
      if (existing) remove(key);
      const entry: DialogEntry = {
        key,
        kind: request.kind,
        component: request.component,
        props: request.props ?? {},
        data: request.data,
        width: request.width ?? (request.kind === 'drawer' ? DRAWER_DEFAULT_WIDTH : undefined),
        open: true,
      };
      if (request.onChanged) changeListeners.set(key, request.onChanged);
      else changeListeners.delete(key);
      return new Promise((resolve) => {
        waiting.set(key, resolve);
        set([...entries, entry]);
      });
    },
    finish: (key, result) => hide(key, result),
    cancel: (key) => hide(key, undefined),
    changed: (key) => {
      if (entries.some((entry) => entry.key === key && entry.open)) changeListeners.get(key)?.();
    },
    isOpen: (key) => entries.some((entry) => entry.key === key && entry.open),
  };
}
