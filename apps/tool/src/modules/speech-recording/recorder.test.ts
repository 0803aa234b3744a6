import { describe, expect, it } from 'vitest';
import { extensionOf, pickMimeType } from './recorder';

describe('the recording format', () => {
  it('is WebM/Opus where the browser records it (Chromium), MP4 where only that is offered (iOS Safari)', () => {
    const chromium = new Set(['audio/webm;codecs=opus', 'audio/webm']);
    const safari = new Set(['audio/mp4', 'audio/mp4;codecs=mp4a.40.2']);
    expect(pickMimeType((t) => chromium.has(t))).toBe('audio/webm;codecs=opus');
    expect(pickMimeType((t) => safari.has(t))).toBe('audio/mp4;codecs=mp4a.40.2');
    expect(pickMimeType(() => false)).toBe('');
    expect(pickMimeType(undefined)).toBe('');
  });

  it('names the file after what was recorded', () => {
    expect(extensionOf('audio/webm;codecs=opus')).toBe('webm');
    expect(extensionOf('audio/mp4')).toBe('m4a');
    expect(extensionOf('audio/ogg; codecs=opus')).toBe('ogg');
    expect(extensionOf('')).toBe('webm');
  });
});
