/**
 * Definitions and menu configuration of the management pages (institutions with their tools
 * and authorisation rows, users, roles): forms, column sets and lists of values, spread into
 * seed-definitions.ts, and the `operate` of the institution_mgmt, user_mgmt and role_mgmt menus
 * (seed-data.ts), which the portal renders as table pages.
 */
import { and, asc, eq } from 'drizzle-orm';
import { isoDate, type ColumnDefinition, type FlowDefinition, type FormDefinition, type LovDefinition } from '@portal/shared';
import type { Database } from './pool';
import { columnsOf, type ColumnSeed } from './seed-columns';
import { institutions } from '../modules/institutions/schema';
import { institutionToolAuthorizations, institutionTools } from '../modules/tools/schema';

export const MANAGEMENT_LOV_SEEDS: LovDefinition[] = [
  {
    lovName: 'tools_sale_type',
    description: '工具销售方式 / Tool sale type',
    entries: [
      { value: 'NoLimit', content: '不限次数', contentEn: 'Unlimited' },
      { value: 'Limited', content: '限定次数', contentEn: 'Limited' },
    ],
  },
  {
    lovName: 'tool_status',
    description: '有效状态 / Validity status',
    entries: [
      { value: 'effective', content: '有效', contentEn: 'Effective' },
      { value: 'expired', content: '已过期', contentEn: 'Expired' },
    ],
  },
  {
    lovName: 'locale_type',
    description: '界面语言 / Language',
    entries: [
      { value: 'zh', content: '中文', contentEn: 'Chinese' },
      { value: 'en', content: '英文', contentEn: 'English' },
    ],
  },
  {
    lovName: 'yes_no',
    description: '是否 / Yes or no',
    entries: [
      { value: true, content: '是', contentEn: 'Yes' },
      { value: false, content: '否', contentEn: 'No' },
    ],
  },
];

const required = { type: 'required' as const };
const passwordRule = { type: 'password' as const };
const saveButtons = { labelCol: { flex: '7.5em' }, formProps: { labelWrap: true }, operate_buttons: ['close', 'submit'] as Array<'close' | 'submit'>, submit_title: { zh: '保存', en: 'Save' } };
const searchProperty = { hideLabel: false, operate_buttons: ['reset', 'submit'] as Array<'reset' | 'submit'>, submit_title: { zh: '查询', en: 'Search' } };

/** A tool's sale terms, dates and versions: the tool edit form, and the tail of the create form. */
const TOOL_TERM_ITEMS: FormDefinition['fromItem'] = [
  { showName: '销售方式', showNameEn: 'Sale type', keyName: 'tools_sale_type', input: { type: 'radio', lovName: 'tools_sale_type' }, rules: [required], extra: { col: 12 } },
  { showName: '测评次数', showNameEn: 'Test count', keyName: 'test_count', input: { type: 'number' }, rules: [{ type: 'number', min: 0 }], extra: { col: 12 } },
  { showName: '历史测评次数', showNameEn: 'Earlier test count', keyName: 'old_test_count', input: { type: 'number' }, rules: [{ type: 'number', min: 0 }], extra: { col: 12 } },
  { showName: '生效日期', showNameEn: 'Effective from', keyName: 'effective_date', input: { type: 'date' }, extra: { col: 12 } },
  { showName: '失效日期', showNameEn: 'Expires after', keyName: 'failure_date', input: { type: 'date' }, extra: { col: 12 } },
  { showName: '模型版本', showNameEn: 'Model version', keyName: 'model_version', input: { type: 'text', props: { maxLength: 50 } }, extra: { col: 12 } },
  { showName: '报告版本', showNameEn: 'Report versions', keyName: 'report_version', input: { type: 'text', props: { maxLength: 200 } }, extra: { col: 24 } },
  {
    showName: '同时测评上限（0 为不限）',
    showNameEn: 'Simultaneous tests (0 = no cap)',
    keyName: 'simultaneous_test_limit',
    input: { type: 'number', props: { min: 0, precision: 0 } },
    rules: [{ type: 'number', min: 0 }],
    extra: { col: 12 },
  },
];

