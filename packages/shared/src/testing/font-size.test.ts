import { describe, expect, it } from 'vitest';
import { fontSizeOf } from './font-size';

describe('the test pages’ text size', () => {
  it.each<[string | null | undefined, string]>([
    ['standard', 'standard'],
    ['large', 'large'],
    ['extraLarge', 'extraLarge'],
    [null, 'standard'],
    [undefined, 'standard'],
    ['', 'standard'],
    ['huge', 'standard'],
    // A numeric zoom left by an older page: the nearest size.
    ['1.3', 'extraLarge'],
    ['1.1', 'large'],
    ['1', 'standard'],
    ['-2', 'standard'],
    ['0', 'standard'],
  ])('a stored %j is %s', (raw, size) => {
    expect(fontSizeOf(raw)).toBe(size);
  });
});
