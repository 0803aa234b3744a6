import { describe, expect, it } from 'vitest';
import { formDraftId, pickTexts, textKeysOf } from './useFormDraft';

describe('which texts of a configured form are kept until saved', () => {
  it('keeps the textArea items only', () => {
    const items = [
      { keyName: 'name', input: { type: 'input' } },
      { keyName: 'referral', input: { type: 'textArea' } },
      { keyName: 'notes.home', input: { type: 'textArea' } },
    ] as Parameters<typeof textKeysOf>[0];
    expect(textKeysOf(items)).toEqual(['referral', 'notes.home']);
  });

  it('reads nested values and blanks as text', () => {
    expect(pickTexts({ referral: 'few words', notes: { home: 'dialect' } }, ['referral', 'notes.home', 'missing'])).toEqual({ referral: 'few words', 'notes.home': 'dialect', missing: '' });
  });

  it('keys a draft by the record: the id given, else the initial _id, else new for a create form', () => {
    expect(formDraftId('case-1:basic', 'edit', {})).toBe('case-1:basic');
    expect(formDraftId(undefined, 'edit', { _id: 'row-7' })).toBe('row-7');
    expect(formDraftId(undefined, 'create', {})).toBe('new');
    // An edit form of an unknown record, a search form, or one that opted out keeps nothing.
    expect(formDraftId(undefined, 'edit', {})).toBeNull();
    expect(formDraftId('x', 'search', {})).toBeNull();
    expect(formDraftId(false, 'create', { _id: 'row-7' })).toBeNull();
  });
});