export const MANAGEMENT_FORM_SEEDS: FormDefinition[] = [
  {
    from_name: 'institution_form',
    description: '机构（新建子机构、编辑） / Institution (new sub-institution, edit)',
    property: saveButtons,
    fromItem: [
      { showName: '机构名称', showNameEn: 'Name', keyName: 'name', input: { type: 'text', props: { maxLength: 50 } }, rules: [required], extra: { col: 24 } },
      { showName: '英文名称', showNameEn: 'English name', keyName: 'name_en', input: { type: 'text', props: { maxLength: 50 } }, rules: [required], extra: { col: 24 } },
    ],
  },
  {
    from_name: 'institution_search',
    description: '机构列表查询 / Institution list search',
    property: searchProperty,
    fromItem: [{ showName: '机构名称', showNameEn: 'Name', keyName: 'name', input: { type: 'text' }, extra: { col: 8 } }],
  },
  {
    from_name: 'institution_tool_form',
    description: '机构工具（编辑） / Institution tool (edit)',
    property: saveButtons,
    fromItem: TOOL_TERM_ITEMS,
  },
  {
    // The update call takes no tools_type or names (a tool is not renamed or retyped), so the
    // create form is a separate one: the tool itself, then the same sale terms.
    from_name: 'institution_tool_create_form',
    description: '机构工具（新建） / Institution tool (create)',
    property: saveButtons,
    fromItem: [
      {
        showName: '工具类型',
        showNameEn: 'Tool type',
        keyName: 'tools_type',
        input: { type: 'text', props: { maxLength: 50 } },
        rules: [required],
        extra: { col: 24 },
      },
      { showName: '工具名称', showNameEn: 'Name', keyName: 'name', input: { type: 'text', props: { maxLength: 50 } }, rules: [required], extra: { col: 12 } },
      { showName: '英文名称', showNameEn: 'English name', keyName: 'name_en', input: { type: 'text', props: { maxLength: 50 } }, rules: [required], extra: { col: 12 } },
      ...TOOL_TERM_ITEMS,
    ],
  },
  {
    from_name: 'institution_authorization_form',
    description: '工具授权（新建、编辑） / Tool authorisation (create, edit)',
    property: saveButtons,
    fromItem: [
      { showName: '是否激活', showNameEn: 'Activated', keyName: 'activate', input: { type: 'switch' }, extra: { col: 12 } },
      { showName: '有效期至', showNameEn: 'Valid until', keyName: 'validity_date', input: { type: 'date' }, extra: { col: 12 } },
      { showName: '报告总数', showNameEn: 'Reports', keyName: 'report_count', input: { type: 'number' }, rules: [required, { type: 'number', min: 0 }], extra: { col: 12 } },
      { showName: '已用报告数', showNameEn: 'Reports used', keyName: 'use_report_count', input: { type: 'number' }, rules: [{ type: 'number', min: 0 }], extra: { col: 12 } },
    ],
  },
  {
    from_name: 'user_form',
    description: '用户（新建、编辑） / User (create, edit)',
    property: saveButtons,
    fromItem: [
      { showName: '用户名', showNameEn: 'Username', keyName: 'username', input: { type: 'text', props: { maxLength: 32 } }, rules: [required], extra: { col: 12 } },
      { showName: '昵称', showNameEn: 'Nickname', keyName: 'nickname', input: { type: 'text', props: { maxLength: 50 } }, rules: [required], extra: { col: 12 } },
      {
        showName: '初始密码',
        showNameEn: 'Initial password',
        keyName: 'password',
        input: { type: 'text', props: { maxLength: 32, autoComplete: 'new-password' } },
        rules: [passwordRule],
        extra: { col: 12, help: { zh: '新建时必填；编辑时填写则重置密码。用户首次登录须修改密码', en: 'Required for a new user; when editing, filling it in resets the password. The user must change it at first login' } },
      },
      {
        showName: '角色',
        showNameEn: 'Role',
        keyName: 'role_id',
        input: { type: 'lov', lovApi: '/api/base/role/options', lov_value_name: 'value', lov_content_name: 'content' },
        rules: [required],
        extra: { col: 12 },
      },
      { showName: '语言', showNameEn: 'Language', keyName: 'locale_type', input: { type: 'radio', lovName: 'locale_type' }, extra: { col: 12 } },
      { showName: '停用', showNameEn: 'Disabled', keyName: 'disabled', input: { type: 'switch' }, extra: { col: 12 } },
    ],
  },
  {
    from_name: 'user_search',
    description: '用户列表查询 / User list search',
    property: searchProperty,
    fromItem: [
      { showName: '用户名', showNameEn: 'Username', keyName: 'username', input: { type: 'text' }, extra: { col: 8 } },
      { showName: '昵称', showNameEn: 'Nickname', keyName: 'nickname', input: { type: 'text' }, extra: { col: 8 } },
    ],
  },
  {
    from_name: 'role_form',
    description: '角色（新建、编辑） / Role (create, edit)',
    property: saveButtons,
    fromItem: [
      { showName: '角色编码', showNameEn: 'Code', keyName: 'code', input: { type: 'text', props: { maxLength: 32 } }, rules: [required], extra: { col: 24 } },
      { showName: '角色名称', showNameEn: 'Name', keyName: 'name', input: { type: 'text', props: { maxLength: 50 } }, rules: [required], extra: { col: 24 } },
      { showName: '英文名称', showNameEn: 'English name', keyName: 'name_en', input: { type: 'text', props: { maxLength: 50 } }, rules: [required], extra: { col: 24 } },
    ],
  },
  {
    from_name: 'role_search',
    description: '角色列表查询 / Role list search',
    property: searchProperty,
    fromItem: [{ showName: '角色名称', showNameEn: 'Name', keyName: 'name', input: { type: 'text' }, extra: { col: 8 } }],
  },
];


