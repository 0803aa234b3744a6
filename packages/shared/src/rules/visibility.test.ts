import { describe, expect, it } from 'vitest';
import { dependentsOf, isItemVisible, itemDependencies, itemState, submittedKeys, visibleKeys, type RelyItem } from './visibility';

const values = { kind: 'school', grade: 3, tags: ['a'], blank: '', none: null, child: { id: 'c1' } };

describe('itemState', () => {
  it.each<[string, RelyItem, string]>([
    ['an item without switches is shown', { keyName: 'x' }, 'shown'],
    ['null switches are ignored', { keyName: 'x', rely: null, relyHide: null, relyNotHide: null, relyExistKey: null }, 'shown'],
    ['rely: shown while the set holds', { rely: { key: 'kind', value: 'school' } }, 'shown'],
    ['rely: removed while it does not', { rely: { key: 'kind', value: 'home' } }, 'removed'],
    ['rely: every condition of a list must hold', { rely: [{ key: 'kind', value: 'school' }, { key: 'grade', op: 'gt', value: 5 }] }, 'removed'],
    ['relyHide: removed while the set holds', { relyHide: { key: 'kind', value: 'school' } }, 'removed'],
    ['relyHide: shown while it does not', { relyHide: { key: 'kind', value: 'home' } }, 'shown'],
    ['relyNotHide: shown while the set holds', { relyNotHide: { key: 'grade', op: 'gte', value: 3 } }, 'shown'],
    ['relyNotHide: hidden (value kept) while it does not', { relyNotHide: { key: 'grade', op: 'gt', value: 3 } }, 'hidden'],
    ['relyExistKey: shown when the key has a value', { relyExistKey: 'kind' }, 'shown'],
    ['relyExistKey: removed for a missing key', { relyExistKey: 'missing' }, 'removed'],
    ['relyExistKey: removed for an empty value', { relyExistKey: 'blank' }, 'removed'],
    ['relyExistKey: removed for null', { relyExistKey: 'none' }, 'removed'],
    ['relyExistKey: a nested path', { relyExistKey: 'child.id' }, 'shown'],
    ['relyExistKey: every listed key must exist', { relyExistKey: ['kind', 'missing'] }, 'removed'],
    ['relyExistKey: a list of existing keys', { relyExistKey: ['kind', 'tags'] }, 'shown'],
    ['relyExistKey: comma-joined keys with spaces', { relyExistKey: 'kind, grade' }, 'shown'],
    ['relyExistKey: comma-joined with one missing', { relyExistKey: 'kind,missing' }, 'removed'],
    ['relyExistKey: an empty string names no key', { relyExistKey: '' }, 'shown'],
    ['relyExistKey: an empty list names no key', { relyExistKey: [] }, 'shown'],
    ['removal wins over relyNotHide hiding', { rely: { key: 'kind', value: 'home' }, relyNotHide: { key: 'grade', value: 9 } }, 'removed'],
    ['rely and relyHide combine', { rely: { key: 'kind', value: 'school' }, relyHide: { key: 'grade', value: 3 } }, 'removed'],
    ['rely holds and relyNotHide fails: hidden', { rely: { key: 'kind', value: 'school' }, relyNotHide: { key: 'grade', value: 9 } }, 'hidden'],
    ['all switches allow showing', {
      rely: { key: 'kind', value: 'school' },
      relyHide: { key: 'kind', value: 'home' },
      relyNotHide: { key: 'grade', value: 3 },
      relyExistKey: 'tags',
    }, 'shown'],
  ])('%s', (_name, item, expected) => {
    expect(itemState(item, values)).toBe(expected);
  });

  it.each([null, undefined, 'text'])('treats values %j as an empty form', (formValues) => {
    expect(itemState({ rely: { key: 'kind', value: 'school' } }, formValues)).toBe('removed');
    expect(itemState({ relyHide: { key: 'kind', op: 'empty' } }, formValues)).toBe('removed');
    expect(itemState({ relyExistKey: 'kind' }, formValues)).toBe('removed');
  });
});

describe('isItemVisible', () => {
  it('is true only for shown items; relyNotHide-hidden items are not visible', () => {
    expect(isItemVisible({ rely: { key: 'kind', value: 'school' } }, values)).toBe(true);
    expect(isItemVisible({ relyNotHide: { key: 'kind', value: 'home' } }, values)).toBe(false);
    expect(isItemVisible({ relyHide: { key: 'kind', value: 'school' } }, values)).toBe(false);
  });
});

const items: RelyItem[] = [
  { keyName: 'kind' },
  { keyName: 'school', rely: { key: 'kind', value: 'school' } },
  { keyName: 'home', rely: { key: 'kind', value: 'home' } },
  { keyName: 'schoolId', relyNotHide: { key: 'kind', value: 'home' } },
  { keyName: 'note', relyHide: { key: 'grade', op: 'lt', value: 3 } },
  { keyName: 'class', input: { lovApi: { url: '/api/lov/class', params: { school: '{school}', year: '{child.year}' } } } },
  { keyName: 'teacher', input: { lovApi: '/api/lov/teacher?class={class}' } },
  { keyName: 'tagsMore', relyExistKey: 'tags' },
  { rely: { key: 'kind', value: 'school' } }, // a title: no key
];

describe('visibleKeys and submittedKeys', () => {
  it('lists the keys of shown items, skipping items without a key', () => {
    expect(visibleKeys(items, values)).toEqual(['kind', 'school', 'note', 'class', 'teacher', 'tagsMore']);
  });

  it('submits relyNotHide-hidden values too, never removed ones', () => {
    expect(submittedKeys(items, values)).toEqual(['kind', 'school', 'schoolId', 'note', 'class', 'teacher', 'tagsMore']);
  });

  it('follows the values as they change', () => {
    const next = { ...values, kind: 'home', grade: 1, tags: [] };
    expect(visibleKeys(items, next)).toEqual(['kind', 'home', 'schoolId', 'class', 'teacher']);
  });
});

describe('itemDependencies', () => {
  it('collects condition keys, existence keys and LOV placeholders without duplicates', () => {
    expect(
      itemDependencies({
        rely: [{ key: 'a', value: 1 }, { key: 'b', value: 2 }],
        relyHide: { key: 'a', op: 'empty' },
        relyNotHide: { key: 'c', value: 3 },
        relyExistKey: 'd, e',
        input: { lovApi: { params: { x: '{f.g}', y: '{a}' } } },
      }),
    ).toEqual(['a', 'b', 'c', 'd', 'e', 'f.g']);
  });

  it('is empty for an item with no switches and no lovApi', () => {
    expect(itemDependencies({ keyName: 'x', input: null })).toEqual([]);
  });
});

describe('dependentsOf', () => {
  const keysOf = (list: RelyItem[]) => list.map((item) => item.keyName ?? '(title)');
  it.each<[string, string[]]>([
    ['kind', ['school', 'home', 'schoolId', '(title)']],
    ['school', ['class']],
    ['class', ['teacher']],
    ['child', ['class']],
    ['child.year', ['class']],
    ['child.name', []],
    ['grade', ['note']],
    ['tags', ['tagsMore']],
    ['nothing', []],
  ])('a change of %s reaches %j', (changed, expected) => {
    expect(keysOf(dependentsOf(items, changed))).toEqual(expected);
  });

  it('never lists the changed item as its own dependent', () => {
    const self: RelyItem[] = [{ keyName: 'a', rely: { key: 'a', op: 'notEmpty' } }];
    expect(dependentsOf(self, 'a')).toEqual([]);
  });
});
