/**
 * The parent's training calls (contracts `TRAINING_PARENT_CALLS`, shared training/calls.ts, taken
 * as types; paths `TRAINING_PARENT_PATHS`, shared training/paths.ts). Every call carries the
 * link's token as `temtoken` (the http helper reads it from storage). The upload goes through
 * XMLHttpRequest: fetch reports no upload progress.
 */
import { normalizeLocale, STORAGE_KEYS, TRAINING_PARENT_PATHS, type CallBody, type CallResult, type TRAINING_PARENT_CALLS as C } from '@portal/shared';
import { acceptLanguage } from '@portal/ui/http/client';
import { ApiError, get, post } from '../../parent-frame';

export const loadToday = () => get<typeof C.today>(TRAINING_PARENT_PATHS.today, {});
export const loadActivity = (activityId: string) => get<typeof C.activity>(TRAINING_PARENT_PATHS.activity, { activity_id: activityId });
export const loadSlots = () => get<typeof C.slots>(TRAINING_PARENT_PATHS.slots, {});
export const sendFeedback = (body: CallBody<typeof C.feedback>) => post<typeof C.feedback>(TRAINING_PARENT_PATHS.feedback, body);
export const sendAppointment = (body: CallBody<typeof C.appointment>) => post<typeof C.appointment>(TRAINING_PARENT_PATHS.appointment, body);

type UploadAnswer = CallResult<typeof C.upload>;
type UploadEnvelope = { success?: boolean; code?: number; message?: string; msg?: string; data?: UploadAnswer };

function storedItem(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Uploads one file (multipart field `file`). Rejects with an ApiError carrying the envelope when the
 * server refused it (final), or a plain Error when the network failed (retried).
 */
export function uploadFile(file: Blob, name: string, onProgress: (loaded: number, total: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', TRAINING_PARENT_PATHS.upload);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', acceptLanguage(normalizeLocale(storedItem(STORAGE_KEYS.localLang))));
    const temToken = storedItem(STORAGE_KEYS.temporaryToken);
    if (temToken) xhr.setRequestHeader('temtoken', temToken);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onerror = () => reject(new Error('upload failed: network'));
    xhr.onabort = () => reject(new Error('upload aborted'));
    xhr.onload = () => {
      let envelope: UploadEnvelope | null;
      try {
        envelope = JSON.parse(xhr.responseText) as UploadEnvelope | null;
      } catch {
        envelope = null;
      }
      if (envelope?.success && envelope.data) return resolve(envelope.data);
      // No envelope (a proxy's error page, a 5xx): treat as the network and try again later.
      if (!envelope || typeof envelope.code !== 'number' || xhr.status >= 500) return reject(new Error(`upload failed: HTTP ${xhr.status}`));
      reject(new ApiError(envelope.code, envelope.message ?? envelope.msg ?? `HTTP ${xhr.status}`, envelope as never, xhr.status));
    };
    const form = new FormData();
    form.append('file', file, name);
    xhr.send(form);
  });
}
