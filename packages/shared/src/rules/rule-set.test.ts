import { describe, expect, it } from 'vitest';
import { checkRule, checkRules, fieldRule, ruleApplies, type FieldRule } from './rule-set';

describe('ruleApplies', () => {
  it.each<[string, unknown, Parameters<typeof ruleApplies>[1], boolean]>([
    ['no when: always', undefined, undefined, true],
    ['null when: always', null, null, true],
    ['no lookup answer yet', undefined, { fields: ['phone'] }, false],
    ['a null lookup answer', null, { fields: ['phone'] }, false],
    ['every field present', { phone: '1', email: 'a@b.c' }, { fields: ['phone', 'email'] }, true],
    ['a field missing', { phone: '1' }, { fields: ['phone', 'email'] }, false],
    ['a field empty', { phone: '' }, { fields: ['phone'] }, false],
    ['a nested field', { contact: { phone: '1' } }, { fields: ['contact.phone'] }, true],
    ['a condition holds', { type: 'parent' }, { condition: { key: 'type', value: 'parent' } }, true],
    ['a condition fails', { type: 'staff' }, { condition: { key: 'type', value: 'parent' } }, false],
    ['fields and condition both hold', { type: 'parent', phone: '1' }, { fields: ['phone'], condition: { key: 'type', value: 'parent' } }, true],
    ['fields hold, condition fails', { type: 'staff', phone: '1' }, { fields: ['phone'], condition: { key: 'type', value: 'parent' } }, false],
    ['a bare condition as shorthand', { type: 'parent' }, { key: 'type', value: 'parent' }, true],
    ['a bare condition list as shorthand', { a: 1, b: 2 }, [{ key: 'a', value: 1 }, { key: 'b', value: 3 }], false],
    ['a list answer: any entry qualifies', [{ phone: '' }, { phone: '1' }], { fields: ['phone'] }, true],
    ['a list answer: none qualifies', [{ phone: '' }], { fields: ['phone'] }, false],
    ['an empty list answer', [], { fields: ['phone'] }, false],
    ['an empty when object applies once there is an answer', {}, {}, true],
    ['a text answer has no fields', 'text', { fields: ['phone'] }, false],
  ])('%s', (_name, lookup, when, expected) => {
    expect(ruleApplies(lookup, when)).toBe(expected);
  });
});

describe('fieldRule schema', () => {
  it.each<unknown>([
    { type: 'required' },
    { type: 'required', message: { zh: '必填', en: 'Required' } },
    { type: 'equal', field: 'password' },
    { type: 'unequal', field: 'oldPassword', message: { en: 'Must differ' } },
    { type: 'dateRange' },
    { type: 'dateRange', maxRangeDay: 30 },
    { type: 'dateRange', maxRangeDay: null },
    { type: 'dateWithin', min: '2024-01-01' },
    { type: 'number', min: 0, max: 100 },
    { type: 'upload', kind: 'image' },
    { type: 'tel' },
    { type: 'phone', when: { fields: ['phone'] } },
    { type: 'email', when: { condition: { key: 'a', value: 1 } } },
    { type: 'time' },
    { type: 'password' },
  ])('accepts %j', (rule) => {
    expect(fieldRule.safeParse(rule).success).toBe(true);
  });

  it.each<unknown>([
    {},
    { type: 'unknown' },
    { type: 'equal' },
    { type: 'upload', kind: 'video' },
    { type: 'dateRange', maxRangeDay: -1 },
    { type: 'dateRange', maxRangeDay: 1.5 },
    { type: 'dateWithin', min: '2024/01/01' },
    { type: 'tel', extra: 1 },
    { type: 'required', when: { fields: 'phone' } },
    { type: 'required', message: { fr: 'x' } },
  ])('refuses %j', (rule) => {
    expect(fieldRule.safeParse(rule).success).toBe(false);
  });
});

