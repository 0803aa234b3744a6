import { describe, expect, it } from 'vitest';
import type { FieldCondition } from '../definitions/conditions';
import { asTime, conditionKeys, effectiveOperator, getPath, isEmptyValue, matchesCondition, matchesConditionSet, scalarEquals } from './conditions';

describe('getPath', () => {
  const data = { a: { b: { c: 1 } }, list: [{ id: 'x' }], 'dot.key': 2, zero: 0 };
  it.each([
    ['a.b.c', 1],
    ['a.b', { c: 1 }],
    ['list.0.id', 'x'],
    ['list.1.id', undefined],
    ['a.missing.c', undefined],
    ['zero', 0],
    ['dot.key', undefined],
    ['constructor', undefined],
    ['__proto__', undefined],
    ['a.b.c.d', undefined],
  ])('reads %s', (path, expected) => {
    expect(getPath(data, path)).toEqual(expected);
  });

  it.each([null, undefined, 'text', 5, true])('reads nothing from the non-object %s', (value) => {
    expect(getPath(value, 'a')).toBeUndefined();
  });
});

describe('isEmptyValue', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    [[], true],
    [' ', false],
    [0, false],
    [false, false],
    [{}, false],
    [[''], false],
    ['\u3000', false],
  ])('%j is empty: %s', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });
});

describe('scalarEquals', () => {
  it.each([
    [1, '1', true],
    ['1', 1, true],
    [true, 'true', true],
    [false, false, true],
    ['a', 'a', true],
    ['a', 'A', false],
    ['1.0', 1, false],
    [null, null, true],
    [undefined, null, true],
    ['', null, false],
    [0, null, false],
    [null, 'null', false],
    [undefined, undefined, true],
    [{ a: 1 }, '[object Object]', false],
    [['a'], 'a', false],
    ['１', '1', false],
  ])('%j vs %j → %s', (actual, expected, result) => {
    expect(scalarEquals(actual, expected as never)).toBe(result);
  });
});

describe('asTime', () => {
  it.each([
    ['2024-02-29', new Date(2024, 1, 29).getTime()],
    ['2024-02-29 13:05', new Date(2024, 1, 29, 13, 5).getTime()],
    ['2024-02-29T13:05:09', new Date(2024, 1, 29, 13, 5, 9).getTime()],
    [' 2024-01-01 ', new Date(2024, 0, 1).getTime()],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['2024-01-01 24:00', null],
    ['2024/01/01', null],
    ['２０２４-01-01', null],
    [20240101, null],
    [new Date(Number.NaN), null],
    [new Date(2020, 0, 1), new Date(2020, 0, 1).getTime()],
    [{ toDate: () => new Date(2021, 5, 1) }, new Date(2021, 5, 1).getTime()],
  ])('%j → %s', (value, expected) => {
    expect(asTime(value)).toBe(expected);
  });
});

describe('effectiveOperator', () => {
  it.each<[FieldCondition, string]>([
    [{ key: 'a', value: 1 }, 'eq'],
    [{ key: 'a', value: [1, 2] }, 'in'],
    [{ key: 'a' }, 'eq'],
    [{ key: 'a', op: 'ne', value: [1] }, 'ne'],
  ])('%j defaults to %s', (condition, op) => {
    expect(effectiveOperator(condition)).toBe(op);
  });
});

const data = {
  status: 'done',
  level: 2,
  levelText: '2',
  flag: true,
  none: null,
  blank: '',
  spaces: '  ',
  emptyList: [],
  tags: ['a', 'b'],
  joined: 'a, b,c',
  born: '2020-02-29',
  when: '2024-05-01 08:30',
  child: { name: '小明', age: 5, school: { id: 's1' } },
  zero: 0,
  name: 'Zoë',
};

