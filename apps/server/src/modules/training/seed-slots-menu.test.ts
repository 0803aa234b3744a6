// The specialist-slots page's menu (training_slots, issue 10 item 7): seeded under the training
// group for the roles that hold training_students, and an installation seeded before it gains it,
// with those grants, at start-up.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@portal/shared';
import { call, loginAs, useApi } from '../../../test/harness';
import { menus } from '../menus/schema';
import { roleMenus, roles } from '../roles/schema';
import { ensureConfiguration } from '../../setup/configuration';

const api = useApi();
const MENU = 'training_slots';

async function menuIdsOf(username: Parameters<typeof loginAs>[1]): Promise<string[]> {
  const user = await loginAs(api.app, username);
  return ((await call(api.app, '/api/system/menu/infoTree', { token: user.token })).body.data.menuList as MenuNode[]).map((m) => m.menuId);
}

async function holders(): Promise<string[]> {
  const rows = await api.db.orm.select({ code: roles.code }).from(roleMenus).innerJoin(roles, and(eq(roles.institutionId, roleMenus.institutionId), eq(roles.id, roleMenus.roleId))).where(eq(roleMenus.menuId, MENU));
  return [...new Set(rows.map((r) => r.code))].sort();
}

describe('the specialist-slots menu', () => {
  it('is a page under the training group, held by every role that holds training_students', async () => {
    const [row] = await api.db.orm.select().from(menus).where(eq(menus.menuId, MENU));
    expect(row).toMatchObject({ parentId: 'training', type: 'item', url: '/training/slots', name: '专家问诊时段', nameEn: 'Specialist slots' });
    expect(await menuIdsOf('teacher')).toContain(MENU);
    expect(await menuIdsOf('doctor')).not.toContain(MENU); // the clinician has no training menus
    const students = await api.db.orm.select({ code: roles.code }).from(roleMenus).innerJoin(roles, and(eq(roles.institutionId, roleMenus.institutionId), eq(roles.id, roleMenus.roleId))).where(eq(roleMenus.menuId, 'training_students'));
    expect(await holders()).toEqual([...new Set(students.map((r) => r.code))].sort());
    expect(await holders()).toEqual(['inst_admin', 'sysadmin', 'teacher']);
  });

  it('is added with its grants to an installation seeded before it', async () => {
    const before = await holders();
    await api.db.orm.delete(roleMenus).where(eq(roleMenus.menuId, MENU));
    await api.db.orm.delete(menus).where(eq(menus.menuId, MENU));
    expect(await menuIdsOf('teacher')).not.toContain(MENU);

    await ensureConfiguration(api.db.orm);

    expect(await api.db.orm.select({ id: menus.menuId }).from(menus).where(eq(menus.menuId, MENU))).toEqual([{ id: MENU }]);
    expect(await holders()).toEqual(before);
    expect(await menuIdsOf('teacher')).toContain(MENU);
  });
});