describe('checkRule', () => {
  const values = { password: 'Abc@12345', old: 'Old@12345' };
  it.each<[string, FieldRule, unknown, string | null]>([
    ['required fails', { type: 'required' }, '', 'required'],
    ['required passes', { type: 'required' }, 'x', null],
    ['equal reads the other field from the values', { type: 'equal', field: 'password' }, 'Abc@12345', null],
    ['equal fails', { type: 'equal', field: 'password' }, 'Abc@12346', 'mustEqual'],
    ['unequal fails', { type: 'unequal', field: 'old' }, 'Old@12345', 'mustDiffer'],
    ['unequal passes', { type: 'unequal', field: 'old' }, 'New@12345', null],
    ['dateRange default limit', { type: 'dateRange' }, ['2024-01-01', '2024-01-20'], 'dateRangeTooLong'],
    ['dateRange own limit', { type: 'dateRange', maxRangeDay: 30 }, ['2024-01-01', '2024-01-20'], null],
    ['dateWithin', { type: 'dateWithin', max: '2024-01-01' }, '2024-01-02', 'dateTooLate'],
    ['number', { type: 'number', min: 0, max: 100 }, 101, 'numberTooLarge'],
    ['upload', { type: 'upload', kind: 'image' }, 'a.gif', 'uploadType'],
    ['tel', { type: 'tel' }, '+86-13800138000', null],
    ['phone', { type: 'phone' }, '12000000000', 'phone'],
    ['password', { type: 'password' }, 'weak', 'password'],
    ['email', { type: 'email' }, 'a@b', 'email'],
    ['time', { type: 'time' }, '25:00', 'time'],
    ['a custom message replaces a format message', { type: 'email', message: { zh: '邮箱不对', en: 'Bad e-mail' } }, 'a@b', 'custom'],
    ['a rule whose lookup has not answered is skipped', { type: 'required', when: { fields: ['x'] } }, '', null],
  ])('%s', (_name, rule, value, expected) => {
    expect(checkRule(rule, value, { values })?.key ?? null).toBe(expected);
  });

  it('applies a rule once its lookup returns the field', () => {
    const rule: FieldRule = { type: 'required', when: { fields: ['needsPhone'] } };
    expect(checkRule(rule, '', { lookup: { needsPhone: true } })?.key).toBe('required');
    expect(checkRule(rule, '', { lookup: { needsPhone: '' } })).toBeNull();
  });

  it('names both fields through the context', () => {
    const names: Record<string, { zh: string; en: string }> = { password: { zh: '新密码', en: 'new password' } };
    const result = checkRule({ type: 'equal', field: 'password' }, 'x', {
      values,
      field: { zh: '确认密码', en: 'confirmation' },
      nameOf: (key) => names[key],
    });
    expect(result).toEqual({ key: 'mustEqual', zh: '必须与新密码一致', en: 'Must match new password' });
    expect(checkRule({ type: 'required' }, '', { field: { zh: '确认密码', en: 'Confirmation' } })?.en).toBe('Cannot be empty: Confirmation');
  });

  it('falls back to the key when the other field has no label', () => {
    expect(checkRule({ type: 'equal', field: 'password' }, 'x', { values })?.en).toBe('Must match password');
  });

  it('keeps the built-in text for a language the custom message leaves out', () => {
    expect(checkRule({ type: 'tel', message: { zh: '电话不对' } }, 'x')).toEqual({
      key: 'custom',
      zh: '电话不对',
      en: 'Please enter a valid telephone number',
    });
  });
});

describe('checkRules', () => {
  it('gives the first failing rule in order', () => {
    const rules: FieldRule[] = [{ type: 'required' }, { type: 'email' }, { type: 'unequal', field: 'old' }];
    expect(checkRules(rules, '', {})?.key).toBe('required');
    expect(checkRules(rules, 'bad', {})?.key).toBe('email');
    expect(checkRules(rules, 'a@b.co', { values: { old: 'a@b.co' } })?.key).toBe('mustDiffer');
    expect(checkRules(rules, 'a@b.co', { values: { old: 'x@b.co' } })).toBeNull();
  });

  it('passes with no rules', () => {
    expect(checkRules([], '')).toBeNull();
  });
});
