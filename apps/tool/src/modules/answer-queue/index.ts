/**
 * The answer queue of the tool site's test pages (clinician and parent): answers are kept on the
 * device until the server acknowledges them. README-level notes live in queue.ts and store.ts.
 */
import { errorText, LOGOUT_CODES, normalizeLocale, STORAGE_KEYS } from '@portal/shared';
import { deviceId } from './device';
import { createAnswerQueue } from './queue';
import { refusalOf, defaultSend, retryAfterOf } from './send';
import { localStore, memoryStore, usableLocalStorage, type ChangeStore } from './store';
import { idbStore } from './store-idb';
import type { AnswerQueue, AnswerQueueOptions } from './types';

export type { AnswerQueue, AnswerQueueOptions, QueueState, QueueStorageKind, StoredChange } from './types';
export { deviceId } from './device';
// For a client of the queue with its own values, store and sender (the parent's training outbox).
export { createAnswerQueue } from './queue';
export { refusalOf, retryAfterOf } from './send';
export { retryDelayMs } from './backoff';
export { memoryStore, type ChangeStore } from './store';
export { idbStore } from './store-idb';
export { openDelivery, waitingKeys, type DeliveryQueue, type DeliveryOptions } from './delivery';

// One per page: two queues of the same test must not hand out the same seq.
let pageMemory: ChangeStore | null = null;

async function openStore(): Promise<ChangeStore> {
  try {
    return await idbStore();
  } catch {
    const storage = usableLocalStorage();
    if (storage) return localStore(storage);
    pageMemory ??= memoryStore();
    return pageMemory;
  }
}

function locale(): ReturnType<typeof normalizeLocale> {
  try {
    return normalizeLocale(globalThis.localStorage?.getItem(STORAGE_KEYS.localLang));
  } catch {
    return normalizeLocale(null);
  }
}

/** A store opened ahead of the page's queue, taken by the next openAnswerQueue (each store is closed with its queue). */
let prepared: Promise<ChangeStore> | null = null;

/**
 * Starts opening the device's store now (a page about to show a test's questions, while its code
 * still runs): opening IndexedDB takes a slow phone a few hundred ms the first time in a tab.
 */
export function prepareAnswerQueue(): void {
  prepared ??= openStore();
}

export async function openAnswerQueue(options: AnswerQueueOptions): Promise<AnswerQueue> {
  const browser = typeof window === 'undefined' ? null : window;
  const store = prepared ?? openStore();
  prepared = null;
  return createAnswerQueue(options, {
    store: await store,
    deviceId: deviceId(),
    send: options.send ?? defaultSend(options.path),
    refusalOf: (error) => refusalOf(error, LOGOUT_CODES),
    retryAfterOf,
    events: browser,
    initiallyOnline: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
    unacknowledgedText: errorText('unknownFormat', locale()),
  });
}
