/** Real media for the video tests, made by the installed ffmpeg (nothing large is committed). */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { FILE_CALLS, videoTranscodeStatus, type VideoState, type VideoTranscodeStatus } from '@portal/shared';
import { call } from '../../../test/harness';
import { ffmpegBinary } from './ffmpeg';

const run = promisify(execFile);

export type Fixture = 'landscape' | 'portraitSilent' | 'audioOnly';

/** ffmpeg's built-in sources: a test pattern and a tone, one second each. */
const SOURCES: Record<Fixture, string[]> = {
  landscape: ['-f', 'lavfi', '-i', 'testsrc=duration=1:size=1920x1080:rate=10', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
  portraitSilent: ['-f', 'lavfi', '-i', 'testsrc=duration=1:size=1080x1920:rate=10', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  audioOnly: ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'aac'],
};

export async function makeMp4(dir: string, fixture: Fixture): Promise<Buffer> {
  const file = path.join(dir, `${fixture}.mp4`);
  await run(ffmpegBinary().path, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...SOURCES[fixture], '-f', 'mp4', file]);
  return readFile(file);
}

/** An upload that passes the mp4 sniffer (an `ftyp` box) but is not a video. */
export function brokenMp4(): Buffer {
  const ftyp = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31]);
  return Buffer.concat([ftyp, Buffer.from('this is not a movie, only words after a file-type box '.repeat(40))]);
}

/** The top-level boxes of an ISO media file, in order ('ftyp', 'moov', 'mdat', …). */
export function topLevelBoxes(bytes: Buffer): string[] {
  const boxes: string[] = [];
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(at);
    boxes.push(bytes.toString('latin1', at + 4, at + 8));
    if (size === 1) size = Number(bytes.readBigUInt64BE(at + 8));
    else if (size === 0) size = bytes.length - at;
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

/** Asks for the transcode state every 50 ms until it is final; answers the final state and every state seen. */
export async function settleTranscode(app: FastifyInstance, token: string, originPath: string, timeoutMs = 60_000): Promise<{ final: VideoTranscodeStatus; seen: VideoState[] }> {
  const seen: VideoState[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call<VideoTranscodeStatus>(app, FILE_CALLS.videoTranscodeStatus.path, { token, body: { origin_path: originPath } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = videoTranscodeStatus.parse(res.body.data);
    if (seen.at(-1) !== answer.video_state) seen.push(answer.video_state);
    if (answer.video_state === 'Completed' || answer.video_state === 'Failed') return { final: answer, seen };
    if (Date.now() > deadline) throw new Error(`still ${answer.video_state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
