import { describe, expect, it } from 'vitest';
import { homeButtonMode, homePathOf } from './TestShell';

describe('the test pages’ Home button', () => {
  it('goes straight home outside pad mode', () => {
    expect(homeButtonMode('v1', false)).toBe('plain');
    expect(homeButtonMode('v2', false)).toBe('plain');
    expect(homeButtonMode(undefined, false)).toBe('plain');
  });

  it('in pad mode asks before interrupting, and is hidden in the v2 flow', () => {
    expect(homeButtonMode('v1', true)).toBe('confirm');
    expect(homeButtonMode(undefined, true)).toBe('confirm');
    expect(homeButtonMode('v2', true)).toBe('hidden');
  });

  it('leads to the home of the page’s flow', () => {
    expect([homePathOf('v1'), homePathOf('v2'), homePathOf(undefined)]).toEqual(['/dreamits', '/dreamit', '/']);
  });
});
