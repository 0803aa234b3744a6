// The portal's test lists as seeded: menus under the tests group with the tool fixed, their
// actions, 'create test' on the children list, the grants of the demo roles, and an older
// installation gaining them at start-up.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isFlowStepName, type MenuNode, SPEECH_DIALOGS, SPEECH_TOOL_TYPES, TEST_DIALOGS, TEST_STATUSES } from '@portal/shared';
import { call, identityOf, loginAs, switchIdentity, useApi } from '../../../test/harness';
import { menus } from '../menus/schema';
import { roleMenus, roles } from '../roles/schema';
import { ensureConfiguration } from '../../setup/configuration';
import { CHILDREN_CREATE_TEST_MENU, TESTING_MENU_IDS, TOOL_TEST_LISTS } from './seed-menus';

const api = useApi();

interface ActionOperate {
  modalProps: Record<string, unknown> & { showWhen?: { key: string; value: string[] } };
  stepParams: Record<string, Record<string, unknown>>;
}
const operateOf = (menuList: MenuNode[], menuId: string) => menuList.find((m) => m.menuId === menuId)!.operate as unknown as ActionOperate;

async function doctorMenus(): Promise<{ token: string; menuList: MenuNode[] }> {
  const doctor = await loginAs(api.app, 'doctor');
  const tree = await call(api.app, '/api/system/menu/infoTree', { token: doctor.token });
  return { token: doctor.token, menuList: tree.body.data.menuList as MenuNode[] };
}