const STATUS_EXTRA = { colors: { effective: 'green', expired: 'red' } };

export const INSTITUTION_TOOLS_MENU = 'institution_tools';
export const INSTITUTION_AUTHORIZATIONS_MENU = 'institution_authorizations';

/**
 * A drawerLink cell opening a menu's table in a drawer (`table/menuTable`), scoped by `params`
 * (`{field}` filled from the row). The column shows only to users holding that menu; the key
 * keeps one drawer per menu and row.
 */
function subTable(menuId: string, params: Record<string, string>, title: { zh: string; en: string }, width?: string) {
  return { menuId, component: 'table/menuTable', props: { menuId, params }, title, key: `${menuId}:{_id}`, ...(width ? { width } : {}) };
}
const operations = (actions: string[], width = 160): ColumnSeed => ({
  key: 'operations',
  title: '操作',
  titleEn: 'Actions',
  dataIndex: '_id',
  renderName: 'operations',
  width,
  extra: { fixed: 'right', actions },
});

export const MANAGEMENT_COLUMN_SEEDS: ColumnDefinition[] = [
  {
    columns_name: 'institution_columns',
    rowKey: '_id',
    description: '机构列表（当前机构及子机构） / Institutions (current and sub-institutions)',
    // The widths add up to the scroll width: the creation time is not hidden under the actions.
    property: { scroll: { x: 1060 } },
    columns: columnsOf('institution_columns', [
      { key: 'name', title: '机构名称', titleEn: 'Name', dataIndex: 'name', width: 200 },
      { key: 'name_en', title: '英文名称', titleEn: 'English name', dataIndex: 'name_en', width: 200 },
      { key: 'parent_name', title: '上级机构', titleEn: 'Parent', dataIndex: 'parent_name', width: 170 },
      {
        key: 'tools_count',
        title: '工具数',
        titleEn: 'Tools',
        dataIndex: 'tools_count',
        width: 80,
        renderName: 'drawerLink',
        extra: subTable(INSTITUTION_TOOLS_MENU, { institution_id: '{_id}' }, { zh: '{name} · 工具', en: '{name_en} · Tools' }),
      },
      { key: 'status', title: '状态', titleEn: 'Status', dataIndex: 'status', renderName: 'status', lovName: 'tool_status', extra: STATUS_EXTRA, width: 80 },
      { key: 'createdTime', title: '创建时间', titleEn: 'Created', dataIndex: 'createdTime', renderName: 'dateTime', width: 170 },
      operations(['view', 'edit', 'delete']),
    ]),
  },
  {
    columns_name: 'institution_tool_columns',
    rowKey: '_id',
    description: '机构工具 / Institution tools',
    // Status and the authorisation link come right after the name: visible without scrolling.
    property: { scroll: { x: 1520 } },
    columns: columnsOf('institution_tool_columns', [
      { key: 'tools_type', title: '工具', titleEn: 'Tool', dataIndex: 'tools_type', width: 120 },
      { key: 'name', title: '名称', titleEn: 'Name', dataIndex: 'name', width: 200 },
      { key: 'name_en', title: '英文名称', titleEn: 'English name', dataIndex: 'name_en', width: 200 },
      { key: 'status', title: '状态', titleEn: 'Status', dataIndex: 'status', renderName: 'status', lovName: 'tool_status', extra: STATUS_EXTRA, width: 90 },
      {
        key: 'authorization_count',
        title: '授权',
        titleEn: 'Authorisations',
        dataIndex: 'authorization_count',
        width: 120,
        renderName: 'drawerLink',
        extra: subTable(INSTITUTION_AUTHORIZATIONS_MENU, { institution_id: '{institution_id}', tool_id: '{_id}' }, { zh: '{name} · 授权', en: '{name_en} · Authorisations' }, '85%'),
      },
      { key: 'tools_sale_type', title: '销售方式', titleEn: 'Sale type', dataIndex: 'tools_sale_type', renderName: 'lov', lovName: 'tools_sale_type', width: 100 },
      { key: 'test_count', title: '测评次数', titleEn: 'Tests', dataIndex: 'test_count', width: 90 },
      { key: 'old_test_count', title: '历史测评次数', titleEn: 'Earlier tests', dataIndex: 'old_test_count', width: 110 },
      { key: 'effective_date', title: '生效日期', titleEn: 'Effective from', dataIndex: 'effective_date', renderName: 'date', width: 110 },
      { key: 'failure_date', title: '失效日期', titleEn: 'Expires after', dataIndex: 'failure_date', renderName: 'date', width: 110 },
      { key: 'model_version', title: '模型版本', titleEn: 'Model version', dataIndex: 'model_version', width: 100 },
      { key: 'report_version', title: '报告版本', titleEn: 'Report versions', dataIndex: 'report_version', width: 110 },
      { key: 'simultaneous_test_limit', title: '同时测评上限', titleEn: 'Simultaneous tests', dataIndex: 'simultaneous_test_limit', width: 120 },
      operations(['edit'], 80),
    ]),
  },
  {
    columns_name: 'institution_authorization_columns',
    rowKey: '_id',
    description: '工具授权 / Tool authorisations',
    property: { scroll: { x: 700 } },
    columns: columnsOf('institution_authorization_columns', [
      { key: 'tools_type', title: '工具', titleEn: 'Tool', dataIndex: 'tools_type', width: 130 },
      { key: 'activate', title: '激活', titleEn: 'Activated', dataIndex: 'activate', renderName: 'lov', lovName: 'yes_no', width: 90 },
      { key: 'validity_date', title: '有效期至', titleEn: 'Valid until', dataIndex: 'validity_date', renderName: 'date', width: 120 },
      { key: 'report_count', title: '报告总数', titleEn: 'Reports', dataIndex: 'report_count', width: 100 },
      { key: 'use_report_count', title: '已用', titleEn: 'Used', dataIndex: 'use_report_count', width: 80 },
      { key: 'available_report_count', title: '可用', titleEn: 'Available', dataIndex: 'available_report_count', width: 90 },
      operations(['edit'], 80),
    ]),
  },
  {
    columns_name: 'user_columns',
    rowKey: '_id',
    description: '用户列表（当前机构） / Users (current institution)',
    property: { scroll: { x: 1100 } },
    columns: columnsOf('user_columns', [
      { key: 'nickname', title: '昵称', titleEn: 'Nickname', dataIndex: 'nickname', width: 140 },
      { key: 'username', title: '用户名', titleEn: 'Username', dataIndex: 'username', width: 140 },
      { key: 'role_names', title: '角色', titleEn: 'Roles', dataIndex: 'role_names', width: 200 },
      { key: 'locale_type', title: '语言', titleEn: 'Language', dataIndex: 'locale_type', renderName: 'lov', lovName: 'locale_type', width: 90 },
      {
        key: 'disabled',
        title: '状态',
        titleEn: 'Status',
        dataIndex: 'disabled',
        renderName: 'status',
        extra: { colors: { false: 'green', true: 'red' }, labels: { false: { zh: '正常', en: 'Active' }, true: { zh: '停用', en: 'Disabled' } } },
        width: 90,
      },
      { key: 'createdTime', title: '创建时间', titleEn: 'Created', dataIndex: 'createdTime', renderName: 'dateTime', width: 170 },
      operations(['edit', 'delete']),
    ]),
  },
  {
    columns_name: 'role_columns',
    rowKey: '_id',
    description: '角色列表（当前机构） / Roles (current institution)',
    columns: columnsOf('role_columns', [
      { key: 'name', title: '角色名称', titleEn: 'Name', dataIndex: 'name', width: 180 },
      { key: 'name_en', title: '英文名称', titleEn: 'English name', dataIndex: 'name_en', width: 200 },
      { key: 'code', title: '角色编码', titleEn: 'Code', dataIndex: 'code', width: 140 },
      { key: 'user_count', title: '用户数', titleEn: 'Users', dataIndex: 'user_count', width: 90 },
      { key: 'createdTime', title: '创建时间', titleEn: 'Created', dataIndex: 'createdTime', renderName: 'dateTime', width: 170 },
      operations(['edit', 'delete']),
    ]),
  },
];

