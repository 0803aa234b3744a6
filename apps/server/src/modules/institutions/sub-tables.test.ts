// The tools and authorisation sub-tables of institution_mgmt: their info calls, the scope those
// calls and the update call keep, the dataset actions of their menus, and the seeded menus and
// forms that make them pages.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authorizationUpdateBody, toolAddBody, toolUpdateBody, type MenuNode } from '@portal/shared';
import { institutions } from './schema';
import { roleMenus } from '../roles/schema';
import { institutionToolAuthorizations, institutionTools } from '../tools/schema';
import { DEMO_SUB_INSTITUTION } from '../tools/seed-demo';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';

const api = useApi();
const BASE = '/api/base/institution';
const IS_AUTH = '/dataset/isAuth';
const NOT_FOUND = { code: 404, success: false, data: null, message: '未找到' };
const NO_PERMISSION = { code: 403, success: false, data: null, message: '当前身份无相关权限' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function subOfA(): Promise<string> {
  const [row] = await api.db.orm.select({ id: institutions.id }).from(institutions).where(eq(institutions.name, DEMO_SUB_INSTITUTION.name));
  return row!.id;
}
async function toolOf(institutionId: string, toolsType: string) {
  const [row] = await api.db.orm.select().from(institutionTools).where(and(eq(institutionTools.institutionId, institutionId), eq(institutionTools.toolsType, toolsType)));
  return row!;
}
const authsOf = (toolId: string) => api.db.orm.select().from(institutionToolAuthorizations).where(eq(institutionToolAuthorizations.toolId, toolId)).orderBy(asc(institutionToolAuthorizations.id));

async function adminIn(where: 'home' | 'other') {
  const admin = await loginAs(api.app, 'admin');
  const identity = identityOf(admin, where === 'home' ? 'System administrator' : 'Institution administrator', where);
  await switchIdentity(api.app, admin.token, identity);
  return { ...admin, ...identity };
}

describe('GET tools/info', () => {
  it('answers a tool of the caller’s tree exactly as the list shows it, with its authorisation count', async () => {
    const admin = await adminIn('home');
    const list = await call(api.app, `${BASE}/tools/list`, { token: admin.token, query: { institution_id: admin.institutionId } });
    const swam = list.body.data.find((t: { tools_type: string }) => t.tools_type === 'Ment');
    expect(swam).toMatchObject({ status: 'expired', authorization_count: 1 });
    const info = await call(api.app, `${BASE}/tools/info`, { token: admin.token, query: { _id: swam._id, institution_id: admin.institutionId, _: '1' } });
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual(swam);
    // Without institution_id it looks through the whole tree: a sub-institution's tool too.
    const sub = await subOfA();
    const subTool = await toolOf(sub, 'Dream-ITS');
    const fromTree = await call(api.app, `${BASE}/tools/info`, { token: admin.token, query: { _id: subTool.id } });
    expect(fromTree.body.data).toMatchObject({ _id: subTool.id, institution_id: sub, tools_type: 'Dream-ITS', tools_sale_type: 'NoLimit', status: 'effective', authorization_count: 0 });
  });

  it('is 404 for another institution’s tool, a tool named with the wrong institution, an unknown or malformed id; 400 without an id', async () => {
    const aId = (await loginAs(api.app, 'teacher')).institutionId;
    const admin = await adminIn('other');
    const aTool = await toolOf(aId, 'Dream-S-2.0');
    const bTool = await toolOf(admin.institutionId, 'Dream-ITS');
    const refused: Array<Record<string, string>> = [
      { _id: aTool.id },
      { _id: aTool.id, institution_id: aId },
      { _id: aTool.id, institution_id: admin.institutionId },
      { _id: bTool.id, institution_id: aId },
      { _id: UNKNOWN_ID },
      { _id: 'not-a-uuid' },
      { _id: bTool.id, institution_id: 'not-a-uuid' },
    ];
    for (const query of refused) {
      const res = await call(api.app, `${BASE}/tools/info`, { token: admin.token, query });
      expect(res.status, JSON.stringify(query)).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    expect((await call(api.app, `${BASE}/tools/info`, { token: admin.token, query: { _id: bTool.id } })).body.data.tools_type).toBe('Dream-ITS');
    await setLocale(api.app, admin.token, 'en');
    const missing = await call(api.app, `${BASE}/tools/info`, { token: admin.token, query: { institution_id: admin.institutionId } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Invalid input: _id (required)');
    expect((await call(api.app, `${BASE}/tools/info`, { token: admin.token, query: { _id: 'x'.repeat(65) } })).status).toBe(400);
    await setLocale(api.app, admin.token, 'zh');
  });
});

describe('PUT tools/update simultaneous_test_limit', () => {
  it('stores the limit (0 = no cap), answers it in the list and info, and refuses a negative or fractional one without a change', async () => {
    const admin = await adminIn('home');
    const tool = await toolOf(admin.institutionId, 'Dream-IT');
    const update = (limit: unknown) => call(api.app, `${BASE}/tools/update`, { token: admin.token, method: 'PUT', body: { _id: tool.id, institution_id: admin.institutionId, simultaneous_test_limit: limit } });
    const set = await update(2);
    expect(set.body).toMatchObject({ code: 200, data: { _id: tool.id, simultaneous_test_limit: 2 } });
    expect((await toolOf(admin.institutionId, 'Dream-IT')).simultaneousTestLimit).toBe(2);
    const info = await call(api.app, `${BASE}/tools/info`, { token: admin.token, query: { _id: tool.id } });
    expect(info.body.data.simultaneous_test_limit).toBe(2);
    for (const bad of [-1, 1.5, 'many']) {
      const refused = await update(bad);
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.success).toBe(false);
    }
    expect((await toolOf(admin.institutionId, 'Dream-IT')).simultaneousTestLimit).toBe(2);
    expect((await update(0)).body.data.simultaneous_test_limit).toBe(0);
    const list = await call(api.app, `${BASE}/tools/list`, { token: admin.token, query: { institution_id: admin.institutionId } });
    expect(list.body.data.find((t: { _id: string }) => t._id === tool.id).simultaneous_test_limit).toBe(0);
  });
});

describe('GET authorization/info and the tool-scoped update', () => {
  it('answers a row as the list shows it; a tool_id or institution_id that is not the row’s is 404', async () => {
    const admin = await adminIn('home');
    const dream = await toolOf(admin.institutionId, 'Dream-C-2.0');
    const list = await call(api.app, `${BASE}/authorization/list`, { token: admin.token, query: { institution_id: admin.institutionId, tool_id: dream.id } });
    const [row] = list.body.data;
    expect(row).toMatchObject({ tool_id: dream.id, tools_type: 'Dream-C-2.0' });
    const info = await call(api.app, `${BASE}/authorization/info`, { token: admin.token, query: { _id: row._id, institution_id: admin.institutionId, tool_id: dream.id } });
    expect(info.body.data).toEqual(row);
    expect((await call(api.app, `${BASE}/authorization/info`, { token: admin.token, query: { _id: row._id } })).body.data).toEqual(row);

    const other = await toolOf(admin.institutionId, 'Ment');
    const refused: Array<Record<string, string>> = [
      { _id: row._id, tool_id: other.id },
      { _id: row._id, institution_id: await subOfA() },
      { _id: row._id, tool_id: 'not-a-uuid' },
      { _id: 'not-a-uuid' },
      { _id: UNKNOWN_ID },
    ];
    for (const query of refused) {
      const res = await call(api.app, `${BASE}/authorization/info`, { token: admin.token, query });
      expect(res.status, JSON.stringify(query)).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
  });

  it('from institution B, A’s rows are 404 for info and update, and nothing changes', async () => {
    const aId = (await loginAs(api.app, 'teacher')).institutionId;
    const aTool = await toolOf(aId, 'Dream-IT');
    const [aRow] = await authsOf(aTool.id);
    const admin = await adminIn('other');
    const before = await authsOf(aTool.id);
    const attempts = [
      call(api.app, `${BASE}/authorization/info`, { token: admin.token, query: { _id: aRow!.id } }),
      call(api.app, `${BASE}/authorization/info`, { token: admin.token, query: { _id: aRow!.id, institution_id: admin.institutionId } }),
      call(api.app, `${BASE}/authorization/update`, { method: 'PUT', token: admin.token, body: { _id: aRow!.id, institution_id: admin.institutionId, tool_id: aTool.id, report_count: 999 } }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.body).toEqual(NOT_FOUND);
    expect(await authsOf(aTool.id)).toEqual(before);
  });

  it('updates a row when the sub-table sends its tool along, and refuses another tool’s id without a change', async () => {
    const admin = await adminIn('home');
    const tool = await toolOf(admin.institutionId, 'Dream-ITS');
    const other = await toolOf(admin.institutionId, 'Dream-S-2.0');
    const [row] = await authsOf(tool.id);
    const updated = await call(api.app, `${BASE}/authorization/update`, {
      method: 'PUT',
      token: admin.token,
      body: { _id: row!.id, institution_id: admin.institutionId, tool_id: tool.id, report_count: 120, use_report_count: 30, activate: true, validity_date: '2031-01-31' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ report_count: 120, use_report_count: 30, available_report_count: 90, validity_date: '2031-01-31' });
    const [stored] = await authsOf(tool.id);
    expect(stored).toMatchObject({ reportCount: 120, useReportCount: 30, activate: true, validityDate: '2031-01-31' });

    const wrong = await call(api.app, `${BASE}/authorization/update`, { method: 'PUT', token: admin.token, body: { _id: row!.id, institution_id: admin.institutionId, tool_id: other.id, report_count: 1 } });
    expect(wrong.body).toEqual(NOT_FOUND);
    expect(await authsOf(tool.id)).toEqual([stored]);
  });

  it('counts a tool’s authorisation rows in the list once one is added', async () => {
    const admin = await adminIn('home');
    const tool = await toolOf(admin.institutionId, 'Ment');
    const added = await call(api.app, `${BASE}/authorization/add`, { token: admin.token, body: { institution_id: admin.institutionId, tool_id: tool.id, report_count: 5 } });
    expect(added.status).toBe(200);
    const info = await call(api.app, `${BASE}/tools/info`, { token: admin.token, query: { _id: tool.id } });
    expect(info.body.data.authorization_count).toBe(2);
    expect((await authsOf(tool.id)).map((r) => r.reportCount)).toContain(5);
  });
});

describe('dataset actions of the sub-table menus', () => {
  it('allows <menu>.edit on a tool or row of the caller’s tree; another institution’s, unknown and malformed ids are 404', async () => {
    const aId = (await loginAs(api.app, 'teacher')).institutionId;
    const sub = await subOfA();
    const aTool = await toolOf(aId, 'SWAM-S');
    const subTool = await toolOf(sub, 'Dream-S-2.0');
    const [aRow] = await authsOf(aTool.id);
    const admin = await adminIn('home');
    for (const [action, id] of [
      ['institution_tools.edit', aTool.id],
      ['institution_tools.edit', subTool.id],
      ['institution_tools.view', aTool.id],
      ['institution_authorizations.edit', aRow!.id],
      ['institution_authorizations.view', aRow!.id],
    ] as const) {
      const res = await call(api.app, IS_AUTH, { token: admin.token, query: { action, id } });
      expect(res.status, action).toBe(200);
      expect(res.body.data).toEqual({ action, id, allowed: true });
    }
    // An authorisation row id is not a tool id and the other way round.
    expect((await call(api.app, IS_AUTH, { token: admin.token, query: { action: 'institution_tools.edit', id: aRow!.id } })).body).toEqual(NOT_FOUND);
    expect((await call(api.app, IS_AUTH, { token: admin.token, query: { action: 'institution_authorizations.edit', id: aTool.id } })).body).toEqual(NOT_FOUND);

    const inB = await adminIn('other');
    for (const [action, id] of [
      ['institution_tools.edit', aTool.id],
      ['institution_tools.edit', subTool.id],
      ['institution_authorizations.edit', aRow!.id],
      ['institution_tools.edit', UNKNOWN_ID],
      ['institution_authorizations.edit', 'not-a-uuid'],
    ] as const) {
      const res = await call(api.app, IS_AUTH, { token: inB.token, query: { action, id } });
      expect(res.status, `${action} ${id}`).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
  });

  it('is 403 for a role without the sub-table’s menu, even one holding institution_mgmt', async () => {
    const admin = await adminIn('home');
    const tool = await toolOf(admin.institutionId, 'Dream-S-2.0');
    const teacher = await loginAs(api.app, 'teacher');
    expect((await call(api.app, IS_AUTH, { token: teacher.token, query: { action: 'institution_tools.edit', id: tool.id } })).body).toEqual(NO_PERMISSION);
    expect((await call(api.app, `${BASE}/tools/info`, { token: teacher.token, query: { _id: tool.id } })).body).toEqual(NO_PERMISSION);
    expect((await call(api.app, `${BASE}/authorization/info`, { token: teacher.token, query: { _id: UNKNOWN_ID } })).body).toEqual(NO_PERMISSION);

    const dropped = and(eq(roleMenus.roleId, admin.roleId), eq(roleMenus.menuId, 'institution_tools'));
    await api.db.orm.delete(roleMenus).where(dropped);
    try {
      expect((await call(api.app, IS_AUTH, { token: admin.token, query: { action: 'institution_tools.edit', id: tool.id } })).body).toEqual(NO_PERMISSION);
      const menus = await call(api.app, '/api/system/menu/infoTree', { token: admin.token });
      expect(menus.body.data.menuList.map((m: MenuNode) => m.menuId)).not.toContain('institution_tools');
    } finally {
      await api.db.orm.insert(roleMenus).values({ institutionId: admin.institutionId, roleId: admin.roleId, menuId: 'institution_tools' });
    }
    expect((await call(api.app, IS_AUTH, { token: admin.token, query: { action: 'institution_tools.edit', id: tool.id } })).status).toBe(200);
  });
});

describe('seeded sub-table menus and forms', () => {
  it('puts both menus under institution_mgmt for the roles that hold it, with operates naming the calls', async () => {
    const admin = await adminIn('home');
    const { menuList } = (await call(api.app, '/api/system/menu/infoTree', { token: admin.token })).body.data as { menuList: MenuNode[] };
    const tools = menuList.find((m) => m.menuId === 'institution_tools');
    const auths = menuList.find((m) => m.menuId === 'institution_authorizations');
    expect(tools).toMatchObject({ parentId: 'institution_mgmt', type: 'permission', name: '机构工具', nameEn: 'Institution tools' });
    expect(tools!.operate).toMatchObject({ columns_name: 'institution_tool_columns', api: `${BASE}/tools/list`, infoApi: `${BASE}/tools/info`, addApi: `${BASE}/tools/add`, updateApi: `${BASE}/tools/update` });
    expect(auths).toMatchObject({ parentId: 'institution_mgmt', type: 'permission', nameEn: 'Tool authorisations' });
    expect(auths!.operate).toMatchObject({ columns_name: 'institution_authorization_columns', api: `${BASE}/authorization/list`, infoApi: `${BASE}/authorization/info` });
    const inB = await adminIn('other'); // inst_admin in B
    const bMenus = (await call(api.app, '/api/system/menu/infoTree', { token: inB.token })).body.data.menuList.map((m: MenuNode) => m.menuId);
    expect(bMenus).toEqual(expect.arrayContaining(['institution_mgmt', 'institution_tools', 'institution_authorizations']));
    const teacher = await loginAs(api.app, 'teacher');
    const teacherMenus = (await call(api.app, '/api/system/menu/infoTree', { token: teacher.token })).body.data.menuList.map((m: MenuNode) => m.menuId);
    expect(teacherMenus).not.toContain('institution_tools');
  });

  it('gives create and edit forms only fields their strict call bodies take (the edit form has no type or names)', async () => {
    const admin = await adminIn('home');
    const keysOf = async (from_name: string) => ((await call(api.app, '/api/system/froms/netInfo', { token: admin.token, query: { from_name } })).body.data.fromItem as Array<{ keyName: string }>).map((i) => i.keyName);
    const create = await keysOf('institution_tool_create_form');
    const edit = await keysOf('institution_tool_form');
    const authForm = await keysOf('institution_authorization_form');
    expect(create).toEqual(expect.arrayContaining(['tools_type', 'name', 'name_en', 'tools_sale_type', 'test_count', 'simultaneous_test_limit']));
    expect(edit).toContain('simultaneous_test_limit');
    for (const key of create) expect(Object.keys(toolAddBody.shape), key).toContain(key);
    expect(edit).not.toContain('tools_type');
    expect(edit).not.toContain('name');
    for (const key of edit) expect(Object.keys(toolUpdateBody.shape), key).toContain(key);
    for (const key of authForm) expect(Object.keys(authorizationUpdateBody.shape), key).toContain(key);
    const columns = (await call(api.app, '/api/system/colums/netInfo', { token: admin.token, query: { columns_name: 'institution_columns' } })).body.data.columns as Array<{ key: string; renderName?: string; extra?: Record<string, unknown> }>;
    expect(columns.find((c) => c.key === 'tools_count')).toMatchObject({ renderName: 'drawerLink', extra: { component: 'table/menuTable', menuId: 'institution_tools', props: { menuId: 'institution_tools', params: { institution_id: '{_id}' } } } });
  });
});
