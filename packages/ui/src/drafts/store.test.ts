import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../http/memoryStorage';
import { createDraftStore, DRAFT_MAX_AGE_MS, draftKey } from './store';

const doctorA = { userId: 'u-doctor', institutionId: 'inst-a' };
const doctorB = { userId: 'u-doctor', institutionId: 'inst-b' };
const teacher = { userId: 'u-teacher', institutionId: 'inst-a' };
const comments = { kind: 'test-comments', id: 'test-1' };

function setup(start = 1_000_000) {
  const storage = memoryStorage();
  let clock = start;
  const store = createDraftStore({ storage, now: () => clock });
  return { storage, store, advance: (ms: number) => (clock += ms) };
}

describe('draft store', () => {
  it('gives back what its owner typed, with when it was typed', () => {
    const { store } = setup();
    store.save(doctorA, comments, '语言理解尚可');
    expect(store.load(doctorA, comments)).toEqual({ value: '语言理解尚可', savedAt: 1_000_000 });
  });

  it('never shows a draft to another user, or to the same user in another institution', () => {
    const { store } = setup();
    store.save(doctorA, comments, 'private note');
    expect(store.load(teacher, comments)).toBeNull();
    expect(store.load(doctorB, comments)).toBeNull();
    // Looking did not remove the owner's draft.
    expect(store.load(doctorA, comments)?.value).toBe('private note');
  });

  it('keeps drafts of different records apart', () => {
    const { store } = setup();
    store.save(doctorA, comments, 'one');
    store.save(doctorA, { kind: 'test-comments', id: 'test-2' }, 'two');
    store.save(doctorA, { kind: 'form:compass_basic', id: 'test-1' }, { referral: 'three' });
    expect(store.load(doctorA, comments)?.value).toBe('one');
    expect(store.load(doctorA, { kind: 'test-comments', id: 'test-2' })?.value).toBe('two');
    expect(store.load(doctorA, { kind: 'form:compass_basic', id: 'test-1' })?.value).toEqual({ referral: 'three' });
  });

  it('forgets a draft once it is saved', () => {
    const { store, storage } = setup();
    store.save(doctorA, comments, 'typed');
    store.clear(doctorA, comments);
    expect(store.load(doctorA, comments)).toBeNull();
    expect(storage.dump()).toEqual({});
  });

  it('drops drafts older than the age limit, of every user, when read', () => {
    const { store, storage, advance } = setup();
    store.save(teacher, comments, 'old');
    store.save(doctorA, comments, 'old too');
    advance(DRAFT_MAX_AGE_MS - 1);
    store.save(doctorA, { kind: 'k', id: 'recent' }, 'recent');
    expect(store.load(doctorA, comments)?.value).toBe('old too');
    advance(2);
    expect(store.load(doctorA, comments)).toBeNull();
    // The teacher's expired draft went too, though nobody asked for it; the recent one stays.
    expect(Object.keys(storage.dump())).toEqual([draftKey(doctorA, { kind: 'k', id: 'recent' })]);
  });

  it('says whether the device keeps any draft within the age limit', () => {
    const { store, advance } = setup();
    expect(store.any()).toBe(false);
    store.save(teacher, comments, 'kept');
    expect(store.any()).toBe(true);
    advance(DRAFT_MAX_AGE_MS + 1);
    expect(store.any()).toBe(false);
  });

  it('treats an unreadable entry as no draft and removes it, leaving other keys alone', () => {
    const { store, storage } = setup();
    storage.setItem(draftKey(doctorA, comments), '{not json');
    storage.setItem('token', 'abc');
    expect(store.load(doctorA, comments)).toBeNull();
    expect(storage.dump()).toEqual({ token: 'abc' });
  });

  it('answers false instead of throwing when the device refuses to store', () => {
    const full = { getItem: () => null, removeItem: () => undefined, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(createDraftStore({ storage: full }).save(doctorA, comments, 'x')).toBe(false);
  });

  it('keeps ids with separators apart', () => {
    expect(draftKey(doctorA, { kind: 'a|b', id: 'c' })).not.toBe(draftKey(doctorA, { kind: 'a', id: 'b|c' }));
  });
});
