/**
 * The tests list page (menu test_list): its list call, columns (child, tool, status tag, test
 * code, created time, the report-version chooser), search form and lists of values, and the
 * tool-specific reload-report permission menus. Product configuration like the other
 * pages: `ensureConfiguration` adds what is missing at every start.
 */
import { TEST_STATUS_VALUES, TESTING_CALLS, TOOL_RELOAD_REPORT_MENUS, type ColumnDefinition, type FlowDefinition, type FormDefinition, type LovDefinition } from '@portal/shared';
import { columnsOf } from '../definitions';
import type { MenuSeed } from '../menus';

export const TEST_LIST_OPERATE: FlowDefinition = {
  menuIds: [],
  columns_name: 'test_columns',
  search_from_name: 'test_search',
  api: TESTING_CALLS.list.path,
  method: TESTING_CALLS.list.method,
  rowKey: '_id',
  // No create, edit or delete here: tests are made and taken on the tool site.
  datasetAuth: false,
};

const STATUS_TEXT: Record<(typeof TEST_STATUS_VALUES)[number], [string, string, string]> = {
  Active: ['待测评', 'Waiting', 'default'],
  Additional: ['补充信息', 'Additional information', 'cyan'],
  ParentsTesting: ['家长测评中', 'Parent testing', 'purple'],
  Testing: ['测评中', 'Testing', 'processing'],
  Close: ['已结束', 'Finished', 'green'],
  RecClose: ['已结束（复核）', 'Finished (reviewed)', 'green'],
  ExpClose: ['已结束（过期）', 'Finished (expired)', 'lime'],
  Failure: ['已失效', 'Invalid', 'red'],
  Custom: ['自定义', 'Custom', 'gold'],
  Edit: ['编辑中', 'Editing', 'orange'],
};

/** The status tags' colours, the same on every test list. */
export const TEST_STATUS_COLORS: Record<string, string> = Object.fromEntries(TEST_STATUS_VALUES.map((s) => [s, STATUS_TEXT[s][2]]));

/**
 * The age selector and its boxes (test-and-training §5): children that old or older ('age') or
 * younger ('not_age'), tests passed or not; each pair's boxes exclude each other.
 */
export const AGE_AND_RESULT_SEARCH: FormDefinition['fromItem'] = [
  { showName: '年龄', showNameEn: 'Age', keyName: 'age_date', input: { type: 'ageSelect' }, extra: { col: 12 } },
  { showName: '年龄条件', showNameEn: 'Age condition', keyName: 'age_state', input: { type: 'checkbox', lovName: 'test_age_state', props: { exclusive: true } }, extra: { col: 6 } },
  { showName: '测评结果', showNameEn: 'Result', keyName: 'pass_state', input: { type: 'checkbox', lovName: 'test_pass_state', props: { exclusive: true } }, extra: { col: 6 } },
];

export const TEST_LOV_SEEDS: LovDefinition[] = [
  {
    lovName: 'test_age_state',
    description: '年龄条件 / Age condition',
    entries: [
      { value: 'age', content: '已满该年龄', contentEn: 'At least this age' },
      { value: 'not_age', content: '未满该年龄', contentEn: 'Younger than this age' },
    ],
  },
  {
    lovName: 'test_pass_state',
    description: '测评结果 / Test result',
    entries: [
      { value: 'pass', content: '通过', contentEn: 'Passed' },
      { value: 'not_pass', content: '未通过', contentEn: 'Not passed' },
    ],
  },
  {
    lovName: 'test_status',
    description: '测评状态 / Test status',
    entries: TEST_STATUS_VALUES.map((value) => ({ value, content: STATUS_TEXT[value][0], contentEn: STATUS_TEXT[value][1] })),
  },
  {
    lovName: 'test_tools_type',
    description: '测评工具 / Assessment tools',
    entries: [
      { value: 'Dream-S-2.0', content: 'Dream-S 2.0', contentEn: 'Dream-S 2.0' },
      { value: 'Dream-C-2.0', content: 'Dream-C 2.0', contentEn: 'Dream-C 2.0' },
      { value: 'Dream-ITS', content: 'Dream-ITS', contentEn: 'Dream-ITS' },
      { value: 'Dream-IT', content: 'Dream-IT', contentEn: 'Dream-IT' },
    ],
  },
];

export const TEST_FORM_SEEDS: FormDefinition[] = [
  {
    from_name: 'test_search',
    description: '测评列表查询 / Test list search',
    property: { hideLabel: false, operate_buttons: ['reset', 'submit'], submit_title: { zh: '查询', en: 'Search' } },
    fromItem: [
      { showName: '儿童姓名', showNameEn: 'Child', keyName: 'name', input: { type: 'text' }, extra: { col: 6 } },
      { showName: '测评编号', showNameEn: 'Test code', keyName: 'test_code', input: { type: 'text' }, extra: { col: 6 } },
      { showName: '工具', showNameEn: 'Tool', keyName: 'tools_type', input: { type: 'lov', lovName: 'test_tools_type' }, extra: { col: 6 } },
      { showName: '状态', showNameEn: 'Status', keyName: 'status', input: { type: 'lov', lovName: 'test_status' }, extra: { col: 6 } },
      ...AGE_AND_RESULT_SEARCH,
    ],
  },
];

export const TEST_COLUMN_SEEDS: ColumnDefinition[] = [
  {
    columns_name: 'test_columns',
    rowKey: '_id',
    description: '测评列表（当前机构） / Tests (current institution)',
    property: { scroll: { x: 1000 } },
    columns: columnsOf('test_columns', [
      { key: 'children_name', title: '儿童姓名', titleEn: 'Child', dataIndex: 'children_name', width: 120 },
      { key: 'tools_type', title: '工具', titleEn: 'Tool', dataIndex: 'tools_type', width: 120 },
      {
        key: 'status',
        title: '状态',
        titleEn: 'Status',
        dataIndex: 'status',
        renderName: 'status',
        lovName: 'test_status',
        extra: { colors: TEST_STATUS_COLORS },
        width: 130,
      },
      { key: 'test_code', title: '测评编号', titleEn: 'Test code', dataIndex: 'test_code', width: 160 },
      { key: 'createdTime', title: '创建时间', titleEn: 'Created', dataIndex: 'createdTime', renderName: 'dateTime', width: 170 },
      // The versions the tool offers; choosing one asks the tool's report path.
      // Only an ended test has a report to open.
      { key: 'report', title: '报告', titleEn: 'Report', dataIndex: 'report_versions', renderName: 'reportVersion', width: 240, extra: { showWhen: { key: 'status', value: ['Close', 'RecClose', 'ExpClose'] } } },
    ]),
  },
];

/** dream_s_reload_report …: regenerate one tool's reports (dream_reload_report: every tool's). */
export const RELOAD_REPORT_MENU_SEEDS: MenuSeed[] = TOOL_RELOAD_REPORT_MENUS.map((id) => ({
  id,
  name: `重新生成报告（${id.replace(/_reload_report$/, '')}）`,
  nameEn: `Regenerate reports (${id.replace(/_reload_report$/, '')})`,
  type: 'permission',
}));
