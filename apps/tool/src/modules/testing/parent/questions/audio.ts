/**
 * Question audio of the parent flow: a page's questions are read one after another, the first 1 s
 * after the page shows; each shows a 10 s countdown (at most those 10 s: a long or stuck file does
 * not lock the page). NEXT may wait for it only the first time the page is read on this phone
 * (Questionnaire.tsx decides; `start`'s `onFinished` says when a page was read to the end). A
 * refused autoplay (no tap yet) or a missing file leaves the page usable: failures are only logged.
 */
export const AUDIO_START_DELAY_MS = 1000;
export const AUDIO_COUNTDOWN_SECONDS = 10;

export interface AudioLike {
  src: string;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: 'ended' | 'error', listener: () => void): void;
  removeEventListener(type: 'ended' | 'error', listener: () => void): void;
}

export type AudioPhase = 'idle' | 'waiting' | 'playing' | 'blocked' | 'done';

export interface AudioState {
  phase: AudioPhase;
  /** The question being read (or waiting to be). */
  key: string | null;
  countdown: number;
}

export interface AudioItem {
  key: string;
  src: string;
}

export interface AudioSequencer {
  getState(): AudioState;
  subscribe(listener: () => void): () => void;
  /**
   * Reads these questions in order, starting after the delay; cancels what was playing.
   * `onFinished`: called once when the last of them was played (or timed out, or failed to load),
   * also after a replay on the way; never when the page is left or autoplay was refused.
   */
  start(items: readonly AudioItem[], onFinished?: () => void): void;
  /** Reads one question again, now (a tap: allowed even where autoplay is not). */
  replay(item: AudioItem): void;
  stop(): void;
}

/** NEXT waits while audio is about to play or plays. */
export const isAudioBusy = (state: AudioState): boolean => state.phase === 'waiting' || state.phase === 'playing';

export function createAudioSequencer(audio: AudioLike, log: (message: string) => void = console.warn): AudioSequencer {
  let state: AudioState = { phase: 'idle', key: null, countdown: 0 };
  const listeners = new Set<() => void>();
  let queue: AudioItem[] = [];
  let delay: ReturnType<typeof setTimeout> | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;
  // Each play gets a number: events and rejections of a superseded one are ignored.
  let run = 0;
  let finished: (() => void) | null = null;

  const set = (next: AudioState): void => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  function clearTimers(): void {
    if (delay) clearTimeout(delay);
    if (ticker) clearInterval(ticker);
    delay = null;
    ticker = null;
  }

  function advance(): void {
    clearTimers();
    audio.pause();
    const next = queue.shift();
    if (next) return play(next);
    set({ phase: 'done', key: null, countdown: 0 });
    const done = finished;
    finished = null;
    done?.();
  }

  function play(item: AudioItem): void {
    const mine = ++run;
    set({ phase: 'playing', key: item.key, countdown: AUDIO_COUNTDOWN_SECONDS });
    ticker = setInterval(() => {
      if (mine !== run) return;
      const left = state.countdown - 1;
      if (left <= 0) advance();
      else set({ ...state, countdown: left });
    }, 1000);
    audio.src = item.src;
    audio.play().catch((error: unknown) => {
      if (mine !== run) return;
      if (error instanceof Error && error.name === 'NotAllowedError') {
        // No tap yet on this page: the parent starts it with the play button.
        clearTimers();
        queue = [];
        finished = null;
        set({ phase: 'blocked', key: item.key, countdown: 0 });
        return;
      }
      if (error instanceof Error && error.name === 'AbortError') return;
      log(`question audio ${item.src} could not be played: ${String(error)}`);
      if (mine === run) advance();
    });
  }

  const onEnded = (): void => {
    if (state.phase === 'playing') advance();
  };
  const onError = (): void => {
    if (state.phase !== 'playing') return;
    log(`question audio ${audio.src} could not be loaded`);
    advance();
  };
  audio.addEventListener('ended', onEnded);
  audio.addEventListener('error', onError);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(items, onFinished) {
      clearTimers();
      run += 1;
      audio.pause();
      queue = [...items];
      finished = null;
      const first = queue.shift();
      if (!first) return set({ phase: 'done', key: null, countdown: 0 });
      finished = onFinished ?? null;
      set({ phase: 'waiting', key: first.key, countdown: AUDIO_COUNTDOWN_SECONDS });
      delay = setTimeout(() => {
        delay = null;
        play(first);
      }, AUDIO_START_DELAY_MS);
    },
    replay(item) {
      clearTimers();
      audio.pause();
      queue = [];
      play(item);
    },
    stop() {
      clearTimers();
      run += 1;
      queue = [];
      finished = null;
      audio.pause();
      set({ phase: 'idle', key: null, countdown: 0 });
    },
  };
}

/**
 * One audio element for the whole page load. Phones allow sound only from a tap; an element that
 * once played inside a tap may play later without one, so taps call `unlockAudio`.
 */
let shared: HTMLAudioElement | null = null;
const SILENCE = 'data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=';

export function pageAudio(): HTMLAudioElement {
  shared ??= new Audio();
  shared.preload = 'auto';
  return shared;
}

export function unlockAudio(): void {
  const audio = pageAudio();
  if (audio.src && !audio.paused) return;
  audio.src = SILENCE;
  audio.play().catch(() => undefined);
}
