import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password';
import { errorText, formatMessage } from './errors';

describe('password rule', () => {
  it.each([
    ['Admin@12345', true],
    ['Aa1!aaaa', true],
    ['Aa1!' + 'a'.repeat(28), true],
    ['Aa1!' + 'a'.repeat(29), false],
    ['Aa1!aaa', false],
    ['admin@12345', false],
    ['ADMIN@12345', false],
    ['Admin@abcde', false],
    ['Admin123456', false],
    ['Admin@ 12345', false],
  ])('%s → %s', (pw, ok) => expect(isStrongPassword(pw)).toBe(ok));
});

describe('error catalogue', () => {
  it('fills placeholders in either language', () => {
    expect(errorText('tooManyAttempts', 'en', { minutes: 15 })).toBe('Too many attempts; please try again in 15 minutes');
    expect(errorText('tooManyAttempts', 'zh', { minutes: 15 })).toContain('15 分钟');
  });
  it('leaves an unknown placeholder visible', () => {
    expect(formatMessage('a {b} c', {})).toBe('a {b} c');
  });
});
