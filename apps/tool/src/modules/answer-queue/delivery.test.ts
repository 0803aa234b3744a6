import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@portal/ui/http/client';
import { openDelivery, waitingKeys, type DeliveryQueue } from './delivery';
import { memoryStore } from './store';
import { idbStore } from './store-idb';

interface Take {
  part: string;
  audio: Blob;
}

const opened: DeliveryQueue<Take>[] = [];
afterEach(() => {
  for (const queue of opened.splice(0)) queue.close();
});

const take = (part: string, text = part): Take => ({ part, audio: new Blob([text], { type: 'audio/webm' }) });

function until(check: () => boolean, ms = 3000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) return resolve();
      if (Date.now() - started > ms) return reject(new Error('condition not met in time'));
      setTimeout(tick, 5);
    };
    tick();
  });
}

describe('delivery queue', () => {
  it('delivers values with their Blobs one at a time, in order, and marks each key sent', async () => {
    const delivered: string[] = [];
    let running = 0;
    let most = 0;
    const queue = await openDelivery<Take>({
      name: 'speech:t1',
      side: 'clinician',
      store: memoryStore<Take>(),
      events: null,
      async deliver(key, value) {
        running += 1;
        most = Math.max(most, running);
        delivered.push(`${key}=${await value.audio.text()}`);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
      },
    });
    opened.push(queue);
    await Promise.all([queue.put('s:item:a', take('a')), queue.put('s:item:b', take('b')), queue.put('s:full', take('full'))]);
    await queue.drain();
    expect(delivered).toEqual(['s:item:a=a', 's:item:b=b', 's:full=full']);
    expect(most).toBe(1);
    expect(waitingKeys(queue)).toEqual([]);
    expect(queue.getState()).toMatchObject({ pending: 0, online: true, error: null });
  });

  it('keeps a value while the network is down, shows it waiting, and delivers it when the network is back', async () => {
    const events = new EventTarget();
    let down = true;
    const delivered: string[] = [];
    const queue = await openDelivery<Take>({
      name: 'speech:t2',
      side: 'clinician',
      store: memoryStore<Take>(),
      events,
      async deliver(key) {
        if (down) throw new Error('Network request failed');
        delivered.push(key);
      },
    });
    opened.push(queue);
    await queue.put('s:item:a', take('a'));
    await until(() => !queue.getState().online);
    expect(waitingKeys(queue)).toEqual(['s:item:a']);
    expect(queue.getState().pending).toBe(1);
    down = false;
    events.dispatchEvent(new Event('online'));
    await until(() => queue.getState().pending === 0);
    expect(delivered).toEqual(['s:item:a']);
  });

  it('a re-recorded item replaces its unsent take; a refusal drops the value and says why', async () => {
    const delivered: string[] = [];
    const refusals: number[] = [];
    let gate: () => void = () => undefined;
    const first = new Promise<void>((r) => (gate = r));
    const queue = await openDelivery<Take>({
      name: 'speech:t3',
      side: 'clinician',
      store: memoryStore<Take>(),
      events: null,
      onRefusal: (code) => refusals.push(code),
      async deliver(key, value) {
        if (key === 'blocker') await first;
        if (key === 'bad') throw new ApiError(864, 'not audio', { code: 864, success: false, message: 'not audio' } as never, 400);
        delivered.push(`${key}=${await value.audio.text()}`);
      },
    });
    opened.push(queue);
    await queue.put('blocker', take('x'));
    await queue.put('s:item:a', take('a', 'first take'));
    await queue.put('s:item:a', take('a', 'second take'));
    await queue.put('bad', take('bad'));
    gate();
    await queue.drain();
    expect(delivered).toEqual(['blocker=x', 's:item:a=second take']);
    expect(refusals).toEqual([864]);
    expect(queue.getState().error).toBe('not audio');
  });

  it('keeps the audio in IndexedDB: a queue opened after a reload delivers what the last one left', async () => {
    const before = await openDelivery<Take>({ name: 'speech:t4', side: 'clinician', store: await idbStore<Take>(), events: null, deliver: () => Promise.reject(new Error('Network request failed')) });
    await before.put('s:item:a', take('a', 'kept bytes'));
    before.close();
    const delivered: string[] = [];
    const after = await openDelivery<Take>({
      name: 'speech:t4',
      side: 'clinician',
      store: await idbStore<Take>(),
      events: null,
      async deliver(key, value) {
        delivered.push(`${key}=${await value.audio.text()}`);
      },
    });
    opened.push(after);
    await after.drain();
    expect(delivered).toEqual(['s:item:a=kept bytes']);
  });
});
