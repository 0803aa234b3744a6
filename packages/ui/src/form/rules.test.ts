import type { FormRule } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { impliedRules } from './FormItemView';
import { checkFormRule, isRequiredItem, ruleDependencies, toAntdRules, type RuleMappingContext } from './rules';

const ctx = (locale: 'zh' | 'en' = 'zh', extra: Partial<RuleMappingContext> = {}): RuleMappingContext => ({
  locale,
  field: { zh: '姓名', en: 'Name' },
  nameOf: (key) => (key === 'password' ? { zh: '密码', en: 'Password' } : undefined),
  today: () => '2024-06-15',
  ...extra,
});

/** Runs the antd rule the mapping produced, as antd would: resolves on pass, the message on failure. */
async function antdMessage(rule: FormRule, value: unknown, values: Record<string, unknown> = {}, context = ctx()): Promise<string | null> {
  const [mapped] = toAntdRules([rule], context);
  const object = (mapped as (form: { getFieldsValue: () => unknown }) => { validator: (r: unknown, v: unknown) => Promise<void> })({ getFieldsValue: () => values });
  try {
    await object.validator({}, value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

// One passing and one failing value per rule kind, with the message the user sees (zh).
const table: [string, FormRule, unknown, unknown, string, Record<string, unknown>?][] = [
  ['required', { type: 'required' }, '小明', '  ', '不能为空：姓名'],
  ['equal', { type: 'equal', field: 'password' }, 'Abc@12345', 'other', '必须与密码一致', { password: 'Abc@12345' }],
  ['unequal', { type: 'unequal', field: 'password' }, 'new', 'Abc@12345', '不能与密码相同', { password: 'Abc@12345' }],
  ['dateRange', { type: 'dateRange', maxRangeDay: 10 }, ['2024-01-01', '2024-01-11'], ['2024-01-01', '2024-01-12'], '日期范围不能超过 10 天'],
  ['dateWithin', { type: 'dateWithin', min: '2024-01-01' }, '2024-02-01', '2023-12-31', '日期不能早于 2024-01-01'],
  ['number', { type: 'number', max: 5 }, 5, 6, '不能大于 5'],
  ['upload', { type: 'upload', kind: 'image' }, 'a/b.PNG', 'a/b.mp4', '仅支持以下格式：jpeg, png, jpg'],
  ['tel', { type: 'tel' }, '86-13800138000', '0086-13800138000', '请输入正确的电话号码'],
  ['phone', { type: 'phone' }, '13800138000', '12800138000', '请输入正确的手机号'],
  ['password', { type: 'password' }, 'Abc@12345', 'abc', '密码'],
  ['email', { type: 'email' }, 'a@b.cn', 'a@b', '请输入正确的邮箱地址'],
  ['time', { type: 'time' }, '23:59', '24:00', '时间格式应为 HH:mm'],
  ['age', { type: 'age', age: { min_age: 12, max_age: 36 } }, '2022-06-15', '2024-01-01', '出生日期不符合年龄要求'],
];

describe('every rule kind maps to an antd rule that runs the shared validator', () => {
  for (const [name, rule, good, bad, message, values] of table) {
    it(name, async () => {
      expect(await antdMessage(rule, good, values)).toBeNull();
      expect(await antdMessage(rule, bad, values)).toContain(message);
      expect(checkFormRule(rule, bad, values ?? {}, ctx())).not.toBeNull();
    });
  }

  it('messages follow the language', async () => {
    expect(await antdMessage({ type: 'required' }, '', {}, ctx('en'))).toBe('Cannot be empty: Name');
    expect(await antdMessage({ type: 'email' }, 'x', {}, ctx('en'))).toBe('Please enter a valid e-mail address');
  });

  it('custom zh/en messages replace the built-in ones, a missing language falls back to the built-in text', async () => {
    const rule: FormRule = { type: 'required', message: { zh: '请填写孩子姓名', en: null } };
    expect(await antdMessage(rule, '')).toBe('请填写孩子姓名');
    expect(await antdMessage(rule, '', {}, ctx('en'))).toBe('Cannot be empty: Name');
    const age: FormRule = { type: 'age', age: { max_age: 12 }, message: { zh: '只适用于一岁以内', en: 'Under one year only' } };
    expect(await antdMessage(age, '2020-01-01', {}, ctx('en'))).toBe('Under one year only');
  });

  it('age rules: any of a list of sets may match', async () => {
    const rule: FormRule = { type: 'age', age: [{ max_age: 12 }, { min_age: 48, max_age: 60 }] };
    expect(await antdMessage(rule, '2024-01-01')).toBeNull();
    expect(await antdMessage(rule, '2020-01-01')).toBeNull();
    expect(await antdMessage(rule, '2022-01-01')).not.toBeNull();
    expect(await antdMessage(rule, '')).toBeNull();
  });

  it('`when` rules apply only once the lookup holds', async () => {
    const rule: FormRule = { type: 'required', when: { fields: ['child_id'], condition: { key: 'status', value: 'active' } } };
    expect(await antdMessage(rule, '')).toBeNull();
    expect(await antdMessage(rule, '', {}, ctx('zh', { lookup: { child_id: 'c1', status: 'closed' } }))).toBeNull();
    expect(await antdMessage(rule, '', {}, ctx('zh', { lookup: { child_id: 'c1', status: 'active' } }))).toBe('不能为空：姓名');
    expect(isRequiredItem([rule], undefined)).toBe(false);
    expect(isRequiredItem([rule], { child_id: 'c1', status: 'active' })).toBe(true);
    const age: FormRule = { type: 'age', age: { max_age: 1 }, when: { fields: ['x'] } };
    expect(await antdMessage(age, '2000-01-01')).toBeNull();
  });

  it('equal/unequal re-validate when the other field changes', () => {
    expect(ruleDependencies([{ type: 'equal', field: 'password' }, { type: 'unequal', field: 'a.b' }, { type: 'required' }])).toEqual([['password'], ['a', 'b']]);
  });

  it('types imply their format rules unless the definition states one', () => {
    expect(impliedRules({ keyName: 'e', input: { type: 'email' } })).toEqual([{ type: 'email' }]);
    expect(impliedRules({ keyName: 'p', input: { type: 'phoneNumber' } })).toEqual([{ type: 'tel' }]);
    expect(impliedRules({ keyName: 'n', input: { type: 'number', props: { min: 1 } } })).toEqual([{ type: 'number', min: 1 }]);
    expect(impliedRules({ keyName: 'f', input: { type: 'fileUpload' } })).toEqual([{ type: 'upload', kind: 'file' }]);
    expect(impliedRules({ keyName: 'r', input: { type: 'dateRange', props: { disabledDate: true } } })).toEqual([{ type: 'dateRange', maxRangeDay: 10 }]);
    expect(impliedRules({ keyName: 'r', input: { type: 'dateRange' } })).toEqual([]);
    expect(impliedRules({ keyName: 'e', input: { type: 'email' }, rules: [{ type: 'email', message: { zh: 'x' } }] })).toEqual([]);
  });
});
