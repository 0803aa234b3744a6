/**
 * One transcode: an uploaded video or recording (any container `sniffMedia` recognises, any codecs
 * ffmpeg reads) in, a file every browser plays out. A video becomes an mp4 —
 * H.264 Main profile, yuv420p, at most 720p (the short side ≤ 720 and the long side ≤ 1280, never
 * enlarged), CRF 23, AAC stereo 128 kb/s, `moov` first (`+faststart`) so playback starts before the
 * whole file arrived. Metadata (phone GPS, device names) is dropped; rotation is applied to the
 * picture. A recording becomes an m4a: AAC at 128 kb/s in an MP4 audio file (`M4A ` brand),
 * `moov` first — the codec of the videos' sound, so H.264 + AAC is all a browser needs for
 * everything served, and an iPhone's own m4a (the commonest phone recording) plays as it is.
 * The input is read with the demuxer its recognised container names (never probed), from a local
 * file only: an uploaded file cannot make ffmpeg open other files or the network.
 */
import { isoBoxes, type ErrorKey } from '@portal/shared';
import { runFfmpeg } from './ffmpeg';

export const MAX_LONG_SIDE = 1280;
export const MAX_SHORT_SIDE = 720;
export const VIDEO_CRF = 23;

// Even dimensions (4:2:0 needs them); factor ≤ 1, so small videos keep their size.
const factor = `min(1,min(${MAX_LONG_SIDE}/max(iw,ih),${MAX_SHORT_SIDE}/min(iw,ih)))`;
const SCALE = `scale=w='max(2,trunc(iw*${factor}/2)*2)':h='max(2,trunc(ih*${factor}/2)*2)'`;

/** ffmpeg's demuxer for each stored extension of a video or recording (files/media in shared). */
export const DEMUXERS: Readonly<Record<string, string>> = { mp4: 'mov', mov: 'mov', m4a: 'mov', webm: 'matroska', weba: 'matroska', ogg: 'ogg', mp3: 'mp3', wav: 'wav' };

const inputArgs = (input: string, extension: string) => ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-protocol_whitelist', 'file', '-f', DEMUXERS[extension] ?? 'mov', '-i', input];

/** Video → H.264/AAC mp4; `extension` is the original's (it names the demuxer). */
export function transcodeArgs(input: string, output: string, extension = 'mp4'): string[] {
  return [
    ...inputArgs(input, extension),
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

/** Recording → AAC m4a (the `ipod` muxer writes the M4A brand). */
export function audioTranscodeArgs(input: string, output: string, extension: string): string[] {
  return [
    ...inputArgs(input, extension),
    '-map', '0:a:0',
    '-vn',
    '-map_metadata', '-1',
    '-map_chapters', '-1',
    '-c:a', 'aac',
    '-b:a', '128k',
    '-movflags', '+faststart',
    '-f', 'ipod',
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

/** Transcodes `input` into `output` (both local paths) within `timeLimitMs`: a video unless `kind` says audio. */
export async function transcodeFile(input: string, output: string, timeLimitMs: number, extension = 'mp4', kind: 'video' | 'audio' = 'video'): Promise<TranscodeResult> {
  const run = await runFfmpeg(kind === 'audio' ? audioTranscodeArgs(input, output, extension) : transcodeArgs(input, output, extension), { timeLimitMs });
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
  /** Video: 'yuv420p', 'yuv420p10le', …; '' when ffmpeg names none. */
  pixelFormat?: string;
}

export interface MediaInfo {
  /** Seconds; null when ffmpeg reports none. */
  duration: number | null;
  streams: MediaStream[];
}

/** What ffmpeg reads in a media file (`ffmpeg -i`, parsed): for checks and tests, no ffprobe needed. */
export async function probeMedia(file: string, options: { timeLimitMs?: number; extension?: string } = {}): Promise<MediaInfo> {
  // An upload is read with the demuxer its recognised container names, never a guessed one.
  const demuxer = options.extension ? ['-f', DEMUXERS[options.extension] ?? 'mov'] : [];
  // Without an output ffmpeg exits 1 after printing the input's description: that is expected.
  const run = await runFfmpeg(['-hide_banner', '-nostdin', '-protocol_whitelist', 'file', ...demuxer, '-i', file], { timeLimitMs: options.timeLimitMs ?? 30_000 });
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
    // After the codec's tag '(avc1 / 0x…)' comes the pixel format: ', yuv420p(tv, bt709), 1280x720'.
    if (kind === 'Video') stream.pixelFormat = /^, (\w+)/.exec((m[4] ?? '').replace(/^(?: \([^)]*\))*/, ''))?.[1] ?? '';
    streams.push(stream);
  }
  return { duration, streams };
}

const WEB_H264_PROFILES = new Set(['Baseline', 'Constrained Baseline', 'Main', 'High']);

/**
 * Whether an upload already plays in every browser, so the viewer is given the original and no
 * copy is made: an mp4 of H.264 (8-bit 4:2:0, at most 720p) with AAC sound or none and its movie
 * box before the media (playback starts before the whole file arrived); an m4a of AAC laid out the
 * same way; an mp3. Everything else (mov, WebM, Ogg, wav, HEVC, 4K, 10-bit, `moov` last) is transcoded.
 */
export function isWebPlayable(extension: string, info: MediaInfo, head: Uint8Array): boolean {
  const video = info.streams.filter((s) => s.kind === 'Video');
  const audio = info.streams.filter((s) => s.kind === 'Audio');
  if (extension === 'mp3') return video.length === 0 && audio.length > 0 && audio.every((a) => a.codec === 'mp3');
  if (extension !== 'mp4' && extension !== 'm4a') return false;
  const boxes = isoBoxes(head).map((b) => b.type);
  const moovFirst = boxes.includes('moov') && (!boxes.includes('mdat') || boxes.indexOf('moov') < boxes.indexOf('mdat'));
  if (!moovFirst || !audio.every((a) => a.codec === 'aac')) return false;
  if (extension === 'm4a') return video.length === 0 && audio.length > 0;
  const [v, ...more] = video;
  if (!v || more.length > 0 || v.codec !== 'h264' || !WEB_H264_PROFILES.has(v.profile) || v.pixelFormat !== 'yuv420p') return false;
  const long = Math.max(v.width ?? Infinity, v.height ?? Infinity);
  const short = Math.min(v.width ?? Infinity, v.height ?? Infinity);
  return long <= MAX_LONG_SIDE && short <= MAX_SHORT_SIDE;
}
