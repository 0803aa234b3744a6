import type { MenuNode } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { buildMenuEntries, findMenuPath, findMenuRoot, linksToModule, modulePageState } from './menuTree';

function node(menuId: string, type: MenuNode['type'], children?: MenuNode[], extra: Partial<MenuNode> = {}): MenuNode {
  return { menuId, name: `中${menuId}`, nameEn: `En ${menuId}`, type, icon: '', url: `/x/${menuId}`, sort: 0, parentId: null, operate: null, children, ...extra };
}

const tree: MenuNode[] = [
  node('other_root', 'group', [node('stray', 'item')]),
  node('main_local', 'group', [
    node('dashboard', 'item', undefined, { sort: 1, icon: 'DashboardOutlined' }),
    node('children', 'group', [node('children_list', 'item'), node('children_add', 'item')], { sort: 2 }),
    node('system', 'group', [
      node('users', 'group', [], { sort: 2 }),
      node('roles', 'group', [node('roles_tab', 'item')], { sort: 1 }),
    ], { sort: 3 }),
    node('pdf_preview', 'permission', undefined, { sort: 0 }),
  ]),
];

describe('menu root', () => {
  it('finds main_local among several roots', () => {
    expect(findMenuRoot(tree)?.menuId).toBe('main_local');
  });
  it('is undefined when the tree has no main_local', () => {
    expect(findMenuRoot([node('x', 'group')])).toBeUndefined();
  });
});

describe('link rule: a leaf, or a group whose first child is an item', () => {
  it('links a leaf', () => expect(linksToModule(node('a', 'item'))).toBe(true));
  it('links a leaf even without url (its page then says no permission)', () =>
    expect(linksToModule(node('help_center', 'item', undefined, { url: '' }))).toBe(true));
  it('links a group without children', () => expect(linksToModule(node('a', 'group', []))).toBe(true));
  it('links a group whose first child is an item', () =>
    expect(linksToModule(node('a', 'group', [node('b', 'item'), node('c', 'group')]))).toBe(true));
  it('links a group of items whatever its url (§2.3; its page says no permission without one)', () =>
    expect(linksToModule(node('tests', 'group', [node('test_list', 'item'), node('report_list', 'item')], { url: '' }))).toBe(true));
  it('folds a group whose first child is a group', () =>
    expect(linksToModule(node('a', 'group', [node('b', 'group'), node('c', 'item')]))).toBe(false));
  it('judges the first child by sort order, ignoring permission entries', () => {
    const g = node('a', 'group', [
      node('late_item', 'item', undefined, { sort: 9 }),
      node('perm', 'permission', undefined, { sort: 0 }),
      node('early_group', 'group', undefined, { sort: 1 }),
    ]);
    expect(linksToModule(g)).toBe(false);
  });
});

describe('menu entries', () => {
  const root = findMenuRoot(tree)!;

  it('builds entries from the children of main_local in sort order, without permission menus', () => {
    const entries = buildMenuEntries(root.children!, 'zh');
    expect(entries.map((e) => e.key)).toEqual(['dashboard', 'children', 'system']);
    expect(entries[0]).toEqual({ key: 'dashboard', label: '中dashboard', icon: 'DashboardOutlined', link: '/module/dashboard' });
    // A linking group keeps its children as a submenu.
    expect(entries[1]).toMatchObject({ key: 'children', link: '/module/children' });
    expect(entries[1]!.children!.map((c) => c.key)).toEqual(['children_list', 'children_add']);
  });

  it('nests folding groups and sorts their children', () => {
    const system = buildMenuEntries(root.children!, 'en')[2]!;
    expect(system.link).toBeNull();
    expect(system.label).toBe('En system');
    expect(system.children!.map((c) => [c.key, c.link])).toEqual([
      ['roles', '/module/roles'],
      ['users', '/module/users'],
    ]);
  });

  it('links a group of items to its page and keeps its items as a submenu of page links', () => {
    const seedLike = [node('tests', 'group', [node('test_list', 'item'), node('report_list', 'item', undefined, { sort: 1 })], { url: '/assessments' })];
    expect(buildMenuEntries(seedLike, 'zh')).toEqual([
      { key: 'tests', label: '中tests', icon: '', link: '/module/tests', children: [
        { key: 'test_list', label: '中test_list', icon: '', link: '/module/test_list' },
        { key: 'report_list', label: '中report_list', icon: '', link: '/module/report_list' },
      ] },
    ]);
  });

  it('keeps a linking item’s own items (its page’s actions) out of the menu', () => {
    const reports = node('report_list', 'item', [node('report_list_preview', 'item'), node('report_list_download', 'item')]);
    expect(buildMenuEntries([reports], 'zh')).toEqual([{ key: 'report_list', label: '中report_list', icon: '', link: '/module/report_list' }]);
  });

  it('falls back to the other language when a name is missing', () => {
    const [entry] = buildMenuEntries([node('a', 'item', undefined, { nameEn: '' })], 'en');
    expect(entry!.label).toBe('中a');
  });

  it('escapes ids in links', () => {
    expect(buildMenuEntries([node('a b/c', 'item')], 'zh')[0]!.link).toBe('/module/a%20b%2Fc');
  });
});

describe('menu path and module page', () => {
  it('finds the chain from the top down to a menu', () => {
    expect(findMenuPath(tree, 'roles_tab').map((n) => n.menuId)).toEqual(['main_local', 'system', 'roles', 'roles_tab']);
    expect(findMenuPath(tree, 'nope')).toEqual([]);
  });

  it('says no permission for an unknown menu or one without url', () => {
    const list = [node('help_center', 'item', undefined, { url: '' }), node('children', 'group')];
    expect(modulePageState(list, 'missing')).toEqual({ kind: 'noPermission' });
    expect(modulePageState(list, 'help_center')).toEqual({ kind: 'noPermission' });
    expect(modulePageState(list, undefined)).toEqual({ kind: 'noPermission' });
    expect(modulePageState(list, 'children')).toMatchObject({ kind: 'page', menu: { menuId: 'children' } });
  });
});
