import { answeredCount, type TestEvent } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { applyTestEvent, liveTestOf } from './liveTest';
import { exampleBank, exampleTest } from './test-fixtures';

const parentAnswer = (key: string, value: number | null, answered: number, total: number): TestEvent => ({
  type: 'answer',
  test_id: 't-1',
  side: 'parents',
  key,
  value: value === null ? null : { value },
  answered_count: answered,
  question_count: total,
  status: 'ParentsTesting',
});

describe('a test followed live', () => {
  it('counts each side with the shared rules before any event: shown questions and their answered parts', () => {
    const library = exampleBank().library;
    const empty = answeredCount(library, {});
    expect(empty.answered).toBe(0);
    // q4, q7, q8, q9 are hidden until their triggers hold; q2 is answered twice.
    expect(empty.total).toBe(7);
    const some = answeredCount(library, { q1: { value: 0 }, q2: { value: 1, include_expressive: true } });
    expect(some).toEqual({ answered: 2, total: 8 }); // q1 = 0 shows q9
    const live = liveTestOf(exampleTest({ answer: { q1: { value: 1 } } }));
    expect(live.progress).toEqual({ clinician: { answered: 1, total: 7 }, parents: { answered: 0, total: 7 } });
  });

  it('puts a parent’s answer on the parent’s side only, with the server’s count, and marks it as the last change', () => {
    const live = applyTestEvent(liveTestOf(exampleTest()), parentAnswer('q1', 1, 1, 7));
    expect(live.test.answer_parents).toEqual({ q1: { value: 1 } });
    expect(live.test.answer).toEqual({});
    expect(live.progress.parents).toEqual({ answered: 1, total: 7 });
    expect(live.progress.clinician).toEqual({ answered: 0, total: 7 });
    expect(live.lastChange).toEqual({ side: 'parents', key: 'q1' });
  });

  it('applies an event twice to no effect, clears a key on null, and follows status events', () => {
    const once = applyTestEvent(liveTestOf(exampleTest()), parentAnswer('q1', 0, 1, 8));
    const twice = applyTestEvent(once, parentAnswer('q1', 0, 1, 8));
    expect(twice.test).toEqual(once.test);
    const cleared = applyTestEvent(twice, parentAnswer('q1', null, 0, 7));
    expect(cleared.test.answer_parents).toEqual({});
    const closed = applyTestEvent(cleared, { type: 'status', test_id: 't-1', status: 'Close' });
    expect(closed.test.status).toBe('Close');
    expect(applyTestEvent(closed, { type: 'status', test_id: 't-1', status: 'Close' })).toBe(closed);
  });

  it('ignores another test’s events', () => {
    const live = liveTestOf(exampleTest());
    expect(applyTestEvent(live, { ...parentAnswer('q1', 1, 1, 7), test_id: 'other' })).toBe(live);
  });
});
