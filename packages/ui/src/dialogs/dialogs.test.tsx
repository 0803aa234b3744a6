import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createDialogStore, DRAWER_REMOVE_DELAY_MS } from '../flow/drawers';
import { createDialogComponentRegistry, RowDetails } from './components';
import { dialogFrameProps, openDialog } from './DialogHost';

afterEach(() => vi.useRealTimers());

describe('dialog layer', () => {
  it('refuses a second drawer with the same key with the localized warning', async () => {
    const store = createDialogStore();
    const warnings: string[] = [];
    const first = openDialog(store, { kind: 'drawer', component: 'table/rowDetails', key: 'row-1' }, 'zh', (t) => warnings.push(t));
    await expect(openDialog(store, { kind: 'drawer', component: 'table/rowDetails', key: 'row-1' }, 'zh', (t) => warnings.push(t))).resolves.toBeUndefined();
    await openDialog(store, { kind: 'drawer', component: 'table/rowDetails', key: 'row-1' }, 'en', (t) => warnings.push(t));
    expect(warnings).toEqual(['已经打开了相同的对话框', 'The same dialog is already open']);
    expect(store.getSnapshot()).toHaveLength(1);
    store.finish('row-1', 'done');
    await expect(first).resolves.toBe('done');
  });

  it('a hidden drawer stays mounted, closed, for 400 ms, then is removed', async () => {
    vi.useFakeTimers();
    const store = createDialogStore();
    const opened = openDialog(store, { kind: 'drawer', component: 'x' }, 'zh', () => undefined);
    store.cancel('x');
    await expect(opened).resolves.toBeUndefined();
    expect(store.getSnapshot().map(dialogFrameProps)).toEqual([{ open: false, width: '95%', title: undefined }]);
    vi.advanceTimersByTime(DRAWER_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('drawers default to 95% wide; a given width and title pass through', () => {
    const store = createDialogStore();
    void store.open({ kind: 'drawer', component: 'a' });
    void store.open({ kind: 'modal', component: 'b', width: 640, props: { title: 'T' } });
    expect(store.getSnapshot().map(dialogFrameProps)).toEqual([
      { open: true, width: '95%', title: undefined },
      { open: true, width: 640, title: 'T' },
    ]);
  });

  it('component registry refuses duplicates; row details list every field', () => {
    const registry = createDialogComponentRegistry({ a: RowDetails });
    expect(() => registry.register('a', RowDetails)).toThrow(/already registered/);
    expect(registry.get('missing')).toBeNull();
    const html = renderToString(<RowDetails data={{ name: '王子涵', n: 3 }} props={{}} finish={() => undefined} cancel={() => undefined} />);
    expect(html).toContain('王子涵');
    expect(html).toContain('dialog-row-details');
  });
});
