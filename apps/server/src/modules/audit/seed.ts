/** The audit page (System › Audit log): its menu, search form, columns and the list of actions. */
import { AUDIT_CALLS, AUDIT_LOG_MENU, type ColumnDefinition, type FlowDefinition, type FormDefinition, type LovDefinition } from '@portal/shared';
import { columnsOf, searchProperty } from '../definitions';
import type { MenuSeed } from '../menus';

export const AUDIT_LOV_SEEDS: LovDefinition[] = [
  {
    lovName: 'audit_action',
    description: '审计操作 / Audit actions',
    entries: [
      { value: 'insert', content: '新增', contentEn: 'Created' },
      { value: 'update', content: '修改', contentEn: 'Changed' },
      { value: 'delete', content: '删除', contentEn: 'Deleted' },
      { value: 'login', content: '登录', contentEn: 'Logged in' },
      { value: 'logout', content: '退出登录', contentEn: 'Logged out' },
      { value: 'login_failed', content: '登录失败', contentEn: 'Failed login' },
      { value: 'report_generate', content: '生成报告', contentEn: 'Report generated' },
      { value: 'export', content: '导出', contentEn: 'Exported' },
      { value: 'report_download', content: '查看/下载报告', contentEn: 'Report opened or downloaded' },
      { value: 'child_export', content: '导出儿童全部数据', contentEn: "Child's data exported" },
      { value: 'child_erase', content: '彻底删除儿童', contentEn: 'Child erased' },
    ],
  },
];

export const AUDIT_FORM_SEEDS: FormDefinition[] = [
  {
    from_name: 'audit_search',
    description: '审计日志查询 / Audit log search',
    property: searchProperty,
    fromItem: [
      { showName: '用户', showNameEn: 'User', keyName: 'user', input: { type: 'text' }, extra: { col: 6 } },
      { showName: '儿童姓名', showNameEn: 'Child', keyName: 'child', input: { type: 'text' }, extra: { col: 6 } },
      { showName: '操作', showNameEn: 'Action', keyName: 'action', input: { type: 'lov', lovName: 'audit_action' }, extra: { col: 6 } },
      { showName: '日期', showNameEn: 'Date', keyName: 'at', input: { type: 'dateRange' }, extra: { col: 6, rangeKeys: ['at_from', 'at_to'] } },
    ],
  },
];

export const AUDIT_COLUMN_SEEDS: ColumnDefinition[] = [
  {
    columns_name: 'audit_columns',
    rowKey: '_id',
    description: '审计日志 / Audit log',
    property: { scroll: { x: 1400 } },
    columns: columnsOf('audit_columns', [
      { key: 'at', title: '时间', titleEn: 'Time', dataIndex: 'at', renderName: 'dateTime', width: 170 },
      { key: 'user_name', title: '用户', titleEn: 'User', dataIndex: 'user_name', width: 160 },
      { key: 'identity', title: '身份', titleEn: 'Identity', dataIndex: 'identity', width: 180 },
      { key: 'action', title: '操作', titleEn: 'Action', dataIndex: 'action', renderName: 'lov', lovName: 'audit_action', width: 120 },
      { key: 'table_label', title: '数据', titleEn: 'Data', dataIndex: 'table_label', width: 130 },
      { key: 'child_name', title: '儿童', titleEn: 'Child', dataIndex: 'child_name', width: 110 },
      { key: 'changes', title: '内容', titleEn: 'Details', dataIndex: 'changes', width: 420 },
      { key: 'address', title: '来源地址', titleEn: 'Address', dataIndex: 'address', width: 130 },
    ]),
  },
];

export const AUDIT_OPERATE: FlowDefinition = {
  menuIds: [],
  columns_name: 'audit_columns',
  search_from_name: 'audit_search',
  api: AUDIT_CALLS.list.path,
  method: AUDIT_CALLS.list.method,
  rowKey: '_id',
  // Read only: the trail is never edited.
  datasetAuth: false,
};

export const AUDIT_MENU: MenuSeed = { id: AUDIT_LOG_MENU, name: '审计日志', nameEn: 'Audit log', type: 'item', url: '/audit', operate: AUDIT_OPERATE };
