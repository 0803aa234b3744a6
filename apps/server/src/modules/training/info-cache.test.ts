import { describe, expect, it } from 'vitest';
import { TimelineCache } from './info-cache';

describe('TimelineCache', () => {
  it('answers a text only at the version it was built at', () => {
    const cache = new TimelineCache();
    cache.set('a', '3:100:200:', '[1]');
    expect(cache.get('a', '3:100:200:')).toBe('[1]');
    expect(cache.get('a', '3:101:201:')).toBeUndefined();
    expect(cache.get('b', '3:100:200:')).toBeUndefined();
    cache.set('a', '3:101:201:', '[2]');
    expect(cache.get('a', '3:100:200:')).toBeUndefined();
    expect(cache.get('a', '3:101:201:')).toBe('[2]');
  });

  it('drops the least recently used entries beyond its budget, and keeps nothing larger than it', () => {
    const cache = new TimelineCache(40); // 20 characters
    cache.set('a', 'v', '12345678');
    cache.set('b', 'v', '12345678');
    expect(cache.get('a', 'v')).toBe('12345678'); // a is now the most recent
    cache.set('c', 'v', '12345678');
    expect([cache.get('a', 'v'), cache.get('b', 'v'), cache.get('c', 'v')]).toEqual(['12345678', undefined, '12345678']);
    cache.set('d', 'v', 'x'.repeat(21));
    expect(cache.get('d', 'v')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