const tablePage = (name: string, base: string, width = 800): FlowDefinition => ({
  modalProps: { width, fromName: `${name}_form` },
  menuIds: [],
  columns_name: `${name}_columns`,
  search_from_name: `${name}_search`,
  api: `${base}/list`,
  method: 'GET',
  rowKey: '_id',
  infoApi: `${base}/info`,
  addApi: `${base}/add`,
  updateApi: `${base}/update`,
  deleteApi: `${base}/delete`,
});

export const INSTITUTION_MGMT_OPERATE: FlowDefinition = tablePage('institution', '/api/base/institution', 600);
export const USER_MGMT_OPERATE: FlowDefinition = tablePage('user', '/api/base/users');
export const ROLE_MGMT_OPERATE: FlowDefinition = tablePage('role', '/api/base/role', 600);

/**
 * The sub-tables of institution_mgmt, opened from its rows in drawers: a menu's table scoped by
 * the drawer's params (institution_id; tool_id too for authorisation rows). No search, no delete.
 */
export const INSTITUTION_TOOLS_OPERATE: FlowDefinition = {
  modalProps: { width: 720, fromName: 'institution_tool_form', createFromName: 'institution_tool_create_form' },
  menuIds: [],
  columns_name: 'institution_tool_columns',
  api: '/api/base/institution/tools/list',
  method: 'GET',
  rowKey: '_id',
  infoApi: '/api/base/institution/tools/info',
  addApi: '/api/base/institution/tools/add',
  updateApi: '/api/base/institution/tools/update',
};
export const INSTITUTION_AUTHORIZATIONS_OPERATE: FlowDefinition = {
  modalProps: { width: 640, fromName: 'institution_authorization_form' },
  menuIds: [],
  columns_name: 'institution_authorization_columns',
  api: '/api/base/institution/authorization/list',
  method: 'GET',
  rowKey: '_id',
  infoApi: '/api/base/institution/authorization/info',
  addApi: '/api/base/institution/authorization/add',
  updateApi: '/api/base/institution/authorization/update',
};