describe('matchesCondition', () => {
  it.each<[string, FieldCondition, boolean]>([
    // eq / default eq
    ['eq on text', { key: 'status', value: 'done' }, true],
    ['eq mismatch', { key: 'status', value: 'open' }, false],
    ['eq number to numeric text', { key: 'levelText', value: 2 }, true],
    ['eq numeric text to number', { key: 'level', value: '2' }, true],
    ['eq boolean', { key: 'flag', value: true }, true],
    ['eq boolean as text', { key: 'flag', value: 'true' }, true],
    ['eq null matches null', { key: 'none', value: null }, true],
    ['eq null matches a missing key', { key: 'missing', value: null }, true],
    ['eq null does not match empty text', { key: 'blank', value: null }, false],
    ['eq without value matches a missing key', { key: 'missing' }, true],
    ['eq without value does not match a value', { key: 'status' }, false],
    ['eq on a nested path', { key: 'child.school.id', value: 's1' }, true],
    ['eq on unicode text', { key: 'child.name', value: '小明' }, true],
    ['eq is case-sensitive', { key: 'name', value: 'zoë' }, false],
    ['eq zero is not empty text', { key: 'zero', value: '' }, false],
    ['eq a list: same members any order', { key: 'tags', op: 'eq', value: ['b', 'a'] }, true],
    ['eq a list: extra member', { key: 'tags', op: 'eq', value: ['a'] }, false],
    ['eq a list: scalar actual', { key: 'status', op: 'eq', value: ['done'] }, false],
    ['eq a list: duplicate members do not fake a match', { key: 'tags', op: 'eq', value: ['a', 'a'] }, false],
    ['eq scalar against a list value', { key: 'tags', value: 'a' }, false],
    // ne
    ['ne holds for a different value', { key: 'status', op: 'ne', value: 'open' }, true],
    ['ne fails for the same value', { key: 'status', op: 'ne', value: 'done' }, false],
    ['ne null holds for a value', { key: 'status', op: 'ne', value: null }, true],
    // in / notIn / default in
    ['in by default for a list', { key: 'status', value: ['open', 'done'] }, true],
    ['in misses', { key: 'status', value: ['open'] }, false],
    ['in with mixed types', { key: 'level', value: ['1', '2'] }, true],
    ['in with a scalar value', { key: 'status', op: 'in', value: 'done' }, true],
    ['in: multi-select overlaps', { key: 'tags', op: 'in', value: ['b', 'z'] }, true],
    ['in: multi-select does not overlap', { key: 'tags', op: 'in', value: ['z'] }, false],
    ['in: null in list matches missing', { key: 'missing', value: [null, 'x'] }, true],
    ['in: empty list never holds', { key: 'status', op: 'in', value: [] }, false],
    ['notIn holds', { key: 'status', op: 'notIn', value: ['open'] }, true],
    ['notIn fails', { key: 'status', op: 'notIn', value: ['done'] }, false],
    ['notIn on missing', { key: 'missing', op: 'notIn', value: ['x'] }, true],
    // empty / notEmpty
    ['empty: missing', { key: 'missing', op: 'empty' }, true],
    ['empty: null', { key: 'none', op: 'empty' }, true],
    ['empty: empty text', { key: 'blank', op: 'empty' }, true],
    ['empty: empty list', { key: 'emptyList', op: 'empty' }, true],
    ['empty: whitespace is a value', { key: 'spaces', op: 'empty' }, false],
    ['empty: zero is a value', { key: 'zero', op: 'empty' }, false],
    ['empty: false is a value', { key: 'flag', op: 'empty' }, false],
    ['notEmpty: text', { key: 'status', op: 'notEmpty' }, true],
    ['notEmpty: missing', { key: 'missing', op: 'notEmpty' }, false],
    ['notEmpty ignores a value', { key: 'status', op: 'notEmpty', value: 'other' }, true],
    // numeric comparisons
    ['gt numbers', { key: 'level', op: 'gt', value: 1 }, true],
    ['gt equal', { key: 'level', op: 'gt', value: 2 }, false],
    ['gte equal', { key: 'level', op: 'gte', value: 2 }, true],
    ['lt', { key: 'level', op: 'lt', value: 3 }, true],
    ['lt equal', { key: 'level', op: 'lt', value: 2 }, false],
    ['lte equal', { key: 'level', op: 'lte', value: 2 }, true],
    ['gt numeric text', { key: 'levelText', op: 'gt', value: '10' }, false],
    ['gt numeric text is numeric, not alphabetic', { key: 'levelText', op: 'lt', value: '10' }, true],
    ['gt on a nested number', { key: 'child.age', op: 'gte', value: 5 }, true],
    ['gt decimal', { key: 'level', op: 'gt', value: 1.5 }, true],
    ['gt against non-numeric text', { key: 'status', op: 'gt', value: 1 }, false],
    ['gt on missing', { key: 'missing', op: 'gt', value: 0 }, false],
    ['lt on missing', { key: 'missing', op: 'lt', value: 0 }, false],
    ['gt on null', { key: 'none', op: 'gte', value: 0 }, false],
    ['gt on a boolean', { key: 'flag', op: 'gt', value: 0 }, false],
    ['gt against a list', { key: 'level', op: 'gt', value: [1] }, false],
    ['gt against null', { key: 'level', op: 'gt', value: null }, false],
    // date comparisons
    ['gt dates', { key: 'born', op: 'gt', value: '2020-02-28' }, true],
    ['lte same date', { key: 'born', op: 'lte', value: '2020-02-29' }, true],
    ['lt dates across years', { key: 'born', op: 'lt', value: '2021-01-01' }, true],
    ['gte date with time', { key: 'when', op: 'gte', value: '2024-05-01 08:30' }, true],
    ['gt date with time later in the day', { key: 'when', op: 'gt', value: '2024-05-01' }, true],
    ['date vs impossible date', { key: 'born', op: 'gt', value: '2019-02-29' }, false],
    ['date vs number is not comparable', { key: 'born', op: 'gt', value: 1 }, false],
    // includes
    ['includes in an array', { key: 'tags', op: 'includes', value: 'a' }, true],
    ['includes misses', { key: 'tags', op: 'includes', value: 'c' }, false],
    ['includes in comma-joined text (trimmed)', { key: 'joined', op: 'includes', value: 'b' }, true],
    ['includes every listed value', { key: 'joined', op: 'includes', value: ['a', 'c'] }, true],
    ['includes every listed value (one missing)', { key: 'tags', op: 'includes', value: ['a', 'c'] }, false],
    ['includes is not a substring test', { key: 'status', op: 'includes', value: 'don' }, false],
    ['includes on a number', { key: 'level', op: 'includes', value: '2' }, true],
    ['includes on missing', { key: 'missing', op: 'includes', value: 'a' }, false],
    ['includes on an object', { key: 'child', op: 'includes', value: 'a' }, false],
  ])('%s', (_name, condition, expected) => {
    expect(matchesCondition(data, condition)).toBe(expected);
  });

  it('compares a dayjs-like form value with a date string', () => {
    const values = { date: { toDate: () => new Date(2024, 0, 10) } };
    expect(matchesCondition(values, { key: 'date', op: 'gt', value: '2024-01-09' })).toBe(true);
    expect(matchesCondition(values, { key: 'date', op: 'lt', value: '2024-01-10' })).toBe(false);
  });

  it.each([null, undefined, 'text', 42])('treats non-object data %j as having no fields', (value) => {
    expect(matchesCondition(value, { key: 'a', op: 'empty' })).toBe(true);
    expect(matchesCondition(value, { key: 'a', value: 'x' })).toBe(false);
  });
});

describe('matchesConditionSet', () => {
  it.each<[string, Parameters<typeof matchesConditionSet>[1], boolean]>([
    ['a single condition', { key: 'status', value: 'done' }, true],
    ['all of a list hold', [{ key: 'status', value: 'done' }, { key: 'level', op: 'gte', value: 2 }], true],
    ['one of a list fails', [{ key: 'status', value: 'done' }, { key: 'level', op: 'gt', value: 2 }], false],
    ['an empty list holds vacuously', [] as never, true],
  ])('%s', (_name, set, expected) => {
    expect(matchesConditionSet(data, set)).toBe(expected);
  });
});

describe('conditionKeys', () => {
  it('lists the keys a set reads', () => {
    expect(conditionKeys([{ key: 'a', value: 1 }, { key: 'b.c', op: 'empty' }])).toEqual(['a', 'b.c']);
    expect(conditionKeys({ key: 'a' })).toEqual(['a']);
    expect(conditionKeys(null)).toEqual([]);
    expect(conditionKeys(undefined)).toEqual([]);
  });
});
