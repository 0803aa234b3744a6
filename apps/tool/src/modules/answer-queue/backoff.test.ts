import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_MAX_MS, RETRY_BASE_MS, RETRY_CAP_MS, retryDelayMs } from './backoff';
import { parseRetryAfter } from '@portal/ui/http/client';

describe('retry schedule: exponential back-off with full jitter', () => {
  it('the n-th retry waits anywhere in [0, min(cap, base·2^n)]: the smallest and largest random give the ends', () => {
    const ceilings = [2000, 4000, 8000, 16000, 30000, 30000, 30000];
    for (const [n, ceiling] of ceilings.entries()) {
      expect(retryDelayMs(n, () => 0)).toBe(0);
      expect(retryDelayMs(n, () => 0.999999)).toBe(ceiling - 1);
      expect(retryDelayMs(n, () => 0.5)).toBe(ceiling / 2);
    }
    expect(RETRY_BASE_MS).toBe(2000);
    expect(RETRY_CAP_MS).toBe(30_000);
    // A phone offline for a day still waits at most the cap, and huge attempts do not overflow.
    expect(retryDelayMs(10_000, () => 0.999999)).toBe(RETRY_CAP_MS - 1);
  });

  it('spreads 200 phones failing at the same instant over the whole window instead of one moment', () => {
    const delays = Array.from({ length: 200 }, () => retryDelayMs(1));
    const buckets = new Array(8).fill(0) as number[];
    for (const d of delays) buckets[Math.floor(d / 500)]! += 1;
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(4000);
    // Uniform over 8 half-second slots: each gets ~25; none is empty and none holds half of them.
    for (const count of buckets) {
      expect(count).toBeGreaterThan(5);
      expect(count).toBeLessThan(60);
    }
  });

  it('a server going away (refused, 503) spreads 200 phones over more than a second already on their first retry', () => {
    const first = Array.from({ length: 200 }, () => retryDelayMs(0));
    expect(Math.max(...first)).toBeLessThan(RETRY_BASE_MS);
    // Uniform over 0–2 s: fewer than 70 % of them in the first second, about half in expectation.
    expect(first.filter((d) => d < 1000).length).toBeLessThan(140);
    expect(first.filter((d) => d >= 1000).length).toBeGreaterThan(60);
  });

  it('Retry-After is a floor: nothing before it, the jitter after it; an absurd one is capped', () => {
    expect(retryDelayMs(0, () => 0, 2000)).toBe(2000);
    expect(retryDelayMs(0, () => 0.999999, 2000)).toBe(3999);
    expect(retryDelayMs(2, () => 0.5, 3000)).toBe(7000);
    expect(retryDelayMs(0, () => 0, 3_600_000)).toBe(RETRY_AFTER_MAX_MS);
    expect(retryDelayMs(1, () => 0.5, null)).toBe(2000);
    expect(retryDelayMs(1, () => 0.5, 0)).toBe(2000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-27T04:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter(' 120 ', now)).toBe(120_000);
    expect(parseRetryAfter('Fri, 27 Nov 2026 04:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Fri, 27 Nov 2026 03:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
