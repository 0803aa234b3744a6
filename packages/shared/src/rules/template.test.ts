import { describe, expect, it } from 'vitest';
import { fillTemplate, pathTouches, templateKeys } from './template';

describe('templateKeys', () => {
  it.each<[unknown, string[]]>([
    ['/api/lov?school={schoolId}', ['schoolId']],
    ['{a} and {b.c} and {a}', ['a', 'b.c']],
    [{ url: '/x/{id}', params: { p: '{child.id}', list: ['{tag}'], n: 3 } }, ['id', 'child.id', 'tag']],
    ['no placeholders', []],
    ['{ spaced }', []],
    ['{1abc}', []],
    ['{}', []],
    [null, []],
    [undefined, []],
    [42, []],
  ])('%j names %j', (template, keys) => {
    expect(templateKeys(template)).toEqual(keys);
  });
});

describe('fillTemplate', () => {
  const source = { id: 7, name: '小明', tags: ['a', 'b'], child: { id: 'c1' }, none: null };
  it.each<[unknown, unknown]>([
    ['{id}', 7],
    ['{tags}', ['a', 'b']],
    ['{child.id}', 'c1'],
    ['{missing}', undefined],
    ['/api/child/{id}/report', '/api/child/7/report'],
    ['{name}-{child.id}', '小明-c1'],
    ['x{missing}y{none}z', 'xyz'],
    ['{tags} joined: {tags}', 'a,b joined: a,b'],
    [{ a: '{id}', b: ['{child.id}', 'plain'], c: 5, d: null }, { a: 7, b: ['c1', 'plain'], c: 5, d: null }],
    [12, 12],
    [true, true],
    [null, null],
  ])('%j → %j', (template, expected) => {
    expect(fillTemplate(template, source)).toEqual(expected);
  });

  it('reads nothing from a missing source', () => {
    expect(fillTemplate('/a/{id}', undefined)).toBe('/a/');
  });
});

describe('pathTouches', () => {
  it.each([
    ['a', 'a', true],
    ['a.b', 'a', true],
    ['a', 'a.b', true],
    ['ab', 'a', false],
    ['a.bc', 'a.b', false],
    ['b', 'a', false],
  ])('%s touches %s: %s', (path, key, expected) => {
    expect(pathTouches(path, key)).toBe(expected);
  });
});

describe('fillTemplate with an encoder', () => {
  it('encodes values inside text but leaves whole-placeholder values raw', () => {
    const source = { id: 'a/b c', n: 3 };
    expect(fillTemplate('/api/x/{id}', source, encodeURIComponent)).toBe('/api/x/a%2Fb%20c');
    expect(fillTemplate('{id}', source, encodeURIComponent)).toBe('a/b c');
    expect(fillTemplate({ q: 'n={n}&id={id}' }, source, encodeURIComponent)).toEqual({ q: 'n=3&id=a%2Fb%20c' });
  });
});

describe('placeholders with list indexes', () => {
  it('reads a list entry by index', () => {
    expect(templateKeys('{0._id}')).toEqual(['0._id']);
    expect(fillTemplate('{1.name}', [{ name: 'a' }, { name: 'b' }])).toBe('b');
  });
});
