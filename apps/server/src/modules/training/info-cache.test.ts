import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache, chooseEncoding } from './info-cache';

describe('AnswerCache', () => {
  it('answers only at the version it was built at', () => {
    const cache = new AnswerCache();
    cache.set('a', '3:100:200', '[1]');
    expect(cache.get('a', '3:100:200')?.body.toString()).toBe('[1]');
    expect(cache.get('a', '3:101:201')).toBeUndefined();
    expect(cache.get('b', '3:100:200')).toBeUndefined();
    cache.set('a', '3:101:201', '[2]');
    expect(cache.get('a', '3:100:200')).toBeUndefined();
    expect(cache.get('a', '3:101:201')?.body.toString()).toBe('[2]');
  });

  it('drops the least recently used entries beyond its budget, and keeps nothing larger than it', () => {
    const cache = new AnswerCache(40); // 20 bytes of text
    cache.set('a', 'v', '12345678');
    cache.set('b', 'v', '12345678');
    expect(cache.get('a', 'v')).toBeDefined(); // a is now the most recent
    cache.set('c', 'v', '12345678');
    expect([cache.get('a', 'v'), cache.get('b', 'v'), cache.get('c', 'v')].map((x) => x?.body.toString())).toEqual(['12345678', undefined, '12345678']);
    expect(cache.set('d', 'v', 'x'.repeat(21)).body.toString()).toBe('x'.repeat(21));
    expect(cache.get('d', 'v')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('makes each compressed form once, and it decompresses to the answer', async () => {
    const text = JSON.stringify({ data: Array.from({ length: 500 }, (_, i) => ({ i, name: '活动' })) });
    const answer = new AnswerCache().set('a', 'v', text);
    const br = await answer.bytes('br');
    expect(await answer.bytes('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(await answer.bytes('gzip')).toString()).toBe(text);
    expect(br.length).toBeLessThan(text.length / 5);
    expect((await answer.bytes('identity')).toString()).toBe(text);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['GZIP;Q=1', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
