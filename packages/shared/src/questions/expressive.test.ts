import { describe, expect, it } from 'vitest';
import { answerKeysOf, baseKeyOf, expressiveKey, isExpressiveKey, resolveAnswerKey } from './expressive';
import { exampleBank } from './fixtures/example';

const library = exampleBank().library;

describe('expressive answers', () => {
  it('are stored under the question key plus _Expressive', () => {
    expect(expressiveKey('q2')).toBe('q2_Expressive');
    expect(baseKeyOf('q2_Expressive')).toBe('q2');
    expect(baseKeyOf('q2')).toBe('q2');
    expect(isExpressiveKey('q2_Expressive')).toBe(true);
    expect(isExpressiveKey('_Expressive')).toBe(false);
    expect(isExpressiveKey('q2_expressive')).toBe(false);
  });

  it.each<[string, string[]]>([
    ['q1', ['q1']],
    ['q2', ['q2', 'q2_Expressive']],
    ['q6', ['q6']],
  ])('%s is answered under %j', (key, keys) => {
    expect(answerKeysOf(key, library.question[key]!)).toEqual(keys);
  });

  it.each<[string, { key: string; part: string } | null]>([
    ['q2', { key: 'q2', part: 'receptive' }],
    ['q2_Expressive', { key: 'q2', part: 'expressive' }],
    ['q1_Expressive', null],
    ['q99', null],
    ['toString', null],
  ])('resolves the answer key %s', (answerKey, expected) => {
    const resolved = resolveAnswerKey(library, answerKey);
    expect(resolved && { key: resolved.key, part: resolved.part }).toEqual(expected);
    if (resolved) expect(resolved.question).toBe(library.question[resolved.key]);
  });
});
