/**
 * A reload mid-sitting (the server's speech README): the page remembers the open session of a test
 * on this device and, on the next visit, carries on with it instead of opening another. What was
 * recorded comes from the server (delivered takes) and the delivery queue (takes still waiting).
 */
import { ITEM_RECORDING_STATUSES, type AudioSession } from '@portal/shared';
import { ApiError } from '@portal/ui';
import type { ItemStatus, RecordingQueue, RecordingUpload } from './uploads';

const storageKey = (testId: string) => `speech:sitting:${testId}`;

export function rememberSitting(testId: string, sessionId: string): void {
  try {
    localStorage.setItem(storageKey(testId), sessionId);
  } catch {
    // Storage refused (private mode): a reload then starts a new sitting, as before.
  }
}

export function rememberedSitting(testId: string): string | null {
  try {
    return localStorage.getItem(storageKey(testId));
  } catch {
    return null;
  }
}

export function forgetSitting(testId: string): void {
  try {
    localStorage.removeItem(storageKey(testId));
  } catch {
    // Nothing stored to forget.
  }
}

/** The server refused the session (unknown, another institution's, closed): nothing to resume. */
export const refusedForGood = (error: unknown): boolean => error instanceof ApiError && error.httpStatus !== undefined && error.httpStatus >= 400 && error.httpStatus < 500;

const isItemStatus = (status: string): status is ItemStatus => (ITEM_RECORDING_STATUSES as readonly string[]).includes(status);

const ofSession = (session: AudioSession, waiting: Record<string, RecordingUpload>) => Object.values(waiting).filter((v) => v.session_id === session._id);

/** Each recorded word's mark: delivered takes, then the waiting ones (newer) over them. */
export function takesOf(session: AudioSession, waiting: Record<string, RecordingUpload>): Record<string, ItemStatus> {
  const takes: Record<string, ItemStatus> = {};
  for (const r of session.data_list) if (isItemStatus(r.status)) takes[r.question_id] = r.status;
  for (const v of ofSession(session, waiting)) if (v.part === 'item' && v.question_id && v.status) takes[v.question_id] = v.status;
  return takes;
}

/** The full audio is stored or queued: the recording had ended, only the close is left. */
export const recordingEnded = (session: AudioSession, waiting: Record<string, RecordingUpload>): boolean =>
  session.full_audio_path !== null || ofSession(session, waiting).some((v) => v.part === 'full');

/** Takes from before the reload still waiting go without their place in the full audio that is lost. */
export async function unplaceWaitingTakes(queue: RecordingQueue, session: AudioSession): Promise<void> {
  for (const [key, value] of Object.entries(queue.overlay({}))) {
    if (value.session_id !== session._id || value.part !== 'item' || value.timestamp === undefined) continue;
    const { timestamp: _lost, ...unplaced } = value;
    await queue.put(key, unplaced);
  }
}
