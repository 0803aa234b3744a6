import { INPUT_TYPES, type FormItem } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDefaultInputRegistry, inputRegistry } from './inputs/index';
import { createInputRegistry } from './registry';
import { filledCache, form, renderForm, useLanguageForTest } from './test-support';

beforeEach(() => useLanguageForTest('zh'));

const lovs = {
  sex: [
    { value: '1', content: '男', contentEn: 'Male' },
    { value: '2', content: '女', contentEn: 'Female' },
  ],
  ages: [{ value: '3-0', content: '3岁', contentEn: '3 years' }],
};

function sampleItem(type: string): FormItem {
  const lovTypes = ['lov', 'multipleSelect', 'lovTree', 'lovSearchAdd', 'segmented', 'radio', 'checkbox'];
  const input: Record<string, unknown> = { type };
  if (lovTypes.includes(type)) input.lovName = 'sex';
  if (type === 'lovToDate') input.lovName = 'ages';
  if (type === 'tableData') input.props = { columns: [{ dataIndex: 'name', title: '名称', titleEn: 'Name' }] };
  return { keyName: `f_${type}`, showName: `字段${type}`, showNameEn: `Field ${type}`, input } as FormItem;
}

describe('input registry', () => {
  it('has a renderer for every known input type, and nothing unexplained besides', () => {
    for (const type of INPUT_TYPES) expect(inputRegistry.has(type), type).toBe(true);
    expect(inputRegistry.names().sort()).toEqual([...INPUT_TYPES].sort());
  });

  it('refuses to register a type twice', () => {
    const registry = createDefaultInputRegistry();
    expect(() => registry.register('text', { Component: () => null })).toThrow(/already registered/);
    registry.register('signature', { Component: () => null });
    expect(registry.has('signature')).toBe(true);
    expect(() => createInputRegistry({ '': { Component: () => null } })).toThrow();
  });

  it('looks up a missing or unknown type as null (never a fallback renderer)', () => {
    expect(inputRegistry.get(undefined)).toBeNull();
    expect(inputRegistry.get('')).toBeNull();
    expect(inputRegistry.get('nope')).toBeNull();
  });
});

describe('every registered type renders', async () => {
  const cache = await filledCache(lovs);
  for (const type of INPUT_TYPES) {
    it(type, () => {
      const item = sampleItem(type);
      const html = renderForm(form([item]), { lovCache: cache, initialValues: { [item.keyName]: undefined } });
      expect(html).not.toContain('data-testid="form-unknown-input"');
      expect(html).toContain(`字段${type}`);
    });
  }

  it('all of them together, in English', async () => {
    await useLanguageForTest('en');
    const html = renderForm(form(INPUT_TYPES.map(sampleItem)), { lovCache: cache });
    for (const type of INPUT_TYPES) expect(html).toContain(`Field ${type}`);
    expect(html).not.toContain('form-unknown-input');
  });
});

describe('an unknown or missing input type is loud', () => {
  const unknown = { keyName: 'mystery', showName: '神秘', input: { type: 'hologram' } } as unknown as FormItem;
  const missing = { keyName: 'blank', showName: '空', input: {} } as unknown as FormItem;

  it('shows the spec message, the keyName and the JSON (zh)', () => {
    const html = renderForm(form([unknown, missing]));
    expect(html.match(/data-testid="form-unknown-input"/g)).toHaveLength(2);
    expect(html).toContain('输入类型未设置或为空');
    expect(html).toContain('字段：mystery');
    expect(html).toContain('字段：blank');
    expect(html).toContain('&quot;type&quot;: &quot;hologram&quot;');
  });

  it('in English too', async () => {
    await useLanguageForTest('en');
    const html = renderForm(form([unknown]));
    expect(html).toContain('Input type not set or empty');
    expect(html).toContain('Field: mystery');
  });
});
