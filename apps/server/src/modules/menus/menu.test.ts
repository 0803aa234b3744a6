import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuInfoTreeResult, type MenuNode } from '@portal/shared';
import { menus } from './schema';
import { call, loginAs, setLocale, useApi } from '../../../test/harness';
import { CHILDREN_ACTION_MENU_IDS } from '../children/seed-actions';
import { TESTING_MENU_IDS, TOOL_TEST_LISTS } from '../testing/seed-menus';
import { REPORT_LIST_ACTION_MENU_IDS } from '../reports/seed';
import { COMPASS_ACTION_MENU_IDS } from '../compass/seed';
import { TRAINING_ACTION_MENU_IDS, TRAINING_TEACHER_MENU_IDS } from '../training/seed';
import { CONTENT_MGMT_MENU_IDS } from '../content/seed-articles';
import { SCREENING_ACTION_MENU_IDS } from '../screening/seed';

const api = useApi();
const TREE = '/api/system/menu/infoTree';
const INFO = '/api/system/menu/info';
const EDIT = '/api/system/menu/edit';

function ids(nodes: MenuNode[]): string[] {
  return nodes.map((n) => n.menuId);
}

async function tree(token: string) {
  const res = await call(api.app, TREE, { token });
  expect(res.status).toBe(200);
  return menuInfoTreeResult.parse(res.body.data);
}

async function menuRow(menuId: string) {
  const [row] = await api.db.orm.select().from(menus).where(eq(menus.menuId, menuId));
  return row;
}

describe('GET /api/system/menu/infoTree', () => {
  it('gives the system administrator the whole tree under main_local, nested and sorted', async () => {
    const admin = await loginAs(api.app, 'admin');
    const { menuTree, menuList } = await tree(admin.token);
    expect(ids(menuTree)).toEqual(['main_local']);
    const root = menuTree[0]!;
    expect(ids(root.children!)).toEqual(['home', 'children', 'tests', 'swam_s', 'compass', 'training', 'statistics', 'statistics_tools', 'catalogue', 'system', 'help_center']);
    const byId = new Map(root.children!.map((n) => [n.menuId, n]));
    expect(ids(byId.get('tests')!.children!)).toEqual(['test_list', ...TOOL_TEST_LISTS.map((l) => l.menuId), 'report_list', 'early_screening']);
    expect(ids(byId.get('system')!.children!)).toEqual(['institution_mgmt', 'user_mgmt', 'role_mgmt', 'system_menu', 'content_mgmt', 'audit_log']);
    expect(byId.get('home')).toMatchObject({ name: '工作台', nameEn: 'Dashboard', type: 'item', url: '/home', icon: 'DashboardOutlined', parentId: 'main_local' });
    expect(byId.get('home')).not.toHaveProperty('children');
    expect(byId.get('help_center')).toMatchObject({ type: 'item', url: '/help' });
    // Permission menus are in the flat list only.
    expect(ids(menuList)).toEqual(expect.arrayContaining(['pdf_preview', 'dream_reload_report', 'demonstration_mode', 'system_menu', 'developer']));
    expect(JSON.stringify(menuTree)).not.toContain('pdf_preview');
    expect(menuList.every((n) => n.children === undefined)).toBe(true);
    // With the four tool-specific reload-report menus, the test lists with their actions, the test-3 permission
    // the training permissions (yypx_operation, yypx_skip) and the statistics chart page.
    // The catalogue and the content management menus (content/seed-articles.ts); early screening and its actions.
    // + the speech-tool area (swam_s, swam_s_test_list), the audit log, a child's data export and erase.
    expect(menuList).toHaveLength(32 + 5 + CONTENT_MGMT_MENU_IDS.length + CHILDREN_ACTION_MENU_IDS.length + TESTING_MENU_IDS.length + 1 + REPORT_LIST_ACTION_MENU_IDS.length + COMPASS_ACTION_MENU_IDS.length + TRAINING_ACTION_MENU_IDS.length + 1 + SCREENING_ACTION_MENU_IDS.length);
  });

  it('shows a clinician only the clinician’s menus', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const { menuTree, menuList } = await tree(doctor.token);
    const root = menuTree[0]!;
    expect(ids(root.children!)).toEqual(['home', 'children', 'tests', 'swam_s', 'compass', 'statistics', 'statistics_tools', 'catalogue', 'help_center']);
    expect(ids(menuList).sort()).toEqual(
      ['main_local', 'home', 'children', ...CHILDREN_ACTION_MENU_IDS, 'tests', 'test_list', 'report_list', 'swam_s', 'swam_s_test_list', 'compass', 'statistics', 'statistics_tools', 'catalogue', 'help_center', 'pdf_preview', 'demonstration_mode', ...TESTING_MENU_IDS, ...REPORT_LIST_ACTION_MENU_IDS, ...COMPASS_ACTION_MENU_IDS, 'early_screening', ...SCREENING_ACTION_MENU_IDS.filter((id) => id !== 'early_screening_settings')].sort(),
    );
  });

  it('follows the identity: the same user as institution administrator sees everything but the menu editor', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const instAdmin = doctor.role_list.find((r) => r.nameEn === 'Institution administrator')!;
    await call(api.app, '/api/base/user/edit', { method: 'PUT', token: doctor.token, body: { institutionId: instAdmin.institutionId, roleId: instAdmin._id } });
    const { menuList } = await tree(doctor.token);
    expect(ids(menuList)).toContain('user_mgmt');
    expect(ids(menuList)).not.toContain('system_menu');
    expect(ids(menuList)).not.toContain('developer');
    // + the speech-tool area (swam_s, swam_s_test_list), the audit log, a child's data export and erase.
    expect(menuList).toHaveLength(30 + 5 + CONTENT_MGMT_MENU_IDS.length + CHILDREN_ACTION_MENU_IDS.length + TESTING_MENU_IDS.length + 1 + REPORT_LIST_ACTION_MENU_IDS.length + COMPASS_ACTION_MENU_IDS.length + TRAINING_ACTION_MENU_IDS.length + 1 + SCREENING_ACTION_MENU_IDS.length);
    await call(api.app, '/api/base/user/edit', { method: 'PUT', token: doctor.token, body: { institutionId: doctor.institutionId, roleId: doctor.roleId } });
  });

  it('shows a teacher the training menus and the student page actions, without the operation or skip permissions', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const { menuTree, menuList } = await tree(teacher.token);
    expect(ids(menuTree[0]!.children!)).toEqual(['home', 'children', 'training', 'catalogue', 'help_center']);
    expect(ids(menuTree[0]!.children![2]!.children!)).toEqual(['training_students', 'training_slots', 'speech_review']);
    // The student page's actions only: neither the operation flag nor yypx_skip.
    expect(ids(menuList.filter((m) => m.type === 'permission')).sort()).toEqual([...TRAINING_TEACHER_MENU_IDS].sort());
  });

  it('answers 306 without a session', async () => {
    expect((await call(api.app, TREE)).body.code).toBe(306);
  });
});

