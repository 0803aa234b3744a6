import { describe, expect, it } from 'vitest';
import {
  isBlank,
  isRangeDateDisabled,
  validateDateRange,
  validateDateWithin,
  validateDependency,
  validateEmail,
  validateNumber,
  validatePassword,
  validatePhone,
  validateRequired,
  validateTel,
  validateTime,
  type RuleResult,
} from './field-rules';

const keyOf = (result: RuleResult) => result?.key ?? null;

describe('isBlank', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    ['\t\n', true],
    ['\u3000', true],
    [[], true],
    ['a', false],
    [0, false],
    [false, false],
    [[''], false],
    [{}, false],
  ])('%j → %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});

describe('validateRequired', () => {
  it.each([undefined, null, '', '  ', []])('fails for %j with the default text naming the field', (value) => {
    expect(validateRequired(value, { field: { zh: '姓名', en: 'Name' } })).toEqual({
      key: 'required',
      zh: '不能为空：姓名',
      en: 'Cannot be empty: Name',
    });
  });

  it.each(['x', 0, false, ['a'], { a: 1 }, '小明'])('passes for %j', (value) => {
    expect(validateRequired(value)).toBeNull();
  });

  it.each<[string, Parameters<typeof validateRequired>[1], { key: string; zh: string; en: string }]>([
    ['a single label for both languages', { field: '电话' }, { key: 'required', zh: '不能为空：电话', en: 'Cannot be empty: 电话' }],
    ['an English label falling back to Chinese', { field: { zh: '学校', en: null } }, { key: 'required', zh: '不能为空：学校', en: 'Cannot be empty: 学校' }],
    ['a Chinese label falling back to English', { field: { en: 'School' } }, { key: 'required', zh: '不能为空：School', en: 'Cannot be empty: School' }],
    ['no label at all', {}, { key: 'required', zh: '不能为空：', en: 'Cannot be empty: ' }],
    ['a custom message in both languages', { field: 'x', message: { zh: '请填写', en: 'Please fill in' } }, { key: 'custom', zh: '请填写', en: 'Please fill in' }],
    ['a custom Chinese message only', { field: { zh: '学校', en: 'School' }, message: { zh: '请选择学校' } }, { key: 'custom', zh: '请选择学校', en: 'Cannot be empty: School' }],
    ['a custom English message only', { field: { zh: '学校', en: 'School' }, message: { en: 'Pick a school' } }, { key: 'custom', zh: '不能为空：学校', en: 'Pick a school' }],
    ['an empty custom message is no message', { field: '学校', message: { zh: '', en: null } }, { key: 'required', zh: '不能为空：学校', en: 'Cannot be empty: 学校' }],
  ])('uses %s', (_name, options, expected) => {
    expect(validateRequired('', options)).toEqual(expected);
  });
});

describe('validateDependency', () => {
  it.each<[string, unknown, unknown, 'equal' | 'unequal', string | null]>([
    ['equal: same text', 'Abc@1234', 'Abc@1234', 'equal', null],
    ['equal: different text', 'Abc@1234', 'Abc@1235', 'equal', 'mustEqual'],
    ['equal: number and numeric text', 5, '5', 'equal', null],
    ['equal: other empty', 'x', '', 'equal', 'mustEqual'],
    ['equal: other missing', 'x', undefined, 'equal', 'mustEqual'],
    ['equal: own value empty is left to required', '', 'x', 'equal', null],
    ['equal: same lists', ['a', 'b'], ['a', 'b'], 'equal', null],
    ['equal: lists in another order', ['a', 'b'], ['b', 'a'], 'equal', 'mustEqual'],
    ['equal: list vs text', ['a'], 'a', 'equal', 'mustEqual'],
    ['equal: case matters', 'abc', 'ABC', 'equal', 'mustEqual'],
    ['equal: objects by identity', { a: 1 }, { a: 1 }, 'equal', 'mustEqual'],
    ['unequal: same text', 'old', 'old', 'unequal', 'mustDiffer'],
    ['unequal: different text', 'new', 'old', 'unequal', null],
    ['unequal: other empty', 'new', null, 'unequal', null],
    ['unequal: own value empty', null, 'old', 'unequal', null],
    ['unequal: unicode equal', '小明', '小明', 'unequal', 'mustDiffer'],
  ])('%s', (_name, value, other, mode, expected) => {
    expect(keyOf(validateDependency(value, other, { mode }))).toBe(expected);
  });

  it('names the other field in both languages', () => {
    expect(validateDependency('a', 'b', { mode: 'equal', other: { zh: '新密码', en: 'new password' } })).toEqual({
      key: 'mustEqual',
      zh: '必须与新密码一致',
      en: 'Must match new password',
    });
    expect(validateDependency('a', 'a', { mode: 'unequal', other: '旧密码' })).toEqual({
      key: 'mustDiffer',
      zh: '不能与旧密码相同',
      en: 'Must differ from 旧密码',
    });
  });

  it('uses the definition’s own message', () => {
    expect(validateDependency('a', 'b', { mode: 'equal', message: { zh: '两次输入不一致', en: 'Entries differ' } })).toEqual({
      key: 'custom',
      zh: '两次输入不一致',
      en: 'Entries differ',
    });
  });
});

describe('validateDateRange', () => {
  it.each<[string, unknown, number | null | undefined, string | null]>([
    ['empty', null, undefined, null],
    ['an empty list', [], undefined, null],
    ['two empty ends', ['', null], undefined, null],
    ['within 10 days', ['2024-01-01', '2024-01-05'], undefined, null],
    ['exactly 10 days apart', ['2024-01-01', '2024-01-11'], undefined, null],
    ['11 days apart', ['2024-01-01', '2024-01-12'], undefined, 'dateRangeTooLong'],
    ['the same day', ['2024-01-01', '2024-01-01'], undefined, null],
    ['across a leap day', ['2024-02-25', '2024-03-06'], undefined, null],
    ['across a leap day, one too many', ['2024-02-25', '2024-03-07'], undefined, 'dateRangeTooLong'],
    ['across a year end', ['2023-12-28', '2024-01-07'], undefined, null],
    ['start after end', ['2024-01-05', '2024-01-01'], undefined, 'dateRangeOrder'],
    ['a custom limit', ['2024-01-01', '2024-01-31'], 30, null],
    ['a custom limit exceeded', ['2024-01-01', '2024-02-01'], 30, 'dateRangeTooLong'],
    ['a zero limit', ['2024-01-01', '2024-01-02'], 0, 'dateRangeTooLong'],
    ['no limit', ['2020-01-01', '2024-01-01'], null, null],
    ['times ignored: same days', ['2024-01-01 23:59', '2024-01-11 00:01'], undefined, null],
    ['one end missing', ['2024-01-01', null], undefined, 'invalidDate'],
    ['an impossible date', ['2023-02-29', '2023-03-01'], undefined, 'invalidDate'],
    ['a slash date', ['2024/01/01', '2024/01/02'], undefined, 'invalidDate'],
    ['full-width digits', ['２０２４-01-01', '2024-01-02'], undefined, 'invalidDate'],
    ['not a pair', ['2024-01-01'], undefined, 'invalidDate'],
    ['three dates', ['2024-01-01', '2024-01-02', '2024-01-03'], undefined, 'invalidDate'],
    ['a single string', '2024-01-01', undefined, 'invalidDate'],
    ['Date objects', [new Date(2024, 0, 1), new Date(2024, 0, 3)], undefined, null],
    ['dayjs-like objects', [{ toDate: () => new Date(2024, 0, 1) }, { toDate: () => new Date(2024, 0, 20) }], undefined, 'dateRangeTooLong'],
  ])('%s', (_name, value, maxRangeDay, expected) => {
    expect(keyOf(validateDateRange(value, maxRangeDay === undefined ? {} : { maxRangeDay }))).toBe(expected);
  });

  it('says the limit in both languages', () => {
    expect(validateDateRange(['2024-01-01', '2024-01-30'])).toEqual({
      key: 'dateRangeTooLong',
      zh: '日期范围不能超过 10 天',
      en: 'The date range cannot exceed 10 days',
    });
  });
});

describe('isRangeDateDisabled', () => {
  it.each<[string, string, number | undefined, boolean]>([
    ['2024-01-11', '2024-01-01', undefined, false],
    ['2024-01-12', '2024-01-01', undefined, true],
    ['2023-12-22', '2024-01-01', undefined, false],
    ['2023-12-21', '2024-01-01', undefined, true],
    ['2024-01-03', '2024-01-01', 1, true],
    ['not a date', '2024-01-01', undefined, false],
  ])('%s with %s chosen (max %s): %s', (candidate, chosen, max, expected) => {
    expect(isRangeDateDisabled(candidate, chosen, max)).toBe(expected);
  });
});

describe('validateDateWithin', () => {
  it.each<[unknown, { min?: string; max?: string }, string | null]>([
    ['', { min: '2024-01-01' }, null],
    ['2024-01-01', { min: '2024-01-01' }, null],
    ['2023-12-31', { min: '2024-01-01' }, 'dateTooEarly'],
    ['2024-12-31', { max: '2024-12-31' }, null],
    ['2025-01-01', { max: '2024-12-31' }, 'dateTooLate'],
    ['2024-06-01', { min: '2024-01-01', max: '2024-12-31' }, null],
    ['2024-06-01', {}, null],
    ['2024-02-30', {}, 'invalidDate'],
    [20240101, {}, 'invalidDate'],
  ])('%j within %j → %s', (value, bounds, expected) => {
    expect(keyOf(validateDateWithin(value, bounds))).toBe(expected);
  });

  it('names the bound', () => {
    expect(validateDateWithin('2020-01-01', { min: '2024-01-01' })?.en).toBe('The date cannot be before 2024-01-01');
  });
});

describe('validateTel', () => {
  it.each<[unknown, boolean]>([
    ['13800138000', true],
    ['19912345678', true],
    ['12345678901', true], // tel only asks for a leading 1; the phone widget is stricter
    ['86-13800138000', true],
    ['+86-13800138000', true],
    ['1-13800138000', true],
    ['852-13800138000', true],
    ['+852-13800138000', true],
    [13800138000, true],
    ['', true],
    [null, true],
    [undefined, true],
    ['+8613800138000', false],
    ['8613800138000', false],
    ['0086-13800138000', false],
    ['1234-13800138000', false],
    ['86--13800138000', false],
    ['-13800138000', false],
    ['+-13800138000', false],
    ['86 13800138000', false],
    ['1380013800', false],
    ['138001380000', false],
    ['23800138000', false],
    [' 13800138000', false],
    ['13800138000 ', false],
    ['１３８００１３８０００', false],
    ['138-0013-8000', false],
    ['abc', false],
    [-13800138000, false],
    [1.5, false],
    [true, false],
    [['13800138000'], false],
    [{}, false],
  ])('%j valid: %s', (value, valid) => {
    expect(validateTel(value) === null).toBe(valid);
  });

  it('explains in both languages', () => {
    expect(validateTel('x')).toEqual({ key: 'tel', zh: '请输入正确的电话号码', en: 'Please enter a valid telephone number' });
  });
});

describe('validatePhone', () => {
  it.each<[unknown, boolean]>([
    ['13800138000', true],
    ['15012345678', true],
    ['19999999999', true],
    [13800138000, true],
    ['', true],
    [null, true],
    ['12012345678', false],
    ['10012345678', false],
    ['1380013800', false],
    ['138001380001', false],
    ['86-13800138000', false],
    ['+8613800138000', false],
    ['23800138000', false],
    [' 13800138000', false],
    ['１３８００１３８０００', false],
    ['1380013800a', false],
    [true, false],
    [[], true],
  ])('%j valid: %s', (value, valid) => {
    expect(validatePhone(value) === null).toBe(valid);
  });
});

describe('validatePassword', () => {
  it.each<[unknown, boolean]>([
    ['Admin@12345', true],
    ['Aa1!aaaa', true],
    ['Aa1!' + 'a'.repeat(28), true],
    ['Aa1!' + 'a'.repeat(29), false],
    ['Aa1!aaa', false],
    ['admin@12345', false],
    ['ADMIN@12345', false],
    ['Admin@abcde', false],
    ['Admin12345', false],
    ['Admin @12345', false],
    ['密码Aa1!aaaa', true],
    ['', true],
    [null, true],
    [12345678, false],
  ])('%j valid: %s', (value, valid) => {
    expect(validatePassword(value) === null).toBe(valid);
  });

  it('reuses the catalogue’s password text', () => {
    expect(validatePassword('weak')?.zh).toBe('密码须为8至32位，且包含大写字母、小写字母、数字和特殊字符');
  });
});

describe('validateEmail', () => {
  it.each<[unknown, boolean]>([
    ['a@b.co', true],
    ['first.last+tag@example.com.cn', true],
    ['用户@例子.中国', true],
    ['a@b.c', true],
    ['', true],
    [null, true],
    ['ab.co', false],
    ['a@b', false],
    ['a@b.', false],
    ['a@.b', false],
    ['@b.co', false],
    ['a@@b.co', false],
    ['a@b@c.co', false],
    ['a b@c.co', false],
    ['a@b .co', false],
    [' a@b.co', false],
    ['a@b.co ', false],
    ['a\u3000@b.co', false],
    [42, false],
    [['a@b.co'], false],
  ])('%j valid: %s', (value, valid) => {
    expect(validateEmail(value) === null).toBe(valid);
  });
});

describe('validateNumber', () => {
  it.each<[unknown, { min?: number; max?: number }, string | null]>([
    [5, {}, null],
    [0, {}, null],
    [-3.5, {}, null],
    ['12', {}, null],
    ['-12.5', {}, null],
    ['', {}, null],
    [null, {}, null],
    [Number.MAX_SAFE_INTEGER, {}, null],
    [Number.MIN_SAFE_INTEGER, {}, null],
    [Number.MAX_SAFE_INTEGER + 2, {}, 'numberTooLarge'],
    [Number.MIN_SAFE_INTEGER - 2, {}, 'numberTooSmall'],
    [0, { min: 0, max: 100 }, null],
    [100, { min: 0, max: 100 }, null],
    [-1, { min: 0, max: 100 }, 'numberTooSmall'],
    [100.01, { min: 0, max: 100 }, 'numberTooLarge'],
    ['101', { min: 0, max: 100 }, 'numberTooLarge'],
    [Number.NaN, {}, 'notNumber'],
    [Number.POSITIVE_INFINITY, {}, 'notNumber'],
    ['abc', {}, 'notNumber'],
    ['1e3', {}, 'notNumber'],
    ['0x10', {}, 'notNumber'],
    [' 12', {}, 'notNumber'],
    ['１２', {}, 'notNumber'],
    ['1.', {}, 'notNumber'],
    [true, {}, 'notNumber'],
    [[1], {}, 'notNumber'],
  ])('%j within %j → %s', (value, bounds, expected) => {
    expect(keyOf(validateNumber(value, bounds))).toBe(expected);
  });

  it('names the bound', () => {
    expect(validateNumber(101, { max: 100 })).toEqual({ key: 'numberTooLarge', zh: '不能大于 100', en: 'Cannot be greater than 100' });
    expect(validateNumber(-1, { min: 0 })).toEqual({ key: 'numberTooSmall', zh: '不能小于 0', en: 'Cannot be less than 0' });
  });
});

describe('validateTime', () => {
  it.each<[unknown, boolean]>([
    ['00:00', true],
    ['09:05', true],
    ['23:59', true],
    ['', true],
    [null, true],
    ['24:00', false],
    ['23:60', false],
    ['9:05', false],
    ['09:5', false],
    ['09:05:00', false],
    ['09.05', false],
    ['０９:05', false],
    [' 09:05', false],
    [905, false],
  ])('%j valid: %s', (value, valid) => {
    expect(validateTime(value) === null).toBe(valid);
  });
});
