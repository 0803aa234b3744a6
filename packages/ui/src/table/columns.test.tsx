import type { ColumnNode } from '@portal/shared';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageForTest } from '../form/test-support';
import { builtInCells } from './cells/index';
import { buildColumns, columnLovNames, columnMenu, columnTitle, rendererName, visibleColumns } from './columns';
import { createCellRegistry } from './registry';
import { col, menu, withRuntime } from './test-support';

beforeEach(() => useLanguageForTest('zh'));

type Built = { key?: unknown; title?: unknown; width?: unknown; fixed?: unknown; children?: Built[]; render?: (value: unknown, row: Record<string, unknown>) => ReactElement };

const tree: ColumnNode[] = [
  col('name', { width: 120 }),
  col('gender', { renderName: 'lov', lovName: 'gender' }),
  { ...col('phone', { dataIndex: undefined }), children: [col('phone_number'), col('parent_phone', { extra: { menuId: 'see_parent_phone' } })] },
  col('secret', { extra: { menuId: true } }),
  col('ops', { renderName: 'operations', extra: { fixed: 'right', align: 'center' } }),
];

describe('column tree → antd columns', () => {
  it('titles follow the language, falling back to title without titleEn', () => {
    const zh = buildColumns(tree, { locale: 'zh', menuList: [] }) as Built[];
    expect(zh.map((c) => c.title)).toEqual(['中name', '中gender', '中phone', '中ops']);
    const en = buildColumns(tree, { locale: 'en', menuList: [] }) as Built[];
    expect(en.map((c) => c.title)).toEqual(['En name', 'En gender', 'En phone', 'En ops']);
    expect(columnTitle({ title: '年龄' }, 'en')).toBe('年龄');
  });

  it('children become grouped headers; width, fixed and align are carried', () => {
    const built = buildColumns(tree, { locale: 'zh', menuList: [] }) as Built[];
    const phone = built.find((c) => c.key === 'phone')!;
    expect(phone.children?.map((c) => c.key)).toEqual(['phone_number']);
    expect(phone.render).toBeUndefined();
    expect(built[0]!.width).toBe(120);
    expect(built.find((c) => c.key === 'ops')).toMatchObject({ fixed: 'right', align: 'center' });
  });

  it('a column with a permission menu shows only to users holding it (extra.menuId, or true for its key)', () => {
    expect(columnMenu(col('a', { extra: { menuId: 'm1' } }))).toBe('m1');
    expect(columnMenu(col('a', { extra: { menuId: true } }))).toBe('a');
    expect(columnMenu(col('a'))).toBeNull();
    const granted = visibleColumns(tree, [menu('see_parent_phone'), menu('secret')]);
    expect(granted.map((c) => c.key)).toEqual(['name', 'gender', 'phone', 'secret', 'ops']);
    expect(granted[2]!.children!.map((c) => c.key)).toEqual(['phone_number', 'parent_phone']);
  });

  it('a group whose children are all hidden goes too', () => {
    const group = { ...col('g', { dataIndex: undefined }), children: [col('x', { extra: { menuId: 'nope' } })] };
    expect(visibleColumns([group, col('y')], []).map((c) => c.key)).toEqual(['y']);
  });

  it('cells render through the registry: default text, template when templateString is set', () => {
    expect(rendererName(col('a'))).toBe('text');
    expect(rendererName(col('a', { templateString: '{a}!' }))).toBe('template');
    expect(rendererName(col('a', { renderName: 'age', templateString: 'x' }))).toBe('age');
    const built = buildColumns([col('a', { templateString: '{a}!' }), col('b', { dataIndex: 'nested.b' })], { locale: 'zh', menuList: [] }) as Built[];
    expect(withRuntime(built[0]!.render!(undefined, { a: 'hi' }))).toBe('hi!');
    expect(withRuntime(built[1]!.render!(undefined, { nested: { b: 'deep' } }))).toBe('deep');
  });

  it('extra.showWhen leaves the cell empty for rows that do not meet it', () => {
    const built = buildColumns([col('code', { extra: { showWhen: { key: 'status', value: ['Close', 'RecClose'] } } })], { locale: 'zh', menuList: [] }) as Built[];
    expect(withRuntime(built[0]!.render!(undefined, { code: 'T1', status: 'Close' }))).toBe('T1');
    expect(built[0]!.render!(undefined, { code: 'T2', status: 'Testing' })).toBeNull();
  });

  it('an unknown renderName shows the ?name marker', () => {
    const built = buildColumns([col('a', { renderName: 'sparkline' })], { locale: 'zh', menuList: [] }) as Built[];
    expect(withRuntime(built[0]!.render!(undefined, { a: 1 }))).toContain('?sparkline');
  });

  it('collects the LOV names of the whole tree', () => {
    expect(columnLovNames([col('a', { lovName: 'x' }), { ...col('g'), children: [col('b', { lovName: 'y' }), col('c', { lovName: 'x' })] }])).toEqual(['x', 'y']);
  });
});

describe('cell registry', () => {
  it('refuses a name registered twice and looks up unknown names as null', () => {
    const registry = createCellRegistry(builtInCells);
    expect(() => registry.register('text', builtInCells.text!)).toThrow(/already registered/);
    expect(() => registry.register(' ', builtInCells.text!)).toThrow();
    expect(registry.get('nope')).toBeNull();
    expect(registry.get(undefined)).toBeNull();
    expect(registry.names()).toEqual(expect.arrayContaining(['text', 'template', 'lov', 'date', 'dateTime', 'age', 'status', 'qrcode', 'reportVersion', 'popoverText', 'drawerLink', 'image', 'operations']));
  });
});
