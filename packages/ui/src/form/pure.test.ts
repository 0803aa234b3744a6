import { describe, expect, it, vi } from 'vitest';
import { ageOfOption } from './inputs/dates';
import { fileListOf, uploadedPath } from './inputs/complex';
import { cityOptions } from './inputs/useLov';
import { createLovCache, lovCacheKey } from './lovCache';
import { buildLovOptions, findLovOption, formLovNames, lovLabel } from './lovOptions';
import { joinPhone, splitPhone } from './phone';

describe('LOV options', () => {
  const entries = [
    { value: '1', content: '男', contentEn: 'Male', description: '男孩' },
    { value: 2, content: '女', description: '女孩', children: [{ value: '2a', content: '子项' }] },
  ];

  it('value, label (current language, zh fallback) and description', () => {
    const options = buildLovOptions(entries, {}, 'en');
    expect(options.map((o) => [o.value, o.label, o.description])).toEqual([
      ['1', 'Male', '男孩'],
      [2, '女', '女孩'],
    ]);
    expect(options[1]!.children?.[0]?.label).toBe('子项');
    expect(buildLovOptions(entries, {}, 'zh')[0]!.label).toBe('男');
  });

  it('lov_value_name / lov_content_name / lov_description_name pick other keys of a lovApi record', () => {
    const rows = [{ _id: 'c1', name: '阳光幼儿园', nameEn: 'Sunshine', city: '苏州市' }];
    const input = { lov_value_name: '_id', lov_content_name: 'name', lov_description_name: 'city' };
    expect(buildLovOptions(rows, input, 'zh')[0]).toMatchObject({ value: 'c1', label: '阳光幼儿园', description: '苏州市' });
    expect(buildLovOptions(rows, input, 'en')[0]!.label).toBe('Sunshine');
  });

  it('lov_content_format builds the label from the record', () => {
    expect(lovLabel(entries[0]!, { lov_content_format: '{content} ({description})' }, 'zh')).toBe('男 (男孩)');
    expect(lovLabel(entries[0]!, { lov_content_format: '{value}-{content}' }, 'en')).toBe('1-Male');
    expect(lovLabel({ value: 'x' }, {}, 'zh')).toBe('x');
  });

  it('finds an option anywhere in a tree, comparing as text', () => {
    const options = buildLovOptions(entries, {}, 'zh');
    expect(findLovOption(options, '2')?.label).toBe('女');
    expect(findLovOption(options, '2a')?.label).toBe('子项');
    expect(findLovOption(options, 'zzz')).toBeUndefined();
  });

  it('a form asks for each stored list once; lovApi and city items do not', () => {
    expect(
      formLovNames({
        fromItem: [
          { keyName: 'a', input: { type: 'lov', lovName: 'sex' } },
          { keyName: 'b', input: { type: 'radio', lovName: 'sex' } },
          { keyName: 'c', input: { type: 'lov', lovName: 'school', lovApi: '/api/schools' } },
          { keyName: 'd', input: { type: 'lov', isCity: true, lovName: 'city' } },
          { keyName: 'e', input: { type: 'lovTree', lovName: 'area' } },
        ],
      }),
    ).toEqual(['sex', 'area']);
  });

  it('cities are labelled in the current language and keep the Chinese name as value', () => {
    const zh = cityOptions('zh');
    expect(zh.length).toBeGreaterThan(600);
    expect(zh.find((c) => c.value === '北京市')?.label).toBe('北京市');
    expect(cityOptions('en').find((c) => c.value === '北京市')?.label).toBe('Beijing');
  });
});

describe('LOV cache', () => {
  it('is keyed per institution and role', () => {
    expect(lovCacheKey({ institutionId: 'i1', roleId: 'r1' }, 'sex')).toBe('i1|r1|sex');
    expect(lovCacheKey({ institutionId: 'i1', roleId: 'r2' }, 'sex')).not.toBe(lovCacheKey({ institutionId: 'i1', roleId: 'r1' }, 'sex'));
    expect(lovCacheKey(null, 'sex')).toBe('-|-|sex');
  });

  it('one call for the missing names; another identity calls again', async () => {
    const cache = createLovCache();
    const fetch = vi.fn(async (names: string[]) => Object.fromEntries(names.map((n) => [n, [{ value: n, content: n }]])));
    const a = { institutionId: 'i1', roleId: 'r1' };
    await Promise.all([cache.load(a, ['sex', 'grade'], fetch), cache.load(a, ['sex'], fetch)]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenLastCalledWith(['sex', 'grade']);
    expect((await cache.load(a, ['sex', 'city2'], fetch)).city2).toEqual([{ value: 'city2', content: 'city2' }]);
    expect(fetch).toHaveBeenLastCalledWith(['city2']);
    await cache.load({ institutionId: 'i2', roleId: 'r1' }, ['sex'], fetch);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(cache.peek(a, 'sex')).toHaveLength(1);
    cache.invalidate(a, 'sex');
    expect(cache.peek(a, 'sex')).toBeUndefined();
  });

  it('a failed call is not cached', async () => {
    const cache = createLovCache();
    await expect(cache.load(null, ['x'], async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.peek(null, 'x')).toBeUndefined();
    expect((await cache.load(null, ['x'], async () => ({ x: [] }))).x).toEqual([]);
  });
});

describe('phone value', () => {
  it('joins code and number with a hyphen, default code 86', () => {
    expect(joinPhone('86', '13800138000')).toBe('86-13800138000');
    expect(joinPhone('+852', '61234567')).toBe('852-61234567');
    expect(joinPhone('', '13800138000')).toBe('86-13800138000');
    expect(joinPhone('1', '')).toBe('');
  });

  it('splits back, a bare number keeping the default code', () => {
    expect(splitPhone('86-13800138000')).toEqual({ code: '86', number: '13800138000' });
    expect(splitPhone('+1-2025550123')).toEqual({ code: '1', number: '2025550123' });
    expect(splitPhone('13800138000')).toEqual({ code: '86', number: '13800138000' });
    expect(splitPhone(undefined)).toEqual({ code: '86', number: '' });
    expect(splitPhone(joinPhone('44', '7700900123'))).toEqual({ code: '44', number: '7700900123' });
  });
});

describe('uploads and ages', () => {
  it('shows a stored path as a done file and reads the path from an upload answer', () => {
    expect(fileListOf('/files/a/photo.png')).toEqual([{ uid: 'existing-0', name: 'photo.png', url: '/files/a/photo.png', status: 'done' }]);
    expect(fileListOf(undefined)).toEqual([]);
    expect(uploadedPath({ code: 200, data: { file_path: '/f/x.zip' } })).toBe('/f/x.zip');
    expect(uploadedPath({ data: '/f/y.png' })).toBe('/f/y.png');
    expect(uploadedPath(null)).toBeUndefined();
  });

  it('reads an age from a LOV entry', () => {
    expect(ageOfOption({ value: '3-2', raw: {} })).toEqual({ years: 3, months: 2 });
    expect(ageOfOption({ value: 30, raw: {} })).toEqual({ years: 2, months: 6 });
    expect(ageOfOption({ value: 'x', raw: { params: { years: 1, months: 0 } } })).toEqual({ years: 1, months: 0 });
    expect(ageOfOption({ value: 'old', raw: {} })).toBeNull();
  });
});
