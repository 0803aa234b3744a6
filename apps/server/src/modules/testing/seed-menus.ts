/**
 * The portal side of taking tests: one list per tool under the tests group, each a configured
 * table page with the tool fixed (`fixedParams`), and the menu actions that create a test,
 * continue it on the tool site, show its parent QR code and open its live page; 'create test' on
 * the children list; the test-3 permission menu.
 *
 * The actions' dialogs are components the portal registers (apps/portal/src/modules/testing):
 * their paths (shared TEST_DIALOGS) are the contract between this configuration and that code. Product
 * configuration: `ensureConfiguration` adds what is missing at every start and grants new menus
 * to the roles whose seeded rule includes them.
 */
import {
  DREAMITS_TEST3_MENU,
  OPEN_TEST_STATUSES,
  PARENT_OPEN_STATUSES,
  PERMISSION_MENUS,
  QR_DIALOG_WIDTH,
  SPEECH_DIALOGS,
  SPEECH_TOOL_TYPES,
  isSpeechTool,
  TEST_DIALOGS,
  TESTING_CALLS,
  type ColumnDefinition,
  type FlowDefinition,
  type FormDefinition,
  type TestableTool,
} from '@portal/shared';
import { columnsOf } from '../definitions';
import type { MenuSeed } from '../menus';
import { AGE_AND_RESULT_SEARCH, TEST_STATUS_COLORS } from './seed-list-page';

/** The flow step that opens a test on the tool site (packages/ui flow/steps/c-continue-testing.ts). */
export const CONTINUE_TESTING_STEP = 'c.continueTesting';

export const TOOL_TEST_COLUMNS = 'tool_test_columns';
export const TOOL_TEST_SEARCH = 'tool_test_search';
export const TEST_CREATE_FORM = 'test_create_form';

export interface ToolListSeed {
  menuId: string;
  tool: TestableTool;
  name: string;
  nameEn: string;
}

export const TOOL_TEST_LISTS: readonly ToolListSeed[] = [
  { menuId: 'dreamits_test_list', tool: 'Dream-ITS', name: 'Dream-ITS 测评', nameEn: 'Dream-ITS tests' },
  { menuId: 'dreamit_test_list', tool: 'Dream-IT', name: 'Dream-IT 测评', nameEn: 'Dream-IT tests' },
  { menuId: 'dream_s_test_list', tool: 'Dream-S-2.0', name: 'Dream-S 2.0 测评', nameEn: 'Dream-S 2.0 tests' },
  { menuId: 'dream_c_test_list', tool: 'Dream-C-2.0', name: 'Dream-C 2.0 测评', nameEn: 'Dream-C 2.0 tests' },
];

const statusIn = (statuses: readonly string[]) => ({ key: 'status', value: [...statuses] });

/**
 * The row and toolbar actions of a test list (`listId`). `tool`: the list's tool, fixed in the
 * create dialog; without it (the all-tools list) the dialog offers the institution's tools.
 */
export function testListActions(listId: string, tool?: TestableTool): MenuSeed[] {
  const toolProps = tool ? { toolsType: tool } : {};
  const actions: MenuSeed[] = [
    {
      id: `${listId}_create`,
      name: '新建测评',
      nameEn: 'Create test',
      type: 'permission',
      operate: {
        // Create (the child chosen in the dialog), reload the list, then offer the new test's
        // 'continue testing' and QR code.
        steps: ['f.modal', 'c.reload', 'f.modal'],
        stepParams: { '2': { component: TEST_DIALOGS.created, width: 520 } },
        modalProps: { component: TEST_DIALOGS.create, placement: 'toolbar', width: 560, ...toolProps },
      },
    },
    {
      id: `${listId}_continue`,
      name: '继续测评',
      nameEn: 'Continue testing',
      type: 'permission',
      operate: {
        steps: ['g.rows', 'v.isRow', 'v.validField', CONTINUE_TESTING_STEP],
        stepParams: { 'v.validField': { condition: statusIn(OPEN_TEST_STATUSES) } },
        modalProps: { placement: 'row', showWhen: statusIn(OPEN_TEST_STATUSES) },
      },
    },
    {
      id: `${listId}_qrcode`,
      name: '二维码',
      nameEn: 'QR code',
      type: 'permission',
      operate: {
        steps: ['g.rows', 'v.isRow', 'v.validField', 'f.modal'],
        stepParams: { 'v.validField': { condition: statusIn(PARENT_OPEN_STATUSES) } },
        modalProps: { component: TEST_DIALOGS.qrcode, placement: 'row', width: QR_DIALOG_WIDTH, showWhen: statusIn(PARENT_OPEN_STATUSES) },
      },
    },
    {
      id: `${listId}_view`,
      name: '查看',
      nameEn: 'View',
      type: 'permission',
      operate: {
        steps: ['g.rows', 'v.isRow', 'f.drawer'],
        modalProps: { component: TEST_DIALOGS.detail, placement: 'row', width: '72%' },
      },
    },
  ];
  // The audio player of spec §2.2 item 9 (a speech test's recordings, outcomes and amendments), on
  // the lists that can hold speech tests.
  if (!tool || isSpeechTool(tool)) {
    actions.push({
      id: `${listId}_audio`,
      name: '录音',
      nameEn: 'Recordings',
      type: 'permission',
      operate: {
        steps: ['g.rows', 'v.isRow', 'f.drawer'],
        modalProps: { component: SPEECH_DIALOGS.review, placement: 'row', width: '80vw', showWhen: { key: 'tools_type', value: [...SPEECH_TOOL_TYPES] } },
      },
    });
  }
  return actions;
}

