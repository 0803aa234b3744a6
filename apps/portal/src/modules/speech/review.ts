/**
 * The review's pure rules: which recording pairs with which outcome, where the slider's marks go,
 * what colour a recording status has, and how accuracy is written.
 */
import type { AudioRecording, AudioSession, OralOutcome, RecognitionSession, RecordingStatus } from '@portal/shared';

/** One item of a sitting: its recording and (items only) its outcome, matched by the recording's id. */
export interface ReviewItem {
  recording: AudioRecording;
  outcome: OralOutcome | null;
}

export interface ReviewSession {
  session: AudioSession;
  full: AudioRecording | null;
  items: ReviewItem[];
}

/** The audio sessions with each item's outcome (the recognition list names items by recording id). */
export function reviewSessionsOf(audio: readonly AudioSession[], recognition: readonly RecognitionSession[]): ReviewSession[] {
  const outcomes = new Map<string, OralOutcome>();
  for (const s of recognition) for (const o of s.data_list) outcomes.set(o._id, o);
  return audio.map((session) => ({
    session,
    full: session.data_list.find((r) => r.status === 'FullAudio') ?? null,
    items: session.data_list.filter((r) => r.status !== 'FullAudio').map((recording) => ({ recording, outcome: outcomes.get(recording._id) ?? null })),
  }));
}

/** Spec §9: marks only for recordings that start before the full audio ends; seconds → the item. */
export function marksOf(items: readonly ReviewItem[], fullDurationMs: number | null): Array<{ seconds: number; item: ReviewItem }> {
  if (!fullDurationMs || fullDurationMs <= 0) return [];
  return items
    .filter((i) => i.recording.timestamp !== null && i.recording.timestamp >= 0 && i.recording.timestamp < fullDurationMs)
    .map((item) => ({ seconds: item.recording.timestamp! / 1000, item }));
}

/** §4: Successful green, Alternative and NotPronounced pink, the full audio blue, anything else neutral. */
export function statusColor(status: RecordingStatus | string): string {
  switch (status) {
    case 'Successful':
      return '#52c41a';
    case 'Alternative':
    case 'NotPronounced':
      return '#eb2f96';
    case 'FullAudio':
      return '#1677ff';
    default:
      return '#8c8c8c';
  }
}

/** Accuracy 0–100 with two decimals (§9); null and the services' −1 'could not judge' are not numbers. */
export function accuracyText(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return null;
  return value.toFixed(2);
}

/** The amend dialog's recognised text: Chinese characters only, 1–50 of them. */
export const AMEND_TEXT = /^[\u3400-\u9fff]{1,50}$/u;

/** m:ss.s of a position in seconds. */
export function clockOf(seconds: number): string {
  const s = Math.max(0, seconds);
  const m = Math.floor(s / 60);
  const rest = s - m * 60;
  return `${m}:${rest.toFixed(1).padStart(4, '0')}`;
}

/**
 * Where a time lies in a constant-bitrate MP3 (the web copies are CBR): after the ID3 tag, the
 * bytes spread evenly over the duration. Clamped inside the file.
 */
export function byteAt(seconds: number, durationSeconds: number, total: number, headerBytes: number): number {
  if (durationSeconds <= 0 || total <= headerBytes) return 0;
  const body = total - headerBytes;
  const at = headerBytes + Math.floor((Math.min(Math.max(seconds, 0), durationSeconds) / durationSeconds) * body);
  return Math.min(at, total - 1);
}

/** The size of an MP3's leading ID3v2 tag (10-byte header + synchsafe size), 0 without one. */
export function id3Size(head: Uint8Array): number {
  if (head.length < 10 || head[0] !== 0x49 || head[1] !== 0x44 || head[2] !== 0x33) return 0;
  const size = ((head[6]! & 0x7f) << 21) | ((head[7]! & 0x7f) << 14) | ((head[8]! & 0x7f) << 7) | (head[9]! & 0x7f);
  const footer = head[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}
