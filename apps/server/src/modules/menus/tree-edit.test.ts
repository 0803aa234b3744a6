/** The Menus page's calls: add, move and delete (with menu/edit), their refusals, and who may. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENU_CALLS, menuInfoTreeResult, type MenuNode, type UserInfo } from '@portal/shared';
import { menus } from './schema';
import { roleMenus } from '../roles/schema';
import { call, loginAs, setLocale, useApi } from '../../../test/harness';

const api = useApi();
let admin: UserInfo;
let doctor: UserInfo;

beforeAll(async () => {
  admin = await loginAs(api.app, 'admin');
  doctor = await loginAs(api.app, 'doctor');
});

const post = (path: string, token: string, body: unknown) => call(api.app, path, { method: 'POST', token, body });
const remove = (token: string, menuId: string) => call(api.app, MENU_CALLS.delete.path, { method: 'DELETE', token, body: { menuId } });
const row = async (menuId: string) => (await api.db.orm.select().from(menus).where(eq(menus.menuId, menuId)))[0];
const grants = async (menuId: string) => api.db.orm.select().from(roleMenus).where(eq(roleMenus.menuId, menuId));
const allMenus = () => api.db.orm.select().from(menus).orderBy(menus.menuId);

async function treeOf(token: string) {
  return menuInfoTreeResult.parse((await call(api.app, '/api/system/menu/infoTree', { token })).body.data);
}
function find(nodes: MenuNode[], menuId: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.menuId === menuId) return node;
    const inside = find(node.children ?? [], menuId);
    if (inside) return inside;
  }
  return undefined;
}

describe('adding a menu', () => {
  it('adds a child after its siblings, granted to the caller’s role only, and shows it in the caller’s tree', async () => {
    const res = await post(MENU_CALLS.add.path, admin.token, { menuId: 'audit_notes', parentId: 'system', type: 'item', name: '审计日志', nameEn: 'Audit log', url: '/audit', icon: 'AuditOutlined' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ menuId: 'audit_notes', parentId: 'system', type: 'item', name: '审计日志', nameEn: 'Audit log', url: '/audit', sort: 70, operate: null });
    expect((await grants('audit_notes')).map((g) => g.roleId)).toEqual([admin.roleId]);
    const system = find((await treeOf(admin.token)).menuTree, 'system')!;
    expect(system.children!.map((c) => c.menuId).at(-1)).toBe('audit_notes');
    expect(find((await treeOf(doctor.token)).menuTree, 'audit_notes')).toBeUndefined();
  });

  it('adds a stand-alone permission menu with a flow', async () => {
    const operate = { steps: ['g.rows', 'v.isRow'] };
    const res = await post(MENU_CALLS.add.path, admin.token, { menuId: 'export_data', parentId: null, type: 'permission', name: '导出数据', nameEn: 'Export data', operate });
    expect(res.status).toBe(200);
    expect(await row('export_data')).toMatchObject({ parentId: null, type: 'permission', operate });
  });

  it('refuses a taken id, an unknown parent, a parentless item, bad ids and bad operate, changing nothing', async () => {
    const before = await allMenus();
    const cases: Array<[unknown, number, string]> = [
      [{ menuId: 'home', parentId: 'system', type: 'item', name: 'x', nameEn: 'x' }, 776, '菜单编号已存在：home'],
      [{ menuId: 'new_one', parentId: 'nowhere', type: 'item', name: 'x', nameEn: 'x' }, 777, '上级菜单不存在：nowhere'],
      [{ menuId: 'new_one', parentId: null, type: 'item', name: 'x', nameEn: 'x' }, 782, '分组或页面菜单必须有上级菜单，只有权限菜单可以没有上级'],
      [{ menuId: 'new_one', parentId: 'system', type: 'item', name: 'x', nameEn: 'x', operate: { steps: ['nope'] } }, 605, '流程配置错误：nope'],
    ];
    for (const [body, code, message] of cases) {
      const res = await post(MENU_CALLS.add.path, admin.token, body);
      expect(res.body).toMatchObject({ code, success: false, message });
    }
    for (const body of [
      { menuId: '1bad id', parentId: 'system', type: 'item', name: 'x', nameEn: 'x' },
      { menuId: 'new_one', parentId: 'system', type: 'item', name: ' ', nameEn: 'x' },
      { menuId: 'new_one', parentId: 'system', type: 'folder', name: 'x', nameEn: 'x' },
      { menuId: 'new_one', parentId: 'system', type: 'item', name: 'x', nameEn: 'x', operate: '{"steps": [' },
      { menuId: 'new_one', parentId: 'system', type: 'item', name: 'x', nameEn: 'x', operate: { steps: 'g.rows' } },
    ]) {
      const res = await post(MENU_CALLS.add.path, admin.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(400);
    }
    expect(await allMenus()).toEqual(before);
  });
});

describe('editing, moving and deleting', () => {
  it('renames in both languages through menu/edit', async () => {
    const res = await post('/api/system/menu/edit', admin.token, { menuId: 'audit_notes', name: '操作日志', nameEn: 'Activity log' });
    expect(res.body.data).toMatchObject({ name: '操作日志', nameEn: 'Activity log' });
  });

  it('moves a menu to another parent (after its new siblings) and within its parent', async () => {
    const moved = await post(MENU_CALLS.move.path, admin.token, { menuId: 'audit_notes', parentId: 'tests' });
    expect(moved.status).toBe(200);
    const tests = find((await treeOf(admin.token)).menuTree, 'tests')!;
    expect(tests.children!.map((c) => c.menuId).at(-1)).toBe('audit_notes');
    expect(find((await treeOf(admin.token)).menuTree, 'system')!.children!.map((c) => c.menuId)).not.toContain('audit_notes');
    await post(MENU_CALLS.move.path, admin.token, { menuId: 'audit_notes', parentId: 'tests', sort: 1 });
    expect(find((await treeOf(admin.token)).menuTree, 'tests')!.children![0]!.menuId).toBe('audit_notes');
  });

  it('refuses a move under itself or its own sub-menus, of the root, to nowhere, changing nothing', async () => {
    const before = await allMenus();
    const cases: Array<[unknown, number]> = [
      [{ menuId: 'tests', parentId: 'tests' }, 778],
      [{ menuId: 'tests', parentId: 'test_list' }, 778],
      [{ menuId: 'main_local', parentId: 'home' }, 781],
      [{ menuId: 'tests', parentId: 'nowhere' }, 777],
      [{ menuId: 'tests', parentId: null }, 782],
      [{ menuId: 'no_such_menu', parentId: 'home' }, 775],
    ];
    for (const [body, code] of cases) expect((await post(MENU_CALLS.move.path, admin.token, body)).body.code, JSON.stringify(body)).toBe(code);
    await setLocale(api.app, admin.token, 'en');
    expect((await post(MENU_CALLS.move.path, admin.token, { menuId: 'tests', parentId: 'test_list' })).body.message).toBe('A menu cannot be moved under itself or one of its own sub-menus');
    await setLocale(api.app, admin.token, 'zh');
    expect(await allMenus()).toEqual(before);
  });

  it('refuses to delete a menu with sub-menus, a built-in menu or the root; deletes a leaf and its grants', async () => {
    const before = await allMenus();
    const full = await remove(admin.token, 'tests');
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/^该菜单下还有 \d+ 个子菜单，请先移走或删除它们$/);
    expect((await remove(admin.token, 'help_center')).body.code).toBe(780);
    expect((await remove(admin.token, 'main_local')).body.code).toBe(781);
    expect((await remove(admin.token, 'no_such_menu')).status).toBe(404);
    expect(await allMenus()).toEqual(before);

    const done = await remove(admin.token, 'audit_notes');
    expect(done.body.data).toEqual({ menuId: 'audit_notes', revokedGrants: 1 });
    expect(await row('audit_notes')).toBeUndefined();
    expect(await grants('audit_notes')).toEqual([]);
    expect(find((await treeOf(admin.token)).menuTree, 'audit_notes')).toBeUndefined();
  });

  it('lists every menu for the Menus page, held by the caller’s role or not', async () => {
    const res = await call(api.app, MENU_CALLS.allTree.path, { token: admin.token });
    const { menuTree, menuList } = menuInfoTreeResult.parse(res.body.data);
    expect(menuTree.map((n) => n.menuId)).toEqual(['main_local']);
    expect(menuList.length).toBe((await allMenus()).length);
    expect((await call(api.app, MENU_CALLS.allTree.path, { token: doctor.token })).status).toBe(403);
  });

  it('answers 403 to a role without system_menu, changing nothing', async () => {
    const before = await allMenus();
    expect((await post(MENU_CALLS.add.path, doctor.token, { menuId: 'sneaky', parentId: 'home', type: 'item', name: 'x', nameEn: 'x' })).status).toBe(403);
    expect((await post(MENU_CALLS.move.path, doctor.token, { menuId: 'home', parentId: 'tests' })).status).toBe(403);
    const refused = await remove(doctor.token, 'export_data');
    expect(refused.body).toMatchObject({ code: 403, message: '当前身份无相关权限' });
    expect(await allMenus()).toEqual(before);
    expect((await call(api.app, MENU_CALLS.add.path, { method: 'POST', body: {} })).body.code).toBe(306);
  });
});
