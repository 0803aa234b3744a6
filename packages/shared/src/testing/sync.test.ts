import { describe, expect, it } from 'vitest';
import { changedKeys, supersedes } from './sync';

describe('the answer-change rule', () => {
  it('lets the first change, a newer seq of the same device and any other device win', () => {
    expect(supersedes({ device_id: 'phone-aaaa', seq: 1 }, null)).toBe(true);
    expect(supersedes({ device_id: 'phone-aaaa', seq: 5 }, { device_id: 'phone-aaaa', seq: 4 })).toBe(true);
    expect(supersedes({ device_id: 'tablet-bbbb', seq: 1 }, { device_id: 'phone-aaaa', seq: 9 })).toBe(true);
  });
  it('refuses a replay and an older change of the same device', () => {
    expect(supersedes({ device_id: 'phone-aaaa', seq: 4 }, { device_id: 'phone-aaaa', seq: 4 })).toBe(false);
    expect(supersedes({ device_id: 'phone-aaaa', seq: 3 }, { device_id: 'phone-aaaa', seq: 4 })).toBe(false);
  });
  it('takes the change key and its expressive twin, or the whole map', () => {
    expect(changedKeys({ answer: { q1: {}, q1_Expressive: {}, q2: {} }, change_question_key: 'q1' })).toEqual(['q1', 'q1_Expressive']);
    expect(changedKeys({ answer: { q1: {} }, change_question_key: 'q1' })).toEqual(['q1']);
    expect(changedKeys({ answer: { q1_Expressive: {} }, change_question_key: 'q1_Expressive' })).toEqual(['q1_Expressive']);
    expect(changedKeys({ answer: { a: {}, b: {} } })).toEqual(['a', 'b']);
  });
});