/** Demo: a sub-institution of A with two tools, sale terms on A's tools, and authorisation rows for them. */
export const DEMO_SUB_INSTITUTION = { name: '星语儿童发展中心（东区分部）', nameEn: 'Starlight Child Development Centre (East branch)' };

const shifted = (today: Date, days: number): string => {
  const d = new Date(today);
  d.setDate(d.getDate() + days);
  return isoDate(d);
};

/** `toolNames` is seed-data's TOOL_NAMES, passed in: seed-data imports this module (no import cycle). */
export async function insertManagementDemo(
  tx: Pick<Database, 'insert' | 'update' | 'select'>,
  institutionA: string,
  toolNames: Record<string, { name: string; nameEn: string }>,
): Promise<void> {
  const today = new Date();
  const [sub] = await tx.insert(institutions).values({ ...DEMO_SUB_INSTITUTION, parentId: institutionA }).returning({ id: institutions.id });
  await tx.insert(institutionTools).values(
    (['Dream-S-2.0', 'Dream-ITS'] as const).map((toolsType, i) => ({
      institutionId: sub!.id,
      toolsType,
      ...toolNames[toolsType]!,
      sort: (i + 1) * 10,
      toolsSaleType: i === 0 ? 'Limited' : 'NoLimit',
      testCount: i === 0 ? 200 : 0,
      effectiveDate: shifted(today, -30),
      failureDate: shifted(today, 335),
      modelVersion: 'v2',
      reportVersion: 'v2',
    })),
  );
  const toolsOfA = await tx.select().from(institutionTools).where(eq(institutionTools.institutionId, institutionA)).orderBy(asc(institutionTools.sort));
  for (const [i, tool] of toolsOfA.entries()) {
    // One expired tool, so the list shows both states.
    const expired = tool.toolsType === 'SWAM-S';
    await tx
      .update(institutionTools)
      .set({
        toolsSaleType: i % 2 === 0 ? 'NoLimit' : 'Limited',
        testCount: i % 2 === 0 ? 0 : 500,
        oldTestCount: 20 * i,
        effectiveDate: shifted(today, -400),
        failureDate: expired ? shifted(today, -10) : shifted(today, 365),
        modelVersion: 'v2',
        reportVersion: 'v1,v2',
      })
      .where(and(eq(institutionTools.institutionId, institutionA), eq(institutionTools.id, tool.id)));
    await tx.insert(institutionToolAuthorizations).values({
      institutionId: institutionA,
      toolId: tool.id,
      toolsType: tool.toolsType,
      activate: !expired,
      validityDate: expired ? shifted(today, -10) : shifted(today, 365),
      reportCount: 100,
      useReportCount: 10 * (i + 1),
    });
  }
}
