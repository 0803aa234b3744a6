/**
 * Plays a long recording read in byte ranges with the token header. The resource path needs the
 * header, so the audio element cannot fetch it itself; reading the whole file into a blob first
 * would make a clinician wait for minutes of audio before hearing a mark in the middle. Instead
 * the MP3 (the web copies are constant-bitrate MP3) is fed to a MediaSource chunk by chunk, from
 * wherever playback is: a seek outside what is buffered starts a new run at that time's byte
 * (`Range: bytes=<at>-…`), so the first sound after a seek is one small part away.
 *
 * Where MediaSource cannot play MP3 (or the server sends something else), `attachBlobAudio`
 * reads the whole file into a blob URL, as the files module's viewer does.
 */
import type { RequestBlobFn } from '@portal/ui';
import { byteAt, id3Size } from './review';

/** One part: about 4 s of the 64 kb/s web copy. */
export const RANGE_CHUNK_BYTES = 32 * 1024;
/** The first part (ID3 tag, the first frames): small, so the player is ready at once and a mark further on is a seek of its own. */
const FIRST_BYTES = 8 * 1024;
/** How far ahead of the playhead parts are read. */
const AHEAD_SECONDS = 12;
const MP3 = 'audio/mpeg';

export type AudioLoadState = 'loading' | 'ready' | 'failed';

export interface AttachedAudio {
  dispose(): void;
}

interface AttachOptions {
  url: string;
  durationMs: number | null;
  read: RequestBlobFn;
  onState(state: AudioLoadState): void;
}

export function canStreamMp3(): boolean {
  return typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(MP3);
}

/** The whole file into a blob URL (short recordings; browsers without MediaSource for MP3). */
export function attachBlobAudio(audio: HTMLAudioElement, { url, read, onState }: AttachOptions): AttachedAudio {
  const controller = new AbortController();
  let src: string | null = null;
  read(url, { silent: true, signal: controller.signal }).then(
    ({ blob }) => {
      if (controller.signal.aborted) return;
      src = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: MP3 }));
      audio.src = src;
      onState('ready');
    },
    () => !controller.signal.aborted && onState('failed'),
  );
  return {
    dispose() {
      controller.abort();
      if (src) URL.revokeObjectURL(src);
    },
  };
}

const nextEvent = (target: EventTarget, name: string) => new Promise<void>((resolve) => target.addEventListener(name, () => resolve(), { once: true }));

export function attachRangedAudio(audio: HTMLAudioElement, options: AttachOptions): AttachedAudio {
  const { url, read, onState } = options;
  const media = new MediaSource();
  const objectUrl = URL.createObjectURL(media);
  let buffer: SourceBuffer | null = null;
  let total = 0;
  let header = 0;
  let duration = (options.durationMs ?? 0) / 1000;
  let run = 0;
  let runStart = 0;
  let nextByte = 0;
  let pumping = false;
  let disposed = false;
  let controller = new AbortController();

  const idle = async () => {
    while (buffer?.updating) await nextEvent(buffer, 'updateend');
  };
  const append = async (bytes: Uint8Array) => {
    await idle();
    buffer!.appendBuffer(bytes as Uint8Array<ArrayBuffer>);
    await nextEvent(buffer!, 'updateend');
  };
  const aheadOf = (t: number): number => {
    const ranges = audio.buffered;
    for (let i = 0; i < ranges.length; i += 1) if (ranges.start(i) - 0.1 <= t && t < ranges.end(i)) return ranges.end(i) - t;
    return 0;
  };

  /** Reads parts of the current run until enough is ahead of the playhead, or the file ends. */
  const pump = async (mine: number) => {
    if (pumping) return;
    pumping = true;
    try {
      while (mine === run && !disposed) {
        if (nextByte >= total) {
          await idle();
          if (mine === run && media.readyState === 'open') media.endOfStream();
          return;
        }
        if (aheadOf(audio.currentTime) > AHEAD_SECONDS) return;
        const end = Math.min(total, nextByte + RANGE_CHUNK_BYTES) - 1;
        const part = await read(url, { range: `bytes=${nextByte}-${end}`, silent: true, signal: controller.signal });
        if (mine !== run) return;
        const bytes = new Uint8Array(await part.blob.arrayBuffer());
        await append(bytes);
        nextByte += bytes.length;
      }
    } catch {
      if (mine === run && !disposed) onState('failed');
    } finally {
      pumping = false;
    }
  };

  /** A new run at `t`: the parser forgets the last run's bytes and the frames are placed from `t`. */
  const startRun = async (t: number) => {
    run += 1;
    const mine = run;
    runStart = t;
    controller.abort();
    controller = new AbortController();
    await idle();
    while (pumping) await new Promise((r) => setTimeout(r, 5));
    if (mine !== run || !buffer) return;
    if (media.readyState === 'open') buffer.abort();
    buffer.timestampOffset = t;
    nextByte = byteAt(t, duration, total, header);
    void pump(mine);
  };

  const onSeeking = () => {
    const t = audio.currentTime;
    if (!buffer || total === 0 || aheadOf(t) > 0) return;
    // The slider's change and its mark's click may both ask for the same place.
    if (pumping && Math.abs(t - runStart) < 0.05) return;
    void startRun(t);
  };
  const onTime = () => {
    if (buffer && total > 0 && !pumping && nextByte < total) void pump(run);
  };

  const open = async () => {
    await nextEvent(media, 'sourceopen');
    const first = await read(url, { range: `bytes=0-${FIRST_BYTES - 1}`, silent: true, signal: controller.signal });
    if (disposed) return;
    const bytes = new Uint8Array(await first.blob.arrayBuffer());
    if (first.blob.type && first.blob.type !== MP3) throw new Error(`not MP3: ${first.blob.type}`);
    total = first.total ?? bytes.length;
    header = id3Size(bytes);
    if (duration > 0) media.duration = duration;
    buffer = media.addSourceBuffer(MP3);
    await append(bytes);
    nextByte = bytes.length;
    if (duration <= 0) duration = Number.isFinite(media.duration) ? media.duration : 0;
    onState('ready');
    audio.addEventListener('seeking', onSeeking);
    audio.addEventListener('timeupdate', onTime);
    audio.addEventListener('play', onTime);
    // A seek asked for while the first part was on its way.
    if (audio.currentTime > 0 && aheadOf(audio.currentTime) === 0) void startRun(audio.currentTime);
  };

  audio.src = objectUrl;
  open().catch(() => !disposed && onState('failed'));

  return {
    dispose() {
      disposed = true;
      run += 1;
      controller.abort();
      audio.removeEventListener('seeking', onSeeking);
      audio.removeEventListener('timeupdate', onTime);
      audio.removeEventListener('play', onTime);
      audio.removeAttribute('src');
      URL.revokeObjectURL(objectUrl);
    },
  };
}
