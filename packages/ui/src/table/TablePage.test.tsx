import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageForTest } from '../form/test-support';
import type { ApiResult } from '../http/client';
import { readTableOperate } from './operate';
import { recordFields } from './RecordView';
import { TablePage } from './TablePage';
import { col } from './test-support';

beforeEach(() => useLanguageForTest('zh'));

const noRequest = async <T,>(): Promise<ApiResult<T>> => {
  throw new Error('no calls while rendering to a string');
};
const operate = readTableOperate({ columns_name: 'c', api: '/api/x/list' })!;
const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'switch_table_init_load' ? value : null) });

describe('TablePage first render', () => {
  it('shows the table when demonstration mode is off', () => {
    const html = renderToString(<TablePage menuId="x" operate={operate} menuList={[]} request={noRequest} storage={storage(null)} />);
    expect(html).toContain('data-testid="table-list"');
    expect(html).not.toContain('table-demo-mode');
    expect(html).not.toContain('table-create');
  });

  it('in demonstration mode shows the explanation instead of the table', async () => {
    const html = renderToString(<TablePage menuId="x" operate={operate} menuList={[]} request={noRequest} storage={storage('true')} />);
    expect(html).toContain('data-testid="table-demo-mode"');
    expect(html).toContain('演示模式');
    expect(html).not.toContain('data-testid="table-list"');
    await useLanguageForTest('en');
    expect(renderToString(<TablePage menuId="x" operate={operate} menuList={[]} request={noRequest} storage={storage('true')} />)).toContain('Demonstration mode');
  });

  it('offers create only with addApi and a form', () => {
    const withAdd = readTableOperate({ columns_name: 'c', api: '/l', addApi: '/a', modalProps: { fromName: 'f' } })!;
    expect(renderToString(<TablePage menuId="x" operate={withAdd} menuList={[]} request={noRequest} storage={storage(null)} />)).toContain('table-create');
  });
});

describe('TablePage menu actions', () => {
  const actionMenus = [
    { menuId: 'list_action', name: '家庭联系单', nameEn: 'Family contact list', type: 'permission' as const, icon: '', url: '', sort: 10, parentId: 'x', operate: { steps: ['g.rows', 'v.isRows', 'f.drawer'], modalProps: { component: 'rowDetails' } } },
    { menuId: 'row_only', name: '行操作', nameEn: 'Row only', type: 'permission' as const, icon: '', url: '', sort: 20, parentId: 'x', operate: { steps: ['g.rows'], modalProps: { placement: 'row' } } },
  ];

  it('shows toolbar actions by name and adds row selection', () => {
    const html = renderToString(<TablePage menuId="x" operate={operate} menuList={actionMenus} request={noRequest} storage={storage(null)} />);
    expect(html).toContain('data-testid="table-action-list_action"');
    expect(html).toContain('家庭联系单');
    expect(html).not.toContain('table-action-row_only');
  });

  it('offers only export, and no selection, without actions', () => {
    const html = renderToString(<TablePage menuId="x" operate={operate} menuList={[]} request={noRequest} storage={storage(null)} />);
    expect(html).toContain('data-testid="table-export"');
    expect(html).toContain('导出');
    expect(html).not.toContain('table-create');
    expect(html).not.toContain('ant-table-selection');
  });
});

describe('record view fields', () => {
  it('lists leaf columns with group titles, without the operations column', () => {
    const tree = [col('name'), { ...col('phone'), children: [col('parent_phone')] }, col('ops', { renderName: 'operations' })];
    expect(recordFields(tree, 'zh').map((f) => f.label)).toEqual(['中name', '中phone / 中parent_phone']);
    expect(recordFields(tree, 'en').map((f) => f.label)).toEqual(['En name', 'En phone / En parent_phone']);
  });
});
