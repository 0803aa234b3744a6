import { describe, expect, it } from 'vitest';
import { createDialogStore, DRAWER_DEFAULT_WIDTH, DRAWER_REMOVE_DELAY_MS, type DialogTimer } from './drawers';
import { FlowMessageError } from './errors';
import { runFlow } from './runner';
import { recordingContext } from './test-support';

/** A timer the test advances by hand. */
function manualTimer() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void; ms: number }>();
  const timer: DialogTimer = {
    set(callback, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback, ms });
      return id;
    },
    clear(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timer,
    delays: () => [...pending.values()].map((p) => p.ms),
    advance(ms: number) {
      now += ms;
      for (const [id, p] of [...pending]) {
        if (p.at <= now) {
          pending.delete(id);
          p.callback();
        }
      }
    },
  };
}

function setup() {
  const clock = manualTimer();
  const store = createDialogStore({ timer: clock.timer });
  return { clock, store };
}

describe('dialog store: drawers', () => {
  it('opens a drawer 95% wide, keyed by its component path, with props and data', () => {
    const { store } = setup();
    void store.open({ kind: 'drawer', component: 'child/Edit', props: { mode: 'edit' }, data: { _id: 'a' } });
    expect(store.getSnapshot()).toEqual([
      { key: 'child/Edit', kind: 'drawer', component: 'child/Edit', props: { mode: 'edit' }, data: { _id: 'a' }, width: DRAWER_DEFAULT_WIDTH, open: true },
    ]);
    expect(DRAWER_DEFAULT_WIDTH).toBe('95%');
    expect(store.isOpen('child/Edit')).toBe(true);
  });

  it('keeps a configured width', () => {
    const { store } = setup();
    void store.open({ kind: 'drawer', component: 'a', width: 640 });
    expect(store.getSnapshot()[0]?.width).toBe(640);
  });

  it('refuses a drawer whose key is open, with the spec’s message', async () => {
    const { store } = setup();
    void store.open({ kind: 'drawer', component: 'child/Edit' });
    const second = store.open({ kind: 'drawer', component: 'child/Edit', data: 'other' });
    await expect(second).rejects.toBeInstanceOf(FlowMessageError);
    await expect(second).rejects.toMatchObject({ message: 'The same dialog is already open' });
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('refuses by explicit key too, and allows the same component under another key', async () => {
    const { store } = setup();
    void store.open({ kind: 'drawer', component: 'a', key: 'k' });
    await expect(store.open({ kind: 'drawer', component: 'b', key: 'k' })).rejects.toBeInstanceOf(FlowMessageError);
    void store.open({ kind: 'drawer', component: 'a', key: 'other' });
    expect(store.getSnapshot().map((e) => e.key)).toEqual(['k', 'other']);
  });

  it('resolves the opener with the finish result, hides at once and removes after 400 ms', async () => {
    const { store, clock } = setup();
    const opened = store.open({ kind: 'drawer', component: 'a' });
    store.finish('a', { saved: true });
    await expect(opened).resolves.toEqual({ saved: true });
    expect(store.getSnapshot()).toMatchObject([{ key: 'a', open: false }]);
    expect(store.isOpen('a')).toBe(false);
    expect(clock.delays()).toEqual([DRAWER_REMOVE_DELAY_MS]);
    expect(DRAWER_REMOVE_DELAY_MS).toBe(400);
    clock.advance(399);
    expect(store.getSnapshot()).toHaveLength(1);
    clock.advance(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('resolves a cancelled drawer with undefined', async () => {
    const { store } = setup();
    const opened = store.open({ kind: 'drawer', component: 'a' });
    store.cancel('a');
    await expect(opened).resolves.toBeUndefined();
  });

  it('lets the same drawer open again while the old one animates out, replacing it', async () => {
    const { store, clock } = setup();
    const first = store.open({ kind: 'drawer', component: 'a', data: 1 });
    store.finish('a', 'one');
    await first;
    const second = store.open({ kind: 'drawer', component: 'a', data: 2 });
    expect(store.getSnapshot()).toMatchObject([{ key: 'a', open: true, data: 2 }]);
    // The old removal timer must not take the new drawer away.
    expect(clock.delays()).toEqual([]);
    clock.advance(1000);
    expect(store.isOpen('a')).toBe(true);
    store.finish('a', 'two');
    await expect(second).resolves.toBe('two');
  });

  it('ignores finishing a key that is not open, or finishing twice', async () => {
    const { store, clock } = setup();
    store.finish('nothing', 1);
    const opened = store.open({ kind: 'drawer', component: 'a' });
    store.finish('a', 'first');
    store.finish('a', 'second');
    store.cancel('a');
    await expect(opened).resolves.toBe('first');
    expect(clock.delays()).toEqual([400]);
  });
});

describe('dialog store: modals', () => {
  it('gives each modal its own key and no default width', () => {
    const { store } = setup();
    void store.open({ kind: 'modal', component: 'a' });
    void store.open({ kind: 'modal', component: 'a' });
    const keys = store.getSnapshot().map((e) => e.key);
    expect(new Set(keys).size).toBe(2);
    expect(store.getSnapshot().map((e) => e.width)).toEqual([undefined, undefined]);
  });

  it('refuses a modal whose explicit key is open', async () => {
    const { store } = setup();
    void store.open({ kind: 'modal', component: 'a', key: 'confirm' });
    await expect(store.open({ kind: 'modal', component: 'a', key: 'confirm' })).rejects.toBeInstanceOf(FlowMessageError);
  });

  it('tells the opener each time an open dialog changed its page, and never after it closed', async () => {
    const { store } = setup();
    let changes = 0;
    const opened = store.open({ kind: 'modal', component: 'a', key: 'm', onChanged: () => void (changes += 1) });
    store.changed('m');
    store.changed('m');
    store.changed('other');
    expect(changes).toBe(2);
    store.cancel('m');
    await expect(opened).resolves.toBeUndefined();
    store.changed('m');
    expect(changes).toBe(2);
  });

  it('removes a finished modal at once, without a timer', async () => {
    const { store, clock } = setup();
    const opened = store.open({ kind: 'modal', component: 'a', key: 'm' });
    store.finish('m', 'ok');
    await expect(opened).resolves.toBe('ok');
    expect(store.getSnapshot()).toEqual([]);
    expect(clock.delays()).toEqual([]);
  });
});

describe('dialog store: subscription', () => {
  it('notifies on open, hide and removal, with a new snapshot each time', () => {
    const { store, clock } = setup();
    const snapshots: unknown[] = [];
    const unsubscribe = store.subscribe(() => snapshots.push(store.getSnapshot()));
    const before = store.getSnapshot();
    void store.open({ kind: 'drawer', component: 'a' });
    store.finish('a', true);
    clock.advance(400);
    expect(snapshots).toHaveLength(3);
    expect(new Set([before, ...snapshots]).size).toBe(4);
    unsubscribe();
    void store.open({ kind: 'drawer', component: 'b' });
    expect(snapshots).toHaveLength(3);
  });

  it('keeps the same snapshot while nothing changes', () => {
    const { store } = setup();
    void store.open({ kind: 'drawer', component: 'a' });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });
});

describe('dialog store with the flow runner', () => {
  it('shows the refusal of a second identical drawer as a warning and stops that flow', async () => {
    const { store } = setup();
    const { ctx, recorded } = recordingContext({ open: (request) => store.open(request) });
    const steps = [{ name: 'f.drawer', params: { component: 'known/Edit' } }];
    const first = runFlow(steps, ctx);
    const second = await runFlow(steps, ctx);
    expect(second).toEqual({ status: 'failed', message: 'The same dialog is already open' });
    expect(recorded.toasts).toEqual([['warning', 'The same dialog is already open']]);
    store.finish('known/Edit', { saved: 1 });
    expect(await first).toEqual({ status: 'completed', result: { saved: 1 } });
  });

  it('stops a flow silently when its drawer is closed', async () => {
    const { store } = setup();
    const { ctx, recorded } = recordingContext({ open: (request) => store.open(request) });
    const running = runFlow([{ name: 'f.drawer', params: { component: 'known/Edit' } }, 'c.reload'], ctx);
    store.cancel('known/Edit');
    expect(await running).toEqual({ status: 'stopped' });
    expect(recorded.reloads).toBe(0);
    expect(recorded.toasts).toEqual([]);
  });

  it('speaks Chinese for the refusal to a Chinese user', async () => {
    const { store } = setup();
    const { ctx, recorded } = recordingContext({ locale: 'zh', open: (request) => store.open(request) });
    void runFlow([{ name: 'f.drawer', params: { component: 'known/A' } }], ctx);
    await runFlow([{ name: 'f.drawer', params: { component: 'known/A' } }], ctx);
    expect(recorded.toasts).toEqual([['warning', '已经打开了相同的对话框']]);
  });
});
