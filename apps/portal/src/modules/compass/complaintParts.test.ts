import { describe, expect, it } from 'vitest';
import { editableComplaint, emptyComplaint, insertField, paragraphText, removeField, savedComplaint, setFieldValue, setPartText } from './complaintParts';

const P = 'language_development' as const;

function typed(text: string) {
  const start = editableComplaint(null);
  return setPartText(start, P, 0, text);
}

describe('v2 paragraph editing', () => {
  it('starts every paragraph with one empty text part to type into', () => {
    const info = editableComplaint(null);
    expect(info[P]).toEqual([{ key: expect.any(String), type: 'text', text: '' }]);
  });

  it('inserts a field at the caret, splitting the text, and reads it back with its value', () => {
    const info = typed('孩子能说个词');
    const { info: withField, key } = insertField(info, P, { index: 0, offset: 4 }, 'input');
    expect(withField[P].map((p) => p.type)).toEqual(['text', 'input', 'text']);
    expect(withField[P][0]!.text).toBe('孩子能说');
    expect(withField[P][2]!.text).toBe('个词');
    expect(paragraphText(withField, P)).toBe('孩子能说____个词');
    const filled = setFieldValue(withField, key, '20', '20');
    expect(paragraphText(filled, P)).toBe('孩子能说20个词');
    expect(filled.input_map[key]).toEqual({ key, type: 'input', text: '20', value: '20' });
  });

  it('appends at the end without a caret, with a list name for a list field, keeping text after it', () => {
    const { info, key } = insertField(typed('Eye contact: '), P, null, 'lov', 'eye_contact');
    expect(info[P].map((p) => p.type)).toEqual(['text', 'lov', 'text']);
    expect(info[P][1]).toEqual({ key, type: 'lov', text: '', lovName: 'eye_contact' });
    expect(info[P][2]!.text).toBe('');
  });

  it('gives every new field a key no paragraph or map uses', () => {
    let info = typed('a');
    const keys = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const next = insertField(info, P, null, 'input');
      keys.add(next.key);
      info = next.info;
    }
    expect(keys.size).toBe(5);
    const all = info[P].map((p) => p.key);
    expect(new Set(all).size).toBe(all.length);
  });

  it('removing a field drops its value and joins the text on both sides', () => {
    const { info, key } = insertField(typed('前后'), P, { index: 0, offset: 1 }, 'input');
    const removed = removeField(setFieldValue(info, key, 'x'), P, key);
    expect(removed[P]).toHaveLength(1);
    expect(removed[P][0]!.text).toBe('前后');
    expect(removed.input_map[key]).toBeUndefined();
  });

  it('adds the missing map entries and separating text of a stored template, and saves without empty text', () => {
    const stored = { ...emptyComplaint(), [P]: [{ key: 'a', type: 'lov' as const, text: '', lovName: 'l' }, { key: 'b', type: 'input' as const, text: '' }] };
    const info = editableComplaint(stored);
    expect(info[P].map((p) => p.type)).toEqual(['text', 'lov', 'text', 'input', 'text']);
    expect(Object.keys(info.input_map).sort()).toEqual(['a', 'b']);
    expect(savedComplaint(info)[P].map((p) => p.key)).toEqual(['a', 'b']);
  });
});
