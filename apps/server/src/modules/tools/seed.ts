/**
 * An institution's tools and their authorisation rows: the lists of values, forms and columns of the
 * two tables opened in drawers from the institutions page, and their menus' table flows.
 */
import { INSTITUTION_AUTHORIZATIONS_MENU, INSTITUTION_CALLS as I, type ColumnDefinition, type FlowDefinition, type FormDefinition, type LovDefinition } from '@portal/shared';
import { columnsOf, operations, required, saveButtons, STATUS_EXTRA, subTable } from '../definitions';

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

export const TOOL_LOV_SEEDS: LovDefinition[] = [
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
    lovName: 'yes_no',
    description: '是否 / Yes or no',
    entries: [
      { value: true, content: '是', contentEn: 'Yes' },
      { value: false, content: '否', contentEn: 'No' },
    ],
  },
];

export const TOOL_FORM_SEEDS: FormDefinition[] = [
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
];

export const TOOL_COLUMN_SEEDS: ColumnDefinition[] = [
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
];

/**
 * The sub-tables of institution_mgmt, opened from its rows in drawers: a menu's table scoped by
 * the drawer's params (institution_id; tool_id too for authorisation rows). No search, no delete.
 */
export const INSTITUTION_TOOLS_OPERATE: FlowDefinition = {
  modalProps: { width: 720, fromName: 'institution_tool_form', createFromName: 'institution_tool_create_form' },
  menuIds: [],
  columns_name: 'institution_tool_columns',
  api: I.toolList.path,
  method: I.toolList.method,
  rowKey: '_id',
  infoApi: I.toolInfo.path,
  addApi: I.toolAdd.path,
  updateApi: I.toolUpdate.path,
};
export const INSTITUTION_AUTHORIZATIONS_OPERATE: FlowDefinition = {
  modalProps: { width: 640, fromName: 'institution_authorization_form' },
  menuIds: [],
  columns_name: 'institution_authorization_columns',
  api: I.authorizationList.path,
  method: I.authorizationList.method,
  rowKey: '_id',
  infoApi: I.authorizationInfo.path,
  addApi: I.authorizationAdd.path,
  updateApi: I.authorizationUpdate.path,
};

export const TOOL_NAMES: Record<string, { name: string; nameEn: string }> = {
  'Dream-S-2.0': { name: 'Dream-S 2.0 儿童语言能力筛查', nameEn: 'Dream-S 2.0 Child language screening' },
  'Dream-C-2.0': { name: 'Dream-C 2.0 普通话听力理解和表达能力标准化评估', nameEn: 'Dream-C 2.0 Mandarin listening comprehension and expression assessment' },
  'Dream-ITS': { name: 'Dream-ITS 婴幼儿语言沟通筛查', nameEn: 'Dream-ITS Infant language and communication screening' },
  'Dream-IT': { name: 'Dream-IT 婴幼儿语言沟通评估', nameEn: 'Dream-IT Infant language and communication assessment' },
  'SWAM-S': { name: 'SWAM-S 移动端语音预警测试', nameEn: 'SWAM-S Speech early-warning test' },
  Ment: { name: 'Ment 家长引导式早期语言家庭训练', nameEn: 'Ment Parent-guided early language home training' },
  SPPA: { name: 'SPPA 普通话语音评估', nameEn: 'SPPA Mandarin speech sound assessment' },
};
