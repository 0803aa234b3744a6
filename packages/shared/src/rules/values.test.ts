import { describe, expect, it } from 'vitest';
import { joinMultiSelect, pruneValues, splitMultiSelect } from './values';

describe('pruneValues', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]>([
    ['keeps non-empty values, changed or not', { a: 'x', b: 0, c: false, d: ' ' }, { a: 'x' }, { a: 'x', b: 0, c: false, d: ' ' }],
    ['drops empty values of fields that started empty', { a: '', b: null, c: undefined, d: [] }, {}, {}],
    ['drops empty values of fields that started empty (explicitly)', { a: '', b: [] }, { a: null, b: '' }, {}],
    ['keeps a cleared text as empty text', { a: '' }, { a: 'old' }, { a: '' }],
    ['keeps a cleared list as an empty list', { tags: [] }, { tags: ['x'] }, { tags: [] }],
    ['keeps a cleared value as null', { a: null }, { a: 3 }, { a: null }],
    ['sends a cleared undefined as null (JSON cannot carry undefined)', { a: undefined }, { a: 'old' }, { a: null }],
    ['treats a zero start as non-empty, so clearing it is sent', { n: '' }, { n: 0 }, { n: '' }],
    ['does not send keys the form no longer holds', { a: 'x' }, { a: 'x', gone: 'old' }, { a: 'x' }],
    ['keeps nested objects whole', { child: { name: '', age: null } }, {}, { child: { name: '', age: null } }],
    ['keeps unicode and whitespace values', { name: '小明', note: '\u3000' }, {}, { name: '小明', note: '\u3000' }],
    ['works without initial values', { a: 'x', b: '' }, undefined as never, { a: 'x' }],
  ])('%s', (_name, values, initial, expected) => {
    expect(pruneValues(values, initial)).toEqual(expected);
  });

  it('does not read inherited properties of the initial values', () => {
    expect(pruneValues({ toString: '' }, {})).toEqual({});
  });

  it('does not change its inputs', () => {
    const values = { a: '', b: 'x' };
    const initial = { a: 'old' };
    pruneValues(values, initial);
    expect(values).toEqual({ a: '', b: 'x' });
    expect(initial).toEqual({ a: 'old' });
  });
});

describe('joinMultiSelect', () => {
  it.each<[Parameters<typeof joinMultiSelect>[0], string | undefined, string | undefined]>([
    [['a', 'b'], undefined, 'a,b'],
    [['a', 'b'], '|', 'a|b'],
    [[1, 2, true], undefined, '1,2,true'],
    [['a', '', null, undefined, 'b'], undefined, 'a,b'],
    [[], undefined, ''],
    [['单', '选'], '、', '单、选'],
    ['already,joined', undefined, 'already,joined'],
    [7, undefined, '7'],
    [null, undefined, undefined],
    [undefined, undefined, undefined],
  ])('%j with %j → %j', (value, separator, expected) => {
    expect(joinMultiSelect(value, separator)).toBe(expected);
  });
});

describe('splitMultiSelect', () => {
  it.each<[Parameters<typeof splitMultiSelect>[0], string | undefined, string[]]>([
    ['a,b', undefined, ['a', 'b']],
    [' a , b ,', undefined, ['a', 'b']],
    ['a,,b', undefined, ['a', 'b']],
    ['a|b', '|', ['a', 'b']],
    ['a|b', undefined, ['a|b']],
    ['单、选', '、', ['单', '选']],
    ['', undefined, []],
    [null, undefined, []],
    [undefined, undefined, []],
    [7, undefined, ['7']],
    [['a', 1, null, ' b '], undefined, ['a', '1', 'b']],
  ])('%j with %j → %j', (value, separator, expected) => {
    expect(splitMultiSelect(value, separator)).toEqual(expected);
  });

  it.each([[['a']], [['a', 'b', 'c']], [['学校', '家庭']]])('inverts joinMultiSelect for %j', (choices) => {
    expect(splitMultiSelect(joinMultiSelect(choices))).toEqual(choices);
    expect(splitMultiSelect(joinMultiSelect(choices, ';'), ';')).toEqual(choices);
  });
});