describe('GET /api/system/menu/info', () => {
  it('returns a menu the role holds, with its visible children', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const res = await call(api.app, INFO, { token: doctor.token, query: { menuId: 'tests' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ menuId: 'tests', name: '测评管理', nameEn: 'Assessments', type: 'group', icon: 'FormOutlined' });
    expect(ids(res.body.data.children)).toEqual(['test_list', ...TOOL_TEST_LISTS.map((l) => l.menuId), 'report_list', 'early_screening']);
    const perm = await call(api.app, INFO, { token: doctor.token, query: { menuId: 'demonstration_mode' } });
    expect(perm.body.data).toMatchObject({ menuId: 'demonstration_mode', name: '演示模式', nameEn: 'Demonstration mode', type: 'permission', parentId: null });
  });

  it('answers 404 non-existent permission for a menu the role lacks or that does not exist', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    for (const menuId of ['pdf_preview', 'system_menu', 'no_such_menu']) {
      const res = await call(api.app, INFO, { token: teacher.token, query: { menuId } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, success: false, data: null, message: '不存在的权限' });
    }
    await setLocale(api.app, teacher.token, 'en');
    expect((await call(api.app, INFO, { token: teacher.token, query: { menuId: 'pdf_preview' } })).body.message).toBe('Non-existent permission');
    expect((await call(api.app, INFO, { token: teacher.token })).body.message).toBe('Invalid input: menuId (required)');
    await setLocale(api.app, teacher.token, 'zh');
  });
});