describe('seeded test lists', () => {
  it('gives the clinician one list per tool under the tests group, each fixing its tool, with create, continue, QR and view actions', async () => {
    const { menuList } = await doctorMenus();
    for (const list of TOOL_TEST_LISTS) {
      const menu = menuList.find((m) => m.menuId === list.menuId);
      expect(menu, list.menuId).toMatchObject({ parentId: 'tests', type: 'item', url: `/tests/${list.menuId}` });
      expect(menu!.operate).toMatchObject({ columns_name: 'tool_test_columns', api: '/api/base/tests/list', fixedParams: { tools_type: list.tool } });
      const actions = menuList.filter((m) => m.parentId === list.menuId).map((m) => m.menuId);
      expect(actions.sort()).toEqual(['create', 'continue', 'qrcode', 'view'].map((a) => `${list.menuId}_${a}`).sort());
    }
    const create = operateOf(menuList, 'dreamit_test_list_create');
    expect(create.modalProps).toMatchObject({ component: TEST_DIALOGS.create, toolsType: 'Dream-IT', placement: 'toolbar' });
    expect(create.stepParams['2']).toMatchObject({ component: TEST_DIALOGS.created });
    const qr = operateOf(menuList, 'dreamits_test_list_qrcode');
    expect(qr.modalProps.showWhen).toEqual({ key: 'status', value: ['Active', 'ParentsTesting'] });
    const carry = operateOf(menuList, 'dream_c_test_list_continue');
    expect(carry.modalProps.showWhen!.value).toEqual(['Active', 'Additional', 'ParentsTesting', 'Testing']);
    for (const menu of menuList.filter((m) => TESTING_MENU_IDS.includes(m.menuId))) {
      for (const step of (menu.operate?.steps ?? []) as unknown[]) expect(isFlowStepName(step), `${menu.menuId}: ${String(step)}`).toBe(true);
    }
    expect(menuList.find((m) => m.menuId === CHILDREN_CREATE_TEST_MENU.id)).toMatchObject({ parentId: 'children' });
    expect(menuList.map((m) => m.menuId)).not.toContain('dreamits_testing_3');
  });

  it('offers the recordings (audio review drawer) on the all-tools list, only on speech tests', async () => {
    const { menuList } = await doctorMenus();
    const audio = menuList.find((m) => m.menuId === 'test_list_audio');
    expect(audio).toMatchObject({ parentId: 'test_list', name: '录音', type: 'permission' });
    const operate = operateOf(menuList, 'test_list_audio');
    expect(operate.modalProps).toMatchObject({ component: SPEECH_DIALOGS.review, placement: 'row', showWhen: { key: 'tools_type', value: [...SPEECH_TOOL_TYPES] } });
    expect((audio!.operate as { steps: string[] }).steps).toEqual(['g.rows', 'v.isRow', 'f.drawer']);
  });

  it('lists only the fixed tool’s tests, and the demo gives every tool’s list each status a test reaches', async () => {
    const { token } = await doctorMenus();
    for (const list of TOOL_TEST_LISTS) {
      const page = await call(api.app, '/api/base/tests/list', { token, query: { tools_type: list.tool, pageSize: '100' } });
      expect(page.body.code).toBe(200);
      const rows = page.body.data as Array<{ tools_type: string; status: string }>;
      expect(new Set(rows.map((r) => r.tools_type))).toEqual(new Set([list.tool]));
      const statuses = new Set(rows.map((r) => r.status));
      for (const status of ['Active', 'ParentsTesting', 'Testing', 'Close', 'ExpClose', 'Failure']) expect(statuses, `${list.tool} ${status}`).toContain(status);
      for (const status of statuses) expect(TEST_STATUSES).toContain(status);
    }
  });

  it('serves the list’s columns with a status tag for every status, and the create form choosing the child with the child picker', async () => {
    const { token } = await doctorMenus();
    const columns = await call(api.app, '/api/system/colums/netInfo', { token, query: { columns_name: 'tool_test_columns' } });
    const status = (columns.body.data.columns as Array<{ key: string; renderName?: string; extra?: { colors?: Record<string, string> } }>).find((c) => c.key === 'status')!;
    expect(status.renderName).toBe('status');
    expect(Object.keys(status.extra!.colors!).sort()).toEqual([...TEST_STATUSES].sort());
    const lov = await call(api.app, '/api/system/lov/netInfo', { token, query: { lovName: 'test_status' } });
    expect((lov.body.data as Array<{ value: string }>).map((e) => e.value).sort()).toEqual([...TEST_STATUSES].sort());
    const form = await call(api.app, '/api/system/froms/netInfo', { token, query: { from_name: 'test_create_form' } });
    // The shared child picker: recent children, the tool's ages, adding a child in place.
    expect(form.body.data.fromItem[0]).toMatchObject({ keyName: 'children_id', input: { type: 'childPicker' }, rules: [{ type: 'required' }] });
  });

  it('grants the institution administrator the test-3 permission with everything else, and the teacher nothing of it', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Institution administrator', 'home'));
    const admin = (await call(api.app, '/api/system/menu/infoTree', { token: doctor.token })).body.data.menuList.map((m: MenuNode) => m.menuId);
    expect(admin).toEqual(expect.arrayContaining(['dreamits_testing_3', ...TESTING_MENU_IDS]));
    const teacher = await loginAs(api.app, 'teacher');
    const taught = (await call(api.app, '/api/system/menu/infoTree', { token: teacher.token })).body.data.menuList.map((m: MenuNode) => m.menuId);
    expect(taught.filter((id: string) => TESTING_MENU_IDS.includes(id))).toEqual([]);
  });

  it('an installation seeded before these menus gains them at start-up, granted to its clinician roles', async () => {
    const ids = [...TESTING_MENU_IDS, 'dreamits_testing_3'];
    await api.db.orm.delete(roleMenus).where(inArray(roleMenus.menuId, ids));
    // Children first: the parent_id foreign key.
    const parentsOfLists = TOOL_TEST_LISTS.map((l) => l.menuId);
    await api.db.orm.delete(menus).where(and(inArray(menus.menuId, ids), eq(menus.type, 'permission')));
    await api.db.orm.delete(menus).where(inArray(menus.menuId, parentsOfLists));
    expect(await api.db.orm.select().from(menus).where(inArray(menus.menuId, ids))).toEqual([]);

    await ensureConfiguration(api.db.orm);

    expect((await api.db.orm.select({ id: menus.menuId }).from(menus).where(inArray(menus.menuId, ids))).length).toBe(ids.length);
    const clinicians = await api.db.orm.select({ institutionId: roles.institutionId, id: roles.id }).from(roles).where(eq(roles.code, 'clinician'));
    expect(clinicians.length).toBeGreaterThan(0);
    for (const role of clinicians) {
      const held = await api.db.orm.select({ menuId: roleMenus.menuId }).from(roleMenus).where(and(eq(roleMenus.institutionId, role.institutionId), eq(roleMenus.roleId, role.id), inArray(roleMenus.menuId, ids)));
      expect(held.map((h) => h.menuId).sort()).toEqual([...TESTING_MENU_IDS].sort());
    }
  });
});
