/**
 * Per-item visibility for a DynamicForm, updated only for the items a change reaches
 * (`dependentsOf`), so a keystroke re-renders the typed field and its dependents, never all 300.
 */
import { dependentsOf, getPath, itemDependencies, itemState, templateKeys, type FormItem, type ItemState } from '@portal/shared';
import { createKeyedListeners } from './keyedListeners';

export interface ItemSnapshot {
  state: ItemState;
  /** Bumped when a `{field}` the item's lovApi reads changed: its list reloads. */
  depsRevision: number;
}

export interface VisibilityStore {
  get(key: string): ItemSnapshot;
  subscribe(key: string, listener: () => void): () => void;
  /** Re-evaluates the dependents of the changed top-level keys. */
  changed(changedKeys: readonly string[], values: unknown): void;
  /** Re-evaluates everything (initial values, reset). */
  reset(values: unknown): void;
  /** Keys of items currently removed (not rendered, values not submitted). */
  removedKeys(): string[];
}

const SHOWN: ItemSnapshot = { state: 'shown', depsRevision: 0 };

export function createVisibilityStore(items: readonly FormItem[], values: unknown): VisibilityStore {
  const snapshots = new Map<string, ItemSnapshot>();
  const listeners = createKeyedListeners();
  const { notify } = listeners;

  const evaluate = (item: FormItem, values: unknown, bumpDeps: boolean) => {
    const previous = snapshots.get(item.keyName) ?? SHOWN;
    const state = itemState(item, values);
    if (state === previous.state && !bumpDeps) return;
    snapshots.set(item.keyName, { state, depsRevision: previous.depsRevision + (bumpDeps ? 1 : 0) });
    notify(item.keyName);
  };

  for (const item of items) snapshots.set(item.keyName, { state: itemState(item, values), depsRevision: 0 });

  // Items by the first segment of each path they depend on: a keystroke looks at its own few
  // candidates instead of walking every item's conditions.
  const byRoot = new Map<string, FormItem[]>();
  for (const item of items) {
    for (const root of new Set(itemDependencies(item).map((path) => path.split('.')[0]!))) {
      const list = byRoot.get(root);
      if (list) list.push(item);
      else byRoot.set(root, [item]);
    }
  }

  return {
    get: (key) => snapshots.get(key) ?? SHOWN,
    subscribe: listeners.subscribe,
    changed(changedKeys, values) {
      const reached = new Map<FormItem, boolean>();
      for (const key of changedKeys) {
        for (const item of dependentsOf(byRoot.get(key.split('.')[0]!) ?? [], key)) {
          const listKeys = templateKeys(item.input.lovApi);
          const touchesList = listKeys.some((path) => path === key || path.startsWith(`${key}.`) || key.startsWith(`${path}.`));
          reached.set(item, (reached.get(item) ?? false) || touchesList);
        }
      }
      for (const [item, bump] of reached) evaluate(item, values, bump);
    },
    reset(values) {
      for (const item of items) evaluate(item, values, templateKeys(item.input.lovApi).some((k) => getPath(values, k) !== undefined));
    },
    removedKeys: () => [...snapshots].filter(([, s]) => s.state === 'removed').map(([key]) => key),
  };
}
