import { describe, expect, it } from 'vitest';
import { devStatusResult, menuInfoTreeResult, roleMenusResult, type MenuNode } from '@portal/shared';
import { call, identityOf, loginAs, useApi } from '../../../test/harness';
import { TRAINING_TEACHER_MENU_IDS } from '../training/seed';

const api = useApi({ env: { DEFINITION_EDITING: '1' } });
const STATUS = '/api/system/dev/status';
const ROLE_MENUS = '/api/system/role/menus';

function flatIds(nodes: MenuNode[]): string[] {
  return nodes.flatMap((n) => [n.menuId, ...flatIds(n.children ?? [])]);
}

describe('GET /api/system/dev/status', () => {
  it('tells a developer that editing is on, and a teacher that it is not theirs', async () => {
    const admin = await loginAs(api.app, 'admin');
    const res = await call(api.app, STATUS, { token: admin.token });
    expect(res.status).toBe(200);
    expect(devStatusResult.parse(res.body.data)).toEqual({ definitionEditing: true, developer: true, menuAdmin: true });
    const teacher = await loginAs(api.app, 'teacher');
    expect((await call(api.app, STATUS, { token: teacher.token })).body.data).toEqual({ definitionEditing: true, developer: false, menuAdmin: false });
  });

  it('follows DEFINITION_EDITING and needs a session', async () => {
    const off = await api.appWith({ DEFINITION_EDITING: '0' });
    const admin = await loginAs(off, 'admin');
    expect((await call(off, STATUS, { token: admin.token })).body.data).toMatchObject({ definitionEditing: false, developer: true });
    expect((await call(api.app, STATUS)).body.code).toBe(306);
  });
});

describe('/api/system/role/menus', () => {
  it('lists the institution’s roles and every menu with the role’s checked ids', async () => {
    const admin = await loginAs(api.app, 'admin');
    const teacherRole = identityOf(await loginAs(api.app, 'teacher'), 'Teacher');
    const res = await call(api.app, ROLE_MENUS, { token: admin.token, query: { roleId: teacherRole.roleId } });
    expect(res.status).toBe(200);
    const data = roleMenusResult.parse(res.body.data);
    expect(data.roles.map((r) => r.nameEn)).toEqual(expect.arrayContaining(['System administrator', 'Institution administrator', 'Clinician', 'Teacher']));
    expect(data.roleId).toBe(teacherRole.roleId);
    expect(data.menuTree[0]!.menuId).toBe('main_local');
    expect(flatIds(data.menuTree)).toEqual(expect.arrayContaining(['system_menu', 'developer', 'pdf_preview', 'training_students']));
    const stored = await api.db.pool.query('select count(*)::int as n from menus');
    expect(flatIds(data.menuTree)).toHaveLength(stored.rows[0].n as number);
    expect(data.checked).toEqual(['catalogue', 'children', 'help_center', 'home', 'main_local', 'speech_review', 'training', 'training_slots', 'training_students', ...[...TRAINING_TEACHER_MENU_IDS].sort()]);
    const first = roleMenusResult.parse((await call(api.app, ROLE_MENUS, { token: admin.token })).body.data);
    expect(first.roleId).toBe(first.roles[0]!._id);
  });

  it('saves a role’s menus, always keeping main_local; the role’s users see the change', async () => {
    const admin = await loginAs(api.app, 'admin');
    const teacherRole = identityOf(await loginAs(api.app, 'teacher'), 'Teacher');
    const res = await call(api.app, ROLE_MENUS, { method: 'PUT', token: admin.token, body: { roleId: teacherRole.roleId, menuIds: ['home', 'children'] } });
    expect(res.status).toBe(200);
    expect(roleMenusResult.parse(res.body.data).checked).toEqual(['children', 'home', 'main_local']);
    const teacher = await loginAs(api.app, 'teacher');
    const tree = menuInfoTreeResult.parse((await call(api.app, '/api/system/menu/infoTree', { token: teacher.token })).body.data);
    expect(tree.menuList.map((m) => m.menuId).sort()).toEqual(['children', 'home', 'main_local']);
    await call(api.app, ROLE_MENUS, { method: 'PUT', token: admin.token, body: { roleId: teacherRole.roleId, menuIds: ['home', 'children', 'training', 'training_students', 'training_slots', 'speech_review'] } });
    const again = menuInfoTreeResult.parse((await call(api.app, '/api/system/menu/infoTree', { token: teacher.token })).body.data);
    expect(again.menuList).toHaveLength(7);
  });

  it('refuses a role of another institution, unknown menus, and callers without system_menu', async () => {
    const admin = await loginAs(api.app, 'admin');
    const otherRole = identityOf(admin, 'Institution administrator', 'other');
    const read = await call(api.app, ROLE_MENUS, { token: admin.token, query: { roleId: otherRole.roleId }, lang: 'en' });
    expect(read.status).toBe(404);
    expect(read.body.code).toBe(660);
    const write = await call(api.app, ROLE_MENUS, { method: 'PUT', token: admin.token, body: { roleId: otherRole.roleId, menuIds: ['home'] } });
    expect(write.status).toBe(404);
    expect(write.body).toMatchObject({ code: 660, success: false, message: '当前机构没有该角色' });
    expect((await call(api.app, ROLE_MENUS, { method: 'PUT', token: admin.token, body: { roleId: 'not-a-uuid', menuIds: [] } })).body.code).toBe(660);

    const teacherRole = identityOf(await loginAs(api.app, 'teacher'), 'Teacher');
    const bad = await call(api.app, ROLE_MENUS, { method: 'PUT', token: admin.token, body: { roleId: teacherRole.roleId, menuIds: ['home', 'no_such_menu'] } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 661, message: '菜单不存在：no_such_menu' });
    const unchanged = roleMenusResult.parse((await call(api.app, ROLE_MENUS, { token: admin.token, query: { roleId: teacherRole.roleId } })).body.data);
    expect(unchanged.checked).toContain('training');

    const teacher = await loginAs(api.app, 'teacher');
    expect((await call(api.app, ROLE_MENUS, { token: teacher.token })).status).toBe(403);
    const refused = await call(api.app, ROLE_MENUS, { method: 'PUT', token: teacher.token, body: { roleId: teacherRole.roleId, menuIds: ['home', 'system_menu'] } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403);
    expect((await call(api.app, ROLE_MENUS)).body.code).toBe(306);
  });
});
