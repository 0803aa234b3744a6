/**
 * Delivery queues: the answer queue's mechanism (kept in IndexedDB first, sent one at a time,
 * deleted only when delivered, retried with back-off while the network is down) for values that
 * are not test answers and may hold Blobs: the parent's training submissions with their files, the
 * clinician's speech recordings with their audio. IndexedDB keeps Blobs as they are; localStorage
 * cannot, so without IndexedDB a delivery queue lives in memory and says so (`storage: 'memory'`).
 *
 * `deliver` must be safe to repeat: after a reload or a lost answer the same value goes again, so
 * the server has to recognise it (an id made on the device, or an upload idempotent per key).
 */
import { errorText, LOGOUT_CODES, normalizeLocale, STORAGE_KEYS, type SyncBody, type SyncResult } from '@portal/shared';
import { deviceId } from './device';
import { createAnswerQueue } from './queue';
import { refusalOf, retryAfterOf } from './send';
import { memoryStore, type ChangeStore } from './store';
import { idbStore } from './store-idb';
import type { AnswerQueue, AnswerQueueOptions, StoredChange } from './types';

export type DeliveryQueue<V> = AnswerQueue<V>;

export interface DeliveryOptions<V> {
  /** The queue's name among the device's queues (`training:{token}`, `speech:{testId}`). */
  name: string;
  side: AnswerQueueOptions['side'];
  /** Delivers one value; resolves once the server holds it, throws otherwise (a network failure: retried; a refusal: dropped). */
  deliver: (key: string, value: V) => Promise<void>;
  onRefusal?: (code: number, message: string) => void;
  /** Tests: another store, no window events. */
  store?: ChangeStore<V>;
  events?: EventTarget | null;
}

/** The queue reads a delivery as a sync result acknowledging the change's device and seq. */
function acknowledgement(body: SyncBody): SyncResult {
  return {
    status: 'Active',
    answer: {},
    answer_parents: {},
    questions_not_answer_keys: [],
    ack: { device_id: body.device_id ?? '', seq: body.seq ?? 0, applied: true },
    answered_count: 0,
    question_count: 0,
  };
}

async function blobStore<V>(): Promise<ChangeStore<V>> {
  try {
    return await idbStore<V>();
  } catch {
    return memoryStore<V>();
  }
}

function locale(): ReturnType<typeof normalizeLocale> {
  try {
    return normalizeLocale(globalThis.localStorage?.getItem(STORAGE_KEYS.localLang));
  } catch {
    return normalizeLocale(null);
  }
}

export async function openDelivery<V>(options: DeliveryOptions<V>): Promise<DeliveryQueue<V>> {
  const browser = typeof window === 'undefined' ? null : window;
  return createAnswerQueue<V>(
    { testId: options.name, path: options.name, side: options.side, ...(options.onRefusal ? { onRefusal: options.onRefusal } : {}) },
    {
      store: options.store ?? (await blobStore<V>()),
      deviceId: deviceId(),
      async send(body, change?: StoredChange<V>) {
        if (change?.value != null) await options.deliver(change.key, change.value);
        return acknowledgement(body);
      },
      refusalOf: (error) => refusalOf(error, LOGOUT_CODES),
      retryAfterOf,
      events: options.events === undefined ? browser : options.events,
      initiallyOnline: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
      unacknowledgedText: errorText('unknownFormat', locale()),
    },
  );
}

/** The keys still waiting on this device, oldest first (what the page marks as 'not sent yet'). */
export function waitingKeys<V>(queue: DeliveryQueue<V>): string[] {
  return Object.keys(queue.overlay({}));
}
