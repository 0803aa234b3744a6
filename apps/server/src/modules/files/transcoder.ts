/**
 * One transcode: an uploaded mp4 (any codecs ffmpeg reads) in, an mp4 every browser plays out —
 * H.264 Main profile, yuv420p, at most 720p (the short side ≤ 720 and the long side ≤ 1280, never
 * enlarged), CRF 23, AAC stereo 128 kb/s, `moov` first (`+faststart`) so playback starts before the
 * whole file arrived. Metadata (phone GPS, device names) is dropped; rotation is applied to the
 * picture. The input is read with the mov/mp4 demuxer from a local file only: an uploaded file
 * cannot make ffmpeg open other files or the network.
 */
import type { ErrorKey } from '@portal/shared';
import { runFfmpeg } from './ffmpeg';

export const MAX_LONG_SIDE = 1280;
export const MAX_SHORT_SIDE = 720;
export const VIDEO_CRF = 23;

// Even dimensions (4:2:0 needs them); factor ≤ 1, so small videos keep their size.
const factor = `min(1,min(${MAX_LONG_SIDE}/max(iw,ih),${MAX_SHORT_SIDE}/min(iw,ih)))`;
const SCALE = `scale=w='max(2,trunc(iw*${factor}/2)*2)':h='max(2,trunc(ih*${factor}/2)*2)'`;

export function transcodeArgs(input: string, output: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel', 'error',
    '-y',
    '-protocol_whitelist', 'file',
    '-f', 'mov',
    '-i', input,
    '-map', '0:v:0',
    '-map', '0:a:0?',
    '-map_metadata', '-1',
    '-map_chapters', '-1',
    '-vf', SCALE,
    '-c:v', 'libx264',
    '-preset', 'veryfast',
    '-crf', String(VIDEO_CRF),
    '-profile:v', 'main',
    '-pix_fmt', 'yuv420p',
    '-c:a', 'aac',
    '-b:a', '128k',
    '-ac', '2',
    '-max_muxing_queue_size', '1024',
    '-movflags', '+faststart',
    '-f', 'mp4',
    output,
  ];
}

export type TranscodeResult = { ok: true } | { ok: false; reason: ErrorKey; detail: string };

/** Why ffmpeg failed, in the words of the error catalogue. */
export function failureReason(stderr: string): ErrorKey {
  if (/matches no streams/i.test(stderr)) return 'videoNoVideoStream';
  if (/invalid data found|moov atom not found|could not find codec parameters|error while decoding|no such file/i.test(stderr)) return 'videoUnreadable';
  return 'videoTranscodeFailed';
}

/** Transcodes `input` into `output` (both local paths) within `timeLimitMs`. */
export async function transcodeFile(input: string, output: string, timeLimitMs: number): Promise<TranscodeResult> {
  const run = await runFfmpeg(transcodeArgs(input, output), { timeLimitMs });
  if (run.timedOut) return { ok: false, reason: 'videoTranscodeTimeout', detail: `killed after ${timeLimitMs} ms\n${run.stderr}` };
  if (run.exitCode !== 0) return { ok: false, reason: failureReason(run.stderr), detail: `exit ${String(run.exitCode)}\n${run.stderr}` };
  return { ok: true };
}

export interface MediaStream {
  kind: 'Video' | 'Audio' | 'Other';
  codec: string;
  /** e.g. 'Main', 'Constrained Baseline', 'LC'; '' when ffmpeg names none. */
  profile: string;
  width?: number;
  height?: number;
}

export interface MediaInfo {
  /** Seconds; null when ffmpeg reports none. */
  duration: number | null;
  streams: MediaStream[];
}

/** What ffmpeg reads in a media file (`ffmpeg -i`, parsed): for checks and tests, no ffprobe needed. */
export async function probeMedia(file: string, timeLimitMs = 30_000): Promise<MediaInfo> {
  // Without an output ffmpeg exits 1 after printing the input's description: that is expected.
  const run = await runFfmpeg(['-hide_banner', '-nostdin', '-protocol_whitelist', 'file', '-i', file], { timeLimitMs });
  return parseMediaInfo(run.stderr);
}

export function parseMediaInfo(text: string): MediaInfo {
  const d = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(text);
  const duration = d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : null;
  const streams: MediaStream[] = [];
  for (const line of text.split('\n')) {
    const m = /Stream #\d+:\d+.*?: (Video|Audio|Data|Subtitle): (\w+)(?: \(([^)]*)\))?(.*)$/.exec(line);
    if (!m) continue;
    const kind = m[1] === 'Video' || m[1] === 'Audio' ? m[1] : 'Other';
    const stream: MediaStream = { kind, codec: m[2]!, profile: m[3] && !m[3].includes(' / ') ? m[3] : '' };
    const size = kind === 'Video' ? /, (\d{1,5})x(\d{1,5})\b/.exec(m[4] ?? '') : null;
    if (size) Object.assign(stream, { width: Number(size[1]), height: Number(size[2]) });
    streams.push(stream);
  }
  return { duration, streams };
}
