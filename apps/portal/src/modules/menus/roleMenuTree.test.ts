import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@portal/shared';
import { menuIdsToSave, toTreeNodes } from './roleMenuTree';

const node = (menuId: string, children?: MenuNode[]): MenuNode => ({ menuId, name: `名${menuId}`, nameEn: `N ${menuId}`, type: 'item', icon: '', url: '', sort: 0, parentId: null, operate: null, ...(children ? { children } : {}) });

describe('role menu tree', () => {
  it('names nodes in the current language with their id; the root cannot be unticked', () => {
    const tree = toTreeNodes([node('main_local', [node('home')]), node('developer')], 'en');
    expect(tree).toEqual([
      { key: 'main_local', title: 'N main_local (main_local)', disableCheckbox: true, children: [{ key: 'home', title: 'N home (home)' }] },
      { key: 'developer', title: 'N developer (developer)' },
    ]);
    expect(toTreeNodes([node('home')], 'zh')[0]!.title).toBe('名home (home)');
  });

  it('always saves the root, once, sorted', () => {
    expect(menuIdsToSave(['home', 'children', 'home'])).toEqual(['children', 'home', 'main_local']);
  });
});
