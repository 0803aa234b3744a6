import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_COUNTDOWN_SECONDS, createAudioSequencer, isAudioBusy, type AudioLike } from './audio';

class FakeAudio implements AudioLike {
  src = '';
  played: string[] = [];
  paused = 0;
  refuse: Error | null = null;
  private listeners = new Map<string, Set<() => void>>();
  play(): Promise<void> {
    this.played.push(this.src);
    return this.refuse ? Promise.reject(this.refuse) : Promise.resolve();
  }
  pause(): void {
    this.paused += 1;
  }
  addEventListener(type: string, listener: () => void): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: 'ended' | 'error'): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

const items = [
  { key: 'q1', src: '/oss/Dream-IT/questions/IT-D-01.mp3' },
  { key: 'q2', src: '/oss/Dream-IT/questions/IT-D-02.mp3' },
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('question audio', () => {
  it('starts 1 s after the page shows, counts 10 s down, and keeps NEXT busy meanwhile', async () => {
    const audio = new FakeAudio();
    const s = createAudioSequencer(audio, () => undefined);
    s.start(items);
    expect(s.getState()).toMatchObject({ phase: 'waiting', key: 'q1' });
    expect(isAudioBusy(s.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(audio.played).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(audio.played).toEqual([items[0]!.src]);
    expect(s.getState()).toMatchObject({ phase: 'playing', key: 'q1', countdown: AUDIO_COUNTDOWN_SECONDS });
    await vi.advanceTimersByTimeAsync(3000);
    expect(s.getState().countdown).toBe(7);
    audio.fire('ended');
    expect(s.getState()).toMatchObject({ phase: 'playing', key: 'q2', countdown: 10 });
    audio.fire('ended');
    expect(s.getState()).toMatchObject({ phase: 'done', key: null });
    expect(isAudioBusy(s.getState())).toBe(false);
  });

  it('frees NEXT after 10 s even when a file plays longer', async () => {
    const audio = new FakeAudio();
    const s = createAudioSequencer(audio, () => undefined);
    s.start(items.slice(0, 1));
    await vi.advanceTimersByTimeAsync(1000 + 9000);
    expect(s.getState()).toMatchObject({ phase: 'playing', countdown: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.getState().phase).toBe('done');
  });

  it('a missing file is logged and skipped; a refused autoplay waits for a tap', async () => {
    const logged: string[] = [];
    const audio = new FakeAudio();
    const s = createAudioSequencer(audio, (m) => logged.push(m));
    s.start(items);
    await vi.advanceTimersByTimeAsync(1000);
    audio.fire('error');
    expect(logged[0]).toContain('IT-D-01.mp3');
    expect(s.getState()).toMatchObject({ phase: 'playing', key: 'q2' });

    const blocked = new FakeAudio();
    blocked.refuse = Object.assign(new Error('no gesture'), { name: 'NotAllowedError' });
    const b = createAudioSequencer(blocked, () => undefined);
    b.start(items);
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.getState()).toMatchObject({ phase: 'blocked', key: 'q1' });
    expect(isAudioBusy(b.getState())).toBe(false);
    blocked.refuse = null;
    b.replay(items[0]!);
    expect(b.getState()).toMatchObject({ phase: 'playing', key: 'q1' });
  });

  it('a new page cancels what was playing', async () => {
    const audio = new FakeAudio();
    const s = createAudioSequencer(audio, () => undefined);
    s.start(items);
    await vi.advanceTimersByTimeAsync(1000);
    s.start([{ key: 'q9', src: '/q9.mp3' }]);
    audio.fire('ended');
    expect(s.getState()).toMatchObject({ phase: 'waiting', key: 'q9' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(audio.played.at(-1)).toBe('/q9.mp3');
    s.stop();
    expect(s.getState().phase).toBe('idle');
  });

  it('says when a page was read to the end, once, and not when it was left or refused', async () => {
    const audio = new FakeAudio();
    const s = createAudioSequencer(audio, () => undefined);
    const finished = vi.fn();
    s.start(items, finished);
    await vi.advanceTimersByTimeAsync(1000);
    audio.fire('ended');
    expect(finished).not.toHaveBeenCalled();
    audio.fire('ended');
    expect(finished).toHaveBeenCalledTimes(1);
    // Left half-way (the next page started): the first page was not read to the end.
    const left = vi.fn();
    s.start(items, left);
    await vi.advanceTimersByTimeAsync(1000);
    s.start([items[1]!], finished);
    await vi.advanceTimersByTimeAsync(1000 + AUDIO_COUNTDOWN_SECONDS * 1000);
    expect(left).not.toHaveBeenCalled();
    expect(finished).toHaveBeenCalledTimes(2);
    // Autoplay refused: nothing was heard.
    const refused = vi.fn();
    audio.refuse = Object.assign(new Error('no tap'), { name: 'NotAllowedError' });
    s.start(items, refused);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.getState().phase).toBe('blocked');
    expect(refused).not.toHaveBeenCalled();
  });
});
