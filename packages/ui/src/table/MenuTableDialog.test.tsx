/// <reference types="node" />
import type { MenuNode, UserInfo } from '@portal/shared';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '../identity/react';
import { createAuthStore, type AuthStore } from '../identity/store';
import { dialogComponents, MENU_TABLE_DIALOG } from '../dialogs/components';
import { useLanguageForTest } from '../form/test-support';
import type { ApiResult } from '../http/client';
import { drawerTitle } from './cells/drawerLink';
import { MenuTableDialog } from './MenuTableDialog';

beforeEach(() => useLanguageForTest('zh'));

const ok = <T,>(data: T): ApiResult<T> => ({ code: 200, success: true, data, message: '' });

const user: UserInfo = {
  _id: 'u1', token: 't', username: 'admin', nickname: '管理员', institution: 'i1', role: 'r1', institutionId: 'i1', roleId: 'r1',
  from_institution_name: 'Portal', from_role_mame: '', locale_type: 'zh', institution_list: [], role_list: [],
};

function menu(menuId: string, operate: MenuNode['operate']): MenuNode {
  return { menuId, name: '机构工具', nameEn: 'Institution tools', type: 'permission', icon: '', url: '', sort: 10, parentId: 'institution_mgmt', operate };
}

const TOOLS = menu('institution_tools', {
  columns_name: 'institution_tool_columns',
  api: '/api/base/institution/tools/list',
  infoApi: '/api/base/institution/tools/info',
  addApi: '/api/base/institution/tools/add',
  updateApi: '/api/base/institution/tools/update',
  modalProps: { fromName: 'institution_tool_form', createFromName: 'institution_tool_create_form' },
});

/** A logged-in store holding `menuList` (no network: the api answers from memory). */
async function loggedIn(menuList: MenuNode[]): Promise<AuthStore> {
  const memory = new Map([['token', 't']]);
  const store = createAuthStore({
    api: { reloadToken: async () => ok(user), menuInfoTree: async () => ok({ menuTree: [], menuList }), logout: async () => ok(null) },
    storage: { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) },
    loadMenus: true,
    applyLocale: () => undefined,
    reloadAtOrigin: () => undefined,
  });
  await store.loadLoginInfo();
  return store;
}

const dialog = (props: Record<string, unknown>) => <MenuTableDialog data={{ _id: 'row' }} props={props} finish={() => undefined} cancel={() => undefined} />;
const within = (store: AuthStore | null, node: ReactNode) => renderToString(store ? <AuthProvider store={store}>{node}</AuthProvider> : node);

describe('menu-table dialog (table/menuTable)', () => {
  it('is registered under its path', () => {
    expect(dialogComponents.get(MENU_TABLE_DIALOG)).toBe(MenuTableDialog);
  });

  it('renders the menu’s table page, create included, when the identity holds the menu', async () => {
    const store = await loggedIn([TOOLS]);
    const html = within(store, dialog({ menuId: 'institution_tools', params: { institution_id: 'i9' } }));
    expect(html).toContain('data-testid="table-page-institution_tools"');
    expect(html).toContain('data-testid="table-list"');
    expect(html).toContain('data-testid="table-create"');
    expect(html).not.toContain('menu-table-no-permission');
  });

  it('says no related permission, with no table, when the identity lacks the menu (zh and en)', async () => {
    const store = await loggedIn([menu('institution_mgmt', null)]);
    const html = within(store, dialog({ menuId: 'institution_tools', params: { institution_id: 'i9' } }));
    expect(html).toContain('data-testid="menu-table-no-permission"');
    expect(html).toContain('当前身份无相关权限');
    expect(html).not.toContain('table-list');
    await useLanguageForTest('en');
    expect(within(store, dialog({ menuId: 'institution_tools' }))).toContain('The current identity has no related permission');
  });

  it('says no related permission outside a login, and for a missing menuId', async () => {
    expect(within(null, dialog({ menuId: 'institution_tools' }))).toContain('当前身份无相关权限');
    const store = await loggedIn([TOOLS]);
    expect(within(store, dialog({}))).toContain('menu-table-no-permission');
    expect(within(store, dialog({ menuId: 42 }))).not.toContain('table-list');
  });

  it('says not configured for a held menu whose operate is not a table', async () => {
    const store = await loggedIn([menu('institution_tools', { steps: ['g.rows'] })]);
    const html = within(store, dialog({ menuId: 'institution_tools' }));
    expect(html).toContain('menu-table-not-configured');
    expect(html).toContain('该页面尚未配置内容');
    expect(html).not.toContain('table-list');
  });
});

describe('drawerLink titles', () => {
  const row = { name: '星语儿童发展中心', name_en: 'Starlight' };
  it('fills {field} placeholders in a bilingual title, in the current language', () => {
    const title = { zh: '{name} · 工具', en: '{name_en} · Tools' };
    expect(drawerTitle(title, row, 'zh', '6')).toBe('星语儿童发展中心 · 工具');
    expect(drawerTitle(title, row, 'en', '6')).toBe('Starlight · Tools');
    expect(drawerTitle({ zh: '{name}' }, row, 'en', '6')).toBe('星语儿童发展中心');
    expect(drawerTitle('{name_en}', row, 'zh', '6')).toBe('Starlight');
    expect(drawerTitle(undefined, row, 'zh', '6')).toBe('6');
  });
});
