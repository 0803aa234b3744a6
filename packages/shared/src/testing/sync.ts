/**
 * The answer-change rule (DESIGN "Answer changes"), one implementation for the phone's queue and
 * the server. A change is (device_id, seq, key, value): the phone numbers its changes 1, 2, 3…
 * per test and keeps each in IndexedDB until the server acknowledges it.
 *
 * - Exactly once: the server records every (test, device_id, seq) it stored; a replay of one is
 *   acknowledged again and changes nothing.
 * - Last write wins per answer key: a change from the same device with a lower seq than the one
 *   stored for that key is older (it arrived out of order) and is acknowledged without applying.
 *   A change from another device is newer by arrival (two devices answering the same question of
 *   the same side is a clinician taking over a tablet: the later hand wins).
 */
import { EXPRESSIVE_SUFFIX } from '../questions/model';

export interface ChangeVersion {
  device_id: string;
  seq: number;
}

/** Whether `incoming` may overwrite what is stored for a key (`stored` null: nothing yet). */
export function supersedes(incoming: ChangeVersion, stored: ChangeVersion | null): boolean {
  if (!stored) return true;
  if (incoming.device_id !== stored.device_id) return true;
  return incoming.seq > stored.seq;
}

/**
 * The answer keys a sync body changes: `change_question_key` and, when the map carries it, its
 * `_Expressive` twin (one tap on a two-part question may write both); without a change key, every
 * key of the map (other clients send whole maps).
 */
export function changedKeys(body: { answer: Readonly<Record<string, unknown>>; change_question_key?: string | undefined }): string[] {
  const key = body.change_question_key;
  if (key === undefined || key === '') return Object.keys(body.answer);
  const keys = [key];
  const twin = key.endsWith(EXPRESSIVE_SUFFIX) ? null : `${key}${EXPRESSIVE_SUFFIX}`;
  if (twin && Object.hasOwn(body.answer, twin)) keys.push(twin);
  return keys;
}
