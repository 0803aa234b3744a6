/**
 * The ffmpeg binary (npm `@ffmpeg-installer/ffmpeg`: the platform package carries a static build
 * inside its tarball, nothing is downloaded at install time) and one way to run it: a child
 * process with a time limit, killed when it overruns, its output kept only as a short tail.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface FfmpegBinary {
  path: string;
  version: string;
}

let binary: FfmpegBinary | Error | undefined;

/**
 * Located on first use, not at import: the installer package throws when the platform has no
 * binary, and that must fail a transcode (recorded, with a reason), not the server's start.
 */
export function ffmpegBinary(): FfmpegBinary {
  if (binary === undefined) {
    try {
      const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as FfmpegBinary;
      binary = { path: installer.path, version: installer.version };
    } catch (error) {
      binary = new Error(`ffmpeg is not available on this platform: ${String(error instanceof Error ? error.message : error)}`);
    }
  }
  if (binary instanceof Error) throw binary;
  return binary;
}

export interface FfmpegRun {
  /** null when the process was killed. */
  exitCode: number | null;
  timedOut: boolean;
  /** The last few kilobytes of what ffmpeg wrote to stderr. */
  stderr: string;
}

const TAIL_CHARS = 4000;

/** Runs ffmpeg with `args`; resolves when it exits (whatever its exit code), kills it after `timeLimitMs`. */
export function runFfmpeg(args: string[], options: { timeLimitMs: number; cwd?: string }): Promise<FfmpegRun> {
  const { path } = ffmpegBinary();
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, { cwd: options.cwd, stdio: ['ignore', 'ignore', 'pipe'], windowsHide: true });
    let stderr = '';
    let timedOut = false;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-TAIL_CHARS);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeLimitMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, timedOut, stderr });
    });
  });
}
