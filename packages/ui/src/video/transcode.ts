/**
 * The calls of the video transcode viewer and its polling loop, free of React so that node tests
 * drive them with fake services and a fake clock.
 */
import { FILE_CALLS, VIDEO_POLL_MS, videoTranscodeStatus, type VideoTranscodeStatus } from '@portal/shared';
import { callWith } from '../http/call';
import { ApiError, type RequestBlobFn, type RequestFn } from '../http/client';
import { request, requestBlob } from '../http/request';

export interface VideoServices {
  request: RequestFn;
  requestBlob: RequestBlobFn;
}

export const browserVideoServices: VideoServices = { request, requestBlob };

/** POST /api/language/video_transcode_status; silent: the viewer shows failures itself. */
export async function fetchTranscodeStatus(services: VideoServices, originPath: string, options: { retry?: boolean; signal?: AbortSignal } = {}): Promise<VideoTranscodeStatus> {
  const result = await callWith(services.request, FILE_CALLS.videoTranscodeStatus, {
    body: { origin_path: originPath, ...(options.retry ? { retry: true } : {}) },
    silent: true,
    signal: options.signal,
  });
  // The answer is checked, not trusted: the viewer shows a malformed one as an error.
  const parsed = videoTranscodeStatus.safeParse(result.data);
  if (!parsed.success) throw new ApiError(1007, 'unknown data format');
  return parsed.data;
}

/** What the viewer shows. */
export type TranscodeView =
  | { kind: 'transcoding' }
  | { kind: 'completed'; url: string }
  | { kind: 'failed'; reason: string }
  /** The call itself failed (network, 404…): its message, and the viewer offers to ask again. */
  | { kind: 'error'; message: string | null };

export function viewOf(status: VideoTranscodeStatus): TranscodeView {
  if (status.video_state === 'Completed' && status.transcoded_url) return { kind: 'completed', url: status.transcoded_url };
  if (status.video_state === 'Failed') return { kind: 'failed', reason: status.reason ?? '' };
  // Every other state (Completed without a URL included) is 'video transcoding'.
  return { kind: 'transcoding' };
}

export interface PollOptions {
  /** The first call asks to start over after a failure. */
  retry?: boolean;
  pollMs?: number;
  signal: AbortSignal;
  onView(view: TranscodeView): void;
  /** Waits `ms` unless aborted (tests pass a fake clock). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Asks for the state, then again every `pollMs` while it is neither Completed nor Failed.
 * Stops at a final state, at a failed call, and at once when `signal` aborts (the viewer
 * unmounted): nothing is reported after that.
 */
export async function pollTranscode(services: VideoServices, originPath: string, options: PollOptions): Promise<void> {
  const { signal, onView } = options;
  const sleep = options.sleep ?? abortableSleep;
  let retry = options.retry ?? false;
  while (!signal.aborted) {
    let view: TranscodeView;
    try {
      view = viewOf(await fetchTranscodeStatus(services, originPath, { retry, signal }));
    } catch (error) {
      if (signal.aborted) return;
      view = { kind: 'error', message: error instanceof ApiError && error.code !== 1007 ? error.message : null };
    }
    if (signal.aborted) return;
    onView(view);
    if (view.kind !== 'transcoding') return;
    retry = false;
    await sleep(options.pollMs ?? VIDEO_POLL_MS, signal);
  }
}
