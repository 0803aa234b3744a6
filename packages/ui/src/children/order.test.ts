import type { Child } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { choosableFirst, inRangeFirst } from './order';

const child = (id: string): Child => ({ _id: id, name: `孩子${id}`, gender: 'male', birthday: '2020-01-01', children_code: `C${id}`, phone_number: null, parent_phone: null, mrn_code: null, other_contact_details: null, createdTime: '' });
const ids = (list: readonly { _id: string }[]) => list.map((c) => c._id);

describe('the picker’s order', () => {
  it('puts the recent children within the tool’s ages first, then the other recent ones, none twice', () => {
    // Recent: infants 1–3 with two older children (4, 5) among them; within the ages: 4, 5 and older ones further back.
    const recent = ['1', '4', '2', '5', '3'].map(child);
    const inRange = ['4', '5', '6', '7'].map(child);
    expect(ids(inRangeFirst(inRange, recent))).toEqual(['4', '5', '6', '7', '1', '2', '3']);
    expect(ids(inRangeFirst([], recent))).toEqual(['1', '4', '2', '5', '3']);
    expect(ids(inRangeFirst(inRange, []))).toEqual(['4', '5', '6', '7']);
  });

  it('puts the options that can be chosen first and keeps each group’s order', () => {
    const options = [
      { value: 'a', disabled: true },
      { value: 'b', disabled: false },
      { value: 'c', disabled: true },
      { value: 'd', disabled: false },
    ];
    expect(choosableFirst(options).map((o) => o.value)).toEqual(['b', 'd', 'a', 'c']);
    expect(choosableFirst([])).toEqual([]);
  });
});
