import type { FormItem } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { submissionValues, withCompanionKeys } from './DynamicForm';
import { filledCache, form, renderForm, useLanguageForTest } from './test-support';
import { createVisibilityStore } from './visibilityStore';

beforeEach(() => useLanguageForTest('zh'));

const item = (keyName: string, extra: Partial<FormItem> = {}): FormItem => ({ keyName, showName: `中${keyName}`, showNameEn: `En ${keyName}`, input: { type: 'text' }, ...extra });

describe('DynamicForm rendering', () => {
  it('labels follow the language; hideLabel drops them', async () => {
    expect(renderForm(form([item('a')]))).toContain('中a');
    await useLanguageForTest('en');
    expect(renderForm(form([item('a')]))).toContain('En a');
    expect(renderForm(form([item('a')], { hideLabel: true }))).not.toContain('En a');
  });

  it('a title item is a heading, or a divider with titleDivider', () => {
    const title = item('t', { input: { type: 'title' } });
    expect(renderForm(form([title]))).toMatch(/<h5[^>]*data-testid="form-title-t"/);
    expect(renderForm(form([title], { titleDivider: true }))).toMatch(/ant-divider[^"]*"[^>]*data-testid="form-title-t"|data-testid="form-title-t"[^>]*class="[^"]*ant-divider/);
  });

  it('rely removes, relyNotHide hides, relyExistKey needs a value', () => {
    const items = [
      item('kind'),
      item('onlyA', { rely: { key: 'kind', value: 'a' } }),
      item('notWhenA', { relyHide: { key: 'kind', value: 'a' } }),
      item('keptId', { relyNotHide: { key: 'kind', value: 'b' } }),
      item('needsKind', { relyExistKey: 'kind' }),
    ];
    const html = renderForm(form(items), { initialValues: { kind: 'a', keptId: 'id-7' } });
    expect(html).toContain('data-testid="form-item-onlyA"');
    expect(html).not.toContain('data-testid="form-item-notWhenA"');
    expect(html).toMatch(/<div style="display:none" data-testid="form-item-keptId"/);
    expect(html).toContain('value="id-7"');
    expect(html).toContain('data-testid="form-item-needsKind"');
    const empty = renderForm(form(items));
    expect(empty).not.toContain('form-item-onlyA');
    expect(empty).not.toContain('form-item-needsKind');
  });

  it('extra.col sets the grid span (24 by default, 8 in search mode)', () => {
    expect(renderForm(form([item('a', { extra: { col: 12 } })]))).toContain('grid-column:span 12');
    expect(renderForm(form([item('a')]))).toContain('grid-column:span 24');
    expect(renderForm(form([item('a')]), { mode: 'search' })).toContain('grid-column:span 8');
  });

  it('operate buttons and the bilingual submit title', async () => {
    const def = form([item('a')], { operate_buttons: ['reset', 'submit'], submit_title: { zh: '保存儿童', en: 'Save child' } });
    let html = renderForm(def);
    expect(html).toContain('data-testid="form-reset"');
    expect(html).toContain('保存儿童');
    expect(html).not.toContain('form-close');
    expect(renderForm(form([item('a')]), { onClose: () => undefined })).toContain('data-testid="form-close"');
    await useLanguageForTest('en');
    html = renderForm(def);
    expect(html).toContain('Save child');
    expect(renderForm(form([item('a')]))).toContain('Submit');
  });

  it('a required rule marks the item', () => {
    expect(renderForm(form([item('a', { rules: [{ type: 'required' }] })]))).toContain('ant-form-item-required');
    expect(renderForm(form([item('a', { rules: [{ type: 'required', when: { fields: ['x'] } }] })]))).not.toContain('ant-form-item-required');
  });

  it('shows LOV labels in the current language, cities and dial codes', async () => {
    const cache = await filledCache({ sex: [{ value: '1', content: '男', contentEn: 'Male' }] });
    const items: FormItem[] = [
      item('sex', { input: { type: 'lov', lovName: 'sex' } }),
      item('city', { input: { type: 'lov', isCity: true } }),
      item('phone', { input: { type: 'phoneNumber' } }),
      item('shown', { input: { type: 'onlyShow', lovName: 'sex' } }),
      item('birth', { input: { type: 'dateAge' } }),
    ];
    const values = { sex: '1', city: '苏州市', phone: '86-13800138000', shown: '1', birth: '2020-01-01' };
    let html = renderForm(form(items), { lovCache: cache, initialValues: values });
    expect(html).toContain('男');
    expect(html).toContain('苏州市');
    expect(html).toContain('+86 中国');
    expect(html).toContain('13800138000');
    expect(html).toMatch(/data-testid="form-only-show-shown">男</);
    expect(html).toMatch(/年龄：\d+岁\d+个月\d+天/);
    await useLanguageForTest('en');
    html = renderForm(form(items), { lovCache: cache, initialValues: values });
    expect(html).toContain('Male');
    expect(html).toContain('Suzhou');
    expect(html).toContain('+86 China');
    expect(html).toMatch(/Age: \d+ years? \d+ months? \d+ days?/);
  });

  it('multipleSelect shows the joined value as choices; uploads show the existing file', async () => {
    const cache = await filledCache({ tags: [{ value: 'a', content: '甲' }, { value: 'b', content: '乙' }] });
    const html = renderForm(
      form([item('tags', { input: { type: 'multipleSelect', lovName: 'tags' } }), item('pic', { input: { type: 'imageUpload' } })]),
      { lovCache: cache, initialValues: { tags: 'a,b', pic: '/files/u/photo.png' } },
    );
    expect(html).toContain('甲');
    expect(html).toContain('乙');
    expect(html).toContain('photo.png');
  });

  it('a question item without its question says the config does not exist (question.test.tsx has the rest)', () => {
    expect(renderForm(form([item('q', { input: { type: 'question' } })]))).toContain('不存在的题目配置');
  });
});