describe('POST /api/system/menu/edit', () => {
  it('lets a holder of system_menu edit a menu and returns the stored node', async () => {
    const admin = await loginAs(api.app, 'admin');
    const operate = { modalProps: { width: 600 }, menuIds: ['home'], steps: ['g.getRows', 'v.isRow', 'f.openModal'] };
    const res = await call(api.app, EDIT, { token: admin.token, body: { menuId: 'compass', name: '方案', nameEn: 'Plans', icon: 'AimOutlined', sort: 45, operate } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ menuId: 'compass', name: '方案', nameEn: 'Plans', icon: 'AimOutlined', sort: 45, operate, url: '/compass' });
    expect(await menuRow('compass')).toMatchObject({ name: '方案', nameEn: 'Plans', sort: 45, operate });
    const after = await tree(admin.token);
    expect(after.menuTree[0]!.children!.find((m) => m.menuId === 'compass')).toMatchObject({ name: '方案', operate });
    await call(api.app, EDIT, { token: admin.token, body: { menuId: 'compass', name: '评估方案', nameEn: 'Assessment plans', icon: 'CompassOutlined', sort: 40, operate: null } });
    expect(await menuRow('compass')).toMatchObject({ name: '评估方案', operate: null });
  });

  it('refuses a caller whose role lacks system_menu with 403 and changes nothing', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const before = await menuRow('home');
    const res = await call(api.app, EDIT, { token: doctor.token, body: { menuId: 'home', name: '被改了' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, success: false, data: null, message: '当前身份无相关权限' });
    expect(await menuRow('home')).toEqual(before);
  });

  it('rejects an invalid definition with 400 naming the fields, and changes nothing', async () => {
    const admin = await loginAs(api.app, 'admin');
    await setLocale(api.app, admin.token, 'en');
    const before = await menuRow('home');
    const cases: Array<[unknown, string]> = [
      [{ menuId: 'home', operate: { steps: 'g.getRows' } }, 'Invalid input: operate.steps (must be a list)'],
      [{ menuId: 'home', operate: { menuIds: [1] } }, 'Invalid input: operate.menuIds[0] (must be text)'],
      [{ menuId: 'home', name: '' }, 'Invalid input: name (must not be empty)'],
      [{ menuId: 'home', sort: -1 }, 'Invalid input: sort (must be at least 0)'],
      [{ menuId: 'home', sort: 1.5 }, 'Invalid input: sort (must be an integer)'],
      [{ menuId: 'home', type: 'permission' }, 'Invalid input: type (unknown field)'],
      [{ name: 'x' }, 'Invalid input: menuId (required)'],
    ];
    for (const [body, message] of cases) {
      const res = await call(api.app, EDIT, { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await menuRow('home')).toEqual(before);
    await setLocale(api.app, admin.token, 'zh');
  });

  it('refuses a flow step name that breaks the group.step grammar with the flow setup error, changing nothing', async () => {
    const admin = await loginAs(api.app, 'admin');
    const before = await menuRow('compass');
    for (const step of ['getRows', 'x.getRows', 'g.', 'g.get rows', 'vc.1abc', 'f.open.modal']) {
      const res = await call(api.app, EDIT, { token: admin.token, body: { menuId: 'compass', operate: { steps: ['g.getRows', step] } }, lang: 'en' });
      expect(res.status, step).toBe(400);
      expect(res.body).toEqual({ code: 605, success: false, data: null, message: `流程配置错误：${step}` });
    }
    await setLocale(api.app, admin.token, 'en');
    const en = await call(api.app, EDIT, { token: admin.token, body: { menuId: 'compass', operate: { steps: ['v.isRow', 'async.load'] } } });
    expect(en.body.message).toBe('Flow setup error: async.load');
    await setLocale(api.app, admin.token, 'zh');
    expect(await menuRow('compass')).toEqual(before);
    const good = await call(api.app, EDIT, { token: admin.token, body: { menuId: 'compass', operate: { steps: ['g.asyncGetRows', 'vc.validField', 'c.closeWindow'] } } });
    expect(good.status).toBe(200);
    await call(api.app, EDIT, { token: admin.token, body: { menuId: 'compass', operate: null } });
  });

  it('answers 404 for a menu that does not exist', async () => {
    const admin = await loginAs(api.app, 'admin');
    const res = await call(api.app, EDIT, { token: admin.token, body: { menuId: 'no_such_menu', name: 'x' } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });

  it('reports a stored operate that fails its schema loudly instead of serving it', async () => {
    const admin = await loginAs(api.app, 'admin');
    await api.db.orm.update(menus).set({ operate: { steps: 'not-a-list' } }).where(eq(menus.menuId, 'statistics'));
    try {
      const res = await call(api.app, TREE, { token: admin.token });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 500, success: false, data: null, message: '服务器内部错误，请稍后再试' });
    } finally {
      await api.db.orm.update(menus).set({ operate: null }).where(eq(menus.menuId, 'statistics'));
    }
  });
});
