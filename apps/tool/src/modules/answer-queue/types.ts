/**
 * The answer queue's public shapes. The clinician pages and the parent's phone pages both hold
 * one queue per open test; keep these stable, other code is written against them.
 */
import type { AnswerValue } from '@portal/shared';
import type { SyncBody, SyncResult, TestStatus } from '@portal/shared';

export interface AnswerQueueOptions {
  testId: string;
  /** A sync call's path (TESTING_PATHS.dreamitsSync | v2Sync | temporarySync, the contracts' TestingSyncCall), or a key of its own with `send`. */
  path: string;
  side: 'clinician' | 'parents';
  /** Sends one body; default: POST `path` with the app's call client. Throws on network failure. */
  send?: (body: SyncBody) => Promise<SyncResult>;
  /**
   * A refusal the page must act on (704: the parent may no longer answer; 701: the test ended).
   * Called once per refused change, after the change was dropped and `error` set.
   */
  onRefusal?: (code: number, message: string) => void;
}

/** Where queued changes are kept: IndexedDB, else localStorage (private mode), else memory only. */
export type QueueStorageKind = 'indexeddb' | 'localstorage' | 'memory';

export interface QueueState {
  pending: number;
  online: boolean;
  sending: boolean;
  error: string | null;
  status: TestStatus | null;
  /** Not 'indexeddb': changes survive a reload only with 'localstorage', not at all with 'memory'. */
  storage?: QueueStorageKind;
}

/**
 * `V`: what a change carries. Test answers by default; another client of the queue (the parent's
 * training submissions) keeps its own values and sends them with its own `send(body, change)`.
 */
export interface AnswerQueue<V = AnswerValue> {
  /** Stores the change in IndexedDB (resolves once durable), then sends it; changes go out one by one in order. */
  put(key: string, value: V | null): Promise<void>;
  /**
   * The server's answers overlaid by the changes still queued (what a page shows after a reload).
   * Accepts a shared `Answers` map too: its null / undefined entries are left out.
   */
  overlay(serverAnswers: Readonly<Record<string, V | null | undefined>>): Record<string, V>;
  subscribe(listener: (state: QueueState) => void): () => void;
  getState(): QueueState;
  /** Resolves when every queued change is acknowledged (submit waits for it). */
  drain(): Promise<void>;
  /** drain(), then sends is_end; answers the server's SyncResult (questions_not_answer_keys may be non-empty). */
  end(): Promise<SyncResult>;
  /** Whether this device noted the mark for the test (e.g. 'audio-played:2'); read when the queue opened. */
  hasMark(mark: string): boolean;
  /** Notes a mark with the test's answers on this device; failing to keep it is harmless. */
  addMark(mark: string): Promise<void>;
  close(): void;
}

/** One change as it is kept until the server acknowledges it. */
export interface StoredChange<V = AnswerValue> {
  test_id: string;
  seq: number;
  side: AnswerQueueOptions['side'];
  device_id: string;
  key: string;
  value: V | null;
}