describe('what is submitted', () => {
  const items = [item('kind'), item('onlyA', { rely: { key: 'kind', value: 'a' } }), item('keptId', { relyNotHide: { key: 'kind', value: 'a' } })];

  it('drops removed items, keeps relyNotHide values, prunes untouched empties and keeps clearings', () => {
    const values = { kind: 'b', onlyA: 'stale', keptId: 'id-7', note: '', cleared: '', _id: 'row-1' };
    const store = createVisibilityStore(items, values);
    expect(store.get('onlyA').state).toBe('removed');
    expect(store.get('keptId').state).toBe('hidden');
    expect(submissionValues(values, store.removedKeys(), { cleared: 'old', _id: 'row-1' })).toEqual({ kind: 'b', keptId: 'id-7', cleared: '', _id: 'row-1' });
  });

  it('removes nested paths too', () => {
    expect(submissionValues({ child: { name: 'x', age: 3 } }, ['child.age'])).toEqual({ child: { name: 'x' } });
  });

  it('re-evaluates only the dependents of a change and notifies only them', () => {
    const store = createVisibilityStore(items, { kind: 'b' });
    const seen: string[] = [];
    for (const i of items) store.subscribe(i.keyName, () => seen.push(i.keyName));
    store.changed(['onlyA'], { kind: 'b', onlyA: 'x' });
    expect(seen).toEqual([]);
    store.changed(['kind'], { kind: 'a' });
    expect(seen.sort()).toEqual(['keptId', 'onlyA']);
    expect(store.get('onlyA').state).toBe('shown');
    expect(store.removedKeys()).toEqual([]);
  });

  it('bumps the list revision of an item whose lovApi reads the changed field', () => {
    const dependent = item('school', { input: { type: 'lov', lovApi: '/api/schools?city={city}' } as FormItem['input'] });
    const store = createVisibilityStore([item('city'), dependent], {});
    store.changed(['city'], { city: 'x' });
    expect(store.get('school').depsRevision).toBe(1);
    store.changed(['other'], { city: 'x' });
    expect(store.get('school').depsRevision).toBe(1);
  });
});

describe('removed question items', () => {
  it('drop their expressive answer too, which lives in its own field', () => {
    const items = [item('q1', { input: { type: 'question' } }), item('note'), item('q2', { input: { type: 'question' } })];
    const removed = withCompanionKeys(items, ['q1', 'note']);
    expect(removed).toEqual(['q1', 'q1_Expressive', 'note']);
    const values = { q1: { value: 1 }, q1_Expressive: { value: 0 }, note: 'x', q2: { value: 2 }, q2_Expressive: { value: 1 } };
    expect(submissionValues(values, removed)).toEqual({ q2: { value: 2 }, q2_Expressive: { value: 1 } });
  });
});
