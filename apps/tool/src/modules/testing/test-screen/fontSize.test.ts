import { describe, expect, it, vi } from 'vitest';
import { chooseFontSize, fontPx, rootFontSize, storedFontSize } from './fontSize';

const storage = (value: string | null) => {
  const map = new Map<string, string>(value === null ? [] : [['drema_it_zoom', value]]);
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
};

describe('test pages text size', () => {
  it('reads the stored size under drema_it_zoom, standard when absent or unknown', () => {
    expect(storedFontSize(storage('large'))).toBe('large');
    expect(storedFontSize(storage('extraLarge'))).toBe('extraLarge');
    expect(storedFontSize(storage(null))).toBe('standard');
    expect(storedFontSize(storage('huge'))).toBe('standard');
  });

  it('maps a numeric zoom left by an older page to the nearest size', () => {
    expect(storedFontSize(storage('1.3'))).toBe('extraLarge');
    expect(storedFontSize(storage('1.1'))).toBe('large');
    expect(storedFontSize(storage('-2'))).toBe('standard');
  });

  it('scales antd and the root font', () => {
    expect([fontPx('standard'), fontPx('large'), fontPx('extraLarge')]).toEqual([14, 16, 18]);
    expect(rootFontSize('extraLarge')).toBe('130%');
  });

  it('choosing a size stores it and reloads the page', () => {
    const s = storage(null);
    const reload = vi.fn();
    chooseFontSize('large', { storage: s, reload });
    expect(s.map.get('drema_it_zoom')).toBe('large');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a storage that refuses the write does not reload into the old size', () => {
    const reload = vi.fn();
    chooseFontSize('large', { storage: { getItem: () => null, removeItem: () => undefined, setItem: () => { throw new Error('quota'); } }, reload });
    expect(reload).not.toHaveBeenCalled();
  });
});
