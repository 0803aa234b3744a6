/**
 * The sitting's recordings on their way to the server: a delivery queue of the answer-queue module
 * (IndexedDB with the audio Blobs, one at a time, retried with back-off while offline), one per
 * test so a reload sends what an earlier visit left. Repeating an upload is safe: the server keeps
 * one recording per (session, question_id, part) and answers the stored one for the same bytes.
 */
import type { ITEM_RECORDING_STATUSES } from '@portal/shared';
import { openDelivery, waitingKeys, type DeliveryQueue } from '../answer-queue';
import { uploadRecording } from './api';

export type ItemStatus = (typeof ITEM_RECORDING_STATUSES)[number];

export interface RecordingUpload {
  session_id: string;
  part: 'full' | 'item';
  /** The bank's question key (item only). */
  question_id?: string;
  /** The bank's own id of the item (its `questionId`), kept as the recording's init_tag. */
  init_tag?: string;
  status?: ItemStatus;
  /** ms into the full audio; none for a take recorded before a reload (its full audio is lost). */
  timestamp?: number;
  audio_duration: number;
  audio: Blob;
  file_name: string;
}

export type RecordingQueue = DeliveryQueue<RecordingUpload>;

/** One entry per recording of a session: a re-recorded item replaces its unsent take. */
export function recordingKey(sessionId: string, questionId: string | null): string {
  return questionId === null ? `${sessionId}:full` : `${sessionId}:item:${questionId}`;
}

export async function deliverRecording(value: RecordingUpload): Promise<void> {
  const { audio, file_name, ...query } = value;
  await uploadRecording(query, audio, file_name);
}

export function openRecordingQueue(testId: string, onRefusal: (code: number, message: string) => void): Promise<RecordingQueue> {
  return openDelivery<RecordingUpload>({ name: `speech:${testId}`, side: 'clinician', deliver: (_key, value) => deliverRecording(value), onRefusal });
}

export { waitingKeys };
