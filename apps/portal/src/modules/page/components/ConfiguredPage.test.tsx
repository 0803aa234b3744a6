import { beforeEach, describe, expect, it } from 'vitest';
import { doctor, menu } from '../../../test/fixtures';
import { renderRoute, resetStorage, useLanguageForTest } from '../../../test/renderApp';

const operate = {
  modalProps: { width: 800, fromName: 'children_form' },
  columns_name: 'children_columns',
  search_from_name: 'children_search',
  api: '/api/base/children/list',
  method: 'GET',
  rowKey: '_id',
  addApi: '/api/base/children/add',
};
const tableMenu = menu('kids', 'item', undefined, { name: '儿童', operate });
const plainMenu = menu('plain', 'item');
const menuTree = [menu('main_local', 'group', [tableMenu, plainMenu])];
const login = { user: doctor, menuTree, menuList: [menuTree[0]!, tableMenu, plainMenu] };

beforeEach(async () => {
  resetStorage();
  await useLanguageForTest('zh');
});

describe('configured module pages', () => {
  it('a menu whose operate names columns and a list call renders the table page', async () => {
    const html = await renderRoute('/module/kids', login);
    expect(html).toContain('data-testid="table-page-kids"');
    expect(html).toContain('data-testid="table-create"');
    expect(html).not.toContain('page-not-configured');
  });

  it('any other menu keeps the not-configured state', async () => {
    const html = await renderRoute('/module/plain', login);
    expect(html).toContain('page-not-configured');
    expect(html).not.toContain('table-page-');
  });

  it('demonstration mode replaces the table with the explanation', async () => {
    resetStorage({ switch_table_init_load: 'true' });
    const html = await renderRoute('/module/kids', login);
    expect(html).toContain('data-testid="table-demo-mode"');
  });
});