function toolListOperate(tool: TestableTool): FlowDefinition {
  return {
    menuIds: [],
    columns_name: TOOL_TEST_COLUMNS,
    search_from_name: TOOL_TEST_SEARCH,
    api: TESTING_CALLS.list.path,
    method: TESTING_CALLS.list.method,
    rowKey: '_id',
    datasetAuth: false,
    // Sent with every list call, winning over the search form: the page shows one tool.
    fixedParams: { tools_type: tool },
  };
}

/** The per-tool lists, children of the tests group. */
export const TOOL_TEST_LIST_MENUS: MenuSeed[] = TOOL_TEST_LISTS.map((list) => ({
  id: list.menuId,
  name: list.name,
  nameEn: list.nameEn,
  type: 'item',
  url: `/tests/${list.menuId}`,
  operate: toolListOperate(list.tool),
  children: testListActions(list.menuId, list.tool),
}));

/** The actions of the all-tools list (test_list). */
export const TEST_LIST_ACTION_MENUS: MenuSeed[] = testListActions('test_list');

/** 'Create from the child list': the row's child, one of the institution's tools. */
export const CHILDREN_CREATE_TEST_MENU: MenuSeed = {
  id: 'children_create_test',
  name: '新建测评',
  nameEn: 'Create test',
  type: 'permission',
  operate: {
    steps: ['g.rows', 'v.isRow', 'f.modal', 'f.modal'],
    stepParams: { '3': { component: TEST_DIALOGS.created, width: 520 } },
    modalProps: { component: TEST_DIALOGS.create, placement: 'row', width: 560 },
  },
};

/** Holding it sends a Dream-ITS test's 'continue testing' to the test-3 route. */
export const TEST3_PERMISSION_MENU: MenuSeed = { id: DREAMITS_TEST3_MENU, name: '测评（逐页模式）', nameEn: 'Testing (one page at a time)', type: 'permission' };

/** The test pages' display permissions, granted to clinicians. */
export const TESTING_PERMISSION_MENUS: MenuSeed[] = [
  // The questions' descriptions on the clinician's Dream-ITS page.
  { id: PERMISSION_MENUS.dreamIts2, name: 'Dream-ITS 题目说明', nameEn: 'Dream-ITS question descriptions', type: 'permission' },
  // The report page's popover of what the report was made from (scores, age, norms).
  { id: PERMISSION_MENUS.reportParams, name: '报告参数', nameEn: 'Report parameters', type: 'permission' },
];

const idsOf = (menus: readonly MenuSeed[]): string[] => menus.flatMap((m) => [m.id, ...idsOf(m.children ?? [])]);

/** What a clinician is granted: the lists, their actions, and 'create test' on the children list. */
export const TESTING_MENU_IDS: string[] = [...idsOf(TOOL_TEST_LIST_MENUS), ...idsOf(TEST_LIST_ACTION_MENUS), CHILDREN_CREATE_TEST_MENU.id, ...idsOf(TESTING_PERMISSION_MENUS)];

export const TESTING_FORM_SEEDS: FormDefinition[] = [
  {
    from_name: TOOL_TEST_SEARCH,
    description: '单个工具的测评列表查询 / One tool’s test list search',
    property: { hideLabel: false, operate_buttons: ['reset', 'submit'], submit_title: { zh: '查询', en: 'Search' } },
    fromItem: [
      { showName: '儿童姓名', showNameEn: 'Child', keyName: 'name', input: { type: 'text' }, extra: { col: 8 } },
      { showName: '测评编号', showNameEn: 'Test code', keyName: 'test_code', input: { type: 'text' }, extra: { col: 8 } },
      { showName: '状态', showNameEn: 'Status', keyName: 'status', input: { type: 'lov', lovName: 'test_status' }, extra: { col: 8 } },
      ...AGE_AND_RESULT_SEARCH,
    ],
  },
  {
    from_name: TEST_CREATE_FORM,
    description: '新建测评：选择儿童 / Create a test: choose the child',
    property: { labelCol: { flex: '6em' }, operate_buttons: ['close', 'submit'], submit_title: { zh: '创建测评', en: 'Create test' } },
    fromItem: [
      {
        showName: '儿童',
        showNameEn: 'Child',
        keyName: 'children_id',
        // The institution's recent children, then a name search; children outside the tool's
        // ages disabled with the reason; a child can be added in place (ui children/ChildPicker).
        input: { type: 'childPicker' },
        rules: [{ type: 'required' }],
        extra: { col: 24 },
      },
    ],
  },
];

export const TESTING_COLUMN_SEEDS: ColumnDefinition[] = [
  {
    columns_name: TOOL_TEST_COLUMNS,
    rowKey: '_id',
    description: '单个工具的测评列表 / One tool’s tests',
    property: { scroll: { x: 1100 } },
    columns: columnsOf(TOOL_TEST_COLUMNS, [
      { key: 'children_name', title: '儿童姓名', titleEn: 'Child', dataIndex: 'children_name', width: 120 },
      { key: 'status', title: '状态', titleEn: 'Status', dataIndex: 'status', renderName: 'status', lovName: 'test_status', extra: { colors: TEST_STATUS_COLORS }, width: 130 },
      { key: 'test_code', title: '测评编号', titleEn: 'Test code', dataIndex: 'test_code', width: 170 },
      { key: 'createdTime', title: '创建时间', titleEn: 'Created', dataIndex: 'createdTime', renderName: 'dateTime', width: 170 },
      { key: 'report', title: '报告', titleEn: 'Report', dataIndex: 'report_versions', renderName: 'reportVersion', width: 220, extra: { showWhen: { key: 'status', value: ['Close', 'RecClose', 'ExpClose'] } } },
    ]),
  },
];
