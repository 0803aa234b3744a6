/**
 * The parent's training outbox: an adapter over the tool site's answer queue (IndexedDB first,
 * one at a time, deleted only on acknowledgement). A change here is one whole submission or
 * consultation request, keyed by its submission_id / request_id made on the phone; its value keeps
 * the picked files as Blobs until they are uploaded, so a reload on a poor network loses nothing.
 * Sending one = upload its files not yet uploaded (ids remembered per submission, so a retry does
 * not upload twice), then the call; the server answering that id (a replay included) is the ack.
 */
import { errorText, LOGOUT_CODES, normalizeLocale, STORAGE_KEYS, type FeedbackInput, type SyncBody, type SyncResult } from '@portal/shared';
import { createAnswerQueue, deviceId, idbStore, memoryStore, refusalOf, retryAfterOf, type AnswerQueue, type ChangeStore, type StoredChange } from '../../answer-queue';
import { sendAppointment, sendFeedback, uploadFile } from './api';

export interface OutboxFile {
  /** Where its id goes: 'files' (a File activity), `q:{question_id}` (an upload answer), 'video' (consultation). */
  slot: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
}

type Localized = { zh: string; en?: string | undefined };
type AnswerBody = NonNullable<FeedbackInput['answers']>[number];

export type OutboxItem =
  | { kind: 'feedback'; activity_id: string; label: Localized; learning_minutes: number; content?: string; answers?: Omit<AnswerBody, 'upload'>[]; files: OutboxFile[] }
  | { kind: 'appointment'; appointment_message: string; slot_id?: string; files: OutboxFile[] };

export type Outbox = AnswerQueue<OutboxItem>;

/** The file being uploaded now, for the banner. */
export interface UploadProgress {
  id: string;
  name: string;
  loaded: number;
  total: number;
  failed: boolean;
}

let progress: UploadProgress | null = null;
const progressListeners = new Set<() => void>();
function setProgress(next: UploadProgress | null): void {
  progress = next;
  for (const listener of [...progressListeners]) listener();
}
export const uploadProgress = {
  get: (): UploadProgress | null => progress,
  subscribe(listener: () => void): () => void {
    progressListeners.add(listener);
    return () => progressListeners.delete(listener);
  },
};

const UPLOADED_PREFIX = 'training_uploaded:';
type Uploaded = Record<number, string>;

function readUploaded(id: string): Uploaded {
  try {
    return (JSON.parse(globalThis.localStorage?.getItem(UPLOADED_PREFIX + id) ?? '{}') as Uploaded) ?? {};
  } catch {
    return {};
  }
}
function writeUploaded(id: string, uploaded: Uploaded | null): void {
  try {
    if (uploaded) globalThis.localStorage?.setItem(UPLOADED_PREFIX + id, JSON.stringify(uploaded));
    else globalThis.localStorage?.removeItem(UPLOADED_PREFIX + id);
  } catch {
    // Not remembered: a reload uploads that file again (the server keeps an unused copy).
  }
}

async function uploadAll(id: string, files: readonly OutboxFile[]): Promise<string[]> {
  const uploaded = readUploaded(id);
  const ids: string[] = [];
  for (const [index, file] of files.entries()) {
    const done = uploaded[index];
    if (done) {
      ids.push(done);
      continue;
    }
    setProgress({ id, name: file.name, loaded: 0, total: file.size, failed: false });
    try {
      const answer = await uploadFile(file.blob, file.name, (loaded, total) => setProgress({ id, name: file.name, loaded, total, failed: false }));
      uploaded[index] = answer.file_id;
      writeUploaded(id, uploaded);
      ids.push(answer.file_id);
    } catch (error) {
      setProgress({ id, name: file.name, loaded: 0, total: file.size, failed: true });
      throw error;
    }
  }
  setProgress(null);
  return ids;
}

const idsOf = (files: readonly OutboxFile[], ids: readonly string[], slot: string) => files.flatMap((f, i) => (f.slot === slot ? [ids[i]!] : []));

/** Sends one stored item; answers the queue's acknowledgement of it, or throws (network: retried; refusal: dropped). */
export async function sendItem(id: string, item: OutboxItem): Promise<void> {
  const fileIds = await uploadAll(id, item.files);
  if (item.kind === 'feedback') {
    const answers = item.answers?.map((a) => {
      const upload = idsOf(item.files, fileIds, `q:${a.question_id}`);
      return item.files.some((f) => f.slot === `q:${a.question_id}`) ? { ...a, upload } : a;
    });
    const files = idsOf(item.files, fileIds, 'files');
    const answer = await sendFeedback({
      activity_id: item.activity_id,
      submission_id: id,
      learning_minutes: item.learning_minutes,
      ...(item.content !== undefined ? { content: item.content } : {}),
      ...(files.length > 0 ? { files } : {}),
      ...(answers ? { answers } : {}),
    });
    if (answer.submission_id !== id) throw new Error('feedback not acknowledged');
  } else {
    const [video] = idsOf(item.files, fileIds, 'video');
    await sendAppointment({ request_id: id, appointment_message: item.appointment_message, ...(item.slot_id ? { slot_id: item.slot_id } : {}), ...(video ? { video_file_id: video } : {}) });
  }
  writeUploaded(id, null);
}

/** The queue reads an acknowledgement as a sync result naming the change's device and seq. */
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

async function openStore(): Promise<ChangeStore<OutboxItem>> {
  try {
    return await idbStore<OutboxItem>();
  } catch {
    // localStorage cannot hold Blobs: without IndexedDB the page keeps them in memory and says so.
    return memoryStore<OutboxItem>();
  }
}

function locale() {
  try {
    return normalizeLocale(globalThis.localStorage?.getItem(STORAGE_KEYS.localLang));
  } catch {
    return normalizeLocale(null);
  }
}

/** The outbox of one parent link (its queue is named after the link's token). */
export async function openOutbox(token: string, onRefusal: (code: number, message: string) => void): Promise<Outbox> {
  return createAnswerQueue<OutboxItem>(
    { testId: `training:${token}`, path: 'training', side: 'parents', onRefusal },
    {
      store: await openStore(),
      deviceId: deviceId(),
      async send(body, change?: StoredChange<OutboxItem>) {
        if (change?.value) await sendItem(change.key, change.value);
        return acknowledgement(body);
      },
      refusalOf: (error) => refusalOf(error, LOGOUT_CODES),
      retryAfterOf,
      events: typeof window === 'undefined' ? null : window,
      initiallyOnline: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
      unacknowledgedText: errorText('unknownFormat', locale()),
    },
  );
}

/** What waits on the phone, oldest first. */
export function waitingItems(outbox: Outbox): Array<{ id: string; item: OutboxItem }> {
  return Object.entries(outbox.overlay({})).map(([id, item]) => ({ id, item }));
}
