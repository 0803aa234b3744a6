/**
 * The microphone during a sitting: one MediaRecorder for the full audio, from start to finish, and
 * a second one on the same stream for each item's sub-recording, whose `timestamp` is where it
 * starts in the full audio (ms since the full recorder started).
 *
 * The container is what the browser records best: WebM/Opus in Chromium and Firefox, MP4/AAC in
 * iOS Safari (which has no WebM recorder). The server recognises either by its content.
 */

/** Preferred first; the first one the browser supports is used. */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4;codecs=mp4a.40.2', 'audio/mp4', 'audio/ogg;codecs=opus'] as const;

/** The first supported type; '' lets the browser choose (an old recorder without isTypeSupported). */
export function pickMimeType(isSupported: ((type: string) => boolean) | undefined): string {
  if (!isSupported) return '';
  return RECORDING_TYPES.find((type) => isSupported(type)) ?? '';
}

/** The file name's extension for a recorded type (the server goes by content; the name helps a person who downloads it). */
export function extensionOf(mimeType: string): string {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  if (type === 'audio/mp4' || type === 'video/mp4') return 'm4a';
  if (type === 'audio/ogg') return 'ogg';
  if (type === 'audio/wav' || type === 'audio/wave') return 'wav';
  return 'webm';
}

export interface Take {
  blob: Blob;
  /** ms into the full audio. */
  timestamp: number;
  durationMs: number;
}

export function recordingSupported(): boolean {
  return typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
}

function startRecorder(stream: MediaStream, mimeType: string): { recorder: MediaRecorder; done: Promise<Blob> } {
  const recorder = mimeType ? new MediaRecorder(stream, { mimeType }) : new MediaRecorder(stream);
  const chunks: Blob[] = [];
  const done = new Promise<Blob>((resolve, reject) => {
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => resolve(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }));
    recorder.onerror = () => reject(new Error('recorder failed'));
  });
  recorder.start();
  return { recorder, done };
}

export class SittingRecorder {
  readonly mimeType: string;
  private readonly full: { recorder: MediaRecorder; done: Promise<Blob> };
  private readonly startedAt: number;
  private item: { recorder: MediaRecorder; done: Promise<Blob>; at: number } | null = null;

  private constructor(private readonly stream: MediaStream) {
    this.mimeType = pickMimeType(typeof MediaRecorder.isTypeSupported === 'function' ? (t) => MediaRecorder.isTypeSupported(t) : undefined);
    this.full = startRecorder(stream, this.mimeType);
    this.startedAt = performance.now();
  }

  /** Asks for the microphone (the browser's permission prompt) and starts the full audio. */
  static async start(): Promise<SittingRecorder> {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true }, video: false });
    return new SittingRecorder(stream);
  }

  get elapsedMs(): number {
    return Math.round(performance.now() - this.startedAt);
  }

  get itemRecording(): boolean {
    return this.item !== null;
  }

  startItem(): void {
    if (this.item) return;
    this.item = { ...startRecorder(this.stream, this.mimeType), at: this.elapsedMs };
  }

  /** Ends the item's sub-recording; null when none was running. */
  async stopItem(): Promise<Take | null> {
    const item = this.item;
    if (!item) return null;
    this.item = null;
    item.recorder.stop();
    const blob = await item.done;
    return { blob, timestamp: item.at, durationMs: this.elapsedMs - item.at };
  }

  /** Ends everything and releases the microphone; answers the full audio. */
  async finish(): Promise<Take> {
    await this.stopItem();
    const durationMs = this.elapsedMs;
    this.full.recorder.stop();
    const blob = await this.full.done;
    for (const track of this.stream.getTracks()) track.stop();
    return { blob, timestamp: 0, durationMs };
  }

  /** Leaving the page mid-sitting: release the microphone without keeping anything. */
  abandon(): void {
    for (const r of [this.full.recorder, this.item?.recorder]) if (r && r.state !== 'inactive') r.stop();
    for (const track of this.stream.getTracks()) track.stop();
  }
}
