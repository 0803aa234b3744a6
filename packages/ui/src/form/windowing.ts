/**
 * Windowed mounting for long forms. A 300-item form costs ~450 ms to mount in antd and every
 * mounted field adds to each keystroke's work (antd notifies every field, the browser restyles
 * every input), so a long form mounts only the items near what the user sees: each item keeps
 * its grid cell as an empty box of its last known height and mounts when it comes within half a
 * viewport of the visible area, and unmounts again once it is a whole viewport away. (Wider
 * margins show fewer empty boxes on a fast scroll but cost every keystroke: ~70 mounted inputs
 * keep a keystroke near 11 ms at p95, ~100 took 17 ms; bench/form-render.mjs.)
 *
 * Values never depend on mounting: the form store keeps every value (antd `preserve`), and
 * submitting first mounts everything (`mountAll`) so every rule runs; items whose check failed
 * stay mounted (`pin`) so their messages do not vanish when the user scrolls.
 */

import { createKeyedListeners } from './keyedListeners';

/** Forms with more items than this are windowed; shorter ones mount whole. */
export const WINDOW_FROM = 60;
/** Items mounted before the first intersection report arrives (about a screenful and a half). */
export const FIRST_MOUNTED = 30;
/** The height an item is assumed to have before it was ever measured (antd's 32 px control + 24 px gap). */
export const ESTIMATED_HEIGHT = 56;

const NEAR = '50% 0px';
const FAR = '100% 0px';

export interface WindowStore {
  /** Whether the item is mounted now. */
  mounted(key: string): boolean;
  /** The height its empty box keeps while it is not mounted. */
  height(key: string): number;
  subscribe(key: string, listener: () => void): () => void;
  /** Watches an item's cell; returns the cleanup. */
  observe(key: string, element: Element): () => void;
  /** Starts watching: `container` is the form's grid, its nearest scrolling ancestor is the root. */
  attach(container: Element): () => void;
  /** Mounts every item (true) or returns to the window (false). */
  mountAll(all: boolean): void;
  /** Keeps these items mounted wherever they are (their check failed); they stay so, being few. */
  pin(keys: readonly string[]): void;
}

type ObserverFactory = (callback: IntersectionObserverCallback, options: IntersectionObserverInit) => IntersectionObserver;

/** The nearest ancestor that scrolls vertically, or null for the page itself. */
export function scrollParent(element: Element): Element | null {
  for (let node = element.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return node;
  }
  return null;
}

export function createWindowStore(keys: readonly string[], makeObserver: ObserverFactory = (cb, options) => new IntersectionObserver(cb, options)): WindowStore {
  const near = new Set(keys.slice(0, FIRST_MOUNTED));
  const pinned = new Set<string>();
  const heights = new Map<string, number>();
  const listeners = createKeyedListeners();
  const elements = new Map<Element, string>();
  let all = false;
  let observers: IntersectionObserver[] = [];

  const isMounted = (key: string) => all || near.has(key) || pinned.has(key);
  const { notify } = listeners;
  const measured = () => {
    const list = [...heights.values()].sort((a, b) => a - b);
    return list.length ? list[Math.floor(list.length / 2)]! : ESTIMATED_HEIGHT;
  };

  // One report may carry hundreds of entries: update every set first, then notify once per key.
  const report = (entering: boolean) => (entries: IntersectionObserverEntry[]) => {
    const changed = new Set<string>();
    for (const entry of entries) {
      const key = elements.get(entry.target);
      if (key === undefined) continue;
      const before = isMounted(key);
      if (before && entry.boundingClientRect.height > 0) heights.set(key, entry.boundingClientRect.height);
      if (entering && entry.isIntersecting) near.add(key);
      if (!entering && !entry.isIntersecting) near.delete(key);
      if (isMounted(key) !== before) changed.add(key);
    }
    changed.forEach(notify);
  };

  return {
    mounted: isMounted,
    height: (key) => heights.get(key) ?? measured(),
    subscribe: listeners.subscribe,
    observe(key, element) {
      elements.set(element, key);
      for (const observer of observers) observer.observe(element);
      return () => {
        elements.delete(element);
        for (const observer of observers) observer.unobserve(element);
      };
    },
    attach(container) {
      const root = scrollParent(container);
      observers = [makeObserver(report(true), { root, rootMargin: NEAR }), makeObserver(report(false), { root, rootMargin: FAR })];
      for (const element of elements.keys()) for (const observer of observers) observer.observe(element);
      return () => {
        for (const observer of observers) observer.disconnect();
        observers = [];
      };
    },
    mountAll(value) {
      if (all === value) return;
      const before = new Set(keys.filter(isMounted));
      all = value;
      for (const key of keys) if (before.has(key) !== isMounted(key)) notify(key);
    },
    pin(list) {
      for (const key of list) {
        if (pinned.has(key)) continue;
        const before = isMounted(key);
        pinned.add(key);
        if (!before) notify(key);
      }
    },
  };
}
