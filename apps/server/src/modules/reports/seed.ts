/**
 * The Reports page (menu report_list, issue 9 item 6): its list call, columns, search form and
 * the row actions as child menus with flows — preview (a registered dialog), download (the
 * c.download step), remark (the generic modal form on the PDF's file remark) and regenerate
 * (a registered dialog that confirms, calls the tool's report path with reload=true and previews
 * the new report; shown only to holders of dream_reload_report or the row's tool variant).
 */
import {
  FILE_UPDATE_PATH,
  PERMISSION_MENUS,
  REPORT_CALLS,
  REPORT_DIALOGS,
  REPORT_LIST_MENU,
  type ColumnDefinition,
  type FlowDefinition,
  type FormDefinition,
} from '@portal/shared';
import { columnsOf } from '../definitions';
import type { MenuSeed } from '../menus';

export const REPORT_LIST_OPERATE: FlowDefinition = {
  menuIds: [],
  columns_name: 'report_columns',
  search_from_name: 'report_search',
  api: REPORT_CALLS.list.path,
  method: REPORT_CALLS.list.method,
  rowKey: '_id',
  // Reports are made from the tests lists; here they are read, annotated and regenerated.
  datasetAuth: false,
};

const rowAction = (id: string, name: string, nameEn: string, operate: FlowDefinition): MenuSeed => ({ id: `${REPORT_LIST_MENU}_${id}`, name, nameEn, type: 'item', operate });

export const REPORT_LIST_ACTION_MENUS: MenuSeed[] = [
  rowAction('preview', '预览', 'Preview', {
    steps: ['g.rows', 'v.isRow', 'f.modal'],
    modalProps: { placement: 'row', component: REPORT_DIALOGS.preview, width: 1000 },
  }),
  rowAction('download', '下载', 'Download', {
    steps: ['g.rows', 'v.isRow', 'c.download'],
    stepParams: { 'c.download': { idField: 'file_id', titleField: 'file_title', extension: 'pdf' } },
    modalProps: { placement: 'row' },
  }),
  rowAction('remark', '备注', 'Remark', {
    steps: ['g.rows', 'v.isRow', 'f.modal', 'c.reload'],
    // The remark is the PDF file's (PUT /api/system/file/update {_id, remark}).
    modalProps: { placement: 'row', component: 'form', width: 560, fromName: 'report_remark_form', sendApi: FILE_UPDATE_PATH, method: 'PUT', rowKey: 'file_id', idParam: '_id', single: true, fillFromRow: ['remark'] },
  }),
  rowAction('regenerate', '重新生成', 'Regenerate', {
    steps: ['g.rows', 'v.isRow', 'f.modal', 'c.reload'],
    modalProps: { placement: 'row', component: REPORT_DIALOGS.regenerate, width: 1000, anyMenu: [PERMISSION_MENUS.reloadReport, '{reload_menu}'] },
  }),
];
export const REPORT_LIST_ACTION_MENU_IDS = REPORT_LIST_ACTION_MENUS.map((m) => m.id);

export const REPORT_FORM_SEEDS: FormDefinition[] = [
  {
    from_name: 'report_search',
    description: '报告列表查询 / Report list search',
    property: { hideLabel: false, operate_buttons: ['reset', 'submit'], submit_title: { zh: '查询', en: 'Search' } },
    fromItem: [
      { showName: '儿童姓名', showNameEn: 'Child', keyName: 'name', input: { type: 'text' }, extra: { col: 6 } },
      { showName: '工具', showNameEn: 'Tool', keyName: 'tools_type', input: { type: 'lov', lovName: 'test_tools_type' }, extra: { col: 6 } },
      { showName: '测评编号', showNameEn: 'Test code', keyName: 'test_code', input: { type: 'text' }, extra: { col: 6 } },
      { showName: '创建日期', showNameEn: 'Created', keyName: 'created', input: { type: 'dateRange' }, extra: { col: 6, rangeKeys: ['created_from', 'created_to'] } },
    ],
  },
  {
    from_name: 'report_remark_form',
    description: '报告备注 / Report remark',
    property: { hideLabel: false, formProps: { layout: 'vertical' }, operate_buttons: ['close', 'submit'], submit_title: { zh: '保存', en: 'Save' } },
    fromItem: [
      {
        showName: '备注',
        showNameEn: 'Remark',
        keyName: 'remark',
        input: { type: 'textArea', props: { maxLength: 500, showCount: true, rows: 4 } },
        rules: [{ type: 'required' }],
      },
    ],
  },
];

export const REPORT_COLUMN_SEEDS: ColumnDefinition[] = [
  {
    columns_name: 'report_columns',
    rowKey: '_id',
    description: '报告列表（当前机构） / Reports (current institution)',
    property: { scroll: { x: 1100 } },
    columns: columnsOf('report_columns', [
      { key: 'children_name', title: '儿童姓名', titleEn: 'Child', dataIndex: 'children_name', width: 110 },
      { key: 'tools_type', title: '工具', titleEn: 'Tool', dataIndex: 'tools_type', renderName: 'lov', lovName: 'test_tools_type', width: 120 },
      { key: 'test_code', title: '测评编号', titleEn: 'Test code', dataIndex: 'test_code', width: 150 },
      { key: 'report_version', title: '版本', titleEn: 'Version', dataIndex: 'report_version', width: 80 },
      { key: 'createdTime', title: '生成时间', titleEn: 'Created', dataIndex: 'createdTime', renderName: 'dateTime', width: 170 },
      { key: 'remark', title: '备注', titleEn: 'Remark', dataIndex: 'remark', renderName: 'popoverText', extra: { maxLength: 20 }, width: 180 },
      { key: 'operations', title: '操作', titleEn: 'Actions', dataIndex: '_id', renderName: 'operations', extra: { actions: [], fixed: 'right' }, width: 260 },
    ]),
  },
];
