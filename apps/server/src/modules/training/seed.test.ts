// The training student page as seeded: the menu's table operate, its actions with the operation
// flag's edit-total-time shown only to holders of yypx_operation, the definitions the page asks for,
// the course list from the shipped content, and an older installation gaining all of it at start-up.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRAINING_DIALOGS, TRAINING_OPERATION_MENU, TRAINING_PATHS, type MenuNode } from '@portal/shared';
import { call, loginAs, useApi } from '../../../test/harness';
import { columnDefinitions, formDefinitions, lovDefinitions } from '../definitions/schema';
import { menus } from '../menus/schema';
import { roleMenus, roles } from '../roles/schema';
import { ensureConfiguration } from '../../setup/configuration';
import { TRAINING_ACTION_MENU_IDS, TRAINING_COLUMNS, TRAINING_COURSE_LOV, TRAINING_CREATE_FORM, TRAINING_EDIT_FORM, TRAINING_SEARCH_FORM, TRAINING_TEACHER_MENU_IDS, TRAINING_TOTAL_TIME_FORM } from './seed';

const api = useApi();

async function menuList(username: Parameters<typeof loginAs>[1]): Promise<{ token: string; list: MenuNode[] }> {
  const user = await loginAs(api.app, username);
  return { token: user.token, list: (await call(api.app, '/api/system/menu/infoTree', { token: user.token })).body.data.menuList as MenuNode[] };
}
const operateOf = (list: MenuNode[], id: string) => list.find((m) => m.menuId === id)?.operate as Record<string, unknown> & { modalProps: Record<string, unknown> };

describe('seeded training student page', () => {
  it('makes training_students a table page with create, timeline, edit, total-time and parent-link actions', async () => {
    const { token, list } = await menuList('admin');
    expect(operateOf(list, 'training_students')).toMatchObject({ columns_name: TRAINING_COLUMNS, search_from_name: TRAINING_SEARCH_FORM, api: TRAINING_PATHS.list });
    expect(operateOf(list, 'training_students_create').modalProps).toMatchObject({ component: TRAINING_DIALOGS.create, placement: 'toolbar', fromName: TRAINING_CREATE_FORM });
    expect(operateOf(list, 'training_students_timeline').modalProps).toMatchObject({ component: TRAINING_DIALOGS.timeline, placement: 'row' });
    expect(operateOf(list, 'training_students_edit').modalProps).toMatchObject({ component: TRAINING_DIALOGS.edit, fromName: TRAINING_EDIT_FORM });
    expect(operateOf(list, 'training_students_total_time').modalProps).toMatchObject({ component: 'form', sendApi: TRAINING_PATHS.info, method: 'POST', idParam: '_id', single: true, anyMenu: [TRAINING_OPERATION_MENU] });
    expect(operateOf(list, 'training_students_parent_link').modalProps).toMatchObject({ component: TRAINING_DIALOGS.parentLink });
    for (const from_name of [TRAINING_SEARCH_FORM, TRAINING_CREATE_FORM, TRAINING_EDIT_FORM, TRAINING_TOTAL_TIME_FORM]) {
      expect((await call(api.app, '/api/system/froms/netInfo', { token, query: { from_name } })).body.code, from_name).toBe(200);
    }
    const columns = await call(api.app, '/api/system/colums/netInfo', { token, query: { columns_name: TRAINING_COLUMNS } });
    expect(JSON.stringify(columns.body.data)).toContain('"renderName":"stayDays"');
    const lovs = await call(api.app, '/api/system/lov/multiple', { token, body: { lovNames: [TRAINING_COURSE_LOV] } });
    expect(lovs.body.data[TRAINING_COURSE_LOV].map((e: { value: string }) => e.value).sort()).toEqual(['demo-island', 'demo-ment']);
  });

  it('gives the teacher the page actions but neither the operation flag, the total-time action nor skip', async () => {
    const ids = (await menuList('teacher')).list.map((m) => m.menuId);
    expect(ids).toEqual(expect.arrayContaining(TRAINING_TEACHER_MENU_IDS));
    for (const id of ['training_students_total_time', 'yypx_operation', 'yypx_skip']) expect(ids).not.toContain(id);
  });

  it('an installation seeded before the page gains its operate, actions, grants and definitions at start-up', async () => {
    await api.db.orm.delete(roleMenus).where(inArray(roleMenus.menuId, TRAINING_ACTION_MENU_IDS));
    await api.db.orm.delete(menus).where(inArray(menus.menuId, TRAINING_ACTION_MENU_IDS));
    await api.db.orm.update(menus).set({ operate: null }).where(eq(menus.menuId, 'training_students'));
    await api.db.orm.delete(formDefinitions).where(eq(formDefinitions.fromName, TRAINING_CREATE_FORM));
    await api.db.orm.delete(columnDefinitions).where(eq(columnDefinitions.columnsName, TRAINING_COLUMNS));
    await api.db.orm.delete(lovDefinitions).where(eq(lovDefinitions.lovName, TRAINING_COURSE_LOV));

    await ensureConfiguration(api.db.orm);

    const [page] = await api.db.orm.select({ operate: menus.operate }).from(menus).where(eq(menus.menuId, 'training_students'));
    expect(page?.operate).toMatchObject({ columns_name: TRAINING_COLUMNS });
    expect(await api.db.orm.select().from(formDefinitions).where(eq(formDefinitions.fromName, TRAINING_CREATE_FORM))).toHaveLength(1);
    expect(await api.db.orm.select().from(columnDefinitions).where(eq(columnDefinitions.columnsName, TRAINING_COLUMNS))).toHaveLength(1);
    expect(await api.db.orm.select().from(lovDefinitions).where(eq(lovDefinitions.lovName, TRAINING_COURSE_LOV))).toHaveLength(1);
    const teachers = await api.db.orm.select({ institutionId: roles.institutionId, id: roles.id }).from(roles).where(eq(roles.code, 'teacher'));
    expect(teachers.length).toBeGreaterThan(0);
    for (const role of teachers) {
      const held = await api.db.orm.select({ menuId: roleMenus.menuId }).from(roleMenus).where(and(eq(roleMenus.institutionId, role.institutionId), eq(roleMenus.roleId, role.id), inArray(roleMenus.menuId, TRAINING_ACTION_MENU_IDS)));
      expect(held.map((h) => h.menuId).sort()).toEqual([...TRAINING_TEACHER_MENU_IDS].sort());
    }
  });
});
