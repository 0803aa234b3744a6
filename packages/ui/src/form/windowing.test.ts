/**
 * The window's bookkeeping, driven by the reports an IntersectionObserver would send. The real
 * observer, scrolling and the submit check run in Chromium: e2e/tests/long-form.test.ts and
 * bench/form-render.mjs.
 */
import { describe, expect, it } from 'vitest';
import { createWindowStore, ESTIMATED_HEIGHT, FIRST_MOUNTED } from './windowing';

interface FakeObserver {
  margin: string;
  callback: IntersectionObserverCallback;
  watched: Set<Element>;
}

function setup(count: number) {
  const keys = Array.from({ length: count }, (_, i) => `k${i}`);
  const observers: FakeObserver[] = [];
  const windows = createWindowStore(keys, (callback, options) => {
    const fake: FakeObserver = { margin: options.rootMargin ?? '', callback, watched: new Set() };
    observers.push(fake);
    return {
      observe: (el: Element) => void fake.watched.add(el),
      unobserve: (el: Element) => void fake.watched.delete(el),
      disconnect: () => fake.watched.clear(),
    } as unknown as IntersectionObserver;
  });
  const elements = new Map(keys.map((key) => [key, { key } as unknown as Element]));
  for (const [key, element] of elements) windows.observe(key, element);
  const notified: string[] = [];
  for (const key of keys) windows.subscribe(key, () => notified.push(key));
  // container: a detached element has no scrolling ancestor, so the page is the root.
  const detach = windows.attach({ parentElement: null } as unknown as Element);
  const [near, far] = observers;
  const send = (observer: FakeObserver, list: [string, boolean, number?][]) =>
    observer.callback(list.map(([key, isIntersecting, height = 0]) => ({ target: elements.get(key)!, isIntersecting, boundingClientRect: { height } }) as IntersectionObserverEntry), {} as IntersectionObserver);
  return { keys, windows, near: near!, far: far!, send, notified, detach, observers };
}

describe('windowed mounting', () => {
  it('mounts the first screenful before any report, then follows the near and far margins', () => {
    const { windows, near, far, send, notified } = setup(100);
    expect(near.margin).toBe('50% 0px');
    expect(far.margin).toBe('100% 0px');
    expect(near.watched.size).toBe(100);
    expect(windows.mounted('k0')).toBe(true);
    expect(windows.mounted(`k${FIRST_MOUNTED - 1}`)).toBe(true);
    expect(windows.mounted(`k${FIRST_MOUNTED}`)).toBe(false);

    send(near, [['k50', true]]);
    expect(windows.mounted('k50')).toBe(true);
    expect(notified).toEqual(['k50']);
    // Leaving the near margin is not enough to unmount: only leaving the far one does.
    send(near, [['k50', false]]);
    expect(windows.mounted('k50')).toBe(true);
    send(far, [['k50', false, 72], ['k0', false, 56]]);
    expect(windows.mounted('k50')).toBe(false);
    expect(windows.mounted('k0')).toBe(false);
    expect(notified).toEqual(['k50', 'k50', 'k0']);
  });

  it('an unmounted item keeps its measured height; unmeasured ones take the typical height', () => {
    const { windows, far, send } = setup(100);
    expect(windows.height('k90')).toBe(ESTIMATED_HEIGHT);
    send(far, [['k1', false, 120], ['k2', false, 60], ['k3', false, 60]]);
    expect(windows.height('k1')).toBe(120);
    expect(windows.height('k90')).toBe(60); // the median of what was measured
  });

  it('mountAll mounts everything and back; pinned items stay mounted out of the window', () => {
    const { windows, far, send, notified } = setup(100);
    windows.mountAll(true);
    expect(windows.mounted('k99')).toBe(true);
    expect(notified).toHaveLength(100 - FIRST_MOUNTED);
    windows.pin(['k99']);
    windows.mountAll(false);
    expect(windows.mounted('k99')).toBe(true);
    expect(windows.mounted('k98')).toBe(false);
    send(far, [['k99', false, 56]]);
    expect(windows.mounted('k99')).toBe(true);
  });

  it('stops watching on cleanup and on detach', () => {
    const { windows, near, detach, observers } = setup(100);
    const extra = { key: 'x' } as unknown as Element;
    const stop = windows.observe('x', extra);
    expect(near.watched.has(extra)).toBe(true);
    stop();
    expect(near.watched.has(extra)).toBe(false);
    detach();
    expect(observers.every((o) => o.watched.size === 0)).toBe(true);
  });
});
