/**
 * The two conversions a recording goes through, with the files module's ffmpeg (a child process
 * with a time limit, reading a local file only): a web copy every browser plays (MP3, mono), and
 * the 16 kHz 16-bit mono WAV every scoring service takes.
 */
import { runFfmpeg } from '../files';

const TIME_LIMIT_MS = 5 * 60_000;

const common = (input: string) => ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-protocol_whitelist', 'file', '-i', input, '-vn', '-map_metadata', '-1'];

export const webCopyArgs = (input: string, output: string) => [...common(input), '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3', output];
export const scoringWavArgs = (input: string, output: string) => [...common(input), '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', output];

export type Conversion = { ok: true } | { ok: false; detail: string };

export async function convert(args: string[]): Promise<Conversion> {
  const run = await runFfmpeg(args, { timeLimitMs: TIME_LIMIT_MS });
  if (run.timedOut) return { ok: false, detail: `killed after ${TIME_LIMIT_MS} ms\n${run.stderr}` };
  if (run.exitCode !== 0) return { ok: false, detail: `exit ${String(run.exitCode)}\n${run.stderr}` };
  return { ok: true };
}
